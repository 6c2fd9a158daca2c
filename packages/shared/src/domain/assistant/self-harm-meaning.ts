/**
 * Self-harm told as it happens, by meaning (issue 22 points 1 and 2, eleventh round): people write
 * "my daughter is cutting herself in the bathroom", "I keep cutting", "si sta bruciando con
 * l'accendino", "ha ricominciato a tagliarsi", "wants to kill himself" — an ACT of harm turned on
 * oneself, in English, Italian or both, about oneself or someone else, happening now or again.
 * What makes it self-harm is that the act has the person as its object (myself, herself, "si …
 * le braccia", "tagliarsi") or is named as such (self-harm, cutting as a habit); what makes it
 * urgent is that it is not told as a habit long over ("I used to cut myself", "da ragazza mi
 * tagliavo"), unless it has come back ("again", "di nuovo", "ricominciato"). An accident ("mi sono
 * tagliato col coltello del pane") has no such object or purpose, and a question in general ("what
 * is self-harm?") is left to the rules' reading of information. The answer is the crisis answer:
 * 112 and Telefono Amico / Samaritans.
 *
 * All on the canonical text (./spelling.ts: lower case, no accents or apostrophes).
 */
const SELF = '(myself|herself|himself|themselves|themself|yourself)';
const ACT_EN = '(cut|cuts|cutting|burn|burns|burning|hurt|hurts|hurting|harm|harms|harming|scratch|scratches|scratching|punch|punches|punching|hit|hits|hitting|stab|stabs|stabbing|starve|starves|starving|kill|kills|killing|choke|choking|strangle|strangling)';
/** An act of harm with the person as its object, in English. */
const ON_SELF_EN = new RegExp(`\\b${ACT_EN}( \\w+)? ${SELF}\\b|\\b(banging|bangs|hitting|hits) (my|his|her|their) head (against|on|into) (the )?(wall|walls|floor|door)\\b`);
/** Named as such, or cutting as a habit ("I keep cutting", "been cutting again"). */
const NOT_ON_SELF = '(?! (the|a|an|some|down|back|off|out|up|into|through|it|them|onions?|wood|grass|hair|paper|class|classes|school|costs?|corners|carbs|sugar|weight|calories|fat|meat|bread|my hair|his hair|her hair|the grass))';
const NAMED_EN = new RegExp(`\\bself (harm\\w*|injur\\w*|mutilat\\w*)\\b|\\b(keep|keeps|kept|been|started|start|starting|began|still|back to|stop|can t stop|cannot stop|again) (cutting|burning|self harming)\\b${NOT_ON_SELF}|\\bcutting again\\b|\\bcut (myself )?(deeper|deep|more|worse) than (usual|before|ever|last time)\\b|\\brelaps\\w* (and |i )?(cut|cutting|burned|burning)\\b|\\bcut \\w+ (deeper|worse) than\\b`);
/** To die or to end it, wanted or planned by someone told of ("she says she wants to die"). */
const WANTS_TO_DIE_IT =
  /\b(vuole|vorrebbe|voleva|dice di voler|dice che vuole|ha detto che vuole|ha scritto che vuole|minaccia di) (morire(?! (a casa|in casa|nel (suo|proprio) letto|serenamente|in pace|con dignita|vicino|accanto|tra|fra))|farla finita|suicidarsi|uccidersi|ammazzarsi|togliersi la vita|buttarsi|impiccarsi|tagliarsi le vene|non esserci piu|non svegliarsi piu)\b/;
const WANTS_TO_DIE_EN = /\b(wants|wanted|want|wanna|going|gonna|plans|planning|threaten\w*|tried|trying) to (die|end (it|it all|his life|her life|my life|their life)|kill (myself|himself|herself|themselves))\b/;

const ACT_IT = '(tagli|bruci|graffi|feri|colpi|picchi|mord|incid|cutt)';
const BODY = '(le braccia|il braccio|i polsi|il polso|le gambe|la gamba|le cosce|la coscia|la pancia|la pelle|le mani|la mano|la faccia|il viso)';
const TOOL = '(lametta|lamette|rasoio|sigarett\\w*|accendino|forbici|coltello|coltellino|temperino|vetro|ago|aghi|unghie)';
/** An act of harm with the person as its object, in Italian: "si sta tagliando le braccia", "mi brucio con la sigaretta". */
const ON_SELF_IT = new RegExp(
  `\\b(mi|si|ti) (sto|sta|stai|stanno|stava) ${ACT_IT}\\w*( \\w+){0,2} (${BODY}|con (la|le|il|lo|un|una|l) ${TOOL}|apposta|di nuovo|da sol[oa])\\b` +
    `|\\b(mi|si|ti) ${ACT_IT}\\w*( \\w+){0,1} ${BODY}( \\w+){0,2} (con|apposta|di nuovo|ancora|per)\\b` +
    `|\\b(voglia|bisogno|impulso|tentazione|continua|continuo|ricominciat\\w*) (a |di )far(mi|si|ti) (del )?male\\b` +
    `|\\b(mi|si|ti) (sto |sta |stai )?${ACT_IT}\\w* con (la|le|il|lo|un|una|l) ${TOOL}\\b` +
    `|\\b(continua|continuo|continui|ricominciat\\w*|ripres\\w*|tornat\\w*|iniziat\\w*|cominciat\\w*|smettere|smette|smetto|voglia|bisogno|impulso) (a |di )${ACT_IT}\\w*(si|mi|ti)\\b` +
    `|\\b(mi|si|ti) (sto|sta|stai) cutt\\w*\\b` +
    `|\\b(si|mi|ti) (fa|faccio|fai|sta facendo|sto facendo) (dei |i |altri )?(tagli|bruciature|graffi|ferite)\\b` +
    `|\\b(fa|faccio|fai|fanno|sta facendo|sto facendo) (ancora |di nuovo )?(self harm|autolesionismo)\\b`,
);
/**
 * Harm turned on oneself told by its purpose or its compulsion (fifteenth round): "mi faccio male da
 * sola", "mi graffio fino a sanguinare", "non riesco a smettere di tagliarmi", "si picchia da solo".
 */
const ON_SELF_COMPULSION = new RegExp(
  `\\bmi (faccio|sto facendo) (del )?male (da sol[oa]|apposta|di proposito)\\b|\\bmi (do|sto dando|davo) (dei |i )?pugni( \\w+){0,3} (finche|fino a) (sanguin\\w*|far(mi)? (male|sangue))\\b|\\b(si|ti) (fa|fai|fanno|sta facendo) (del )?male (apposta|di proposito)\\b` +
    `|\\b(mi|si|ti) ${ACT_IT}\\w*( \\w+){0,3} (fino a|finche) (sanguinar\\w*|sanguin[oa]|far(mi|si|ti) (male|sangue|uscire il sangue)|(esce|vedo|vede) (il )?sangue)\\b` +
    `|\\bnon (riesco|riesce|riescono) a smettere di (${ACT_IT}\\w*(rmi|rsi|rti)|far(mi|si|ti) (del )?male)\\b`,
);
/** An itch scratched (chickenpox, eczema, lice) or a child at play: no harm meant. */
const ITCH_OR_PLAY = /\b(varicella|prurit\w*|dermatit\w*|eczema|orticaria|punture?|zanzar\w*|pidocchi|scabbia|psoriasi|allergi\w*|itch\w*|rash|quando gioca|giocando|mentre gioca)\b/;
/** A habit told as over: "I used to cut myself", "da ragazza mi tagliavo". */
const USED_TO = /\b(used to|back when|when i was|in high school|at school|da (ragazz|piccol|bambin|giovane)\w*|quando (ero|era) (ragazz|piccol|bambin|giovane|adolescente)\w*|(tagli|bruci|graffi|feri|colpi|picchi|fac|fe)(avo|ava|avano|evo|eva|evano|ivo|iva|ivano))\b/;
/** An accident in the kitchen or at work: a wound to treat, not self-harm ("I cut myself cooking"). */
const ACCIDENT =
  /\b(cooking|shaving|chopping|slicing|gardening|by accident|accidentally|by mistake|while|per sbaglio|mentre|cucinando|affettando|sbucciando|lavorando|in cucina|col coltello del pane|smerigliatrice|sega|motosega|vetro rotto)\b/;
/** It has come back, or is happening now. */
const AGAIN_OR_NOW = /\b(again|right now|tonight|still|di nuovo|ancora|ricominciat\w*|stanotte|stasera|in questo momento|proprio ora)\b/;
/**
 * Fresh marks of it seen on someone ("ha i polsi pieni di tagli freschi", "tagli recenti sulle braccia",
 * "fresh cuts on her wrists"): where they are and that they are new tell what an accident does not.
 */
const LIMBS = '(polsi|polso|braccia|braccio|avambracci\\w*|cosce|coscia|gambe|pancia|wrists?|arms?|forearms?|thighs?)';
const FRESH_MARKS = new RegExp(
  `\\b${LIMBS} (pien[ie]|coperti|coperte|segnat[ie]) di (tagli|taglietti|ferite|bruciature|graffi profondi)\\b` +
    `|\\b(tagli|taglietti|ferite|bruciature) (freschi|fresche|recenti|nuovi|nuove|profond[ie])( \\w+){0,3} (sui|sul|sulle|sulla|ai|al|alle|alla) ${LIMBS}\\b` +
    `|\\b(fresh|new|deep) (cuts|burns|scratches|wounds) (on|all over) (her|his|my|their) ${LIMBS}\\b|\\b${LIMBS} (covered|full) (in|of|with) (fresh |new )?cuts\\b`,
);
/** Cleared: "ora sto bene", "I'm fine now", scars only. */
const OVER = /\b((ora|adesso|oggi) (sto|sta) bene|(i m|i am|she s|he s|she is|he is) (fine|ok|okay|better) now|cicatric\w*|scars?)\b/;

/** Whether the canonical text tells of self-harm (or wanting to die) happening now or again. */
export function selfHarmByMeaning(canonical: string): boolean {
  const told = ON_SELF_EN.test(canonical) || NAMED_EN.test(canonical) || WANTS_TO_DIE_EN.test(canonical) || WANTS_TO_DIE_IT.test(canonical) || ON_SELF_IT.test(canonical) || ON_SELF_COMPULSION.test(canonical) || FRESH_MARKS.test(canonical);
  if (!told || ACCIDENT.test(canonical)) return false;
  if (ON_SELF_COMPULSION.test(canonical) && !(ON_SELF_EN.test(canonical) || NAMED_EN.test(canonical) || ON_SELF_IT.test(canonical)) && ITCH_OR_PLAY.test(canonical)) return false;
  if ((USED_TO.test(canonical) || OVER.test(canonical)) && !AGAIN_OR_NOW.test(canonical.replace(OVER, ' '))) return false;
  return true;
}
