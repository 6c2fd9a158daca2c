import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, findFreeSlot, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { BOOKINGS_PER_DOCTOR_MAX, PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itVideo } from '@sanity/shared/i18n/it-video';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { bookingModeOf } from '@sanity/shared/domain/video/visit-mode';
import { needsHealthConsent } from '@sanity/shared/domain/appointments/booking-rules';
import { HEALTH_DATA_CONSENT_VERSION } from '@sanity/shared/domain/privacy/terms';
import type {
  Appointment,
  AppointmentWindowQuery,
  CreateAppointment,
  CrmPageQuery,
  CrmPatient,
  CrmPatientDetail,
  CrmPatientList,
} from '@sanity/shared/schemas/appointments';
import type { AffectedAppointment } from '@sanity/shared/schemas/schedule';
import type { AppointmentDocument } from '@sanity/shared/schemas/documents';
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
import { canCancel, partyName, readsClinical, toAppointmentDto, toAppointmentNotice, toCrmPatient, withoutPatientNotes, type Viewer } from './appointments.dto';
import { auditActorOf } from '../../lib/actor';
import { checkAnswers } from './intake-answers';
import { ignoreFreedTime, type OnTimeFreed } from './time-freed';
import { createRescheduling, type MoveOptions } from './reschedule';
import { createAppointmentLinks } from './appointment-links';
import { createNoShows } from './no-shows';
import { appointmentEvent, noAppointmentEvents, type AppointmentEvents } from './appointment-events';
import { createAvailability } from './availability';
import { createScheduleRulesCache } from '../schedule/schedule-rules-cache';
import { createReminderBookkeeping } from './reminders';
import { createReviewVisits } from './review-visits';
import { createPatientSearch } from './patient-search';
import { createBookingContext, slotRulesOf } from './booking-context';
import { toVisit, type Visit } from './visits';
import {
  createAppointmentsRepository,
  isOverlapViolation,
  windowDirection,
  type AppointmentRecord,
  type AppointmentRow,
  type ListedRecord,
  type MemberRow,
  type NewAppointmentRow,
  type TimeWindow,
} from './appointments.repository';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
/** Issue 30: a booking made by the practice (the doctor, or staff for them) for a patient who phoned. */
export interface OnBehalf {
  /** The practice's actor: `id` is the doctor. */
  by: Viewer;
  /** Whether the patient record was made for this booking (the audit entry says so). */
  newContact: boolean;
  /** Run first in the booking's transaction (the new contact's record is written there, so a refused booking leaves none). */
  inTx?: (tx: Db) => Promise<void>;
}
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
  /** Issue 29: in the studio or online (the feed shows the televisita link only when the doctor chose to). */
  mode: 'in_studio' | 'online';
}

const b = itBooking.booking;
const a = itAppointments.appointments;
/** A stable fingerprint of a creation request: the same Idempotency-Key with another body is refused. */
function fingerprint(input: CreateAppointment, doctorId: string): string {
  const canonical = JSON.stringify({ ...input, professionalId: doctorId, customFields: Object.entries(input.customFields).sort(([x], [y]) => x.localeCompare(y)) });
  return createHash('sha256').update(canonical).digest('hex');
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
  publicUrl,
  crmDocuments = () => Promise.resolve([]),
  events = noAppointmentEvents,
  familyMembers,
}: {
  /** Issue 31: each booking, move, cancellation, confirmation and no-show, reported in its transaction (the webhooks). */
  events?: AppointmentEvents;
  /** Issue 30: the family member a booking is for, when it is the caller's to book for (404 / 409 otherwise). */
  familyMembers?: { memberForBooking(holderId: string, memberId: string): Promise<MemberRow> };
  /** Issue 29: the documents of a /crm history page's appointments (the documents feature). */
  crmDocuments?: (doctorId: string, appointmentIds: readonly string[]) => Promise<AppointmentDocument[]>;
  db: Db;
  /** The web app's address: the signed links of the patient's messages are full URLs (issue 26). */
  publicUrl: string;
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
  const bookingContext = createBookingContext({ repo, scheduleRules: createScheduleRulesCache(db), externalBusy, externalBusySql, timeZone });

  async function requireFamilyMember(holderId: string, memberId: string) {
    if (!familyMembers) throw new AppError(404, itFamily.notFound);
    return familyMembers.memberForBooking(holderId, memberId);
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

  /** One appointment as `viewer` sees it, with its doctor's practice address (read with the record when it was read by id). */
  async function dtoOf(record: AppointmentRecord, viewer: Viewer, now: Date): Promise<Appointment> {
    return toAppointmentDto(record, viewer, now, record.location !== undefined ? record.location : await practiceAddress.get(record.row.doctorId));
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
        await events.emit(tx, appointmentEvent('appointment.cancelled', changed, now));
        await calendar?.appointmentCancelled(tx, { id: row.id, doctorId: row.doctorId });
        await onTimeFreed(tx, { doctorId: row.doctorId, from: row.blockedFrom, to: row.blockedUntil });
      }
      return changed;
    });
    if (!updated) throw new AppError(409, a.alreadyCancelled);
    notifier.flush();
    events.flush();
    calendar?.flush();
    return dtoOf({ ...record, row: updated }, viewer, now);
  }

  /**
   * The e-mail jobs' reads of an appointment in flight, by id: the two jobs of one booking (the
   * patient's and the doctor's e-mail) are claimed together and start at once, and the second takes
   * the answer of the read the first has just sent, as fresh, instead of sending the same statement.
   */
  const noticeReads = new Map<string, Promise<AppointmentRecord | null>>();
  function readForNotice(id: string): Promise<AppointmentRecord | null> {
    let read = noticeReads.get(id);
    if (!read) {
      read = repo.findById(id).finally(() => noticeReads.delete(id));
      noticeReads.set(id, read);
    }
    return read;
  }

  const rescheduling = createRescheduling({ db, practice, notifier, events, calendar, onTimeFreed, audit, timeZone, bookingContext, requireRecord, dtoOf });
  const links = createAppointmentLinks({
    db,
    publicUrl,
    locationOf: (doctorId) => practiceAddress.get(doctorId),
    moveRecord: rescheduling.moveRecord,
    events,
    cancelRecord: (record, by, now, inTx) => cancelRecord(record, by, undefined, now, { id: record.row.patientId }, inTx),
  });
  const noShows = createNoShows({ db, audit, events, requireRecord, dtoOf });
  const reminders = createReminderBookkeeping({ db, notifier });
  const reviewVisits = createReviewVisits(db);
  const searchPatients = createPatientSearch(db);

  return {
    ...createAvailability({ practice, repo, externalBusy, bookingContext, clock, timeZone }),

    /**
     * Books a slot for the signed-in account. With an Idempotency-Key, a retry returns the first
     * result (`created` false) and creates nothing.
     */
    async create(
      patientId: string,
      input: CreateAppointment,
      idempotencyKey: string | null,
      now = clock.now(),
      onBehalf?: OnBehalf,
    ): Promise<{ appointment: Appointment; created: boolean; googleCalendarSynced: boolean }> {
      // Booked by the practice for the patient (issue 30): the answer is the practice's view of it.
      const viewer: Viewer = onBehalf?.by ?? { id: patientId };
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
          // A new contact's record (issue 30) is written first: the appointment names it.
          await onBehalf?.inTx?.(tx);
          // Under the lock, so that parallel bookings cannot all pass the count.
          await txRepo.lockPatientWithDoctor(patientId, doctor.id);
          // The cap is per person seen: a parent booking for three children is not one patient booking four times.
          if ((await txRepo.countUpcomingWith(patientId, doctor.id, now, member?.id ?? null)) >= bookingsPerDoctorMax) {
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
      return { appointment: toAppointmentDto({ row, doctor, member }, viewer, now, location), created: true, googleCalendarSynced };
    },

    async get(viewer: Viewer, id: string, now = clock.now()): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      // The doctor reads the patient's data (intake answers, contacts); the patient reading their own is not logged.
      if (viewer.id === record.row.doctorId && viewer.id !== record.row.patientId) {
        // Issue 30: a family member's visit is logged for the holder's account (whose access log shows it), the member named by id.
        const details = record.row.familyMemberId ? { familyMemberId: record.row.familyMemberId } : undefined;
        await audit.record({ ...auditActorOf(viewer, 'doctor'), subjectId: record.row.patientId, action: 'appointment.read', targetId: id, ...(details ? { details } : {}) });
      }
      // A collaborator without 'accesso clinico' sees the visit without the patient's notes and answers (issue 30).
      const dto = await dtoOf(record, viewer, now);
      return readsClinical(viewer) ? dto : withoutPatientNotes(dto);
    },

    /** A participant cancels (issue: cancellation; ADR 0007 for the patients' cut-off). */
    async cancel(viewer: Viewer, id: string, reason: string | undefined, now = clock.now()): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      const { row } = record;
      if (row.status === 'annullato') throw new AppError(409, a.alreadyCancelled);
      if (row.startsAt <= now) throw new AppError(409, a.cancelPast);
      if (!canCancel(record, viewer, now)) throw new AppError(409, a.cancelTooLate(PATIENT_CANCEL_CUTOFF_HOURS));
      const byPractice = viewer.id === row.doctorId;
      // Issue 30: the practice's cancellation is in the patient's log, by whoever did it (the doctor, or staff for them).
      const logged = byPractice ? (tx: Db) => audit.record({ ...auditActorOf(viewer, 'doctor'), subjectId: row.patientId, action: 'appointment.cancel', targetId: row.id }, tx) : undefined;
      const dto = await cancelRecord(record, byPractice ? 'doctor' : 'patient', reason, now, viewer, logged);
      return readsClinical(viewer) ? dto : withoutPatientNotes(dto);
    },

    /**
     * Moves a participant's appointment to another free time of its service (issue 25 item 6,
     * reschedule.ts): the same checks as a booking; one UPDATE, so the old time frees only when the
     * new one is held. The waiting list passes `by: 'waitlist'` and `ignoreCutoff`.
     */
    move: (viewer: Viewer, id: string, dateTime: Date, now = clock.now(), options: MoveOptions = {}): Promise<Appointment> =>
      rescheduling.move(viewer, id, dateTime, now, options),

    /** The signed links of the patient's messages (issues 25, 26; appointment-links.ts): what one does, and using it without signing in. */
    appointmentLink: (token: string, now = clock.now()) => links.linkInfo(token, now),
    moveByLink: (token: string, dateTime: Date, now = clock.now()) => links.moveByLink(token, dateTime, now),
    cancelByLink: (token: string, now = clock.now()) => links.cancelByLink(token, now),
    confirmByLink: (token: string, now = clock.now()) => links.confirmByLink(token, now),
    /** AppointmentNoticeSource: the links for the patient's e-mail after a doctor's move. */
    actionLinksFor: (id: string, now: Date) => links.actionLinksFor(id, now),
    /** AppointmentNoticeSource (issue 26): the full URLs of a confirmation's or reminder's links; null when the visit cannot change any more. */
    reminderLinksFor: (id: string, now: Date, startsAt?: Date) => links.reminderLinksFor(id, now, startsAt),
    manageLinkFor: (id: string, now: Date) => links.manageLinkFor(id, now),

    /** Issue 26 item 4: the appointment's doctor marks the patient absent after the visit's end, or undoes it within 24 hours (no-shows.ts). */
    markNoShow: (viewer: Viewer, id: string, now = clock.now()) => noShows.mark(viewer, id, now),
    undoNoShow: (viewer: Viewer, id: string, now = clock.now()) => noShows.undo(viewer, id, now),

    /** Issue 30: the practice's search for the patient who phoned (patient-search.ts). */
    searchPatients: (doctorId: string, query: string) => searchPatients(doctorId, query),

    /** Issue 30 (ADR 0036): a claimed contact's appointments become the account's, in `tx`; how many moved. */
    reassignPatient: (from: readonly string[], to: string, tx: Db) => createAppointmentsRepository(tx).reassignPatient(from, to),

    /** Issue 28: the visits the reviews feature asks about (review-visits.ts). */
    reviewVisit: (id: string) => reviewVisits.visit(id),
    visitsEndedBetween: (from: Date, to: Date, limit: number, patientId?: string) => reviewVisits.endedBetween(from, to, limit, patientId),
    /** Issue 29: one appointment's parties, state, mode and time (video room, documents); null when unknown. */
    async visitOf(id: string): Promise<Visit | null> {
      const record = await repo.findById(id);
      return record ? toVisit(record) : null;
    },
    /** The same for several (a patient's documents); unknown ids are left out. */
    visitsOf: async (ids: readonly string[]): Promise<Visit[]> => (await repo.findByIds(ids)).map(toVisit),

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
      const record = await readForNotice(id);
      if (!record) return null;
      const status = record.row.status === 'annullato' || record.row.status === 'confermato' ? record.row.status : 'pending';
      return { notice: toAppointmentNotice(record, record.location ?? null, timeZone, publicUrl), status };
    },

    // AppointmentNoticeSource: the reminders' bookkeeping and the morning agenda (issue 26, reminders.ts).
    ...reminders,

    /**
     * The doctor's confirmed appointments starting from `from`, earliest first, at most `limit`, as
     * the ICS feed writes them: times, the booking account's id and the person visited's name
     * (the customer's name as booked, else the account's). No service, notes or intake answers.
     */
    async confirmedForFeed(doctorId: string, from: Date, limit: number): Promise<FeedAppointment[]> {
      const rows = await repo.confirmedOfDoctor(doctorId, from, { limit });
      return rows.map((r) => ({ id: r.id, patientId: r.patientId, startsAt: r.startsAt, endsAt: r.endsAt, personName: r.memberName ?? (r.customerName.trim() || partyName(r.patient)), mode: r.mode }));
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
        patientName: r.memberName ?? (r.customerName.trim() || partyName(r.patient)),
        serviceName: r.serviceName,
      }));
    },

    /**
     * Issue 30 point 2 (the family feature's hand-over, in its transaction `tx`): the member's
     * appointments become `accountId`'s; the ids moved (their documents follow in the documents feature).
     */
    handOverMember: (tx: Db, memberId: string, holderId: string, accountId: string, now: Date) => createAppointmentsRepository(tx).handOverMember(memberId, holderId, accountId, now),

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

    /**
     * One patient of this doctor as the /crm record names them (the FHIR Patient, issue 31), or null
     * when no appointment joins them; the read is logged like the record's.
     */
    async patientSummary(doctorId: string, clientId: string, now = clock.now()): Promise<CrmPatient | null> {
      const [summary] = await repo.patientsOf(doctorId, now, { patientId: clientId });
      if (!summary) return null;
      await audit.record({ actorId: doctorId, actorRole: 'doctor', subjectId: clientId, action: 'crm.patient.read', details: { via: 'fhir' } });
      return toCrmPatient(summary);
    },

    /** One patient of this doctor with one page of their history with this doctor only, most recent first. */
    async patient(viewer: Viewer, clientId: string, query: CrmPageQuery, now = clock.now()): Promise<CrmPatientDetail> {
      const doctorId = viewer.id;
      const after = query.cursor === undefined ? undefined : decodePageCursor('desc', query.cursor);
      const [summary] = await repo.patientsOf(doctorId, now, { patientId: clientId });
      if (!summary) throw new AppError(404, itBooking.crm.patientNotFound);
      const history = await repo.forDoctorAndPatient(doctorId, clientId, query.limit + 1, after);
      const page = await appointmentPage(history, query.limit, 'desc', viewer, now);
      // Every page is a read of the patient's record (a later page shows older visits), so each is logged.
      // Issue 30: a family member's record is the holder's data (subject), the member named by id.
      const details: Record<string, string | number | boolean> = { appointments: page.appointments.length, firstPage: after === undefined };
      if (summary.member) details.familyMemberId = summary.member.id;
      await audit.record({
        ...auditActorOf(viewer, 'doctor'),
        subjectId: summary.patientId,
        action: 'crm.patient.read',
        ...(summary.member ? { targetId: summary.member.id } : {}),
        details,
      });
      // Issue 30: a collaborator without 'accesso clinico' gets the history without notes, answers and documents.
      if (!readsClinical(viewer)) return { patient: toCrmPatient(summary), ...page, appointments: page.appointments.map(withoutPatientNotes), documents: [] };
      const documents = await crmDocuments(doctorId, page.appointments.map((x) => x.id));
      return { patient: toCrmPatient(summary), ...page, documents };
    },
  };
}
