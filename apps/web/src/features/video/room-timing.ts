import { reminderWhen } from '@sanity/shared/domain/reminders/phrasing';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { type VideoRoom } from '@sanity/shared/schemas/video';

/** At least this long between two reads of a room, so a clock a little ahead of the server's does not spin. */
const MIN_RECHECK_MS = 5_000;
/** At most this long: a move or a cancellation elsewhere shows within five minutes on an open page. */
const MAX_RECHECK_MS = 5 * 60_000;

/**
 * When to ask the server again about a room shown at `now`: as it opens (so 'Entra nella televisita'
 * turns on without a reload), as it closes, else every few minutes; never for a room that cannot
 * change by waiting (ended, unavailable). The server decides the state; this only times the question.
 */
export function nextRoomCheckIn(room: VideoRoom, now: Date): number | false {
  if (room.state === 'ended' || room.state === 'unavailable') return false;
  const boundary = Date.parse(room.state === 'not_yet' ? room.opensAt : room.closesAt);
  const wait = Number.isNaN(boundary) ? MAX_RECHECK_MS : boundary - now.getTime() + 1_000;
  return Math.min(MAX_RECHECK_MS, Math.max(MIN_RECHECK_MS, wait));
}

/** 'tra 10 minuti, alle 10:15', 'oggi alle 10:15', 'domani alle 10:15' or 'giovedì 3 dicembre alle 10:15' (Rome), as the reminders say it. */
export function opensWhen(room: VideoRoom, now: Date): string {
  const at = new Date(room.opensAt);
  return Number.isNaN(at.getTime()) ? '' : reminderWhen(at, now, DEFAULT_TIME_ZONE);
}
