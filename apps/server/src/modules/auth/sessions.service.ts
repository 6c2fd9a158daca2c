import { createHash } from 'node:crypto';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { SessionInfo } from '@sanity/shared/schemas/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { describeDevice, describePlace } from './device';
import { createPasswordRepository } from './password.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The id the sessions page shows and DELETE takes: the first 16 hex digits of the sha256 of the
 * stored id. The stored id is itself the sha256 of the cookie, and it opens a session to whoever
 * can write it into a lookup: it never leaves the server. 64 bits are plenty among one account's
 * sessions, and going back from this id to the stored one is a preimage attack.
 */
export function publicSessionId(storedId: string): string {
  return createHash('sha256').update(storedId).digest('hex').slice(0, 16);
}

export type SessionsService = ReturnType<typeof createSessionsService>;

/** The sessions page (issue 12 point 5): list the account's live sessions, end one or all. */
export function createSessionsService({ db, clock, config }: { db: Db; clock: Clock; config: Pick<Config, 'SESSION_IDLE_DAYS'> }) {
  const repo = createPasswordRepository(db);

  async function live(userId: string) {
    const now = clock.now();
    return repo.liveSessions(userId, now, new Date(now.getTime() - config.SESSION_IDLE_DAYS * DAY_MS));
  }

  return {
    /** The current session first, then by last use. */
    async list(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
      const rows = await live(userId);
      return rows
        .map((row) => ({
          id: publicSessionId(row.id),
          device: describeDevice(row.userAgent),
          place: describePlace(row.ip),
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastSeenAt.toISOString(),
          current: row.id === currentSessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    },

    /** Ends one of the account's sessions; says whether it was the one asking (its cookie goes too). 404 for anything else. */
    async revoke(userId: string, currentSessionId: string, publicId: string): Promise<{ wasCurrent: boolean }> {
      const row = (await live(userId)).find((r) => publicSessionId(r.id) === publicId);
      if (!row) throw new AppError(404, itSettings.security.sessionNotFound, { code: 'session-not-found' });
      await repo.deleteSession(userId, row.id);
      return { wasCurrent: row.id === currentSessionId };
    },

    /** 'Esci da tutti i dispositivi': this one included. Also an admin disabling the account, in their transaction (`tx`). */
    async revokeAll(userId: string, tx: Db = db): Promise<void> {
      await repo.deleteSessions(tx, userId);
    },
  };
}
