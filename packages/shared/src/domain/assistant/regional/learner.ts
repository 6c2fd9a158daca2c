import type { RegionalLexicon } from './lexicon';

/**
 * Italian as those who learnt it write it (fourteenth round: the fifteenth author wrote for
 * Romanian, Albanian, Ukrainian, Arabic and Chinese speakers): the verb left in the infinitive after
 * its subject ("mio marito non respirare bene", "bambino mangiare pastiglie", "io avere dolore"),
 * brought to the form the rules read. Only right after a person (a relative, a child, "lui", "lei",
 * "io"), where native Italian never puts an infinitive ("mio marito respirare" has no reading but
 * this one; "devo respirare", "per mangiare" stay).
 * - A state (breathing, answering, moving, speaking, having, being…) becomes the present: "non
 *   respirare" → "non respira".
 * - An event that leaves a danger (eating, drinking, swallowing, taking, falling, fainting) becomes
 *   the perfect: "bambino bere candeggina" → "bambino ha bevuto candeggina".
 */
const PERSON =
  '(?:lui|lei|marito|moglie|bambin[oa]|bimb[oa]|figli[oa]|mamma|madre|padre|papa|nonn[oa]|fratello|sorella|zi[oa]|amic[oa]|suocer[oa]|compagn[oa]|ragazz[oa]|neonat[oa]|cugin[oa]|nipote|vicin[oa]|collega)(?: mio| mia| di \\w+| \\d+ anni)?';

/** Third person present of the state verbs. */
const STATE: Readonly<Record<string, string>> = {
  respirare: 'respira', parlare: 'parla', rispondere: 'risponde', muovere: 'muove', svegliare: 'si sveglia', svegliarsi: 'si sveglia',
  capire: 'capisce', vedere: 'vede', sentire: 'sente', avere: 'ha', essere: 'e', potere: 'puo', riuscire: 'riesce', volere: 'vuole',
  sudare: 'suda', tremare: 'trema', vomitare: 'vomita', sanguinare: 'sanguina', camminare: 'cammina', reagire: 'reagisce',
  stare: 'sta', piangere: 'piange', dormire: 'dorme', mangiare: 'mangia', bere: 'beve',
};
/** The perfect of the event verbs (before an object: "mangiare pastiglie", "bere candeggina"). */
const EVENT: Readonly<Record<string, string>> = {
  mangiare: 'ha mangiato', bere: 'ha bevuto', ingoiare: 'ha ingoiato', inghiottire: 'ha inghiottito', prendere: 'ha preso',
  cadere: 'e caduto', svenire: 'e svenuto', tagliare: 'si e tagliato', bruciare: 'si e bruciato', battere: 'ha battuto',
};
/** First person present. */
const FIRST: Readonly<Record<string, string>> = {
  avere: 'ho', essere: 'sono', volere: 'voglio', potere: 'posso', riuscire: 'riesco', sentire: 'sento', respirare: 'respiro',
  stare: 'sto', prendere: 'ho preso', mangiare: 'ho mangiato', bere: 'ho bevuto', sapere: 'so', capire: 'capisco', vedere: 'vedo',
};

/** What an event's object looks like: a substance, a medicine, a quantity, or the ground. */
const EVENT_OBJECT = '(?= (\\w+ )?(pastigli\\w*|pillol\\w*|compress\\w*|medicin\\w*|farmac\\w*|candeggina|detersiv\\w*|veleno|alcol|sciroppo|gocce|batteri\\w*|moneta|molte|tante|tutt\\w*|\\d+|a terra|per terra|dalle scale|dal letto|la testa|e non|non)\\b)';

const phrasesOf = (verbs: Readonly<Record<string, string>>, who: string, after = '') =>
  Object.entries(verbs).map(([verb, form]) => [new RegExp(`\\b(${who})( non)? ${verb}\\b${after}`, 'g'), `$1$2 ${form}`] as const);

/** The third person of a negative infinitive after an event (see above). */
const NEGATED_STATE: Readonly<Record<string, string>> = {
  respirare: 'respira', rispondere: 'risponde', svegliare: 'si sveglia', svegliarsi: 'si sveglia', muovere: 'si muove', parlare: 'parla', reagire: 'reagisce',
};

export const LEARNER: RegionalLexicon = {
  words: {},
  // Events before states: "bambino mangiare pastiglie" is a perfect, "bambino non mangiare" a state.
  phrases: [
    ...phrasesOf(EVENT, PERSON, EVENT_OBJECT),
    ...phrasesOf(STATE, PERSON),
    ...phrasesOf(FIRST, 'io'),
    // A state lost after the event the learner told ("cadere a terra, non rispondere"): a negative
    // infinitive right after a fall, a faint or a swallow is no command but the state it left.
    ...Object.entries(NEGATED_STATE).map(
      ([verb, form]) => [new RegExp(`\\b(e caduto|e svenuto|ha mangiato|ha bevuto|ha ingoiato|ha preso|ha battuto)((?: \\w+){0,4}) (e )?non ${verb}\\b`, 'g'), `$1$2 $3non ${form}`] as const,
    ),
    // The preposition and the verb a learner leaves out of a pain: "io molto male petto" is "ho molto male al petto".
    [/\bio (molto |tanto |forte )?(male|dolore|dolori)\b/g, 'io ho $1$2'],
    [/\b(male|dolore|dolori|fitta|fitte|peso|bruciore|oppressione)( forte| fortissimo| molto forte)? (petto|torace|cuore|sterno)\b/g, '$1$2 al $3'],
    // The article a learner leaves out ("bambino ha preso pillole"): the rules read a child with one.
    [/^(bambino|bimbo|neonato|piccolo) (?=(ha|e|si|non)\b)/, 'il $1 '],
    [/^(bambina|bimba|neonata|piccola) (?=(ha|e|si|non)\b)/, 'la $1 '],
  ],
};
