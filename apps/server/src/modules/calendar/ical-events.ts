import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import type { RemoteEvent, TimeWindow } from './calendar-provider';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/**
 * The zone of the practice: all-day events span its midnights, and times without a zone (floating
 * times, or a TZID neither defined in the object nor known by name) are read as its wall clock.
 */
export const CALENDAR_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * A series is expanded from its first occurrence; this bounds the work for a daily series
 * decades long (or a broken rule) instead of looping without end.
 */
const MAX_OCCURRENCES = 20_000;

function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `time` read in an IANA zone. */
function wallClockIn(time: IcalTime, zone: string): Date {
  return new Date(new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime());
}

/**
 * The instant of an iCalendar time. ical.js resolves a TZID against the VTIMEZONE of the object
 * (and UTC); when it could not, the time carries its "local" zone, which ical.js would read in the
 * server process's zone — so those are read in `fallbackZone` instead: the TZID when it is an IANA
 * name, else Europe/Rome (floating times, unknown ids).
 */
function instantOf(time: IcalTime, fallbackZone: string): Date {
  if (time.isDate) return wallClockIn(time, CALENDAR_TIME_ZONE);
  if (time.zone === ICAL.Timezone.utcTimezone) {
    return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  }
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  return wallClockIn(time, fallbackZone);
}

function fallbackZoneOf(event: IcalComponent): string {
  const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' && isKnownTimeZone(tzid) ? tzid : CALENDAR_TIME_ZONE;
}

function textOf(component: IcalComponent, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}

function isCancelled(component: IcalComponent): boolean {
  return textOf(component, 'status').toUpperCase() === 'CANCELLED';
}

/** TRANSP:TRANSPARENT ("free" in calendar apps) does not block booking; OPAQUE is the default. */
function isBusy(component: IcalComponent): boolean {
  return textOf(component, 'transp').toUpperCase() !== 'TRANSPARENT';
}

/** The occurrence's key: an instant (UTC ISO) for timed series, the calendar date for all-day ones. */
function recurrenceKey(recurrenceId: IcalTime, fallbackZone: string): string {
  if (recurrenceId.isDate) return `${String(recurrenceId.year).padStart(4, '0')}-${String(recurrenceId.month).padStart(2, '0')}-${String(recurrenceId.day).padStart(2, '0')}`;
  return instantOf(recurrenceId, fallbackZone).toISOString();
}

function overlaps(start: Date, end: Date, window: TimeWindow): boolean {
  // An event without duration still counts when its instant falls inside the window.
  if (end.getTime() <= start.getTime()) return start >= window.from && start < window.to;
  return start < window.to && end > window.from;
}

function occurrence(
  component: IcalComponent,
  start: IcalTime,
  end: IcalTime,
  externalId: string,
  uid: string,
  fallbackZone: string,
): RemoteEvent {
  const startAt = instantOf(start, fallbackZone);
  const endAt = instantOf(end, fallbackZone);
  return {
    externalId,
    uid,
    summary: textOf(component, 'summary'),
    description: textOf(component, 'description'),
    start: startAt,
    end: endAt < startAt ? startAt : endAt,
    allDay: start.isDate,
    busy: isBusy(component),
  };
}

/**
 * The occurrences overlapping `window` of the events in one iCalendar object (a VCALENDAR as a
 * CalDAV server stores it: one event, or a series and its overridden instances, which share a UID).
 * Series are expanded here rather than by the server (servers differ in CALDAV:expand): RRULE and
 * RDATE, minus EXDATE, with RECURRENCE-ID overrides replacing (or moving) their occurrence.
 * Cancelled events and cancelled occurrences are left out. Throws when the text is not iCalendar.
 */
export function parseICalEvents(text: string, window: TimeWindow): RemoteEvent[] {
  const parsed: unknown = ICAL.parse(text);
  // parse answers one jCal component, or an array of them when the text holds several.
  const components: unknown[] = Array.isArray(parsed) && typeof parsed[0] !== 'string' ? parsed : [parsed];
  const calendars = components.filter((jcal) => Array.isArray(jcal)).map((jcal) => new ICAL.Component(jcal)).filter((c) => c.name === 'vcalendar');
  if (!calendars.length) throw new Error('not an iCalendar object');
  const byUid = new Map<string, { master?: IcalComponent; overrides: IcalComponent[] }>();
  for (const calendar of calendars) {
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const uid = textOf(vevent, 'uid');
      const group = byUid.get(uid) ?? { overrides: [] };
      if (vevent.hasProperty('recurrence-id')) group.overrides.push(vevent);
      else group.master ??= vevent;
      byUid.set(uid, group);
    }
  }

  const out: RemoteEvent[] = [];
  for (const [uid, { master, overrides }] of byUid) {
    if (!master) {
      // Only some instances of a series (e.g. the one a user was invited to): each stands alone.
      for (const override of overrides) {
        if (isCancelled(override)) continue;
        const event = new ICAL.Event(override);
        const zone = fallbackZoneOf(override);
        const item = occurrence(override, event.startDate, event.endDate, `${uid}/${recurrenceKey(event.recurrenceId, zone)}`, uid, zone);
        if (overlaps(item.start, item.end, window)) out.push(item);
      }
      continue;
    }
    if (isCancelled(master)) continue;
    const zone = fallbackZoneOf(master);
    const event = new ICAL.Event(master, { exceptions: overrides });
    if (!event.isRecurring()) {
      const item = occurrence(master, event.startDate, event.endDate, uid, uid, zone);
      if (overlaps(item.start, item.end, window)) out.push(item);
      continue;
    }

    // An override may move its occurrence from after the window into it; those are checked after
    // the expansion stops at the window's end.
    const seen = new Set<string>();
    const expansion = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES; count++) {
      const next = expansion.next();
      if (!next) break;
      const key = recurrenceKey(next, zone);
      const details = event.getOccurrenceDetails(next);
      if (instantOf(next, zone) >= window.to && instantOf(details.startDate, zone) >= window.to) {
        break;
      }
      seen.add(key);
      if (isCancelled(details.item.component)) continue;
      const item = occurrence(details.item.component, details.startDate, details.endDate, `${uid}/${key}`, uid, zone);
      if (overlaps(item.start, item.end, window)) out.push(item);
    }
    for (const override of overrides) {
      const overrideEvent = new ICAL.Event(override);
      const key = recurrenceKey(overrideEvent.recurrenceId, zone);
      if (seen.has(key) || isCancelled(override)) continue;
      const item = occurrence(override, overrideEvent.startDate, overrideEvent.endDate, `${uid}/${key}`, uid, zone);
      if (overlaps(item.start, item.end, window)) out.push(item);
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}
