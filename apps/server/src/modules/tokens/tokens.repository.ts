import { and, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema/tokens';
import { users } from '../../db/schema/users';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** What a bearer token resolves to: the token and the few account columns the access checks read. */
export interface TokenWithAccount {
  token: AccessTokenRow;
  account: { id: string; role: (typeof users.$inferSelect)['role']; admin: number; email: string };
}

export function createTokensRepository(db: Db) {
  return {
    async insert(row: typeof accessTokens.$inferInsert): Promise<AccessTokenRow> {
      const [inserted] = await db.insert(accessTokens).values(row).returning();
      return inserted!;
    },

    /** The account's tokens that are neither revoked nor expired, newest first. */
    listLive(userId: string, now: Date): Promise<AccessTokenRow[]> {
      return db
        .select()
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, now))))
        .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
    },

    async countLive(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, now))));
      return row?.n ?? 0;
    },

    /** Revokes one of the account's tokens; false when it has no such live token. */
    async revoke(userId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
        .returning({ id: accessTokens.id });
      return rows.length > 0;
    },

    /**
     * A live token by its hash, with its account when that account is neither disabled nor erased:
     * one statement per request that carries a token (like the session lookup).
     */
    async findLiveByHash(hash: string, now: Date): Promise<TokenWithAccount | undefined> {
      const [row] = await db
        .select({ token: accessTokens, account: { id: users.id, role: users.role, admin: users.admin, email: users.email } })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(
          and(
            eq(accessTokens.tokenHash, hash),
            isNull(accessTokens.revokedAt),
            or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, now)),
            eq(users.isDisabled, false),
            isNull(users.erasedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** Moves `last_used_at` only when older than `staleBefore`: a busy token writes once a minute. */
    async touch(id: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(accessTokens.id, id), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore))));
    },

    /** Export (privacy): every token of the account, revoked and expired too, oldest first; never the hash. */
    allOfUser(userId: string) {
      const { id, name, scopes, prefix, createdAt, lastUsedAt, expiresAt, revokedAt } = getTableColumns(accessTokens);
      return db
        .select({ id, name, scopes, prefix, createdAt, lastUsedAt, expiresAt, revokedAt })
        .from(accessTokens)
        .where(eq(accessTokens.userId, userId))
        .orderBy(accessTokens.createdAt, accessTokens.id);
    },

    /** Erasure of an account (privacy): its tokens go with it. */
    async deleteOfUser(userId: string): Promise<void> {
      await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
    },
  };
}
