import { mapStatus } from '@sanity/shared/domain/appointments/map-appointment';
import { appointmentState } from '@sanity/shared/domain/appointments/status-label';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { users } from '../../db/schema/users';
import type { AppointmentCalendarSync } from '../calendar/calendar-sync';
import type { AppointmentNotifier } from '../notifications/appointment-notice';
import { familyMembers } from '../../db/schema/family';
import { appointmentEvent, noAppointmentEvents, type AppointmentEvents } from './appointment-events';
import { ignoreFreedTime, type OnTimeFreed } from './time-freed';
import { createAppointmentsRepository } from './appointments.repository';
import { memberNameSql } from './person-columns';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

/**
 * The appointments' part of the privacy rights (issue 13, ADR 0014). Export: the patient's
 * bookings with the doctor's name, the answers and notes they gave, each state also named as the
 * app names it (`statusLabel`, the shared rule of issue 24). Erasure: the future ones are
 * cancelled by the patient ('Account eliminato'), with the doctor's e-mail, calendar update,
 * webhook event (issue 31) and the freed time offered to the waiting list (issue 25) enqueued in the same transaction; then every booking of the patient keeps its date, time, doctor,
 * service and status for the doctor's records, and loses everything that names or describes the
 * person: name, contacts, notes, intake answers (health data), attendees, the idempotency key.
 */
const cancellerOf = (by: string | null) => (by === 'doctor' || by === 'patient' ? by : null);

export function createAppointmentsPrivacy({
  notifier,
  calendar,
  events = noAppointmentEvents,
  onTimeFreed = ignoreFreedTime,
}: {
  notifier: AppointmentNotifier;
  calendar?: AppointmentCalendarSync;
  /** Issue 31: each cancellation is the same `appointment.cancelled` event a patient's own cancellation emits (ids and times only). */
  events?: AppointmentEvents;
  /** As a patient's own cancellation: the time freed is offered to the waiting list. */
  onTimeFreed?: OnTimeFreed;
}) {
  return {
    async ofPatient(db: Db, patientId: string, now: Date) {
      const rows = await db
        .select({ row: appointments, doctorDisplayName: users.displayName, doctorName: users.name, memberName: memberNameSql })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .where(eq(appointments.patientId, patientId))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
      return rows.map(({ row, doctorDisplayName: displayName, doctorName, memberName }) => ({
        id: row.id,
        doctorId: row.doctorId,
        doctorName: doctorDisplayName({ displayName, name: doctorName }),
        serviceName: row.serviceName,
        title: row.title,
        status: row.status,
        statusLabel: appointmentState({ status: mapStatus(row.status), end: row.endsAt, cancelledBy: cancellerOf(row.cancelledBy), noShow: row.noShowAt !== null }, now).label,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        price: row.priceCents / 100,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        customerPhone: row.customerPhone,
        notes: row.notes,
        answers: row.customFields.map((f) => ({ name: f.name, value: f.value })),
        healthDataConsent: row.healthConsentVersion && row.healthConsentAt ? { version: row.healthConsentVersion, acceptedAt: row.healthConsentAt.toISOString() } : null,
        attendees: row.attendees,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelledBy: row.cancelledBy,
        cancelReason: row.cancelReason,
        createdAt: row.createdAt.toISOString(),
        familyMemberId: row.familyMemberId,
        personSeen: memberName ?? row.customerName,
      }));
    },

    /** In the caller's transaction `tx`; returns how many future appointments were cancelled. Call `flush()` after the commit. */
    async eraseForPatient(tx: Db, patientId: string, now: Date): Promise<number> {
      const repo = createAppointmentsRepository(tx);
      const upcoming = await tx
        .select({ id: appointments.id, doctorId: appointments.doctorId, blockedFrom: appointments.blockedFrom, blockedUntil: appointments.blockedUntil })
        .from(appointments)
        .where(and(eq(appointments.patientId, patientId), gt(appointments.startsAt, now), ne(appointments.status, 'annullato')));
      let cancelled = 0;
      for (const { id, doctorId, blockedFrom, blockedUntil } of upcoming) {
        // No 24-hour cut-off here (ADR 0007 is about a patient changing plans): the person is leaving.
        const changed = await repo.cancel(id, 'patient', itPrivacy.erasedReason, now);
        if (changed) {
          await notifier.appointmentCancelled(tx, id);
          // Before the row is anonymised below; the event carries ids and times only, so nothing of the person leaves.
          await events.emit(tx, appointmentEvent('appointment.cancelled', changed, now));
          await calendar?.appointmentCancelled(tx, { id, doctorId });
          await onTimeFreed(tx, { doctorId, from: blockedFrom, to: blockedUntil });
          cancelled += 1;
        }
      }
      await tx
        .update(appointments)
        .set({
          customerName: itPrivacy.erasedPatient,
          customerEmail: '',
          customerPhone: '',
          notes: '',
          customFields: [],
          // The art. 9 consent went with the answers it covered.
          healthConsentVersion: null,
          healthConsentAt: null,
          attendees: [],
          idempotencyKey: null,
          requestHash: null,
          // Issue 30: the family members go with the holder (family.privacy.ts); their visits stay the doctors' records, unnamed.
          familyMemberId: null,
          updatedAt: now,
        })
        .where(eq(appointments.patientId, patientId));
      return cancelled;
    },

    flush(): void {
      notifier.flush();
      events.flush();
      calendar?.flush();
    },
  };
}
export type AppointmentsPrivacy = ReturnType<typeof createAppointmentsPrivacy>;
