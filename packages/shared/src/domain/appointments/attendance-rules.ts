const HOUR_MS = 3_600_000;

/** Issue 26 item 4: a no-show may be undone for this many hours after it was marked. */
export const NO_SHOW_UNDO_HOURS = 24;

export type NoShowRefusal = 'cancelled' | 'not-ended';

/**
 * Whether the doctor may mark the visit 'Non presentato' now: never a cancelled one, only once it
 * has ended (before that the patient may still arrive). The server refuses with it and the details
 * dialog offers the button by the same rule (the appointment's `canMarkNoShow`).
 */
export function noShowRefusal(appointment: { status: string; endsAt: Date }, now: Date): NoShowRefusal | null {
  if (appointment.status === 'annullato') return 'cancelled';
  return appointment.endsAt.getTime() > now.getTime() ? 'not-ended' : null;
}

/** Whether a mark made at `markedAt` may still be undone at `now` (within NO_SHOW_UNDO_HOURS). */
export const canUndoNoShow = (markedAt: Date, now: Date) => now.getTime() - markedAt.getTime() < NO_SHOW_UNDO_HOURS * HOUR_MS;
