/**
 * A question about a dose that kills, by meaning (issue 22 points 1, 2 and 8, thirteenth round): a
 * person who asks "what is the lethal dose of my sleeping pills", "quante ne servono per non
 * svegliarsi", "how many of my pills would be too many" is telling of a plan in the form of a
 * medicine question. It is not refused as a dose question: it is a suicidal hint, answered with the
 * crisis numbers (Telefono Amico / Samaritans) and 112, with a human sentence.
 *
 * Two shapes:
 * - DEADLY: an amount that kills or ends waking ("dose letale", "dose mortale", "lethal dose",
 *   "per non svegliarsi più", "enough to die", "quante ne servono per morire") beside an amount
 *   asked or a medicine named. Whoever it is asked for: a question about a killing dose of a
 *   medicine for oneself or "per un amico" is answered with the crisis line either way.
 * - TOO MANY FOR ONESELF: how many of one's own medicine are too many ("quante delle mie pastiglie
 *   sono troppe?", "how many of my sleeping pills would be too many"), not a daily dose ("quante
 *   tachipirine posso prendere al giorno" stays a dose refusal) nor a child's.
 * An animal (chocolate for the dog) is left to ./animal-subject.ts, a story long past to the caller.
 *
 * All on the canonical text (./spelling.ts; regional forms already brought to Italian).
 */
const MEDICINE =
  /\b(pastigl\w*|pillol\w*|compress\w*|capsul\w*|gocce|sciropp\w*|sonnifer\w*|farmac(?!ia|ie|ist)\w*|medicin\w*|tachipirin\w*|paracetamol\w*|ibuprofen\w*|aspirin\w*|xanax|lexotan|tavor|valium|minias|stilnox|zolpidem|antidepressiv\w*|ansiolitic\w*|benzodiazepin\w*|insulina|\w+(pam|lam|pril|sartan|olol)|pills?|tablets?|capsules?|meds|medication|painkillers?|sleeping pills?|tylenol|advil|ibuprofen|paracetamol|aspirin|insulin)\b/;
/** An amount asked about: how many, how much, which dose, "quante ne servono". */
const AMOUNT =
  /\b(quant[aeio]|quanta roba|how (many|much)|(che|quale|qual e la|la) dose|what (dose|amount)|what is the|what s the|(servono|servirebbero|ci vogliono|ci vorrebbero|bastano|basterebbero|basta|basterebbe|vonno|vonnu|voli|enough)|dose)\b/;
/** Not waking: "per non svegliarsi", "pe nun me scetà", "so I don't wake up". */
const NO_WAKING =
  '(non (mi|me|si|se|m) (sveglia\\w*|svegli\\w*|risvegli\\w*|arrisbigghi\\w*)|non (svegliarmi|svegliarsi|risvegliarmi|risvegliarsi|svejasse|svejamme|svejarme|arrisbigghiari\\w*)|(not|never|don t|won t) wake up)';
/** For ever: "non svegliarmi più", "never wake up", "dormire per sempre". */
const NO_WAKING_EVER = `(${NO_WAKING} (piu|again|ever)|never wake up|dormire per sempre|sleep forever|addormentarmi per sempre)`;
/** An amount that kills, or sleep with no waking. */
const DEADLY = new RegExp(
  `\\b(dos[ei] (letal[ei]|mortal[ei]|fatal[ei])|(letal[ei]|mortal[ei]|fatal[ei]) (dose|quantita)|quantita (letale|mortale)|(lethal|fatal|deadly) (dose|amount|overdose)` +
    `|(per|pe|pi|to|so i|so that i) (morire|murire|die|uccidermi|uccidersi|ammazzarmi|ammazzarsi|farla finita)|${NO_WAKING_EVER}` +
    `|(would|could|will|enough to) be (fatal|lethal|deadly)|(is|are|be) (fatal|lethal|deadly)|(e|sono|sarebbe|sarebbero|diventa|diventano) (letal[ei]|mortal[ei]|fatal[ei])|kill (me|myself|yourself|a person|someone|somebody|an adult))\\b`,
);
/** "Quante ne servono per non svegliarsi": not waking as the aim of an amount, unless it is a night's sleep. */
const NOT_TO_WAKE = new RegExp(`\\b(per|pe|pi|to|so i|so that i|so as to) ${NO_WAKING}\\b`);
const NIGHT_SLEEP = /\b(di notte|la notte|nella notte|durante la notte|stanotte|la mattina|presto|alle \d+|at night|in the night|during the night|early|in the morning|too early)\b/;
const TOO_MANY = /\b(sono troppe|sono troppi|troppe per|troppi per|too many|too much|would be too many)\b/;
/** One's own: my pills, "le mie", for me. */
const OWN = /\b(mie|miei|mia|mio|per me|io|my|for me|i have|i take|i m on)\b/;
/** A daily dose, or a child's: an everyday dose question. */
const EVERYDAY_DOSE = /\b(al giorno|a day|per day|daily|in un giorno|ogni (\d+ )?ore|every \d+ hours|bambin\w*|bimb\w*|figli\w*|neonat\w*|kg|chili|child|kid|baby|toddler|son|daughter)\b/;

/** Whether the canonical text asks, by meaning, for a dose that kills (see above). */
export function lethalDoseQuestion(canonical: string): boolean {
  const deadly = DEADLY.test(canonical) || (NOT_TO_WAKE.test(canonical) && !NIGHT_SLEEP.test(canonical));
  if (deadly && (AMOUNT.test(canonical) || MEDICINE.test(canonical)) && (MEDICINE.test(canonical) || /\b(ne|dose|dosi)\b/.test(canonical))) return true;
  return TOO_MANY.test(canonical) && AMOUNT.test(canonical) && MEDICINE.test(canonical) && OWN.test(canonical) && !EVERYDAY_DOSE.test(canonical);
}
