import type { Db } from '../../db/client';
import { createTokensRepository } from './tokens.repository';

/** The tokens' part of the erasure (issue 31): an erased account's tokens are deleted in the erasure's transaction. */
export const tokensPrivacy = {
  erase: (db: Db, userId: string) => createTokensRepository(db).deleteOfUser(userId),
};
