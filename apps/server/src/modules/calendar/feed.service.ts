import { createHash, randomBytes } from 'node:crypto';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { televisitPageUrl } from '@sanity/shared/domain/video/televisit-url';
import type { CalendarFeedStatus, CalendarFeedUrls } from '@sanity/shared/schemas/calendar-feed';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { FeedAppointment } from '../appointments/agenda';
import type { UsersService } from '../users/users.service';
import { buildFeedIcs } from './feed-ics';
import { createFeedRepository } from './feed.repository';

/** The feed shows the appointments that started at most this long ago, and every later one. */
export const FEED_PAST_DAYS = 30;
/** At most this many events per feed: years of a busy practice, a bounded response. */
export const FEED_MAX_EVENTS = 2000;
const DAY_MS = 86_400_000;

/** A feed secret: 32 random bytes in base64url, always 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the SHA-256 of a secret is stored: a copy of the database does not give the feeds away. */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface CalendarFeedService {
  status(doctorId: string): Promise<CalendarFeedStatus>;
  /** Creates the doctor's feed, or gives it a new secret (the old URL answers 404 from now on); the URLs are answered only here. */
  rotate(doctorId: string): Promise<CalendarFeedUrls>;
  /** Revokes the feed: its URL answers 404. Revoking no feed is no error. */
  revoke(doctorId: string): Promise<void>;
  /**
   * The ICS text of the feed whose URL ends in `<token>.ics`; null when there is no such feed
   * (malformed, rotated, revoked) or its doctor is no longer an active doctor.
   */
  calendarOf(token: string): Promise<string | null>;
}

/**
 * The doctor's ICS subscription feed (issue 10 item 7): a secret, revocable URL any calendar app
 * can subscribe to (webcal), with the doctor's confirmed appointments. It reads the appointments
 * through their service, and is computed per request, never from the external calendar.
 */
export function createCalendarFeedService({
  db,
  config,
  clock,
  users,
  appointments,
  practiceLocation,
  televisitLinkShown = () => Promise.resolve(false),
}: {
  /** Issue 29: whether the doctor chose to show the televisita link in their calendar (the video settings); no by default. */
  televisitLinkShown?: (doctorId: string) => Promise<boolean>;
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  clock: Clock;
  users: Pick<UsersService, 'findById'>;
  appointments: Pick<AppointmentsService, 'confirmedForFeed'>;
  /** The one-line practice address written as each event's LOCATION, null without one. */
  practiceLocation: (doctorId: string) => Promise<string | null>;
}): CalendarFeedService {
  const repo = createFeedRepository(db);

  function urlsOf(token: string): CalendarFeedUrls {
    const url = `${config.PUBLIC_URL}/calendar/feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  }

  return {
    async status(doctorId) {
      const feed = await repo.findByDoctor(doctorId);
      return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
    },

    async rotate(doctorId) {
      const token = randomBytes(32).toString('base64url');
      await repo.save(doctorId, hashToken(token), clock.now());
      return urlsOf(token);
    },

    revoke: (doctorId) => repo.remove(doctorId),

    async calendarOf(token) {
      if (!TOKEN.test(token)) return null;
      const doctorId = await repo.doctorOfTokenHash(hashToken(token));
      if (!doctorId) return null;
      const doctor = await users.findById(doctorId);
      if (!doctor || doctor.isDisabled || !isDoctorRole(doctor.role)) return null;
      const now = clock.now();
      const [entries, location, linkShown] = await Promise.all([
        appointments.confirmedForFeed(doctorId, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), FEED_MAX_EVENTS),
        practiceLocation(doctorId),
        televisitLinkShown(doctorId),
      ]);
      const televisitUrlOf = (entry: FeedAppointment) => (linkShown && entry.mode === 'online' ? televisitPageUrl(config.PUBLIC_URL, entry.id) : null);
      return buildFeedIcs(entries, { now, timeZone: DEFAULT_TIME_ZONE, location, televisitUrlOf });
    },
  };
}
