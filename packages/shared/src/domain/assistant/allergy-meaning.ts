/**
 * Anaphylaxis by meaning (issue 22 point 1, thirteenth round): people tell it as a TRIGGER (a sting,
 * a food that often causes it, a medicine just taken) and a REACTION beyond the spot it touched —
 * the airway (a hoarse voice, a tight or itching throat, trouble swallowing or breathing, a cough
 * that came with it), a swelling of the face, lips, tongue or eyes, or hives over the whole body
 * ("punto da un'ape, ha tutto il corpo a chiazze e la voce rauca", "after a cashew he's covered in
 * hives and coughing"). A swelling where the sting was, a little itch or a rash told as small is
 * not this. The phrases of ./emergency.ts stay; this closes the class around them.
 *
 * All on the canonical text (./spelling.ts).
 */
const TRIGGER =
  /\b(punt[oa]|puntura|pizzicat[oa]|morso|morsa) (da|di) (un |una )?(ape|api|vespa|vespe|calabrone|calabroni|insetto|zanzara tigre|medusa)|\b(ape|vespa|calabrone|insetto)( \w+){0,2} (l ha|mi ha|gli ha|le ha|ha) (punt[oa]|pizzicat[oa])|(mangiat\w*|assaggiat\w*|mangia|preso|bevuto|dopo)( \w+){0,4} (noci|nocciol\w*|arachid\w*|noccioline|anacardi|pistacchi|mandorl\w*|gamber\w*|crostace\w*|cozze|vongole|frutti di mare|pesce|kiwi|sesamo|uova|uovo|latte|fragol\w*|pesche|antibiotic\w*|amoxicillin\w*|augmentin|penicillin\w*|aspirin\w*|antinfiammatori\w*|farmaco|pastiglia|iniezione|puntura)|\b(stung|sting|bee|wasp|hornet|ate|eaten|eating|after)( \w+){0,4} (peanuts?|nuts?|cashews?|almonds?|shellfish|shrimps?|prawns?|sesame|eggs?|kiwi|penicillin|antibiotics?|amoxicillin)\b|\b(stung by|bee sting|wasp sting)\b/;
const AIRWAY =
  /\b(voce (rauca|roca|strana|cambiata)|gola( \w+){0,2} (stretta|chiusa|gonfia|che si chiude|che prude|prude)|(prud\w*|pizzic\w*)( \w+){0,3} (la )?gola|(fa fatica|non riesce|non riesco|faccio fatica|fatica) a (deglutire|respirare|ingoiare)|respir\w* (male|a fatica|con fatica)|manca (l )?aria|fischi\w*|sibil\w*|hoarse|throat( \w+){0,2} (tight|closing|swelling|swollen|itchy)|(trouble|hard|difficult\w*|struggling) (to )?(breath\w*|swallow\w*)|wheez\w*)\b/;
const SWELLING =
  /\b((labbra|labbro|lingua|faccia|viso|palpebre|occhi|bocca)( \w+){0,2} (gonfi\w*|ingrossat\w*)|(gonfi\w*|si e gonfiat\w*|si sono gonfiat\w*) (la |le |il |gli )?(labbra|labbro|lingua|faccia|viso|palpebre|occhi)|(lips|tongue|face|eyes)( \w+){0,2} (swell\w*|swollen|puff\w*)|(swollen|swelling) (lips|tongue|face|eyes))\b/;
const ALL_OVER =
  /\b((tutto il corpo|tutta la pelle|dappertutto|ovunque|su tutto|in tutto il corpo|dalla testa ai piedi)( \w+){0,3}|(chiazze|ponfi|bolle|orticaria|macchie rosse)( \w+){0,3} (ovunque|dappertutto|su tutto il corpo|in tutto il corpo|che si allargano)|(covered in|all over (his|her|my) body|everywhere)( \w+){0,2}|hives)\b/;
/** Told as small, or where the sting was: "un po' di gonfiore sulla mano", "solo un ponfo". */
const LOCAL = /\b(solo (un|una|il|la)|un po di|piccol\w*|sulla mano|sul dito|sul braccio|sulla gamba|sul piede|dove (l ha|mi ha|gli ha|le ha) punt\w*|just a|small|little|on (his|her|my) (hand|finger|arm|leg|foot))\b/;

/** Whether the canonical text tells of an allergic reaction beyond the spot, after a trigger (see above). */
export function anaphylaxisByMeaning(canonical: string): boolean {
  if (!TRIGGER.test(canonical)) return false;
  if (AIRWAY.test(canonical) || SWELLING.test(canonical)) return true;
  return ALL_OVER.test(canonical) && !LOCAL.test(canonical);
}
