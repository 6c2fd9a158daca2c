import { randomBytes, randomUUID } from 'node:crypto';
import { grantableScopes, TOKEN_PREFIX, TOKENS_PER_ACCOUNT_MAX, type TokenScope } from '@sanity/shared/domain/tokens/scopes';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { AccessToken, AccessTokenList, CreatedToken, CreateToken } from '@sanity/shared/schemas/tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecretToken } from '../../lib/token-hash';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import { accountOf, actorRoleOf } from './tokens.access';
import { createTokensRepository, type AccessTokenRow } from './tokens.repository';

const t = itApiAccess.tokens;
const DAY_MS = 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often per token. */
export const LAST_USED_GRANULARITY_MS = 60_000;
/** 32 random bytes: 256 bits, base64url. */
const TOKEN_BYTES = 32;
/** What the list shows of a token: its prefix and the first 8 characters of its random part. */
const SHOWN_CHARS = TOKEN_PREFIX.length + 8;


/** A token that passed: its account (as the access checks see a session's) and its scopes. */
export interface TokenAuthentication {
  user: AuthUser;
  token: { id: string; scopes: TokenScope[] };
}

const dto = (row: AccessTokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TokenScope[],
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** Personal access tokens (issue 31 point 3): created and revoked by their owner with a session; resolved on every request that carries one. */
export function createTokensService({ db, clock, audit }: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'> }) {
  const repo = createTokensRepository(db);

  return {
    async list(user: AuthUser): Promise<AccessTokenList> {
      const rows = await repo.listLive(user.id, clock.now());
      return { tokens: rows.map(dto), grantableScopes: grantableScopes(accountOf(user)) };
    },

    /** Creates a token; its clear text is in this answer only. */
    async create(user: AuthUser, input: CreateToken): Promise<CreatedToken> {
      const now = clock.now();
      const allowed = grantableScopes(accountOf(user));
      if (input.scopes.some((scope) => !allowed.includes(scope))) throw new AppError(403, t.scopeNotGrantable, { fields: { scopes: t.scopeNotGrantable } });
      const raw = `${TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const scoped = createTokensRepository(tx);
        if ((await scoped.countLive(user.id, now)) >= TOKENS_PER_ACCOUNT_MAX) throw new AppError(409, t.tooMany(TOKENS_PER_ACCOUNT_MAX));
        const inserted = await scoped.insert({
          id: randomUUID(),
          userId: user.id,
          name: input.name,
          scopes: [...new Set(input.scopes)],
          tokenHash: hashSecretToken(raw),
          prefix: raw.slice(0, SHOWN_CHARS),
          createdAt: now,
          expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
        });
        await audit.record({ actorId: user.id, actorRole: actorRoleOf(user), subjectId: user.id, action: 'token.create', targetId: inserted.id, details: { scopes: inserted.scopes.join(' ') } }, tx);
        return inserted;
      });
      return { token: raw, accessToken: dto(row) };
    },

    async revoke(user: AuthUser, id: string): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const revoked = await createTokensRepository(tx).revoke(user.id, id, clock.now());
        if (revoked) await audit.record({ actorId: user.id, actorRole: actorRoleOf(user), subjectId: user.id, action: 'token.revoke', targetId: id }, tx);
        return revoked;
      });
      if (!done) throw new AppError(404, t.notFound);
    },

    /** The account and scopes of a bearer token, or null when it is unknown, revoked, expired or its account is disabled or erased. */
    async authenticate(raw: string): Promise<TokenAuthentication | null> {
      if (!raw.startsWith(TOKEN_PREFIX) || raw.length > 200) return null;
      const now = clock.now();
      const found = await repo.findLiveByHash(hashSecretToken(raw), now);
      if (!found) return null;
      const { token, account } = found;
      if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
        await repo.touch(token.id, now, new Date(now.getTime() - LAST_USED_GRANULARITY_MS));
      }
      // A token's account never had a session here: `sessionId` names the token, which no session route accepts.
      const user: AuthUser = { id: account.id, role: account.role, admin: account.admin, email: account.email, sessionId: `token:${token.id}` };
      return { user, token: { id: token.id, scopes: token.scopes as TokenScope[] } };
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
