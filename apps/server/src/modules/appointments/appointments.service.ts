import { createHash, randomUUID } from 'node:crypto';
import { answerProblem, missingRequiredFields, type CustomFieldAnswer } from '@sanity/shared/domain/appointments/booking-rules';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { computeSlots, DEFAULT_TIME_ZONE, findFreeSlot, instantOf, localDateOf, type Interval } from '@sanity/shared/domain/slots/compute-slots';
import { toMinutes } from '@sanity/shared/domain/practice/time-slots';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import type {
  Appointment,
  AppointmentWindowQuery,
  AvailabilityCheck,
  AvailabilityCheckResponse,
  CreateAppointment,
  CrmPatient,
  CrmPatientDetail,
} from '@sanity/shared/schemas/appointments';
import type { Service } from '@sanity/shared/schemas/practice';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppointmentNotice, AppointmentNotifier } from '../notifications/appointment-notice';
import type { PracticeService } from '../practice/practice.service';
import type { UsersService } from '../users/users.service';
import { canCancel, partyName, toAppointmentDto, toCrmPatient, type Viewer } from './appointments.dto';
import { createAppointmentsRepository, isOverlapViolation, type AppointmentRecord, type NewAppointmentRow } from './appointments.repository';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

const b = it.booking;
const a = it.appointments;
const DAY_MS = 86_400_000;
const LIST_LIMIT_DEFAULT = 500;

/** A stable fingerprint of a creation request: the same Idempotency-Key with another body is refused. */
function fingerprint(input: CreateAppointment, doctorId: string): string {
  const canonical = JSON.stringify({ ...input, professionalId: doctorId, customFields: Object.entries(input.customFields).sort(([x], [y]) => x.localeCompare(y)) });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The answers to keep: the service's own fields only, checked for presence and shape (spec §5). */
function checkAnswers(service: Service, answers: Record<string, CustomFieldAnswer>): Array<{ id: string; name: string; value: CustomFieldAnswer }> {
  const missing = missingRequiredFields(service.customFields, answers);
  if (missing.length > 0) {
    const fields = Object.fromEntries(service.customFields.filter((f) => missing.includes(f.name)).map((f) => [`customFields.${f.id}`, b.requiredFields]));
    throw new AppError(400, b.requiredCustomFields(missing.join(', ')), { fields });
  }
  const kept: Array<{ id: string; name: string; value: CustomFieldAnswer }> = [];
  for (const field of service.customFields) {
    const value = answers[field.id];
    if (value === undefined) continue;
    const problem = answerProblem(field, value);
    if (problem) {
      const message = {
        email: b.invalidEmail,
        phone: b.invalidPhone,
        number: b.invalidNumber(field.name),
        option: b.invalidOption(field.name),
        date: b.invalidDate,
      }[problem];
      throw new AppError(400, message, { fields: { [`customFields.${field.id}`]: message } });
    }
    kept.push({ id: field.id, name: field.name, value: typeof value === 'string' ? value.trim() : value });
  }
  return kept;
}

/**
 * Booking (spec §2 Booking dialog, §3 Appointment, §5 Booking): availability, creation, lists,
 * cancellation and the doctor's patients. The slot engine of packages/shared decides whether a
 * time may be booked; the database's exclusion constraint decides who wins a race.
 */
export function createAppointmentsService({
  db,
  users,
  practice,
  notifier,
}: {
  db: Db;
  users: Pick<UsersService, 'findById'>;
  practice: Pick<PracticeService, 'bookableService'>;
  notifier: AppointmentNotifier;
}) {
  const repo = createAppointmentsRepository(db);
  const timeZone = DEFAULT_TIME_ZONE;

  async function requireDoctor(id: string) {
    const doctor = await users.findById(id);
    if (!doctor || doctor.isDisabled || !isDoctorRole(doctor.role)) throw new AppError(404, b.professionalNotFound);
    return doctor;
  }

  /** The doctor's held time around a local date (a day either side covers any time zone offset). */
  function busyAround(doctorId: string, date: string): Promise<Interval[]> {
    const midnight = instantOf(date, 0, timeZone) ?? new Date(`${date}T00:00:00Z`);
    return repo.busyIntervals(doctorId, new Date(midnight.getTime() - DAY_MS), new Date(midnight.getTime() + 2 * DAY_MS));
  }

  async function requireRecord(id: string, viewer: Viewer): Promise<AppointmentRecord> {
    const record = await repo.findById(id);
    if (!record) throw new AppError(404, a.notFound);
    if (record.row.doctorId !== viewer.id && record.row.patientId !== viewer.id) throw new AppError(403, a.forbidden);
    return record;
  }

  function noticeOf(record: AppointmentRecord): AppointmentNotice {
    const { row, doctor, patient } = record;
    return {
      id: row.id,
      serviceName: row.serviceName,
      title: row.title,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      timeZone,
      price: row.priceCents / 100,
      notes: row.notes,
      customFields: row.customFields,
      // E-mails address people by their display name, with the doctor's title ('Dott.ssa Laura Esposito').
      doctor: { id: doctor.id, name: doctor.displayName.trim() || partyName(doctor), email: doctor.email },
      patient: { id: patient.id, name: patient.displayName.trim() || partyName(patient), email: patient.email },
      customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
      ...(row.status === 'annullato' && row.cancelledAt
        ? { cancellation: { by: row.cancelledBy === 'doctor' ? 'doctor' : 'patient', reason: row.cancelReason, at: row.cancelledAt } }
        : {}),
    };
  }

  const windowOf = (query: AppointmentWindowQuery) => ({
    from: query.timeMin ? new Date(query.timeMin) : undefined,
    to: query.timeMax ? new Date(query.timeMax) : undefined,
    limit: query.limit ?? LIST_LIMIT_DEFAULT,
  });

  return {
    /**
     * Spec §7 checkTimeSlotAvailability: for each local time of the date, whether it can be booked
     * now. With a service, only that service's slots are available (the same rule as creation).
     */
    async checkAvailability(input: AvailabilityCheck, now = new Date()): Promise<AvailabilityCheckResponse> {
      // Independent reads: on PostgreSQL they run on separate connections at once.
      const [, bookable, bookings] = await Promise.all([
        requireDoctor(input.professionalId),
        input.serviceId ? practice.bookableService(input.professionalId, input.serviceId) : null,
        busyAround(input.professionalId, input.date),
      ]);
      if (input.serviceId && !bookable) throw new AppError(404, b.serviceUnavailable);
      const duration = input.duration ?? bookable?.service.duration;
      const today = localDateOf(now, timeZone);
      const free = bookable
        ? new Set(computeSlots({ weeklySchedule: bookable.weeklySchedule, durationMinutes: duration, bookings, now, timeZone, from: input.date, to: input.date }).map((s) => s.time))
        : null;
      const results = input.timeSlots.map((time) => {
        const start = instantOf(input.date, toMinutes(time), timeZone);
        if (!start || input.date <= today) return { time, available: false };
        if (free) return { time, available: free.has(time) };
        const end = start.getTime() + (duration ?? 60) * 60_000;
        return { time, available: !bookings.some((x) => x.start.getTime() < end && x.end.getTime() > start.getTime()) };
      });
      return { success: true, results };
    },

    /**
     * Books a slot for the signed-in account. With an Idempotency-Key, a retry returns the first
     * result (`created` false) and creates nothing.
     */
    async create(
      patientId: string,
      input: CreateAppointment,
      idempotencyKey: string | null,
      now = new Date(),
    ): Promise<{ appointment: Appointment; created: boolean; googleCalendarSynced: boolean }> {
      const viewer = { id: patientId };
      const hash = fingerprint(input, input.professionalId);
      const replay = async (): Promise<{ appointment: Appointment; created: boolean; googleCalendarSynced: boolean } | null> => {
        if (!idempotencyKey) return null;
        const existing = await repo.findByIdempotencyKey(patientId, idempotencyKey);
        if (!existing) return null;
        if (existing.row.requestHash !== hash) throw new AppError(422, b.idempotencyMismatch, { code: 'failed-precondition' });
        return { appointment: toAppointmentDto(existing, viewer, now), created: false, googleCalendarSynced: false };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      // Losing the slot to a concurrent retry of this very request is no conflict: answer as the winner did.
      const taken = async () => (await replay()) ?? Promise.reject(new AppError(409, b.slotTaken));

      const doctor = await requireDoctor(input.professionalId);
      if (doctor.id === patientId) throw new AppError(400, b.selfBooking);
      const bookable = await practice.bookableService(doctor.id, input.serviceId);
      if (!bookable) throw new AppError(400, b.serviceUnavailable, { fields: { serviceId: b.serviceUnavailable } });
      const { service, weeklySchedule } = bookable;
      const customFields = checkAnswers(service, input.customFields);

      const start = new Date(input.dateTime);
      const slotQuery = { weeklySchedule, durationMinutes: service.duration, now, timeZone };
      const date = localDateOf(start, timeZone);
      if (!findFreeSlot({ ...slotQuery, bookings: [] }, start)) throw new AppError(400, b.slotUnavailable, { fields: { dateTime: b.slotUnavailable } });
      if (!findFreeSlot({ ...slotQuery, bookings: await busyAround(doctor.id, date) }, start)) return taken();

      const end = new Date(start.getTime() + service.duration * 60_000);
      let id: string;
      try {
        const row = await repo.insert({
          id: randomUUID(),
          doctorId: doctor.id,
          serviceId: service.id,
          patientId,
          title: input.title?.trim() || service.name,
          serviceName: service.name,
          status: 'confermato',
          startsAt: start,
          endsAt: end,
          durationMinutes: service.duration,
          customerName: input.customerInfo.name,
          customerEmail: input.customerInfo.email.toLowerCase(),
          customerPhone: input.customerInfo.phone,
          notes: input.customerInfo.notes,
          customFields,
          priceCents: Math.round(service.price * 100),
          attendees: input.attendees.map((x) => ({ email: x.email.toLowerCase(), displayName: x.displayName })),
          idempotencyKey,
          requestHash: idempotencyKey ? hash : null,
          createdAt: now,
          updatedAt: now,
        });
        id = row.id;
      } catch (error) {
        if (isOverlapViolation(error) || (idempotencyKey && isUniqueViolation(error, 'appointments_idempotency_idx'))) return taken();
        throw error;
      }
      const record = (await repo.findById(id))!;
      await notifier.appointmentBooked(noticeOf(record));
      return { appointment: toAppointmentDto(record, viewer, now), created: true, googleCalendarSynced: false };
    },

    async get(viewer: Viewer, id: string, now = new Date()): Promise<Appointment> {
      return toAppointmentDto(await requireRecord(id, viewer), viewer, now);
    },

    /** A participant cancels (issue: cancellation; ADR 0007 for the patients' cut-off). */
    async cancel(viewer: Viewer, id: string, reason: string | undefined, now = new Date()): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      const { row } = record;
      if (row.status === 'annullato') throw new AppError(409, a.alreadyCancelled);
      if (row.startsAt <= now) throw new AppError(409, a.cancelPast);
      if (!canCancel(record, viewer, now)) throw new AppError(409, a.cancelTooLate(PATIENT_CANCEL_CUTOFF_HOURS));
      const by = viewer.id === row.doctorId ? 'doctor' : 'patient';
      const updated = await repo.cancel(id, by, reason?.trim() || null, now);
      if (!updated) throw new AppError(409, a.alreadyCancelled);
      const cancelled = { ...record, row: updated };
      await notifier.appointmentCancelled(noticeOf(cancelled));
      return toAppointmentDto(cancelled, viewer, now);
    },

    /** ReminderSource (notifications' reminder job): claims due reminders and hands them over as notices. */
    async claimDueReminders(now: Date, until: Date, leaseMs: number, limit: number): Promise<AppointmentNotice[]> {
      return (await repo.claimDueReminders(now, until, leaseMs, limit)).map(noticeOf);
    },

    markReminderSent: (id: string, at: Date) => repo.markReminderSent(id, at),

    /** Demo data: writes an appointment as given, past ones included; the database's no-overlap rule still holds. No e-mail is sent. */
    async importAppointment(row: Omit<NewAppointmentRow, 'id'>): Promise<string> {
      return (await repo.insert({ ...row, id: randomUUID() })).id;
    },

    /** The account's own bookings (spec: getUserAppointments). */
    async listForPatient(patientId: string, query: AppointmentWindowQuery, now = new Date()): Promise<Appointment[]> {
      const records = await repo.forPatient(patientId, windowOf(query));
      return records.map((r) => toAppointmentDto(r, { id: patientId }, now));
    },

    /** The doctor's appointments (spec: getProfessionalAppointments). */
    async listForDoctor(doctorId: string, query: AppointmentWindowQuery, now = new Date()): Promise<Appointment[]> {
      const records = await repo.forDoctor(doctorId, windowOf(query));
      return records.map((r) => toAppointmentDto(r, { id: doctorId }, now));
    },

    /** /crm: the accounts that booked with this doctor, latest appointment first. */
    async patients(doctorId: string, now = new Date()): Promise<CrmPatient[]> {
      return (await repo.patientsOf(doctorId, now)).map(toCrmPatient);
    },

    /** One patient of this doctor with the history of their appointments with this doctor only. */
    async patient(doctorId: string, clientId: string, now = new Date()): Promise<CrmPatientDetail> {
      const [summary] = await repo.patientsOf(doctorId, now, clientId);
      if (!summary) throw new AppError(404, it.crm.patientNotFound);
      const history = await repo.forDoctorAndPatient(doctorId, clientId, LIST_LIMIT_DEFAULT);
      return { patient: toCrmPatient(summary), appointments: history.map((r) => toAppointmentDto(r, { id: doctorId }, now)) };
    },
  };
}
