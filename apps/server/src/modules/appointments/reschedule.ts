import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { rescheduleRefusal } from '@sanity/shared/domain/appointments/reschedule-rules';
import { findFreeSlot, localDateOf, type Interval } from '@sanity/shared/domain/slots/compute-slots';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditService } from '../audit/audit.service';
import type { AppointmentCalendarSync } from '../calendar/calendar-sync';
import type { AppointmentNotifier } from '../notifications/appointment-notice';
import type { PracticeService } from '../practice/practice.service';
import type { Viewer } from './appointments.dto';
import { auditActorOf } from '../../lib/actor';
import { createAppointmentsRepository, isOverlapViolation, type AppointmentRecord } from './appointments.repository';
import { slotRulesOf, type BookingContext } from './booking-context';
import type { OnTimeFreed } from './time-freed';
import { appointmentEvent, type AppointmentEvents } from './appointment-events';

const r = itReschedule;
const b = itBooking.booking;

export type MovedBy = 'patient' | 'doctor' | 'waitlist';
export interface MoveOptions {
  /** Who moves it; by default the viewer's side ('doctor' when the viewer is the appointment's doctor). */
  by?: MovedBy;
  /** The patient's signed link after a doctor's move, or the waiting list's offer: no cut-off. */
  ignoreCutoff?: boolean;
}

/** The same interval (a held time read back from the database). */
const same = (x: Interval, start: Date, end: Date) => x.start.getTime() === start.getTime() && x.end.getTime() === end.getTime();

/**
 * Rescheduling (issue 25 item 6), with the appointments service's own checks passed in: a move goes
 * through `bookingContext` and `slotRulesOf` exactly as a booking does (the one slot engine), then
 * one guarded UPDATE of the row, so the old time frees only when the new one is held and the
 * exclusion constraint decides a race. The signed links that move a visit use `moveRecord` (appointment-links.ts).
 */
export function createRescheduling({
  db,
  practice,
  notifier,
  events,
  calendar,
  onTimeFreed,
  audit,
  timeZone,
  bookingContext,
  requireRecord,
  dtoOf,
}: {
  db: Db;
  practice: Pick<PracticeService, 'bookableService'>;
  notifier: AppointmentNotifier;
  /** Issue 31: the move reported in its transaction (webhooks). */
  events: AppointmentEvents;
  calendar: AppointmentCalendarSync | undefined;
  onTimeFreed: OnTimeFreed;
  audit: Pick<AuditService, 'record'>;
  timeZone: string;
  bookingContext: (doctorId: string, date: string) => Promise<BookingContext>;
  requireRecord: (id: string, viewer: Viewer) => Promise<AppointmentRecord>;
  dtoOf: (record: AppointmentRecord, viewer: Viewer, now: Date) => Promise<Appointment>;
}) {

  async function moveRecord(record: AppointmentRecord, start: Date, now: Date, by: MovedBy, ignoreCutoff: boolean, inTx?: (tx: Db) => Promise<void>, mover?: Viewer): Promise<AppointmentRecord> {
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
        await events.emit(tx, appointmentEvent('appointment.moved', updated, now));
        await calendar?.appointmentMoved(tx, { id: row.id, doctorId: row.doctorId, move: updated.rescheduleCount });
        await onTimeFreed(tx, { doctorId: row.doctorId, from: row.blockedFrom, to: row.blockedUntil });
        if (by === 'doctor') {
          // Issue 30: a collaborator's move is theirs, on behalf of the doctor.
          await audit.record({ ...auditActorOf(mover ?? { id: row.doctorId }, 'doctor'), subjectId: row.patientId, action: 'appointment.move', targetId: row.id, details: { moves: updated.rescheduleCount } }, tx);
        }
        return updated;
      });
    } catch (error) {
      // Another visit took the time between the check and the update: the constraint refused it, the old time is still held.
      if (isOverlapViolation(error)) throw new AppError(409, b.slotTaken);
      throw error;
    }
    notifier.flush();
    events.flush();
    calendar?.flush();
    return { ...record, row: moved };
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
      const moved = await moveRecord(record, dateTime, now, by, options.ignoreCutoff ?? false, undefined, viewer);
      return dtoOf(moved, viewer, now);
    },

    /** The move itself for the signed links (appointment-links.ts): `ignoreCutoff` for a doctor's-move link, `inTx` uses the link up. */
    moveRecord,
  };
}
