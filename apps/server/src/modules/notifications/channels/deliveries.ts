import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '@sanity/shared/domain/dates/local-time';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import type { NotificationSettings } from '@sanity/shared/schemas/platform-settings';
import type { SmsUsage } from '@sanity/shared/schemas/notification-preferences';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notificationDeliveries } from '../../../db/schema/reminders';
import { users } from '../../../db/schema/users';

export interface DeliveryRecord {
  /** The stored key of one message (e.g. `reminder-sms:<appointment>:<start>:<lead>`): a second record of it is ignored. */
  key: string;
  channel: 'email' | 'sms';
  kind: string;
  doctorId: string | null;
  appointmentId: string | null;
  providerId: string | null;
}

/** The start of `now`'s day in Rome, the platform's day for the SMS cap whatever the server's zone (DST-safe: 23 or 25 hours on the change days). */
export function romeMidnight(now: Date): Date {
  // Midnight always exists in Rome (the clocks change at 02:00 and 03:00).
  return instantOf(localDateOf(now, DEFAULT_TIME_ZONE), 0, DEFAULT_TIME_ZONE)!;
}

export type Deliveries = ReturnType<typeof createDeliveries>;

/**
 * The delivery log (issue 26, contract 1) over `notification_deliveries`: a message's stored key
 * makes a job that runs twice (at-least-once delivery) send once, and the SMS rows are each
 * practice's count against the admin's daily cap. It keeps no text and no number.
 */
export function createDeliveries({ db, settings }: { db: Db; settings: { notifications(tx?: Db): Promise<NotificationSettings> } }) {
  async function smsSentToday(doctorId: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.doctorId, doctorId), eq(notificationDeliveries.channel, 'sms'), gte(notificationDeliveries.sentAt, romeMidnight(now))));
    return row?.n ?? 0;
  }

  return {
    async alreadySent(key: string): Promise<boolean> {
      const [row] = await db.select({ key: notificationDeliveries.key }).from(notificationDeliveries).where(eq(notificationDeliveries.key, key)).limit(1);
      return row !== undefined;
    },

    /** Insert, or nothing when the key is already there (the other instance, or the attempt before, recorded it). */
    async record(entry: DeliveryRecord, now: Date): Promise<void> {
      await db
        .insert(notificationDeliveries)
        .values({ ...entry, sentAt: now })
        .onConflictDoNothing({ target: notificationDeliveries.key });
    },

    /** Whether the practice already sent as many SMS today (Rome) as the admin's `smsDailyCap` allows. */
    async smsCapReached(doctorId: string, now: Date): Promise<boolean> {
      const { smsDailyCap } = await settings.notifications();
      if (smsDailyCap === 0) return true;
      return (await smsSentToday(doctorId, now)) >= smsDailyCap;
    },

    /** The admin's table: today's SMS per practice, busiest first (then by id, a stable order to page on). */
    async smsUsage(now: Date, page: { limit: number; offset: number }): Promise<SmsUsage> {
      const since = romeMidnight(now);
      const sent = count().as('sent');
      const rows = await db
        .select({ doctorId: notificationDeliveries.doctorId, sent })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.channel, 'sms'), gte(notificationDeliveries.sentAt, since), sql`${notificationDeliveries.doctorId} is not null`))
        .groupBy(notificationDeliveries.doctorId)
        .orderBy(desc(sent), notificationDeliveries.doctorId)
        .limit(page.limit + 1)
        .offset(page.offset);
      const shown = rows.slice(0, page.limit).filter((r): r is { doctorId: string; sent: number } => r.doctorId !== null);
      const names = shown.length
        ? await db.select({ id: users.id, displayName: users.displayName, name: users.name }).from(users).where(inArray(users.id, shown.map((r) => r.doctorId)))
        : [];
      const nameOf = new Map(names.map((u) => [u.id, doctorDisplayName(u)]));
      const { smsDailyCap } = await settings.notifications();
      return {
        day: localDateOf(now, DEFAULT_TIME_ZONE),
        cap: smsDailyCap,
        practices: shown.map((r) => ({ doctorId: r.doctorId, doctorName: nameOf.get(r.doctorId) ?? r.doctorId, sent: r.sent })),
        nextCursor: rows.length > page.limit ? String(page.offset + page.limit) : null,
      };
    },
  };
}
