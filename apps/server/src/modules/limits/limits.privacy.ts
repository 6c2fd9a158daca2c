import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema/auth';

/** The rate limits' part of the erasure (issue 13): the counters keyed by the account's id (uploads, Igea, export). */
export const limitsPrivacy = {
  async erase(db: Db, userId: string): Promise<void> {
    // Keys are `<limit>:<account id>` or carry the id among other parts; an id is a UUID, never a substring of another key.
    await db.delete(rateLimitHits).where(sql`strpos(${rateLimitHits.key}, ${userId}) > 0`);
  },
};
