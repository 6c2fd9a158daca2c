/**
 * What the calendar sync needs from an external calendar (issue 10), whatever the provider:
 * Google Calendar (OAuth tokens) or CalDAV (URL, user, app password). Connecting, the connection's
 * status and disconnecting belong to the calendar service, which keeps the sealed credentials;
 * a provider is built from those credentials for one calendar and only talks to it.
 */

/** An instant window, start inclusive and end exclusive. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

/** An event the app writes: the mirror of a confirmed booking. */
export interface OutgoingEvent {
  /**
   * Derived from the appointment id, so a retried push finds the event it created instead of
   * creating a second one (CalDAV: the object name and UID; Google: the event id).
   */
  uid: string;
  summary: string;
  /** Holds the product's marker sentence and the 'ID Paziente:' line (spec §9). */
  description: string;
  start: Date;
  end: Date;
  location?: string;
}

/** Where a pushed event lives, stored in calendar_event_links. */
export interface EventRef {
  /** Google event id, or the CalDAV object URL. */
  externalId: string;
  etag: string | null;
}

/** One occurrence of an event read from the calendar (recurring events come expanded). */
export interface RemoteEvent {
  /** Unique per occurrence: the event id, plus the recurrence id for an occurrence of a series. */
  externalId: string;
  /** The event's own id (CalDAV UID, Google event id) — for app bookings it is OutgoingEvent.uid. */
  uid: string;
  summary: string;
  description: string;
  start: Date;
  /** Exclusive. For all-day events: midnight (Europe/Rome) after the last day. */
  end: Date;
  allDay: boolean;
  /** false for events marked free/transparent: they do not block booking. */
  busy: boolean;
}

export interface CalendarProvider {
  readonly kind: 'google' | 'caldav';
  /** Checks the credentials and finds the calendar to use; answers its id (Google id or collection URL). */
  verify(): Promise<{ calendarId: string }>;
  /** Every event occurrence overlapping the window, recurring events expanded into it. */
  listEvents(window: TimeWindow): Promise<RemoteEvent[]>;
  /** Creates the event, or replaces it when `existing` (or an event with the same uid) is there. */
  upsertEvent(event: OutgoingEvent, existing: EventRef | null): Promise<EventRef>;
  /** Deletes the event; an event already gone is not an error. */
  deleteEvent(ref: EventRef): Promise<void>;
}

/** The calendar refused the stored credentials (Google invalid_grant, CalDAV 401/403): the connection needs re-authorising. */
export class CalendarAuthError extends Error {
  override readonly name = 'CalendarAuthError';
}

/** The calendar could not be reached or answered a server error: retry later. */
export class CalendarUnavailableError extends Error {
  override readonly name = 'CalendarUnavailableError';
}
