import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DirectoryTerm } from '@sanity/shared/domain/doctors/directory-query';
import type { Db } from '../../db/client';
import { userSectors, users } from '../../db/schema/users';
import { practicePlaceSql } from '../practice/address.repository';
import { directoryFilter, directorySortKey } from './users.repository';

export interface DirectoryRankSearch {
  /** What was typed, parsed (packages/shared/src/domain/doctors/directory-query.ts); every term must match. */
  terms: readonly DirectoryTerm[];
  /** Also accept a term's long words with a typo (trigram word similarity), for a search that found nothing exactly. */
  typos: boolean;
  /** Keep doctors with any of these sectors; empty: no sector filter. */
  sectorIds: readonly string[];
  /** Keep doctors whose practice is in this city (case and accents aside). */
  city?: string | undefined;
  excludeId?: string | undefined;
  /** At most this many candidates, the best first. */
  cap: number;
}

/** A matching doctor: the directory's sort key, for the order among equals, and how well the doctor matches. */
export interface DirectoryCandidate {
  id: string;
  sortKey: string;
  quality: number;
}

/** How alike a misspelt word and a doctor's text must be (pg_trgm word_similarity): 'mialno' → 'milano' is 0.43. */
const TYPO_SIMILARITY = 0.4;

/** Accented letters of Italian and their base letter, as `normalizeItalian` strips them on the query side. */
const ACCENTED = 'àáâäãåèéêëìíîïòóôöõùúûüçñ';
const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucn';

/** ' words of the text ': lower case, no accents, every run of other characters one space, padded so that "% w" finds a word's start. */
function normalized(text: SQL): SQL {
  return sql`(' ' || regexp_replace(translate(lower(${text}), ${ACCENTED}, ${UNACCENTED}), '[^a-z0-9]+', ' ', 'g') || ' ')`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The directory's text search (issue 24): the doctors matching every term of a query, each term
 * scored by where it matched (sector or whole word of name or place 8, start of a word of name,
 * place or specialization 6, inside them 4, in the biography 2, with a typo 1), the sum being the
 * doctor's quality. The normalised texts are computed once per doctor in a subquery. Doctors are few
 * next to articles, so this scans them (no index serves these expressions); `cap` bounds the rest.
 */
export function createDirectorySearchRepository(db: Db) {
  return {
    async rank(params: DirectoryRankSearch): Promise<DirectoryCandidate[]> {
      const { terms, typos, sectorIds, city, excludeId, cap } = params;
      const c = db
        .select({
          id: users.id,
          sortKey: sql<string>`${directorySortKey(users)}`.as('sort_key'),
          nameText: sql<string>`${normalized(sql`${users.displayName} || ' ' || ${users.name} || ' ' || ${users.nome} || ' ' || ${users.cognome}`)}`.as('name_text'),
          placeText: sql<string>`${normalized(practicePlaceSql(db, users.id))}`.as('place_text'),
          specText: sql<string>`${normalized(sql`coalesce(${users.specialization}, '')`)}`.as('spec_text'),
          bioText: sql<string>`${normalized(sql`coalesce(${users.biografia}, '')`)}`.as('bio_text'),
        })
        .from(users)
        .where(directoryFilter(db, { sectorIds, city, excludeId }))
        .as('c');

      const scoreOf = (term: DirectoryTerm): SQL => {
        const word = escapeLike(term.text);
        const whole = `% ${word} %`;
        const start = `% ${word}%`;
        const inside = `%${word}%`;
        const cases: SQL[] = [];
        if (term.sectorIds.length > 0) {
          const ofSector = db
            .select({ one: sql`1` })
            .from(userSectors)
            .where(and(sql`${userSectors.userId} = ${c.id}`, inArray(userSectors.sectorId, [...term.sectorIds])));
          cases.push(sql`when exists (${ofSector}) then 8`);
        }
        cases.push(sql`when ${c.nameText} like ${whole} or ${c.placeText} like ${whole} then 8`);
        cases.push(sql`when ${c.nameText} like ${start} or ${c.placeText} like ${start} or ${c.specText} like ${start} then 6`);
        // One or two letters inside a word would match nearly everyone: only from three.
        if (term.text.length >= 3) {
          cases.push(sql`when ${c.nameText} like ${inside} or ${c.placeText} like ${inside} or ${c.specText} like ${inside} then 4`);
          cases.push(sql`when ${c.bioText} like ${inside} then 2`);
        }
        if (typos && term.fuzzy) {
          cases.push(sql`when word_similarity(${term.text}, ${c.nameText} || ${c.placeText} || ${c.specText}) >= ${TYPO_SIMILARITY} then 1`);
        }
        return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
      };
      const scores = terms.map(scoreOf);
      const quality = sql<number>`(${sql.join(scores, sql` + `)})`.mapWith(Number);
      return db
        .select({ id: c.id, sortKey: c.sortKey, quality })
        .from(c)
        .where(and(...scores.map((score) => sql`${score} > 0`)))
        .orderBy(desc(quality), asc(c.sortKey), asc(c.id))
        .limit(cap);
    },
  };
}
