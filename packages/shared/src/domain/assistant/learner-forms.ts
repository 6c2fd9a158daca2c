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
const DIALECT_WHERE = /\b(unni|aundi|aundu|addo|addu|ndo|ndove|indo|indove)\b(?= (devo|deve|dobbiamo|vado|va|e|sta|stanno|si trova|riceve|ha|teni|tiene|lavora|jè|je)\b|$)/g;
/** "Chi haiu? mi fa mali…" (Sicilian "what have I got?"), not "chi ho come medico?" (who is my doctor). */
const DIALECT_WHAT_I_HAVE = /^(chi|che) (ho|haiu|aiu|tegno|tengo)(?= (mi|m|me|ci|nun|non|da|di|a)\b)/;
/** "C'aggia piglia' p'o mal 'e capa?", "che me devo pija?": what to take, a medicine asked for. */
const DIALECT_WHAT_TO_TAKE = /\b(c|che|cosa|chi) (me |mi )?(devo|aggia|aggio|haiu a|ho da|tocca) (piglia|pigghia|pija|pia|pigli|pigghiari|pijare|pigliare)\w*\b/;
/**
 * The central dialects' question words and possessives (Tuscan "icché", "la mi visita", "l è"; Roman
 * "quanno", "mi nonno", "er", "der", "c ha"), read once for every intent as their standard forms.
 */
const CENTRAL_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(icche|icchè|i che)\b/g, 'che'],
  [/\bquanno\b/g, 'quando'],
  // Tuscan "o che l'ho io?" (what have I got?) and "mi gira il capo" (my head spins).
  [/^o che (l ho( io)?|ho io)\b/g, 'cosa ho'],
  [/\bgira il capo\b/g, 'gira la testa'],
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
const DIALECT_HOW_MUCH = /\bquant[ou] (custa|costa|custanu|veni|vene|pigghia|piglia)\b/g;
/** Words of the southern dialects ending in "-u" for the standard "-o" ("appuntamentu", "bravu", "milanu"); not Italian's own "-u" words. */
const SOUTHERN_U = /\b(\w{4,}[^aeiou\s])u\b/g;
const ITALIAN_U = new Set(['tiramisu', 'caribu', 'virtu', 'gioventu', 'schiavitu', 'servitu', 'tribu', 'bambu', 'caucciu', 'menu', 'guru', 'sudoku', 'haiku', 'kudzu', 'bureau', 'plateau', 'milieu']);
/**
 * The words of the northern and southern dialects that every intent reads (eighteenth round, part B),
 * so that a question is understood by its standard words whatever region wrote it: Venetian and
 * Lombard "cossa / qualcossa", "par", the infinitives cut short ("portar", "leger", Roman "da legge",
 * "devo porta'"), Neapolitan "aggia i'" (I have to go), "'o studio", "'a visita" after a preposition,
 * Roman "pe" and "so'" (sono), "come se fa", Sicilian "do" (del), "circu", "meu / miu", "avi",
 * "peddi", "oci".
 */
type Replacement = string | ((match: string, ...groups: string[]) => string);
const DIALECT_WORDS: ReadonlyArray<readonly [RegExp, Replacement]> = [
  [/\b(qual)?cossa\b/g, '$1cosa'],
  [/\bpar (i|la|el|il|le|lo|gli|un|una|me|mi)\b/g, 'per $1'],
  [/\bportar\b/g, 'portare'],
  // Venetian and Lombard "ciapar / la ciapa" (prendere), "la pol" (può) (twenty-second round).
  [/\bciapar\b/g, 'prendere'],
  [/\b(la|el|lu|lei|lui|ghe|se) ciapa\b/g, '$1 prende'],
  [/\b(la|el|lu|lei|lui|se|ghe) pol\b/g, '$1 puo'],
  [/\b(leger|lezer|da legge)\b/g, (m: string) => (m === 'da legge' ? 'da leggere' : 'leggere')],
  [/\b(devo|deve|devi|posso|puoi|voglio|vojo|vorrei|dovrei|tocca|tocca a me) (porta|registra|prenota|paga|chiama|annulla|sposta|cambia|magna|pija|lascia|cancella)\b(?! (la|il|lo|le|i|gli|un|una)\b)/g, '$1 $2re'],
  [/\b(devo|deve|devi|dobbiamo) i\b(?= (pe|per|a|al|alla|dal|dalla|in|ncoppa)\b)/g, '$1 andare'],
  [/\bpe\b(?= \w)/g, 'per'],
  [/\b(per|de|di|da|co|con|dopo|prima de|prima di) a (visita|prenotazione|dottoressa|pediatra|ricetta)\b/g, '$1 la $2'],
  [/\bo (studio|dottore|medico|appuntamento|dentista|cardiologo|pediatra)\b/g, 'lo $1'],
  [/^so (medico|dottore|dottoressa|infermier\w*|un|una|psicolog\w*|pediatra|dentista)\b/g, 'sono $1'],
  [/\bcome se (fa|fanno|prenota|cancella|annulla|sposta|registra)\b/g, 'come si $1'],
  [/\bdo (mi|meu|miu|me|dottori|dottore|medicu|medico)\b/g, 'del $1'],
  [/\b(meu|miu)\b/g, 'mio'],
  [/\b(circu|cercu)\b/g, 'cerco'],
  [/\bavi\b(?= (appuntament\w*|visit\w*|la|il|un|una|febbre|mal)\b)/g, 'ha'],
  [/\b(un|il|lu|nu|del) dottori\b/g, '$1 dottore'],
  [/\bpeddi\b/g, 'pelle'],
  [/\boci\b/g, 'occhi'],
  [/\bunn e\b/g, 'dove e'],
  // English texting shorthand: "nxt appt pls".
  [/\bnxt\b/g, 'next'],
  [/\bappts?\b/g, 'appointment'],
  [/\b(pls|plz)\b/g, 'please'],
  [/\bci h?o\b(?= (da|la|il|un|una|visita|appuntament\w*))/g, 'ho'],
  [/\b(la|a la|alla|della|per la) me (visita|mamma|nonna|nona|figlia|moglie|sorella|zia)\b/g, '$1 mia $2'],
  [/\b(el|il|al|del|per il) me (appuntamento|papa|nonno|figlio|marito|fratello|zio|dottore|medico)\b/g, '$1 mio $2'],
  // Nineteenth round: Roman infinitives cut short before an object ("devo disdi' la visita", "devo esse' dal
  // cardiologo"), Roman "damme" / "na", Ligurian "x" for "s" ("a me vixita", "a" the article), texting "o"
  // for "ho" after a question of time ("ke giorno o la visita"), and the Spanish of one's appointment
  // ("cuando es mi cita", "la dosis de").
  [/\b(devo|deve|devi|posso|puoi|voglio|vojo|vorrei|dovrei|tocca a me) (disdi|esse|veni)\b/g, '$1 $2re'],
  [/\bdamme\b/g, 'dammi'],
  [/\bna\b(?= (cura|medicina|pastiglia|pomata|visita|mano|ricetta)\b)/g, 'una'],
  [/\bvixit(a|e)\b/g, 'visit$1'],
  [/\b(e|de|pe|per) a me (visita|mamma|nonna|figlia)\b/g, '$1 la mia $2'],
  [/\b(quando|che giorno|a che ora|che ora) o (la|l|il|un|una) (visita|appuntamento|controllo)\b/g, '$1 ho $2 $3'],
  // Body and complaint words of the dialects (Roman "me fa ma' a schenna", Sicilian "i gambi ci fannu mali",
  // Lombard "mal de stomech", "fiacch", Venetian "go un fià corto" = ho il fiato corto).
  [/\b(mi|me|ci|ce|gli|le) (fa|fanno|fannu) (mali|ma(?= (a|al|alla|la|il|lo|er|le|i|li|de|du)\b))/g, (_m: string, who: string, verb: string) => `${who} ${verb === 'fannu' ? 'fanno' : verb} male`],
  [/\bschenna\b/g, 'schiena'],
  [/\bgambi\b/g, 'gambe'],
  [/\b(stomech|stomegh|stommaco)\b/g, 'stomaco'],
  [/\bfiacch\b/g, 'fiacco'],
  [/\bfia corto\b/g, 'fiato corto'],
  [/^go (un|una|el|la|le|i|mal|male|febre|fevre|tosse|fiato)\b/g, 'ho $1'],
  [/\bcuando\b/g, 'quando'],
  [/\b(quando|cual|donde) es\b/g, (_m: string, q: string) => `${q === 'cual' ? 'quale' : q === 'donde' ? 'dove' : q} e`],
  [/\bmi cita\b/g, 'la mia visita'],
  [/\b(la|una) cita\b/g, '$1 visita'],
  [/\bel (doctor|medico|dottore)\b/g, 'il $1'],
  [/\bdosis\b/g, 'dose'],
  // "Cosa ho da portare?" (regional and colloquial "avere da" + infinitive) is "cosa devo portare?".
  [/\b(ho|hai|ha|abbiamo) da (?=(\w+(are|ere|ire)|anda|torna|porta|fa)\b)/g, (_m: string, have: string) => `${({ ho: 'devo', hai: 'devi', ha: 'deve', abbiamo: 'dobbiamo' } as Record<string, string>)[have]!} `],
];

/** The canonical text in the standard forms the intent rules read (see above). */
export function standardFormsOf(text: string): string {
  const southern = text.replace(SOUTHERN_U, (word: string, stem: string) => (ITALIAN_U.has(word) ? word : `${stem}o`));
  const regional = DIALECT_WORDS.reduce((acc, [pattern, standard]) => (typeof standard === 'string' ? acc.replace(pattern, standard) : acc.replace(pattern, standard)), southern);
  const t = CENTRAL_FORMS.reduce((acc, [pattern, standard]) => acc.replace(pattern, standard), regional);
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
