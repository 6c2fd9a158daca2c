/**
 * When a televisita's room opens (issue 29): from 15 minutes before the start to 60 minutes after
 * it, the same rule on both sides (the server decides; the page says when it opens).
 */
export const ROOM_OPENS_BEFORE_MINUTES = 15;
export const ROOM_CLOSES_AFTER_MINUTES = 60;

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

export function roomWindowOf(startsAt: Date): RoomWindow {
  return {
    opensAt: new Date(startsAt.getTime() - ROOM_OPENS_BEFORE_MINUTES * 60_000),
    closesAt: new Date(startsAt.getTime() + ROOM_CLOSES_AFTER_MINUTES * 60_000),
  };
}

/** Where `now` falls: before the window, inside it (both ends included), after it. */
export function roomPhase(window: RoomWindow, now: Date): 'not_yet' | 'open' | 'ended' {
  if (now < window.opensAt) return 'not_yet';
  if (now > window.closesAt) return 'ended';
  return 'open';
}
