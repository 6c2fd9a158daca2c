/**
 * Italian as people who learnt it write it, and question words of the dialects, put in the standard
 * form before the intent rules read a message (issue 22, fourteenth round: the fifteenth author's
 * angle). Rules read conjugated verbs and the standard question words; "io avere visita quando?",
 * "io volere prenotare dottore cuore", "tu sapere quando mio appuntamento?" and "a pediatra unni
 * è?" say the same as "ho una visita, quando?", "voglio prenotare…", "dove è?".
 * - An infinitive after a subject pronoun is that person's present ("io avere" → "io ho", "io
 *   prenotare" → "io prenoto"; "tu sapere" → "tu sai"; "lui / lei / mio figlio avere" → "ha").
 * - A bare "avere / volere / dovere / potere" opening a message is the writer's ("avere visita
 *   domani?" → "ho visita domani").
 * - "Where" and "how much" of the southern dialects ("unni", "aundi", "addo", "ndo"; "quantu
 *   custa") are "dove" and "quanto costa".
 * Only the intent rules read the result. The urgency check reads the canonical text, where
 * regional/learner.ts has already brought an infinitive after a person to the forms its rules read
 * (a state's present, an event's perfect); this adds the conjugation of any verb and the question
 * words the intents need.
 *
 * All on the canonical text (./spelling.ts).
 */
const IRREGULAR: Readonly<Record<string, readonly [string, string, string]>> = {
  // infinitive: [io, tu, lui/lei]
  avere: ['ho', 'hai', 'ha'],
  essere: ['sono', 'sei', 'e'],
  volere: ['voglio', 'vuoi', 'vuole'],
  potere: ['posso', 'puoi', 'puo'],
  dovere: ['devo', 'devi', 'deve'],
  sapere: ['so', 'sai', 'sa'],
  andare: ['vado', 'vai', 'va'],
  fare: ['faccio', 'fai', 'fa'],
  venire: ['vengo', 'vieni', 'viene'],
  stare: ['sto', 'stai', 'sta'],
  dire: ['dico', 'dici', 'dice'],
};
const PLAIN_IRE = new Set(['sentire', 'dormire', 'soffrire', 'seguire', 'aprire', 'partire', 'uscire']);
const PERSON: Readonly<Record<string, 0 | 1 | 2>> = { io: 0, tu: 1, lui: 2, lei: 2, he: 2, she: 2 };
const RELATIVE = '(mio|mia) (figlio|figlia|madre|mamma|padre|papa|marito|moglie|nonno|nonna|fratello|sorella|bambino|bambina)';

/** An infinitive as the given person's present ('prenotare', 0 → 'prenoto'); undefined when the word is no infinitive. */
function conjugate(infinitive: string, person: 0 | 1 | 2): string | undefined {
  const irregular = IRREGULAR[infinitive];
  if (irregular) return irregular[person];
  const m = /^(\w{2,})(are|ere|ire)$/.exec(infinitive);
  // Most -ire verbs take -isc- ("capire" → "capisco"): only the common ones without it are read.
  if (!m || (m[2] === 'ire' && !PLAIN_IRE.has(infinitive))) return undefined;
  const [, stem, ending] = m as unknown as [string, string, string];
  // cercare → cerchi keeps its sound only in io/lui; a rule reading a stem reads "cerc" either way.
  if (person === 0) return `${stem}o`;
  if (person === 1) return `${stem}i`;
  return `${stem}${ending === 'are' ? 'a' : 'e'}`;
}

const AFTER_PRONOUN = /\b(io|tu|lui|lei)(?<between> non| ci| mi| ti| lo| la| gli| le| ne)?\s+(\w+(?:are|ere|ire))\b/g;
/** A question word and "essere / costare / stare" ("quanto costare?", "dove essere studio?"): the third person. */
const AFTER_QUESTION = /\b(quanto|quando|dove|come|cosa|chi|what|quale) (essere|costare|stare|venire|durare)\b/g;
const THIRD: Readonly<Record<string, string>> = { essere: 'e', costare: 'costa', stare: 'sta', venire: 'viene', durare: 'dura' };
// A first name may stand between ("mio figlio luca avere"), not a verb that governs the infinitive ("mio figlio potrebbe avere").
const AFTER_RELATIVE = new RegExp(`\\b(?<kin>${RELATIVE})(?<name> (?!(potrebbe|puo|deve|dovrebbe|vuole|vorrebbe|sembra|pare|potra|dovra|sa|non|deve|vuol|ha paura di|rischia di)\\b)(?!\\w+(ebbe|eva|ava|iva|ra)\\b)\\w+)?\\s+(?<verb>avere|essere|dovere|potere|volere|andare|stare)\\b`, 'g');
const OPENING = /^(avere|volere|dovere|potere)\b/;
const DIALECT_WHERE = /\b(unni|aundi|aundu|addo|addu|ndo|ndove|indo|indove)\b(?= (e|sta|stanno|si trova|riceve|ha|teni|tiene|lavora|jè|je)\b|$)/g;
/** "Chi haiu? mi fa mali…" (Sicilian "what have I got?"), not "chi ho come medico?" (who is my doctor). */
const DIALECT_WHAT_I_HAVE = /^(chi|che) (ho|haiu|aiu|tegno|tengo)(?= (mi|m|ci|nun|non|da|di|a)\b)/;
/** "C'aggia piglia' p'o mal 'e capa?", "che me devo pija?": what to take, a medicine asked for. */
const DIALECT_WHAT_TO_TAKE = /\b(c|che|cosa|chi) (me |mi )?(devo|aggia|aggio|haiu a|ho da|tocca) (piglia|pigghia|pija|pia|pigli|pigghiari|pijare|pigliare)\w*\b/;
/**
 * The central dialects' question words and possessives (Tuscan "icché", "la mi visita", "l è"; Roman
 * "quanno", "mi nonno", "er", "der", "c ha"), read once for every intent as their standard forms.
 */
const CENTRAL_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(icche|icchè|i che)\b/g, 'che'],
  [/\bquanno\b/g, 'quando'],
  [/\b(la|alla|della|per la) mi (visita|mamma|nonna|figlia|moglie|sorella|zia)\b/g, '$1 mia $2'],
  [/\b(il|al|del|per il|l) mi (appuntamento|babbo|nonno|figlio|marito|fratello|zio|dottore|medico)\b/g, '$1 mio $2'],
  [/^mi (nonno|padre|figlio|marito|fratello)\b/g, 'mio $1'],
  [/^mi (nonna|madre|figlia|moglie|sorella)\b/g, 'mia $1'],
  [/\b(giorno|ora|quando|dove|che) l e\b/g, '$1 e'],
  [/\b(c ha|ci ha)\b(?= (er|il|la|le|lo|i|gli|un|una|\w+ \w+))/g, 'ha'],
  [/\ber\b(?= \w{3,})/g, 'il'],
  [/\bder\b(?= \w{3,})/g, 'del'],
  [/\bar\b(?= \w{3,})/g, 'al'],
];
const DIALECT_HOW_MUCH = /\bquantu (custa|costa|custanu|veni|vene|pigghia|piglia)\b/g;

/** The canonical text in the standard forms the intent rules read (see above). */
export function standardFormsOf(text: string): string {
  const t = CENTRAL_FORMS.reduce((acc, [pattern, standard]) => acc.replace(pattern, standard), text);
  return t
    .replace(AFTER_PRONOUN, (whole, pronoun: string, between: string | undefined, verb: string) => {
      const person = PERSON[pronoun];
      const conjugated = person === undefined ? undefined : conjugate(verb, person);
      return conjugated ? `${pronoun}${between ?? ''} ${conjugated}` : whole;
    })
    .replace(AFTER_QUESTION, (_whole, question: string, verb: string) => `${question} ${THIRD[verb]!}`)
    .replace(AFTER_RELATIVE, (...args: unknown[]) => {
      const { kin, name, verb } = args.at(-1) as { kin: string; name?: string; verb: string };
      return `${kin}${name ?? ''} ${IRREGULAR[verb]![2]}`;
    })
    .replace(OPENING, (verb: string) => IRREGULAR[verb]![0])
    .replace(DIALECT_WHERE, 'dove')
    .replace(DIALECT_HOW_MUCH, 'quanto costa')
    .replace(DIALECT_WHAT_I_HAVE, 'cosa ho')
    .replace(DIALECT_WHAT_TO_TAKE, 'cosa devo prendere');
}
