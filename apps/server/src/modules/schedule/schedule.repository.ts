import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { DEFAULT_HORIZON_DAYS } from '@sanity/shared/schemas/schedule';
import type { Db } from '../../db/client';
import { practiceBookingRules, practiceClosures, practiceDateHours, practiceHolidayOpenings, type PracticeClosureRow } from '../../db/schema/schedule';
import { scheduleRulesSql, type RawScheduleRules, type RulesWindow } from './schedule-rules';

/** `now`, or a millisecond after the stored `updated_at` when that is not earlier (the version must change). */
const laterThanStored = (now: Date) => sql`greatest(${now.toISOString()}::timestamptz, ${practiceBookingRules.updatedAt} + interval '1 millisecond')`;

/** Arbitrary constant namespacing the advisory locks of one doctor's schedule changes. */
const SCHEDULE_LOCK_SPACE = 7_241_025;

/** The schedule feature's own tables (issue 25): closures, date hours, holiday openings, booking rules (and issue 26's reminder choices). */
export function createScheduleRepository(db: Db) {
  return {
    /** Serialises one doctor's schedule changes until the caller's transaction ends (the overlap check and its insert are one step). */
    async lockDoctor(doctorId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_SPACE}, hashtext(${doctorId}))`);
    },

    /** The doctor's closures ending after `after`, earliest first. */
    closuresEndingAfter(doctorId: string, after: Date): Promise<PracticeClosureRow[]> {
      return db
        .select()
        .from(practiceClosures)
        .where(and(eq(practiceClosures.doctorId, doctorId), gt(practiceClosures.endsAt, after)))
        .orderBy(asc(practiceClosures.startsAt), asc(practiceClosures.id));
    },

    /** Whether a closure of the doctor meets [from, to). */
    async closureMeets(doctorId: string, from: Date, to: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: practiceClosures.id })
        .from(practiceClosures)
        .where(and(eq(practiceClosures.doctorId, doctorId), lt(practiceClosures.startsAt, to), gt(practiceClosures.endsAt, from)))
        .limit(1);
      return row !== undefined;
    },

    async insertClosure(row: typeof practiceClosures.$inferInsert): Promise<PracticeClosureRow> {
      const [inserted] = await db.insert(practiceClosures).values(row).returning();
      return inserted!;
    },

    async findClosure(doctorId: string, id: string): Promise<PracticeClosureRow | null> {
      const [row] = await db
        .select()
        .from(practiceClosures)
        .where(and(eq(practiceClosures.doctorId, doctorId), eq(practiceClosures.id, id)))
        .limit(1);
      return row ?? null;
    },

    async deleteClosure(doctorId: string, id: string): Promise<PracticeClosureRow | null> {
      const [row] = await db
        .delete(practiceClosures)
        .where(and(eq(practiceClosures.doctorId, doctorId), eq(practiceClosures.id, id)))
        .returning();
      return row ?? null;
    },

    /** The hours of the doctor's dates from `fromDate` on, by date. */
    dateHoursFrom(doctorId: string, fromDate: string) {
      return db
        .select({ date: practiceDateHours.date, windows: practiceDateHours.windows })
        .from(practiceDateHours)
        .where(and(eq(practiceDateHours.doctorId, doctorId), gte(practiceDateHours.date, fromDate)))
        .orderBy(asc(practiceDateHours.date));
    },

    async dateHoursOf(doctorId: string, date: string): Promise<Array<{ start: string; end: string }> | null> {
      const [row] = await db
        .select({ windows: practiceDateHours.windows })
        .from(practiceDateHours)
        .where(and(eq(practiceDateHours.doctorId, doctorId), eq(practiceDateHours.date, date)))
        .limit(1);
      return row?.windows ?? null;
    },

    async setDateHours(doctorId: string, date: string, windows: Array<{ start: string; end: string }>, now: Date): Promise<void> {
      await db
        .insert(practiceDateHours)
        .values({ doctorId, date, windows, updatedAt: now })
        .onConflictDoUpdate({ target: [practiceDateHours.doctorId, practiceDateHours.date], set: { windows, updatedAt: now } });
    },

    async deleteDateHours(doctorId: string, date: string): Promise<boolean> {
      const rows = await db
        .delete(practiceDateHours)
        .where(and(eq(practiceDateHours.doctorId, doctorId), eq(practiceDateHours.date, date)))
        .returning({ date: practiceDateHours.date });
      return rows.length > 0;
    },

    /** The holiday dates the doctor opened within [fromDate, toDate]. */
    async openingsBetween(doctorId: string, fromDate: string, toDate: string): Promise<string[]> {
      const rows = await db
        .select({ date: practiceHolidayOpenings.date })
        .from(practiceHolidayOpenings)
        .where(and(eq(practiceHolidayOpenings.doctorId, doctorId), gte(practiceHolidayOpenings.date, fromDate), sql`${practiceHolidayOpenings.date} <= ${toDate}`));
      return rows.map((r) => r.date);
    },

    /** Opens (true) or closes again a holiday date; whether anything changed. */
    async setOpening(doctorId: string, date: string, open: boolean): Promise<boolean> {
      if (open) {
        const rows = await db.insert(practiceHolidayOpenings).values({ doctorId, date }).onConflictDoNothing().returning({ date: practiceHolidayOpenings.date });
        return rows.length > 0;
      }
      const rows = await db
        .delete(practiceHolidayOpenings)
        .where(and(eq(practiceHolidayOpenings.doctorId, doctorId), eq(practiceHolidayOpenings.date, date)))
        .returning({ date: practiceHolidayOpenings.date });
      return rows.length > 0;
    },

    async bookingRules(doctorId: string): Promise<{ horizonDays: number; patronCity: string | null } | null> {
      const [row] = await db
        .select({ horizonDays: practiceBookingRules.horizonDays, patronCity: practiceBookingRules.patronCity })
        .from(practiceBookingRules)
        .where(eq(practiceBookingRules.doctorId, doctorId))
        .limit(1);
      return row ?? null;
    },

    async saveBookingRules(doctorId: string, rules: { horizonDays: number; patronCity: string | null }, now: Date): Promise<void> {
      await db
        .insert(practiceBookingRules)
        .values({ doctorId, ...rules, updatedAt: now })
        .onConflictDoUpdate({ target: practiceBookingRules.doctorId, set: { ...rules, updatedAt: laterThanStored(now) } });
    },

    /**
     * Moves the schedule's version (`scheduleVersionOf`) forward, in the transaction of the write
     * that changes the rules, whatever the instances' clocks: later than the stored one, by a
     * millisecond at least. Makes the rules row with the default horizon when there is none.
     */
    async touchVersion(doctorId: string, now: Date): Promise<void> {
      await db
        .insert(practiceBookingRules)
        .values({ doctorId, horizonDays: DEFAULT_HORIZON_DAYS, updatedAt: now })
        .onConflictDoUpdate({ target: practiceBookingRules.doctorId, set: { updatedAt: laterThanStored(now) } });
    },

    /** The practice's reminder choices (issue 26); null while the doctor never saved any rule. */
    async reminders(doctorId: string): Promise<{ leadMinutes: number[] | null; agendaEmail: boolean } | null> {
      const [row] = await db
        .select({ leadMinutes: practiceBookingRules.reminderLeadMinutes, agendaEmail: practiceBookingRules.agendaEmail })
        .from(practiceBookingRules)
        .where(eq(practiceBookingRules.doctorId, doctorId))
        .limit(1);
      return row ?? null;
    },

    /** Saves them; a first row takes the default horizon. */
    async saveReminders(doctorId: string, reminders: { leadMinutes: number[] | null; agendaEmail: boolean }, now: Date): Promise<void> {
      const values = { reminderLeadMinutes: reminders.leadMinutes, agendaEmail: reminders.agendaEmail };
      await db
        .insert(practiceBookingRules)
        .values({ doctorId, horizonDays: DEFAULT_HORIZON_DAYS, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: practiceBookingRules.doctorId, set: { ...values, updatedAt: laterThanStored(now) } });
    },

    /** The doctors who want the morning agenda e-mail. */
    async agendaDoctorIds(): Promise<string[]> {
      const rows = await db.select({ doctorId: practiceBookingRules.doctorId }).from(practiceBookingRules).where(eq(practiceBookingRules.agendaEmail, true));
      return rows.map((r) => r.doctorId);
    },

    /** `scheduleRulesSql` on its own: the booking dialog's read of a doctor's schedule. */
    async rules(doctorId: string, window: RulesWindow): Promise<RawScheduleRules | null> {
      const [row] = await db.select({ rules: scheduleRulesSql(sql`${doctorId}`, window) }).from(sql`(values (1)) as one (x)`);
      return row?.rules ?? null;
    },
  };
}
