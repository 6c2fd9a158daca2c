/**
 * Too much of a medicine, or a medicine in a child's mouth, by meaning (issue 22 point 1): people
 * name the medicine they have at home ("20 tachipirine", "ne ho prese 80 di gocce", "un blister
 * intero di ibuprofene"), not the words "overdose" or "pastiglie" of a list. What an overdose says is
 * TAKEN (took, swallowed, ate) with an AMOUNT far beyond a dose (a number of pills or drops, or all
 * of a box) of a MEDICINE; and a child who ate or swallowed a medicine (someone else's, the cat's)
 * is poisoning at any amount. The answer is 112 and the poison centre. "Ho preso 2 compresse di
 * tachipirina", a dose spread over days and a question about a dose are not this.
 *
 * All on the canonical text (./spelling.ts).
 */
const MEDICINE =
  /(pastigl\w*|pasticc\w*|pillol\w*|compress\w*|capsul\w*|gocce|goccine|sonnifer\w*|farmac\w*|medicin\w*|tachipirin\w*|paracetamol\w*|ibuprofen\w*|aspirin\w*|oki|brufen|nurofen|aulin|xanax|lexotan|tavor|valium|minias|antidepressiv\w*|ansiolitic\w*|antidolorific\w*|antinfiammatori\w*|antistaminic\w*|cardioaspirin\w*|coumadin|eutirox|insulina|metformin\w*|\w+(pam|lam|pril|sartan|olol|prazolo|statina|cillina|micina)|pills?|tablets?|capsules?|meds|medication|painkillers?|sleeping pills?|tylenol|advil|ibuprofen|paracetamol|aspirin)/
    .source;
const TAKEN =
  /\b((ho|ha|abbiamo|hanno|avevo|aveva|mi sono|si e|ne ho|ne ha|le ho|li ho|le ha|li ha)( \w+){0,2} (pres[oaie]|ingoiat\w*|ingerit\w*|inghiottit\w*|mangiat\w*|bevut\w*|buttat\w* giu|calat\w*|fatt\w* fuori)|(took|taken|swallowed|ate|drank|downed|have taken|has taken))\b/;
const WORD_NUMBERS: Readonly<Record<string, number>> = { sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, quindici: 15, venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90, cento: 100, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100 };
const NUMBER = `(\\d+|${Object.keys(WORD_NUMBERS).join('|')})`;
/** A number of a medicine, either way round: "20 tachipirine", "gocce, ne ho prese 80". */
const COUNT_OF = new RegExp(`\\b${NUMBER}( \\w+){0,2} ${MEDICINE}\\b|\\b${MEDICINE}\\b( \\w+){0,4} ne (ho|ha|abbiamo) (pres[ei]|ingoiat\\w*|mangiat\\w*|bevut\\w*) ${NUMBER}\\b|\\bne (ho|ha) (pres[ei]|ingoiat\\w*|mangiat\\w*) ${NUMBER}\\b( \\w+){0,3} ${MEDICINE}\\b`, 'g');
/** All of a box or a bottle. */
const ALL_OF = new RegExp(
  `\\b(tutt[ei] (le|i|quell\\w*|la) (\\w+ )?(${MEDICINE}|scatola|confezione|flacone|boccetta)|(tutti|tutte) (quelli|quelle) che (avevo|aveva|c erano)|un(a|o)? (intera|intero) (scatola|confezione|flacone|blister|boccetta|tubetto)|(scatola|confezione|flacone|blister|boccetta|tubetto) (intera|intero)|mezz[ao] (flacone|boccetta|confezione|scatola)|all (my|the|of (my|the)) ${MEDICINE}|a (whole|full) (bottle|box|pack|packet|strip)|the (whole|entire) (bottle|box|pack|packet|strip))\\b`,
);
/** Spread over days, or a dose prescribed or asked about: not one intake. */
const NOT_ONE_INTAKE =
  /\b(al giorno|a settimana|in (una|tutta la|\d+|due|tre) (settimana|settimane|giorni|mesi)|ogni (giorno|sera|mattina|\d+ ore)|(posso|devo|dovrei|si puo|puo) (prendere|dare|prenderne|assumere)|quant[ei] (ne )?(posso|devo)|come (da|mi ha detto)|prescritt\w*|a day|per day|a week|can i take|how many)\b/;
const CHILD = /\b(mio figlio|mia figlia|il bambino|la bambina|il bimbo|la bimba|il piccolo|la piccola|mio nipote|mia nipote|my (son|daughter|toddler|baby|kid|child)|the (toddler|baby|kid))\b/;
/** Unintended: eaten, swallowed, put in the mouth (not "ha preso lo sciroppo", which a parent gives). */
const SWALLOWED = /\b(ha|si e|ha gia|aveva) (mangiat\w*|ingoiat\w*|inghiottit\w*|ingerit\w*|mess\w* in bocca|masticat\w*|succhiat\w*)\b|\b(ate|swallowed|chewed|got into)\b/;

const A_MEDICINE = new RegExp(`\\b${MEDICINE}\\b`);
const countOf = (word: string) => WORD_NUMBERS[word] ?? Number(word);

/** Whether the canonical text tells of too much of a medicine taken at once, or of a child who swallowed one. */
export function ingestionByMeaning(canonical: string): boolean {
  if (NOT_ONE_INTAKE.test(canonical)) return false;
  if (CHILD.test(canonical) && SWALLOWED.test(canonical) && A_MEDICINE.test(canonical)) return true;
  if (!TAKEN.test(canonical)) return false;
  if (ALL_OF.test(canonical)) return true;
  // Drops come by the tens in an ordinary dose; pills do not.
  const threshold = /\b(gocce|goccine)\b/.test(canonical) ? 60 : 8;
  for (const m of canonical.matchAll(COUNT_OF)) {
    const n = m.slice(1).find((g) => g !== undefined && (/^\d+$/.test(g) || g in WORD_NUMBERS));
    if (n !== undefined && countOf(n) >= threshold) return true;
  }
  return false;
}
