import { type ClientAppointment, EXTERNAL_EVENT_CATEGORY } from '@sanity/shared/domain/appointments/map-appointment';
import { allDayRange } from '@sanity/shared/domain/calendar/all-day';
import { type DayPart, localMidnight, splitByDay } from '@sanity/shared/domain/calendar/split-by-day';
import { DEFAULT_TIME_ZONE, localTimeOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { type ExternalCalendarEvent } from '@sanity/shared/schemas/calendar';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

/**
 * One day of an event of the doctor's own calendar, as the appointments views show it: the client
 * appointment shape (spec §3) with category 'Evento esterno', plus whether it fills the whole day.
 */
export interface ExternalCalendarItem extends ClientAppointment {
  /** The day is covered from midnight to midnight (an all-day event, or a middle day of a long one). */
  allDay: boolean;
  /** The calendar event's own id (`id` is per day part). */
  eventId: string;
}

const HOUR_MS = 3_600_000;

function parseInstant(value: string | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Descriptions written in Google Calendar's editor may be HTML: shown as plain text lines. */
function plainDescription(description: string): string {
  return description
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The event as instants: all-day `date` fields with their exclusive end (spec §9), else `dateTime`; null when unreadable. */
function eventSpan(event: ExternalCalendarEvent, timeZone: string): { start: Date; end: Date } | null {
  if (event.start.date) {
    const range = allDayRange(event.start.date, event.end.date ?? null, { timeZone, maxDays: 1 });
    return range ? { start: range.start, end: range.end } : null;
  }
  const start = parseInstant(event.start.dateTime);
  if (!start) return null;
  const end = parseInstant(event.end.dateTime);
  // Spec §5: an end missing or invalid (here also: not after the start) is the start plus 1 hour.
  return { start, end: end && end > start ? end : new Date(start.getTime() + HOUR_MS) };
}

function coversWholeDay(part: DayPart, timeZone: string): boolean {
  return part.start.getTime() === localMidnight(part.date, timeZone).getTime() && part.end.getTime() === localMidnight(plusDays(part.date, 1), timeZone).getTime();
}

/**
 * The external events of `GET /api/calendar/events` as entries of the visible window (spec §3, §9):
 * title the summary or 'Evento esterno'; an event crossing midnight becomes one entry per local day
 * (`splitByDay`), an all-day event covers its days up to the exclusive end date (`allDayRange`);
 * only the days meeting [from, to) are kept. Unreadable events are left out. Ascending by start.
 */
export function externalItems(events: readonly ExternalCalendarEvent[], window: { from: Date; to: Date }, timeZone = DEFAULT_TIME_ZONE): ExternalCalendarItem[] {
  const items: ExternalCalendarItem[] = [];
  for (const event of events) {
    const span = eventSpan(event, timeZone);
    if (!span) continue;
    const title = event.summary.trim() || EXTERNAL_EVENT_CATEGORY;
    const notes = plainDescription(event.description);
    for (const part of splitByDay(span.start, span.end, { timeZone, within: window })) {
      const allDay = coversWholeDay(part, timeZone);
      items.push({
        id: `esterno:${event.id}:${part.date}`,
        eventId: event.id,
        patientName: itCalendar.externalSource,
        patientId: null,
        professionalId: null,
        date: part.start,
        end: part.end,
        time: allDay ? itCalendar.allDay : `${localTimeOf(part.start, timeZone)} - ${localTimeOf(part.end, timeZone)}`,
        type: title,
        category: EXTERNAL_EVENT_CATEGORY,
        status: 'confirmed',
        notes,
        isActive: true,
        allDay,
      });
    }
  }
  return items.sort((a, b) => a.date.getTime() - b.date.getTime() || Number(b.allDay) - Number(a.allDay));
}
