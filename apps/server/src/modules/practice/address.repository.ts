import { and, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practiceAddresses, type PracticeAddressRow } from '../../db/schema/practice';
import { users } from '../../db/schema/users';
import { publicDoctorCondition } from '../users/doctor-visibility';

/**
 * Accented letters and their base letter, as the index practice_addresses_city_idx (migration
 * 0009) has them. Written into the statement as literals, not parameters: only then is the
 * expression the index's (and the same text in SELECT and GROUP BY).
 */
const TRANSLATE_ARGS = sql.raw(`'àáâäãåèéêëìíîïòóôöõùúûüçñ', 'aaaaaaeeeeiiiiooooouuuucn'`);

/**
 * How the directory compares cities: lower case, without accents. The expression over the column
 * is exactly the index's, so PostgreSQL can use the index for the city filter.
 */
export function cityKeySql(city: SQL | typeof practiceAddresses.city): SQL {
  return sql`translate(lower(${city}), ${TRANSLATE_ARGS})`;
}

/**
 * The condition "the user in `userId` has a practice address in this city", for the directory's
 * query. The input is lower-cased here as well as by PostgreSQL, whose `lower()` leaves
 * non-ASCII capitals ('Ì') alone under the C locale.
 */
export function practiceInCity(db: Db, userId: SQL | typeof users.id, city: string): SQL {
  const wanted = city.trim().replace(/\s+/g, ' ').toLowerCase();
  return exists(
    db
      .select({ one: sql`1` })
      .from(practiceAddresses)
      .where(and(sql`${practiceAddresses.doctorId} = ${userId}`, sql`${cityKeySql(practiceAddresses.city)} = ${cityKeySql(sql`${wanted}::text`)}`)),
  );
}

/**
 * The practice address of the doctor whose id is the parameter `doctorId`, as a JSON object (null:
 * none), for other features to read in the statement they already send (a booking's checks).
 */
export function practiceAddressJsonOf(doctorId: string): SQL<PracticeAddressJson | null> {
  return sql`(select json_build_object('street', ${practiceAddresses.street}, 'cap', ${practiceAddresses.cap}, 'city', ${practiceAddresses.city}, 'province', ${practiceAddresses.province})
    from ${practiceAddresses} where ${practiceAddresses.doctorId} = ${doctorId})`;
}
export interface PracticeAddressJson {
  street: string;
  cap: string;
  city: string;
  province: string;
}

/** The city and province of the user in `userId`'s practice ('' without an address), for the directory's text search. */
export function practicePlaceSql(db: Db, userId: SQL | typeof users.id): SQL {
  const place = db
    .select({ place: sql`${practiceAddresses.city} || ' ' || ${practiceAddresses.province}` })
    .from(practiceAddresses)
    .where(sql`${practiceAddresses.doctorId} = ${userId}`);
  return sql`coalesce((${place}), '')`;
}

export type AddressWrite = Pick<PracticeAddressRow, 'street' | 'cap' | 'city' | 'province'>;

export function createPracticeAddressRepository(db: Db) {
  return {
    async find(doctorId: string): Promise<PracticeAddressRow | undefined> {
      const [row] = await db.select().from(practiceAddresses).where(eq(practiceAddresses.doctorId, doctorId)).limit(1);
      return row;
    },

    async findMany(doctorIds: readonly string[]): Promise<PracticeAddressRow[]> {
      if (doctorIds.length === 0) return [];
      return db
        .select()
        .from(practiceAddresses)
        .where(inArray(practiceAddresses.doctorId, [...new Set(doctorIds)]));
    },

    /** One row per doctor: inserted, or replaced as a whole. */
    async upsert(doctorId: string, address: AddressWrite, now: Date): Promise<PracticeAddressRow> {
      const [row] = await db
        .insert(practiceAddresses)
        .values({ doctorId, ...address, updatedAt: now })
        .onConflictDoUpdate({ target: practiceAddresses.doctorId, set: { ...address, updatedAt: now } })
        .returning();
      return row!;
    },

    async remove(doctorId: string): Promise<void> {
      await db.delete(practiceAddresses).where(eq(practiceAddresses.doctorId, doctorId));
    },

    /** Each spelling of a city with how many listed doctors (publicly visible ones, ADR 0013) use it, and the key the directory filter compares. */
    async citySpellings(): Promise<Array<{ key: string; city: string; doctors: number }>> {
      const key = cityKeySql(practiceAddresses.city);
      return db
        .select({ key: sql<string>`${key}`, city: practiceAddresses.city, doctors: count() })
        .from(practiceAddresses)
        .innerJoin(users, eq(users.id, practiceAddresses.doctorId))
        .where(publicDoctorCondition())
        .groupBy(key, practiceAddresses.city);
    },
  };
}
