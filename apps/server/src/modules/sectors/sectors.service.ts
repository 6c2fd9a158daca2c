import type { Sector } from '@sanity/shared/schemas/sectors';
import { it } from '@sanity/shared/i18n/it';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSectorsRepository, type SectorRow } from './sectors.repository';

export type SectorsService = ReturnType<typeof createSectorsService>;

export function createSectorsService({ db }: { db: Db }) {
  const repo = createSectorsRepository(db);

  return {
    /** Active sectors, by name (what registration and settings offer). */
    async listActive(): Promise<Sector[]> {
      const rows = await repo.listActive();
      return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, active: r.active }));
    },

    /**
     * Deduplicates a chosen list of sector ids and checks that each is an existing, active sector.
     * Throws a 400 on the `sectors` field otherwise. Returns the ids in their first-seen order.
     */
    async requireActive(ids: readonly string[]): Promise<string[]> {
      const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
      if (unique.length === 0) {
        throw new AppError(400, it.validation.sectorsRequired, { fields: { sectors: it.validation.sectorsRequired } });
      }
      const active = new Set(await repo.activeIdsAmong(unique));
      if (unique.some((id) => !active.has(id))) {
        throw new AppError(400, it.validation.sectorsInvalid, { fields: { sectors: it.validation.sectorsInvalid } });
      }
      return unique;
    },

    /** Reference data: inserts the given sectors when missing. */
    ensureSectors(rows: SectorRow[]): Promise<void> {
      return repo.insertMissing(rows);
    },
  };
}
