import type { DataExport } from '@sanity/shared/schemas/privacy';
import type { Db } from '../../db/client';
import { createWebhooksRepository } from './webhooks.repository';

/**
 * The webhooks' part of the privacy rights (issue 31). Export: the endpoints the account registered
 * (never their signing secrets). Erasure: those endpoints, with their delivery logs.
 */
export const webhooksPrivacy = {
  async of(db: Db, ownerId: string): Promise<DataExport['webhooks']> {
    const rows = await createWebhooksRepository(db).endpointsOfOwner(ownerId);
    return rows.map((row) => ({
      id: row.id,
      scope: row.scope,
      url: row.url,
      description: row.description,
      events: row.events,
      enabled: row.enabled === 1,
      disabledAt: row.disabledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  },

  erase: (db: Db, userId: string) => createWebhooksRepository(db).deleteOfOwner(userId),
};
