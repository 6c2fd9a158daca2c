import type { DataExport } from '@sanity/shared/schemas/privacy';
import type { Db } from '../../db/client';
import { createTokensRepository } from './tokens.repository';

/**
 * The tokens' part of the privacy rights (issue 31). Export: every token the account made, revoked
 * and expired ones too, as its owner lists them (the first characters, never the token nor its
 * hash). Erasure: an erased account's tokens are deleted in the erasure's transaction.
 */
export const tokensPrivacy = {
  async of(db: Db, userId: string): Promise<DataExport['tokens']> {
    const rows = await createTokensRepository(db).allOfUser(userId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
  },

  erase: (db: Db, userId: string) => createTokensRepository(db).deleteOfUser(userId),
};
