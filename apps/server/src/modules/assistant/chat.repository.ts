import { asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema/assistant';
import { deleteBatch } from '../../lib/batched-delete';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The chat_messages table. Times come from the caller (the service's clock). */
export function createChatRepository(db: Db) {
  return {
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

    /** Retention: up to `limit` messages written before `before`, anyone's; how many went. */
    purgeBefore: (before: Date, limit: number) => deleteBatch(db, chatMessages, chatMessages.id, lt(chatMessages.createdAt, before), limit),

    async clear(userId: string): Promise<void> {
      await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
    },
  };
}
