import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userConsents } from '../../db/schema/privacy';

/** The accepted documents (`user_consents`, written with the account by the users repository). */
export const consentsRepository = {
  async of(db: Db, userId: string) {
    const rows = await db.select().from(userConsents).where(eq(userConsents.userId, userId)).orderBy(asc(userConsents.acceptedAt), asc(userConsents.document));
    return rows.map((r) => ({ document: r.document, version: r.version, acceptedAt: r.acceptedAt.toISOString() }));
  },
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(userConsents).where(eq(userConsents.userId, userId));
  },
};
