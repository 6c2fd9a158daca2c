import { ITALIAN_STOP_WORDS, normalizeItalian } from './normalize';

/**
 * Whether a published passage is about a question (issue 22 point 5): a passage that shares only
 * the generic words of a health question ("come si cura", "sintomi", "consigli", "bambini") is not
 * an answer to it, so "come si cura la gotta?" never quotes an article on atopic dermatitis.
 */
const GENERIC = new Set(
  (
    'cura cure curare curo curarla curarlo curarsi si sintomi sintomo segni segnali rimedi rimedio consigli consiglio ' +
    'cosa fare fa posso devo puo prevenire prevenzione malattia malattie problema problemi disturbo disturbi ' +
    'bambini bambino bambina bimbo bimba figlio figlia figli piccoli piccolo piccola piccole adulti adulto persone persona anziani anziano ' +
    'giorno giorni settimana casa mangiare bere salute medico medici dottore sapere vorrei info informazioni ' +
    'come quando quanto quale quali dove perche tipo tipi causa cause effetti normale grave gravi ' +
    'gestire gestisce gestisco gestione tenere tengo tiene sotto controllo controllare capire capisco ' +
    'riconoscere riconosce riconosco evitare evito trattare tratta affrontare aiutare migliorare funziona ' +
    'avete qualcosa routine leggere parlare spiegare fare faccio succede meglio modo ' +
    'piano piani personale personalizzato programma your doctors write wrote written say says mal male ieri oggi domani stamattina stasera aveva avevo avere stato stata sta sto bene ancora dopo prima sempre volta volte ' +
    // who it happens to and when: a rambling message tells them, and they say nothing of the subject
    'zio zia zii nonno nonna nonni mamma papa madre padre marito moglie fratello sorella amico amica suocera suocero cugino cugina nipote ' +
    'adesso ora anni anno fa mesi mese scorsa scorso passata passato prossima prossimo avuto avuta sofferto ultimamente ' +
    'preoccuparmi preoccupare preoccuparsi preoccupata preoccupato vogliamo voglio vorremmo idee idea chiedo chiedere chiedendo seguire ' +
    'esiste esistono the what how tips about anything help any tell me ideas'
  ).split(' '),
);

/**
 * Conditions named by a generic noun and an adjective, whose adjective alone would match another subject
 * ("disturbo alimentare" is not "Alimentazione e colesterolo"): read as the conditions' own names.
 */
const NAMED_BY_PHRASE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdisturb\w* (del comportamento |dell )?alimentar\w*\b/g, 'anoressia bulimia'],
  [/\beating disorders?\b/g, 'anorexia bulimia'],
];
const namedConditions = (normalized: string): string => NAMED_BY_PHRASE.reduce((acc, [pattern, names]) => acc.replace(pattern, names), normalized);

const STEM = 5;
const stemOf = (w: string) => w.slice(0, STEM);

/** The topic's words that say what it is about (normalised; generic and function words left out). */
export function specificWordsOf(topic: string): string[] {
  return [...new Set(namedConditions(normalizeItalian(topic)).split(' ').filter((w) => w.length >= 3 && !GENERIC.has(w) && !ITALIAN_STOP_WORDS.has(w)))];
}

/**
 * Whether a passage (title and text) is about the topic: it holds a specific word of the topic
 * (compared by their first letters, so "ipertensione" matches "iperteso"… and "pressione"
 * "pressioni"), and at least half of them when the topic has three or more; and what the passage
 * is about: a word of the topic in its title or said more than once, or every word of a topic of
 * several. An article on the flu vaccine that names diabetes once in a list is not about diabetes. A topic of generic words
 * only is left to the retrieval's ranking. An article whose title names another condition than the
 * one asked about is never about it.
 */
export function isAbout(topic: string, passage: { title: string; text: string }): boolean {
  const specific = specificWordsOf(topic);
  if (specific.length === 0) return true;
  if (namesAnotherCondition(topic, passage.title)) return false;
  const title = normalizeItalian(passage.title).split(' ');
  const text = normalizeItalian(passage.text).split(' ');
  const count = (ws: readonly string[], w: string) => ws.filter((p) => p.startsWith(stemOf(w))).length;
  // The subject named in the title's head ("Colazione equilibrata: idee…"), or two of the topic's
  // words in the title: the article is about it, however much else a rambling question tells.
  const head = normalizeItalian(passage.title.split(':')[0] ?? '').split(' ');
  if (specific.some((w) => count(head, w) > 0) || specific.filter((w) => count(title, w) > 0).length >= 2) return true;
  const found = specific.filter((w) => count(title, w) + count(text, w) > 0).length;
  const central = specific.some((w) => count(title, w) > 0 || count(text, w) >= 2) || (specific.length >= 2 && found === specific.length);
  return central && (specific.length >= 3 ? found >= Math.ceil(specific.length / 2) : found >= 1);
}

/**
 * Conditions an article can be about, by the first letters of their names (Italian and English). A
 * question about one ("diabete tipo 2 alimentazione", "gout diet") is not answered by an article
 * whose title names another ("Alimentazione e colesterolo") and not the one asked about.
 */
const CONDITIONS: ReadonlyArray<readonly string[]> = [
  ['diabet', 'glicem'], ['gotta', 'gout'], ['celiac'], ['asma', 'asthm'], ['artrit'], ['artros'], ['osteopor'], ['tiroid', 'thyro'],
  ['emicran', 'migrain'], ['epiless', 'epilep'], ['psorias'], ['acne', 'brufol'], ['dermatit', 'eczem'], ['iperten', 'hypert', 'pression'],
  ['colester', 'choles'], ['obesit'], ['anemi'], ['reflus'], ['gastrit'], ['colite'], ['cistit'], ['influen', 'antinfluen'], ['covid'], ['bronchi'],
  ['polmon'], ['otite'], ['sinusit'], ['glaucom'], ['catarat'], ['depress'], ['ansia', 'anxie'], ['insonn', 'insomn'], ['alzheim'],
  ['parkins'], ['ictus', 'stroke'], ['infart'], ['tumor', 'cancro', 'cancer'], ['melanom'], ['fibrillaz', 'aritmi'], ['scompens'],
  ['allergi'], ['varicel'], ['morbill'], ['meningit'], ['pertoss'], ['epatit', 'hepatit'], ['herpes', 'zoster'], ['emorroid'], ['calcol'],
  ['ernia'], ['scolios'], ['lombalg', 'sciatic'], ['cervicalg'], ['anoress', 'bulimi', 'anorex'],
];
/** The conditions (their index in CONDITIONS) some of `words` name. */
const conditionsIn = (words: readonly string[]) => new Set(CONDITIONS.flatMap((stems, i) => (words.some((w) => stems.some((c) => w.startsWith(c))) ? [i] : [])));

/** The words of a text that name a condition ('meningite' of 'la meningite si prende ancora?'). */
export const conditionWordsOf = (text: string): string[] => specificWordsOf(text).filter((w) => conditionsIn([w]).size > 0);

/**
 * Whether the title names a condition and not the one the topic asks about. Checked on the user's
 * own words: a synonym search for "gout diet" ("alimentazione dieta") still asks about gout.
 */
export function namesAnotherCondition(topic: string, title: string): boolean {
  const asked = conditionsIn(specificWordsOf(topic));
  if (asked.size === 0) return false;
  const named = conditionsIn(normalizeItalian(title).split(' '));
  return named.size > 0 && ![...named].some((c) => asked.has(c));
}

/**
 * A personal plan asked for ("il mio piano per la pressione", "il piano personale … dove lo
 * leggo?"; the title alone may be a subject searched): only a therapy written for the reader
 * answers it, never a public article on the subject, which is not their plan.
 */
export const asksPersonalMaterial = (normalized: string): boolean =>
  /\b(il mio|la mia|my) (piano|programma|scheda|plan)\b/.test(normalized) ||
  (/\b(piano|programma|scheda|terapia|plan) (personal\w*|personalizzat\w*|individual\w*)\b|\bpersonal (plan|programme|program)\b/.test(normalized) &&
    /\b(dove|where|cosa dice|che dice|c e scritto|lo leggo|la leggo|lo trovo|la trovo|lo vedo|la vedo)\b/.test(normalized));
