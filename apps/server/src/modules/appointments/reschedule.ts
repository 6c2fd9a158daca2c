import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { rescheduleRefusal } from '@sanity/shared/domain/appointments/reschedule-rules';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { findFreeSlot, localDateOf, type Interval } from '@sanity/shared/domain/slots/compute-slots';
import { it } from '@sanity/shared/i18n/it';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { AppointmentLink, AppointmentLinkPurpose } from '@sanity/shared/schemas/reschedule';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditService } from '../audit/audit.service';
import type { AppointmentCalendarSync } from '../calendar/calendar-sync';
import type { AppointmentNotifier } from '../notifications/appointment-notice';
import type { PracticeService } from '../practice/practice.service';
import { actionLinkState, createActionLinks, type ActionLinkState } from './action-links';
import type { Viewer } from './appointments.dto';
import { createAppointmentsRepository, isOverlapViolation, type AppointmentRecord } from './appointments.repository';
import { slotRulesOf, type BookingContext } from './booking-context';
import type { OnTimeFreed } from './time-freed';

const r = itReschedule;
const b = it.booking;

export type MovedBy = 'patient' | 'doctor' | 'waitlist';
export interface MoveOptions {
  /** Who moves it; by default the viewer's side ('doctor' when the viewer is the appointment's doctor). */
  by?: MovedBy;
  /** The patient's signed link after a doctor's move, or the waiting list's offer: no cut-off. */
  ignoreCutoff?: boolean;
}

/** The same interval (a held time read back from the database). */
const same = (x: Interval, start: Date, end: Date) => x.start.getTime() === start.getTime() && x.end.getTime() === end.getTime();

const LINK_ERRORS: Record<Exclude<ActionLinkState, 'ok'>, AppError> = {
  unknown: new AppError(404, r.linkUnknown, { code: 'link-unknown' }),
  used: new AppError(410, r.linkUsed, { code: 'link-used' }),
  changed: new AppError(409, r.linkChanged, { code: 'link-changed' }),
  expired: new AppError(410, r.linkExpired, { code: 'link-expired' }),
};

/**
 * Rescheduling (issue 25 item 6), with the appointments service's own checks passed in: a move goes
 * through `bookingContext` and `slotRulesOf` exactly as a booking does (the one slot engine), then
 * one guarded UPDATE of the row, so the old time frees only when the new one is held and the
 * exclusion constraint decides a race. Also the signed links a doctor's move sends the patient.
 */
export function createRescheduling({
  db,
  practice,
  notifier,
  calendar,
  onTimeFreed,
  audit,
  timeZone,
  bookingContext,
  requireRecord,
  dtoOf,
  cancelRecord,
}: {
  db: Db;
  practice: Pick<PracticeService, 'bookableService'>;
  notifier: AppointmentNotifier;
  calendar: AppointmentCalendarSync | undefined;
  onTimeFreed: OnTimeFreed;
  audit: Pick<AuditService, 'record'>;
  timeZone: string;
  bookingContext: (doctorId: string, date: string) => Promise<BookingContext>;
  requireRecord: (id: string, viewer: Viewer) => Promise<AppointmentRecord>;
  dtoOf: (record: AppointmentRecord, viewer: Viewer, now: Date) => Promise<Appointment>;
  /** The service's cancellation (e-mails, calendar, freed time) with `inTx` run in its transaction. */
  cancelRecord: (record: AppointmentRecord, by: 'patient' | 'doctor', now: Date, inTx: (tx: Db) => Promise<void>) => Promise<Appointment>;
}) {
  const repo = createAppointmentsRepository(db);
  const links = createActionLinks(db);

  async function moveRecord(record: AppointmentRecord, start: Date, now: Date, by: MovedBy, ignoreCutoff: boolean, inTx?: (tx: Db) => Promise<void>): Promise<AppointmentRecord> {
    const { row } = record;
    const refusal = rescheduleRefusal(row, by, now, ignoreCutoff);
    if (refusal === 'cancelled') throw new AppError(409, r.cancelled);
    if (refusal === 'past') throw new AppError(409, r.past);
    if (refusal === 'cutoff') throw new AppError(409, r.tooLate(PATIENT_CANCEL_CUTOFF_HOURS), { code: 'failed-precondition' });
    if (start.getTime() === row.startsAt.getTime()) throw new AppError(400, r.sameTime, { fields: { dateTime: r.sameTime } });

    const { practiceVersion, held, rules } = await bookingContext(row.doctorId, localDateOf(start, timeZone));
    const bookable = await practice.bookableService(row.doctorId, row.serviceId, practiceVersion);
    if (!bookable) throw new AppError(400, r.serviceGone);
    // Its own held time never blocks a move: no other visit can hold the same interval (the exclusion constraint).
    const others = held.appointments.filter((x) => !same(x, row.startsAt, row.endsAt) && !same(x, row.blockedFrom, row.blockedUntil));
    const slotQuery = slotRulesOf(bookable, now, rules);
    if (!findFreeSlot({ ...slotQuery, bookings: held.external }, start)) throw new AppError(400, b.slotUnavailable, { fields: { dateTime: b.slotUnavailable } });
    if (!findFreeSlot({ ...slotQuery, bookings: [...others, ...held.external] }, start)) throw new AppError(409, b.slotTaken);

    let moved;
    try {
      moved = await db.transaction(async (tx) => {
        const updated = await createAppointmentsRepository(tx).move(row.id, { from: row.startsAt, to: start, by, at: now });
        // Cancelled or moved by someone else since it was read: nothing changed, nothing to tell.
        if (!updated) throw new AppError(409, r.changedMeanwhile);
        await inTx?.(tx);
        await notifier.appointmentMoved(tx, row.id, updated.rescheduleCount);
        await calendar?.appointmentMoved(tx, { id: row.id, doctorId: row.doctorId, move: updated.rescheduleCount });
        await onTimeFreed(tx, { doctorId: row.doctorId, from: row.blockedFrom, to: row.blockedUntil });
        if (by === 'doctor') {
          await audit.record({ actorId: row.doctorId, actorRole: 'doctor', subjectId: row.patientId, action: 'appointment.move', targetId: row.id, details: { moves: updated.rescheduleCount } }, tx);
        }
        return updated;
      });
    } catch (error) {
      // Another visit took the time between the check and the update: the constraint refused it, the old time is still held.
      if (isOverlapViolation(error)) throw new AppError(409, b.slotTaken);
      throw error;
    }
    notifier.flush();
    calendar?.flush();
    return { ...record, row: moved };
  }

  /** The token's appointment when the link works now; the link's Italian refusal otherwise. */
  async function linkTarget(raw: string, now: Date): Promise<{ record: AppointmentRecord; purpose: AppointmentLinkPurpose }> {
    const token = await links.find(raw);
    const record = token ? await repo.findById(token.appointmentId) : null;
    const state = actionLinkState(token, record?.row ?? null, now);
    if (state !== 'ok') throw LINK_ERRORS[state];
    return { record: record!, purpose: token!.purpose as AppointmentLinkPurpose };
  }

  /** The link consumed in the change's transaction: a link used meanwhile rolls the change back. */
  const consuming = (raw: string, purpose: AppointmentLinkPurpose, record: AppointmentRecord, now: Date) => async (tx: Db) => {
    if (!(await links.consume(tx, raw, purpose, record.row.startsAt, now))) throw LINK_ERRORS.used;
  };

  /** What a link's page shows of the visit: no notes, no intake answers (whoever holds the e-mail learns nothing it did not say). */
  function summaryOf({ row, doctor }: AppointmentRecord): AppointmentLink['appointment'] {
    return {
      id: row.id,
      professionalId: row.doctorId,
      professionalName: doctorDisplayName(doctor),
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      dateTime: row.startsAt.toISOString(),
      endDateTime: row.endsAt.toISOString(),
      duration: row.durationMinutes,
    };
  }

  async function targetFor(raw: string, purpose: AppointmentLinkPurpose, now: Date): Promise<AppointmentRecord> {
    const target = await linkTarget(raw, now);
    if (target.purpose !== purpose) throw LINK_ERRORS.unknown;
    return target.record;
  }

  return {
    /**
     * Moves an appointment to another free time of its service (issue 25 item 6). `viewer` must be
     * one of its two parties (403/404 otherwise). Refusals: cancelled or started (409), the patient
     * past the cut-off (409), a time the engine does not offer (400) or another visit holds (409).
     */
    async move(viewer: Viewer, id: string, dateTime: Date, now: Date, options: MoveOptions = {}): Promise<Appointment> {
      const record = await requireRecord(id, viewer);
      const by = options.by ?? (viewer.id === record.row.doctorId ? 'doctor' : 'patient');
      const moved = await moveRecord(record, dateTime, now, by, options.ignoreCutoff ?? false);
      return dtoOf(moved, viewer, now);
    },

    /** GET /api/appointment-links/:token: what the link does and the visit as it is. */
    async linkInfo(raw: string, now: Date): Promise<AppointmentLink> {
      const { record, purpose } = await linkTarget(raw, now);
      return { purpose, appointment: summaryOf(record) };
    },

    /** The patient moves the visit from the link of a doctor's move: no sign-in, no cut-off, the link used up with the move. */
    async moveByLink(raw: string, dateTime: Date, now: Date): Promise<AppointmentLink> {
      const record = await targetFor(raw, 'reschedule', now);
      const moved = await moveRecord(record, dateTime, now, 'patient', true, consuming(raw, 'reschedule', record, now));
      return { purpose: 'reschedule', appointment: summaryOf(moved) };
    },

    /** The patient cancels from the link of a doctor's move: no sign-in, no cut-off. */
    async cancelByLink(raw: string, now: Date): Promise<AppointmentLink> {
      const record = await targetFor(raw, 'cancel', now);
      await cancelRecord(record, 'patient', now, consuming(raw, 'cancel', record, now));
      return { purpose: 'cancel', appointment: summaryOf(record) };
    },

    /** AppointmentNoticeSource: two new links for the patient's e-mail, valid until the visit starts; null when it cannot change any more. */
    async actionLinksFor(id: string, now: Date): Promise<{ reschedule: string; cancel: string } | null> {
      const record = await repo.findById(id);
      if (!record || record.row.status === 'annullato' || record.row.startsAt <= now) return null;
      const startsAt = record.row.startsAt;
      return db.transaction(async (tx) => ({
        reschedule: await links.issue(tx, id, 'reschedule', startsAt, now),
        cancel: await links.issue(tx, id, 'cancel', startsAt, now),
      }));
    },
  };
}
