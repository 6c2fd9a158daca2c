import { bookingEventUid, buildBookingDescription } from '@sanity/shared/domain/calendar/booking-description';
import { bookingEventTitle } from '@sanity/shared/domain/calendar/booking-title';
import { parseRemoteEvent } from '@sanity/shared/domain/calendar/parse-remote-event';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CalendarConnectionRow } from '../../db/schema/calendar';
import type { Clock } from '../../lib/clock';
import { describeError } from '../../lib/safe-log';
import type { AppointmentsService } from '../appointments/appointments.service';
import { CalendarAuthError, type CalendarProvider, CalendarUnavailableError, type EventRef, type RemoteEvent, type TimeWindow } from './calendar-provider';
import { createConnectionsRepository, type NewExternalEventRow } from './connections.repository';

/** A pull holds its calendar this long at most; a crashed instance's lease simply expires. */
export const PULL_LEASE_MS = 2 * 60 * 1000;
/** Occurrences one pull keeps at most, and events one GET answers at most. */
export const MAX_EVENTS = 5000;
/** Cached text is cut to this: a description is shown, never needed whole. */
const MAX_TEXT = 8000;
/** The uid suffix of every booking's event (`<appointment id>@sanity`). */
const BOOKING_UID_SUFFIX = bookingEventUid('');

/** Text the database can hold, bounded: external calendars may contain anything. */
function storable(text: string): string {
  // eslint-disable-next-line no-control-regex -- NUL is what PostgreSQL text refuses
  return text.replace(/\u0000/g, '').slice(0, MAX_TEXT).replace(/[\uD800-\uDBFF]$/, '');
}

/** The appointment id of an app booking's event, null for a booking whose id is unknown, undefined for any other event. */
export function bookingIdOf(event: Pick<RemoteEvent, 'uid' | 'summary' | 'description'>): string | null | undefined {
  if (event.uid.endsWith(BOOKING_UID_SUFFIX) && event.uid.length > BOOKING_UID_SUFFIX.length) return event.uid.slice(0, -BOOKING_UID_SUFFIX.length);
  const parsed = parseRemoteEvent({ summary: event.summary, description: event.description });
  return parsed.kind === 'booking' ? parsed.appointmentId : undefined;
}

/**
 * The two calendar jobs' work (issue 10, ADR 0010): pushing a booking's event as the booking is
 * now, and pulling the calendar's events over a window under the connection's lease. Both go
 * through `withProvider`, the failure policy of every outside call.
 */
export function createPushPull({
  db,
  clock,
  logger: log,
  appointments,
  practiceLocation,
  providerFor,
  televisitLinkShown = () => Promise.resolve(false),
}: {
  /** Issue 29: whether the doctor chose to show the televisita link in their calendar; no by default. */
  televisitLinkShown?: (doctorId: string) => Promise<boolean>;
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  appointments: Pick<AppointmentsService, 'noticeFor' | 'confirmedForFeed'>;
  practiceLocation: (doctorId: string) => Promise<string | null>;
  providerFor: (connection: CalendarConnectionRow) => CalendarProvider;
}) {
  const repo = createConnectionsRepository(db);

  /**
   * Runs calendar work on a connection with the contract's failure policy: refused credentials mark
   * the connection needs_reauth and end the job (retrying would only be refused again); an
   * unreachable calendar is noted as the connection's problem and thrown (the job retries); other
   * failures are noted too and thrown. A success clears the problem.
   */
  async function withProvider(connection: CalendarConnectionRow, work: (provider: CalendarProvider) => Promise<void>): Promise<void> {
    const doctorId = connection.doctorId;
    try {
      await work(providerFor(connection));
    } catch (error) {
      const now = clock.now();
      if (error instanceof CalendarAuthError) {
        await repo.update(doctorId, { status: 'needs_reauth', lastError: null, updatedAt: now });
        log.warn({ doctorId, error: describeError(error) }, 'calendar refused the stored credentials: needs re-authorisation');
        return;
      }
      await repo.update(doctorId, { lastError: error instanceof CalendarUnavailableError ? 'unreachable' : 'failed', updatedAt: now });
      throw error;
    }
    if (connection.lastError !== null) await repo.update(doctorId, { lastError: null });
  }

  /** The push job: the booking's event as the booking is now. */
  async function push(appointmentId: string): Promise<void> {
    const state = await appointments.noticeFor(appointmentId);
    // Deleted (the account went): its link went with it (FK cascade).
    if (!state) return;
    const { notice } = state;
    const doctorId = notice.doctor.id;
    const connection = await repo.find(doctorId);
    if (!connection || connection.status !== 'connected') return;
    const link = await repo.link(appointmentId);
    const existing: EventRef | null = link && link.provider === connection.provider ? { externalId: link.externalId, etag: link.etag } : null;
    await withProvider(connection, async (provider) => {
      if (state.status === 'confermato') {
        const [location, linkShown] = await Promise.all([practiceLocation(doctorId), televisitLinkShown(doctorId)]);
        // An online visit takes place at no address; its page's link only when the doctor chose to show it.
        const televisitUrl = notice.televisitUrl && linkShown ? notice.televisitUrl : null;
        const ref = await provider.upsertEvent(
          {
            uid: bookingEventUid(appointmentId),
            summary: bookingEventTitle(notice.serviceName, connection.detailedTitles),
            description: buildBookingDescription({ appointmentId, patientId: notice.patient.id, serviceName: notice.serviceName, detailed: connection.detailedTitles, televisitUrl }),
            start: notice.startsAt,
            end: notice.endsAt,
            ...(location && !notice.televisitUrl ? { location } : {}),
          },
          existing,
        );
        await repo.saveLink({ appointmentId, doctorId, provider: connection.provider, externalId: ref.externalId, etag: ref.etag, state: 'synced', updatedAt: clock.now() });
      } else if (state.status === 'annullato') {
        if (existing) await provider.deleteEvent(existing);
        await repo.deleteLink(appointmentId);
      }
    });
  }

  /**
   * The pull job over `window`: only with the calendar's lease ('locked' when another pull holds
   * it). App bookings found confirm their links; links of confirmed future bookings in the window
   * whose event is gone become 'missing' (a conflict, never a cancellation); every other event
   * replaces the cached external events of the window.
   */
  async function pull(doctorId: string, window: TimeWindow, now: Date): Promise<'done' | 'locked'> {
    const lease = new Date(now.getTime() + PULL_LEASE_MS);
    const connection = await repo.takeLease(doctorId, now, lease);
    if (!connection) return 'locked';
    try {
      await withProvider(connection, async (provider) => {
        const events = await provider.listEvents(window);
        const found = new Set<string>();
        const external = new Map<string, NewExternalEventRow>();
        const at = clock.now();
        for (const event of events) {
          const bookingId = bookingIdOf(event);
          if (bookingId !== undefined) {
            if (bookingId) found.add(bookingId);
            continue;
          }
          // A zero-length event holds no time (and the table refuses one).
          if (event.end <= event.start || external.size >= MAX_EVENTS) continue;
          external.set(event.externalId, {
            doctorId,
            externalId: storable(event.externalId),
            summary: storable(event.summary),
            description: storable(event.description),
            startsAt: event.start,
            endsAt: event.end,
            allDay: event.allDay,
            busy: event.busy,
            syncedAt: at,
          });
        }
        const upcomingFrom = window.from > at ? window.from : at;
        const upcoming = (await appointments.confirmedForFeed(doctorId, upcomingFrom, MAX_EVENTS)).filter((a) => a.startsAt < window.to);
        const links = await repo.linksOf(doctorId, upcoming.map((a) => a.id));
        const present = links.filter((l) => found.has(l.appointmentId)).map((l) => l.appointmentId);
        const missing = links.filter((l) => !found.has(l.appointmentId)).map((l) => l.appointmentId);
        if (missing.length > 0) log.info({ doctorId, missing: missing.length }, 'calendar: booked events deleted outside the app (conflicts)');
        await db.transaction(async (tx) => {
          const scoped = createConnectionsRepository(tx);
          // Disconnected while the calendar was being read: nothing of it may be cached (it would hold times).
          if (!(await scoped.update(doctorId, { lastSyncedAt: at, lastError: null, updatedAt: at }))) return;
          await scoped.setLinkStates(doctorId, present, 'synced', at);
          await scoped.setLinkStates(doctorId, missing, 'missing', at);
          await scoped.replaceEvents(doctorId, window.from, window.to, [...external.values()]);
        });
      });
    } finally {
      await repo.releaseLease(doctorId, lease);
    }
    return 'done';
  }

  return { push, pull };
}
