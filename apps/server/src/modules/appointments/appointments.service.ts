import { createHash, randomUUID } from 'node:crypto';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { computeSlots, DEFAULT_TIME_ZONE, findFreeSlot, instantOf, localDateOf, type Interval, type SlotQuery } from '@sanity/shared/domain/slots/compute-slots';
import { BOOKINGS_PER_DOCTOR_MAX, DIRECTORY_SLOT_HORIZON_DAYS, PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { needsHealthConsent } from '@sanity/shared/domain/appointments/booking-rules';
import { HEALTH_DATA_CONSENT_VERSION } from '@sanity/shared/domain/privacy/terms';
import type {
  Appointment,
  AppointmentWindowQuery,
  AvailabilityCheck,
  AvailabilityCheckResponse,
  CreateAppointment,
  CrmPageQuery,
  CrmPatientDetail,
  CrmPatientList,
} from '@sanity/shared/schemas/appointments';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import type { AffectedAppointment } from '@sanity/shared/schemas/schedule';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuditService } from '../audit/audit.service';
import type { AppointmentCalendarSync, ExternalBusy, ExternalBusySql } from '../calendar/calendar-sync';
import type { AppointmentNoticeState, AppointmentNotifier } from '../notifications/appointment-notice';
import type { PracticeAddressService } from '../practice/address.service';
import type { PracticeService } from '../practice/practice.service';
import type { UserRow } from '../users/users.service';
import { canCancel, partyName, toAppointmentDto, toAppointmentNotice, toCrmPatient, withoutPatientNotes, type Viewer } from './appointments.dto';
import { checkAnswers } from './intake-answers';
import { ignoreFreedTime, type OnTimeFreed } from './time-freed';
import { createRescheduling, type MoveOptions } from './reschedule';
import { practiceRulesOf, slotRulesFrom, type PracticeRules, type RulesWindow } from '../schedule/schedule-rules';
import {
  createAppointmentsRepository,
  isOverlapViolation,
  windowDirection,
  type AppointmentRecord,
  type ListedRecord,
  type NewAppointmentRow,
  type TimeWindow,
} from './appointments.repository';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
/** One page of a list of appointments (GET /api/appointments, /professional; a /crm history). */
export type AppointmentPage = { appointments: Appointment[]; nextCursor: string | null };
/** A confirmed appointment as the doctor's ICS feed shows it (calendar/feed.service.ts). */
export interface FeedAppointment {
  id: string;
  patientId: string;
  startsAt: Date;
  endsAt: Date;
  /** The person visited: the name given when booking, else the booking account's name; may be empty. */
  personName: string;
}

const b = it.booking;
const a = it.appointments;
const DAY_MS = 86_400_000;

/** The local date `days` after a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A stable fingerprint of a creation request: the same Idempotency-Key with another body is refused. */
function fingerprint(input: CreateAppointment, doctorId: string): string {
  const canonical = JSON.stringify({ ...input, professionalId: doctorId, customFields: Object.entries(input.customFields).sort(([x], [y]) => x.localeCompare(y)) });
  return createHash('sha256').update(canonical).digest('hex');
}

type Bookable = NonNullable<Awaited<ReturnType<PracticeService['bookableService']>>>;

/**
 * The slot engine's rules for one service: its hours, its own duration (never a duration sent by
 * the client), its buffers and notice, and the practice's closures, date hours, closed holidays
 * and booking horizon (issue 25). The availability check, creation, the directory's next slot
 * (and a move, and the waiting list) all build their query here, so a time one offers is a time
 * the others accept (issue 9 item 7).
 */
function slotRulesOf(bookable: Bookable, now: Date, rules: PracticeRules): Omit<SlotQuery, 'from' | 'to' | 'bookings'> {
  return { weeklySchedule: bookable.weeklySchedule, durationMinutes: bookable.service.duration, now, timeZone: DEFAULT_TIME_ZONE, ...slotRulesFrom(rules, bookable.service) };
}

/**
 * Booking (spec §2 Booking dialog, §3 Appointment, §5 Booking): availability, creation, lists,
 * cancellation and the doctor's patients. The slot engine of packages/shared decides whether a
 * time may be booked; the database's exclusion constraint decides who wins a race.
 */
export function createAppointmentsService({
  db,
  practice,
  practiceAddress,
  notifier,
  calendar,
  externalBusy = () => Promise.resolve([]),
  externalBusySql,
  clock,
  audit,
  bookingsPerDoctorMax = BOOKINGS_PER_DOCTOR_MAX,
  onTimeFreed = ignoreFreedTime,
}: {
  db: Db;
  /** Records each read of a patient's data by their doctor (issue 13, ADR 0015) before the answer: no entry, no answer. */
  audit: Pick<AuditService, 'record'>;
  practice: Pick<PracticeService, 'bookableService' | 'bookableServices' | 'bookableServicesOfMany'>;
  /** Where the visits take place: the doctor's current practice address, in every appointment and its e-mails. */
  practiceAddress: Pick<PracticeAddressService, 'get' | 'getMany'>;
  /** Writes the e-mail jobs into the transaction of a booking or cancellation (the outbox). */
  notifier: AppointmentNotifier;
  /** Enqueues the push of bookings to the doctor's external calendar (issue 10); none: no calendar sync. */
  calendar?: AppointmentCalendarSync;
  /** The doctors' busy times from their external calendars (the calendar sync's cache); none by default. */
  externalBusy?: ExternalBusy;
  /** The same for one doctor as a subquery, read within the booking checks' one statement; without it those call `externalBusy`. */
  externalBusySql?: ExternalBusySql;
  clock: Clock;
  /** Upcoming, not cancelled appointments one patient may hold with one doctor (BOOKINGS_PER_DOCTOR_MAX by default). */
  bookingsPerDoctorMax?: number;
  /** Told, inside the transaction, of each time a cancellation or a move frees (the waiting list). */
  onTimeFreed?: OnTimeFreed;
}) {
  const repo = createAppointmentsRepository(db);
  const timeZone = DEFAULT_TIME_ZONE;

  /** The doctor may be booked: an active, approved doctor's account; the refusals of the spec otherwise. */
  function bookableDoctor(doctor: UserRow | undefined): UserRow {
    if (!doctor || doctor.isDisabled || doctor.erasedAt !== null || !isDoctorRole(doctor.role)) throw new AppError(404, b.professionalNotFound);
    // A doctor under review cannot be booked yet (ADR 0013).
    if (!doctor.isVerified) throw new AppError(403, it.adminDoctors.notVerified, { code: 'doctor-not-verified' });
    return doctor;
  }

  /**
   * The instants around a local date that cover it in any time zone offset, and a day either side:
   * a candidate's blocked time reaches at most a day (BUFFER_MAX_MINUTES) beyond its date.
   */
  function heldWindow(date: string): RulesWindow {
    const midnight = instantOf(date, 0, timeZone) ?? new Date(`${date}T00:00:00Z`);
    return { fromDate: plusDays(date, -1), toDate: plusDays(date, 1), from: new Date(midnight.getTime() - DAY_MS), to: new Date(midnight.getTime() + 2 * DAY_MS) };
  }

  /**
   * What a booking check reads (ADR 0016), the one place that gathers a doctor's rules with
   * `slotRulesOf`: the doctor, checked; the version of their practice, for
   * `practice.bookableService`'s cache (services, hours, buffers, notice); their held time around
   * a local date: their appointments' blocked time and the busy events of their external calendar
   * as last pulled; and the schedule's rules there (closures, date hours, holidays, horizon), read
   * fresh each time. One statement (two without `externalBusySql`).
   */
  async function bookingContext(
    doctorId: string,
    date: string,
  ): Promise<{ doctor: UserRow; practiceVersion: string; held: { appointments: Interval[]; external: Interval[] }; rules: PracticeRules }> {
    const window = heldWindow(date);
    const { from, to } = window;
    const [found, external] = await Promise.all([
      repo.doctorForBooking(doctorId, window, externalBusySql?.(doctorId, from, to)),
      externalBusySql ? undefined : externalBusy([doctorId], from, to).then((rows) => rows.map(({ start, end }) => ({ start, end }))),
    ]);
    const doctor = bookableDoctor(found?.doctor);
    return {
      doctor,
      practiceVersion: found!.practiceVersion,
      held: { appointments: found!.busy, external: external ?? found!.external },
      rules: practiceRulesOf(found!.schedule, window),
    };
  }

  async function requireRecord(id: string, viewer: Viewer): Promise<AppointmentRecord> {
    const record = await repo.findById(id);
    if (!record) throw new AppError(404, a.notFound);
    if (record.row.doctorId !== viewer.id && record.row.patientId !== viewer.id) throw new AppError(403, a.forbidden);
    return record;
  }

  /** The repository's window for one page: one row more than the page, to know whether another follows. */
  function windowOf(query: AppointmentWindowQuery, now: Date): TimeWindow {
    const bounds = {
      from: query.timeMin ? new Date(query.timeMin) : undefined,
      to: query.timeMax ? new Date(query.timeMax) : undefined,
      period: query.period ? { kind: query.period, now } : undefined,
    };
    const after = query.cursor === undefined ? undefined : decodePageCursor(windowDirection(bounds), query.cursor);
    return { ...bounds, limit: query.limit + 1, ...(after ? { after } : {}) };
  }

  /** One appointment as `viewer` sees it, with its doctor's practice address. */
  async function dtoOf(record: AppointmentRecord, viewer: Viewer, now: Date): Promise<Appointment> {
    return toAppointmentDto(record, viewer, now, await practiceAddress.get(record.row.doctorId));
  }

  /** A page of appointments as `viewer` sees them, with the cursor of the next one; the doctors' addresses in one statement. */
  async function appointmentPage(rows: ListedRecord[], limit: number, kind: 'asc' | 'desc', viewer: Viewer, now: Date): Promise<AppointmentPage> {
    const { items, nextCursor } = pageOf(rows, limit, kind, (r) => ({ at: r.sortKey, id: r.row.id }));
    const addressOf = await practiceAddress.getMany([...new Set(items.map((r) => r.row.doctorId))]);
    return { appointments: items.map((r) => toAppointmentDto(r, viewer, now, addressOf.get(r.row.doctorId) ?? null)), nextCursor };
  }

  /** Cancels in one transaction with its e-mails, calendar push and freed time; `inTx` (a signed link used up) joins it. */
  async function cancelRecord(record: AppointmentRecord, by: 'patient' | 'doctor', reason: string | undefined, now: Date, viewer: Viewer, inTx?: (tx: Db) => Promise<void>): Promise<Appointment> {
    const { row } = record;
    const updated = await db.transaction(async (tx) => {
      const changed = await createAppointmentsRepository(tx).cancel(row.id, by, reason?.trim() || null, now);
      if (changed) {
        await inTx?.(tx);
        await notifier.appointmentCancelled(tx, row.id);
        await calendar?.appointmentCancelled(tx, { id: row.id, doctorId: row.doctorId });
        await onTimeFreed(tx, { doctorId: row.doctorId, from: row.blockedFrom, to: row.blockedUntil });
      }
      return changed;
    });
    if (!updated) throw new AppError(409, a.alreadyCancelled);
    notifier.flush();
    calendar?.flush();
    return dtoOf({ ...record, row: updated }, viewer, now);
  }

  const rescheduling = createRescheduling({
    db, practice, notifier, calendar, onTimeFreed, audit, timeZone, bookingContext, slotRulesOf, requireRecord, dtoOf,
    cancelRecord: (record, by, now, inTx) => cancelRecord(record, by, undefined, now, { id: record.row.patientId }, inTx),
  });

  return {
    /**
     * The first slot each doctor could be booked for, within the next `horizonDays` days: the
     * earliest slot the engine gives for any of their active services, with `checkAvailability`'s
     * rules (`slotRulesOf`: closures, date hours, holidays, buffers, notice and the practice's own
     * horizon too) and every held appointment. Two statements for the whole list (services with
     * hours; held time with the schedule's rules), plus the external calendars' cache, however many
     * doctors. A doctor without one maps to null.
     */
    async nextFreeSlots(doctorIds: readonly string[], now = clock.now(), horizonDays = DIRECTORY_SLOT_HORIZON_DAYS): Promise<Map<string, Date | null>> {
      const result = new Map<string, Date | null>(doctorIds.map((id) => [id, null]));
      if (doctorIds.length === 0) return result;
      const today = localDateOf(now, timeZone);
      const lastDay = localDateOf(new Date(now.getTime() + horizonDays * DAY_MS), timeZone);
      // A day either side of the local dates covers any time zone offset and any buffer, as `heldWindow` does.
      const window: RulesWindow = {
        fromDate: plusDays(today, -1),
        toDate: plusDays(lastDay, 1),
        from: new Date(now.getTime() - DAY_MS),
        to: new Date(now.getTime() + (horizonDays + 2) * DAY_MS),
      };
      const [bookables, held, external] = await Promise.all([
        practice.bookableServicesOfMany(doctorIds),
        repo.bookingRulesOfMany(doctorIds, window),
        // The external calendars' busy times count like bookings (the cache only: no outside call here).
        externalBusy(doctorIds, window.from, window.to),
      ]);
      const externalBy = new Map<string, Interval[]>();
      for (const { doctorId, start, end } of external) {
        const own = externalBy.get(doctorId) ?? [];
        own.push({ start, end });
        externalBy.set(doctorId, own);
      }
      for (const [doctorId, candidates] of bookables) {
        const own = held.get(doctorId);
        const bookings = [...(own?.busy ?? []), ...(externalBy.get(doctorId) ?? [])];
        const rules = practiceRulesOf(own?.schedule ?? null, window);
        const queries = candidates.map((bookable) => ({ ...slotRulesOf(bookable, now, rules), bookings }));
        let first: Date | null = null;
        // A day at a time, stopping at the first day with a free slot: the engine converts every
        // day's wall clock, so computing the other 59 days for each card would dominate the request.
        for (let date = today; !first && date <= lastDay; date = plusDays(date, 1)) {
          for (const query of queries) {
            const [slot] = computeSlots({ ...query, from: date, to: date });
            if (slot && (!first || slot.start < first)) first = slot.start;
          }
        }
        result.set(doctorId, first);
      }
      return result;
    },

    /**
     * Spec §7 checkTimeSlotAvailability: for each local time of the date, whether it can be booked
     * now. A time is available exactly when creation would accept it: the slot engine runs on the
     * same inputs as `create` (`slotRulesOf`). The spec's `duration` is accepted and ignored, since a
     * booking always lasts its service's duration. Without a service, a time is available when some
     * active service of the doctor could be booked then (its hours, its duration, its step).
     */
    async checkAvailability(input: AvailabilityCheck, now = clock.now()): Promise<AvailabilityCheckResponse> {
      const { practiceVersion, held, rules } = await bookingContext(input.professionalId, input.date);
      const candidates = input.serviceId
        ? await practice.bookableService(input.professionalId, input.serviceId, practiceVersion).then((one) => (one ? [one] : null))
        : await practice.bookableServices(input.professionalId, practiceVersion);
      const bookings = [...held.appointments, ...held.external];
      if (!candidates) throw new AppError(404, b.serviceUnavailable);
      const free = new Set(
        candidates.flatMap((bookable) => computeSlots({ ...slotRulesOf(bookable, now, rules), bookings, from: input.date, to: input.date }).map((s) => s.time)),
      );
      return { success: true, results: input.timeSlots.map((time) => ({ time, available: free.has(time) })) };
    },

    /**
     * The slots starting in [from, to) that creation would accept now, of one service or of all, earliest first (the
     * waiting list's offers, issue 25): `create`'s `bookingContext` and `slotRulesOf`, a day at a time. 404/403: not bookable.
     */
    async freeSlotsBetween(doctorId: string, serviceId: string | null, from: Date, to: Date, now = clock.now()): Promise<Array<{ serviceId: string; start: Date }>> {
      const found: Array<{ serviceId: string; start: Date }> = [];
      for (let date = localDateOf(from, timeZone); date <= localDateOf(new Date(to.getTime() - 1), timeZone); date = plusDays(date, 1)) {
        const { practiceVersion, held, rules } = await bookingContext(doctorId, date);
        const all = await practice.bookableServices(doctorId, practiceVersion);
        const bookings = [...held.appointments, ...held.external];
        for (const bookable of serviceId ? all.filter((b) => b.service.id === serviceId) : all) {
          for (const slot of computeSlots({ ...slotRulesOf(bookable, now, rules), bookings, from: date, to: date })) if (slot.start >= from && slot.start < to) found.push({ serviceId: bookable.service.id, start: slot.start });
        }
      }
      return found.sort((x, y) => x.start.getTime() - y.start.getTime());
    },

    /**
     * Books a slot for the signed-in account. With an Idempotency-Key, a retry returns the first
     * result (`created` false) and creates nothing.
     */
    async create(
      patientId: string,
      input: CreateAppointment,
      idempotencyKey: string | null,
      now = clock.now(),
    ): Promise<{ appointment: Appointment; created: boolean; googleCalendarSynced: boolean }> {
      const viewer = { id: patientId };
      const hash = fingerprint(input, input.professionalId);
      const replay = async (): Promise<{ appointment: Appointment; created: boolean; googleCalendarSynced: boolean } | null> => {
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
      const { doctor, practiceVersion, held, rules } = await bookingContext(input.professionalId, localDateOf(start, timeZone));
      if (doctor.id === patientId) throw new AppError(400, b.selfBooking);
      const bookable = await practice.bookableService(doctor.id, input.serviceId, practiceVersion);
      if (!bookable) throw new AppError(400, b.serviceUnavailable, { fields: { serviceId: b.serviceUnavailable } });
      const { service } = bookable;
      const customFields = checkAnswers(service, input.customFields);
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
      let id: string;
      let pushed = false;
      try {
        // The appointment, its e-mail jobs and its calendar push commit together or not at all; nothing is sent here.
        id = await db.transaction(async (tx) => {
          const txRepo = createAppointmentsRepository(tx);
          // Under the lock, so that parallel bookings cannot all pass the count.
          await txRepo.lockPatientWithDoctor(patientId, doctor.id);
          if ((await txRepo.countUpcomingWith(patientId, doctor.id, now)) >= bookingsPerDoctorMax) {
            throw new AppError(409, it.security.tooManyBookingsWithDoctor(bookingsPerDoctorMax), { code: 'failed-precondition' });
          }
          const row = await txRepo.insert({
            id: randomUUID(),
            doctorId: doctor.id,
            serviceId: service.id,
            patientId,
            title: input.title?.trim() || service.name,
            serviceName: service.name,
            status: 'confermato',
            startsAt: start,
            endsAt: end,
            blockedFrom,
            blockedUntil,
            durationMinutes: service.duration,
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
          await notifier.appointmentBooked(tx, row.id);
          pushed = (await calendar?.appointmentBooked(tx, { id: row.id, doctorId: doctor.id })) ?? false;
          return row.id;
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
      calendar?.flush();
      // Spec §8: the answer says whether the doctor's calendar already has the event (a short wait for the push job).
      const googleCalendarSynced = pushed && calendar ? await calendar.waitForPush(id) : false;
      const record = (await repo.findById(id))!;
      return { appointment: await dtoOf(record, viewer, now), created: true, googleCalendarSynced };
    },

    async get(viewer: Viewer, id: string, now = clock.now()): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      // The doctor reads the patient's data (intake answers, contacts); the patient reading their own is not logged.
      if (viewer.id === record.row.doctorId && viewer.id !== record.row.patientId) {
        await audit.record({ actorId: viewer.id, actorRole: 'doctor', subjectId: record.row.patientId, action: 'appointment.read', targetId: id });
      }
      return dtoOf(record, viewer, now);
    },

    /** A participant cancels (issue: cancellation; ADR 0007 for the patients' cut-off). */
    async cancel(viewer: Viewer, id: string, reason: string | undefined, now = clock.now()): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      const { row } = record;
      if (row.status === 'annullato') throw new AppError(409, a.alreadyCancelled);
      if (row.startsAt <= now) throw new AppError(409, a.cancelPast);
      if (!canCancel(record, viewer, now)) throw new AppError(409, a.cancelTooLate(PATIENT_CANCEL_CUTOFF_HOURS));
      return cancelRecord(record, viewer.id === row.doctorId ? 'doctor' : 'patient', reason, now, viewer);
    },

    /**
     * Moves a participant's appointment to another free time of its service (issue 25 item 6,
     * reschedule.ts): the same checks as a booking; one UPDATE, so the old time frees only when the
     * new one is held. The waiting list passes `by: 'waitlist'` and `ignoreCutoff`.
     */
    move: (viewer: Viewer, id: string, dateTime: Date, now = clock.now(), options: MoveOptions = {}): Promise<Appointment> =>
      rescheduling.move(viewer, id, dateTime, now, options),

    /** The signed links of a doctor's move (issue 25): what one does, and using it to move or cancel without signing in. */
    appointmentLink: (token: string, now = clock.now()) => rescheduling.linkInfo(token, now),
    moveByLink: (token: string, dateTime: Date, now = clock.now()) => rescheduling.moveByLink(token, dateTime, now),
    cancelByLink: (token: string, now = clock.now()) => rescheduling.cancelByLink(token, now),
    /** AppointmentNoticeSource: the links for the patient's e-mail after a doctor's move. */
    actionLinksFor: (id: string, now: Date) => rescheduling.actionLinksFor(id, now),

    /** When each appointment starts (the patient's access log names the appointment a doctor read); missing ids are left out. */
    startTimes: (ids: readonly string[]) => repo.startTimes(ids),

    /**
     * Retention (docs/privacy.md): up to `limit` appointments past their period, cancelled ones
     * booked for before `cancelledBefore`, the others starting before `heldBefore`; how many went.
     * Their calendar links go with them (cascade); a job still naming one finds it gone and ends.
     */
    purgeExpired: (cutoffs: { cancelledBefore: Date; heldBefore: Date }, limit: number) => repo.purgeExpired(cutoffs, limit),

    /** AppointmentNoticeSource (the e-mail jobs): the appointment as it is now; null once deleted. */
    async noticeFor(id: string): Promise<AppointmentNoticeState | null> {
      const record = await repo.findById(id);
      if (!record) return null;
      const status = record.row.status === 'annullato' || record.row.status === 'confermato' ? record.row.status : 'pending';
      return { notice: toAppointmentNotice(record, await practiceAddress.get(record.row.doctorId), timeZone), status, reminderSent: record.row.reminderSentAt !== null };
    },

    markReminderSent: (id: string, at: Date) => repo.markReminderSent(id, at),

    /** AppointmentNoticeSource: marks the reminders due in (now, until] as queued and enqueues their jobs in the same transaction. */
    async enqueueDueReminders(now: Date, until: Date, limit: number): Promise<number> {
      const queued = await db.transaction(async (tx) => {
        const ids = await createAppointmentsRepository(tx).markRemindersQueued(now, until, limit);
        for (const id of ids) await notifier.reminderDue(tx, id);
        return ids.length;
      });
      if (queued > 0) notifier.flush();
      return queued;
    },

    /**
     * The doctor's confirmed appointments starting from `from`, earliest first, at most `limit`, as
     * the ICS feed writes them: times, the booking account's id and the person visited's name
     * (the customer's name as booked, else the account's). No service, notes or intake answers.
     */
    async confirmedForFeed(doctorId: string, from: Date, limit: number): Promise<FeedAppointment[]> {
      const rows = await repo.confirmedOfDoctor(doctorId, from, limit);
      return rows.map((r) => ({ id: r.id, patientId: r.patientId, startsAt: r.startsAt, endsAt: r.endsAt, personName: r.customerName.trim() || partyName(r.patient) }));
    },

    /**
     * The doctor's appointments that are not cancelled inside [from, to) (issue 25: a closure over
     * bookings never cancels them; the doctor keeps, moves or cancels each): id, time, the person
     * visited and the service.
     */
    async heldDuring(doctorId: string, from: Date, to: Date): Promise<AffectedAppointment[]> {
      const rows = await repo.heldVisitsMeeting(doctorId, from, to);
      return rows.map((r) => ({
        id: r.id,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        patientName: r.customerName.trim() || partyName(r.patient),
        serviceName: r.serviceName,
      }));
    },

    /** Demo data: writes an appointment as given, past ones included; the database's no-overlap rule still holds. No e-mail is sent. */
    async importAppointment(row: Omit<NewAppointmentRow, 'id'>): Promise<string> {
      return (await repo.insert({ ...row, id: randomUUID() })).id;
    },

    /** One page of the account's own bookings (spec: getUserAppointments); the owner comes from the session, never the cursor. */
    async listForPatient(patientId: string, query: AppointmentWindowQuery, now = clock.now()): Promise<AppointmentPage> {
      const window = windowOf(query, now);
      return appointmentPage(await repo.forPatient(patientId, window), query.limit, windowDirection(window), { id: patientId }, now);
    },

    /** One page of the doctor's appointments (spec: getProfessionalAppointments), without the patients' notes and answers (`withoutPatientNotes`). */
    async listForDoctor(doctorId: string, query: AppointmentWindowQuery, now = clock.now()): Promise<AppointmentPage> {
      const window = windowOf(query, now);
      const page = await appointmentPage(await repo.forDoctor(doctorId, window), query.limit, windowDirection(window), { id: doctorId }, now);
      return { ...page, appointments: page.appointments.map(withoutPatientNotes) };
    },

    /** /crm: one page of the accounts that booked with this doctor, latest appointment first. */
    async patients(doctorId: string, query: CrmPageQuery, now = clock.now()): Promise<CrmPatientList> {
      const after = query.cursor === undefined ? undefined : decodePageCursor('crm', query.cursor);
      const rows = await repo.patientsOf(doctorId, now, { limit: query.limit + 1, ...(after ? { after } : {}) });
      const { items, nextCursor } = pageOf(rows, query.limit, 'crm', (r) => ({ at: r.sortKey, id: r.patientId }));
      return { patients: items.map(toCrmPatient), nextCursor };
    },

    /** One patient of this doctor with one page of their history with this doctor only, most recent first. */
    async patient(doctorId: string, clientId: string, query: CrmPageQuery, now = clock.now()): Promise<CrmPatientDetail> {
      const after = query.cursor === undefined ? undefined : decodePageCursor('desc', query.cursor);
      const [summary] = await repo.patientsOf(doctorId, now, { patientId: clientId });
      if (!summary) throw new AppError(404, it.crm.patientNotFound);
      const history = await repo.forDoctorAndPatient(doctorId, clientId, query.limit + 1, after);
      const page = await appointmentPage(history, query.limit, 'desc', { id: doctorId }, now);
      // Every page is a read of the patient's record (a later page shows older visits), so each is logged.
      await audit.record({ actorId: doctorId, actorRole: 'doctor', subjectId: clientId, action: 'crm.patient.read', details: { appointments: page.appointments.length, firstPage: after === undefined } });
      return { patient: toCrmPatient(summary), ...page };
    },
  };
}
