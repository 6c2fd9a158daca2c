import { and, asc, count, desc, eq, exists, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { userSectors, users, type NewUserRow, type UserRow } from '../../db/schema/users';
import { userConsents } from '../../db/schema/privacy';
import { readVersions } from '../../db/schema/read-versions';
import { practiceInCity } from '../practice/address.repository';
import { visitModesOf } from '../practice/practice.repository';
import { scope } from '../read-cache/read-versions';
import { publicDoctorCondition } from './doctor-visibility';

export interface DoctorSearch {
  /** Keep doctors with any of these sectors; empty: no sector filter. */
  sectorIds: readonly string[];
  /** Keep doctors whose practice address is in this city (case and accents aside); undefined: no city filter. */
  city?: string | undefined;
  excludeId?: string | undefined;
  /** Keyset position: the page starts after this (directory sort key, id). */
  after?: { sortKey: string; id: string } | undefined;
  limit: number;
}

/** Accented letters of Italian names and their base letter, for the directory's sort key. */
const ACCENTED = 'àáâäãåèéêëìíîïòóôöõùúûüçñ';
const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucn';

/**
 * The directory's filters, for browsing and for a text search alike: doctors others may see
 * (approved, enabled, not erased: ADR 0013), not `excludeId`, with any of `sectorIds`, practising in
 * `city` (the practice address lives with the practice feature; its repository writes that condition).
 */
export function directoryFilter(db: Db, { sectorIds, city, excludeId }: { sectorIds: readonly string[]; city?: string | undefined; excludeId?: string | undefined }): SQL | undefined {
  return and(
    publicDoctorCondition(),
    excludeId ? ne(users.id, excludeId) : undefined,
    sectorIds.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userSectors)
            .where(and(eq(userSectors.userId, users.id), inArray(userSectors.sectorId, [...sectorIds]))),
        )
      : undefined,
    city ? practiceInCity(db, users.id, city) : undefined,
  );
}

/**
 * The directory order: surname, then first name (the title, 'Dott.ssa', 'Prof.', is in neither),
 * lower case and without accents, compared byte by byte (COLLATE "C", which every PostgreSQL and
 * PGlite has, unlike the ICU 'it' collation). On these keys that order is Intl.Collator('it')'s at
 * primary strength: case and accents aside, space and apostrophe before letters. A name without a
 * surname sorts by its whole display name. Built in SQL so that the keyset cursor can compare it.
 */
export function directorySortKey(t: typeof users): SQL {
  return sql`(translate(lower(coalesce(nullif(trim(${t.cognome}), ''), ${t.name}) || ' ' || ${t.nome}), ${ACCENTED}, ${UNACCENTED}) collate "C")`;
}

/** A listed doctor's row with the card's visit modes (issue 29), read in the same statement. */
export interface DirectoryRow {
  user: UserRow;
  visitModes: { inStudio: boolean; online: boolean };
}

/** The listed user's id, qualified for the subqueries below (drizzle writes a lone table's columns bare). */
const qualifiedUserId = sql`${users}.${sql.identifier(users.id.name)}`;

/**
 * The version of each listed doctor's `doctor:` scope (ADR 0024), read in the statement that reads
 * their visit modes: both from one snapshot, so a page kept under that version never shows older
 * modes, however a service save interleaves with the read.
 */
const doctorVersion = sql<number>`coalesce((select ${readVersions.version} from ${readVersions} where ${readVersions.scope} = ${scope.doctor('')} || ${qualifiedUserId}), 0)`.mapWith(Number);

const directoryColumns = () => {
  const modes = visitModesOf(qualifiedUserId);
  return { user: users, inStudio: modes.inStudio, online: modes.online };
};

const toDirectoryRow = <T extends { user: UserRow; inStudio: boolean; online: boolean }>({ inStudio, online, ...rest }: T) => ({
  ...rest,
  visitModes: { inStudio, online },
});

export function createUsersRepository(db: Db, clock: Clock) {
  return {
    /** Inserts a user, their sectors and the documents they accepted (with the clock's time) together. */
    async insert(
      row: NewUserRow & { id: string },
      sectorIds: readonly string[],
      consents: ReadonlyArray<{ document: 'terms' | 'doctor-terms'; version: string }> = [],
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(row).returning();
        if (sectorIds.length > 0) {
          await tx.insert(userSectors).values(sectorIds.map((sectorId) => ({ userId: row.id, sectorId })));
        }
        if (consents.length > 0) {
          const acceptedAt = clock.now();
          await tx.insert(userConsents).values(consents.map((c) => ({ userId: row.id, document: c.document, version: c.version, acceptedAt })));
        }
        return created!;
      });
    },

    /** The rows of these ids that exist (any order). */
    async findByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, [...ids]));
    },

    /** The row locked until the caller's transaction ends (a name change read, then written). */
    async findByIdForUpdate(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    },

    async sectorIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userSectors.sectorId })
        .from(userSectors)
        .where(eq(userSectors.userId, userId))
        .orderBy(asc(userSectors.sectorId));
      return rows.map((r) => r.id);
    },

    /** Sector ids of several users at once, each list sorted. */
    async sectorIdsOfMany(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return out;
      const rows = await db
        .select({ userId: userSectors.userId, sectorId: userSectors.sectorId })
        .from(userSectors)
        .where(inArray(userSectors.userId, [...userIds]))
        .orderBy(asc(userSectors.sectorId));
      for (const row of rows) out.get(row.userId)?.push(row.sectorId);
      return out;
    },

    /**
     * One page of the doctors directory, in (surname key, id) order after `after`: publicly visible
     * doctors, not `excludeId`, with any of `sectorIds`, with their visit modes and `doctor:`
     * versions. A text search ranks instead (directory-search.repository.ts).
     */
    async searchDoctors(params: DoctorSearch): Promise<Array<DirectoryRow & { sortKey: string; doctorVersion: number }>> {
      const { sectorIds, city, excludeId, after, limit } = params;
      const rows = await db
        .select({ ...directoryColumns(), sortKey: sql<string>`${directorySortKey(users)}`, doctorVersion })
        .from(users)
        .where(
          and(
            directoryFilter(db, { sectorIds, city, excludeId }),
            after ? sql`(${directorySortKey(users)}, ${users.id}) > (${after.sortKey} collate "C", ${after.id})` : undefined,
          ),
        )
        .orderBy(directorySortKey(users), asc(users.id))
        .limit(limit);
      return rows.map(toDirectoryRow);
    },

    /** Publicly visible doctors for the sitemap, most recently updated first. */
    listPublicDoctors(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
      return db
        .select({ id: users.id, updatedAt: users.updatedAt })
        .from(users)
        .where(publicDoctorCondition())
        .orderBy(desc(users.updatedAt), asc(users.id))
        .limit(limit);
    },

    /** The directory rows of these ids that exist (any order): a text search's page, after its slots' versions were read. */
    async findDirectoryRows(ids: readonly string[]): Promise<DirectoryRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(directoryColumns()).from(users).where(inArray(users.id, [...ids]));
      return rows.map(toDirectoryRow);
    },

    /** Updates columns and, when given, replaces the sector list, in one transaction. */
    async update(id: string, patch: Partial<NewUserRow>, sectorIds?: readonly string[]): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...patch, updatedAt: clock.now() })
          .where(eq(users.id, id))
          .returning();
        if (row && sectorIds) {
          await tx.delete(userSectors).where(eq(userSectors.userId, id));
          if (sectorIds.length > 0) {
            await tx.insert(userSectors).values(sectorIds.map((sectorId) => ({ userId: id, sectorId })));
          }
        }
        return row;
      });
    },

    async touchLogin(id: string, at: Date): Promise<void> {
      await db.update(users).set({ ultimoLogin: at }).where(eq(users.id, id));
    },

    /** The admin overview's counts: the accounts the admin's list shows (erased ones, tombstones, are no one's). */
    async countAll(): Promise<{ users: number; doctors: number; patients: number }> {
      const [row] = await db
        .select({
          users: count(),
          doctors: sql<number>`count(*) filter (where ${users.role} in ('doctor', 'professionista'))`.mapWith(Number),
          patients: sql<number>`count(*) filter (where ${users.role} = 'user')`.mapWith(Number),
        })
        .from(users)
        .where(isNull(users.erasedAt));
      return { users: row?.users ?? 0, doctors: row?.doctors ?? 0, patients: row?.patients ?? 0 };
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1);
      return rows.length === 0;
    },
  };
}
