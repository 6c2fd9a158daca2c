import { canUndoNoShow, NO_SHOW_UNDO_HOURS, noShowRefusal } from '@sanity/shared/domain/appointments/attendance-rules';
import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActorOf } from '../../lib/actor';
import type { AuditService } from '../audit/audit.service';
import type { Viewer } from './appointments.dto';
import type { AppointmentRecord } from './appointments.repository';
import { createAttendanceRepository } from './attendance.repository';
import { appointmentEvent, type AppointmentEvents } from './appointment-events';

const t = itAttendance;
const HOUR_MS = 3_600_000;

/**
 * No-shows (issue 26 item 4): the appointment's doctor marks a visit 'Non presentato' after its end
 * and may undo it within NO_SHOW_UNDO_HOURS. Who may: the route admits doctors only, and here only
 * the appointment's own doctor (`requireRecord` refuses anyone else, the patient is told why).
 * A mark never frees the time: the visit happened in the agenda (or did not) in the past, so the
 * waiting list is not told; the mark and its undo are audited with the change, in one transaction.
 */
export function createNoShows({
  db,
  audit,
  events,
  requireRecord,
  dtoOf,
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Issue 31: the mark reported in its transaction (webhooks); its undo is not an event. */
  events: AppointmentEvents;
  requireRecord: (id: string, viewer: Viewer) => Promise<AppointmentRecord>;
  dtoOf: (record: AppointmentRecord, viewer: Viewer, now: Date) => Promise<Appointment>;
}) {
  async function doctorsRecord(viewer: Viewer, id: string): Promise<AppointmentRecord> {
    const record = await requireRecord(id, viewer);
    if (record.row.doctorId !== viewer.id) throw new AppError(403, t.noShowDoctorOnly);
    return record;
  }

  // Issue 30: a collaborator's mark is theirs, on behalf of the doctor (the viewer acts for the doctor: `doctorsRecord`).
  const entry = (viewer: Viewer, record: AppointmentRecord, action: 'appointment.no-show' | 'appointment.no-show.undo') =>
    ({ ...auditActorOf(viewer, 'doctor'), subjectId: record.row.patientId, action, targetId: record.row.id }) as const;

  return {
    /** POST /api/appointments/:id/no-show. Marking a visit already marked answers it as it is (the first mark's time stays, and with it the undo window). */
    async mark(viewer: Viewer, id: string, now: Date): Promise<Appointment> {
      const record = await doctorsRecord(viewer, id);
      const refusal = noShowRefusal(record.row, now);
      if (refusal === 'cancelled') throw new AppError(409, t.noShowCancelled);
      if (refusal === 'not-ended') throw new AppError(409, t.noShowNotEnded, { code: 'failed-precondition' });
      if (record.row.noShowAt) return dtoOf(record, viewer, now);
      const row = await db.transaction(async (tx) => {
        const marked = await createAttendanceRepository(tx).markNoShow(id, viewer.id, now);
        if (marked) {
          await audit.record(entry(viewer, record, 'appointment.no-show'), tx);
          await events.emit(tx, appointmentEvent('appointment.no_show', marked, now));
        }
        return marked;
      });
      events.flush();
      // Null: cancelled or marked meanwhile; the row as it is now says which.
      if (!row) return dtoOf(await requireRecord(id, viewer), viewer, now);
      return dtoOf({ ...record, row }, viewer, now);
    },

    /** DELETE /api/appointments/:id/no-show: within NO_SHOW_UNDO_HOURS of the mark; an unmarked visit is answered as it is. */
    async undo(viewer: Viewer, id: string, now: Date): Promise<Appointment> {
      const record = await doctorsRecord(viewer, id);
      const markedAt = record.row.noShowAt;
      if (!markedAt) return dtoOf(record, viewer, now);
      if (!canUndoNoShow(markedAt, now)) throw new AppError(409, t.noShowUndoExpired(NO_SHOW_UNDO_HOURS), { code: 'failed-precondition' });
      const since = new Date(now.getTime() - NO_SHOW_UNDO_HOURS * HOUR_MS);
      const row = await db.transaction(async (tx) => {
        const undone = await createAttendanceRepository(tx).undoNoShow(id, since, now);
        if (undone) await audit.record(entry(viewer, record, 'appointment.no-show.undo'), tx);
        return undone;
      });
      if (!row) return dtoOf(await requireRecord(id, viewer), viewer, now);
      return dtoOf({ ...record, row }, viewer, now);
    },
  };
}
