import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/dates/local-time';

// Slots are wall-clock times of the practice (Europe/Rome), whatever the visitor's own time zone.
const day = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'short', timeZone: DEFAULT_TIME_ZONE });
const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: DEFAULT_TIME_ZONE });

/** A directory card's next free slot: "mar 24 nov, 09:30"; null when the value is not an instant. */
export function nextSlotLabel(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${day.format(date)}, ${time.format(date)}`;
}
