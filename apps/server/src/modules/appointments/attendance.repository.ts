import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import type { AppointmentRow } from './appointments.repository';

/**
 * Issue 26's writes on an appointment that are not a booking's: the patient's 'Confermo la presenza'
 * and the doctor's no-show. Each is one guarded UPDATE, null when its guard did not hold.
 */
export function createAttendanceRepository(db: Db) {
  return {
    /** Sets `attendance_confirmed_at` while the visit is not cancelled, still starts at `startsAt` and was not confirmed yet. */
    async confirmAttendance(id: string, startsAt: Date, now: Date): Promise<AppointmentRow | null> {
      const [row] = await db
        .update(appointments)
        .set({ attendanceConfirmedAt: now, updatedAt: now })
        .where(and(eq(appointments.id, id), ne(appointments.status, 'annullato'), eq(appointments.startsAt, startsAt), isNull(appointments.attendanceConfirmedAt)))
        .returning();
      return row ?? null;
    },

    /** Marks the visit missed unless it is cancelled or already marked. */
    async markNoShow(id: string, by: string, now: Date): Promise<AppointmentRow | null> {
      const [row] = await db
        .update(appointments)
        .set({ noShowAt: now, noShowBy: by, updatedAt: now })
        .where(and(eq(appointments.id, id), ne(appointments.status, 'annullato'), isNull(appointments.noShowAt)))
        .returning();
      return row ?? null;
    },

    /** Clears a mark made after `since` (the undo window); null when there is none or it is older. */
    async undoNoShow(id: string, since: Date, now: Date): Promise<AppointmentRow | null> {
      const [row] = await db
        .update(appointments)
        .set({ noShowAt: null, noShowBy: null, updatedAt: now })
        .where(and(eq(appointments.id, id), isNotNull(appointments.noShowAt), gt(appointments.noShowAt, since)))
        .returning();
      return row ?? null;
    },
  };
}
