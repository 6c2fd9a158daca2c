import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import type { Db } from '../../db/client';
import type { PracticeAddressRow } from '../../db/schema/practice';
import { systemClock, type Clock } from '../../lib/clock';
import { createPracticeAddressRepository } from './address.repository';

export type PracticeAddressService = ReturnType<typeof createPracticeAddressService>;

const toAddress = (row: PracticeAddressRow): PracticeAddress => ({ street: row.street, cap: row.cap, city: row.city, province: row.province });

/** Inner runs of spaces collapsed too, so that 'San  Donato' and 'San Donato' are one city of the filter. */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * Which of two spellings of one city to show (negative: `x`): a capital initial and not all
 * capitals ('Milano' over 'milano' and 'MILANO'), then the one with accents ('Forlì' over
 * 'Forli'), then code-point order, so that the choice never depends on the rows' order.
 */
function spellingRank(x: string, y: string): number {
  const cased = (s: string) => (s[0] !== s[0]?.toLowerCase() && s !== s.toUpperCase() ? 0 : 1);
  const accents = (s: string) => s.normalize('NFD').length - s.length;
  return cased(x) - cased(y) || accents(y) - accents(x) || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * Where a doctor receives patients (issue 15): public practice data, one address per doctor, read
 * by the profile, the directory (cards, city filter, list of cities), the appointments and their
 * e-mails. Apart from the doctor's private home address of the personal information.
 */
export function createPracticeAddressService({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  const repo = createPracticeAddressRepository(db);

  return {
    async get(doctorId: string): Promise<PracticeAddress | null> {
      const row = await repo.find(doctorId);
      return row ? toAddress(row) : null;
    },

    /** The addresses of several doctors in one statement; a doctor without one has no entry. */
    async getMany(doctorIds: readonly string[]): Promise<Map<string, PracticeAddress>> {
      const rows = await repo.findMany(doctorIds);
      return new Map(rows.map((row) => [row.doctorId, toAddress(row)]));
    },

    /** Sets or replaces the address, already validated by `PracticeAddressSchema` (trimmed, province upper case). */
    async set(doctorId: string, address: PracticeAddress): Promise<PracticeAddress> {
      const row = await repo.upsert(
        doctorId,
        { street: tidy(address.street), cap: address.cap.trim(), city: tidy(address.city), province: address.province.trim().toUpperCase() },
        clock.now(),
      );
      return toAddress(row);
    },

    /** Removes the address; none already changes nothing. */
    async clear(doctorId: string): Promise<void> {
      await repo.remove(doctorId);
    },

    /**
     * The cities of listed doctors' practices for the directory filter, sorted in Italian: one
     * spelling per city as the filter compares them ('Forlì', 'forli' and 'FORLI' are one), the
     * most used; on a tie the better written one (`spellingRank`).
     */
    async cities(): Promise<string[]> {
      const best = new Map<string, { city: string; doctors: number }>();
      for (const candidate of await repo.citySpellings()) {
        const current = best.get(candidate.key);
        if (!current || candidate.doctors > current.doctors || (candidate.doctors === current.doctors && spellingRank(candidate.city, current.city) < 0)) {
          best.set(candidate.key, candidate);
        }
      }
      return [...best.values()].map((b) => b.city).sort((x, y) => x.localeCompare(y, 'it'));
    },
  };
}
