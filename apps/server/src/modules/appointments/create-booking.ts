import { createHash, randomUUID } from 'node:crypto';
import { findFreeSlot, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itVideo } from '@sanity/shared/i18n/it-video';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { bookingModeOf } from '@sanity/shared/domain/video/visit-mode';
import { needsHealthConsent } from '@sanity/shared/domain/appointments/booking-rules';
import { HEALTH_DATA_CONSENT_VERSION } from '@sanity/shared/domain/privacy/terms';
import type { Appointment, CreateAppointment } from '@sanity/shared/schemas/appointments';
import type { Db } from '../../db/client';
import { auditActorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditService } from '../audit/audit.service';
import type { AppointmentCalendarSync } from '../calendar/calendar-sync';
import type { AppointmentNotifier } from '../notifications/appointment-notice';
import type { PracticeService } from '../practice/practice.service';
import { appointmentEvent, type AppointmentEvents } from './appointment-events';
import { asSeenBy } from './appointment-views';
import { toAppointmentDto, type Viewer } from './appointments.dto';
import { createAppointmentsRepository, isOverlapViolation, type AppointmentRecord, type AppointmentRow, type AppointmentsRepository } from './appointments.repository';
import { createBookingChecksRepository } from './booking-checks.repository';
import { slotRulesOf, type BookingContext } from './booking-context';
import { checkAnswers } from './intake-answers';
import type { MemberRow } from './person-columns';

/** Issue 30: a booking made by the practice (the doctor, or staff for them) for a patient who phoned. */
export interface OnBehalf {
  /** The practice's actor: `id` is the doctor. */
  by: Viewer;
  /** Whether the patient record was made for this booking (the audit entry says so). */
  newContact: boolean;
  /** Run first in the booking's transaction (the new contact's record is written there, so a refused booking leaves none). */
  inTx?: (tx: Db) => Promise<void>;
}
/** What a booking answers: the appointment, whether this request made it, whether the doctor's calendar has it yet. */
export type BookingResult = { appointment: Appointment; created: boolean; googleCalendarSynced: boolean };

const b = itBooking.booking;
/** A stable fingerprint of a creation request: the same Idempotency-Key with another body is refused. */
function fingerprint(input: CreateAppointment, doctorId: string): string {
  const canonical = JSON.stringify({ ...input, professionalId: doctorId, customFields: Object.entries(input.customFields).sort(([x], [y]) => x.localeCompare(y)) });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The creation of a booking (spec §5 Booking): the slot engine of packages/shared decides whether
 * the time may be booked, the database's exclusion constraint who wins a race; the appointment, its
 * e-mail jobs, event and calendar push commit together.
 */
export function createBooking({
  db,
  repo,
  bookingContext,
  practice,
  audit,
  notifier,
  events,
  calendar,
  clock,
  timeZone,
  bookingsPerDoctorMax,
  familyMembers,
  dtoOf,
}: {
  db: Db;
  repo: Pick<AppointmentsRepository, 'findByIdempotencyKey'>;
  bookingContext: (doctorId: string, date: string) => Promise<BookingContext>;
  practice: Pick<PracticeService, 'bookableService'>;
  audit: Pick<AuditService, 'record'>;
  notifier: AppointmentNotifier;
  events: AppointmentEvents;
  calendar: AppointmentCalendarSync | undefined;
  clock: Clock;
  timeZone: string;
  bookingsPerDoctorMax: number;
  familyMembers: { memberForBooking(holderId: string, memberId: string): Promise<MemberRow> } | undefined;
  dtoOf: (record: AppointmentRecord, viewer: Viewer, now: Date) => Promise<Appointment>;
}) {
  const a = itAppointments.appointments;

  async function requireFamilyMember(holderId: string, memberId: string) {
    if (!familyMembers) throw new AppError(404, itFamily.notFound);
    return familyMembers.memberForBooking(holderId, memberId);
  }

  /**
   * Books a slot for the signed-in account. With an Idempotency-Key, a retry returns the first
   * result (`created` false) and creates nothing.
   */
  return async function create(
    patientId: string,
    input: CreateAppointment,
    idempotencyKey: string | null,
    now = clock.now(),
    onBehalf?: OnBehalf,
  ): Promise<BookingResult> {
    // Booked by the practice for the patient (issue 30): the answer is the practice's view of it.
    const viewer: Viewer = onBehalf?.by ?? { id: patientId };
    const hash = fingerprint(input, input.professionalId);
    const replay = async (): Promise<BookingResult | null> => {
      if (!idempotencyKey) return null;
      const existing = await repo.findByIdempotencyKey(patientId, idempotencyKey);
      if (!existing) return null;
      if (existing.row.requestHash !== hash) throw new AppError(422, b.idempotencyMismatch, { code: 'failed-precondition' });
      return { appointment: await dtoOf(existing, viewer, now), created: false, googleCalendarSynced: false };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    // Losing the slot to a concurrent retry of this very request is no conflict: answer as the winner did.
    const taken = async () => (await replay()) ?? Promise.reject(new AppError(409, b.slotTaken));

    const start = new Date(input.dateTime);
    const { doctor, practiceVersion, held, rules, location } = await bookingContext(input.professionalId, localDateOf(start, timeZone));
    if (doctor.id === patientId) throw new AppError(400, b.selfBooking);
    // The practice books only its own agenda.
    if (onBehalf && onBehalf.by.id !== doctor.id) throw new AppError(403, a.forbidden);
    const bookable = await practice.bookableService(doctor.id, input.serviceId, practiceVersion);
    if (!bookable) throw new AppError(400, b.serviceUnavailable, { fields: { serviceId: b.serviceUnavailable } });
    const { service } = bookable;
    const mode = bookingModeOf(service.mode, input.mode);
    if (mode === 'required') throw new AppError(422, itVideo.modeRequired, { fields: { mode: itVideo.modeRequired } });
    // A booking taken by phone carries no intake answers (nobody answers for the patient), so none is required.
    const customFields = onBehalf ? [] : checkAnswers(service, input.customFields);
    // Issue 30: for a family member in the caller's care; the caller stays the contact (patient_id).
    const member = input.familyMemberId ? await requireFamilyMember(patientId, input.familyMemberId) : null;
    // Health data reach the doctor only with the patient's explicit consent (GDPR art. 9), kept with its version and time.
    const consented = needsHealthConsent(Object.fromEntries(customFields.map((a) => [a.id, a.value])));
    if (consented && !input.healthDataConsent) {
      throw new AppError(400, b.healthConsentRequired, { fields: { healthDataConsent: b.healthConsentRequired } });
    }

    const slotQuery = slotRulesOf(bookable, now, rules);
    // A time the doctor's own calendar holds is not offered, like a time outside the hours (400);
    // a time another booking holds was lost to it (409).
    if (!findFreeSlot({ ...slotQuery, bookings: held.external }, start)) throw new AppError(400, b.slotUnavailable, { fields: { dateTime: b.slotUnavailable } });
    if (!findFreeSlot({ ...slotQuery, bookings: [...held.appointments, ...held.external] }, start)) return taken();

    const end = new Date(start.getTime() + service.duration * 60_000);
    // The agenda holds the visit with its service's buffers: the no-overlap constraint compares these.
    const blockedFrom = new Date(start.getTime() - (service.bufferBeforeMinutes ?? 0) * 60_000);
    const blockedUntil = new Date(end.getTime() + (service.bufferAfterMinutes ?? 0) * 60_000);
    let row: AppointmentRow;
    let pushed = false;
    try {
      // The appointment, its e-mail jobs and its calendar push commit together or not at all; nothing is sent here.
      row = await db.transaction(async (tx) => {
        const txRepo = createAppointmentsRepository(tx);
        const txChecks = createBookingChecksRepository(tx);
        // A new contact's record (issue 30) is written first: the appointment names it.
        await onBehalf?.inTx?.(tx);
        // Under the lock, so that parallel bookings cannot all pass the count.
        await txChecks.lockPatientWithDoctor(patientId, doctor.id);
        // The cap is per person seen: a parent booking for three children is not one patient booking four times.
        if ((await txChecks.countUpcomingWith(patientId, doctor.id, now, member?.id ?? null)) >= bookingsPerDoctorMax) {
          throw new AppError(409, itSettings.security.tooManyBookingsWithDoctor(bookingsPerDoctorMax), { code: 'failed-precondition' });
        }
        const inserted = await txRepo.insert({
          id: randomUUID(),
          doctorId: doctor.id,
          serviceId: service.id,
          patientId,
          familyMemberId: member?.id ?? null,
          title: input.title?.trim() || service.name,
          serviceName: service.name,
          status: 'confermato',
          startsAt: start,
          endsAt: end,
          blockedFrom,
          blockedUntil,
          durationMinutes: service.duration,
          mode,
          customerName: input.customerInfo.name,
          customerEmail: input.customerInfo.email.toLowerCase(),
          customerPhone: input.customerInfo.phone,
          notes: input.customerInfo.notes,
          customFields,
          healthConsentVersion: consented ? HEALTH_DATA_CONSENT_VERSION : null,
          healthConsentAt: consented ? now : null,
          priceCents: Math.round(service.price * 100),
          attendees: input.attendees.map((x) => ({ email: x.email.toLowerCase(), displayName: x.displayName })),
          idempotencyKey,
          requestHash: idempotencyKey ? hash : null,
          createdAt: now,
          updatedAt: now,
        });
        if (onBehalf) {
          await audit.record({ ...auditActorOf(onBehalf.by, 'doctor'), subjectId: patientId, action: 'appointment.book', targetId: inserted.id, details: { newContact: onBehalf.newContact } }, tx);
        }
        await notifier.appointmentBooked(tx, inserted.id);
        await events.emit(tx, appointmentEvent('appointment.booked', inserted, now));
        pushed = (await calendar?.appointmentBooked(tx, { id: inserted.id, doctorId: doctor.id })) ?? false;
        return inserted;
      });
    } catch (error) {
      if (isOverlapViolation(error) || (idempotencyKey && isUniqueViolation(error, 'appointments_idempotency_idx'))) return taken();
      // A concurrent retry of this very request may have taken the last place: answer as it did.
      if (idempotencyKey && error instanceof AppError && error.status === 409) {
        const earlier = await replay();
        if (earlier) return earlier;
      }
      throw error;
    }
    notifier.flush();
    events.flush();
    calendar?.flush();
    // Spec §8: the answer says whether the doctor's calendar already has the event (a short wait for the push job).
    const googleCalendarSynced = pushed && calendar ? await calendar.waitForPush(row.id) : false;
    // The row as inserted, the doctor and the address as the checks read them: nothing to read again.
    // As a replay or a later read answers it: a collaborator without 'accesso clinico' gets no notes back.
    return { appointment: asSeenBy(viewer, toAppointmentDto({ row, doctor, member }, viewer, now, location)), created: true, googleCalendarSynced };
  };
}
