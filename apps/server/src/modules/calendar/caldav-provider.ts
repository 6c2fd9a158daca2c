import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventClass, ICalEventTransparency } from 'ical-generator';
import { calendarQuery, createAccount, type DAVResponse, ensureTrailingSlash, fetchCalendars, propfind, urlEquals } from 'tsdav';
import { type Clock, systemClock } from '../../lib/clock';
import {
  CalendarAuthError,
  type CalendarProvider,
  CalendarUnavailableError,
  type EventRef,
  type OutgoingEvent,
  type RemoteEvent,
  type TimeWindow,
} from './calendar-provider';
import { OutboundTargetRefusedError, type OutboundTargetPolicy, checkOutboundTarget, connectCheckedFetch, type HostLookup } from '../../lib/outbound-target';
import { CALENDAR_TIME_ZONE, parseICalEvents } from './ical-events';

export interface CalDavOptions {
  /** The server (or any URL on it): discovery goes /.well-known/caldav → principal → calendar home. */
  serverUrl: string;
  username: string;
  /** An app password, sent as HTTP Basic; never put in an error or a log line. */
  password: string;
  /** The calendar collection chosen by the doctor (verify() answers it); without it, the first VEVENT calendar. */
  calendarUrl?: string;
  /** For tests; by default a fetch that checks each connection's address (lib/outbound-target.ts `connectCheckedFetch`). */
  fetch?: typeof fetch;
  /** DTSTAMP of the events written. */
  clock?: Clock;
  /** Told about an object whose iCalendar text cannot be read (it is left out of listEvents). */
  onUnreadableObject?: (objectUrl: string, error: unknown) => void;
  /** Each HTTP request gives up after this long (ms) and counts as the server being unavailable. */
  timeoutMs?: number;
  /**
   * CALDAV_ALLOW_PRIVATE_NETWORKS. Required, so that no caller forgets the SSRF guard's setting:
   * without it, hosts on private, loopback, CGNAT and ULA addresses are refused (lib/outbound-target.ts).
   */
  allowPrivateNetworks: boolean;
  /** For tests: how host names resolve (node:dns by default). */
  lookup?: HostLookup;
}

/** One calendar of the account, for the settings page's choice. */
export interface CalDavCalendar {
  url: string;
  name: string;
  /** Whether it can hold events (some collections hold only tasks or journals). */
  supportsEvents: boolean;
}

/** The account answers, but not with a usable calendar: not a CalDAV server, no event calendar, or the chosen one is gone. */
export class CalDavSetupError extends Error {
  override readonly name = 'CalDavSetupError';
}

export interface CalDavProvider extends CalendarProvider {
  readonly kind: 'caldav';
  listCalendars(): Promise<CalDavCalendar[]>;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** DAV timestamps are UTC basic format: 20261026T080000Z. */
const davTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The error's kind and a Node network code, never its full text (which may quote a URL). */
function networkCause(error: unknown): string {
  const cause = error instanceof Error && error.cause && typeof error.cause === 'object' ? (error.cause as { code?: unknown }) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'error';
}

/** Redirects one request follows at most (each hop is checked like the first request). */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Rejects when the signal aborts first: a DNS lookup cannot be cancelled, but the request must not wait past its timeout. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const reason = () => (signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The fetch handed to tsdav and used for PUT/DELETE: every request carries the Basic credentials,
 * and the answers that mean the same thing whatever was asked become the contract's errors here
 * (tsdav turns most failures into generic messages): 401/403 → CalendarAuthError, 5xx, timeouts and
 * network failures → CalendarUnavailableError. Other statuses are left to the caller.
 *
 * It is also where the SSRF guard sits (lib/outbound-target.ts): the host of every request is resolved
 * and checked just before it is sent — a stored URL may resolve elsewhere by now — and redirects
 * are followed here by hand (`redirect: 'manual'`), each Location checked the same way, since
 * fetch would otherwise follow them to any address. A refusal is thrown as OutboundTargetRefusedError
 * (and reported to `onRefused`: tsdav swallows some fetch errors during discovery).
 *
 * The credentials go only to `credentialOrigin`, the origin of the server the doctor typed: tsdav
 * follows a discovery redirect with a fresh request, which must not carry them to the origin the
 * redirect names, as no browser would (issue 23).
 */
function guardedFetch(
  base: typeof fetch,
  credentialOrigin: string,
  authorization: string,
  timeoutMs: number,
  policy: OutboundTargetPolicy,
  onRefused: (error: OutboundTargetRefusedError) => void,
): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    // tsdav asks for 'manual' during service discovery and reads the Location itself (its next request comes back here).
    const followRedirects = init?.redirect !== 'manual';
    let url = new URL(input instanceof Request ? input.url : input.toString());
    let hopMethod = method;
    let body = init?.body;
    let response: Response;
    for (let hop = 0; ; hop++) {
      const headers = new Headers(init?.headers);
      // The credentials stay with the server they belong to, whatever origin a redirect (this one's or an earlier one tsdav followed) names.
      if (url.origin === credentialOrigin) headers.set('Authorization', authorization);
      else headers.delete('Authorization');
      try {
        await untilAborted(checkOutboundTarget(url, policy), signal);
        response = await base(url.href, { ...init, method: hopMethod, headers, body: body ?? null, signal, redirect: 'manual' });
      } catch (error) {
        // Refused before the request, or when connecting (fetch then wraps it as its cause).
        const refused = error instanceof OutboundTargetRefusedError ? error : error instanceof Error && error.cause instanceof OutboundTargetRefusedError ? error.cause : null;
        if (refused) {
          onRefused(refused);
          throw refused;
        }
        throw new CalendarUnavailableError(`CalDAV ${method}: server not reachable (${networkCause(error)})`);
      }
      const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('Location') : null;
      // A stream body cannot be sent twice; the 3xx is then the answer.
      const replayable = body === undefined || body === null || typeof body === 'string';
      if (!followRedirects || !location || !replayable) break;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new CalendarUnavailableError(`CalDAV ${method}: too many redirects`);
      try {
        url = new URL(location, url);
      } catch {
        throw new CalendarUnavailableError(`CalDAV ${method}: redirected to an invalid address`);
      }
      // Fetch's rules: 303 (and 301/302 after a POST) continue as a GET without a body.
      if ((response.status === 303 && hopMethod !== 'HEAD') || ((response.status === 301 || response.status === 302) && hopMethod === 'POST')) {
        hopMethod = 'GET';
        body = undefined;
      }
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new CalendarAuthError(`CalDAV ${method}: credentials refused (HTTP ${response.status})`);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new CalendarUnavailableError(`CalDAV ${method}: server error (HTTP ${response.status})`);
    }
    return response;
  };
}

function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** The server URL without user:password@ (Node's fetch refuses them, and they must not reach a message). */
function cleanServerUrl(serverUrl: string): string {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new CalDavSetupError('CalDAV: the server address is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalDavSetupError('CalDAV: the server address must be http(s)');
  url.username = '';
  url.password = '';
  return url.href;
}

function displayNameOf(value: unknown, url: string): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  // The last path segment names the collection when the server has no display name.
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? url);
}

/**
 * The event as the iCalendar object stored in the calendar: one VEVENT with the UID the app
 * derives from the appointment, wall-clock DTSTART/DTEND with TZID=Europe/Rome and its VTIMEZONE,
 * CLASS:PRIVATE (shared calendars show it as busy only). No METHOD: a stored object is not a message.
 */
export function buildCalDavEventIcs(event: OutgoingEvent, now: Date): string {
  const calendar = ical({ prodId: { company: 'Sanity', product: 'Sanity', language: 'IT' } });
  calendar.createEvent({
    id: event.uid,
    stamp: now,
    // TZDate makes ical-generator print the wall-clock time in the zone (a plain Date would print the process's zone).
    start: new TZDate(event.start, CALENDAR_TIME_ZONE),
    end: new TZDate(event.end, CALENDAR_TIME_ZONE),
    timezone: CALENDAR_TIME_ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location ?? null,
    class: ICalEventClass.PRIVATE,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // As in notifications/ics.ts: the calendar-level zone would print DTSTAMP without its Z, so the
  // VTIMEZONE is inserted by hand.
  const vtimezone = getVtimezoneComponent(CALENDAR_TIME_ZONE);
  const text = calendar.toString();
  if (!vtimezone) return text;
  return text.replace('BEGIN:VEVENT', `${vtimezone.replace(/\r?\n/g, '\r\n').trimEnd()}\r\nBEGIN:VEVENT`);
}

/** A CalDAV calendar (Radicale, Nextcloud, iCloud, Fastmail…) as the calendar sync's provider. */
export function createCalDavProvider(options: CalDavOptions): CalDavProvider {
  const serverUrl = cleanServerUrl(options.serverUrl);
  const clock = options.clock ?? systemClock;
  const policy: OutboundTargetPolicy = { allowPrivateNetworks: options.allowPrivateNetworks, ...(options.lookup ? { lookup: options.lookup } : {}) };
  /** The last refusal of the SSRF guard: tsdav's discovery catches some fetch errors and goes on. */
  let refusal: OutboundTargetRefusedError | null = null;
  // Read through a call: TypeScript would keep `refusal` narrowed to null across the awaits that set it.
  const lastRefusal = (): OutboundTargetRefusedError | null => refusal;
  const davFetch = guardedFetch(
    options.fetch ?? connectCheckedFetch(policy),
    new URL(serverUrl).origin,
    basicAuthorization(options.username, options.password),
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    policy,
    (error) => {
      refusal = error;
    },
  );
  let chosenUrl: string | undefined = options.calendarUrl ? ensureTrailingSlash(options.calendarUrl) : undefined;

  async function discover(): Promise<CalDavCalendar[]> {
    refusal = null;
    let account;
    try {
      account = await createAccount({
        // Credentials travel in the fetch wrapper's header, so tsdav never holds the password.
        account: { serverUrl, accountType: 'caldav' },
        fetch: davFetch,
      });
    } catch (error) {
      const refused = lastRefusal();
      if (refused) throw refused;
      if (error instanceof CalendarAuthError || error instanceof CalendarUnavailableError) throw error;
      throw new CalDavSetupError('CalDAV: no calendar home found at this address');
    }
    const calendars = await fetchCalendars({ account, fetch: davFetch });
    // The server pointed somewhere the guard refused (a caught redirect or principal URL): say so
    // rather than answer whatever the rest of the discovery found.
    const refused = lastRefusal();
    if (refused) throw refused;
    return calendars.map((calendar) => ({
      url: ensureTrailingSlash(calendar.url),
      name: displayNameOf(calendar.displayName, calendar.url),
      // A calendar that declares no component set accepts them all (RFC 4791 §5.2.3).
      supportsEvents: !calendar.components?.length || calendar.components.includes('VEVENT'),
    }));
  }

  /** Whether a URL outside the calendar home (e.g. a shared calendar) is a calendar collection. */
  async function isCalendarCollection(url: string): Promise<boolean> {
    const [response] = await propfind({ url, props: { 'd:resourcetype': {} }, depth: '0', fetch: davFetch });
    const types = response?.ok ? Object.keys((response.props?.resourcetype ?? {}) as object) : [];
    return types.includes('calendar');
  }

  async function calendarUrl(): Promise<string> {
    chosenUrl ??= (await provider.verify()).calendarId;
    return chosenUrl;
  }

  function objectUrlOf(calendar: string, uid: string): string {
    return new URL(`${encodeURIComponent(uid)}.ics`, calendar).href;
  }

  async function currentEtag(objectUrl: string): Promise<string | null> {
    const [response] = await propfind({ url: objectUrl, props: { 'd:getetag': {} }, depth: '0', fetch: davFetch });
    const etag: unknown = response?.ok ? response.props?.getetag : undefined;
    // tsdav turns numeric-looking text into numbers.
    return (typeof etag === 'string' && etag !== '') || typeof etag === 'number' ? String(etag) : null;
  }

  /** PUT with a precondition; answers the status and the new ETag when the server sent one. */
  async function put(objectUrl: string, body: string, precondition: { 'If-None-Match': '*' } | { 'If-Match': string } | null) {
    const response = await davFetch(objectUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', ...precondition },
      body,
    });
    await response.body?.cancel();
    return { status: response.status, etag: response.headers.get('ETag') };
  }

  const provider: CalDavProvider = {
    kind: 'caldav',

    listCalendars: discover,

    async verify() {
      const calendars = await discover();
      if (chosenUrl) {
        const wanted = chosenUrl;
        const known = calendars.find((calendar) => urlEquals(calendar.url, wanted));
        if (known ? !known.supportsEvents : !(await isCalendarCollection(wanted))) {
          throw new CalDavSetupError('CalDAV: the chosen calendar is not an event calendar of this account');
        }
        return { calendarId: wanted };
      }
      const first = calendars.find((calendar) => calendar.supportsEvents);
      if (!first) throw new CalDavSetupError('CalDAV: the account has no event calendar');
      chosenUrl = first.url;
      return { calendarId: first.url };
    },

    async listEvents(window: TimeWindow): Promise<RemoteEvent[]> {
      const url = await calendarUrl();
      // One calendar-query REPORT answering the data too. Recurring events come unexpanded and are
      // expanded by parseICalEvents: servers differ in how (and whether) they honour CALDAV:expand.
      let responses: DAVResponse[];
      try {
        responses = await calendarQuery({
          url,
          props: { 'd:getetag': {}, 'c:calendar-data': {} },
          filters: {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': { _attributes: { name: 'VEVENT' }, 'time-range': { _attributes: { start: davTime(window.from), end: davTime(window.to) } } },
            },
          },
          depth: '1',
          fetch: davFetch,
        });
      } catch (error) {
        if (error instanceof CalendarAuthError || error instanceof CalendarUnavailableError || error instanceof OutboundTargetRefusedError) throw error;
        // tsdav's message quotes the server's whole answer; only the status is kept. A calendar
        // that is gone (404) must not read as a free one.
        const status = error instanceof Error ? /failed: (\d{3})/.exec(error.message)?.[1] : undefined;
        throw new CalDavSetupError(`CalDAV REPORT: the calendar could not be queried (HTTP ${status ?? '?'})`);
      }
      const events: RemoteEvent[] = [];
      for (const response of responses) {
        if (!response.ok) continue;
        const raw: unknown = response.props?.calendarData;
        // xml-js gives CDATA sections as { _cdata }, plain text as a string.
        const data = raw && typeof raw === 'object' && '_cdata' in raw ? raw._cdata : raw;
        if (typeof data !== 'string' || !data.includes('BEGIN:VCALENDAR')) continue;
        try {
          events.push(...parseICalEvents(data, window));
        } catch (error) {
          // One object another client wrote badly must not stop the sync of all the others.
          options.onUnreadableObject?.(new URL(String(response.href ?? ''), url).href, error);
        }
      }
      return events.sort((a, b) => a.start.getTime() - b.start.getTime());
    },

    async upsertEvent(event: OutgoingEvent, existing: EventRef | null): Promise<EventRef> {
      const objectUrl = existing?.externalId ?? objectUrlOf(await calendarUrl(), event.uid);
      const body = buildCalDavEventIcs(event, clock.now());
      // Create unless it is known to exist; when it does exist (412) or the stored ETag is stale
      // (412), the current ETag is read and the object overwritten: the app owns its booking
      // events. If the object went away meanwhile (404 or 412 without ETag) it is created again.
      let etag: string | null = existing ? existing.etag : null;
      for (let attempt = 0; attempt < 4; attempt++) {
        const result = await put(objectUrl, body, etag ? { 'If-Match': etag } : existing && attempt === 0 ? null : { 'If-None-Match': '*' });
        if (result.status >= 200 && result.status < 300) {
          return { externalId: objectUrl, etag: result.etag ?? (await currentEtag(objectUrl)) };
        }
        if (result.status === 412) {
          etag = await currentEtag(objectUrl);
          continue;
        }
        if (result.status === 404 && etag) {
          etag = null;
          continue;
        }
        throw new Error(`CalDAV PUT: the calendar answered HTTP ${result.status}`);
      }
      throw new CalendarUnavailableError('CalDAV PUT: the event kept changing while being written');
    },

    async deleteEvent(ref: EventRef): Promise<void> {
      // No If-Match: the booking is gone, so the event goes even if someone edited it in the calendar.
      const response = await davFetch(ref.externalId, { method: 'DELETE' });
      await response.body?.cancel();
      if (response.ok || response.status === 404 || response.status === 410) return;
      throw new Error(`CalDAV DELETE: the calendar answered HTTP ${response.status}`);
    },
  };
  return provider;
}

/** The account's calendars (name and URL), for the doctor to choose one in the settings. */
export function listCalDavCalendars(options: Omit<CalDavOptions, 'calendarUrl'>): Promise<CalDavCalendar[]> {
  return createCalDavProvider(options).listCalendars();
}
