import { randomBytes } from 'node:crypto';
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

/** Creates the account through the users service (sectors are checked against active ones). */
export async function createAccount(services: Pick<Services, 'users' | 'sectors'>, spec: AccountSpec): Promise<UserRow> {
  const { password, sectorIds, ...rest } = spec;
  const checkedSectors = sectorIds && sectorIds.length > 0 ? await services.sectors.requireActive(sectorIds) : [];
  return services.users.create({ ...rest, sectorIds: checkedSectors, passwordHash: await hashPassword(password) });
}
