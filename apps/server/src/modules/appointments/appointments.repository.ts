import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { users } from '../../db/schema/users';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

/** A person as the appointments feature shows them. */
export interface PartyRow {
  id: string;
  displayName: string;
  nome: string;
  cognome: string;
  email: string;
  telefono: string | null;
}

/** An appointment with both parties' accounts. */
export interface AppointmentRecord {
  row: AppointmentRow;
  doctor: PartyRow;
  patient: PartyRow;
}

export interface TimeWindow {
  from?: Date;
  to?: Date;
  limit: number;
}

/** PostgreSQL's exclusion_violation (the no-overlap constraint), as pg and PGlite report it. */
export function isOverlapViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');
const party = (u: typeof doctorUser | typeof patientUser) => ({ id: u.id, displayName: u.displayName, nome: u.nome, cognome: u.cognome, email: u.email, telefono: u.telefono });

/** The appointments feature's own table. Overlaps are refused by the database, not here. */
export function createAppointmentsRepository(db: Db) {
  function select(where: SQL | undefined, order: SQL[], limit: number): Promise<AppointmentRecord[]> {
    return db
      .select({ row: appointments, doctor: party(doctorUser), patient: party(patientUser) })
      .from(appointments)
      .innerJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
      .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  }

  function windowed(owner: SQL, window: TimeWindow): Promise<AppointmentRecord[]> {
    const bounded = window.from !== undefined || window.to !== undefined;
    const where = and(
      owner,
      window.from ? gte(appointments.startsAt, window.from) : undefined,
      window.to ? lt(appointments.startsAt, window.to) : undefined,
    );
    const order = bounded ? [asc(appointments.startsAt), asc(appointments.id)] : [desc(appointments.startsAt), desc(appointments.id)];
    return select(where, order, window.limit);
  }

  return {
    /** Inserts; throws an exclusion violation (see isOverlapViolation) when the time is taken. */
    async insert(row: NewAppointmentRow): Promise<AppointmentRow> {
      const [inserted] = await db.insert(appointments).values(row).returning();
      return inserted!;
    },

    async findById(id: string): Promise<AppointmentRecord | null> {
      const [record] = await select(eq(appointments.id, id), [asc(appointments.id)], 1);
      return record ?? null;
    },

    async findByIdempotencyKey(patientId: string, key: string): Promise<AppointmentRecord | null> {
      const [record] = await select(and(eq(appointments.patientId, patientId), eq(appointments.idempotencyKey, key)), [asc(appointments.id)], 1);
      return record ?? null;
    },

    /** The doctor's time held by appointments that are not cancelled and meet [from, to). */
    async busyIntervals(doctorId: string, from: Date, to: Date): Promise<Array<{ start: Date; end: Date }>> {
      const rows = await db
        .select({ start: appointments.startsAt, end: appointments.endsAt })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), ne(appointments.status, 'annullato'), lt(appointments.startsAt, to), gt(appointments.endsAt, from)));
      return rows;
    },

    forPatient: (patientId: string, window: TimeWindow) => windowed(eq(appointments.patientId, patientId), window),
    forDoctor: (doctorId: string, window: TimeWindow) => windowed(eq(appointments.doctorId, doctorId), window),

    /** The doctor's appointments with one booking account, most recent first. */
    forDoctorAndPatient: (doctorId: string, patientId: string, limit: number) =>
      select(and(eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId)), [desc(appointments.startsAt), desc(appointments.id)], limit),

    /**
     * The reminder job's claim: one UPDATE takes the due rows nobody holds (or whose claim is older
     * than the lease: an instance died while sending) with FOR UPDATE SKIP LOCKED, so instances
     * running at once never take the same row. Returns the claimed appointments, still confirmed.
     */
    async claimDueReminders(now: Date, until: Date, leaseMs: number, limit: number): Promise<AppointmentRecord[]> {
      const due = db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'confermato'),
            isNull(appointments.reminderSentAt),
            gt(appointments.startsAt, now),
            lte(appointments.startsAt, until),
            or(isNull(appointments.reminderClaimedAt), lt(appointments.reminderClaimedAt, new Date(now.getTime() - leaseMs))),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db.update(appointments).set({ reminderClaimedAt: now }).where(inArray(appointments.id, due)).returning({ id: appointments.id });
      if (claimed.length === 0) return [];
      // A cancellation may land between the claim and this read: only still confirmed, unsent rows go out.
      return select(
        and(
          inArray(
            appointments.id,
            claimed.map((r) => r.id),
          ),
          eq(appointments.status, 'confermato'),
          isNull(appointments.reminderSentAt),
        ),
        [asc(appointments.startsAt)],
        claimed.length,
      );
    },

    async markReminderSent(id: string, at: Date): Promise<void> {
      await db.update(appointments).set({ reminderSentAt: at }).where(eq(appointments.id, id));
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
     * The doctor's patients (booking accounts) with their number of appointments, latest and next
     * (not cancelled) appointment, and the contact data of their most recent booking.
     */
    async patientsOf(doctorId: string, now: Date, patientId?: string) {
      const latest = db
        .selectDistinctOn([appointments.patientId], {
          patientId: appointments.patientId,
          customerName: appointments.customerName,
          customerEmail: appointments.customerEmail,
          customerPhone: appointments.customerPhone,
        })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), patientId ? eq(appointments.patientId, patientId) : undefined))
        .orderBy(appointments.patientId, desc(appointments.startsAt))
        .as('latest');
      return db
        .select({
          patientId: appointments.patientId,
          displayName: patientUser.displayName,
          accountEmail: patientUser.email,
          accountPhone: patientUser.telefono,
          customerName: latest.customerName,
          customerEmail: latest.customerEmail,
          customerPhone: latest.customerPhone,
          count: sql<number>`count(*)::int`,
          lastAt: sql<Date>`max(${appointments.startsAt})`.mapWith(appointments.startsAt),
          nextAt: sql<Date | null>`min(${appointments.startsAt}) filter (where ${appointments.startsAt} > ${now} and ${appointments.status} <> 'annullato')`.mapWith(
            appointments.startsAt,
          ),
        })
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .innerJoin(latest, eq(latest.patientId, appointments.patientId))
        .where(and(eq(appointments.doctorId, doctorId), patientId ? eq(appointments.patientId, patientId) : undefined))
        .groupBy(
          appointments.patientId,
          patientUser.displayName,
          patientUser.email,
          patientUser.telefono,
          latest.customerName,
          latest.customerEmail,
          latest.customerPhone,
        )
        .orderBy(sql`max(${appointments.startsAt}) desc`, appointments.patientId);
    },
  };
}
