import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema/calendar';

/** The `calendar_feeds` table: one row per doctor with an active feed, holding only the secret's SHA-256. */
export function createFeedRepository(db: Db) {
  return {
    async findByDoctor(doctorId: string): Promise<{ createdAt: Date } | null> {
      const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.doctorId, doctorId));
      return row ?? null;
    },

    async doctorOfTokenHash(tokenHash: string): Promise<string | null> {
      const [row] = await db.select({ doctorId: calendarFeeds.doctorId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.doctorId ?? null;
    },

    /** Creates the doctor's feed or replaces its secret (the old hash is gone: its URL stops working). */
    async save(doctorId: string, tokenHash: string, createdAt: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ doctorId, tokenHash, createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.doctorId, set: { tokenHash, createdAt } });
    },

    async remove(doctorId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.doctorId, doctorId));
    },
  };
}
