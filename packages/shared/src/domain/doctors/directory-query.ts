import { ITALIAN_STOP_WORDS, words } from '../assistant/normalize';
import { SECTOR_SYNONYMS, sectorNameTerms } from '../assistant/sector-synonyms';
import { withinEdits } from '../text/edit-distance';

/**
 * One thing a directory search asks for, from what a patient types ('dermatologo Milano',
 * 'esposito', 'medico di base monza'). The server finds a doctor when every term matches.
 */
export interface DirectoryTerm {
  /** Normalised (lower case, no accents, no punctuation): matched against name, specialization, city and province, then the biography. */
  text: string;
  /** The sectors the word names as a profession or sector ('dermatologa' → dermatologia), typos forgiven: a doctor of any of them matches. */
  sectorIds: string[];
  /** Long enough to be matched with a typo when nothing matches exactly ('Mialno', 'Esposto'). */
  fuzzy: boolean;
}

/** At most this many terms take part (a search box, not a document). */
export const DIRECTORY_MAX_TERMS = 8;
/** Words of this many letters and more may carry a typo: shorter ones would match other words ('rossi', 'rosa'). */
export const DIRECTORY_TYPO_MIN_LENGTH = 5;
/** A word this long that begins a profession is read as it, while the patient is still typing ('derm', 'cardio'). */
const TYPING_PREFIX_MIN = 4;

/**
 * Words that say a doctor is wanted but not which one: titles (the 'ssa' of 'Dott.ssa' comes apart
 * when punctuation is removed) and the generic 'medico'. Dropped, so that 'dottoressa Esposito'
 * finds Dott.ssa Laura Esposito and 'medico Milano' every doctor in Milan.
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'dott', 'dottor', 'dottore', 'dottoressa', 'dottori', 'dottoresse', 'dr', 'dssa', 'ssa', 'prof', 'professore', 'professoressa',
  'medico', 'medici', 'specialista', 'specialisti', 'cerco', 'trova', 'trovare',
]);

/** Edits allowed in a word of this length: one, two from nine letters ('dermatolgoo'). */
const editsFor = (length: number) => (length >= 9 ? 2 : 1);

interface ProfessionTerm {
  sectorId: string;
  /** Normalised words; a trailing '*' makes a word a prefix ('dermatolog*'). */
  words: string[];
}

/** Igea's profession words (SECTOR_SYNONYMS) and each sector's own name, so that sectors added by an admin count too. */
function professionTermsOf(sectors: ReadonlyArray<{ id: string; name: string }>): ProfessionTerm[] {
  return sectors.flatMap((sector) =>
    [...(SECTOR_SYNONYMS[sector.id]?.professions ?? []), ...sectorNameTerms(sector.name)].map((term) => ({ sectorId: sector.id, words: term.split(' ') })),
  );
}

/** The exact comparison used inside phrases ('medico di base'): no typos, prefixes as written. */
function wordIs(word: string, term: string): boolean {
  return term.endsWith('*') ? word.startsWith(term.slice(0, -1)) : word === term;
}

/** A single word against one profession word, with a typo forgiven in longer words and a prefix still being typed. */
function wordMatches(word: string, term: string): boolean {
  if (wordIs(word, term)) return true;
  const prefix = term.endsWith('*');
  const stem = prefix ? term.slice(0, -1) : term;
  if (word.length >= TYPING_PREFIX_MIN && stem.startsWith(word)) return true;
  if (word.length < DIRECTORY_TYPO_MIN_LENGTH) return false;
  const k = editsFor(stem.length);
  if (!prefix) return withinEdits(word, stem, k);
  // A prefix term: some beginning of the word, about as long as the stem, is within k edits of it ('dermatolgo').
  for (let length = Math.max(1, stem.length - k); length <= Math.min(word.length, stem.length + k); length++) {
    if (withinEdits(word.slice(0, length), stem, k)) return true;
  }
  return false;
}

/** The longest profession phrase (two words or more) starting at `i`, and the sectors it names. */
function phraseAt(all: readonly string[], i: number, terms: readonly ProfessionTerm[]): { length: number; sectorIds: string[] } {
  let best = { length: 0, sectorIds: [] as string[] };
  for (const term of terms) {
    const n = term.words.length;
    if (n < 2 || n < best.length || i + n > all.length) continue;
    if (!term.words.every((w, j) => wordIs(all[i + j]!, w))) continue;
    if (n > best.length) best = { length: n, sectorIds: [term.sectorId] };
    else if (!best.sectorIds.includes(term.sectorId)) best.sectorIds.push(term.sectorId);
  }
  return best;
}

/**
 * The terms of a directory search, in the order typed: normalised like Igea's input (case,
 * accents and punctuation aside), titles and Italian function words dropped ('dermatologo a
 * Milano'), profession words and phrases tied to their sectors. Only function words typed alone
 * are kept ('Li' may be a surname). Duplicates count once.
 */
export function parseDirectoryQuery(q: string, sectors: ReadonlyArray<{ id: string; name: string }>): DirectoryTerm[] {
  const all = words(q);
  const professions = professionTermsOf(sectors);
  const terms: DirectoryTerm[] = [];
  const functionWords: string[] = [];
  for (let i = 0; i < all.length; ) {
    const phrase = phraseAt(all, i, professions);
    if (phrase.length > 0) {
      terms.push({ text: all.slice(i, i + phrase.length).join(' '), sectorIds: phrase.sectorIds, fuzzy: false });
      i += phrase.length;
      continue;
    }
    const word = all[i++]!;
    if (GENERIC_WORDS.has(word)) continue;
    if (ITALIAN_STOP_WORDS.has(word)) {
      functionWords.push(word);
      continue;
    }
    const sectorIds = [...new Set(professions.filter((t) => t.words.length === 1 && wordMatches(word, t.words[0]!)).map((t) => t.sectorId))];
    terms.push({ text: word, sectorIds, fuzzy: word.length >= DIRECTORY_TYPO_MIN_LENGTH });
  }
  const kept = terms.length > 0 ? terms : functionWords.map((text) => ({ text, sectorIds: [], fuzzy: false }));
  const seen = new Set<string>();
  return kept.filter((t) => !seen.has(t.text) && seen.add(t.text)).slice(0, DIRECTORY_MAX_TERMS);
}
