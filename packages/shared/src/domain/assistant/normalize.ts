/**
 * Text normalisation for Igea's built-in path (issue 11). Every rule of intent and emergency
 * detection works on this form, so that "È SVENUTO!", "e' svenuto" and "è svenuto" read the same:
 * people type on phones without accents, with apostrophes for accents and in upper case.
 */

// Combining marks left by NFD: removing them turns "è" into "e" and "perché" into "perche". Every
// script's marks (twenty-third round): Arabic's hamza and vowel signs, the Indic vowel signs, which
// would otherwise split a word in pieces ("أريد" read as "ا ريد").
const COMBINING_MARKS = /\p{M}/gu;
// Anything that is not a letter or a digit separates words: apostrophes ("l'infarto" → "l infarto"),
// punctuation, emoji, the dot of "dott.ssa".
const NON_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower case (Italian rules), accents stripped, apostrophes and punctuation as spaces, single spaces. */
export function normalizeItalian(text: string): string {
  return text
    .toLocaleLowerCase('it')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(NON_WORD, ' ')
    .trim();
}

/** The normalised words of a text. */
export function words(text: string): string[] {
  const n = normalizeItalian(text);
  return n ? n.split(' ') : [];
}

/**
 * Italian function words (already normalised: no accents) that say nothing about the topic of a
 * message: articles, articulated prepositions, pronouns, auxiliaries, question words and the
 * fillers of a chat ("per favore", "vorrei sapere"). Kept small on purpose: a word wrongly listed
 * here is lost for retrieval, a word wrongly missing only costs a little ranking.
 */
export const ITALIAN_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    // articles and prepositions, simple and articulated
    'il lo la i gli le l un uno una un d di a da in con su per tra fra ' +
    'del dello della dei degli delle dell al allo alla ai agli alle all dal dallo dalla dai dagli dalle dall ' +
    'nel nello nella nei negli nelle nell col coi sul sullo sulla sui sugli sulle sull ' +
    // pronouns and possessives
    'io tu lui lei noi voi loro mi ti si ci vi ne me te se ' +
    'mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra ' +
    'questo questa questi queste quello quella quelli quelle quel quei ' +
    'che chi cui cosa cose quale quali quanto quanta quanti quante come dove quando perche ' +
    // conjunctions and adverbs that carry no topic
    'e ed o od oppure ma pero anche non piu molto poco tanto tutto tutti tutta tutte ogni ' +
    'gia ancora sempre mai solo proprio qualche qualcosa niente nulla po ' +
    'allora quindi poi ora adesso oggi qui qua li la ecco ok okay si no ' +
    // auxiliaries and chat verbs
    'e sono sei siamo siete era erano sara essere stato stata ' +
    'ho hai ha abbiamo avete hanno avere avevo aveva ' +
    'posso puoi puo possiamo potete possono potrei potresti ' +
    'devo devi deve dobbiamo dovrei dovresti ' +
    'voglio vuoi vorrei vorresti volevo avrei avresti potete potreste sapere dire dimmi dirmi sai fare faccio fa ' +
    'c sto sta stai va vanno viene vengono ' +
    // courtesy
    'favore grazie prego ciao salve igea buongiorno buonasera scusa scusi'
  ).split(/\s+/),
);

/** The words of a text that are not stop words, in order (normalised). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !ITALIAN_STOP_WORDS.has(w));
}
