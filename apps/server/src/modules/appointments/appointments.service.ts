import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { BOOKINGS_PER_DOCTOR_MAX, PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import type { Appointment, AppointmentWindowQuery } from '@sanity/shared/schemas/appointments';
import type { AppointmentDocument } from '@sanity/shared/schemas/documents';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AppointmentCalendarSync, ExternalBusy, ExternalBusySql } from '../calendar/calendar-sync';
import type { AppointmentNoticeState, AppointmentNotifier } from '../notifications/appointment-notice';
import type { PracticeAddressService } from '../practice/address.service';
import type { PracticeService } from '../practice/practice.service';
import { canCancel, toAppointmentNotice, withoutPatientNotes, type Viewer } from './appointments.dto';
import { auditActorOf } from '../../lib/actor';
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
import { createBookingContext } from './booking-context';
import { createBookingChecksRepository } from './booking-checks.repository';
import { createBooking } from './create-booking';
import { createCrmService } from './crm.service';
import { createAgendaViews } from './agenda';
import { createContactHandOverRepository } from './contact-handover.repository';
import { createAppointmentViews, windowOf, type AppointmentPage } from './appointment-views';
import { toVisit, type Visit } from './visits';
import type { MemberRow } from './person-columns';
import { createAppointmentsRepository, windowDirection, type AppointmentRecord, type NewAppointmentRow } from './appointments.repository';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

const a = itAppointments.appointments;

/**
 * Booking (spec §2 Booking dialog, §3 Appointment, §5 Booking): availability, creation, lists,
 * cancellation and the doctor's patients, as one service object for the routes and the other
 * features. Each part lives in its own module (creation: create-booking.ts; /crm: crm.service.ts;
 * the agenda's lines: agenda.ts; moves, links, no-shows, reminders: their own files); this wires them.
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
  const checks = createBookingChecksRepository(db);
  const bookingContext = createBookingContext({ repo: checks, scheduleRules: createScheduleRulesCache(db), externalBusy, externalBusySql, timeZone });

  async function requireRecord(id: string, viewer: Viewer): Promise<AppointmentRecord> {
    const record = await repo.findById(id);
    if (!record) throw new AppError(404, a.notFound);
    if (record.row.doctorId !== viewer.id && record.row.patientId !== viewer.id) throw new AppError(403, a.forbidden);
    return record;
  }

  const { dtoOf, appointmentPage } = createAppointmentViews(practiceAddress);

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

  const create = createBooking({ db, repo, bookingContext, practice, audit, notifier, events, calendar, clock, timeZone, bookingsPerDoctorMax, familyMembers, dtoOf });
  const crm = createCrmService({ db, repo, audit, clock, views: { appointmentPage }, crmDocuments });

  return {
    ...createAvailability({ practice, repo: checks, externalBusy, bookingContext, clock, timeZone }),

    /**
     * Books a slot for the signed-in account (create-booking.ts). With an Idempotency-Key, a retry
     * returns the first result (`created` false) and creates nothing.
     */
    create,

    async get(viewer: Viewer, id: string, now = clock.now()): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      // The doctor reads the patient's data (intake answers, contacts); the patient reading their own is not logged.
      if (viewer.id === record.row.doctorId && viewer.id !== record.row.patientId) {
        // Issue 30: a family member's visit is logged for the holder's account (whose access log shows it), the member named by id.
        const details = record.row.familyMemberId ? { familyMemberId: record.row.familyMemberId } : undefined;
        await audit.record({ ...auditActorOf(viewer, 'doctor'), subjectId: record.row.patientId, action: 'appointment.read', targetId: id, ...(details ? { details } : {}) });
      }
      // A collaborator without 'accesso clinico' sees the visit without the patient's notes and answers (issue 30; appointment-views.ts).
      return dtoOf(record, viewer, now);
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
      return cancelRecord(record, byPractice ? 'doctor' : 'patient', reason, now, viewer, logged);
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
    reassignPatient: (from: readonly string[], to: string, tx: Db) => createContactHandOverRepository(tx).reassignPatient(from, to),

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

    // The doctor's agenda as the ICS feed and a closure over bookings read it (agenda.ts).
    ...createAgendaViews(db),

    /**
     * Issue 30 point 2 (the family feature's hand-over, in its transaction `tx`): the member's
     * appointments become `accountId`'s; the ids moved (their documents follow in the documents feature).
     */
    handOverMember: (tx: Db, memberId: string, holderId: string, accountId: string, now: Date) => createContactHandOverRepository(tx).handOverMember(memberId, holderId, accountId, now),

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

    // /crm: the doctor's patients, one of them, and the FHIR Patient (crm.service.ts).
    ...crm,
  };
}
