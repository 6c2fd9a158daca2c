import { createHmac } from 'node:crypto';
import { roomPhase, roomWindowOf } from '@sanity/shared/domain/video/room-window';
import type { VideoRoom, VideoSettings } from '@sanity/shared/schemas/video';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { doctorVideoSettings } from '../../db/schema/documents';
import type { Clock } from '../../lib/clock';
import { loadSecretKey } from '../../lib/secret-box';
import type { Visit } from '../appointments/visits';
import { roomNameOf, signRoomToken, type RoomTokenOptions } from './room';
import { requireRoomParticipant } from './video.access';

export type VideoService = ReturnType<typeof createVideoService>;

type VideoConfig = Pick<Config, 'VIDEO_BASE_URL' | 'VIDEO_JWT_SECRET' | 'VIDEO_JWT_APP_ID' | 'VIDEO_JWT_AUDIENCE' | 'CALENDAR_SECRET_KEY' | 'DATA_DIR'>;

/**
 * Video visits (issue 29): the room of an online appointment for its two parties, open from 15
 * minutes before the start to 60 after it (packages/shared domain/video/room-window.ts), and the
 * doctor's choice of showing its page's link in their external calendar and ICS feed.
 */
export function createVideoService({
  db,
  clock,
  config,
  visitOf,
  roomSecret,
}: {
  db: Db;
  clock: Clock;
  config: VideoConfig;
  /** The appointments service's read of one appointment. */
  visitOf: (id: string) => Promise<Visit | null>;
  /** The rooms' HMAC key; by default derived from the platform's secret key (CALENDAR_SECRET_KEY or DATA_DIR/secret.key), the same on every instance. */
  roomSecret?: Buffer;
}) {
  let secret = roomSecret;
  // Derived, not the key itself: a room name never helps anyone at the sealed calendar credentials.
  const secretOf = () => (secret ??= createHmac('sha256', loadSecretKey(config)).update('sanity video rooms').digest());
  const token: RoomTokenOptions | null =
    config.VIDEO_JWT_SECRET && config.VIDEO_JWT_APP_ID
      ? { secret: config.VIDEO_JWT_SECRET, appId: config.VIDEO_JWT_APP_ID, audience: config.VIDEO_JWT_AUDIENCE, domain: new URL(config.VIDEO_BASE_URL).host }
      : null;

  return {
    /** GET /api/appointments/:id/video: 404 to anyone but its doctor and patient. */
    async room(viewerId: string, appointmentId: string, now = clock.now()): Promise<VideoRoom> {
      const visit = requireRoomParticipant(viewerId, await visitOf(appointmentId));
      const window = roomWindowOf(visit.startsAt);
      const times = { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() };
      if (visit.mode !== 'online' || visit.status !== 'confermato') return { state: 'unavailable', ...times };
      const phase = roomPhase(window, now);
      if (phase !== 'open') return { state: phase, ...times };
      const room = roomNameOf(secretOf(), visit.id, visit.startsAt);
      let url = `${config.VIDEO_BASE_URL}/${room}`;
      if (token) {
        const displayName = visit.as === 'doctor' ? visit.doctorName : visit.patientName;
        url += `?jwt=${await signRoomToken(token, { room, displayName, now, expiresAt: window.closesAt })}`;
      }
      return { state: 'open', url, ...times };
    },

    async settings(doctorId: string): Promise<VideoSettings> {
      const [row] = await db.select().from(doctorVideoSettings).where(eq(doctorVideoSettings.doctorId, doctorId));
      return { linkInCalendar: row?.linkInCalendar ?? false };
    },

    async updateSettings(doctorId: string, input: VideoSettings): Promise<VideoSettings> {
      const now = clock.now();
      await db
        .insert(doctorVideoSettings)
        .values({ doctorId, linkInCalendar: input.linkInCalendar, updatedAt: now })
        .onConflictDoUpdate({ target: doctorVideoSettings.doctorId, set: { linkInCalendar: input.linkInCalendar, updatedAt: now } });
      return { linkInCalendar: input.linkInCalendar };
    },

    /** The doctors (of `doctorIds`) who chose to show the televisita link in their external calendar and feed. */
    async showingLinkInCalendar(doctorIds: readonly string[]): Promise<Set<string>> {
      if (doctorIds.length === 0) return new Set();
      const rows = await db
        .select({ doctorId: doctorVideoSettings.doctorId, on: doctorVideoSettings.linkInCalendar })
        .from(doctorVideoSettings)
        .where(inArray(doctorVideoSettings.doctorId, [...doctorIds]));
      return new Set(rows.filter((r) => r.on).map((r) => r.doctorId));
    },
  };
}
