import { emptyWeek, WEEK_DAYS, type WeekDay, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import { instantOf, localDateOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { effectiveWeek, weekdaysGained } from '@sanity/shared/domain/practice/weekly-hours';
import { weekDayOf } from '@sanity/shared/domain/slots/compute-slots';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { DEFAULT_HORIZON_DAYS } from '@sanity/shared/schemas/schedule';
import type { Availability, PracticeConfig, Service } from '@sanity/shared/schemas/practice';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { ignoreFreedTime, type OnTimeFreed } from '../appointments/time-freed';
import type { UsersService } from '../users/users.service';
import { createPracticeRepository, type ServiceWrite, type StoredPractice } from './practice.repository';
import { practiceVersionOf } from './practice-version';

export type PracticeService = ReturnType<typeof createPracticeService>;

/** Euro (two decimals) ↔ cents, without floating-point drift (80.01 → 8001). */
const toCents = (euro: number) => Math.round(euro * 100);
const toEuro = (cents: number) => cents / 100;

function servicesOf(stored: StoredPractice): Service[] {
  return stored.services.map((s) => ({
    id: s.id,
    sectorId: s.sectorId,
    name: s.name,
    duration: s.durationMinutes,
    price: toEuro(s.priceCents),
    description: s.description,
    isActive: s.isActive,
    // Issue 25's rules only when set: left out means 0, so a service without them keeps the spec's shape.
    ...(s.bufferBeforeMinutes > 0 ? { bufferBeforeMinutes: s.bufferBeforeMinutes } : {}),
    ...(s.bufferAfterMinutes > 0 ? { bufferAfterMinutes: s.bufferAfterMinutes } : {}),
    ...(s.minNoticeMinutes > 0 ? { minNoticeMinutes: s.minNoticeMinutes } : {}),
    mode: s.mode,
    customFields: stored.customFields
      .filter((f) => f.serviceId === s.id)
      .map((f) => ({ id: f.id, name: f.name, type: f.type, required: f.required, options: [...f.options] })),
  }));
}

/** The practice's week of the doctor whose rows `stored` holds, all 7 days present; null when never set. */
function practiceWeekOf(stored: Pick<StoredPractice, 'practiceDays' | 'practiceSlots'>): WeeklySchedule | null {
  if (stored.practiceDays.length === 0) return null;
  const week = emptyWeek();
  for (const day of stored.practiceDays) {
    week[day.weekday] = {
      isAvailable: day.isAvailable,
      timeSlots: stored.practiceSlots.filter((slot) => slot.weekday === day.weekday).map((slot) => ({ start: slot.startTime, end: slot.endTime })),
    };
  }
  return week;
}

/**
 * The hours every service is booked on (issue 15): its own week when it overrides the practice
 * hours, else the practice's week, else every day closed. One entry per service, in their order.
 */
function effectiveAvailabilitiesOf(stored: StoredPractice): Availability[] {
  const practiceWeek = practiceWeekOf(stored);
  const own = new Map(overridesOf(stored).map((a) => [a.serviceId, a.weeklySchedule]));
  return stored.services.map((s) => ({ serviceId: s.id, weeklySchedule: effectiveWeek(own.get(s.id), practiceWeek) }));
}

/** Weekly schedules of the services that override the practice hours, in the services' order, all 7 days present. */
function overridesOf(stored: StoredPractice): Availability[] {
  const out: Availability[] = [];
  for (const s of stored.services) {
    const days = stored.days.filter((d) => d.serviceId === s.id);
    if (days.length === 0) continue;
    const weeklySchedule = emptyWeek();
    for (const day of days) {
      weeklySchedule[day.weekday] = {
        isAvailable: day.isAvailable,
        timeSlots: stored.slots
          .filter((slot) => slot.serviceId === s.id && slot.weekday === day.weekday)
          .map((slot) => ({ start: slot.startTime, end: slot.endTime })),
      };
    }
    out.push({ serviceId: s.id, weeklySchedule });
  }
  return out;
}

/**
 * A doctor's practice: services (with custom intake fields) and weekly hours (spec §3 Service,
 * Custom field, Availability). Other features (doctors directory, booking) read it through
 * `listActiveServices` and `getAvailabilities`. Retired services appear nowhere.
 */
type Bookable = { service: Service; weeklySchedule: Availability['weeklySchedule'] | null };
interface PracticeEntry {
  version: string;
  stored: StoredPractice;
  bookables?: Bookable[];
}

/** Doctors whose active practice one instance keeps in memory (the least recently loaded go first). */
export const PRACTICE_CACHE_SIZE = 2000;

/** How far ahead new weekly hours are offered to the waiting list (in days). */
const HOURS_GAINED_DAYS = 56;

export function createPracticeService({
  db,
  users,
  clock,
  horizonDaysOf = () => Promise.resolve(DEFAULT_HORIZON_DAYS),
  onTimeFreed = ignoreFreedTime,
}: {
  db: Db;
  users: Pick<UsersService, 'sectorIdsOf'>;
  clock: Clock;
  /** The practice's booking horizon in days (the schedule's booking rules): a service's notice may not exceed it. */
  horizonDaysOf?: (doctorId: string) => Promise<number>;
  /** Told of the days a save opened (longer or new hours, a service switched on): the waiting list offers them. */
  onTimeFreed?: OnTimeFreed;
}) {
  const repo = createPracticeRepository(db);
  /**
   * The active practice of recently read doctors, each with the version it was read at (ADR 0016).
   * An entry is used only when the caller's version, read from the database for this very request,
   * is the same: a save on any instance changes the version, so no instance answers from an old copy.
   */
  const cache = new Map<string, PracticeEntry>();

  async function versionOf(doctorId: string): Promise<string> {
    const [row] = await db.select({ version: practiceVersionOf(doctorId) }).from(sql`(values (1)) as one (x)`);
    return row?.version ?? '';
  }

  /** The doctor's active practice at `version` (read before this call), from memory when this instance already has it. */
  async function activePractice(doctorId: string, version?: string): Promise<PracticeEntry> {
    const known = version ?? (await versionOf(doctorId));
    const hit = cache.get(doctorId);
    if (hit && hit.version === known) return hit;
    // Read after the version: the rows are at least as new as the version they are kept under, so a
    // save in between only costs one more load.
    const stored = await repo.load(doctorId, { activeOnly: true });
    cache.delete(doctorId);
    if (cache.size >= PRACTICE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    const entry: PracticeEntry = { version: known, stored };
    cache.set(doctorId, entry);
    return entry;
  }

  /** Computed once per cached copy: callers only read what they get. */
  function bookablesOf(entry: PracticeEntry): Bookable[] {
    entry.bookables ??= bookableOf(entry.stored);
    return entry.bookables;
  }

  /** Services and the hours each is booked on (practice hours resolved), as others see them. */
  async function read(doctorId: string, activeOnly: boolean): Promise<{ services: Service[]; availabilities: Availability[] }> {
    const stored = activeOnly ? (await activePractice(doctorId)).stored : await repo.load(doctorId, { activeOnly });
    return { services: servicesOf(stored), availabilities: effectiveAvailabilitiesOf(stored) };
  }

  /** The configuration as the doctor edits it: the practice hours and only the services' overrides. */
  async function getConfig(doctorId: string): Promise<PracticeConfig> {
    const stored = await repo.load(doctorId, { activeOnly: false });
    return { services: servicesOf(stored), availabilities: overridesOf(stored), practiceHours: practiceWeekOf(stored) ?? emptyWeek() };
  }

  /** One stored service as the slot engine needs it, with the hours it is booked on. */
  function bookableOf(stored: StoredPractice): Array<{ service: Service; weeklySchedule: Availability['weeklySchedule'] | null }> {
    const hours = new Map(effectiveAvailabilitiesOf(stored).map((a) => [a.serviceId, a.weeklySchedule]));
    return servicesOf(stored).map((service) => ({ service, weeklySchedule: hours.get(service.id) ?? null }));
  }

  return {
    /** The doctor's own configuration: every current service, active or not, the practice hours and the services' overrides. */
    getConfig,

    /**
     * Saves a configuration already validated by `PracticeConfigSchema`. Each service's sector must
     * be one of the doctor's sectors; otherwise nothing is changed. Services left out are retired.
     */
    async saveConfig(doctorId: string, config: PracticeConfig, now = clock.now()): Promise<PracticeConfig> {
      const [enabled, horizon] = await Promise.all([users.sectorIdsOf(doctorId).then((ids) => new Set(ids)), horizonDaysOf(doctorId)]);
      const fields: Record<string, string> = {};
      config.services.forEach((s, i) => {
        if (!enabled.has(s.sectorId)) fields[`services.${i}.sectorId`] = itSettings.practice.sectorNotEnabled;
      });
      if (Object.keys(fields).length > 0) throw new AppError(400, itSettings.practice.sectorNotEnabled, { fields });
      // Issue 25: a notice longer than the booking horizon would leave the service no bookable day.
      const tooLong = config.services.findIndex((s) => (s.minNoticeMinutes ?? 0) > horizon * 24 * 60);
      if (tooLong >= 0) {
        const message = itSchedule.noticeLongerThanHorizon(config.services[tooLong]!.name, horizon);
        throw new AppError(400, message, { fields: { [`services.${tooLong}.minNoticeMinutes`]: message } });
      }

      const scheduleOf = new Map(config.availabilities.map((a) => [a.serviceId, a.weeklySchedule]));
      const writes: ServiceWrite[] = config.services.map((s) => {
        const week = scheduleOf.get(s.id);
        return {
          id: s.id,
          sectorId: s.sectorId,
          name: s.name,
          durationMinutes: s.duration,
          priceCents: toCents(s.price),
          description: s.description,
          isActive: s.isActive,
          bufferBeforeMinutes: s.bufferBeforeMinutes ?? 0,
          bufferAfterMinutes: s.bufferAfterMinutes ?? 0,
          minNoticeMinutes: s.minNoticeMinutes ?? 0,
          mode: s.mode,
          customFields: s.customFields.map((f) => ({ id: f.id, name: f.name, type: f.type, required: f.required, options: f.options })),
          schedule: week
            ? WEEK_DAYS.map((weekday: WeekDay) => ({ weekday, isAvailable: week[weekday].isAvailable, slots: week[weekday].timeSlots }))
            : null,
        };
      });
      const practiceWeek = config.practiceHours;
      const practiceHours = practiceWeek
        ? WEEK_DAYS.map((weekday: WeekDay) => ({ weekday, isAvailable: practiceWeek[weekday].isAvailable, slots: practiceWeek[weekday].timeSlots }))
        : null;
      const hoursNow = async () => new Map(bookablesOf(await activePractice(doctorId)).map((b) => [b.service.id, b.weeklySchedule]));
      const before = await hoursNow();
      await repo.save(doctorId, writes, practiceHours, now);
      const gained = new Set(weekdaysGained(before, await hoursNow()));
      if (gained.size > 0) {
        // After the commit rather than inside it (the save's transaction is the repository's): a crash
        // in between loses these offers, never a booking. The next weeks only: a waiting list is for soon.
        const today = localDateOf(now);
        for (let i = 1; i <= HOURS_GAINED_DAYS; i += 1) {
          const date = plusDays(today, i);
          if (!gained.has(weekDayOf(date)!)) continue;
          await onTimeFreed(db, { doctorId, from: instantOf(date, 0) ?? now, to: instantOf(plusDays(date, 1), 0) ?? now });
        }
      }
      return getConfig(doctorId);
    },

    /** Services others may book: current and switched on, in the doctor's order. */
    async listActiveServices(doctorId: string): Promise<Service[]> {
      return (await read(doctorId, true)).services;
    },

    /** Weekly hours of the doctor's active services: one per service, the practice hours resolved. */
    async getAvailabilities(doctorId: string): Promise<Availability[]> {
      return (await read(doctorId, true)).availabilities;
    },

    /**
     * An active service others may book, with the hours it is booked on (its own or the practice's);
     * null when not bookable. `version`: the practice's version (`practiceVersionOf`) the caller read
     * in its own statement for this request; without it this reads it.
     */
    async bookableService(
      doctorId: string,
      serviceId: string,
      version?: string,
    ): Promise<{ service: Service; weeklySchedule: Availability['weeklySchedule'] | null } | null> {
      return bookablesOf(await activePractice(doctorId, version)).find((b) => b.service.id === serviceId) ?? null;
    },

    /** Every service others may book now, each as `bookableService` gives it (the availability check without a service). */
    async bookableServices(doctorId: string, version?: string): Promise<Array<{ service: Service; weeklySchedule: Availability['weeklySchedule'] | null }>> {
      return bookablesOf(await activePractice(doctorId, version));
    },

    /**
     * `bookableServices` of several doctors at once (one statement), keyed by doctor id; a doctor
     * without bookable services has no entry. Intake fields are left out: only the hours matter here.
     */
    async bookableServicesOfMany(doctorIds: readonly string[]): Promise<Map<string, Array<{ service: Service; weeklySchedule: Availability['weeklySchedule'] | null }>>> {
      const stored = await repo.loadBookableOfMany(doctorIds);
      const out = new Map<string, Array<{ service: Service; weeklySchedule: Availability['weeklySchedule'] | null }>>();
      for (const doctorId of new Set(stored.services.map((s) => s.doctorId))) {
        const own: StoredPractice = {
          services: stored.services.filter((s) => s.doctorId === doctorId),
          customFields: [],
          days: stored.days.filter((d) => d.doctorId === doctorId),
          slots: stored.slots.filter((sl) => sl.doctorId === doctorId),
          practiceDays: stored.practiceDays.filter((d) => d.doctorId === doctorId),
          practiceSlots: stored.practiceSlots.filter((sl) => sl.doctorId === doctorId),
        };
        out.set(doctorId, bookableOf(own));
      }
      return out;
    },

    /** Services and hours as shown on a profile: the doctor themself also sees switched-off ones. */
    read: (doctorId: string, { includeInactive }: { includeInactive: boolean }) => read(doctorId, !includeInactive),
  };
}
