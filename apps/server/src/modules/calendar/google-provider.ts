import { allDayRange } from '@sanity/shared/domain/calendar/all-day';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import type { Clock } from '../../lib/clock';
import {
  CalendarAuthError,
  type CalendarProvider,
  CalendarUnavailableError,
  type EventRef,
  type OutgoingEvent,
  type RemoteEvent,
  type TimeWindow,
} from './calendar-provider';
import { accessTokenNeedsRefresh, type GoogleCalendarOAuth, type GoogleTokens } from './google-oauth';

/**
 * Google Calendar v3 over its REST API with `fetch` (issue 10). Built by the calendar jobs from a
 * connection's unsealed tokens for one calendar; it refreshes the access token itself when it is
 * about to expire, or once when the API answers 401, and hands the new tokens to `onTokens` so the
 * caller re-seals and stores them.
 */

export interface GoogleProviderOptions {
  /** GOOGLE_CALENDAR_API_URL, e.g. https://www.googleapis.com/calendar/v3 */
  apiUrl: string;
  tokens: GoogleTokens;
  /** Called (and awaited) after every refresh with the tokens to keep from now on. */
  onTokens: (tokens: GoogleTokens) => Promise<void> | void;
  oauth: Pick<GoogleCalendarOAuth, 'refresh'>;
  /** Default 'primary': Google's alias for the authorising account's own calendar. */
  calendarId?: string;
  clock: Clock;
  fetch?: typeof fetch;
  /** The zone of all-day events' midnights. */
  timeZone?: string;
}

/** The API answered something the sync cannot use (a 400, a 404 calendar…): neither re-authorising nor retrying soon helps. */
export class GoogleCalendarApiError extends Error {
  override readonly name = 'GoogleCalendarApiError';
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Where the app's own uid rides on the events it writes (private: only this OAuth client sees it). */
export const UID_PROPERTY = 'sanityUid';

/**
 * The Google event id for an OutgoingEvent.uid. Google wants 5–1024 characters of base32hex
 * (a–v, 0–9); lowercase hex is a subset of it, so the id is the hex of the uid's UTF-8 bytes:
 * deterministic (a retried push hits the same id and gets 409 instead of a duplicate),
 * collision-free (hex is reversible) and with no length games for uids of 3 to 512 bytes.
 */
export function googleEventIdFor(uid: string): string {
  const id = Buffer.from(uid, 'utf8').toString('hex');
  if (id.length < 5 || id.length > 1024) throw new RangeError(`event uid must be 3 to 512 bytes long, got ${id.length / 2}`);
  return id;
}

/** The fields of Google's Event resource this provider reads. */
interface GoogleEvent {
  id?: string;
  etag?: string;
  status?: string;
  summary?: string;
  description?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
  transparency?: string;
  iCalUID?: string;
  recurringEventId?: string;
  eventType?: string;
  extendedProperties?: { private?: Record<string, string> };
}

interface GoogleEventsPage {
  items?: GoogleEvent[];
  nextPageToken?: string;
}

interface GoogleErrorBody {
  error?: { message?: string; errors?: Array<{ reason?: string }> };
}

/** Google's own page maximum; the window of a sync is weeks, so a page or two. */
const PAGE_SIZE = 2500;
/** A guard against a server that keeps answering a nextPageToken. */
const MAX_PAGES = 100;
/** A job waits this long for one answer before counting Google as unreachable. */
const REQUEST_TIMEOUT_MS = 30_000;
/** 403 reasons that mean "too many requests", not "not allowed". */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded']);

/** One event of the list as the contract's RemoteEvent; null for what is not an occupied time slot of the calendar. */
export function toRemoteEvent(event: GoogleEvent, timeZone = DEFAULT_TIME_ZONE): RemoteEvent | null {
  // Cancelled: deleted events and removed occurrences. Working location: an "I work from X" marker, not an event.
  if (!event.id || event.status === 'cancelled' || event.eventType === 'workingLocation') return null;
  let start: Date;
  let end: Date;
  let allDay: boolean;
  if (event.start?.dateTime && event.end?.dateTime) {
    start = new Date(event.start.dateTime);
    end = new Date(event.end.dateTime);
    allDay = false;
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  } else if (event.start?.date) {
    // Google's end.date is exclusive already (spec §9): allDayRange turns both into Rome midnights.
    const range = allDayRange(event.start.date, event.end?.date, { timeZone });
    if (!range) return null;
    ({ start, end } = range);
    allDay = true;
  } else {
    return null;
  }
  return {
    externalId: event.id,
    // Ours carry the app's uid; an occurrence of a series shares the series' iCalUID.
    uid: event.extendedProperties?.private?.[UID_PROPERTY] ?? event.iCalUID ?? event.recurringEventId ?? event.id,
    summary: event.summary ?? '',
    description: event.description ?? '',
    start,
    end,
    allDay,
    busy: event.transparency !== 'transparent',
  };
}

export class GoogleCalendarProvider implements CalendarProvider {
  readonly kind = 'google' as const;
  private tokens: GoogleTokens;
  private refreshing: Promise<GoogleTokens> | null = null;
  private readonly apiUrl: string;
  private readonly calendarId: string;
  private readonly fetch: typeof fetch;
  private readonly timeZone: string;

  constructor(private readonly options: GoogleProviderOptions) {
    this.tokens = options.tokens;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.calendarId = options.calendarId ?? 'primary';
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  }

  /**
   * Lists at most one event: it proves the tokens work and the calendar is there and writable by
   * this scope. The id answered is the configured one: resolving 'primary' to the owner's e-mail
   * would need calendar.readonly, and the alias always means the authorising account's calendar.
   */
  async verify(): Promise<{ calendarId: string }> {
    const response = await this.request('GET', this.eventsPath(), { query: { maxResults: '1' } });
    if (!response.ok) throw await this.failure(response, 'verify');
    return { calendarId: this.calendarId };
  }

  async listEvents(window: TimeWindow): Promise<RemoteEvent[]> {
    const events: RemoteEvent[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const response = await this.request('GET', this.eventsPath(), {
        query: {
          timeMin: window.from.toISOString(),
          timeMax: window.to.toISOString(),
          // Recurring events come expanded into their occurrences, each with its own id.
          singleEvents: 'true',
          orderBy: 'startTime',
          maxResults: String(PAGE_SIZE),
          ...(pageToken ? { pageToken } : {}),
        },
      });
      if (!response.ok) throw await this.failure(response, 'list events');
      const body = (await response.json()) as GoogleEventsPage;
      for (const item of body.items ?? []) {
        const event = toRemoteEvent(item, this.timeZone);
        if (event) events.push(event);
      }
      pageToken = body.nextPageToken;
      if (!pageToken) return events;
    }
    throw new CalendarUnavailableError(`Google kept paging past ${MAX_PAGES} pages`);
  }

  /**
   * Inserts the event under its derived id; a 409 (a retried push, or an event deleted since —
   * Google keeps deleted ids) turns into a full update, which also brings a deleted one back.
   * With `existing`, updates that event, inserting when it is gone.
   */
  async upsertEvent(event: OutgoingEvent, existing: EventRef | null): Promise<EventRef> {
    const id = googleEventIdFor(event.uid);
    const body = {
      summary: event.summary,
      description: event.description,
      ...(event.location ? { location: event.location } : {}),
      start: { dateTime: event.start.toISOString(), timeZone: this.timeZone },
      end: { dateTime: event.end.toISOString(), timeZone: this.timeZone },
      status: 'confirmed',
      visibility: 'private',
      transparency: 'opaque',
      extendedProperties: { private: { [UID_PROPERTY]: event.uid } },
    };
    if (existing) {
      const updated = await this.request('PUT', this.eventPath(existing.externalId), { body });
      if (updated.ok) return this.refOf(updated);
      if (updated.status !== 404 && updated.status !== 410) throw await this.failure(updated, 'update event');
    }
    const inserted = await this.request('POST', this.eventsPath(), { body: { id, ...body } });
    if (inserted.ok) return this.refOf(inserted);
    if (inserted.status !== 409) throw await this.failure(inserted, 'insert event');
    const replaced = await this.request('PUT', this.eventPath(id), { body });
    if (replaced.ok) return this.refOf(replaced);
    throw await this.failure(replaced, 'update event');
  }

  async deleteEvent(ref: EventRef): Promise<void> {
    const response = await this.request('DELETE', this.eventPath(ref.externalId));
    // 404: never there; 410: deleted already (by the doctor, or by an earlier try).
    if (response.ok || response.status === 404 || response.status === 410) return;
    throw await this.failure(response, 'delete event');
  }

  private eventsPath(): string {
    return `/calendars/${encodeURIComponent(this.calendarId)}/events`;
  }

  private eventPath(eventId: string): string {
    return `${this.eventsPath()}/${encodeURIComponent(eventId)}`;
  }

  private async refOf(response: Response): Promise<EventRef> {
    const event = (await response.json()) as GoogleEvent;
    if (!event.id) throw new GoogleCalendarApiError(response.status, undefined, 'Google answered an event without id');
    return { externalId: event.id, etag: event.etag ?? null };
  }

  /** A refresh shared by concurrent callers, so one expiry costs one token request. */
  private refreshTokens(): Promise<GoogleTokens> {
    this.refreshing ??= (async () => {
      try {
        const fresh = await this.options.oauth.refresh(this.tokens.refreshToken);
        this.tokens = fresh;
        await this.options.onTokens(fresh);
        return fresh;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async accessToken(): Promise<string> {
    if (this.refreshing) return (await this.refreshing).accessToken;
    if (accessTokenNeedsRefresh(this.tokens.expiresAt, this.options.clock.now())) return (await this.refreshTokens()).accessToken;
    return this.tokens.accessToken;
  }

  /**
   * One API call with a fresh access token; a 401 (revoked or expired early) gets one refresh and
   * one retry. Answers the response for the caller to read, except for what every call treats
   * alike: unreachable, 5xx and rate limits → CalendarUnavailableError; 401 after the refresh and
   * 403 for lack of permission → CalendarAuthError.
   */
  private async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { query, body }: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<Response> {
    const url = new URL(`${this.apiUrl}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const send = async (token: string): Promise<Response> => {
      try {
        return await this.fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        // fetch failing (DNS, refused, reset, timeout): the message names the cause, never the token.
        throw new CalendarUnavailableError(`Google Calendar could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
    };

    let response = await send(await this.accessToken());
    if (response.status === 401) {
      await response.body?.cancel();
      response = await send((await this.refreshTokens()).accessToken);
      if (response.status === 401) throw new CalendarAuthError('Google Calendar refused a freshly refreshed access token');
    }
    if (response.status >= 500 || response.status === 429) throw await this.failure(response, `${method} ${path}`);
    if (response.status === 403) throw await this.failure(response, `${method} ${path}`);
    return response;
  }

  /** The error for a response that is not what the call wanted (its body is read here). */
  private async failure(response: Response, what: string): Promise<Error> {
    let reason: string | undefined;
    let message = '';
    try {
      const body = (await response.json()) as GoogleErrorBody;
      reason = body.error?.errors?.[0]?.reason;
      message = body.error?.message ?? '';
    } catch {
      // not JSON (a proxy's HTML page): the status says enough
    }
    const text = `Google Calendar ${what}: ${response.status}${reason ? ` ${reason}` : ''}${message ? ` (${message})` : ''}`;
    if (response.status >= 500 || response.status === 429) return new CalendarUnavailableError(text);
    if (response.status === 403) return reason && RATE_LIMIT_REASONS.has(reason) ? new CalendarUnavailableError(text) : new CalendarAuthError(text);
    if (response.status === 401) return new CalendarAuthError(text);
    return new GoogleCalendarApiError(response.status, reason, text);
  }
}
