import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema/auth';
import type { Clock } from '../../lib/clock';

/** What a single-use link is for (ADR 0012). */
export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export interface IssueAccountToken {
  userId: string;
  purpose: AccountTokenPurpose;
  /** The address the link is sent to (for verify-email: the address it proves). */
  email: string;
  ttlMs: number;
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;

/** Only the hash is stored: a copy of the table (a backup, a log) does not hold working links. */
export function accountTokenIdOf(rawToken: string): string {
  return createHash('sha256').update(rawToken).digest('hex');
}

/**
 * Single-use, expiring links sent by e-mail. `issue` takes the caller's transaction (or the db) so
 * a token is created together with the change that needs it; `consume` marks the token used in one
 * statement, so two clicks racing on the same link cannot both succeed.
 */
export function createAccountTokens(db: Db, clock: Clock) {
  return {
    async issue(tx: Db, { userId, purpose, email, ttlMs }: IssueAccountToken): Promise<string> {
      const now = clock.now();
      const raw = randomBytes(32).toString('base64url');
      // A new link replaces the older unused ones of the same purpose for the same address: only the
      // last e-mail works. Links for different addresses stay apart: the registration's link and an
      // e-mail change's link, sent moments apart by jobs in any order, must not void each other.
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), eq(accountTokens.email, email), isNull(accountTokens.usedAt)));
      await tx.insert(accountTokens).values({
        id: accountTokenIdOf(raw),
        userId,
        purpose,
        email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return raw;
    },

    /**
     * Marks the link used and returns whom it belongs to; null when unknown, used, expired or for
     * another purpose. With `tx`, a rollback of the caller's change gives the link back.
     */
    async consume(purpose: AccountTokenPurpose, rawToken: string, tx: Db = db): Promise<{ userId: string; email: string } | null> {
      const now = clock.now();
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.id, accountTokenIdOf(rawToken)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      return row ?? null;
    },

    /** When the user last got a link of this purpose (the resend interval); null when never. */
    async lastIssuedAt(userId: string, purpose: AccountTokenPurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: accountTokens.createdAt })
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** Housekeeping: used or expired links are of no use to anyone. */
    async deleteStale(before: Date): Promise<void> {
      await db
        .delete(accountTokens)
        .where(or(lt(accountTokens.expiresAt, before), and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, before))));
    },
  };
}
