import { ITALIAN_STOP_WORDS, normalizeItalian } from './normalize';

/**
 * The things a message names besides its intent: a city of the directory, a doctor's name and the
 * topic words for retrieval (issue 11). Used by `detectIntent`.
 */

/** The city of `cities` the normalised text names (longest first: "Reggio Emilia" before "Reggio"), as spelt there. */
// A city named in English or another language after a word of place ("a doctor in Milan", "near Turin",
// twenty-second round): its Italian name, so "in Milan" is not the football club and finds Milano.
const EXONYMS: Readonly<Record<string, string>> = { milan: 'milano', turin: 'torino', rome: 'roma', florence: 'firenze', naples: 'napoli', venice: 'venezia', genoa: 'genova', padua: 'padova', mailand: 'milano' };
const EXONYM_AFTER_PLACE = new RegExp(` (in|near|around|from|to|nach|bei|en|a) (${Object.keys(EXONYMS).join('|')})(?= )`, 'g');

export function findCity(normalized: string, cities: readonly string[]): string | undefined {
  const padded = ` ${normalized} `.replace(EXONYM_AFTER_PLACE, (_all, before: string, name: string) => ` ${before} ${EXONYMS[name]} `);
  return [...cities]
    .filter((c) => normalizeItalian(c))
    .sort((a, b) => b.length - a.length)
    .find((c) => padded.includes(` ${normalizeItalian(c)} `));
}

// Titles as they are typed, dots removed: "dott.ssa" → "dottssa", "Dr." → "dr".
const TITLES = new Set(['dottor', 'dottore', 'dottoressa', 'dott', 'dottssa', 'dottsa', 'dssa', 'dr', 'drssa', 'doc', 'prof', 'professor', 'professore', 'professoressa', 'profssa']);

// A profession used as a title before a surname ("la pediatra Ferrari", "il neurologo Bruno"): only
// where the message asks about a practice, so "il dermatologo migliore" is not read as a name.
/** Whether a text names a specialist by their profession ('la dermatologa', 'il cardiologo'): whom, not which illness. */
export const namesProfession = (normalized: string): boolean => normalized.split(' ').some((w) => PROFESSION_TITLE.test(w) && w !== 'medico');

const PROFESSION_TITLE = /^(dermatolog[oa]|cardiolog[oa]|pediatra|ginecolog[oa]|neurolog[oa]|fisioterapista|dentista|oculista|nutrizionista|psicolog[oa]|ortopedic[oa]|endocrinolog[oa]|otorino|medico|dietolog[oa]|osteopata)$/;

// Words that follow a title without being a name: "il dottore per la pelle", "dottor Bianchi riceve".
const NOT_NAMES = new Set([
  'riceve', 'ricevere', 'lavora', 'visita', 'visite', 'fa', 'dove', 'quando', 'come', 'costa', 'prende',
  // the price and the reviews a question goes on with ("visita dal dottor marino costo?", "il dottor bianchi recensioni")
  'costo', 'costi', 'prezzo', 'prezzi', 'tariffa', 'tariffe', 'recensioni', 'recensito', 'recensita',
  'esercita', 'risponde', 'studio', 'orari', 'orario', 'telefono', 'numero', 'indirizzo', 'profilo',
  'articoli', 'disponibile', 'libero', 'domani', 'oggi', 'bravo', 'brava', 'specialista', 'esperto',
  'generale', 'base', 'famiglia', 'bene', 'male', 'scusi', 'aiuto', 'buongiorno', 'buonasera', 'migliore', 'bravo', 'vicino', 'anche', 'pomeriggio', 'mattina', 'sabato', 'quando', 'che', 'sta', 'ha', 'riceve', 'apre',
  // the time words a question goes on with ("il fisioterapista ricci fino a che ora lavora?")
  // English words a question goes on with ("how much does a visit with dr bianchi cost?", "is dr esposito available?")
  'cost', 'costs', 'charge', 'charges', 'available', 'work', 'works', 'open', 'see', 'there', 'office', 'today', 'tomorrow', 'is', 'are', 'the', 'and', 'or',
  'fino', 'entro', 'dopo', 'prima', 'verso', 'stasera', 'stamattina', 'settimana', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'domenica', 'lavorano', 'chiude', 'apre',
]);

/**
 * The words after a doctor's title ("dottor Bianchi" → "Bianchi", "la dottoressa Laura Esposito" →
 * "Laura Esposito"), as typed. A second word is taken when it is capitalised, or when the whole
 * name is typed in lower case and the word is not one that usually follows a name.
 */
const SURNAME_PARTICLES = new Set(['de', 'di', 'da', 'del', 'della', 'dal', 'dalla', 'lo', 'la', 'li', 'le', 'van', 'von']);

/** How a doctor names a patient ("la signora Rossi", "il paziente Marini"): read with `patients` for a doctor's own visits. */
const PATIENT_TITLES = new Set(['signora', 'signor', 'signore', 'sig', 'sigra', 'paziente']);

export function findDoctorName(text: string, isOtherEntity: (normalizedWord: string) => boolean, { professions = false, patients = false }: { professions?: boolean; patients?: boolean } = {}): string | undefined {
  const tokens = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const title = normalizeItalian((tokens[i] ?? '').replace(/[.’']/g, ''));
    if (!TITLES.has(title) && !(professions && PROFESSION_TITLE.test(title)) && !(patients && PATIENT_TITLES.has(title))) continue;
    // "Quando tocca a me dal dottore? cmq grz": a title that ends its sentence names nobody after it.
    if (/[?!,;:]$/u.test(tokens[i] ?? '')) continue;
    const name: string[] = [];
    for (let j = i + 1; j < tokens.length && name.length < 2; j++) {
      const raw = tokens[j] ?? '';
      // "Esposito's office": the English possessive is not part of the name.
      const word = raw.replace(/['’]s\b.*$/u, '').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      const n = normalizeItalian(word);
      // "De Luca", "Di Stefano", "Lo Russo": a capitalised particle before a capitalised surname is part of it.
      const next = (tokens[j + 1] ?? '').replace(/^[^\p{L}]+/u, '');
      if (name.length === 0 && SURNAME_PARTICLES.has(n) && /^\p{Lu}/u.test(word) && /^\p{Lu}/u.test(next) && !/[^\p{L}]$/u.test(raw)) {
        name.push(word);
        continue;
      }
      // Two letters are a dialect word, not a surname ("dottore pe e recchie").
      if (!word || n.length <= 2 || !/^[\p{L}'’-]+$/u.test(word) || ITALIAN_STOP_WORDS.has(n) || NOT_NAMES.has(n) || TITLES.has(n) || isOtherEntity(n)) break;
      const capitalised = word[0] !== word[0]?.toLocaleLowerCase('it');
      const first = name[0];
      if (first !== undefined) {
        const firstCapitalised = first[0] !== first[0]?.toLocaleLowerCase('it');
        if (!capitalised && firstCapitalised) break;
      }
      name.push(word);
      // Punctuation after a word ends the name: "dottor Rossi, riceve a Milano?", "Dr Rossi's hours".
      if (/[^\p{L}]$/u.test(raw) || /['’]s\b/u.test(raw)) break;
    }
    if (name.length) return name.join(' ');
  }
  return undefined;
}

/**
 * A listed doctor's surname typed without a title ("la esposito lavora il sabato?", "orari studio
 * bianchi"), as spelt in `surnames`. Many surnames are also words (bianchi, conti, gallo), so the
 * caller only looks when the message asks about a practice or a visit.
 */
export function findKnownSurname(normalized: string, surnames: readonly string[]): string | undefined {
  const padded = ` ${normalized} `;
  // Texting spells "ch" as "k" ("bianki", "ki"): the surname is also looked for so spelt.
  const texted = ` ${normalized.replace(/k/g, 'ch')} `;
  return [...surnames]
    .filter((s) => normalizeItalian(s).length >= 3)
    .sort((a, b) => b.length - a.length)
    .find((s) => padded.includes(` ${normalizeItalian(s)} `) || texted.includes(` ${normalizeItalian(s)} `));
}

/**
 * Words that only carry the intent of a message ("cosa dicono gli articoli", "cerco un medico"),
 * removed from the topic so that retrieval looks for what the message is about.
 */
const INTENT_WORDS = new Set(
  (
    'articolo articoli dicono dice dici scrivono scritto scrive parlano parla parlami spiegami ' +
    'consigli consiglio consigliami consigliate consigliare informazioni info notizie ' +
    'cerco cercare cercando cerchiamo trovo trovare trova trovarne serve servirebbe bisogno ' +
    'medico medici dottore dottori dottor dottoressa dott ssa dr specialista specialisti esperto esperti ' +
    'bravo brava bravi brave vicino vicina vicini zona sito piattaforma sanity leggere letto ' +
    'terapie terapia qualcuno uno pubblicati pubblicato nostri vostri vostro riguardo parte ' +
    'prenotare prenoto prenotazione ' +
    // "glaucoma cos'è", "far controllare i nei prima dell'estate": words that say nothing of the subject
    'cos far fare farmi farle fargli prima dopo poi'
  ).split(' '),
);

// "nei" is both "in the" and "moles": after these words it is the moles ("controllare i nei").
const BEFORE_MOLES = new Set(['i', 'dei', 'ai', 'sui', 'miei', 'tuoi', 'suoi', 'questi', 'alcuni', 'due', 'tre', 'mappatura']);

/**
 * The topic of a normalised text: content words without intent words, the city, the doctor's
 * name and the professions named (`exclude`).
 */
export function topicOf(normalized: string, exclude: readonly string[]): string {
  const skip = new Set(exclude.flatMap((e) => normalizeItalian(e).split(' ')));
  const all = normalized ? normalized.split(' ') : [];
  const moles = new Set(all.flatMap((w, i) => (w === 'nei' && i > 0 && BEFORE_MOLES.has(all[i - 1] ?? '') ? [i] : [])));
  return all
    .filter((w, i) => moles.has(i) || !ITALIAN_STOP_WORDS.has(w))
    .filter((w) => !INTENT_WORDS.has(w) && !skip.has(w) && !TITLES.has(w))
    .join(' ');
}
