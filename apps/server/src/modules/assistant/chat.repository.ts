import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema/assistant';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The chat_messages table. Times come from the caller (the service's clock). */
export function createChatRepository(db: Db) {
  return {
    /**
     * Holds, until `tx` ends, a lock on this user's conversation: two messages sent at once are
     * counted one after the other, so the rate limit cannot be passed by sending in parallel.
     */
    async lockUser(tx: Db, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat:${userId}`}, 0))`);
    },

    /** The user's own messages written after `since` (what the rate limit counts). */
    async countSentSince(tx: Db, userId: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user'), gt(chatMessages.createdAt, since)));
      return row?.n ?? 0;
    },

    async insert(tx: Db, row: ChatMessageRow): Promise<void> {
      await tx.insert(chatMessages).values(row);
    },

    async remove(id: string): Promise<void> {
      await db.delete(chatMessages).where(eq(chatMessages.id, id));
    },

    /** The newest `limit` messages, returned oldest first. */
    async latest(userId: string, limit: number): Promise<ChatMessageRow[]> {
      const newest = db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit)
        .as('newest');
      return db.select().from(newest).orderBy(asc(newest.createdAt), asc(newest.id));
    },

    async clear(userId: string): Promise<void> {
      await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
    },
  };
}
