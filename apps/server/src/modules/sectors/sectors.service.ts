import { slugOf } from '@sanity/shared/domain/sectors/slug';
import type { AdminSector, CreateSector, Sector, SectorUsage, SectorVerification, UpdateSector } from '@sanity/shared/schemas/sectors';
import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, sqlStateOf } from '../../lib/db-errors';
import type { AuditService } from '../audit/audit.service';
import { createSectorsRepository, type SectorRow } from './sectors.repository';

/** Who changes a sector: the signed-in admin, for the audit log. */
export interface SectorActor {
  id: string;
}

const toSector = (r: SectorRow): Sector => ({ id: r.id, name: r.name, description: r.description, active: r.active });
const NO_USAGE: SectorUsage = { doctors: 0, services: 0, articles: 0 };
const m = itAdmin.adminPlatform.sectors;
const nameTaken = () => new AppError(409, m.nameTaken, { fields: { name: m.nameTaken } });

export type SectorsService = ReturnType<typeof createSectorsService>;

export function createSectorsService({ db, audit }: { db: Db; audit: Pick<AuditService, 'record'> }) {
  const repo = createSectorsRepository(db);

  /** Runs `work` in one transaction with the sector writes serialised; the audit entry commits with the change. */
  const inWriteTransaction = <T>(work: (repo: ReturnType<typeof createSectorsRepository>, tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const scoped = createSectorsRepository(tx);
      await scoped.lockWrites();
      return work(scoped, tx);
    });

  return {
    /** Active sectors, by name (what registration and settings offer). */
    async listActive(): Promise<Sector[]> {
      const rows = await repo.listActive();
      return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, active: r.active }));
    },

    /** Every sector, inactive ones too (their names still show on the profiles that keep them). */
    async listAll(): Promise<Sector[]> {
      return (await repo.listAll()).map(toSector);
    },

    /** sectors-getSectorById: one sector, active or not; 404 when there is none. */
    async get(id: string): Promise<Sector> {
      const row = await repo.findById(id);
      if (!row) throw new AppError(404, m.notFound);
      return toSector(row);
    },

    /** sectors-verifySectors: which of the ids name an existing, active sector (duplicates answered once, in order). */
    async verify(ids: readonly string[]): Promise<SectorVerification> {
      const unique = [...new Set(ids)];
      const active = new Set(await repo.activeIdsAmong(unique));
      return { valid: unique.filter((id) => active.has(id)), invalid: unique.filter((id) => !active.has(id)) };
    },

    /** The admin's list: every sector with what uses it. */
    async listForAdmin(): Promise<AdminSector[]> {
      const [rows, usage] = await Promise.all([repo.listAll(), repo.usage()]);
      return rows.map((r) => ({ ...toSector(r), usage: usage.get(r.id) ?? NO_USAGE }));
    },

    /** sectors-createSector: the id is the name's slug; a clash with an id or a name (any case) is 409. */
    async create(actor: SectorActor, input: CreateSector): Promise<AdminSector> {
      const id = slugOf(input.name);
      if (!id) throw new AppError(400, m.nameWithoutIdLetters, { fields: { name: m.nameWithoutIdLetters } });
      try {
        return await inWriteTransaction(async (scoped, tx) => {
          if ((await scoped.findById(id)) || (await scoped.findByName(input.name))) throw nameTaken();
          const row = await scoped.insert({ id, name: input.name, description: input.description ?? null, active: input.active ?? true });
          await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.sector.create', targetId: id, details: { active: row.active } }, tx);
          return { ...toSector(row), usage: NO_USAGE };
        });
      } catch (error) {
        // Another instance created the same id between the check and the insert.
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** sectors-updateSector: rename, describe, (de)activate; the id stays. */
    async update(actor: SectorActor, id: string, patch: UpdateSector): Promise<AdminSector> {
      const row = await inWriteTransaction(async (scoped, tx) => {
        const current = await scoped.findById(id);
        if (!current) throw new AppError(404, m.notFound);
        if (patch.name !== undefined && (await scoped.findByName(patch.name, id))) throw nameTaken();
        const changes: Partial<Omit<SectorRow, 'id'>> = {};
        if (patch.name !== undefined) changes.name = patch.name;
        if (patch.description !== undefined) changes.description = patch.description;
        if (patch.active !== undefined) changes.active = patch.active;
        const updated = (await scoped.update(id, changes)) ?? current;
        const details: Record<string, boolean> = { renamed: patch.name !== undefined && patch.name !== current.name, described: patch.description !== undefined };
        if (patch.active !== undefined) details.active = patch.active;
        await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.sector.update', targetId: id, details }, tx);
        return updated;
      });
      const usage = (await repo.usage([id])).get(id) ?? NO_USAGE;
      return { ...toSector(row), usage };
    },

    /**
     * sectors-deleteSector: only a sector nothing refers to; one in use is 409 and stays (it can
     * be deactivated). A doctor choosing it between the check and the delete makes the RESTRICT
     * foreign key refuse (23503): the same 409.
     */
    async remove(actor: SectorActor, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const scoped = createSectorsRepository(tx);
          if (!(await scoped.findById(id))) throw new AppError(404, m.notFound);
          const usage = (await scoped.usage([id])).get(id);
          if (usage) throw new AppError(409, m.inUse(usage.doctors, usage.services, usage.articles));
          await scoped.delete(id);
          await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.sector.delete', targetId: id }, tx);
        });
      } catch (error) {
        if (sqlStateOf(error) === '23503') throw new AppError(409, m.inUseRace);
        throw error;
      }
    },

    /**
     * Deduplicates a chosen list of sector ids and checks that each is an existing, active sector,
     * or one of `kept` (the sectors the doctor already has: a deactivated sector stays on the
     * profiles that have it, and saving such a profile must not fail). Throws a 400 on the
     * `sectors` field otherwise. Returns the ids in their first-seen order.
     */
    async requireActive(ids: readonly string[], kept: readonly string[] = []): Promise<string[]> {
      const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
      if (unique.length === 0) {
        throw new AppError(400, it.validation.sectorsRequired, { fields: { sectors: it.validation.sectorsRequired } });
      }
      const active = new Set([...(await repo.activeIdsAmong(unique)), ...kept]);
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
