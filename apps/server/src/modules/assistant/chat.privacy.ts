import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema/assistant';

/** Igea's part of the privacy rights (issue 13): the conversation in the export, deleted with the account. */
export const chatPrivacy = {
  async of(db: Db, userId: string) {
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return rows.map((r) => ({ role: r.role, content: r.content, at: r.createdAt.toISOString() }));
  },
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
  },
};
