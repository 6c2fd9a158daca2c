import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';
import { deleteBatch } from '../../lib/batched-delete';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The contact_messages table. Times come from the caller (the service's clock). */
export function createContactRepository(db: Db) {
  return {
    /**
     * Holds, until `tx` ends, a lock on this sender: two messages from one address at once are
     * counted one after the other, so the throttle cannot be passed by sending in parallel.
     */
    async lockSender(tx: Db, ipHash: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${ipHash}`}, 0))`);
    },

    async countSince(tx: Db, ipHash: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.ipHash, ipHash), gt(contactMessages.createdAt, since)));
      return row?.n ?? 0;
    },

    async insert(tx: Db, row: ContactMessageRow): Promise<void> {
      await tx.insert(contactMessages).values(row);
    },

    /** Retention: up to `limit` messages received before `before`; how many went. */
    purgeBefore: (before: Date, limit: number) => deleteBatch(db, contactMessages, contactMessages.id, lt(contactMessages.createdAt, before), limit),

    async find(id: string): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },
  };
}
