import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteBatch } from '../../lib/batched-delete';
import type { PageKey } from '../../lib/page-cursor';
import { appointments } from '../../db/schema/appointments';
import { familyMembers } from '../../db/schema/family';
import { practiceAddresses } from '../../db/schema/practice';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { doctorUser, exactInstant, memberColumns, party, patientUser, personCondition, type MemberRow, type PartyRow } from './person-columns';

export type AppointmentRow = typeof appointments.$inferSelect;
/** A new appointment; its blocked time defaults to the visit's own (no buffers). */
export type NewAppointmentRow = Omit<typeof appointments.$inferInsert, 'blockedFrom' | 'blockedUntil'> & Partial<Pick<typeof appointments.$inferInsert, 'blockedFrom' | 'blockedUntil'>>;

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

  };
}
