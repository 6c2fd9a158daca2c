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
    'bambini bambino bambina bimbo bimba figlio figlia figli adulti adulto persone persona anziani anziano ' +
    'giorno giorni settimana casa mangiare bere salute medico medici dottore sapere vorrei info informazioni ' +
    'come quando quanto quale quali dove perche tipo tipi causa cause effetti normale grave gravi ' +
    'gestire gestisce gestisco gestione tenere tengo tiene sotto controllo controllare capire capisco ' +
    'riconoscere riconosce riconosco evitare evito trattare tratta affrontare aiutare migliorare funziona ' +
    'avete qualcosa routine leggere parlare spiegare fare faccio succede meglio modo ' +
    'ieri oggi domani stamattina stasera aveva avevo avere stato stata sta sto bene ancora dopo prima sempre volta volte ' +
    'the what how tips about anything help any tell me'
  ).split(' '),
);

const STEM = 5;
const stemOf = (w: string) => w.slice(0, STEM);

/** The topic's words that say what it is about (normalised; generic and function words left out). */
export function specificWordsOf(topic: string): string[] {
  return [...new Set(normalizeItalian(topic).split(' ').filter((w) => w.length >= 3 && !GENERIC.has(w) && !ITALIAN_STOP_WORDS.has(w)))];
}

/**
 * Whether a passage (title and text) is about the topic: it holds a specific word of the topic
 * (compared by their first letters, so "ipertensione" matches "iperteso"… and "pressione"
 * "pressioni"), and at least half of them when the topic has three or more; and what the passage
 * is about: a word of the topic in its title or said more than once, or every word of a topic of
 * several. An article on the flu vaccine that names diabetes once in a list is not about diabetes. A topic of generic words
 * only is left to the retrieval's ranking.
 */
export function isAbout(topic: string, passage: { title: string; text: string }): boolean {
  const specific = specificWordsOf(topic);
  if (specific.length === 0) return true;
  const title = normalizeItalian(passage.title).split(' ');
  const text = normalizeItalian(passage.text).split(' ');
  const count = (ws: readonly string[], w: string) => ws.filter((p) => p.startsWith(stemOf(w))).length;
  const found = specific.filter((w) => count(title, w) + count(text, w) > 0).length;
  const central = specific.some((w) => count(title, w) > 0 || count(text, w) >= 2) || (specific.length >= 2 && found === specific.length);
  return central && (specific.length >= 3 ? found >= Math.ceil(specific.length / 2) : found >= 1);
}
