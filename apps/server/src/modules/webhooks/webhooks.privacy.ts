import type { Db } from '../../db/client';
import { createWebhooksRepository } from './webhooks.repository';

/** The webhooks' part of the erasure (issue 31): the endpoints the account registered, with their delivery logs. */
export const webhooksPrivacy = {
  erase: (db: Db, userId: string) => createWebhooksRepository(db).deleteOfOwner(userId),
};
