/**
 * A child and a medicine found emptied, by meaning (issue 22 point 1; twelfth round): parents often
 * tell it calmly, because the child looks well ("ho trovato mio figlio col flacone dello sciroppo
 * vuoto, era mezzo pieno, lui gioca tranquillo", "the blister is open and 3 pills are gone, she's
 * fine"). What it says is a CHILD, a MEDICINE or its CONTAINER, and that the container was EMPTIED or
 * got at (empty, opened, pills missing, the syrup drunk, "era mezzo pieno"). How well the child looks
 * changes nothing: symptoms of a poisoning come hours later, so the answer is 112/118 and the poison
 * centre. A parent who gave a dose or finished a course ("gli ho dato lo sciroppo, il flacone è finito,
 * ne compro un altro?") and a question in general are not this.
 *
 * All on the canonical text (./spelling.ts, with ./regional: "u picciriddu", "'o sciruppu").
 */
const CHILD =
  /\b(figli[oa]|figliolett[oa]|bimb[oa]|bambin[oa]|bimbi|bambini|piccol[oa]|piccolino|piccolina|neonat[oa]|nipotin[oa]|gemelli|gemelline|pupo|pupa|son|daughter|toddler|baby|kid|kids|child|little one|grandson|granddaughter|twins)\b/;
const CONTAINER =
  /\b(flacon\w*|boccett\w*|bottigli\w*|blister|scatol\w*|confezion\w*|tubett\w*|barattol\w*|bottle|box|pack|packet|blister pack|strip|jar|tube)\b/;
const MEDICINE =
  /\b(pastigl\w*|pillol\w*|compress\w*|capsul\w*|gocce|sciropp\w*|sonnifer\w*|farmac(?!ia|ie|ist)\w*|medicin\w*|tachipirin\w*|paracetamol\w*|ibuprofen\w*|aspirin\w*|antibiotic\w*|vitamin\w*|ferro|integrator\w*|antistaminic\w*|cortison\w*|pills?|tablets?|capsules?|meds|medicine|medication|syrup|calpol|gummies|vitamins?)\b/;
/** Emptied, opened, gone: the state of the container or of what was in it. */
const EMPTIED =
  /\b(vuot[oaie]|svuotat\w*|mezz[oa] vuot[oa]|(era|erano|era ancora|era quasi) (mezz[oa] )?(pien[oa]|nuov[oa]|inter[oa]|sigillat[oa]|chius[oa])|aperto|aperta|apert[ie]|stappat\w*|bucat\w*|(ne )?mancano|ne manca|non c e piu (niente|nulla)|(bevut\w*|ingoiat\w*|mangiat\w*|succhiat\w*|masticat\w*)|empty|emptied|half empty|opened|open|missing|gone|drank|drunk|swallowed|ate|eaten|chewed)\b/;
/** Given by a parent, a course finished, a box to buy again: the bottle is empty for a good reason. */
const GIVEN_OR_FINISHED =
  /\b((gli|le|ci) (ho|abbiamo) dat[oa]|ho dato|abbiamo dato|(gli|le) do|(finit[oa]|terminat[oa]) (la cura|la terapia|il ciclo)|(ne )?(compro|ricompro|ricomprare|comprare|riprendo) (un altr[oa]|uno nuovo|una nuova)|dove (lo|la|li|le|si) (compro|ricompro|trovo|prendo|compra|trova)|comprarne|(ri)?comprarl[oaie]|ricetta|prescrizion\w*|(i|we) gave (him|her|them)|refill|buy (a new|another))\b/;
const WHAT_IF = /\b((cosa|che cosa|che) (succede|succederebbe|capita|puo succedere) se|se (un bambino|un bimbo|uno|una persona) (beve|bevesse|ingoia|ingoiasse|prende|prendesse)|what (happens|would happen|could happen) if|if a (child|kid|toddler))\b/;

/** Whether the canonical text tells of a child and a medicine (or its container) found emptied or got at. */
export function childAtMedicine(canonical: string): boolean {
  if (WHAT_IF.test(canonical) || GIVEN_OR_FINISHED.test(canonical)) return false;
  if (!CHILD.test(canonical) || !MEDICINE.test(canonical)) return false;
  return EMPTIED.test(canonical) && (CONTAINER.test(canonical) || /\b(mancano|ne manca|missing|gone|bevut\w*|ingoiat\w*|mangiat\w*|drank|drunk|swallowed|ate|eaten|chewed)\b/.test(canonical));
}
