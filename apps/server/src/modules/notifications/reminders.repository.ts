import { aliasedTable, and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { users } from '../../db/schema/users';

/** What the reminder e-mail needs about one claimed appointment. */
export interface DueReminder {
  id: string;
  serviceName: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  notes: string;
  customFields: Array<{ id: string; name: string; value: string | number | boolean }>;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  doctor: { id: string; name: string; email: string };
  patient: { id: string; name: string; email: string };
}

/**
 * The reminder job's queries. A reminder is claimed before it is sent: one UPDATE takes the due
 * rows that nobody holds (or whose claim is older than the lease, i.e. an instance died while
 * sending) with FOR UPDATE SKIP LOCKED, so two instances running at once never take the same row.
 */
export function createRemindersRepository(db: Db) {
  return {
    /** Claims up to `limit` confirmed, unsent appointments starting in (now, until]; returns their ids. */
    async claimDue(now: Date, until: Date, leaseMs: number, limit: number): Promise<string[]> {
      const staleBefore = new Date(now.getTime() - leaseMs);
      const due = db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'confermato'),
            isNull(appointments.reminderSentAt),
            gt(appointments.startsAt, now),
            lte(appointments.startsAt, until),
            or(isNull(appointments.reminderClaimedAt), lt(appointments.reminderClaimedAt, staleBefore)),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(appointments)
        .set({ reminderClaimedAt: now })
        .where(inArray(appointments.id, due))
        .returning({ id: appointments.id });
      return claimed.map((row) => row.id);
    },

    /** The claimed rows with both parties' names and addresses, still confirmed (a cancellation may have come in between). */
    async load(ids: readonly string[]): Promise<DueReminder[]> {
      if (ids.length === 0) return [];
      const doctor = aliasedTable(users, 'doctor');
      const patient = aliasedTable(users, 'patient');
      const rows = await db
        .select({
          id: appointments.id,
          serviceName: appointments.serviceName,
          title: appointments.title,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          priceCents: appointments.priceCents,
          notes: appointments.notes,
          customFields: appointments.customFields,
          customerName: appointments.customerName,
          customerEmail: appointments.customerEmail,
          customerPhone: appointments.customerPhone,
          doctorId: doctor.id,
          doctorName: doctor.name,
          doctorEmail: doctor.email,
          patientId: patient.id,
          patientName: patient.name,
          patientEmail: patient.email,
        })
        .from(appointments)
        .innerJoin(doctor, eq(doctor.id, appointments.doctorId))
        .innerJoin(patient, eq(patient.id, appointments.patientId))
        .where(and(inArray(appointments.id, [...ids]), eq(appointments.status, 'confermato'), isNull(appointments.reminderSentAt)))
        .orderBy(asc(appointments.startsAt));
      return rows.map(({ doctorId, doctorName, doctorEmail, patientId, patientName, patientEmail, ...rest }) => ({
        ...rest,
        doctor: { id: doctorId, name: doctorName, email: doctorEmail },
        patient: { id: patientId, name: patientName, email: patientEmail },
      }));
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.update(appointments).set({ reminderSentAt: at }).where(eq(appointments.id, id));
    },
  };
}
