/**
 * Past or settled events told with an emergency's words (issue 22 point 3, thirteenth round): the
 * fourteenth author's false alarms were a sunburn "in agosto", a child's bump on the head "pediatra
 * visto stamattina e tutto ok", and a father's heart attack told beside one's own cholesterol. Each
 * is a shape, not a phrase:
 * - A MONTH NAMED as the time of a perfect ("mi sono ustionato in agosto", "a marzo ha avuto le
 *   convulsioni"): a past, like "lo scorso agosto" (../emergency.ts LONG_AGO reads the rest).
 * - SEEN AND FOUND WELL: a doctor, a paediatrician or the emergency room already saw it and found
 *   nothing ("visto dal pediatra, tutto ok", "siamo stati al pronto soccorso e non ha niente",
 *   "checked by the doctor, all fine"): told as over, even when the check was this morning.
 * - A REQUEST AFTER THE REASSURANCE ("… tutto ok, ma vorrei un pediatra per il controllo") is not
 *   a relapse: only a sign after it is ("ma adesso vomita").
 * - A RELATIVE'S HISTORY BESIDE ONE'S OWN QUESTION: a condition a relative had ("mio padre ha avuto
 *   un infarto") told beside a question about one's own risk, diet or lasting condition ("ho il
 *   colesterolo alto, cosa devo mangiare?"): family history, not a heart attack now.
 * - A CAUSE THAT MAKES A BURN MILD: the sun, a tanning lamp ("mi sono ustionato al sole") with none of
 *   a severe burn's or a heat stroke's signs.
 *
 * All on the canonical text (./spelling.ts).
 */
const MONTH = '(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)';
/** A perfect told of a month: "in agosto mi sono ustionato", "ha avuto le convulsioni a marzo". */
export const MONTH_PAST = new RegExp(
  `\\b(in|ad|a|a fine|a inizio|a meta|ai primi di|alla fine di|verso (la )?fine di|durante) ${MONTH}\\b(?! (prossim\\w*|che viene))`,
);
const PERFECT = /\b(ho|ha|hai|abbiamo|hanno|avevo|aveva|sono|e|siamo|sono stat[oaie]|era|ero|mi sono|si e|ci siamo)( \w+){0,2} \w+(at[oaie]|ut[oaie]|it[oaie]|ost[oaie]|ess[oaie]|ers[oaie]|utt[oaie])\b|\b(i|he|she|we|they) (had|was|were|got)\b/;
/** Whether a month named dates a perfect ("mi sono ustionato al sole in agosto"): the past. */
export const monthPast = (canonical: string): boolean => MONTH_PAST.test(canonical) && PERFECT.test(canonical);

const WHO_SEES = '(medico|medica|pediatra|dottore|dottoressa|pronto soccorso|ps|guardia medica|ospedale|cardiologo|neurologo|specialista|doctor|gp|paediatrician|pediatrician|a e|emergency room|hospital)';
const SEEN = '(visto|vista|visti|visitat[oaie]|controllat[oaie]|vist[oaie]|checked|seen|examined|looked at)';
const FINE = '(tutto (ok|okay|bene|a posto|apposto|regolare|normale)|(e|era|sta|stava) (bene|ok|tutto ok)|non (ha|aveva|c e|c era) (niente|nulla)( di grave)?|niente di grave|nulla di grave|niente|nulla|ok|all (fine|good|clear)|(is|was) (fine|ok|okay)|nothing (wrong|serious))';
/**
 * Seen and found well: "pediatra visto stamattina e tutto ok", "visto dal medico, niente di grave",
 * "siamo stati al pronto soccorso e non ha niente", "checked by the doctor, all fine". The time
 * words of the check belong to it ("stamattina"), not to a danger now.
 */
export const SEEN_AND_FINE = new RegExp(
  `\\b(${WHO_SEES} (l ha |ci ha |lo ha |la ha |li ha |mi ha |ha |l hanno |ci hanno |hanno )?${SEEN}|${SEEN} (dal|dalla|da|dallo|al|in|by|at) (the |a |un |una |il |la )?${WHO_SEES}|(siamo|sono|e) (gia )?(stat[oaie]|andat[oaie]|corsi|cors[oa]) (dal|dalla|al|in|dallo) ${WHO_SEES}|(went|been|took (him|her|them)) to (the )?${WHO_SEES})( \\w+){0,3} ${FINE}\\b`,
);

/** A request after a reassurance ("ma vorrei un pediatra per il controllo"): not a relapse. */
export const REQUEST_AFTER =
  /\b(ma|pero|but) (vorrei|volevo|voglio|mi serve|mi servirebbe|cerco|cercavo|posso|possiamo|devo prenotare|preferirei|per sicurezza|per scrupolo|per stare tranquill\w*|comunque|i d like|i want|i need|can i|could i|should i book)\b/g;

const RELATIVE =
  '(mio|mia|my) (padre|madre|papa|mamma|nonno|nonna|fratello|sorella|zio|zia|marito|moglie|suocer[oa]|cugin[oa]|father|mother|dad|mum|mom|grandfather|grandmother|grandpa|grandma|brother|sister|uncle|aunt)';
const RELATIVE_HAD = new RegExp(`\\b${RELATIVE}( \\w+){0,2} (ha avuto|aveva avuto|ha fatto|had|has had|e mort[oa] (di|per))\\b`);
/** A question about one's own risk, diet or lasting condition. */
const OWN_RISK_QUESTION =
  /\b(cosa (devo|posso|dovrei|potrei) (mangiare|evitare|fare per)|cosa mangiare|dieta|alimentazione|colesterolo|trigliceridi|pressione alta|ipertes\w*|glicemia alta|sovrappeso|smettere di fumare|attivita fisica|prevenzione|prevenire|familiarita|ereditari\w*|genetic\w*|screening|(sono|e|sia) a rischio|rischio anch|anch io|anche io|what (should|can) i eat|diet|cholesterol|high blood pressure|am i at risk|hereditary|runs in the family)\b/;
/** A relative's condition told beside one's own question: family history ("mio padre ha avuto un infarto, cosa devo mangiare?"). */
export const familyHistoryBeside = (canonical: string): boolean => RELATIVE_HAD.test(canonical) && OWN_RISK_QUESTION.test(canonical);

/** The sun or a tanning lamp as the cause of a burn. */
const SUN = /\b(al sole|dal sole|del sole|sole|solare|abbronza\w*|lampad\w*|spiaggia|al mare|sunburn\w*|sunbed|in the sun)\b/;
/** What makes a sunburn urgent: a heat stroke's signs, or a baby. */
const SUN_DANGER = /\b(febbre|febbrone|brividi|vomit\w*|confus\w*|svenut\w*|delira|non risponde|neonat\w*|lattante|fever|vomiting|confused|fainted|passed out|baby|infant)\b/;
/** Whether a burn is told as a sunburn with none of a heat stroke's signs. */
export const sunburnOnly = (canonical: string): boolean => SUN.test(canonical) && !SUN_DANGER.test(canonical);

/** A doctor, a visit or a service of the platform asked for. */
const SERVICE =
  /\b(pediatra|dentista|psicolog\w*|psichiatr\w*|psicoterapeut\w*|dermatolog\w*|cardiolog\w*|neurolog\w*|allergolog\w*|gastroenterolog\w*|ostetric\w*|ginecolog\w*|oculist\w*|specialista|medico di base|paediatrician|pediatrician|psychologist|psychiatrist|therapist|dermatologist|cardiologist|neurologist|obstetrician|dentist|test allergici|prossima visita|appuntamento|profilo|account)\b/;
/** Told as over and safe now ("ora siamo separati e sto bene", "I'm safe now", "non lo faccio più"). */
export const SAFE_NOW =
  /\b((ora|adesso|oggi) (\w+ ){0,3}(sto|sta|stiamo|siamo|sono) (bene|al sicuro|separat\w*)|sono al sicuro|siamo separat\w*|non lo (faccio|fa) piu|(i m|i am|we re|we are) safe( now)?|i left (him|her))\b/;
/**
 * A story of the past followed by a request for a doctor or a service ("my son had an allergic
 * reaction last summer, he's fine now, any paediatrician?", "da bambino ho bevuto la candeggina …
 * cerco un dentista"): the request is why the message was written (twenty-first round). The caller
 * checks the past; `anyKind` false (suicidal talk, violence with a concept told) needs it told as
 * over and safe now too.
 */
export const pastThenService = (canonical: string, anyKind: boolean): boolean => SERVICE.test(canonical) && (anyKind || SAFE_NOW.test(canonical));

/**
 * The writer's own tongue or lips burnt by a hot drink or food ("mi ero bruciata la lingua col caffè
 * bollente stamattina lol"; twenty-third round): first aid at home, not a burn for 112. Not a
 * caustic (soda, acid, bleach: a poisoning) nor a child's mouth.
 */
const MOUTH_BURNT =
  /\b(mi sono|mi ero|mi so|me so|i) (bruciat\w*|scottat\w*|ustionat\w*|burnt|burned|scalded) (la |il |le |my )?(lingua|palato|labbro|labbra|tongue|lip|lips|mouth roof)\b/;
const MOUTH_DANGER = /\b(soda|acido|caustic\w*|candeggin\w*|varechina|detersiv\w*|bleach|acid|gonfi\w*|swell\w*|non respir\w*|can t breathe|bimb\w*|bambin\w*|figli\w*)\b/;
export const mouthBurnOnly = (canonical: string): boolean => MOUTH_BURNT.test(canonical) && !MOUTH_DANGER.test(canonical);

/**
 * A fear of choking felt during anxiety or panic attacks, told as a habit ("ho paura di soffocare
 * quando ho gli attacchi di ansia, ma passano sempre"; twenty-third round): for a doctor, unless a
 * breath that fails now is told.
 */
const ANXIETY_FEAR =
  /\b(paura|terrore|timore|sensazione) di (soffocare|non respirare|morire)( \w+){0,2} (quando|durante) (ho |mi vengono |mi prendono |mi viene |mi prende )?(gli |le |un |una )?(attacch\w*|crisi) (di )?(ansia|panico)\b/;
const BREATH_FAILING_NOW = /\b(non respir\w*|sto soffocando|sta soffocando|adesso|in questo momento|proprio ora|right now|can t breathe)\b/;
export const anxietyFearOnly = (canonical: string): boolean => ANXIETY_FEAR.test(canonical) && !BREATH_FAILING_NOW.test(canonical);
