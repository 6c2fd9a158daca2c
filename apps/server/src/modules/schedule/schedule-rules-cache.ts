import { and, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import { plusDays } from '@sanity/shared/domain/dates/local-time';
import type { Db } from '../../db/client';
import { practiceBookingRules, practiceClosures, practiceDateHours, practiceHolidayOpenings } from '../../db/schema/schedule';
import { practiceRulesOf, type PracticeRules, type RawScheduleRules, type RulesWindow } from './schedule-rules';

/** Doctors whose schedule rules one instance keeps (the oldest read leaves first). */
const CACHE_SIZE = 500;
/** How far before a requested window a read reaches, so checks of nearby dates share one copy. */
const READ_BEFORE_DAYS = 7;

/**
 * The version of a doctor's schedule rules (issue 25) as an opaque text: the booking rules row's
 * `updated_at`, which every schedule write moves forward in its own transaction (`touchVersion`).
 * A subquery for the statement a booking check already sends, as `practiceVersionOf` is.
 */
export function scheduleVersionOf(doctorId: string): SQL<string> {
  return sql<string>`coalesce((select ${practiceBookingRules.updatedAt}::text from ${practiceBookingRules} where ${practiceBookingRules.doctorId} = ${doctorId}), '')`;
}

interface Entry {
  version: string;
  /** The first local date the copy holds; it holds everything after. */
  fromDate: string;
  raw: RawScheduleRules;
}

/**
 * The schedule rules of recently checked doctors, each kept with the version it was read at (like
 * the practice's cache, ADR 0016): a copy is used only when the version the caller read from the
 * database for this request is the same, so a closure saved on any instance is seen by the next
 * check everywhere. A copy holds every rule from a week before the first window asked on, and a
 * window is cut from it in memory: the availability check no longer aggregates four tables per
 * request (it had become ~28 % slower with them).
 */
export function createScheduleRulesCache(db: Db) {
  const cache = new Map<string, Entry>();

  async function load(doctorId: string, fromDate: string, from: Date): Promise<RawScheduleRules> {
    const [closures, dateHours, openings, rules] = await Promise.all([
      db
        .select({ startsAt: practiceClosures.startsAt, endsAt: practiceClosures.endsAt, allDay: practiceClosures.allDay, note: practiceClosures.note })
        .from(practiceClosures)
        .where(and(eq(practiceClosures.doctorId, doctorId), gt(practiceClosures.endsAt, from)))
        .orderBy(practiceClosures.startsAt),
      db
        .select({ date: practiceDateHours.date, windows: practiceDateHours.windows })
        .from(practiceDateHours)
        .where(and(eq(practiceDateHours.doctorId, doctorId), gte(practiceDateHours.date, fromDate))),
      db
        .select({ date: practiceHolidayOpenings.date })
        .from(practiceHolidayOpenings)
        .where(and(eq(practiceHolidayOpenings.doctorId, doctorId), gte(practiceHolidayOpenings.date, fromDate))),
      db
        .select({ horizonDays: practiceBookingRules.horizonDays, patronCity: practiceBookingRules.patronCity })
        .from(practiceBookingRules)
        .where(eq(practiceBookingRules.doctorId, doctorId))
        .limit(1),
    ]);
    return {
      closures: closures.map((c) => ({ startsAt: c.startsAt.toISOString(), endsAt: c.endsAt.toISOString(), allDay: c.allDay, note: c.note })),
      dateHours,
      openings: openings.map((o) => o.date),
      rules: rules[0] ?? null,
    };
  }

  return {
    /** The doctor's rules over `window` at `version` (read by the caller before this call). */
    async rulesFor(doctorId: string, version: string, window: RulesWindow): Promise<PracticeRules> {
      let entry = cache.get(doctorId);
      if (!entry || entry.version !== version || window.fromDate < entry.fromDate) {
        const fromDate = plusDays(window.fromDate, -READ_BEFORE_DAYS);
        // Read after the version: the rows are at least as new as the version they are kept under,
        // so a write in between only costs one more read.
        entry = { version, fromDate, raw: await load(doctorId, fromDate, new Date(window.from.getTime() - READ_BEFORE_DAYS * 86_400_000)) };
        cache.delete(doctorId);
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(doctorId, entry);
      }
      return practiceRulesOf(entry.raw, window);
    },
  };
}

export type ScheduleRulesCache = ReturnType<typeof createScheduleRulesCache>;
