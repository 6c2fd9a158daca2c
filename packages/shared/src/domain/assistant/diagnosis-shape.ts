/**
 * Diagnosis and medicine questions read by their shape, not by a phrase (issue 22 point 8). People
 * ask Igea to name their complaint or pick their medicine in endless ways, but the shapes are few:
 * - a CHOICE between two complaints or two medicines ("è influenza o covid?", "herpes o un
 *   brufolo?", "meglio l'allopurinolo o la colchicina?");
 * - a NAMED GUESS about their own signs ("se avessi le placche in gola sarebbe tonsillite?", "i
 *   sintomi che ho sono da tumore?", "could this be lyme disease?");
 * - WHAT THEY HAVE asked outright ("cosa posso avere se…", "dimmi tu che ho");
 * - a TREATMENT asked for someone in particular ("x un amico: che cura ci vuole per la gonorrea?"),
 *   or the RISK of a medicine for them ("per un amico: se uno prende X e ha Y succede qualcosa?").
 * A question about a complaint in general ("come si cura la gotta?", "differenza tra influenza e
 * covid") is content, not one of these. Read by ./intents.ts after the other rules, so that a
 * question already read as a diagnosis, a visit or a search keeps its reading.
 *
 * All on the canonical text (./spelling.ts).
 */
import { HYPOTHETICAL } from './refusal-cues';

/** A named complaint: the common ones by name, the rest by the endings of medical Latin and Greek. */
const COMPLAINT =
  /(influenza|covid|coronavirus|raffreddore|herpes|brufol\w*|acne|tumore|cancro|melanoma|lyme|allergi\w*|intolleranz\w*|virus|virale|batteri\w*|infezion\w*|gotta|gonorrea|sifilide|clamidia|candida|micosi|fungo|funghi|psoriasi|eczema|dermatite|orticaria|scabbia|pidocchi|varicella|morbillo|rosolia|scarlattina|pertosse|mononucleosi|ernia|calcol\w*|ulcera|reflusso|colite|gastrite|cistite|otite|sinusite|tonsillite|faringite|bronchite|polmonite|asma|diabete|anemia|ipotiroidismo|ipertiroidismo|emicrania|cefalea|ansia|depressione|burnout|strappo|stiramento|distorsione|frattura|tendinite|(?!(visite|partite|uscite|salite|ferite|finite|sentite|riuscite|pulite|gradite|favorite|suite)\b)\w{3,}(ite|osi|oma|emia|algia|patia))/
    .source;
/** A medicine: the common ones by name, the rest by the endings of their generic names. */
const MEDICINE =
  /(tachipirina|paracetamolo|ibuprofene|aspirina|moment|oki|brufen|aulin|nimesulide|augmentin|voltaren|cortisone|antibiotico|antistaminico|\w{4,}(olo|ina|ide|pril|sartan|olol|azolo|azepam|micina|cillina|profene|xacina|statina))/.source;

const CHOICE = new RegExp(
  `\\b(e |sara |sia |ho |ha |meglio |prendo |uso |gli do |le do )?(il |la |lo |l |un |una |uno )?(${COMPLAINT}|${MEDICINE}) o (il |la |lo |l |un |una |uno |piuttosto )?(${COMPLAINT}|${MEDICINE})\\b`,
);
/** Signs of one's own (or of someone in particular), even supposed: "ho", "mi", "se avessi", "my". */
const OWN_SIGNS =
  /\b(ho|mi|mio|mia|avessi|avesse|se (io )?avessi|quello che ho|quella che ho|che ho|gli|le|ha|i have|i ve|my|me|this|it)\b/;
const NAMED_GUESS = new RegExp(
  `\\b((sarebbe|sara|potrebbe essere|puo essere|potrebbero essere|possono essere) (da |di |un |una |uno |la |il |l )?${COMPLAINT}|(e|sono|sia|siano) (da |di |un |una |uno |la |il |l )?${COMPLAINT}$|(could|might|can) (this|it|that) be( a| an)? \\w*( \\w+)?|is (this|it|that) (a |an )?${COMPLAINT})\\b`,
);
const WHAT_I_HAVE =
  /\b((cosa|che cosa|che) (posso|potrei|potrebbe|puo) avere|(dimmi|dimmelo|dicci|mi dici) (tu )?(che|cosa|che cosa) (ho|ha|abbia|abbiamo)|what (do|could|might) (i|he|she) have|what s wrong with (me|him|her))\b/;
/** Someone in particular ("x un amico", "per mia cugina") or a hypothetical one ("se uno…": ./refusal-cues.ts HYPOTHETICAL). */
const FOR_SOMEONE = new RegExp(
  `${/\b(x|per) (un |una |un mio |una mia |il mio |la mia |mio |mia )?(amic[oa]|conoscente|collega|vicin[oa]|cugin[oa]|parente)\b/.source}|${HYPOTHETICAL.source}|\\bfor a friend\\b`,
);
const TREATMENT_ASKED =
  /\b((che|quale|quali) (cura|cure|terapia|terapie|farmac\w*|medicin\w*|antibiotic\w*) (ci vuole|ci vogliono|serve|servono|prende|deve prendere|dovrebbe prendere)|(cosa|che cosa) (deve|dovrebbe|puo) prendere|come (si )?(cura|deve curarsi|dovrebbe curarsi)|what (should|can) (he|she|they) take)\b/;
/** A medicine taken, for someone or a what-if, and its risk asked ("se uno prende il viagra e ha la pressione alta succede qualcosa?"). */
const TAKES = /\b(prende|prendesse|prendere|assume|assumesse|assumere|takes|took|take|taking) (il |la |lo |l |un |una |uno |dei |delle |degli |i |le |gli )?(?!(sole|freddo|caldo|treno|aereo|autobus|peso|appuntamento|ferie|sonno)\b)\w{3,}/;
const RISK_ASKED = /\b(succede (qualcosa|niente|nulla)|che succede|cosa succede|e pericoloso|e rischioso|fa male|rischia|rischi|e sicuro|controindicat\w*|si puo (prendere|assumere)|is it (safe|dangerous)|any risk)\b/;
/** A question about a complaint in general: an article answers it. */
const IN_GENERAL = /\b(come (capisco|faccio a capire|si capisce|riconosco|si riconosce|distinguo)|quando (preoccuparsi|e il caso)|differenz\w*|in generale|di solito|in genere|articol\w*|cosa dicono|statistich\w*|come si previene|prevenzione)\b/;

/** Whether the canonical text asks to name a complaint or choose a medicine (see above). */
export function asksDiagnosisByShape(t: string, asks: boolean): boolean {
  if (IN_GENERAL.test(t)) return false;
  if (WHAT_I_HAVE.test(t)) return true;
  if (FOR_SOMEONE.test(t) && TREATMENT_ASKED.test(t)) return true;
  if (FOR_SOMEONE.test(t) && TAKES.test(t) && RISK_ASKED.test(t)) return true;
  if (!asks) return false;
  if (CHOICE.test(t)) return true;
  return NAMED_GUESS.test(t) && OWN_SIGNS.test(t);
}
