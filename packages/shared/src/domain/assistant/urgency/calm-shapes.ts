import type { EmergencyKind } from '../types';

/**
 * Calm shapes the classifier cannot read in its words (fourteenth round, on the fifteenth author's
 * false alarms, by cause). Each makes a message need the past's margin from the classifier (and
 * keeps the net under it quiet); the rules still decide a danger told in it. Never for suicidal
 * talk, violence or poisoning, whose danger does not show in how someone looks:
 * - A CHILD WHO IS WELL NOW: playing, eating, acting as usual ("he's playing normally", "gioca
 *   tranquillo", "mangia e beve come sempre"), told beside a rash or a bump.
 * - THE DEFINING SIGN DENIED: a rash with "no fever" / "senza febbre" is no meningitis, a swelling
 *   with the breath told fine no anaphylaxis.
 * - AN IRRITATED THROAT: scratchy, sore, hoarse ("la gola che gratta da stamattina", "sore
 *   throat") with none of an allergy's or a breath's red flags.
 * - A QUESTION WHETHER SIGNS MEAN AN ILLNESS: "always thirsty and peeing a lot, does it mean
 *   diabetes?", "is this a sign of…", "vuol dire che ho…": a question for a diagnosis, refused as such.
 *
 * All on the literal canonical text (../emergency.ts literalOf).
 */
const NEVER_CALM: ReadonlySet<EmergencyKind> = new Set(['suicide', 'violence', 'poisoning']);

const CHILD_WELL =
  /\b(he s|she s|he is|she is|is|s) (playing|eating|drinking|running around|acting) (normally|fine|as usual|normal|happily|like (normal|always))|\b(acting|behaving) (normal|normally|like (himself|herself))\b|\b(gioca|giocava|mangia|beve|corre) (normalmente|tranquill\w*|come sempre|come al solito|regolarmente|felice|allegr\w*|bene)\b|\bmangia e beve( (normalmente|regolarmente|bene|come sempre))?\b|\b(e|sta) (vispo|vispa|vivace|allegr[oa]|attiv[oa]) (come sempre|come al solito|e gioca)\b|\b(adesso|ora|oggi) (sta bene|e tranquill[oa]|e sereno|e serena) e (gioca|mangia|ride|corre|beve)\b/;

/** The sign that makes a kind dangerous, told as absent. */
const DENIED: Partial<Record<EmergencyKind, RegExp>> = {
  meningitis: /\b(no|without|senza|non (ha|c e|ce|aveva)( la)?|niente|nessuna) (fever|temperature|febbre|temperatura|febbricola)\b/,
  allergy: /\b((?<!non )respira (bene|normalmente|tranquill\w*)|(breathing|breathes) (fine|normally|ok)|no (trouble|difficulty) breathing|non (e|sono) gonfi\w*|(no|senza|nessun) gonfiore|no swelling)\b/,
  breathing: /\b((?<!non )respira (bene|normalmente|tranquill\w*)|(breathing|breathes) (fine|normally|ok)|no (trouble|difficulty) breathing)\b/,
};

const THROAT_MILD =
  /\b(gola (che )?(gratta|pizzica|prude|brucia|raschia|irritat\w*|arrossat\w*|secca|infiammat\w*)|(mi )?(gratta|pizzica|raschia|brucia) (la )?gola|mal di gola|raucedine|rauc[oa]|abbassamento di voce|sore throat|scratchy throat|itchy throat|tickle in (my )?throat)\b/;
const THROAT_RED_FLAGS =
  /\b(gonfi\w*|respir\w*|fiato|aria|labbra|lingua|deglut\w*|inghiott\w*|chiude|chiusa|stringe|strett[ao]|sbav\w*|puntur\w*|ape|vespa|calabrone|arachid\w*|noccioline|orticaria|pomfi|fum\w*|inalat\w*|candeggina|ammoniaca|acid\w*|swell\w*|swollen|breath\w*|lips|tongue|swallow\w*|closing|tight\w*|hives|sting|peanut\w*|drool\w*|fumes|smoke|bleach)\b/;

const MEANS_ILLNESS =
  /\b((does|do|could|can) (this|that|it|these|they) mean|means? (i have |he has |she has |you have )?\w+( \w+)?$|(is|are) (this|it|that|these|they) (a )?(signs?|symptoms?) of|sign of|(vuol|vuole|vogliono) dire che|significa(no)? che|(e|sono|sia|siano) (un )?(segn[oi]|sintom[oi]) (di|del|della|dello|dell)|(e|sara) (il|la|un|una) (diabete|tiroide|gastrite|reflusso|cistite|anemia))\b/;

/**
 * A VAGUE MALAISE AND NOTHING ELSE: every word is of a general unease and of not knowing how to say
 * it ("non mi sento bene, non so spiegare", "i feel off today"): the safety line places it (when to
 * call 112, when to see a doctor), the emergency answer does not. "Mi sento male" is not in it: in
 * Italian it is also a faint coming.
 */
const VAGUE_MALAISE = /\b(non (mi sento|sto|si sente|sta) (tanto |molto |troppo )?bene|mi sento (strano|strana|cosi cosi|fiacc[oa]|giu)|(don t|do not) feel (well|good|great|right)|feel(ing)? (off|unwell|weird|strange))\b/;
const VAGUE_WORDS = new Set(
  'non mi ti si sento sente sto sta stai tanto molto troppo bene strano strana cosi fiacco fiacca giu so sa saprei sapere spiegare spiegarlo dire cosa che ho ha sia e un una po poco oggi ieri da stamattina stasera ma e boh i you he she don t do not feel feeling well good great right off unwell weird strange can t cannot explain know what it is s a bit today really just kinda kind of'.split(' '),
);
const vagueOnly = (literal: string) => VAGUE_MALAISE.test(literal) && literal.split(' ').every((w) => VAGUE_WORDS.has(w));

/**
 * A PHONE NOT ANSWERED (nineteenth round): "non risponde al telefono da stamattina, sarà al
 * mercato" is someone out of reach, not someone who does not respond; the tables' suicidal messages
 * that end so are never calm (NEVER_CALM), and a fall seen from the window still scores past the margin.
 */
const PHONE_UNANSWERED = /\b(non|nn) (mi |ci )?(risponde|rispondono|rispondeva|ha risposto) (mai |piu |quasi mai )?(al telefono|al telefonino|al cellulare|al cell|ai messaggi|alle chiamate|al citofono|su whatsapp)\b|\b(doesn t|does not|isn t|is not) (answer|answering|picking up) (the |her |his )?(phone|calls|texts|messages)\b/;

/**
 * Poisoning is never calm when something was taken, breathed or reached (a medicine, a product, a
 * gas). Read by the kind model alone, with none of these told ("mio figlio ha vomitato una volta
 * stanotte, adesso sta bene e gioca": the tables' poisoning is mostly children who vomit after
 * swallowing something), it has the calm shapes of any other kind (nineteenth round).
 */
const POISON_TOLD =
  /\b(pres[oaie]|ingoi\w*|inger\w*|inghiott\w*|mangiat\w*|bevut\w*|leccat\w*|masticat\w*|succhiat\w*|inalat\w*|respirat\w*|annusat\w*|in bocca|took|taken|swallow\w*|ate|eaten|drank|drunk|inhal\w*|lick\w*|chew\w*|gas|fum[oi]|monossido|stufa|caldaia|braciere|candeggina|varechina|ammoniaca|detersiv\w*|detergent\w*|pil[ae]|batteri[ae]|funghi|alcol\w*|drog\w*|velen\w*|avvelen\w*|intossic\w*|pastigl\w*|pillol\w*|compress\w*|gocce|farmac\w*|medicin\w*|overdose|scatol\w*|blister|bleach|poison\w*|pills?|tablets?|meds|fumes|smoke|carbon)\b/;

/**
 * A child told well now with nothing taken, breathed or reached (twenty-second round: "ha vomitato
 * una volta stanotte, adesso sta bene e gioca"): a poisoning vote on it is no poisoning at any odds.
 */
export const childWellNothingTaken = (literal: string, canonical: string) => CHILD_WELL.test(canonical) && !POISON_TOLD.test(literal);

/**
 * Whether the literal text has one of the calm shapes above for a message the classifier read as
 * `kind`. A child well now is read on the canonical text too: literalOf drops "adesso sta bene" as
 * reassurance, and with it "… e gioca" (twenty-second round).
 */
export function calmShape(kind: EmergencyKind, literal: string, canonical = literal): boolean {
  if (NEVER_CALM.has(kind) && (kind !== 'poisoning' || POISON_TOLD.test(literal))) return false;
  if (CHILD_WELL.test(literal) || CHILD_WELL.test(canonical) || MEANS_ILLNESS.test(literal) || vagueOnly(literal) || PHONE_UNANSWERED.test(literal)) return true;
  if (DENIED[kind]?.test(literal)) return true;
  return (kind === 'allergy' || kind === 'breathing' || kind === 'general') && THROAT_MILD.test(literal) && !THROAT_RED_FLAGS.test(literal);
}
