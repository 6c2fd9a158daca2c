import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { users, type UserRow } from '../../db/schema/users';
import type { Interval } from '@sanity/shared/domain/slots/compute-slots';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { practiceVersionOf } from '../practice/practice-version';
import { practiceAddressJsonOf } from '../practice/address.repository';
import { scheduleRulesSql, type RawScheduleRules, type RulesWindow } from '../schedule/schedule-rules';
import { scheduleVersionOf } from '../schedule/schedule-rules-cache';
import { party, type PartyRow } from './person-columns';

/** The `json_agg` rows of held intervals as Dates. */
const intervals = (json: Array<{ start: string; end: string }> | null): Interval[] => (json ?? []).map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));

/**
 * No visit lasts a day and no buffer more than a day (BUFFER_MAX_MINUTES): an appointment whose
 * blocked time meets [from, to) starts after from − 2 days and before to + 1 day. These bounds on
 * `starts_at` let the (doctor_id, starts_at) index serve the look-up.
 */
const BLOCKED_REACH_MS = 86_400_000;

/** A doctor's held time meeting [from, to) as a JSON array of { start, end }: each appointment's blocked time. */
function heldSql(doctorId: SQL, from: Date, to: Date): SQL<Array<{ start: string; end: string }> | null> {
  return sql`(select json_agg(json_build_object('start', a.blocked_from, 'end', a.blocked_until))
    from ${appointments} a where a.doctor_id = ${doctorId} and a.status <> 'annullato'
    and a.starts_at > ${new Date(from.getTime() - 2 * BLOCKED_REACH_MS).toISOString()}::timestamptz
    and a.starts_at < ${new Date(to.getTime() + BLOCKED_REACH_MS).toISOString()}::timestamptz
    and a.blocked_from < ${to.toISOString()}::timestamptz and a.blocked_until > ${from.toISOString()}::timestamptz)`;
}

/**
 * What a booking check needs of the doctor's account: whether it may be booked, and the name the
 * new booking's answer shows. Not the whole row (40 columns, the password's hash among them): the
 * statement runs for every availability check and booking.
 */
const bookableDoctorColumns = {
  ...party(users),
  name: users.name,
  role: users.role,
  isVerified: users.isVerified,
  isDisabled: users.isDisabled,
  erasedAt: users.erasedAt,
};
export type BookableDoctorRow = PartyRow & Pick<UserRow, 'name' | 'role' | 'isVerified' | 'isDisabled' | 'erasedAt'>;

/**
 * The reads a booking's checks make (availability, creation, a move): the doctor with their held
 * time and rules in one statement, and the per-patient cap under its lock.
 */
export type BookingChecksRepository = ReturnType<typeof createBookingChecksRepository>;

export function createBookingChecksRepository(db: Db) {
  return {
    /**
     * Serialises the bookings of one patient with one doctor until the caller's transaction ends,
     * so that counting them and inserting one is a single step (BOOKINGS_PER_DOCTOR_MAX).
     */
    async lockPatientWithDoctor(patientId: string, doctorId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-cap:${patientId}:${doctorId}`}, 0))`);
    },

    /**
     * The patient's appointments with the doctor that start after `now` and are not cancelled; for
     * one person (issue 30): the holder's own (`familyMemberId` null) or one member's.
     */
    async countUpcomingWith(patientId: string, doctorId: string, now: Date, familyMemberId: string | null = null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, patientId),
            familyMemberId ? eq(appointments.familyMemberId, familyMemberId) : isNull(appointments.familyMemberId),
            eq(appointments.doctorId, doctorId),
            gt(appointments.startsAt, now),
            ne(appointments.status, 'annullato'),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * What a booking check needs of the doctor in one statement (ADR 0016): the account (to check
     * it may be booked), the practice's version (the key of the practice service's cache), the
     * doctor's held time (each appointment's blocked time, buffers included, any status but
     * cancelled) meeting [from, to), the external calendar's busy events when the calendar gives
     * their subquery, and the version of the schedule's rules (issue 25: the rules themselves come
     * from `schedule-rules-cache.ts`), and the practice address (the new booking's answer shows it).
     * Undefined for an unknown id.
     */
    async doctorForBooking(
      doctorId: string,
      window: RulesWindow,
      externalBusy?: SQL<Array<{ start: string; end: string }> | null>,
    ): Promise<{ doctor: BookableDoctorRow; practiceVersion: string; scheduleVersion: string; busy: Interval[]; external: Interval[]; location: PracticeAddress | null } | undefined> {
      const [row] = await db
        .select({
          doctor: bookableDoctorColumns,
          location: practiceAddressJsonOf(doctorId),
          practiceVersion: practiceVersionOf(doctorId),
          busy: heldSql(sql`${doctorId}`, window.from, window.to),
          external: externalBusy ?? sql<null>`null`,
          scheduleVersion: scheduleVersionOf(doctorId),
        })
        .from(users)
        .where(eq(users.id, doctorId))
        .limit(1);
      if (!row) return undefined;
      return {
        doctor: row.doctor,
        practiceVersion: row.practiceVersion,
        scheduleVersion: row.scheduleVersion,
        busy: intervals(row.busy),
        external: intervals(row.external),
        location: row.location,
      };
    },

    /**
     * The held time (blocked, buffers included) and the schedule's rules of several doctors over one
     * window, in one statement, keyed by doctor id (the directory's next free slot).
     */
    async bookingRulesOfMany(doctorIds: readonly string[], window: RulesWindow): Promise<Map<string, { busy: Interval[]; schedule: RawScheduleRules }>> {
      if (doctorIds.length === 0) return new Map();
      const ids = sql.join(
        doctorIds.map((id) => sql`(${id})`),
        sql`, `,
      );
      const rows = await db
        .select({ id: sql<string>`d.id`, busy: heldSql(sql`d.id`, window.from, window.to), schedule: scheduleRulesSql(sql`d.id`, window) })
        .from(sql`(values ${ids}) as d (id)`);
      return new Map(rows.map((r) => [r.id, { busy: intervals(r.busy), schedule: r.schedule }]));
    },
  };
}
