import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, loginFailures, sessions } from '../../db/schema/auth';
import { describeDevice } from './device';

/** The auth feature's part of the privacy rights (issue 13): sessions in the export; sessions, links and failed logins erased. */
export const authPrivacy = {
  async sessionsOf(db: Db, userId: string) {
    const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
    return rows.map((s) => ({ device: describeDevice(s.userAgent), createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString(), expiresAt: s.expiresAt.toISOString() }));
  },

  /** Every session (the cookie stops working), every e-mailed link, and the failed logins counted on the account's addresses. */
  async erase(db: Db, userId: string, email: string): Promise<void> {
    const tokens = await db.select({ email: accountTokens.email }).from(accountTokens).where(eq(accountTokens.userId, userId));
    const addresses = [...new Set([email, ...tokens.map((t) => t.email)].map((e) => e.toLowerCase()))];
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await db.delete(loginFailures).where(inArray(loginFailures.email, addresses));
  },
};
