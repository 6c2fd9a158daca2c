import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { deleteBatch } from '../../lib/batched-delete';
import type { PageKey } from '../../lib/page-cursor';
import { appointments } from '../../db/schema/appointments';
import { familyMembers } from '../../db/schema/family';
import { practiceAddresses } from '../../db/schema/practice';
import { appointmentActionTokens } from '../../db/schema/schedule';
import { users, type UserRow } from '../../db/schema/users';
import type { Interval } from '@sanity/shared/domain/slots/compute-slots';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { practiceVersionOf } from '../practice/practice-version';
import { practiceAddressJsonOf } from '../practice/address.repository';
import { scheduleRulesSql, type RawScheduleRules, type RulesWindow } from '../schedule/schedule-rules';
import { scheduleVersionOf } from '../schedule/schedule-rules-cache';

export type AppointmentRow = typeof appointments.$inferSelect;
/** A new appointment; its blocked time defaults to the visit's own (no buffers). */
export type NewAppointmentRow = Omit<typeof appointments.$inferInsert, 'blockedFrom' | 'blockedUntil'> & Partial<Pick<typeof appointments.$inferInsert, 'blockedFrom' | 'blockedUntil'>>;

/** A person as the appointments feature shows them. */
export interface PartyRow {
  id: string;
  displayName: string;
  nome: string;
  cognome: string;
  email: string;
  telefono: string | null;
  /** When the account's e-mail was proven; its booking e-mails wait for it (ADR 0012). */
  emailVerifiedAt: Date | null;
}

/** Issue 30: the family member an appointment is for, as the appointment's views name them. */
export interface MemberRow {
  id: string;
  nome: string;
  cognome: string;
  relationship: (typeof familyMembers.$inferSelect)['relationship'];
  birthDate: string;
}

/** An appointment with both parties' accounts. */
export interface AppointmentRecord {
  row: AppointmentRow;
  doctor: PartyRow;
  patient: PartyRow;
  /** Issue 30: the family member visited (null: the booking account's holder); absent where a caller built the record without it. */
  member?: MemberRow | null;
  /**
   * The doctor's practice address as it is now (null: none), when the statement that read the
   * record read it too (one appointment by id); lists read their doctors' addresses in one statement apart.
   */
  location?: PracticeAddress | null;
}

export interface TimeWindow {
  from?: Date;
  to?: Date;
  /** 'Prossimi' / 'Passati' (issue 24): not yet ended at `now`, ascending; or ended, most recent first. */
  period?: { kind: 'upcoming' | 'past'; now: Date };
  limit: number;
  /** Keyset position: only rows after it in the list's order. */
  after?: PageKey;
}

/** A list row with its exact sort instant (the page cursor's `at`). */
export type ListedRecord = AppointmentRecord & { sortKey: string };

/**
 * The exact, sortable text of a timestamp (UTC, microseconds): a JavaScript Date keeps only
 * milliseconds, and a cursor rounded to them could skip or repeat rows that differ below that.
 */
const exactInstant = (value: SQL | AnyPgColumn) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The order of a list: ascending within a time window or for the upcoming ones, most recent first otherwise. */
export function windowDirection(window: Pick<TimeWindow, 'from' | 'to' | 'period'>): 'asc' | 'desc' {
  if (window.period) return window.period.kind === 'upcoming' ? 'asc' : 'desc';
  return window.from !== undefined || window.to !== undefined ? 'asc' : 'desc';
}

/**
 * No visit lasts a day (a service is at most 240 minutes): a visit not yet ended started less
 * than a day ago. This bound on `starts_at` lets the (owner, starts_at) index serve the upcoming
 * list instead of reading a doctor's whole history to test `ends_at`.
 */
const LONGEST_VISIT_MS = 86_400_000;

function periodCondition(period: TimeWindow['period']): SQL | undefined {
  if (!period) return undefined;
  if (period.kind === 'past') return and(lt(appointments.startsAt, period.now), lte(appointments.endsAt, period.now));
  return and(gt(appointments.startsAt, new Date(period.now.getTime() - LONGEST_VISIT_MS)), gt(appointments.endsAt, period.now));
}

/** PostgreSQL's exclusion_violation (the no-overlap constraint), as pg and PGlite report it. */
export function isOverlapViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

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

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');
/** The member columns of a left join (drizzle gives null when the appointment names no member). */
const memberColumns = { id: familyMembers.id, nome: familyMembers.nome, cognome: familyMembers.cognome, relationship: familyMembers.relationship, birthDate: familyMembers.birthDate };
/** The appointments of one person: a family member's, or an account's own (either index serves it). */
const personCondition = (personId: string) =>
  or(eq(appointments.familyMemberId, personId), and(eq(appointments.patientId, personId), isNull(appointments.familyMemberId)));
/** The person an appointment is about in a /crm list: the member, else the booking account. */
export const personKey = sql<string>`coalesce(${appointments.familyMemberId}, ${appointments.patientId})`;
/** The member's 'Nome Cognome' in a statement that left-joins family_members; null for the holder's own visits. */
export const memberNameSql = sql<string | null>`case when ${familyMembers.id} is null then null else trim(${familyMembers.nome} || ' ' || ${familyMembers.cognome}) end`;
/**
 * A person's columns. A practice's contact (issue 30, ADR 0036) has a placeholder address nobody
 * receives: its `email` is the address the practice was given ('' when none), and its e-mails go
 * there from the moment the record was made (`emailVerifiedAt`: its creation), or nowhere without one.
 */
const party = (u: typeof users | typeof doctorUser | typeof patientUser) => ({
  id: u.id,
  displayName: u.displayName,
  nome: u.nome,
  cognome: u.cognome,
  email: sql<string>`case when ${u.isContact} then coalesce(${u.contactEmail}, '') else ${u.email} end`,
  telefono: u.telefono,
  emailVerifiedAt: sql<Date | null>`case when not ${u.isContact} then ${u.emailVerifiedAt} when ${u.contactEmail} is not null then ${u.createdAt} end`.mapWith(u.emailVerifiedAt),
});
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
const address = { street: practiceAddresses.street, cap: practiceAddresses.cap, city: practiceAddresses.city, province: practiceAddresses.province };

/** The appointments feature's own table. Overlaps are refused by the database, not here. */
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;

export function createAppointmentsRepository(db: Db) {
  /**
   * Appointments with both parties and the doctor's practice address (a builder: awaited, or
   * prepared by `findById`): whoever reads one appointment shows or mails its address, and the
   * address's primary key is the doctor's id, so the join costs PostgreSQL one index probe where a
   * statement apart cost a round trip (three times a booking: the answer and its two e-mails).
   */
  function select(where: SQL | undefined, order: SQL[], limit: number) {
    return db
      .select({ row: appointments, doctor: party(doctorUser), patient: party(patientUser), member: memberColumns, location: address })
      .from(appointments)
      .innerJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
      .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
      .leftJoin(practiceAddresses, eq(practiceAddresses.doctorId, appointments.doctorId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  }

  /**
   * A page in (starts_at, id) order, ascending or descending, after `after`. The row comparison is
   * served by the (doctor_id | patient_id, starts_at) indexes: PostgreSQL turns its leading column
   * into an index bound and checks `id` on the few rows of the same instant.
   */
  function page(where: SQL | undefined, direction: 'asc' | 'desc', limit: number, after?: PageKey): Promise<ListedRecord[]> {
    const key = sql`(${appointments.startsAt}, ${appointments.id})`;
    const position = after ? sql`(${after.at}::timestamptz, ${after.id}::text)` : undefined;
    const keyset = position ? (direction === 'asc' ? sql`${key} > ${position}` : sql`${key} < ${position}`) : undefined;
    const by = direction === 'asc' ? asc : desc;
    return db
      .select({ row: appointments, doctor: party(doctorUser), patient: party(patientUser), member: memberColumns, sortKey: exactInstant(appointments.startsAt) })
      .from(appointments)
      .innerJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
      .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
      .where(and(where, keyset))
      .orderBy(by(appointments.startsAt), by(appointments.id))
      .limit(limit);
  }

  /**
   * One appointment by id as a prepared statement, built once per repository: it runs four times
   * a booking (the answer, each e-mail job, the confirmation's links), and building a two-join
   * select costs more CPU than PostgreSQL spends running it.
   */
  const prepareById = () => select(eq(appointments.id, sql.placeholder('id')), [asc(appointments.id)], 1).prepare('appointment_by_id');
  let byId: ReturnType<typeof prepareById> | undefined;

  /** Within a window or upcoming: ascending by start; otherwise the most recent first. */
  function windowed(owner: SQL, window: TimeWindow): Promise<ListedRecord[]> {
    const where = and(
      owner,
      window.from ? gte(appointments.startsAt, window.from) : undefined,
      window.to ? lt(appointments.startsAt, window.to) : undefined,
      periodCondition(window.period),
    );
    return page(where, windowDirection(window), window.limit, window.after);
  }

  return {
    /** Inserts; throws an exclusion violation (see isOverlapViolation) when the time is taken. */
    async insert(row: NewAppointmentRow): Promise<AppointmentRow> {
      const [inserted] = await db
        .insert(appointments)
        .values({ ...row, blockedFrom: row.blockedFrom ?? row.startsAt, blockedUntil: row.blockedUntil ?? row.endsAt })
        .returning();
      return inserted!;
    },

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

    async startTimes(ids: readonly string[]): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: appointments.id, startsAt: appointments.startsAt }).from(appointments).where(inArray(appointments.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.startsAt]));
    },

    /** Retention: cancelled rows booked for before `cancelledBefore`, any other row starting before `heldBefore`, at most `limit`. */
    purgeExpired({ cancelledBefore, heldBefore }: { cancelledBefore: Date; heldBefore: Date }, limit: number): Promise<number> {
      const cancelled = and(eq(appointments.status, 'annullato'), lt(appointments.startsAt, cancelledBefore));
      const held = and(ne(appointments.status, 'annullato'), lt(appointments.startsAt, heldBefore));
      return deleteBatch(db, appointments, appointments.id, or(cancelled, held), limit);
    },

    async findById(id: string): Promise<AppointmentRecord | null> {
      byId ??= prepareById();
      const [record] = await byId.execute({ id });
      return record ?? null;
    },

    /** Several appointments by id (issue 29: a patient's documents name their visits); unknown ids are left out. */
    async findByIds(ids: readonly string[]): Promise<AppointmentRecord[]> {
      if (ids.length === 0) return [];
      return select(inArray(appointments.id, [...ids]), [asc(appointments.id)], ids.length);
    },

    async findByIdempotencyKey(patientId: string, key: string): Promise<AppointmentRecord | null> {
      const [record] = await select(and(eq(appointments.patientId, patientId), eq(appointments.idempotencyKey, key)), [asc(appointments.id)], 1);
      return record ?? null;
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

    /**
     * The doctor's confirmed appointments starting from `from` (and before `to`, when given), earliest
     * first, at most `limit` when given (the ICS feed; the morning agenda of issue 26): only what a
     * calendar event or an agenda line needs, the patient's account name included.
     */
    confirmedOfDoctor(doctorId: string, from: Date, { to, limit }: { to?: Date; limit?: number }) {
      const query = db
        .select({
          id: appointments.id,
          patientId: appointments.patientId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          serviceName: appointments.serviceName,
          customerName: appointments.customerName,
          mode: appointments.mode,
          patient: { displayName: patientUser.displayName, nome: patientUser.nome, cognome: patientUser.cognome },
          memberName: memberNameSql,
        })
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'confermato'), gte(appointments.startsAt, from), to ? lt(appointments.startsAt, to) : undefined))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    /** The doctor's appointments that are not cancelled and whose visit meets [from, to), earliest first (a closure over bookings). */
    heldVisitsMeeting(doctorId: string, from: Date, to: Date) {
      return db
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          serviceName: appointments.serviceName,
          customerName: appointments.customerName,
          patient: { displayName: patientUser.displayName, nome: patientUser.nome, cognome: patientUser.cognome },
          memberName: memberNameSql,
        })
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .where(and(eq(appointments.doctorId, doctorId), ne(appointments.status, 'annullato'), lt(appointments.startsAt, to), gt(appointments.endsAt, from)))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },

    forPatient: (patientId: string, window: TimeWindow) => windowed(eq(appointments.patientId, patientId), window),
    forDoctor: (doctorId: string, window: TimeWindow) => windowed(eq(appointments.doctorId, doctorId), window),

    /**
     * The doctor's appointments with one person, most recent first: a family member's (issue 30),
     * or a booking account's own (those not for one of its members).
     */
    forDoctorAndPatient: (doctorId: string, personId: string, limit: number, after?: PageKey) =>
      page(and(eq(appointments.doctorId, doctorId), personCondition(personId)), 'desc', limit, after),

    /**
     * Moves an appointment (issue 25) in one UPDATE: its visit and blocked time shift by the same
     * amount, the move is recorded. Only while it is not cancelled and still starts at `from`, so a
     * concurrent move or cancellation makes this one change nothing (null). The exclusion constraint
     * refuses a new time another visit holds (isOverlapViolation); the old time is free only once
     * this commits.
     */
    async move(id: string, move: { from: Date; to: Date; by: string; at: Date }): Promise<AppointmentRow | null> {
      const shift = sql`${`${move.to.getTime() - move.from.getTime()} milliseconds`}::interval`;
      const [row] = await db
        .update(appointments)
        .set({
          startsAt: move.to,
          endsAt: sql`${appointments.endsAt} + ${shift}`,
          blockedFrom: sql`${appointments.blockedFrom} + ${shift}`,
          blockedUntil: sql`${appointments.blockedUntil} + ${shift}`,
          previousStartsAt: move.from,
          rescheduledAt: move.at,
          rescheduledBy: move.by,
          rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
          // The patient confirmed the old time, not this one (issue 26): the doctor no longer reads 'Presenza confermata'.
          attendanceConfirmedAt: null,
          updatedAt: move.at,
        })
        .where(and(eq(appointments.id, id), ne(appointments.status, 'annullato'), eq(appointments.startsAt, move.from)))
        .returning();
      return row ?? null;
    },

    /** Sets the status to 'annullato' unless it already is; null when nothing changed. */
    async cancel(id: string, by: 'patient' | 'doctor', reason: string | null, now: Date): Promise<AppointmentRow | null> {
      const [row] = await db
        .update(appointments)
        .set({ status: 'annullato', cancelledAt: now, cancelledBy: by, cancelReason: reason, updatedAt: now })
        .where(and(eq(appointments.id, id), ne(appointments.status, 'annullato')))
        .returning();
      return row ?? null;
    },

    /**
     * Issue 30 point 2: a family member's appointments become their own account's (patient_id),
     * no longer a member's of the holder; the holder's signed links to them (issues 25, 26) stop
     * working. The idempotency keys were the holder's requests'. The ids moved.
     */
    async handOverMember(memberId: string, holderId: string, accountId: string, now: Date): Promise<string[]> {
      const moved = await db
        .update(appointments)
        .set({ patientId: accountId, familyMemberId: null, idempotencyKey: null, requestHash: null, updatedAt: now })
        .where(and(eq(appointments.familyMemberId, memberId), eq(appointments.patientId, holderId)))
        .returning({ id: appointments.id });
      const ids = moved.map((r) => r.id);
      if (ids.length > 0) await db.delete(appointmentActionTokens).where(inArray(appointmentActionTokens.appointmentId, ids));
      return ids;
    },

    /**
     * The doctor's patients (booking accounts) with their number of appointments, latest
     * appointment of any kind (the sort key), last visit (latest started before `now`, not
     * cancelled), next (not cancelled) appointment after `now`, and the contact data of their most
     * recent booking; latest appointment first, then by id. `scope`: one patient, or a page of at most `limit` patients
     * after the keyset position (latest appointment instant, patient id). The aggregate is computed
     * over the doctor's rows (the doctor_time index) on every page; no index can order by it.
     */
    /** Issue 30: moves the appointments of claimed contacts to the account that claimed them; how many. */
    async reassignPatient(from: readonly string[], to: string): Promise<number> {
      if (from.length === 0) return 0;
      const moved = await db.update(appointments).set({ patientId: to }).where(inArray(appointments.patientId, [...from])).returning({ id: appointments.id });
      return moved.length;
    },

    async patientsOf(doctorId: string, now: Date, scope: { patientId: string } | { limit: number; after?: PageKey }) {
      const lastAt = sql`max(${appointments.startsAt})`;
      const personId = 'patientId' in scope ? scope.patientId : undefined;
      const after = 'after' in scope ? scope.after : undefined;
      const latest = db
        .selectDistinctOn([personKey], {
          personId: sql<string>`${personKey}`.as('person_id'),
          customerName: appointments.customerName,
          customerEmail: appointments.customerEmail,
          customerPhone: appointments.customerPhone,
        })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), personId ? personCondition(personId) : undefined))
        .orderBy(personKey, desc(appointments.startsAt))
        .as('latest');
      return db
        .select({
          // Issue 30: one entry per person, a family member apart from their holder.
          personId: sql<string>`${personKey}`,
          patientId: appointments.patientId,
          displayName: patientUser.displayName,
          // An erased account's placeholder address is nobody's: the doctor sees no e-mail (ADR 0014).
          // …nor a practice's contact's placeholder (issue 30): the address the practice was given, if any.
          accountEmail: sql<string>`case when ${patientUser.erasedAt} is not null then '' when ${patientUser.isContact} then coalesce(${patientUser.contactEmail}, '') else ${patientUser.email} end`,
          accountPhone: patientUser.telefono,
          customerName: latest.customerName,
          customerEmail: latest.customerEmail,
          customerPhone: latest.customerPhone,
          member: memberColumns,
          count: sql<number>`count(*)::int`,
          lastAt: sql<Date>`${lastAt}`.mapWith(appointments.startsAt),
          sortKey: exactInstant(lastAt),
          lastVisitAt: sql<Date | null>`max(${appointments.startsAt}) filter (where ${appointments.startsAt} <= ${now} and ${appointments.status} <> 'annullato')`.mapWith(
            appointments.startsAt,
          ),
          nextAt: sql<Date | null>`min(${appointments.startsAt}) filter (where ${appointments.startsAt} > ${now} and ${appointments.status} <> 'annullato')`.mapWith(
            appointments.startsAt,
          ),
          noShowCount: sql<number>`(count(*) filter (where ${appointments.noShowAt} is not null))::int`,
        })
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .innerJoin(latest, eq(latest.personId, personKey))
        .where(and(eq(appointments.doctorId, doctorId), personId ? personCondition(personId) : undefined))
        .groupBy(
          personKey,
          appointments.patientId,
          patientUser.displayName,
          patientUser.email,
          patientUser.erasedAt,
          patientUser.isContact,
          patientUser.contactEmail,
          patientUser.telefono,
          latest.customerName,
          latest.customerEmail,
          latest.customerPhone,
          familyMembers.id,
          familyMembers.nome,
          familyMembers.cognome,
          familyMembers.relationship,
          familyMembers.birthDate,
        )
        .having(after ? sql`${lastAt} < ${after.at}::timestamptz or (${lastAt} = ${after.at}::timestamptz and ${personKey} > ${after.id})` : undefined)
        .orderBy(sql`${lastAt} desc`, personKey)
        .limit('limit' in scope ? scope.limit : 1);
    },
  };
}
