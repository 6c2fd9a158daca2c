import { randomBytes } from 'node:crypto';
import { newServiceId } from '@sanity/shared/domain/practice/service-id';
import { emptyWeek, type WeekDay, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import {
  PracticeConfigSchema,
  type PracticeConfig,
  type PracticeConfigInput,
  type ServiceInput,
} from '@sanity/shared/schemas/practice';
import { PracticeAddressSchema, type PracticeAddress, type PracticeAddressInput } from '@sanity/shared/schemas/practice-address';
import { hashPassword } from '../modules/auth/password';
import type { NewUser, UserRow } from '../modules/users/users.service';
import type { Services } from '../services';

/**
 * Account factories shared by the demo seed and the tests, so demo data is what the tests
 * exercise. Each spec is a realistic Italian account; pass overrides for what matters.
 */
export interface AccountSpec extends Omit<NewUser, 'passwordHash'> {
  password: string;
}

let counter = 0;
/** A unique e-mail (tests run in parallel against their own database, but stay readable). */
export function uniqueEmail(prefix = 'utente'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@esempio.it`;
}

export function patientSpec(overrides: Partial<AccountSpec> = {}): AccountSpec {
  return {
    role: 'user',
    displayName: 'Giulia Rossi',
    email: uniqueEmail('paziente'),
    password: 'Paziente123!',
    ...overrides,
  };
}

export function doctorSpec(overrides: Partial<AccountSpec> = {}): AccountSpec {
  return {
    role: 'doctor',
    displayName: 'Marco Bianchi',
    email: uniqueEmail('dottore'),
    password: 'Dottore123!',
    specialization: 'Cardiologia',
    licenseNumber: 'MI-12345',
    telefono: '+39 333 123 4567',
    sectorIds: ['cardiologia'],
    isVerified: true,
    ...overrides,
  };
}

/**
 * Creates the account through the users service (sectors are checked against active ones).
 * `passwordHash`: the spec's password already hashed, for a caller creating hundreds of accounts
 * with one password (the booking load benchmark), as argon2 costs tens of milliseconds per hash.
 */
export async function createAccount(services: Pick<Services, 'users' | 'sectors'>, spec: AccountSpec, passwordHash?: string): Promise<UserRow> {
  const { password, sectorIds, ...rest } = spec;
  const checkedSectors = sectorIds && sectorIds.length > 0 ? await services.sectors.requireActive(sectorIds) : [];
  return services.users.create({ ...rest, sectorIds: checkedSectors, passwordHash: passwordHash ?? (await hashPassword(password)) });
}

/**
 * Weekly hours in a line: each listed day is available with the given 'HH:MM' windows;
 * 'all-day' makes the day available with no windows (booking then offers 09:00–18:00).
 */
export type WeekHours = Partial<Record<WeekDay, ReadonlyArray<readonly [string, string]> | 'all-day'>>;

export function weekSchedule(hours: WeekHours): WeeklySchedule {
  const week = emptyWeek();
  for (const [day, windows] of Object.entries(hours) as Array<[WeekDay, WeekHours[WeekDay]]>) {
    if (!windows) continue;
    week[day] = {
      isAvailable: true,
      timeSlots: windows === 'all-day' ? [] : windows.map(([start, end]) => ({ start, end })),
    };
  }
  return week;
}

/** Monday to Friday with the same windows. */
export function weekdays(windows: ReadonlyArray<readonly [string, string]>): WeekHours {
  return { monday: windows, tuesday: windows, wednesday: windows, thursday: windows, friday: windows };
}

let serviceCounter = 0;
/** A realistic service (a cardiology visit by default); the id follows the spec's `sectorId_timestamp`. */
export function serviceSpec(overrides: Partial<ServiceInput> = {}): ServiceInput {
  serviceCounter += 1;
  const sectorId = overrides.sectorId ?? 'cardiologia';
  return {
    id: newServiceId(sectorId, 1_767_225_600_000 + serviceCounter),
    sectorId,
    name: 'Visita cardiologica',
    duration: 30,
    price: 120,
    description: 'Visita specialistica con valutazione della storia clinica e misurazione della pressione.',
    isActive: true,
    customFields: [],
    ...overrides,
  };
}

/** A doctor's practice configuration, validated by the shared contract and saved like PUT /api/practice/config. */
export async function createPractice(
  services: Pick<Services, 'practice'>,
  doctorId: string,
  config: PracticeConfigInput,
): Promise<PracticeConfig> {
  return services.practice.saveConfig(doctorId, PracticeConfigSchema.parse(config));
}

/** A doctor's practice address, validated by the shared contract and saved like PUT /api/practice/address. */
export async function createPracticeAddress(
  services: Pick<Services, 'practiceAddress'>,
  doctorId: string,
  address: PracticeAddressInput,
): Promise<PracticeAddress> {
  return services.practiceAddress.set(doctorId, PracticeAddressSchema.parse(address));
}
