import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { bookingEventUid, buildBookingDescription } from '@sanity/shared/domain/calendar/booking-description';
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedAppointment } from '../appointments/agenda';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

/** How often calendar apps are asked to refresh the subscription (REFRESH-INTERVAL, X-PUBLISHED-TTL); most poll at their own pace anyway. */
export const FEED_REFRESH_SECONDS = 30 * 60;

/**
 * The doctor's subscription calendar (RFC 5545): one VEVENT per confirmed appointment. The UID is
 * the booking's everywhere (`<id>@sanity`: the pushed event and the e-mailed invitation have it
 * too), so a calendar app holding both shows one event. DTSTART/DTEND carry TZID=<time zone> with
 * the VTIMEZONE that defines it, as the invitation does (notifications/ics.ts).
 *
 * What the feed says (the URL is a secret, but it travels to calendar apps and their servers):
 * the title names the person visited, 'Appuntamento – Giulia Rossi', so the doctor recognises the
 * booking, which an id would not let them do; never the service, the notes or the intake answers,
 * which can tell the reason of the visit. The description is the pushed event's (the marker and the
 * ids, no health data), so a pull that met the event would see an app booking, not busy time.
 */
export function buildFeedIcs(
  entries: readonly FeedAppointment[],
  options: { now: Date; timeZone: string; location?: string | null; televisitUrlOf?: (entry: FeedAppointment) => string | null },
): string {
  const calendar = ical({
    prodId: { company: 'Sanity', product: 'Sanity', language: 'IT' },
    name: itCalendar.feedName,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const entry of entries) {
    const name = entry.personName.trim();
    // Issue 29: an online visit's page, only when the doctor chose to show it (else none, as before).
    const televisitUrl = options.televisitUrlOf?.(entry) ?? null;
    calendar.createEvent({
      id: bookingEventUid(entry.id),
      stamp: options.now,
      // TZDate makes ical-generator print the wall-clock time in the zone (a plain Date would print the process's zone).
      start: new TZDate(entry.startsAt, options.timeZone),
      end: new TZDate(entry.endsAt, options.timeZone),
      timezone: options.timeZone,
      summary: name ? itCalendar.feedEventTitle(name) : itCalendar.feedEventTitleNoName,
      description: buildBookingDescription({ appointmentId: entry.id, patientId: entry.patientId, detailed: false, televisitUrl }),
      status: ICalEventStatus.CONFIRMED,
      ...(televisitUrl ? { url: televisitUrl } : options.location ? { location: options.location } : {}),
    });
  }
  // As in notifications/ics.ts: a calendar-level time zone would print DTSTAMP without its Z, so the
  // VTIMEZONE goes in by hand, before the first event (none without events: nothing refers to it).
  const text = calendar.toString();
  const vtimezone = getVtimezoneComponent(options.timeZone);
  if (!vtimezone || entries.length === 0) return text;
  return text.replace('BEGIN:VEVENT', `${vtimezone.replace(/\r?\n/g, '\r\n').trimEnd()}\r\nBEGIN:VEVENT`);
}
