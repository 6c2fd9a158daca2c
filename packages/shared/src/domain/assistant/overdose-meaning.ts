/**
 * An overdose that may be meant (twenty-third round, part A): an adult who took a whole box, all
 * the pills or tens of them with no accident told ("ho preso tutta la scatola", "my roommate took
 * a whole box of ibuprofen"), or who says it was done on purpose or does not know why ("non so
 * perché l'ho fatto"). Beside the poison centre the answer gives the crisis line
 * (emergency-answer.ts, alsoKindsOf): a line more is cheap, a suicide attempt answered only as a
 * poisoning is not. An accident told (a double dose, by mistake, confused, for a toothache), a
 * young child or a pet is a poisoning only.
 *
 * On the canonical text (./spelling.ts).
 */
const PILLS = '(pastigl\\w*|pillol\\w*|compress\\w*|capsul\\w*|gocce|sonnifer\\w*|farmac\\w*|medicin\\w*|ansiolitic\\w*|antidepressiv\\w*|pills|tablets|capsules|meds|medication|sleeping pills)';
const WHOLE_AMOUNT = new RegExp(
  '\\b(tutta la (scatola|confezione|boccetta|bottiglia|stecca)|tutto il (flacone|blister|tubetto|barattolo)|un intera (scatola|confezione|boccetta)|' +
    `tutte le ${PILLS}|(\\d{2,}|quindici|venti|trenta|quaranta|cinquanta) ${PILLS}|` +
    `(the|a) whole (box|bottle|pack|packet|strip|blister)|all (of )?(my|the|her|his|their) ${PILLS}|(\\d{2,}|fifteen|twenty|thirty|forty|fifty) ${PILLS})\\b`,
);
const TAKEN = /\b(pres[oaie]|prender\w*|ingoiat\w*|ingerit\w*|inghiottit\w*|mandat\w* giu|took|taken|swallowed|downed|overdos\w*)\b/;
const MEANT = /\b(apposta|di proposito|volontariamente|non so perche l ho fatto|non so perche ho fatto|on purpose|deliberately|i don t know why i did (it|that|this))\b/;
const ACCIDENT =
  /\b(per sbaglio|per errore|sbagliat[oa]|me so sbajat[oa]|distrazione|senza accorgersene|si confonde|confus[oa]|demenza|alzheimer|per il (mal di|dolore)|per il male|contro il dolore|by mistake|by accident|accidentally|mixed up|confused|dementia|for (the|my|her|his) (pain|tooth|toothache|headache|back))\b/;
const CHILD_OR_PET =
  /\b(bambin[oaie]|bimb[oaie]|piccol[oaie]|neonat[oaie]|toddler|baby|kid|child|di (un|due|tre|quattro|cinque|sei|sette|otto|nove|[1-9]) ann[io]|[1-9] (year|yr)s? old|cane|gatto|cucciolo|dog|cat|puppy)\b/;

/** Whether the canonical text tells of an overdose that may be meant. */
export function overdoseMayBeMeant(canonical: string): boolean {
  if (!TAKEN.test(canonical) || CHILD_OR_PET.test(canonical)) return false;
  return MEANT.test(canonical) || (WHOLE_AMOUNT.test(canonical) && !ACCIDENT.test(canonical));
}
