/**
 * Suicidal talk by meaning, not by phrase (issue 22 point 1 and 2): people who mean to end their
 * life rarely use the words of a list. They speak of an END (disappearing, not waking up, "chiudo
 * con tutto"), of being a BURDEN ("senza di me starebbero meglio", "a nessuno importa"), of a
 * FAREWELL (letters for their children, things put in order, thanks for everything, "ormai ho
 * deciso"), of MEANS (pills put aside, a high place, a rope) or of HOPELESSNESS ("non ha più senso",
 * "stanca di tutto"). One of these alone is everyday talk ("vorrei sparire in vacanza", "ho scritto
 * le lettere di Natale per i miei figli"; letters of greetings or of an occasion are no farewell, nineteenth round); two of them together, in a message that is not a
 * question about suicide in general nor a story long past, are a person in crisis, and the answer
 * is 112 and Telefono Amico. The phrases of ./emergency.ts stay; this closes the class around them.
 *
 * All on the canonical text (./spelling.ts: lower case, no accents or apostrophes, "nn" → "non").
 */
const CONCEPTS = {
  end: /\b(non mi (troveranno|trovera|troverete|troverai|vedranno|vedrete|vedrai|sentiranno|sentirete) piu|(domani|stanotte|stasera|presto|dopo)( \w+){0,2} non mi (troveranno|trovera|troverete|troverai|vedranno|vedrete)|farla finita|finirla|(finisce|finira|finito) tutto|mi arrendo per sempre|non ci sara (un|nessun) domani|per non (svegliarmi|svegliarsi|risvegliarmi|risvegliarsi)|(sparire|sparisco|sparissi|scomparire|scompaio|scomparissi)\b|(ora|adesso) posso (andare|andarmene)|end it\b|ending (it|my life|things)( all)?\b|chiud\w+ (con tutto|tutto per sempre|i conti|la partita|gli occhi per sempre)|(sparire|sparisco|sparirei|sparissi|scomparire|scompaio|andarmene|andarsene|me ne vado|me ne vada|me ne andassi|se ne va|se ne vada|se ne andasse)( \w+){0,2} per sempre|non (mi )?(svegliassi|risvegliassi)|(non|mai piu) (svegliarmi|risvegliarmi)|(svegliarmi|risvegliarmi) mai piu|addormentarmi (e basta|per sempre|e non)|dormire per sempre|(non|mai piu) (esserci|ci saro|ci sarei|ci fossi|ci sara piu|esistere|esistessi)|smettere di (esistere|vivere|soffrire|sentire tutto|lottare)|non (voglio|vorrei) (piu )?(esserci|esistere)|(sara|e) tutto finito|finisca tutto|finira tutto|(e|sara) (la mia )?l ultima (volta|sera|notte)|questa (sera|notte) (e|sara) quella giusta|la sera giusta|il momento giusto per andare|raggiungere (la mia|il mio|mia|mio) \w+ (in cielo|lassu)|(solo|soltanto) raggiunger(lo|la|li)\b|end (it|things|everything)( all)?|disappear forever|not (wake|waking) up|(don t|do not) want to (be here|be alive|exist|be around|live)( anymore)?|want (it all|everything|the pain) to (stop|end)|(i m|i am) done with (everything|life|it all)|go to sleep (forever|and not wake)|(won t|will not) be (here|around) (anymore|tomorrow))\b/,
  burden: /\b(un peso|non (servo|servirei|valgo) (piu )?(a niente|a nulla|a nessuno|niente)|liber\w* (di me|di un peso|di un problema)|(nessuno|non) (se ne )?(accorgera|accorgerebbe|accorgerebbero)|non (dovrete|dovranno|dovra|dovrai) (piu )?(preoccupar\w*|cercare|chiedersi|chiedervi)( \w+){0,2} (di me|per me|niente|nulla)|di peso|di troppo|senza di me|meglio per tutti|(a )?nessuno (import\w*|interess\w*|mancherei|mancherebbe|se ne accorge\w*|si accorge\w*|noterebbe|sentirebbe)|non (import\w*|interess\w*|mancherei) a nessuno|non manchero a nessuno|solo (un problema|problemi|un fastidio) per|liberar\w* di me|rovin\w* la vita a|(a )?burden|(would be|are|d be) better off\b|nobody (would|will) (care|notice|miss)|no one (would|will) (care|notice|miss))\b/,
  farewell: /\b(addio|(chiesto|chiedo) scusa a tutti|(scritto|scrivo|scriver\w*) a (mia|mio|ognuno|tutti)|(lettera|lettere|messaggio|messaggi|biglietto|biglietti|busta|buste) per ognuno|poi (lo|la|li|le) (leggeranno|leggera|troveranno)|non (dovra|dovranno|dovrete) cercare niente|salutat\w* tutti|salutare tutti|salutarvi|per l ultima volta|un ultima volta|(lettera|lettere|letterina|biglietto|biglietti|messaggio|messaggi|righe|busta|buste)(?! (di|d|per gli|per le|con gli) (auguri|natale|compleanno|pasqua|presentazione|motivazione|raccomandazione|ringraziamento|invito|inviti|amore|babbo natale|scuola))( \w+){0,3} (per|a|ai|alla|alle|al|agli) (i miei|mia|mio|miei|mie|tutti|la mia famiglia|chi resta|ognuno)|cosi (poi )?(capiranno|capira|sapranno)|vi (voglio|ho voluto) bene|perdonatemi|grazie (di|per) tutto|(regalat\w*|dato via) (tutte )?(le mie cose|le sue cose|i miei|i suoi|tutto)|ormai ho deciso|ho (gia )?deciso$|ho preso la mia decisione|prenditi cura (di|della|del) (mamma|papa|mia|mio|\w+) per me|abbiate cura|stranamente in pace|(said|say|saying) goodbye|(texted|wrote|sent|messaged|posted) (me |us |him |her |them )?(a )?(goodbye|farewell)|this is goodbye|(written|wrote|writing|left) (a )?(letters?|notes?) (to|for) (my|each|everyone|all|the)\b|goodbye (letter|note)|gave away (my|all my) (things|stuff))\b/,
  means: /\b((non (mangio|bevo|mangia|beve)|smess\w* di (mangiare|bere))( e non (bevo|mangio|beve|mangia))?( piu)? (apposta|di proposito|volontariamente)|(stopped|not) (eating|drinking)( (and|or) (eating|drinking))? on purpose|(pastiglie|pillole|compresse|sonniferi|farmaci|gocce)( \w+){0,3} (da parte|accumulat\w*|nascost\w*|conservat\w*|tutte insieme|qui|qua|davanti|sul comodino|a portata di mano)|(messo|tengo|tenuto|conserv\w*|accumul\w*|nascost\w*) (da parte )?(le |delle |tutte le |i |dei |tutti i )?(sue |mie )?(pastiglie|pillole|compresse|sonniferi|farmaci|medicine)|(quante|quanti) (pastiglie|pillole|compresse|sonniferi|gocce)( di \w+)? (servono|ci vogliono|bastano|bisogna prendere)|dose letale|(ponte|balcone|tetto|terrazzo|binari|cornicione|viadotto|scogliera|ultimo piano)|(che|quale) piano|un passo (nel vuoto|e basta)|basterebbe un passo|buttarmi|gettarmi|lanciarmi|(corda|cappio|lametta|lamette|rasoio|pistola|fucile)|(saved|saving|stockpil\w*) (up )?(my |all my )?(pills|tablets|meds)|(got|have|ve got) (the |my |all the )?(pills|tablets|rope) (ready|here|lined up)|(i ve|i have) got (the|all the|enough) (pills|tablets|rope)\b|(pastiglie|pillole|compresse|sonniferi) (sono )?(pronte|pronti)|(bridge|rooftop|roof|rope|gun|train tracks))\b/,
  hopeless: /\b(a (che|cosa) serve svegliar\w*|non mi (interessa|importa) (piu )?(di )?vivere|pointless|no reason to (keep going|go on|live)|(non|nessun|niente) ha (piu )?(senso|importanza)|nessun senso|senza senso|non (vedo|trovo|c e) (piu )?(nessun\w* |un\w* |alcun\w* )?(via|uscita|futuro|speranza|senso|motivo|ragione)|non c e (piu )?speranza|non (ho|trovo|vedo) (piu )?(nessun\w* |un |una |alcun\w* )?(motiv\w*|ragion\w*) (per|di) (restare|vivere|andare avanti|alzarmi|continuare|esserci)|no (reason|reasons) (left )?to (stay|live|go on)|stanc[oa] di (tutto|vivere|lottare|soffrire|essere)|stuf[oa] di (tutto|vivere)|non ce la faccio piu|non ne posso piu|non reggo piu|a (che|cosa) serve|tanto (non serve|non cambia|non importa|ormai|nessuno)|ormai (e finita|non (importa|serve|cambia))|e tutto inutile|sono (un fallit\w*|inutile)|vuoto dentro|hopeless|no point|(don t|do not|can t|cannot) see the point|what s the point|non ce la faccio (more|anymore)|can t (go on|take it anymore|do this anymore)|tired of (everything|living|it all)|nothing (matters|left))\b/,
  /** Things left in order for those who stay: papers, a will, where the keys are. */
  order: /\b((sistemat\w*|messo in ordine|mettere in ordine|ho preparato) (tutto|tutte le mie cose|le mie cose|le carte|i documenti|il testamento|i conti)|testamento|(dove|dov e) (trova|troverai|troverete|troveranno|trovare|sono) (le chiavi|i documenti|i conti|il testamento|le password|tutto)|my affairs in order|where to find (the keys|my papers|the documents))\b/,
  /** A decision, a time or a place already chosen: "ho deciso come", "so già dove", "stanotte", "sono sul tetto". */
  plan: /\b((ho|l ho|ha|hai|l ha) (gia )?(deciso|scelto|pensato a|in mente) (come|dove|quando)|(li|le|la|lo) ho (gia )?(comprat\w*|pront\w*)|(so|sappiamo) (gia )?(dove|come)|ormai (e|ho) deciso|ho deciso$|(mi sono |ho )preparat\w* (la corda|il cappio|tutto)|sto (mettendo|preparando|legando)|(sono|sto|mi trovo) (sul|sulla|in cima al|in cima alla|sopra il|sopra al) (cornicione|parapetto|bordo|ringhiera|ponte|viadotto|binari)|guardo giu (dal|dalla|da)|(stasera|stanotte|domani|questo weekend|questa notte|questa sera) (li|le|lo|la|\w+ )?(prendo|faccio|finisce|chiudo|vado)|(decided|planned|know) (how|where|when)|(tonight|today|tomorrow) is the (night|day)|(this|tonight|tomorrow) (weekend|night|evening)? ?(i ll|i will) (do it|end it|take them))\b/,
};
export type CrisisConcept = keyof typeof CONCEPTS;

/**
 * Messages about suicide in general, news about strangers and figures ("vorrei sparire per una
 * settimana alle Maldive", "un peso sullo stomaco", "le pastiglie per la pressione"): not a crisis,
 * whatever concepts they share.
 */
const NOT_A_CRISIS =
  /\b(natale|compleanno|auguri|matrimonio|regal[oi] (per|di)|come (si )?(aiuta|aiutare|riconosc\w*|capire)|segnali|campanelli d allarme|prevenzione|statistich\w*|ho letto|ho visto (un|una|il|la) (film|serie|documentario|notizia)|(film|serie|romanzo|libro|canzone|telegiornale|notizia|articolo)|in vacanza|per (una|un|qualche|due|tre) (settimana|settimane|giorno|giorni|weekend|mese)|peso (sullo stomaco|sul petto|alle gambe|forma|corporeo|ideale)|(perdere|prendere|calare|aumentare|aumentato|perso|preso) (di )?peso|ponte (di|del) (natale|pasqua|primo maggio|ognissanti|25 aprile|2 giugno)|ponte (dentale|dentario)|fare il ponte|un ponte (lungo|di quattro|di tre))\b/;

/** Which of the concepts the canonical text speaks of. */
export function crisisConcepts(canonical: string): CrisisConcept[] {
  return (Object.keys(CONCEPTS) as CrisisConcept[]).filter((c) => CONCEPTS[c].test(canonical));
}

/**
 * Whether the canonical text, read literally (figures of speech removed by the caller), tells of a
 * person in crisis: two different concepts, and not a general or fictional matter. The caller
 * leaves out a story long past ("anni fa ho pensato di farla finita, ora sto bene").
 */
export function crisisByMeaning(canonical: string): boolean {
  if (NOT_A_CRISIS.test(canonical)) return false;
  return crisisConcepts(canonical).length >= 2;
}

/**
 * Whether a message already answered as an emergency hints at a crisis: one concept other than
 * hopelessness (which distress of any kind shares: "non ce la faccio più a respirare"), outside a
 * figure or a general matter. Its answer then adds Telefono Amico (emergency-answer.ts).
 */
export function crisisHint(canonical: string): boolean {
  return !NOT_A_CRISIS.test(canonical) && crisisConcepts(canonical).some((c) => c !== 'hopeless');
}
