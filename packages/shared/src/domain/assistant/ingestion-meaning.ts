/**
 * Too much of a medicine, or a medicine in a child's mouth, by meaning (issue 22 point 1): people
 * name the medicine they have at home ("20 tachipirine", "ne ho prese 80 di gocce", "un blister
 * intero di ibuprofene"), not the words "overdose" or "pastiglie" of a list. What an overdose says is
 * TAKEN (took, swallowed, ate) with an AMOUNT far beyond a dose (a number of pills or drops, or all
 * of a box) of a MEDICINE; and a child who ate or swallowed a medicine (someone else's, the cat's)
 * is poisoning at any amount. The answer is 112 and the poison centre. "Ho preso 2 compresse di
 * tachipirina", a dose spread over days and a question about a dose are not this.
 *
 * Three more shapes of the same meaning (eleventh round):
 * - MANY DOSES AT ONCE: the doses of days taken together ("la dose di una settimana tutta insieme",
 *   "tutto il blister", "a week's worth of pills at once"), of any medicine;
 * - A DOUBLE DOSE of a medicine whose excess is itself a danger (heart, blood pressure, diabetes,
 *   blood thinners: "ha preso due volte la pastiglia della pressione", "doppia dose di coumadin",
 *   "took my insulin twice"); a double paracetamol is not this;
 * - MISSING PILLS: a box found with pills gone ("ne mancano 5", "il blister è mezzo vuoto", "non so
 *   quante ne ha prese"), told about a child who got at a medicine or beside a medicine's name —
 *   often over two or three messages, so the server also reads it on the conversation so far.
 * A question in general ("cosa succede se si prende una doppia dose?") is none of these.
 *
 * All on the canonical text (./spelling.ts).
 */
const MEDICINE =
  /(pastigl\w*|pasticc\w*|pillol\w*|compress\w*|capsul\w*|gocce|goccine|sciropp\w*|sonnifer\w*|farmac(?!ia|ie|ist)\w*|medicin\w*|tachipirin\w*|paracetamol\w*|ibuprofen\w*|aspirin\w*|oki|brufen|nurofen|aulin|xanax|lexotan|tavor|valium|minias|antidepressiv\w*|ansiolitic\w*|antidolorific\w*|antinfiammatori\w*|antistaminic\w*|cardioaspirin\w*|coumadin|eutirox|insulina|metformin\w*|\w+(pam|lam|pril|sartan|olol|prazolo|statina|cillina|micina)|pills?|tablets?|capsules?|meds|medication|painkillers?|sleeping pills?|tylenol|advil|ibuprofen|paracetamol|aspirin)/
    .source;
const TAKEN =
  /\b((ho|ha|abbiamo|hanno|avevo|aveva|mi sono|si e|ne ho|ne ha|le ho|li ho|le ha|li ha)( \w+){0,2} (pres[oaie]|ingoiat\w*|ingerit\w*|inghiottit\w*|mangiat\w*|bevut\w*|buttat\w* giu|calat\w*|fatt\w* fuori)|(took|taken|swallowed|ate|drank|downed|have taken|has taken))\b/;
const WORD_NUMBERS: Readonly<Record<string, number>> = { sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, quindici: 15, venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90, cento: 100, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100 };
const NUMBER = `(\\d+|${Object.keys(WORD_NUMBERS).join('|')})`;
/** A number of a medicine, either way round: "20 tachipirine", "gocce, ne ho prese 80". */
const COUNT_OF = new RegExp(`\\b${NUMBER}( \\w+){0,2} ${MEDICINE}\\b|\\b${MEDICINE}\\b( \\w+){0,4} ne (ho|ha|abbiamo) (pres[ei]|ingoiat\\w*|mangiat\\w*|bevut\\w*) ${NUMBER}\\b|\\bne (ho|ha) (pres[ei]|ingoiat\\w*|mangiat\\w*) ${NUMBER}\\b( \\w+){0,3} ${MEDICINE}\\b`, 'g');
/** All of a box or a bottle. */
const ALL_OF = new RegExp(
  `\\b(tutt[aei] (le|i|quell\\w*|la) (\\w+ )?(${MEDICINE}|scatola|confezione|flacone|boccetta)|(tutti|tutte) (quelli|quelle) che (avevo|aveva|c erano)|(le|li|ne) (ha|ho|abbia|avesse|hai) (pres[ei]|ingoiat\\w*|mangiat\\w*|bevut\\w*|buttat\\w* giu) tutt[ei]|un(a|o)? (intera|intero) (scatola|confezione|flacone|blister|boccetta|tubetto)|(scatola|confezione|flacone|blister|boccetta|tubetto) (intera|intero)|mezz[ao] (flacone|boccetta|confezione|scatola)|all (my|the|of (my|the)) ${MEDICINE}|a (whole|full) (bottle|box|pack|packet|strip)|the (whole|entire) (bottle|box|pack|packet|strip))\\b`,
);
/** Spread over days, or a dose prescribed or asked about: not one intake. */
const NOT_ONE_INTAKE =
  /\b(al giorno|a settimana|in (una|tutta la|\d+|due|tre) (settimana|settimane|giorni|mesi)|ogni (giorno|sera|mattina|\d+ ore)|(posso|devo|dovrei|si puo|puo) (prendere|dare|prenderne|assumere)|quant[ei] (ne )?(posso|devo)|come (da|mi ha detto)|prescritt\w*|in questi giorni|ultimamente|a day|per day|a week(?! s)|this week|lately|can i take|how many)\b/;
const CHILD = /\b((il |la )?(mio|mia|nostro|nostra) (figli[oa]|bimb[oa]|bambin[oa]|piccol[oa]|nipot[ei])|(il|la) (bambin[oa]|bimb[oa]|piccol[oa]|neonat[oa])|(my|the|our) (son|daughter|toddler|baby|kid|child|little one|grandson|granddaughter))\b/;
/** Unintended: eaten, swallowed, put in the mouth (not "ha preso lo sciroppo", which a parent gives). */
const SWALLOWED = /\b(ha|si e|ha gia|aveva) (mangiat\w*|ingoiat\w*|inghiottit\w*|ingerit\w*|mess\w* in bocca|masticat\w*|succhiat\w*)\b|\b(ate|swallowed|chewed|got into)\b/;

const A_MEDICINE = new RegExp(`\\b${MEDICINE}\\b`);
/**
 * Many, without a number (thirteenth round): "un sacco di pasticche", "a bunch of pills", "i miei
 * ansiolitici, tutti", "molte pillole" (fourteenth round: how learners of Italian say it) — with TAKEN, an overdose as much as a counted one.
 */
const VAGUE_MANY = new RegExp(
  `\\b(molt[ei]|tant[ei]) ${MEDICINE}\\b(?! (al giorno|ogni giorno|per (la|il|le|i) ))|\\b(un sacco di|una manciata di|un mucchio di|tantissim[ei]|parecchie|troppe|troppi|a bunch of|a handful of|a lot of|lots of|loads of|too many|a load of|a pile of)( \\w+){0,2} ${MEDICINE}\\b|\\b${MEDICINE}( \\w+){0,2} tutt[ei]\\b(?! (le|i|gli|quant\\w*|quell\\w*) )`,
);

/** The doses of days, or a whole pack, taken together. */
const MANY_DOSES = new RegExp(
  `\\b((la |le )?(dose|dosi|terapia|scorta|pastiglie|pillole|compresse|medicine)( \\w+){0,2} (di|per) (una|un|due|tre|quattro|cinque|sei|sette|dieci|\\d+|tutta la|tutto il|intera|intero) (settimana|settimane|giorni|mese|mesi)|tutto il blister|(whole|entire|full) (blister|strip)|(all )?(his|her|my|their) (weekly|monthly) (pills|tablets|meds|medication|doses?)|(weekly|monthly) (pills|tablets|meds|doses?) at once|a (week|month) s (worth|dose|supply)( of \\w+)?|(week|month|days) worth of (pills|tablets|meds|medication))\\b`,
);
const AT_ONCE = /\b(tutt[aei] insieme|in una (volta|botta)( sola)?|in un (colpo|sorso)( solo)?|insieme|all at once|at once|in one go|at the same time)\b/;
/** Medicines whose excess is a danger in itself: the heart, the pressure, diabetes, blood thinners. */
const CRITICAL_DRUG =
  /\b(coumadin|sintrom|warfarin|eliquis|xarelto|pradaxa|lixiana|apixaban|rivaroxaban|dabigatran|digossina|lanoxin|digoxin|amiodarone|cordarone|insulina|insulin|metformin\w*|gliclazide|glibenclamide|\w+(pril|sartan|olol|dipina))\b/;
const CRITICAL =
  /\b((per il|del|per|dal) (cuore|pressione|diabete|sangue|zucchero)|(della|per la) (pressione|glicemia)|cardiac\w*|antiaritmic\w*|anticoagul\w*|antipertensiv\w*|ipoglicemizzant\w*|coumadin|sintrom|warfarin|eliquis|xarelto|pradaxa|lixiana|apixaban|rivaroxaban|digossina|lanoxin|digoxin|amiodarone|cordarone|insulina|metformin\w*|gliclazide|glibenclamide|\w+(pril|sartan|olol|dipina)|heart (pill|pills|medicine|medication|meds)|blood (pressure|thinner\w*)|insulin|diabetes (pills|medicine|meds))\b/;
const DOUBLE =
  /\b(doppia dose|dose doppia|il doppio|tripla dose|(due|tre|quattro|2|3|4) volte|three times|due dosi|2 dosi|un altra (dose|pastiglia|compressa|pillola)|double (dose|dosed)|twice|two doses|an extra dose)\b/;
/** Pills gone from a box, or how many unknown. */
const MISSING =
  /\b(ne mancano|mancano (\d+|alcune|alcuni|delle|dei|un po|parecchie|parecchi|tante|tanti|diverse|diversi)|ne manca (una|uno|qualcuna|qualcuno|mezza)|(blister|scatola|scatoletta|flacone|boccetta|confezione|tubetto)( \w+){0,2} (vuot[oa]|mezz[oa] vuot[oa]|aperto|aperta)|non so (quante|quanti|quanto|se) (ne )?(ha|abbia|avesse)|non so quante|(pills|tablets|some)( \w+){0,2} (are|were) missing|missing (pills|tablets)|(bottle|box|pack|blister) (is|was) (empty|half empty)|(don t|do not) know how many)\b/;
/** A child who got at a medicine: found it, opened it, played with it. */
const GOT_AT = /\b(trovat\w*|pres[oa] in mano|aperto|aperta|giocava con|giocando con|rovistava|frugava|found|opened|got into|playing with)\b/;
/** Insulin is injected, not taken: "ho fatto due volte l'insulina". */
const INJECTED = /\b(ho|ha|abbiamo|hanno|si e|mi sono|gli ho|le ho)( \w+){0,2} (fatt[oa]|iniettat\w*|punt[oa])\b|\b(injected|did)\b/;
/** A question in general, or a what-if. */
const WHAT_HAPPENS_IF = /\b((cosa|che cosa|che) (succede|succederebbe|capita|puo succedere) se|se (uno|qualcuno|si|una persona) (prende|prendesse|ingoia|ingoiasse)|what (happens|would happen|could happen) if|if (someone|you|one) (takes|took|take))\b/;
const countOf = (word: string) => WORD_NUMBERS[word] ?? Number(word);

/** "Ne mancano 20": more pills gone than a day's doses. */
const MISSING_COUNT = new RegExp(`\\b(ne )?mancano ${NUMBER}\\b`);
const manyMissing = (canonical: string) => {
  const n = MISSING_COUNT.exec(canonical)?.[2];
  return n !== undefined && countOf(n) >= 5;
};

/** Whether the canonical text tells of too much of a medicine taken at once, or of a child who swallowed one. */
export function ingestionByMeaning(canonical: string): boolean {
  if (NOT_ONE_INTAKE.test(canonical) || WHAT_HAPPENS_IF.test(canonical)) return false;
  const medicine = A_MEDICINE.test(canonical);
  if (CHILD.test(canonical) && medicine && (SWALLOWED.test(canonical) || (GOT_AT.test(canonical) && MISSING.test(canonical)))) return true;
  if (medicine && MISSING.test(canonical) && (TAKEN.test(canonical) || GOT_AT.test(canonical) || manyMissing(canonical))) return true;
  const taken = TAKEN.test(canonical) || INJECTED.test(canonical);
  if (taken && CRITICAL.test(canonical) && DOUBLE.test(canonical) && (medicine || CRITICAL_DRUG.test(canonical) || /\b(dose|dosi|doses?)\b/.test(canonical))) return true;
  if (!TAKEN.test(canonical)) return false;
  if (ALL_OF.test(canonical) || VAGUE_MANY.test(canonical) || (MANY_DOSES.test(canonical) && (AT_ONCE.test(canonical) || /\b(tutto il blister|whole|entire|full)\b/.test(canonical)))) return true;
  // Drops come by the tens in an ordinary dose; pills do not.
  const threshold = /\b(gocce|goccine)\b/.test(canonical) ? 60 : 8;
  for (const m of canonical.matchAll(COUNT_OF)) {
    const n = m.slice(1).find((g) => g !== undefined && (/^\d+$/.test(g) || g in WORD_NUMBERS));
    if (n !== undefined && countOf(n) >= threshold) return true;
  }
  return false;
}
