import { SAFE_NOW } from '../settled-meaning';
import type { EmergencyKind } from '../types';

/**
 * The shapes of a message that settle the classifier's alarm or ask more of it (split out of
 * ./urgency.ts, twenty-second round): a complaint that lasts, a danger told as over, a small injury,
 * an everyday cause, a question asking a name or a medicine. ./urgency.ts decides how they are read.
 */
/**
 * A complaint that has lasted weeks or comes and goes ("non dormo bene da un mese", "ogni tanto il
 * cuore batte forte") is for a doctor, not for 112: like the past, it needs more to raise the alarm.
 * Not for suicidal talk or violence, which stay urgent however long they have gone on.
 */
export const LASTING =
  /\b(da (un|una|qualche|\w+) (mese|mesi|settimana|settimane|anno|anni)|da (mesi|settimane|anni)|ogni tanto|ogni (giorno|sera|mattina|notte|mese|inverno|estate)|spesso|ultimamente|di tanto in tanto|tutte le (volte|sere|mattine|notti)|ogni volta|quasi (ogni|tutte|tutti)|tutti i giorni|(ho|ha|hai|abbiamo|hanno|mi viene|gli viene|le viene|mi capita|gli capita|le capita) sempre|sempre (la mattina|la sera|di notte|quando)|(la mattina|la sera|la notte|di notte|il pomeriggio) quando (mi alzo|si alza|vado a letto|va a letto|mi sveglio|si sveglia|mi corico)|poi (si scioglie|passa|mi passa|gli passa|le passa|va via)|non (passa|passano|va via|vanno via|guarisce|guariscono|se ne va|se ne vanno) mai|for (weeks|months|years)|for (a couple of|a few|some) (weeks|months|years)|(over )?(the )?(last|past) (couple of |few |several )?(weeks|months|years)|lately|sometimes|every (day|night|morning|time)|(fin |sin )?da quando (era|ero|eravamo|erano|avevo|aveva|avevamo) (piccol\w*|bambin\w*|ragazz\w*|giovane|adolescente|\d+ anni)|(fin |sin )?da (piccol|bambin)\w*|since (he was|she was|i was) (a )?(kid|child|baby|teenager|little))\b/;
/**
 * A lasting clause, then a turn to now with a severe pain or a faint ("test positivo da una settimana,
 * adesso dolore fortissimo … mi sento svenire"; twenty-third round): what lasts is not the danger.
 */
export const TURNED_NOW =
  /\b(adesso|ora|oggi|stamattina|stasera|stanotte|all improvviso|improvvisamente|now|suddenly)( \w+){0,4} (fortissim\w*|insopportabil\w*|lancinant\w*|atroce|mi sento svenire|sto svenendo|sta svenendo|svenut[oa]|severe|unbearable|i m fainting|passing out)\b/;
// "Ho paura di avere un infarto adesso": a question in form, a danger in fact.
// "L'ha appena ingoiata": a perfect told just now (twenty-third round).
export const NOW = /\b(adesso|in questo momento|proprio ora|right now|(ha|ho|hanno|abbiamo|l ha|l ho|si e|mi sono|e|sono) appena|just (swallowed|ate|drank|took|fell|collapsed))\b/;
/** A message told as a joke or a laugh: no doubt band for it (the rules still decide). */
export const JOKING = /\b(haha\w*|ahah\w*|lol|lmao|xd|scherz\w*|ridere|rido|ridendo|battuta|jok\w*|kidding)\b/;
/**
 * A past event said to have ended well ("l'estate scorsa ha bevuto un sorso di candeggina, per
 * fortuna tutto bene"): a story, however alarming its words, unless the rules find a danger now.
 */
// Not when denied ("non si è ripresa in mezzo", "non è andato tutto bene"; twenty-second round).
export const RESOLVED = /\b(?<!\b(?:non|not)(?: si| e| si e| e andato| e andata| sta| va)? )(per fortuna|fortunatamente|e andato tutto (bene|benissimo)|e andata (bene|benissimo)|tutto bene|tutto a posto|(e andat\w*|e andare|e anda) (tut+o )?ben[e]?|tut+o ben|dut ben|tut+ a post|(e )?tutto passato|e passato tutto|si e ripres[oa]|(ora|adesso|oggi) (sta|sto|stanno|stiamo) (bene|benissimo)|(ma|e) (sto|sta|stiamo|stanno) (bene|benissimo)|(ora|adesso|oggi) (e|sono) guarit[oaie]|(is|are) (healed|all healed)|luckily|all fine|non e successo (niente|nulla)|nothing happened|(stanno|stiamo|sono) tutti bene|(is|s|are|re) (totally |completely |perfectly |all )?fine now|turned out fine)\b/;

/**
 * A danger told again after a past marker ("anni fa… e ieri sera mi ha picchiata di nuovo", "l'estate
 * scorsa… adesso ha la gola gonfia"): the past does not settle it (twenty-first round).
 */
export const RELAPSE = /\b(di nuovo|ancora una volta|un altra volta|ricominciat\w*|again|(ora|adesso) (le|gli|mi|si) (ha|ho|e|sta|sto)|(ora|adesso) (ha|ho) (la|il|le|i|un|una|l) (?!(cicatric\w*|segn[oi]|ricordo|macchi\w* (che|della|del))\b))/;
export const RESOLVED_ALL = new RegExp(RESOLVED.source, 'g');
export const SAFE_NOW_ALL = new RegExp(SAFE_NOW.source, 'g');
/**
 * A question said to be asked in general or only to know ("lo chiedo per sapere", "chiedo in
 * generale", "just asking"): with everyone told well, no alarm at any odds (twenty-third round).
 */
export const ASKED_IN_GENERAL =
  /\b((lo )?chiedo (solo )?(in generale|per sapere|per curiosita|per informazione)|(solo|giusto) per sapere|domanda (generale|teorica)|(just|only) asking|asking (in general|out of curiosity|for a friend))\b/;
/** A prescription asked (twenty-third round): "mi puoi fare la ricetta per le pastiglie della pressione". */
export const PRESCRIPTION_ASKED = /\b((fare|farmi|fammi|fargli|farle|rinnovare|rinnovarmi|prescrivere|prescrivermi|mandarmi|mandare) (la |una |le )?ricett[ae]|(renew|refill) (my |her |his |the )?(prescription|meds)|a prescription for)\b/;
/**
 * Hearsay to be checked, about no one of the writer's ("ho letto che una pila a bottone brucia
 * l'esofago in due ore, è vero?"; twenty-third round): a general question at any odds.
 */
export const HEARSAY_CHECKED = /\b(ho letto|ho sentito|mi hanno detto|dicono|i read|i heard|people say)( che| that)?\b.*\b(e vero|vero che|is (it|that|this) true)\b/;
export const OWN_PEOPLE = /\b(mio|mia|miei|mie|my|figli\w*|bimb\w*|bambin\w*|marito|moglie|padre|madre|mamma|papa|nonn\w*)\b/;
/** A time of now, of yesterday, minutes ago, or again: "e ora mio padre ha…", "da un quarto d'ora", "ieri sera di nuovo". */
export const NOW_TOLD =
  /\b(ora|adesso|oggi|ieri|di nuovo|ancora una volta|ricominciat\w*|again|yesterday|last night|stamattina|stasera|stanotte|in questo momento|now|today|tonight|da (un|una|mezz|\d+|pochi|qualche|due|tre|dieci|venti) ?(quarto d ora|ora|ore|minut\w*)|(minutes|an hour) ago|(ha|ho|hanno|abbiamo|l ha|l ho|si e|mi sono|e|sono) appena)\b/;

/**
 * A small cut or burn said to be small ("un taglietto, sanguina pochissimo", "una bruciatura piccola
 * sul dito") is first aid at home, and needs more than the words of an injury to raise the alarm.
 * Only for these two kinds: "un po' confusa" or "un leggero formicolio" can be a stroke.
 */
export const MINOR =
  /\b(pochissimo|pochino|un poco|appena appena|taglietto|tagliettino|graffi\w*|sbucciat\w*|escoriazion\w*|(bruciatura|ustione|scottatura|ferita|taglio|bolla|bollicina) piccol\w*|piccol\w* (bruciatura|ustione|scottatura|ferita|taglio|bolla)|piccolissim[oa]|una cosa piccola|niente di che|niente di grave|superficial\w*|legger[oa]|lieve|arrossat\w*|tiny|small|little|minor|a bit|paper cut|shaving|(niente|senza|nessuna|non ci sono|non ha fatto) (le )?(bolle|vescic\w*)|no blisters)\b/;
export const MINOR_KINDS: ReadonlySet<EmergencyKind> = new Set(['bleeding', 'burn']);

/**
 * A sugar reading of 100 or more ("stamattina la glicemia era 210") is not the low sugar of
 * hypoglycaemia, whatever the classifier makes of the word "glicemia": it needs the past's margin.
 */
export const HIGH_SUGAR = /\b(glicemia|glucometro|zucchero|glucosio|sugar|glucose)( \w+){0,3} ([1-9]\d\d)\b/;

/**
 * A stiff neck told with its everyday cause ("ho dormito storto", "un colpo d'aria", "dopo la
 * palestra") and without fever, vomiting, spots or confusion is a crick, not meningitis, whatever
 * the classifier makes of "collo rigido": it needs the past's margin. (Fever and a stiff neck
 * together are the rules' meningitis whatever the cause.)
 */
export const CRICK =
  /\b(dormit[oa] (storto|storta|male|di traverso|sul divano|in treno|sul treno|in macchina|in aereo|sulla poltrona)|dopo aver dormito|colpo d aria|preso (freddo|aria|la corrente)|corrente d aria|aria condizionata|torcicollo|cervical\w*|palestra|pesi|cuscino|zaino|postura|scrivania|computer|stiff neck from|slept (wrong|badly|funny))\b/;
export const MENINGITIS_SIGNS = /\b(febbr\w*|febbricol\w*|vomit\w*|macchi\w*|confus\w*|luce|fever|vomiting|rash|spots)\b/;

/**
 * Other everyday causes that explain the words the classifier took for a danger (tenth round), like
 * the crick above: breath that is short through a blocked nose ("naso chiuso da un mese, la notte non
 * respiro bene"), with none of a breath's red flags; and nights without sleep or a partner's snoring
 * ("russo tantissimo e mia moglie non dorme più") read as suicidal talk for their "non … più", with
 * no concept of a crisis (./crisis-meaning.ts). They need the past's margin from the classifier; the
 * rules still decide a danger told in them. A breath explained by the nose is no alarm from the
 * classifier at all, as the rules read "col naso non respiro bene" (./emergency.ts).
 */
export const BLOCKED_NOSE = /\b(naso (chiuso|tappato|otturato|bloccato|che cola)|col naso|dal naso|setto( nasale)? deviato|raffreddore|sinusite|adenoidi|blocked nose|stuffy nose)\b/;
export const BREATH_RED_FLAGS = /\b(labbra|blu|viola|cianotic\w*|grigi\w*|non riesce a parlare|non riesco a parlare|rientra|fischi\w*|sibil\w*|affann\w*|soffoc\w*|asma\w*|asmatic\w*|fame d aria|ansima|rantol\w*|lips|wheez\w*)\b/;
export const SLEEP_TROUBLE = /\b(dorm\w*|sonno|chiuso occhio|chiudo occhio|russ(o|a|ano|are|ava)|insonni\w*|sleep\w*|snor\w*)\b/;
/**
 * Worries about looks (eleventh round): "la faccia piena di brufoli e ci sta malissimo" scored as a
 * burn. Acne, hair, wrinkles are for a dermatologist, whatever the classifier makes of "faccia
 * piena" or "sta malissimo"; suicidal talk and violence are read as ever.
 */
export const LOOKS = /\b(brufol\w*|acne|punti neri|foruncol\w*|pimples?|spots on (my|her|his) face|capelli|forfora|calvizie|rughe|cellulite|smagliature|peli|doppio mento|occhiaie)\b/;
export const LOOKS_RED_FLAGS = /\b(gonfi\w*|respir\w*|gola|labbra|lingua|febbr\w*|bolle|vescic\w*|ustion\w*|bruciat\w*|sangu\w*|viola|swollen|breath\w*|throat|lips|tongue|fever|blister\w*)\b/;
/**
 * Letters of an occasion or to be posted ("le lettere di auguri per i miei figli", "una lettera di
 * presentazione", "le lettere sono pronte, domani le spedisco"): with the tables served, the
 * suicide class learnt farewell letters left for one's children, and read any letter so (nineteenth
 * round). With no concept of a crisis told (crisis-meaning.ts), no alarm from the classifier.
 */
export const EVERYDAY_LETTERS =
  /\b(lettera|lettere|letterina|letterine|biglietto|biglietti|cartolina|cartoline|bigliettini)( \w+){0,2} (di|d|per gli|per le|con gli) (auguri|natale|compleanno|pasqua|presentazione|motivazione|raccomandazione|ringraziamento|invito|inviti|babbo natale|scuola|lavoro)\b|\b(spedisco|spedire|spedirle|spedirla|spedite|spedito|imbuco|imbucare|imbucate|francobolli?|ufficio postale|alla posta|raccomandata|postino)\b|\b(scrivimi|mi scrivi|mi scriveresti|scrivi|aiutami a scrivere|write me|write|help me write) (una|un|a) (lettera|letterina|poesia|mail|email|letter|poem|note)\b/;
/**
 * A message that asks what a complaint is called or which medicine to take, or how much of it ("è
 * varicella o allergia?", "dimmi tu cosa ho", "quale le posso togliere?", "quante gocce di
 * tachipirina do al bimbo di 12 kg?", "is 20mg of cetirizine too much?", "is this rash shingles?",
 * "hypothetically, if someone had…"): the writer is calm enough to ask for a name, which is
 * refused as a diagnosis. Like the past, it needs the higher margin from the classifier; the rules
 * still decide a danger told in it ("ha la bocca storta, è un ictus?").
 */
export const ASKS_NAME_OR_MEDICINE =
  /\b(is (it|this|that)|could (it|this|that) be|what is (it|this)|what s (this|that)|do i need (pills|medication|medicine|meds|antibiotics)|(cosa|che cosa|che roba|cos) (e|ho|ha|sara|puo essere|potrebbe essere)|dimmi (tu )?(cosa|che) (ho|ha)|(e|sara|sia) (\w+ ){1,2}o (\w+ ){0,2}(allergi\w*|\w+ite|\w+osi|virus|virale|batteric\w*|normale)|(quale|quali) (le|gli|mi|ti) (posso|devo|dovrei) (togliere|sospendere|dare|ridurre)|(che|quale|quali) (farmaco|farmaci|medicina|medicine|antibiotico|integrator\w*|sciroppo|crema|pomata|gocce|antidolorifico|antinfiammatorio) (\w+ )?(devo|posso|prendo|compro|gli|le|mi|dare|dargli|darle|do|diamo|prendere|usare|comprare|metto|mettere)|(posso|puo|possiamo|devo|si puo|e possibile) (raddoppiare|aumentare|triplicare|prendere (di piu|il doppio|un altra dose))|(posso|puo|possiamo|devo|si puo) (prenderne|prendere|darne|dargliene|dargli|darle|darlo|darla) (ancora )?(un altra|un altro|ancora|altr[eia]|un altra dose|una seconda|di piu)|hypothetically|ipoteticamente|in teoria|se uno|se qualcuno|if someone|per un amic[oa]|for a friend|(quant[ie]|quanto) (gocce|ml|mg|milligrammi|millilitri|compresse|pastiglie|misurini|cucchiaini|bustine|sciroppo|paracetamolo|tachipirina|ibuprofene)|(meta|mezza) (dose|compressa|pastiglia)|(che|quale|come) (dose|dosaggio)|(dimmi|dammi|scrivimi|tell me|give me) (la |il |the )?(dose|dosaggio|posologia|dosage)|(can|could|may|should) (she|he|i|we|you|they) (take|give|have|use|mix)|how much (\w+ ){0,3}(should|can|do) (i|we) give|(is|are) \d+ ?(mg|ml|g) (of \w+ )?too much|dose of \w+ for)\b/;
/**
 * A message that ends by asking whether it is a named complaint ("sarà un linfoma?", "è varicella?",
 * "could it be eczema?", or had: "ha l'apnea notturna?", "ho la sinusite?"), not an emergency's name ("è un infarto?"): read on the message as typed,
 * which must end with the question mark ("e" alone is also "and").
 */
export const ASKS_IF_NAMED =
  /\b((sara|sia|potrebbe essere|puo essere|could it be|might it be|is it) (un |una |uno |la |il |lo |l |a |an )?(?!(infarto|ictus|attacco|meningite|anafilassi|shock|overdose|avvelenamento|emorragia|stroke|heart|emergenza|grave|serious|urgente|pericolos\w*|dangerous)\b)\w+|e (un |una |la |il |l )?\w+(ite|osi|ella|illo|ola|oma|ia|ema)|(ha|ho|hai|abbia|abbiamo|do i have|does (he|she) have) (un |una |uno |la |il |lo |l |a |an )?\w+(ite|osi|ella|oma|ia|ea|ema|ismo)( \w+)?)$/;

/**
 * "E se peggiora?", "e se non passa?": a question about what to do later, asked after a complaint.
 * It is not a danger told across messages, so the conversation is not judged joined for it.
 */
export const WHAT_IF = /^(e |ma |ok |e ma )?(se|si) (peggiora|peggiorano|non passa|nn passa|non passano|si allarga|si allargano|aumenta|aumentano|continua|dura|torna|ritorna|succede di nuovo|mi viene|gli viene|le viene)\b|^(and |but )?what if (it|they) (gets?|get|doesn t|don t|does not)\b/;

/** A follow-up that only changes whom it is for ("e se fosse per mia sorella?", "e per mio figlio invece?"): it tells of nothing. */
export const ONLY_WHO = /^(e |ma )?(se fosse|se invece fosse|invece|se e)? ?per (mi[oa]|tu[oa]|su[oa]|il mio|la mia|un[oa]?|my|a) \w+( invece| allora)?$/;

