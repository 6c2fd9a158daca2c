import { and, eq, getTableColumns, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions } from '../../db/schema/auth';
import { staffMembers } from '../../db/schema/staff';
import { userSectors, users, type UserRow } from '../../db/schema/users';
import { deleteBatch } from '../../lib/batched-delete';
import { coalescedReads } from '../../lib/coalesced-reads';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Db) {
  /**
   * The session look-up as a prepared statement, built once: every signed-in request runs it, and
   * building the select of an account's forty columns cost more CPU than PostgreSQL running it.
   * It reads the sessions of several requests at once (`coalescedReads` below): the instants each
   * request compares with are its own, checked on the rows it gets.
   */
  const prepareSessions = () =>
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        user: getTableColumns(users),
        // The outer column spelled out: drizzle may print a column unqualified, which a subquery would read as its own.
        sectorIds: sql<string[]>`array(select us.sector_id from ${userSectors} us where us.user_id = "users"."id" order by us.sector_id)`,
        // Issue 30: whether the account works for a practice, so that /me reads the practices only for staff (served by staff_members_account_idx).
        worksForPractices: sql<boolean>`exists(select 1 from ${staffMembers} sm where sm.account_id = "users"."id" and sm.status = 'active')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`, eq(users.isDisabled, false), isNull(users.erasedAt)))
      .prepare('live_sessions_with_users');
  let sessionLookup: ReturnType<typeof prepareSessions> | undefined;
  type Found = Awaited<ReturnType<ReturnType<typeof prepareSessions>['execute']>>[number];
  /** Signed-in requests arriving together share one look-up, never one sent before they arrived (a logout on another instance is seen at once). */
  const lookups = coalescedReads<string, Found>(async (ids) => {
    sessionLookup ??= prepareSessions();
    const rows = await sessionLookup.execute({ ids });
    return new Map(rows.map((row) => [row.sessionId, row]));
  });

  return {
    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /**
     * The session plugin's one statement per request (ADR 0016): a session that has neither expired
     * nor gone unused since `idleSince` (SESSION_IDLE_DAYS), of an account neither disabled nor erased, with the account's row and
     * sector ids, so that neither the plugin nor `GET /api/auth/me` reads the account again. Two
     * primary-key look-ups and an index range of the account's sectors, for every request whose
     * look-up goes in the same statement (the rows are shared: nobody changes them).
     */
    async findLiveSessionWithUser(
      id: string,
      now: Date,
      idleSince: Date,
    ): Promise<{ sessionId: string; lastSeenAt: Date; user: UserRow; sectorIds: string[]; worksForPractices: boolean } | undefined> {
      const row = (await lookups.read([id])).get(id);
      if (!row || row.expiresAt.getTime() <= now.getTime() || row.lastSeenAt.getTime() <= idleSince.getTime()) return undefined;
      return { sessionId: row.sessionId, lastSeenAt: row.lastSeenAt, user: row.user, sectorIds: row.sectorIds, worksForPractices: row.worksForPractices };
    },

    /** Moves `last_seen_at` only when it is older than `staleBefore`: instances touching the same session at once write it once. */
    async touchSession(id: string, now: Date, staleBefore: Date = now): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, staleBefore)));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteExpiredSessions(now: Date, idleSince: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    },

    /** The addresses the account's sessions were opened from (raw; the throttle keys them by /64). */
    async sessionAddresses(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ip: sessions.ip })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNotNull(sessions.ip)));
      return rows.flatMap((row) => (row.ip === null ? [] : [row.ip]));
    },

    /**
     * What the lock-out needs in one query (ADR 0003, updates for issues 12 and 23): failures since
     * `since` of this (e-mail, address key) pair, of this address on any account, and of this e-mail
     * from addresses outside `knownAddresses` (the keys of the account's sessions), with the time of
     * the latest of those. The attempt being decided (`except`, already recorded) is left out.
     */
    async loginPressure(
      email: string,
      ip: string,
      knownAddresses: readonly string[],
      since: Date,
      except: number,
    ): Promise<{ byPair: number; byIp: number; foreign: number; lastForeignMs: number | null }> {
      const known = knownAddresses.length > 0 ? inArray(loginFailures.ip, [...knownAddresses]) : sql`false`;
      const [row] = await db
        .select({
          byPair: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip})`.mapWith(Number),
          byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
          foreign: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and not (${known}))`.mapWith(Number),
          lastForeignMs: sql<string | null>`max(extract(epoch from ${loginFailures.createdAt}) * 1000) filter (where ${loginFailures.email} = ${email} and not (${known}))`,
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.createdAt, since), ne(loginFailures.id, except), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
      return {
        byPair: row?.byPair ?? 0,
        byIp: row?.byIp ?? 0,
        foreign: row?.foreign ?? 0,
        lastForeignMs: row?.lastForeignMs == null ? null : Math.round(Number(row.lastForeignMs)),
      };
    },

    /** After a success: that address's failures on the account are forgiven, not the others' (a spray goes on being slowed). */
    async clearFailuresOfPair(email: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
    },

    /** Records an attempt as a failure (until it is known to be otherwise); its id. */
    async recordFailure(email: string, ip: string, at: Date): Promise<number> {
      const [row] = await db.insert(loginFailures).values({ email, ip, createdAt: at }).returning({ id: loginFailures.id });
      if (!row) throw new Error('login_failures: insert returned no row');
      return row.id;
    },

    /** An attempt recorded in advance that turned out not to be a failure (refused unchecked, or the password was right). */
    async deleteFailure(id: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    /** Retention: up to `limit` sessions expired before `now` or unused since `idleSince`; how many went. */
    purgeEndedSessions: (now: Date, idleSince: Date, limit: number) =>
      deleteBatch(db, sessions, sessions.id, or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)), limit),

    /** Retention: up to `limit` failed logins recorded before `before`; how many went. */
    purgeFailuresBefore: (before: Date, limit: number) => deleteBatch(db, loginFailures, loginFailures.id, lt(loginFailures.createdAt, before), limit),

    async deleteFailuresBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
    },
  };
}
