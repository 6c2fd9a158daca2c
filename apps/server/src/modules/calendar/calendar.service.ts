import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { DIRECTORY_SLOT_HORIZON_DAYS } from '@sanity/shared/constants';
import type {
  CalDavConnect,
  CalendarConflict,
  CalendarConflictAction,
  CalendarConnection,
  CalendarConnectionPatch,
  CalendarEvents,
  CalendarSyncResult,
  CalendarWindow,
  ExternalCalendarEvent,
} from '@sanity/shared/schemas/calendar';
import * as oidc from 'openid-client';
import { urlEquals } from 'tsdav';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CalendarConnectionRow, ExternalEventRow } from '../../db/schema/calendar';
import { AppError } from '../../lib/app-error';
import { decodeCookieFields, encodeCookieFields } from '../../lib/cookie-fields';
import type { Clock } from '../../lib/clock';
import { describeError } from '../../lib/safe-log';
import type { SecretBox } from '../../lib/secret-box';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { JobRunner } from '../jobs/jobs.service';
import { CalDavSetupError, createCalDavProvider } from './caldav-provider';
import { OutboundTargetRefusedError, checkOutboundTarget, type HostLookup } from '../../lib/outbound-target';
import { CalendarAuthError, CalendarUnavailableError } from './calendar-provider';
import type { AppointmentCalendarSync, ExternalBusy, ExternalBusySql } from './calendar-sync';
import { createConnectionProviders, type StoredCredentials } from './connection-providers';
import { createConnectionsRepository } from './connections.repository';
import { createPushPull, MAX_EVENTS } from './push-pull';
import { createGoogleCalendarOAuth, type GoogleCalendarOAuth } from './google-oauth';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

export const CALENDAR_PUSH_JOB = 'calendar-push';
export const CALENDAR_PULL_JOB = 'calendar-pull';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** Mirror one booking into the doctor's calendar as it is when the job runs (upsert, or delete when cancelled). */
    'calendar-push': { appointmentId: string };
    /** Read the doctor's calendar over [from, to) (ISO instants) into the cache; check the pushed bookings. */
    'calendar-pull': { doctorId: string; from: string; to: string };
  }
}

const m = itCalendar;
const DAY_MS = 86_400_000;
/** A CalDAV connect waits at most this long for each answer of the server (the doctor is waiting). */
export const CONNECT_TIMEOUT_MS = 15_000;
/** Attempts of a pull job: a later periodic pull comes anyway. */
const PULL_MAX_ATTEMPTS = 3;

/** last_error codes (calendar_connections.last_error) and the Italian problem they show. */
const PROBLEMS: Record<string, string> = { unreachable: m.problemUnreachable, failed: m.problemFailed };

/** The Google flow kept in a signed, short-lived cookie between auth-url and the callback. */
interface GoogleFlow {
  state: string;
  verifier: string;
  doctorId: string;
}

export const encodeGoogleFlow = (flow: GoogleFlow) => encodeCookieFields({ ...flow });
const decodeGoogleFlow = (raw: string | null): GoogleFlow | null => decodeCookieFields(raw, ['state', 'verifier', 'doctorId']);


const timeFormat = new Intl.DateTimeFormat('it-IT', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });


/** The appointments feature as the calendar sync needs it (it owns the table). */
export type CalendarAppointmentSource = Pick<AppointmentsService, 'noticeFor' | 'confirmedForFeed' | 'cancel'>;

export type CalendarService = ReturnType<typeof createCalendarService>;

/**
 * The doctors' external calendars (issue 10, ADR 0010): connecting (CalDAV credentials checked
 * in the request, Google through OAuth), the push of bookings and the pull of busy times as jobs,
 * the cache of external events the slot engine reads, conflicts. Credentials are sealed by the
 * secret box with the doctor's id as context; they are never logged nor answered.
 */
export function createCalendarService({
  db,
  config,
  clock,
  jobs,
  secretBox,
  appointments,
  logger,
  fetch: fetchImpl,
  lookup,
  practiceLocation,
  televisitLinkShown,
}: {
  db: Db;
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_ISSUER'
    | 'GOOGLE_CALENDAR_API_URL'
    | 'PUBLIC_URL'
    | 'googleEnabled'
    | 'CALENDAR_SYNC_INTERVAL_MS'
    | 'CALENDAR_SYNC_WAIT_MS'
    | 'CALENDAR_PUSH_WAIT_MS'
    | 'CALDAV_ALLOW_PRIVATE_NETWORKS'
  >;
  clock: Clock;
  jobs: JobRunner;
  secretBox: SecretBox;
  appointments: CalendarAppointmentSource;
  logger: FastifyBaseLogger;
  /** For tests; the global fetch by default. */
  fetch?: typeof fetch;
  /** For tests: how CalDAV host names resolve for the SSRF guard (node:dns by default). */
  lookup?: HostLookup;
  /** The practice address on one line, written as each pushed event's location; null without one. */
  practiceLocation: (doctorId: string) => Promise<string | null>;
  /** Issue 29: whether the doctor chose to show the televisita link in the pushed events (the video settings). */
  televisitLinkShown?: (doctorId: string) => Promise<boolean>;
}) {
  const repo = createConnectionsRepository(db);
  const oauth: GoogleCalendarOAuth | null = config.googleEnabled ? createGoogleCalendarOAuth({ config, clock }) : null;
  const log = logger;
  /** The SSRF guard's settings, the same for connecting and for every later request (lib/outbound-target.ts). */
  const caldavTarget = { allowPrivateNetworks: config.CALDAV_ALLOW_PRIVATE_NETWORKS, ...(lookup ? { lookup } : {}) };
  const { seal, credentialsOf, providerFor } = createConnectionProviders({
    config,
    clock,
    secretBox,
    oauth,
    caldavTarget,
    logger,
    saveCredentials: async (doctorId, sealed) => {
      await repo.update(doctorId, { credentials: sealed, updatedAt: clock.now() });
    },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const { push, pull } = createPushPull({ db, clock, logger, appointments, practiceLocation, providerFor, ...(televisitLinkShown ? { televisitLinkShown } : {}) });

  const pushKey = (appointmentId: string, status: string) => `calendar-push:${appointmentId}:${status}`;

  /** The default pull window: yesterday to the end of the booking horizon. */
  function defaultWindow(now: Date): { from: string; to: string } {
    return {
      from: new Date(now.getTime() - DAY_MS).toISOString(),
      to: new Date(now.getTime() + DIRECTORY_SLOT_HORIZON_DAYS * DAY_MS).toISOString(),
    };
  }


  jobs.register(CALENDAR_PUSH_JOB, ({ appointmentId }) => push(appointmentId));
  jobs.register(CALENDAR_PULL_JOB, async ({ doctorId, from, to }, { now }) => {
    const outcome = await pull(doctorId, { from: new Date(from), to: new Date(to) }, now);
    if (outcome === 'locked') log.info({ doctorId }, 'calendar pull skipped: another pull holds the lease');
  });

  async function enqueuePull(tx: Db, doctorId: string, window: { from: string; to: string }, dedupeKey: string): Promise<void> {
    await jobs.enqueue(tx, { kind: CALENDAR_PULL_JOB, payload: { doctorId, ...window }, dedupeKey, maxAttempts: PULL_MAX_ATTEMPTS });
  }

  /** Enqueues a pull of every connected calendar, once per doctor and interval (the dedupe key's bucket). */
  async function enqueueDuePulls(now: Date): Promise<number> {
    const bucket = Math.floor(now.getTime() / Math.max(1, config.CALENDAR_SYNC_INTERVAL_MS));
    const doctorIds = await repo.connectedDoctorIds();
    for (const doctorId of doctorIds) await enqueuePull(db, doctorId, defaultWindow(now), `calendar-pull:${doctorId}:${bucket}`);
    return doctorIds.length;
  }

  if (config.CALENDAR_SYNC_INTERVAL_MS > 0) {
    jobs.every('calendar-pulls', config.CALENDAR_SYNC_INTERVAL_MS, async (now) => {
      await enqueueDuePulls(now);
    });
  }

  /**
   * Stores a verified connection: a different calendar (or provider) than before drops the old
   * links and cached events, which belong to the old one. Enqueues the first pull.
   */
  async function store(doctorId: string, provider: 'google' | 'caldav', calendarId: string, credentials: StoredCredentials): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const scoped = createConnectionsRepository(tx);
      const existing = await scoped.find(doctorId);
      if (!existing || existing.provider !== provider || existing.calendarId !== calendarId) await scoped.removeAll(doctorId, { keepConnection: true });
      await scoped.save({
        doctorId,
        provider,
        status: 'connected',
        credentials: seal(doctorId, credentials),
        calendarId,
        detailedTitles: existing?.detailedTitles ?? false,
        lastSyncedAt: existing && existing.calendarId === calendarId ? existing.lastSyncedAt : null,
        lastError: null,
        createdAt: now,
        updatedAt: now,
      });
      await enqueuePull(tx, doctorId, defaultWindow(now), `calendar-pull:${doctorId}:connect:${randomUUID()}`);
    });
    jobs.wake();
  }

  /** Confirmed future bookings whose event was deleted in the external calendar. */
  async function conflictsOf(doctorId: string, now = clock.now()): Promise<Array<CalendarConflict & { startsAt: Date }>> {
    const links = await repo.missingLinks(doctorId);
    const conflicts: Array<CalendarConflict & { startsAt: Date }> = [];
    for (const link of links) {
      const state = await appointments.noticeFor(link.appointmentId);
      if (!state || state.status !== 'confermato' || state.notice.startsAt <= now) continue;
      const { notice } = state;
      conflicts.push({
        appointmentId: notice.id,
        date: localDateOf(notice.startsAt, DEFAULT_TIME_ZONE),
        time: `${timeFormat.format(notice.startsAt)} - ${timeFormat.format(notice.endsAt)}`,
        patientName: notice.customer.name.trim() || notice.patient.name,
        serviceName: notice.serviceName,
        startsAt: notice.startsAt,
      });
    }
    return conflicts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }

  function calendarNameOf(connection: CalendarConnectionRow): string | null {
    if (connection.provider === 'google') return m.googleCalendarName;
    try {
      const credentials = credentialsOf(connection);
      return credentials.kind === 'caldav' ? credentials.calendarName : null;
    } catch {
      return null;
    }
  }

  async function connectionOf(doctorId: string): Promise<CalendarConnection> {
    const connection = await repo.find(doctorId);
    return {
      connected: connection !== null,
      provider: connection?.provider ?? null,
      lastUpdate: connection?.lastSyncedAt?.toISOString() ?? null,
      needsReauth: connection?.status === 'needs_reauth',
      problem: connection?.lastError ? (PROBLEMS[connection.lastError] ?? m.problemFailed) : null,
      calendarName: connection ? calendarNameOf(connection) : null,
      detailedTitles: connection?.detailedTitles ?? false,
      googleAvailable: config.googleEnabled,
      conflicts: connection ? (await conflictsOf(doctorId)).length : 0,
    };
  }

  function eventDto(row: ExternalEventRow): ExternalCalendarEvent {
    const boundary = (at: Date) => (row.allDay ? { date: localDateOf(at, DEFAULT_TIME_ZONE) } : { dateTime: at.toISOString() });
    return { id: row.externalId, summary: row.summary, description: row.description, start: boundary(row.startsAt), end: boundary(row.endsAt) };
  }

  const calendarSync: AppointmentCalendarSync = {
    async appointmentBooked(tx, appointment) {
      const connection = await createConnectionsRepository(tx).find(appointment.doctorId);
      if (connection?.status !== 'connected') return false;
      await jobs.enqueue(tx, { kind: CALENDAR_PUSH_JOB, payload: { appointmentId: appointment.id }, dedupeKey: pushKey(appointment.id, 'confermato') });
      return true;
    },
    async appointmentCancelled(tx, appointment) {
      const connection = await createConnectionsRepository(tx).find(appointment.doctorId);
      if (!connection) return false;
      await jobs.enqueue(tx, { kind: CALENDAR_PUSH_JOB, payload: { appointmentId: appointment.id }, dedupeKey: pushKey(appointment.id, 'annullato') });
      return true;
    },
    async appointmentMoved(tx, appointment) {
      const connection = await createConnectionsRepository(tx).find(appointment.doctorId);
      if (connection?.status !== 'connected') return false;
      // The push job writes the booking as it is now over its stored link: the same remote event moves.
      await jobs.enqueue(tx, { kind: CALENDAR_PUSH_JOB, payload: { appointmentId: appointment.id }, dedupeKey: pushKey(appointment.id, `moved-${appointment.move}`) });
      return true;
    },
    flush: () => jobs.wake(),
    async waitForPush(appointmentId) {
      const outcome = await jobs.waitFor({ dedupeKey: pushKey(appointmentId, 'confermato') }, config.CALENDAR_PUSH_WAIT_MS);
      if (outcome !== 'done') return false;
      return (await repo.link(appointmentId))?.state === 'synced';
    },
  };

  const externalBusy: ExternalBusy = (doctorIds, from, to) => repo.busyOfMany(doctorIds, from, to);
  const externalBusySql: ExternalBusySql = (doctorId, from, to) => repo.busyJsonOf(doctorId, from, to);

  return {
    ...calendarSync,
    externalBusy,
    externalBusySql,
    /** The push and pull jobs' work, for tests that run them directly. */
    push,
    pull,
    enqueueDuePulls,

    connection: connectionOf,

    /** Starts connecting Google Calendar: the URL to open and the flow for the signed cookie. */
    async googleAuthUrl(doctorId: string): Promise<{ authUrl: string; flow: string }> {
      if (!oauth) throw new AppError(503, m.googleNotConfigured);
      const flow: GoogleFlow = { state: oidc.randomState(), verifier: oidc.randomPKCECodeVerifier(), doctorId };
      let authUrl: string;
      try {
        authUrl = await oauth.calendarAuthUrl({ state: flow.state, codeVerifier: flow.verifier });
      } catch (error) {
        log.warn({ error: describeError(error) }, 'Google Calendar authorisation URL unavailable');
        throw new AppError(502, m.serverUnreachable);
      }
      return { authUrl, flow: encodeGoogleFlow(flow) };
    },

    /**
     * Google's callback: checks the flow (same doctor, same state), trades the code for tokens,
     * stores the sealed connection and enqueues the first pull. False on any failure (logged
     * without the code or tokens): the route redirects to the error.
     */
    async completeGoogle(doctorId: string, flowCookie: string | null, query: { code?: string | undefined; state?: string | undefined; error?: string | undefined }): Promise<boolean> {
      const flow = decodeGoogleFlow(flowCookie);
      if (!oauth || !flow || flow.doctorId !== doctorId || !query.state || query.state !== flow.state || !query.code || query.error) {
        log.info({ doctorId, error: query.error ?? null, flow: flow !== null }, 'Google Calendar callback refused');
        return false;
      }
      try {
        const tokens = await oauth.exchangeCode(query.code, flow.verifier);
        await store(doctorId, 'google', 'primary', { kind: 'google', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt.toISOString() });
        return true;
      } catch (error) {
        log.warn({ doctorId, error: describeError(error) }, 'Google Calendar connection failed');
        return false;
      }
    },

    /**
     * Connects a CalDAV calendar. The credentials are checked here, inside the request (the one
     * outside call a request makes: the doctor waits for the answer to what they typed).
     */
    async connectCalDav(doctorId: string, input: CalDavConnect): Promise<CalendarConnection> {
      const refused = (error: OutboundTargetRefusedError) => {
        // Logged without the URL: the reason is enough to answer a doctor who asks why.
        log.info({ doctorId, reason: error.reason }, 'CalDAV connect refused by the address guard');
        const message = error.reason === 'insecure' ? m.serverUrlHttpsRequired : m.serverAddressRefused;
        return new AppError(400, message, { fields: { serverUrl: message } });
      };
      // Both typed addresses before any request: the provider checks each request too (and every
      // redirect), but a refused calendarUrl must not wait for the discovery on the server first.
      for (const url of [input.serverUrl, input.calendarUrl]) {
        if (!url) continue;
        try {
          await checkOutboundTarget(url, caldavTarget);
        } catch (error) {
          if (error instanceof OutboundTargetRefusedError) throw refused(error);
          // A host that does not resolve: the provider's first request says so (502).
        }
      }
      const provider = createCalDavProvider({
        serverUrl: input.serverUrl,
        username: input.username,
        password: input.password,
        ...(input.calendarUrl ? { calendarUrl: input.calendarUrl } : {}),
        clock,
        timeoutMs: CONNECT_TIMEOUT_MS,
        ...caldavTarget,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      });
      let calendarId: string;
      let calendarName: string | null;
      try {
        const calendars = await provider.listCalendars();
        calendarId = (await provider.verify()).calendarId;
        calendarName = calendars.find((c) => urlEquals(c.url, calendarId))?.name ?? null;
      } catch (error) {
        if (error instanceof CalendarAuthError) throw new AppError(400, m.invalidCredentials, { fields: { password: m.invalidCredentials } });
        // Refused mid-way: the server redirected, or its principal or calendar lives on a refused address.
        if (error instanceof OutboundTargetRefusedError) throw refused(error);
        if (error instanceof CalendarUnavailableError) throw new AppError(502, m.serverUnreachable);
        if (!(error instanceof CalDavSetupError)) log.warn({ doctorId, error: describeError(error) }, 'CalDAV connect failed');
        throw new AppError(400, m.noUsableCalendar, { fields: { serverUrl: m.noUsableCalendar } });
      }
      await store(doctorId, 'caldav', calendarId, { kind: 'caldav', serverUrl: input.serverUrl, username: input.username, password: input.password, calendarName });
      return connectionOf(doctorId);
    },

    async update(doctorId: string, patch: CalendarConnectionPatch): Promise<CalendarConnection> {
      const changes = patch.detailedTitles === undefined ? {} : { detailedTitles: patch.detailedTitles };
      const updated = await repo.update(doctorId, { ...changes, updatedAt: clock.now() });
      if (!updated) throw new AppError(404, m.notConnected);
      return connectionOf(doctorId);
    },

    /** Forgets the calendar: connection, links and cached events. Events already pushed stay in it. */
    async disconnect(doctorId: string): Promise<{ disconnected: true }> {
      await db.transaction((tx) => createConnectionsRepository(tx).removeAll(doctorId));
      return { disconnected: true };
    },

    async events(doctorId: string, window: CalendarWindow): Promise<CalendarEvents> {
      const connection = await repo.find(doctorId);
      if (!connection) return { connected: false, events: [] };
      const rows = await repo.eventsBetween(doctorId, new Date(window.timeMin), new Date(window.timeMax), MAX_EVENTS);
      return { connected: true, events: rows.map(eventDto) };
    },

    /** Pulls the window now (as a job) and waits up to CALENDAR_SYNC_WAIT_MS for it. */
    async sync(doctorId: string, window: CalendarWindow): Promise<CalendarSyncResult> {
      const connection = await repo.find(doctorId);
      if (!connection) return { success: false, message: m.notConnected, errors: [m.notConnected] };
      if (connection.status === 'needs_reauth') return { success: false, message: m.syncNeedsReauth, errors: [m.syncNeedsReauth] };
      const key = `calendar-pull:${doctorId}:manual:${randomUUID()}`;
      await enqueuePull(db, doctorId, { from: new Date(window.timeMin).toISOString(), to: new Date(window.timeMax).toISOString() }, key);
      jobs.wake();
      const outcome = await jobs.waitFor({ dedupeKey: key }, config.CALENDAR_SYNC_WAIT_MS);
      if (outcome === 'timeout') return { success: false, message: m.syncInBackground, errors: [] };
      const after = await repo.find(doctorId);
      if (!after) return { success: false, message: m.notConnected, errors: [m.notConnected] };
      if (after.status === 'needs_reauth') return { success: false, message: m.syncNeedsReauth, errors: [m.syncNeedsReauth] };
      if (outcome !== 'done') {
        const problem = after.lastError ? (PROBLEMS[after.lastError] ?? m.syncFailed) : m.syncFailed;
        return { success: false, message: m.syncFailed, errors: [problem] };
      }
      return { success: true, message: m.syncDone, errors: [] };
    },

    async conflicts(doctorId: string): Promise<{ conflicts: CalendarConflict[] }> {
      return { conflicts: (await conflictsOf(doctorId)).map(({ startsAt: _startsAt, ...conflict }) => conflict) };
    },

    /** Restore: the event is written again (a push job, briefly awaited). Cancel: the doctor cancels the booking as usual (e-mails). */
    async resolveConflict(doctorId: string, appointmentId: string, action: CalendarConflictAction['action']): Promise<{ resolved: true }> {
      const conflict = (await conflictsOf(doctorId)).find((c) => c.appointmentId === appointmentId);
      if (!conflict) throw new AppError(404, m.conflictNotFound);
      if (action === 'cancel') {
        await appointments.cancel({ id: doctorId }, appointmentId, undefined);
        return { resolved: true };
      }
      const key = `calendar-push:${appointmentId}:restore:${randomUUID()}`;
      await jobs.enqueue(db, { kind: CALENDAR_PUSH_JOB, payload: { appointmentId }, dedupeKey: key });
      jobs.wake();
      await jobs.waitFor({ dedupeKey: key }, config.CALENDAR_PUSH_WAIT_MS);
      return { resolved: true };
    },
  };
}
