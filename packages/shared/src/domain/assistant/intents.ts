import { detectEmergency } from './emergency';
import { findCity, findDoctorName, findKnownSurname, topicOf } from './entities';
import { normalizeItalian, words } from './normalize';
import { specificWordsOf } from './relevance';
import { matchSectors } from './sector-synonyms';
import { canonicalItalian } from './spelling';
import type { DetectedIntent, Intent, IntentContext } from './types';

/**
 * What Igea's built-in path understood a message to ask (issue 11; intents in ./types.ts). Rules
 * over the normalised text, in an order that settles overlaps: emergency always first; then the
 * questions about the user's own account and the platform, whose cue words are specific
 * ("disdire", "Google Calendar"); then diagnosis, which must be refused before a health topic is
 * looked up; then the directory and the content. No rule guesses: what matches nothing is
 * 'unknown', and Igea says so.
 */

const GREETING_WORDS = new Set('ciao salve buongiorno buonasera buon pomeriggio giorno sera hey ehi ehila hello hi igea come stai va tutto bene ok okay allora eccomi'.split(' '));
const THANKS_WORDS = new Set('grazie mille tante molte ti ringrazio gentile gentilissima gentilissimo perfetto ottimo benissimo chiaro capito molto sei stata utile preziosa ok okay va bene ciao igea davvero infinite a presto'.split(' '));
const THANKS_CUE = /\b(grazie|ringrazio|gentilissim\w|sei stata utile)\b/;

const CAPABILITIES = [
  /\b(che )?(cosa|cose) (sai|puoi|riesci a) fare\b/,
  /\bchi sei\b/,
  /\b(chi|cosa|che cos) e igea\b/,
  /\bcome funzioni\b|\bcome funziona igea\b|\bcosa fa igea\b/,
  /\b(in cosa|in che modo|come) (mi )?(puoi|potresti) aiutar\w*\b/,
  /\bche (domande|cose) (posso|ti posso) (farti|chiederti)\b/,
  /\bsei (un robot|un bot|umana|una persona|un intelligenza artificiale|un ia)\b/,
  /^(aiuto|help|aiutami|info|istruzioni)( igea)?$/,
];

const REGISTER_DOCTOR = [
  /\b(registrar\w*|registro|iscriver\w*|iscrivo|iscrizione|registrazione|unirmi|entrare|aderire|candidar\w*|lavorare|collaborare|offrire i miei servizi)( \w+){0,4} (come|da|in qualita di|per) (medico|medici|dottore|dottoressa|professionista|professionisti|specialista|terapeut\w*|psicolog\w*|nutrizionist\w*|fisioterapist\w*|dentista|pediatra|\w+olog[oa])\b/,
  /\bsono (un |una )?(medico|dottore|dottoressa|professionista|specialista|psicolog[oa]|nutrizionista|fisioterapista|dentista|pediatra|ortopedico|oculista|\w+olog[oa])\b/,
  /\b(account|profilo) (da|per|come) (medico|professionista|dottore|dottoressa|specialista)\b/,
  /\b(medici|professionisti|dottori) (possono|come fanno a|devono) (iscriversi|registrarsi|entrare|unirsi)\b/,
  /\bdiventa\w* (un |uno |una )?(medico|dottore|dottoressa|professionista|specialista) (di|su|con|in) sanity\b/,
  /\b(sign up|signup|register|join|enrol|enroll|list myself)\b( \w+){0,3} as (a |an )?(doctor|physician|therapist|professional|specialist|psychologist|dentist|nurse)\b|\bi m (a |an )?(doctor|physician|therapist|psychologist|dentist)\b/,
];

// "Ce l'ho ancora la visita o me l'hanno annullata?" asks what is booked, not how to cancel.
const BOOKING_STATUS = /\b(l|la|lo) (avevo|ho|abbiamo) (annullat\w*|cancellat\w*|disdett\w*)\b|\b(me l hanno|l hanno|me la hanno|hanno|e stat[ao]|risulta|risultano|sono stat[ie]) (annullat\w*|cancellat\w*|disdett\w*|spostat\w*|confermat\w*)\b|\bce l ho ancora\b|\b(e|risulta) ancora (valid\w*|confermat\w*|attiv\w*|in piedi)\b|\b(was|is|has) my (appointment|visit|booking) (been )?(cancelled|canceled|confirmed|moved)\b/;
const CANCEL_ALONE = /\b(disdir\w*|disdic\w*|disdett\w*)\b|\b(cancel|reschedule|move|change) (my|the|an|this) (appointment|visit|booking)\b/;
const CANCEL_VERB = /\b(annull\w*|cancell\w*|rinunciar\w*|spost\w*|rimandar\w*|rinviar\w*|modificar\w*|cambiar\w*)\b/;
// A day named ("non ce la faccio a venire giovedì"): the day of a visit.
const A_DAY = /\b(domani|dopodomani|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const APPOINTMENT = /\b(appuntament\w*|visit[ae]|prenotazion\w*|prenotat\w*|consulto)\b/;
const CANT_COME = /\bnon (ci |mi )?(posso|riesco a|riesco ad|potro|potremo|possiamo) (piu )?(venire|andare|presentarmi|esserci|venirci|andarci)\b|\bnon (ce la faccio|faccio in tempo) (a venire|ad andare|ad arrivare)\b|\bcan t (make it|come|go)\b/;

// Booking verbs; the nouns ("le mie prenotazioni") belong to next_appointment, see classify.
const BOOK = [
  /\b(prenotare|prenoto|prenota|prenotarmi|prenotarsi|prenotiamo|prenotabil\w*|prenotargli|prenotarle|prenotarla|prenotarlo|prenotarci|prenotarvi)\b/,
  /\bhow (do|can|could) (i|we|you) (book|make an appointment|schedule)\b|\b(book|schedule) (a|an) (visit|appointment|consultation)\b/,
  /\b(prendere|fissare|richiedere|chiedere|ottenere|avere|fare) (un |una )?(appuntamento|visita|consulto)\b/,
  /\b(vorrei|voglio|devo|posso) (fare |avere |prendere )?(una visita|un appuntamento|un consulto)\b/,
  /\b(vorrei|voglio|devo|dovrei|bisogna) far(e|mi|gli|le)? (controllare|vedere|visitare)\b|\b(vorrei|voglio|devo|dovrei) (controllarmi|visitarmi)\b/,
  /\b(vorrei|voglio|devo|dovrei) (rivedere|vedere|sentire|consultare) (uno|un|una) (specialista|medico|dottore|dottoressa)\b|\b(vorrei|voglio|devo|dovrei) fare (un|una) (controllo|check up|mappatura)\b/,
];

const NEXT_APPOINTMENT = [
  /\b(prossim\w*|prox) (app|appto|appuntament\w*|visit\w*|prenotazion\w*|controll\w*|consult\w*)\b/,
  /\bcon (chi|quale (medico|dottore|dottoressa)) (ho|e) (la |il |l )?(visita|appuntamento|controllo)\b|\bquando (tocca a me|e il mio turno)\b|\b(mi|ci) (ha|hanno|avete) prenotat\w*\b/,
  /\b(the|my) (appointment|visit) with\b|\bwhat (day|time) is (it|my|the) (appointment|visit)?\b/,
  /\bquando (vedo|ho|visito) (il |la )?(paziente|signor\w*)\b/,
  /\b(mie|miei|mia|mio) (appuntament\w*|visit\w*|prenotazion\w*)\b/,
  /\b(quando|a che ora|che giorno|che ora|dove) (e|ho|sara|devo andare)( \w+){0,3} (appuntament\w*|visit\w*|controllo)\b/,
  /\bho (un |una |degli |delle |qualche |gia |\d+ |due |tre )?(appuntament\w*|visit[ae]|prenotazion\w*)\b/,
  /\b(in programma|in agenda|in calendario)\b(?!.*\b(collega\w*|sincronizz\w*|google)\b)/,
  /\bho prenotato\b|\b(ho|abbiamo|avete|c e) (qualcosa|niente|nulla|qualche visita|qualche appuntamento) (di )?(prenotat\w*|in programma|fissat\w*|in agenda)\b/,
  /\b(quando|quando e che) (devo|dovrei) (andare|tornare) (dal|dalla|dallo|da) (medico|dottor\w*|dott|specialista|\w+olog\w*|pediatr\w*|dentista|oculist\w*|fisioterap\w*|nutrizion\w*|ortoped\w*|otorino\w*)\b/,
  /\b(visita|appuntamento|controllo) (di|de) (domani|oggi|dopodomani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b/,
  /\bstorico (delle |degli )?(visite|appuntamenti|prenotazioni)\b|\b(vedo|trovo|vedere|trovare) (i miei |le mie |gli |le )?(appuntamenti|visite|prenotazioni)\b/,
  // "quando ce l'ho l'appuntamento col dott Bianchi", "quando vado dal cardiologo"
  /\bquando\b( \w+){0,5} (appuntament\w*|visit[ae])\b/,
  /\b(il mio|prossimo) controllo\b/,
  /\b(quando|a che ora|che giorno) (vado|devo andare|devo essere|ci vado|sono atteso|sono attesa|mi aspetta|mi aspettano|mi vede|mi visita|mi devo presentare|devo presentarmi|mi presento|devo arrivare)\b|\bwhat time (should|do|must) i (arrive|be there|show up|come)\b/,
  /\b(appuntament\w*|visit[ae])\b( \w+){0,6} (quando )?ce l ho\b|\bquando (rivedo|rivedro|torno (dal|dalla)|ritorno (dal|dalla)|devo rivedere|rivedere) (il |la )?(dottor\w*|medico|dott|\w+olog\w*|pediatra|dentista|oculista)\b|\bce l ho\b( \w+){0,3} (appuntament\w*|visit[ae])\b|\b(appuntament\w*|visit[ae]) (che )?(ho|avevo) (prenotat\w*|preso|fissat\w*)\b/,
  // A doctor's own day: "chi è il mio prossimo paziente?", "quali pazienti ho prenotati?", "la mia agenda".
  /\b(prossim\w*|primo|prima) (paziente|pazienti)\b|\bquali pazienti (ho|vedo|mi)\b|\bpazienti (ho|di oggi|di domani|prenotat\w*)\b|\b(la mia|mia) agenda\b|\bquando (viene|verra|arriva|ritorna|torna)\b( \w+){0,2} (in studio|da me|in ambulatorio)\b/,
  /\b(on|in) my (schedule|agenda|calendar)\b|\bmy (schedule|agenda)\b|\bwhat s next\b|\bwhen (am i|are we|is (he|she|my \w+)) (seeing|going to see|visiting|due to see|booked (in )?with)\b/,
  /^(appuntament\w*|la mia visita|visita|prenotazion\w*)$|\b(non|nn) (mi )?ricordo quando (ho|devo|e)\b|\b(anything|something) (booked|scheduled)\b|\b(sono|sn|siamo|e) prenotat\w*\b|\bquando ci vediamo\b|\b(scordat\w*|dimenticat\w*|ricordi|ricordami|ricordarmi|non ricordo|non mi ricordo)\b( \w+){0,3} (appuntament\w*|visit\w*|orario|data)\b|^(app to|appto|app)$/,
  /\b(my|next|upcoming) (appointment|appointments|visit|visits|booking|bookings)\b|\bwhen (is|s) (the|my) (appointment|visit|doctor)\b|\bdo i have (an |any )?(appointment|appointments|visit|visits)\b|\b(my|next|upcoming) (check ?up|checkup|consultation|exam|follow up)\b/,
];

// About the user's own booked visit, other than its time (issue 22 point 6).
const VISIT_QUESTION = [
  /\b(costo|prezzo|tariffa) (della|del|dell) (mia |mio )?(prossim\w* )?(visita|appuntamento|controllo)\b|\bcome si svolge\b|\b(mi|ci) \w+ranno\b( \w+){0,3} (alla|durante la|nella) (mia |prossima )?visita\b|\b(che|quali) (documenti|esami|referti|carte) (servono|serve|devo portare|porto)\b|\b(la|il) (mia )?(visita|appuntamento)\b( \w+){0,4} (e )?a pagamento\b/,
  /\b(devo|dovrei|bisogna|serve|occorre|posso) (portare|portarmi|avere con me)\b|\bcosa (devo |bisogna |serve |occorre )?portare\b|\bportare qualcosa\b/,
  /\b(serve|servono|bisogna|occorre|devo) (avere )?(gli |le |i |l )?(esami|referti|analisi|documenti|impegnativa|ricetta|tessera sanitaria|lastre)\b/,
  /\b(a )?digiuno\b|\bcome (mi )?(devo |posso )?prepar\w*\b|\bpreparazione (alla|per la|per l) (visita|esame|appuntamento)\b|\bdevo prepararmi\b/,
  /\bquanto dura (la|il|l) (mia )?(visita|appuntamento|controllo|esame|seduta)\b/,
  /\bcosa (mi )?(chiedera|chiede|fara|fa|succede|si fa|fanno|mi faranno)( \w+){0,3} (visita|appuntamento|medico|dottore|dottoressa|cardiologo|dermatologo)\b/,
  /\b(dove|in che via|a che indirizzo) (devo andare|si trova lo studio|e lo studio|si fa la visita|e la visita|e l appuntamento|devo presentarmi|mi devo presentare)\b/,
  /\bquanto (costa|pago|devo pagare|verra|viene)( \w+){0,3} (mia visita|mio appuntamento|visita (di|che ho)|appuntamento (di|che ho))\b|\bquanto (pago|devo pagare)\b/,
  /\bcosa (mi )?porto\b|\b(in cosa consiste|cosa (comprende|include|prevede))\b( \w+){0,4} (visita|appuntamento)\b|\b(che|quali) domande\b|\bquanto tempo (ci vuole|dura|serve|richiede)\b|\bindirizzo (della|del) (mia|mio)\b|\bdove ho (la visita|l appuntamento)\b/,
  /\bquanto (mi )?(costa|viene|pago|verra a costare)( \w+){0,2} (la|il|l) (visita|appuntamento|controllo)\b(?! (dal|dalla|da un|da una|con un|con una))/,
  /\b(alla|durante la|nella|per la|x la) (mia )?visita\b( \w+){0,3} (mi|si|devo|fanno|fa|faranno)\b/,
  /\b(devo|dovrei|bisogna|serve|posso)\b( \w+){0,6} (per la|prima della|alla|per l) (mia )?(visita|appuntamento)\b|\bcome funziona (la|il|l) (mia )?(visita|appuntamento|controllo)\b/,
  /\b(la|il|l) (mia )?(visita|appuntamento|controllo)\b( \w+){0,4} quanto (mi )?(costa|viene|pago|dura|verra)\b|\b(la|il|l) (mia )?(visita|appuntamento|controllo) quanto (costa|viene|pago|dura)\b|\bsi paga (li|la|allo studio|in studio|sul posto|prima|dopo|online|in contanti|con (la )?carta|col bancomat|con (il )?bancomat|con (il )?pos|col pos)\b|\b(contanti|bancomat|carta di credito|pos|satispay)\b( \w+){0,4} (visita|appuntamento)\b|\b(visita|appuntamento)\b( \w+){0,4} (contanti|bancomat|carta di credito|carta)\b/,
  /\bhow much (is|does|will) (my|the) (appointment|visit)\b|\bwhere (do|should|must) i (have to )?go\b|\bbefore (my|the) (\w+ )?(visit|appointment)\b|\b(pay|paying) (cash|by card|with card|for (my|the) (visit|appointment))\b|\b(what|anything) (should|do) i (need to )?bring\b|\bdo i need to (bring|fast)\b|\bhow long (is|does|will) (the|my) (visit|appointment)\b|\bwhere is (the|my) (appointment|visit)\b|\bhow (should|do) i prepare\b/,
];

// The user's own booked visit named ("il mio appuntamento", "la visita mia", "la visita che tengo",
// "la mattina della visita", "my upcoming visit"), and a detail of it asked: cost, length, place,
// parking, what to bring, fasting, one's medicines that morning. Then it is about that visit, not
// about when it is, and not a diagnosis ("devo sospendere la pastiglia la mattina della visita?").
const OWN_VISIT_REF =
  /\b((il |del |al |dal |nel |per il )?mio (prossimo )?(appuntamento|controllo)|(la |della |alla |per la |x la )?mia (prossima )?visita|(la |della |alla )?visita mia|(la |il )?(visita|appuntamento|controllo)( \w+)? (che|ca|ke) (ho|tengo|avro|c ho)|(la |il )?(visita|appuntamento|controllo)( \w+)? (prenotat\w*|fissat\w*)|(la )?(mattina|giorno|sera|ora|prima) (della|dell|del) (visita|appuntamento|controllo)|(la |il )?(visita|appuntamento|controllo) (di|de|del) (domani|oggi|dopodomani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)|(prima|per|alla|dopo) (la|l) (visita|appuntamento)|my (upcoming |next |booked )?(visit|appointment)|(the|my) (visit|appointment) i (have|booked))\b/;
const VISIT_DETAIL =
  /\b(costo|costa|costera|prezzo|tariffa|quanto (se |si |mi )?pag\w*|si paga|pagare|cost|costs|how much|pay|dura|durata|quanto tempo|how long|indirizzo|in che via|dove|dov|address|where|parcheggi\w*|parking|portare|porto|portarmi|bring|digiun\w*|diuno|fast|fasting|medicin\w*|farmac\w*|pastigli\w*|pillol\w*|compress\w*|terapi\w*|ecg|referti|esami|analisi|documenti|impegnativa|presentarmi|mi devo presentare|arrivare|in anticipo|meds|medication|pills|mangiare|mangio|bere|bevo|caffe|colazione|eat|drink|coffee|breakfast)\b/;

// A doctor's practice: hours, days, address (issue 22 point 6).
const PRACTICE_INFO = [
  // Not "quando fa": "le dita diventano bianche quando fa freddo", "brucia quando fa pipì".
  /\b(orari\w*|orario|giorni|giorno|quando|a che ora|che ore) (di )?(riceve|ricevimento|lavora|visita|apre|chiude|e aperto|e in studio|c e|ambulatorio|dello studio|ha lo studio)\b/,
  /\b(che |quali )?(orari|orario|giorni)\b( \w+){0,3} (fa|ha|riceve|dello studio|del dottor\w*|della dottoressa|di apertura|studio)\b/,
  /\b(dove|dov|in che via|indirizzo|a che indirizzo)\b( \w+){0,3} (riceve|ha lo studio|studio|si trova|lavora|ambulatorio)\b/,
  /\bindirizzo\b|\b(opening )?hours\b|\bwhere (is|does) (dr|doctor|dott)\b|\bwhen does (dr|doctor)\b/,
];
const PRACTICE_WORDS = /\b(orari\w*|orario|riceve|ricevimento|studio|ambulatorio|indiri\w*|dove (sta|si trova|lavora|riceve|ha|e|visita)|dov e|pomeriggio|mattina|sabato|apre|chiude|aperto|aperta|che giorni|quali giorni|lavora|opening|office|hours|where is)\b/;
// "Lo studio", "il medico": the practice of the user's own doctor, named or not.
const A_DOCTOR = /\b(lo studio|studio medico|il medico|il dottore|la dottoressa|dottor\w*|dott)\b/;
const PRACTICE_NEEDS_NAME = /\b(riceve|ricevimento|lavora|studio|ambulatorio|orari\w*|orario|indirizzo|hours)\b/;

// Not about health, doctors or the platform (issue 22 point 5): a polite scope answer.
const OFF_TOPIC = [
  /\b(che tempo (fa|fara|faceva)|meteo|previsioni del tempo|piove|piovera|nevica|weather)\b/,
  /\b(partita|calcio|serie a|campionato|juve|juventus|inter|milan|napoli|roma calcio|formula 1|gran premio|football|soccer|tennis|scudetto)\b/,
  /\b(ragu|carbonara|amatriciana|lasagn\w*|parmigiana|tiramisu|ristorant\w*|pizzeri\w*|pizza|trattori\w*|bar|pub|hotel|albergo|aperitivo|cinema|discoteca|restaurant|museo|musei|negozio|negozi|shopping)\b/,
  /\b(ricetta (della|del|per la|per il|di)|come si (cucina|prepara|fa) (la|il|lo|una|un) (carbonara|pasta|torta|pizza|risotto|lasagna|tiramisu|sugo)|cucinare)\b/,
  /\b(capitale|presidente (della repubblica|del consiglio)|sindac[oa]|ministr[oa]|parlamento|partito politico|elezioni|politica|governo|storia romana|guerra mondiale|matematica|equazion\w*|compiti|traduzion\w*|tradurre|traduci)\b/,
  /\b(barzellett\w*|joke|movie|song|poesia|canzone|film|serie tv|netflix|oroscopo|segno zodiacale|lotto|superenalotto|bitcoin|borsa|azioni|mutuo|assicurazione auto|bollo auto)\b/,
  /\b(treno|treni|volo|voli|aereo|biglietto del|orario dei treni|parcheggio|traffico|autostrada|benzina|gasolio|carburante)\b/,
  /\b(programmare|python|javascript|computer|telefonino|iphone|android|wifi|password del wifi)\b/,
  /\b(sanremo|flat tire|flat tyre|derby|champions|league|sushi|gomma bucata|pneumatic\w*|viaggio|vacanz\w*|won the|who won|divertente|barzelletta|libro|libri|romanzo|romanzi|fumetto|videogioc\w*|playstation|quanto fa \d+|\d+ (per|x|piu|meno|diviso) \d+|canta\w*|indovinello)\b/,
];

// Never about health, whatever else the message says ("traducimi 'ho un appuntamento dal dentista'",
// "a che ora chiude l'Ikea", "una serie tv tipo Doc nelle tue mani", "il mio gatto vomita"): asked before
// the user's own data and the practice rules, which their words would otherwise trigger.
const OFF_TOPIC_TASK =
  /\b(curriculum|lettera di presentazione|colloquio di lavoro|bici|bicicletta|monopattino|wifi|wi fi|router|modem|tradu\w+|translate|traduzion\w*|compit\w* (di|per) (mia|mio)|tema (di|per) (italiano|scuola)|serie tv|serie televisiv\w*|netflix|ikea|supermercat\w*|centro commerciale|ufficio postale|poste italiane|anagrafe|questura|permesso di soggiorno|passaporto|carta d identita|esame (della|di) patente|patente (di guida|b)|quiz (della )?patente|diesel|ibrida|concessionari\w*|premio nobel|nobel|chi ha vinto|who won|veterinari\w*|vet)\b|\b(scrivi|scrivimi|scrivermi|mi scrivi|mi scriveresti|componi|write me|write a) (una |un |uno |a |an )?(lettera|poesia|tema|email|mail|messaggio|biglietto|discorso|canzone|storia|filastrocca|poem|letter|story|essay|song|speech)\b(?! (d|di) addio)|\b(il|mio|al|del|il mio|la mia|mia|nostro|nostra) (gatt[oaie]|gattin[oa]|cane|cagnolin[oa]|cucciol[oa]|coniglio|criceto|pappagallo|cavallo|pesciolin[oa])\b(?!( \w+){0,3} (mi|ci|gli|le|l) ha (morso|morsicat\w*|graffiat\w*))/;

// A complaint of one's own or of someone close, told rather than asked about in general.
const SYMPTOM_REPORT =
  /\bda (stamattina|stamani|ieri|stanotte|stasera|giorni|qualche giorno|\w+ giorni|una settimana|\w+ settimane|un mese)\b|\bniente di (che|grave)\b|\b(ho|ha|sento|sente|mi fa male|gli fa male|le fa male|mi fanno male|soffro|soffre|mi gira|gli gira|le gira|mi sento|si sente|mi prude|mi brucia|mi duole|mi (fischiano|sanguinano|fanno male|bruciano|prudono|lacrimano|si addormenta\w*|si gonfi\w*|tremano|trema|scricchiol\w*|cadono|escono|vengono|viene spesso)|tossisco|starnutisco|sudo|ho perso|si lamenta|ultimamente|ogni tanto|sempre piu|da (un|\w+) mes[ei]|i have|i feel|i ve had|i ve been|i keep|on and off|for (a few|two|three|several) (days|weeks)|(has|have|s|ve) had|has been|for a (day|week|month|fortnight)|my \w+ (hurts|aches|is sore)|since (yesterday|this morning|last night|\w+ days))\b/;
// The writer's or a relative's own complaint: "ho mal di…", "mio figlio ha…".
const SYMPTOM_REPORT_OWN = /\b(ho|ha|mi fa male|mi sento|soffro|mio figlio|mia figlia|mio marito|mia moglie|mia madre|mio padre)\b( \w+){0,3} (mal di|dolor\w*|febbre|tosse|vomit\w*|prurito|brucia\w*)\b/;
const SYMPTOM_WORDS =
  /\b(scottat\w*|bruciat[oa]|bolla|bollicin\w*|vescic\w*|ustion\w*|tagliat[oa]|taglio|taglietto|ferit\w*|livid\w*|botta|graffi\w*|sbucciat\w*|storta|distorsion\w*|punt[oa] da|puntura|mal di|male a|male al|male alla|male cane|fa male|dolorante|pesant\w*|gialle|spesse|tallone|cervicale|fiatone|aching|ache|aches|back pain|unghie|capelli|sete|pipi|sfocat\w*|vedo (male|doppio|poco|annebbiato)|dimentic\w*|russa\w*|russo|secc[ao]|screpolat\w*|irregolare|bolle|brufoli|perdo|spezzano|itchy|red eyes|sneez\w*|dolor\w*|prud\w*|fischi\w*|gengiv\w*|sanguin\w*|dormir\w*|dormo|tossisco|kg|chili|addormenta\w*|batte forte|battito|pancia|schiena|ginocchi\w*|spalla|caviglia|polso|anca|piede|piedi|mano|mani|collo|stomaco|occhio|vista|nodul\w*|fastidio|diarrea|stitichezza|acidita|reflusso|febbre|tosse|raffreddore|nausea|vomit\w*|diarrea|prurito|bruciore|gonfi\w*|stanc\w*|vertigin\w*|gira la testa|gira( \w+){1,2} la testa|testa che gira|capogir\w*|insonnia|non dormo|emicrania|fitt\w*|crampi|formicol\w*|sfogo|macchi\w*|bolle|brufol\w*|tachicardi\w*|palpitazion\w*|affanno|ansia|attacchi di panico|pressione alta|pressione bassa|sangue dal naso|naso chiuso|naso che cola|orecchi\w*|occhi|bruciano|gola|headache|nauseous|fever|cough|pain|dizzy|rash|tired|hurts|hurt|aches|sore|itchy|runny nose|stuffy nose|blocked nose|sore throat|stomach ache|tummy ache|earache|toothache|vomiting|diarrh\w*|a cold|flu|swollen|nosebleed\w*|spots|pimples|acne)\b/;

const CALENDAR = /\b(google calendar|apple calendar|calendar|calendario|calendari|caldav|icloud|outlook|ical|sincronizz\w*|agenda del telefono)\b/;
const NOT_CALENDAR = /\bcalendari\w* (vaccinal\w*|delle vaccinazioni|mestrual\w*)\b/;
// "Cosa ho in calendario?" asks for appointments, not how to connect a calendar.
const CONNECT = /\b(colleg\w*|connett\w*|sincronizz\w*|google|apple|icloud|outlook|caldav|ical|esport\w*|import\w*|aggiung\w*|mett\w*|salv\w*|segnar\w*|telefono|cellulare|iphone|android)\b/;
const IN_CALENDAR = /\b(in|nel mio|sul mio|nel) calendario\b/;

const FAVORITES = [/\b(preferit\w*|segnalibr\w*|materiali)\b|\b(che )?(avevo|ho) salvat\w*\b|\bsaved (articles|article)\b/, /\b(salvat\w*|salvare|salvo|salva)\b( \w+){0,3} (articol\w*|terapi\w*|contenut\w*|medic\w*|dottor\w*)\b|\b(articol\w*|terapi\w*) (salvat\w*|che ho salvato)\b/];

const SETTINGS = [
  /\b(password|impostazion\w*|account|notifich\w*|privacy|avatar|dati personali|miei dati|nome utente|tema scuro|modalita scura)\b/,
  /\b(cambi\w*|modific\w*|aggiorn\w*|impost\w*|mett\w*|carica\w*|tog\w*|rimuov\w*|correggere)( \w+){0,3} (e mail|email|mail|foto|immagine|profilo|nome|cognome|telefono|cellulare|indirizzo)\b/,
  /\b(il mio profilo|mio profilo|foto profilo|foto del profilo)\b/,
  /\b(change|update|reset|edit|delete) (my )?(password|email|e mail|profile|profilo|photo|picture|avatar|name|phone|account|notifications)\b|\b(profile|profilo) (picture|photo)\b/,
];

const PRO = /\b(sanity pro|pro(?! e contro)|abbonament\w*|membership|premium|privilegi|piano a pagamento|versione a pagamento)\b/;
const PRICE = /\b(quanto costa|quanto costano|costi|prezzo|prezzi|tariff\w*|e gratis|e gratuit\w*|si paga|a pagamento|gratis)\b/;

const DIAGNOSIS = [
  // Hypothetical, for someone else, in English: refused all the same (issue 22 point 8).
  /\b(cosa|che cosa) (prendo|prende|prenderesti|dovrei prendere|deve prendere|devo prendere|dovrebbe prendere|posso prendere|puo prendere|gli do|le do|do|dare) (per|contro)\b/,
  /\b(quale|che|quali) (farmaco|farmaci|medicina|medicine|medicinale|antibiotico|crema(?! solare| protettiva)|pomata|integratore|integratori|vitamina|vitamine|probiotic\w*|fermenti|spray|gocce|sciroppo|collirio|antidolorifico|antinfiammatorio|pillola|pastiglia|antidepressivo|ansiolitico|sonnifero|vaccino)\b( \w+){0,4} (devo|deve|posso|puo|dovrei|dovrebbe|mi|gli|le|prendere|usare|dare|mettere|consigli|funziona|e meglio|metto|uso|do|serve|servono|ci vuole|va bene|e adatto|prendo|compro|comprare|acquisto|io)\b|\b(quale|che) (antibiotico|farmaco|farmaci|medicina|medicinale|antidepressivo|ansiolitico|sonnifero) (serve|servono|ci vuole|va bene|e il migliore)\b/,
  /\b(devo|posso|dovrei) prendere qualcosa\b|\bmi (dai|dia|consigli|prescrivi|puoi dare) qualcosa per\b/,
  /\bis (it|this|that)( \w+){0,2} (serious|dangerous|cancer|normal|bad)\b/,
  /\bse (uno|una|qualcuno|un amico|una amica|avessi|avesse|io avessi)\b( \w+){0,8} (cosa|che) (prende|prenderebbe|dovrebbe|deve|potrebbe|avrebbe|ha)\b/,
  /\bwhat (should|can|could|do) (i|he|she|we) (take|give|use)\b|\bhow (many|much) (mg|milligrams|ibuprofen\w*|paracetamol\w*|tylenol|advil|pills|tablets|aspirin\w*)\b|\bhow (much|many)( \w+){1,3} (can|should|do|may) (i|we) (give|take)\b|\bwhat (do i have|s wrong with me|is wrong with me|could it be)\b|\b(diagnose|diagnosis|diagnosed|prescribe|prescription|prescribed|dosage|dose of)\b|\bcan i take\b/,
  /\b(che |quale )?malattia (potrebbe|puo|potrei|ho|e)\b|\b(potrebbe|puo) essere (un|una|il|la|grave|qualcosa di grave|cancro|tumore)\b|\bsecondo te (cosa|che|e|ho|sono|potrebbe|puo|si tratta|mi)\b|\bsarebbe (diabete|grave|normale|pericoloso|preoccupante|un \w+|una \w+)\b|\bche (cosa )?(puo|potrebbe) essere\b/,
  /\b(che )?cosa ho\b|\bche cos ho\b|\bche (malattia|problema|patologia) (ho|e|potrebbe essere|potrei avere)\b/,
  /\b(di cosa|di che cosa) (soffro|si tratta)\b|\bcosa mi sta succedendo\b|\bcosa potrebbe essere\b/,
  // "Quando preoccuparsi" is general advice (an article answers it); "devo preoccuparmi?" asks about oneself.
  /(?<!quando )\be (grave|pericoloso|pericolosa|preoccupante)\b|(?<!quando )\b(devo|dovrei) preoccuparmi\b|(?<!quando )\bmi devo preoccupare\b/,
  /\b(e|sara) (un tumore|un cancro|cancro|un melanoma|maligno)\b|\bho (un tumore|il cancro|un cancro)\b/,
  /\b(fammi|dammi|fare|fai|fate|faresti|fareste|puoi fare|potresti fare|dai|daresti) (tu )?(una |la )?diagnosi\b|\bdiagnosticar\w*\b|\bprescriv\w*\b|\bprescrizion\w*\b|\b(fare|farmi|fammi|mi fai|mi puoi fare|mi fa) (la |una )?ricetta\b/,
  /\bdosaggio\b|\bposologia\b|\bquant[ie] (mg|milligrammi|ml|gocce|compresse|pastiglie|pillole|volte al giorno)\b|\bquanti grammi\b(?! (di|al giorno di) (sale|zucchero|zuccheri|proteine|fibre|grassi|carboidrati|frutta|verdura|pasta|pane|carne|pesce|acqua))|\b(che|quale|la) dose\b/,
  /\b(che|quale|quali) (antibiotico|antibiotici|farmaco|farmaci|medicina|medicinale|pomata|crema|collirio|sciroppo) (si )?(prende|prendono|usa|usano|da|danno|prescrivono|mette|mettono)\b/,
  /\b(sono|sara|sarai|e|sia) incinta$|\b(posso|potrei|potrebbe|puo|possa) essere incinta\b|\b(am i|could i be|might i be) pregnant\b|\bdo (i|you think i|he|she|we) have\b(?! to\b| (an |any |a )?(appointment|appointments|visit|visits|booking)| (anything|something) (booked|scheduled))|\bam i (sick|ill|diabetic)\b/,
  /\b(mi )?(scrivi|scriveresti|scrivere|fai|faresti|fare|puoi fare|puoi scrivere|fammi|dammi|mi fa|compili|rilasci)\b( \w+){0,2} (impegnativ\w*|certificat\w* medic\w*|certificato di malattia)\b/,
  /\b(cosa|che cosa) (significa|vuol dire|indica)\b( \w+){0,3} (per me|nel mio caso|per lui|per lei)\b|\b(mio|mia|miei|mie|my) \w+( \w+)? (e|sono|a|di|is|was|at) \d+([.,]\d+)?\b( \w+){0,6} (significa|vuol dire|normale|grave|alto|alta|alti|bass[oaie]|preoccup\w*|mean|normal|high|low)\b/,
  /\be normale che (io|mi|ho|abbia|sento)\b/,
  /\bsono (diabetic[oa]|anemic[oa]|ipertes[oa]|malat[oa]|ipotiroide\w*)$|\bche malattia sarebbe\b|\bis it safe to (stop|take|skip|mix|combine|double)\b|\bho (il|la|lo|l|un|una|uno) \w+ o (il|la|lo|l|un|una|uno) \w+\b/,
  /\bvuol dire che (ho|sono|e|abbia|sia)\b|\bho qualcosa (al|alla|allo|ai|agli|alle|a)\b|\bquant[oaie] \w+ (devo|posso|dovrei) (prendere|assumere|dare)\b|\b(si puo|si possono|posso|puo) (prendere|assumere|dare)\b( \w+){0,3} (con|col|insieme|assieme)\b|\b\d+([.,]\d+)? ?(mg|milligrammi)\b( \w+){0,6} (posso|devo|dovrei|passare|scendere|salire|aumentare|diminuire)\b/,
  /\b(mi dici|dimmi|sai dirmi|mi sai dire|puoi dirmi) se (ho|e|sia|sono|abbia)\b|\b(posso|devo|dovrei|si puo|puo) (smettere|sospendere|interrompere|raddoppiare|dimezzare|saltare)\b(?! di (fumare|bere|mangiare|correre|allenarmi|lavorare))|\bcan i (stop|skip|double|halve|quit|reduce|increase|come off)\b/,
  /\b(posso|devo|dovrei|si puo|puo) (aumentare|diminuire) (il|la|lo|l|i|le|gli|la dose)\b|\b(raddoppiar|dimezzar|sospender|smetter|aumentar|diminuir|interromper)(la|lo|le|li)\b|\bcosa ci (metto|applico|spalmo)\b|\bcosa (ci|gli|le|mi) (posso|devo|potrei|dovrei) (mettere|applicare|spalmare)\b|\bcosa (posso|devo|potrei|dovrei) (applicare|spalmare)\b|\b(antibiotic\w*|farmac\w*|cortison\w*|tachipirina|medicin\w*) o (aspetto|aspettare|no|niente|non prendo nulla)\b|\bche crema$|\b(is|could) (this|it|that)( \w+){0,2} (be )?(shingles|cancer|serious|dangerous|normal|bad|an infection|infected|allerg\w*|\w+itis|\w+osis)\b/,
  /\bcosa (gli|le|mi|ci) (do|dai|devo dare|posso dare|dovrei dare)\b|\bcosa (devo|posso|dovrei) (prendere|assumere)\b/,
  /\b(cosa|che cosa|che) (mi |ci |gli |le )?(consigli|consigliate|suggerisci|suggerite|prendo|posso prendere|do|posso dare) contro\b|\b(mi |ci )?(consigli|consigliate|consiglieresti|suggerisci|suggerite|raccomandi) (un|una|uno|qualche|il|la|l) (farmaco|collirio|crema|pomata|sciroppo|integratore|spray|antibiotico|medicina|medicinale|antidolorifico|antinfiammatorio|sonnifero|gocce|unguento|antistaminico|lassativo)\b(?! (solare|protettiv\w*|idratant\w*))|\b(recommend|suggest) (a|an|some) (medicine|drug|cream|ointment|painkiller|pill|antibiotic|eye drops|cough syrup)\b/,
  // Buying or taking it, by a pronoun ("cosa compro in farmacia", "posso prenderne 10", "quanto ne prendo").
  /\b(cosa|che cosa|che) (mi )?(compro|devo comprare|posso comprare|prendo) (in farmacia|per|contro)\b|\b(compro|comprare|prendere) (in|dal|dalla) farmaci\w*\b|\b(posso|devo|dovrei|si puo|puo|possiamo) (prenderne|prenderla|prenderlo|prenderle|prenderli|dargliene|dargliela|aumentarla|aumentarlo|raddoppiarla|ridurla|ridurlo|sospenderla|sospenderlo|togliergli\w*|toglierle)\b|\bquant[oaie] ne (prendo|devo prendere|posso prendere|do|gli do|le do|prende)\b|\b(quale|quali) (le|gli|mi|ti) (posso|devo|dovrei) (togliere|sospendere|ridurre|dare)\b/,
  // Asked of the writer's own case: "è tonsillite o mononucleosi?", "o ho il diabete?", "che roba è?", "mi dici se la mia cistite è batterica?".
  /\bo (ho|ha|sono|e|si tratta di|potrebbe essere) (il |la |lo |l |un |una |uno )?(diabet\w*|\w+ite|\w+osi|anemi\w*|tumore|cancro|allergi\w*|infezione|virus|ulcera|ernia|calcoli|ipertes\w*)\b|\b(e|sara|sia) (la |il |una |un )?\w+ o (la |il |una |un |l )?(\w+ite|\w+osi|allergi\w*|virus|virale|batteric\w*|varicella|morbillo|scarlattina|herpes|fungo|micosi|psoriasi|eczema|dermatite)\b|\bche roba e\b|\b(mi dici|dimmi|sai dirmi|mi sai dire|puoi dirmi|mi confermi|capisci) se (\w+ ){1,4}(e|sia|sono|ha|ho)\b|\b(aggiustament\w*|adeguament\w*|modific\w*) (della|alla|di|dei|delle) (terapia|dose|dosi|posologia|farmaci)\b/,
  // English: "is 140/90 high?", "do I need pills for it?", "I have a rash, what is it?".
  /\b(can|could) (you|i|we|he|she) (mix|combine)\b|\bis it (ok|okay|safe|bad) to (mix|combine)\b|\bis (\d+ \d+|\d+|my \w+( \w+)?|(a|my) (blood pressure|sugar|glucose|cholesterol)( of)? \d+( \d+)?) (high|too high|low|too low|normal|ok|dangerous|bad)\b|\b(high|low|bad) enough (that|to)\b|\bdo i need (pills|medication|medicine|meds|antibiotics|treatment|a prescription|tablets)\b|\bwhat (is|could) (it|this|that)( be)?$|\bwhat (is|s) (this|it) on my\b/,
];
// A lab value asked about ("emoglobina 10.8 è anemia?", "glicemia 110 a digiuno è normale?"): a diagnosis, not the visit.
const LAB_QUESTION = /\b(emoglobin\w*|ferritin\w*|glicemi\w*|colesterol\w*|trigliceridi|creatinin\w*|potassio|sodio|tsh|transaminasi|globuli|piastrine|vitamina d|psa|pcr|ves|saturazione|pressione|\d+ di glicemia)( \w+){0,3} \d+\b|\b\d+( \d+)? (di |su )?(glicemia|emoglobina|colesterolo|ferritina|pressione)\b/;
const DRUG = /\b(\w+(pril|sartan|olol|prazolo|cillin\w*|micina|floxacin\w*|dipina|statina|tidina)|melatonin\w*|integrator\w*|fermenti lattici|probiotic\w*|farmac\w*|medicine|medicinal\w*|antibiotic\w*|pastigli\w*|pillol\w*|compress\w*|gocce|sciroppo|supposte|tachipirina|paracetamolo|ibuprofene|aspirina|moment|oki|brufen|nurofen|aulin|nimesulide|augmentin|amoxicillina|voltaren|buscopan|maalox|enterogermina|bentelan|deltacortene|cardioaspirina|coumadin|eutirox|ketoprofene|calmant\w*|ibuprofen|paracetamol|tylenol|advil|aspirin|antidolorific\w*|antinfiammatori\w*|cortison\w*|antistaminic\w*|ansiolitic\w*|antidepressiv\w*|antidepressant\w*|antibiotics?|painkiller\w*|sleeping pills?|levothyroxine|metformin|progesteron\w*|xanax|benzodiazepin\w*|sonnifer\w*|statin\w*)\b/;
const DRUG_ASK = /\b(would|should|right|correct|ok|safe|twice|once|a day|al giorno|\d+ ?(g|gr|mg|grammi|ml)|puo|possono|mangiare|bere|quale|quali|which|what|take|metto|uso|usare|dare|do|prendere|prendo|assumere|assumo|posso|devo|dose|quanto|quanta|quante|quanti|mg|consigli\w*|mi (dai|dici)|miglior\w*|meglio|serve|servono|ci vuole|sospendere|smettere|insieme|fa male|fanno male|effetti collaterali|controindicazion\w*)\b/;

const DOCTOR_NOUN = /\b(\w{3,}olog[oaie]|medic[oi]|dottor\w*|dott|dr|specialist\w*|professionist\w*|espert[oi]|studio medico|ambulatori\w*|qualcuno)\b/;
const SEARCH = /\b(avete|conoscete|cerc\w*|trov\w*|serve|servirebbe|bisogno|consigli\w*|conosc\w*|ci sono|c e|elenco|lista|chi (e|sono)|dove|vicino|zona|ricev\w*)\b/;
const CONTENT_STRONG = /\b(cosa|che cosa) (consiglia|consigliano)\b|\b(ha|hanno) scritto\b|\binfo (su|sul|sulla|sullo|sull|sui|sugli|sulle|about|on)\b|\binformazioni (su|sul|sulla|sullo|sull|sui|sugli|sulle)\b|\b(che cos e|cos e|che cosa e|cosa sono|quali sono i (sintomi|segni|rischi)|what (is|are) (the )?(symptoms|signs)|how (do i|to|can i) (recognise|recognize|spot|tell)|come si fa la manovra|come si (trasmette|prende|contagia|previene)|ideas|tips|advice)\b|\b(articol\w*|terapi\w*|cosa dic\w*|che dic\w*|cosa scriv\w*|cosa ne pensano|leggere|(ho|hai|avete|abbiamo) letto|letto (un|una|che|su|sul|sulla|sull)|pubblicat\w*|articles?|tell me about|anything (on|about)|information (on|about)|routine|da sapere (su|sul|sulla|sullo|sull|sui|sugli|sulle)|material\w* (educativ\w*|informativ\w*|divulgativ\w*)|opuscol\w*|(c e|avete|hai|ci sono) (qualcosa|niente|nulla|materiale) (su|sul|sulla|sullo|sull|sui|sugli|sulle|riguardo)|(write|wrote|written|say|said) about|(consiglia|consigliano|suggerisc\w*|raccomand\w*) (i vostri|i tuoi|i|gli|le|vostri) (medici|dottori|espert\w*|specialist\w*|nutrizionist\w*))\b/;
// "Come capisco se…", "quando è il caso di…": general advice an article answers, even with a specialty named.
const HOW_TO_TELL = /\b(come (capisco|faccio a capire|si capisce|riconosco|si riconosce|distinguo)|quando (e il caso|preoccuparsi|bisogna preoccuparsi|(devo|dovrei|si deve|bisogna) preoccupar\w*|va fatt\w*|farla vedere|farlo vedere|(bisogna|si deve|devo|conviene|e meglio) (chiamare|sentire|portarl\w*|andare (dal|dalla|al|in))))\b/;
const HEALTH = /\b(salute|salutare|sintom\w*|malatti\w*|dolor\w*|male|mal|febbre|infiammazion\w*|infezion\w*|virus|batteri\w*|tumor\w*|cancro|vaccin\w*|sport|allenament\w*|attivita fisica|fumo|fumare|alcol|caffe|stanchezza|stanc[oa]|benessere|rimed\w*|prevenzion\w*|prevenire|curare|cura|cure|guarire|esami|analisi|sangue|sonno|idratazione|sole|colesterolo|pressione|peso|respirazione|rilassament\w*|testa|pancia|stomaco|fegato|intestino|gamba|gambe|braccio|collo|health|healthy|blood pressure|pressure|cholesterol|diet|sleep|stress|anxiety|asthma|diabete|diabetes|flu|vaccine|shot|breakfast|skin|acne|mole|moles|sunscreen|heart|symptoms|signs|disease|illness|pain|allerg\w*|gout|gotta|celiachia|gluten|glutine|dieta|tiroide|emicrania|gravidanza|incinta|meningite|pronto soccorso|primo soccorso|cassetta)\b/;

// Who tells a complaint ("mi si spezzano le unghie", "mio padre russa"), and the words of a question.
const STATED_BY = /\b(ho|mi|sono|sto|soffro|mio|mia|miei|mie|my|i|i m|i ve)\b/;
// When a complaint comes or how long it has lasted: "gambe pesanti la sera", "da un paio di mesi".
const COMPLAINT_TIME = /\bda (mesi|anni|giorni|settimane|qualche \w+|un paio di \w+|tempo|un po)\b|\b(la|di) (sera|mattina|notte)\b|\b(specie|soprattutto) (d|di|la|quando|in)\b|\bappena (mi|appoggio|mi alzo)\b|\bfor (about )?(a|two|three|a few|several) (days|weeks|months)\b/;
const TELLS = /\b(ho|mi|sono|sto|soffro|ha|gli|le|si|i|i m|i ve)\b/;
// A question word that opens the message ("quando" is left out: "quando fa freddo le dita diventano bianche").
const QUESTION_WORD = /^(come|cosa|che cosa|dove|perche|quale|quali|quanto|quanta|quanti|chi|posso|devo|puoi|potete|what|how|when|where|why|which|who|can|should|is it|do i|does)\b/;
const ASKS_WHAT_IT_IS = /\b((ha|ho|abbia|avra|avro) (il|la|lo|l|un|una|uno|le|i|gli) \w+( \w+)?|(sono|saranno) (delle |dei |degli )?\w+|(e|sara|sia) (\w+ ){1,2}o (\w+ ){0,2}\w+|cos e|che cos e|cosa e|e grave|e normale|e (il|la|lo|l|un|una|uno) \w+|e \w+ite|e \w+osi|e \w+|sara \w+)$/;

// A measurement of one's own told ("la pressione era 140 su 90", "glicemia a 180 stamattina").
const MEASURED = /\b(pressione|glicemia|temperatura|febbre|saturazione|battit\w*|frequenza|pulsazioni)( \w+){0,4} \d+( su \d+)?\b/;
const CRISIS_WORDS = /\b(suicid\w*|autolesion\w*|farmi del male|tagliarmi|farla finita|self harm|togliermi la vita|(mi|si) (sono|ero|era|e) tagliat\w* (le braccia|i polsi|le gambe|le vene|apposta)|mi tagliavo|si tagliava|ho tentato di (uccidermi|ammazzarmi|togliermi)|tentat\w* suicid\w*|cut myself|cutting myself|used to cut|tried to (kill|end))\b/;

// The user's own booked visit ("la mia visita", "l'appuntamento che ho").
const OWN_VISIT = /\b(mia (prossima )?visita|mio (prossimo )?(appuntamento|controllo)|ho la visita|ho l appuntamento|ce l ho|visita che ho|appuntamento che ho|my (visit|appointment))\b/;
// "Se uno ipoteticamente avesse la glicemia a 130 a digiuno…": not the user's own visit.
const HYPOTHETICAL = /\b(ipoteticamente|in teoria|se uno|se una|se qualcuno|per un amico|per un amica|hypothetically)\b/;
const SEEKS_DOCTOR = /\b(cerco|cercavo|vorrei|voglio|mi serve|mi servirebbe|ho bisogno di|avrei bisogno di|c e|ci sono|avete|conoscete|consigliate|consigliatemi|mi consigli|trovo|trovare|looking for|i need|i want)\b( \w+){0,2} (un|uno|una|un altro|un altra|dei|degli|delle|a|an)\b/;
const HOW_TO_ASK = /\bcome (si fa|faccio|posso|si puo|funziona|devo fare|si prenota|prenoto|si prende)\b|\bhow (do|can) (i|we)\b|\b(posso|si puo|possiamo) prenotar\w*\b( \w+){0,3} (per (lei|lui|loro|un altra persona|un familiare|conto)|a nome|al posto|dal mio account|con il mio account)\b|\b(posso|si puo) prenotar\w* (io|anche)\b/;
// "Io quando avere appuntamento con dottore?", "quando c'ho la visita?": when one's own visit is, in any grammar.
const WHEN_MINE = /\b(quando|a che ora|che giorno|che ora) (io |ce |c |mi )?(avere|avro|ho|c ho|tengo|essere|sono) (l |il |un |una |la |mio |mia )?(appuntament\w*|visit[ae]|controllo|prenotazion\w*)\b/;
const WHEN = /\b(quando|che giorno|data e ora|a che ora|when|what day|what time|which day)\b/;
const WHO_CAN_SEE = /\bchi (mi|ci|lo|la|li|le|gli) (puo|potrebbe|puoi) (vedere|visitare|aiutare|curare|seguire|controllare)\b|\bchi (me lo|me la|ce lo|ce la|lo|la) (puo|potrebbe|sa) fare\b|\ba chi (posso|devo|potrei) (chiedere|domandare)\b|\bchi se ne occupa\b|\bspecialista che mi (segua|veda|curi|visiti)\b|\bchi (lo|la|li|le|me lo|me la) fa\b|\ba chi (mi )?(posso|devo|dovrei|potrei) rivolger\w*|\ba chi mi rivolgo\b|\b(vorrei|mi serve|devo fare|devo rinnovare) (il |un )?certificato (sportivo|medico|per lo sport|per la palestra)\b|\bchi (me lo|me la|me li|me le|ce lo|ce la|lo|la|li|le) (guarda|controlla|vede|visita)\b|\ba chi rivolger\w*|\b(che|quale) (specialista|medico|dottore) (mi )?(segue|vedo|devo vedere|dovrei vedere|consult\w*|mi serve|serve|ci vuole)\b|\bda chi (devo|posso|dovrei) andare\b|\bwho can (see|help|treat)\b|\b(che|quale) (specialista|medico|dottore)$|\bwho (can|should|do) (i|we) (see|go to|ask|book with)\b|\bwhich (doctor|specialist\w*) (should|can|do) (i|we) (see|go to)\b|\bda (che|quale) (medico|dottore|specialista) (vado|devo andare|posso andare|dovrei andare)\b|\bda chi (lo |la |li |le |mi |ci )?(porto|portiamo|devo portare|posso portare|mando|vado)\b|\b(che|quale) (specialista|medico|dottore) (mi |la |lo |li |le |ci |ti )?(puo|potrebbe|deve|dovrebbe)? ?(seguire|segue|vedere|visitare|curare|controllare)\b|\bchi (mi|ci|la|lo|li|le) (segue|segua|cura|visita|vede|controlla)\b/;
const ASKS_WHAT_TO_DO = /\b(come (mi|si|posso|devo|faccio|fare|cura|previene|riconosce)|cosa (posso |devo |si puo |bisogna )?fare|consigli\w*|rimedi\w*|cosa (dicono|dice)|what can i do|tips)\b/;

const any = (patterns: readonly RegExp[], t: string): boolean => patterns.some((p) => p.test(t));

/** What a message asks (see above), with the sectors, city, doctor's name and topic it names. */
export function detectIntent(text: string, ctx: IntentContext): DetectedIntent {
  const t = canonicalItalian(text, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]);
  if (!t) return { intent: 'unknown', sectorIds: [], topic: '' };

  const sectors = matchSectors(t, ctx.sectors);
  const city = findCity(t, ctx.cities);
  const cityWords = new Set(city ? normalizeItalian(city).split(' ') : []);
  const isOther = (w: string) => cityWords.has(w) || matchSectors(w, ctx.sectors).length > 0;
  const aboutPracticeOrVisit = PRACTICE_WORDS.test(t) || APPOINTMENT.test(t) || WHEN.test(t);
  const typedName = findDoctorName(text, isOther);
  // "dott bianki": a listed surname as texting spells it is that doctor.
  const doctorName =
    (typedName && /k/i.test(typedName) && ctx.surnames ? (findKnownSurname(normalizeItalian(typedName), ctx.surnames) ?? typedName) : typedName) ??
    (PRACTICE_WORDS.test(t) ? findDoctorName(text, isOther, { professions: true }) : undefined) ??
    (aboutPracticeOrVisit && ctx.surnames ? findKnownSurname(t, ctx.surnames) : undefined);
  const topic = topicOf(t, [...(city ? [city] : []), ...(doctorName ? [doctorName] : []), ...sectors.flatMap((s) => s.matched)]);
  const found = {
    ...(CRISIS_WORDS.test(t) ? { crisis: true } : {}),
    sectorIds: sectors.map((s) => s.sectorId),
    ...(city ? { city } : {}),
    ...(doctorName ? { doctorName } : {}),
    topic,
  };

  const emergency = detectEmergency(text);
  if (emergency) return { intent: 'emergency', emergency, ...found };
  const intent = classify(t, { asks: /\?/.test(text) || QUESTION_WORD.test(t), sectors: sectors.length, profession: sectors.some((s) => s.profession), city: !!city, doctorName: !!doctorName, topic });
  // "ho la tosse da una settimana, è bronchite?": asking what a complaint is, which is a diagnosis.
  if ((intent === 'symptoms' || intent === 'content' || intent === 'unknown' || intent === 'visit_question') && (SYMPTOM_WORDS.test(t) || LAB_QUESTION.test(t)) && ASKS_WHAT_IT_IS.test(t) && !/\bquando (e|sono|diventa|diventano)\b/.test(t) && (!CONTENT_STRONG.test(t) || (STATED_BY.test(t) && /\b(cos e|cosa e)$/.test(t))) && /\?\s*$/.test(text)) return { intent: 'diagnosis', ...found };
  if (intent === 'content') {
    // "Ho visto un film dove uno moriva d'infarto: come si tiene sotto controllo la pressione?": the
    // question's own subject, not the story told before it, is what an article must be about.
    // Only when the question names a health subject itself: "psoriasi: cosa dicono i dermatologi?" keeps the whole.
    const asked = questionClauseOf(text);
    const askedText = asked ? canonicalItalian(asked, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]) : '';
    const askedTopic = askedText && (HEALTH.test(askedText) || SYMPTOM_WORDS.test(askedText)) ? topicOf(askedText, [...(city ? [city] : []), ...(doctorName ? [doctorName] : [])]) : '';
    if (specificWordsOf(askedTopic).length > 0) return { intent, ...found, topic: askedTopic };
  }
  return { intent, ...found };
}

// Where a story ends and the question begins: a full stop, a colon, or a comma before a question word.
const CLAUSE_BREAK = /[.:;!?\n]+|,\s*(?=(what|how|which|do|does|is|are|can|could|any|come|cosa|che|quali|quale|quanto|dove|perche|c e|c è|c'è|ci sono|avete|hai|esiste|esistono)\b)/i;

/** The last clause of a message of several, when it is a question ('?' or a question word). */
function questionClauseOf(text: string): string | undefined {
  const parts = text.split(CLAUSE_BREAK).map((p) => p?.trim() ?? '').filter((p) => p.length > 0 && !/^(what|how|which|do|does|is|are|can|could|any|come|cosa|che|quali|quale|quanto|dove|perche|c e|c è|c'è|ci sono|avete|hai|esiste|esistono)$/i.test(p));
  if (parts.length < 2) return undefined;
  const last = parts.at(-1)!;
  return /\?\s*$/.test(text) || QUESTION_WORD.test(normalizeItalian(last)) ? last : undefined;
}

interface Found {
  /** The message asks something (a question mark or a question word), rather than telling. */
  asks: boolean;
  sectors: number;
  profession: boolean;
  city: boolean;
  doctorName: boolean;
  topic: string;
}

function classify(t: string, f: Found): Intent {
  const ws = words(t);
  if (ws.every((w) => GREETING_WORDS.has(w) || THANKS_WORDS.has(w))) return THANKS_CUE.test(t) ? 'thanks' : 'greeting';
  if (OFF_TOPIC_TASK.test(t) && !SYMPTOM_REPORT_OWN.test(t)) return 'off_topic';
  if (any(CAPABILITIES, t) && !any(DIAGNOSIS, t)) return 'capabilities';
  if (PRO.test(t) && !/\b(registr|iscriv)\w*/.test(t)) return 'platform_pro';
  if (any(REGISTER_DOCTOR, t)) return 'register_doctor';
  if (BOOKING_STATUS.test(t) && (APPOINTMENT.test(t) || /\b(appointment|visit|booking)\b/.test(t))) return 'next_appointment';
  if (CANCEL_ALONE.test(t) || (CANCEL_VERB.test(t) && APPOINTMENT.test(t)) || (CANT_COME.test(t) && (APPOINTMENT.test(t) || A_DAY.test(t)))) return 'how_to_cancel';
  if (f.doctorName && PRACTICE_WORDS.test(t) && !OWN_VISIT.test(t) && !any(BOOK, t)) return 'practice_info';
  if (f.doctorName && WHEN.test(t) && !PRACTICE_WORDS.test(t) && !any(BOOK, t)) return 'next_appointment';
  if (OWN_VISIT_REF.test(t) && (VISIT_DETAIL.test(t) || DRUG.test(t)) && !any(BOOK, t) && !HYPOTHETICAL.test(t) && !((WHEN.test(t) || /\b(la data|l ora|che ora|orario|giorno|date|time)\b/.test(t)) && !/\b(dura|quanto|cost|pag|porta|bring|digiun|fast)\w*/.test(t))) return 'visit_question';
  if (any(VISIT_QUESTION, t) && !any(BOOK, t) && !HYPOTHETICAL.test(t) && !any(DIAGNOSIS, t) && !LAB_QUESTION.test(t)) return 'visit_question';
  if (any(PRACTICE_INFO, t) && (f.doctorName || !PRACTICE_NEEDS_NAME.test(t) || A_DOCTOR.test(t))) return 'practice_info';
  if (WHEN_MINE.test(t)) return 'next_appointment';
  if (CALENDAR.test(t) && !NOT_CALENDAR.test(t) && (!IN_CALENDAR.test(t) || CONNECT.test(t))) return 'connect_calendar';
  const wantsDoctor = f.doctorName || f.profession || f.city;
  // "Come prenoto il mio prossimo appuntamento?" asks how to book; "le mie prenotazioni" what is booked.
  // "Come si fa a prenotargli una visita?" after an illness is named asks how, not whom.
  // "Come si prenota una visita pediatrica?" asks how, even with a specialty named; "come prenoto dal cardiologo a Roma?" whom.
  if (any(BOOK, t)) return f.doctorName || f.city || WHO_CAN_SEE.test(t) || ((f.sectors || f.profession) && !HOW_TO_ASK.test(t)) ? 'find_doctor' : 'how_to_book';
  if (any(NEXT_APPOINTMENT, t)) return 'next_appointment';
  if (f.doctorName && /^(il |l |la |mio |mia |prossim\w* )?(appuntament\w*|visit[ae]|controllo)\b/.test(t) && ws.length <= 5 && !PRICE.test(t)) return 'next_appointment';
  if (/\bprenotazion\w*\b/.test(t)) return wantsDoctor || f.sectors ? 'find_doctor' : 'how_to_book';
  if (any(FAVORITES, t)) return 'favorites';
  if (any(SETTINGS, t) && !f.doctorName) return 'settings';
  if (any(OFF_TOPIC, t) && !HEALTH.test(t) && !SYMPTOM_WORDS.test(t) && !DRUG.test(t) && !f.sectors && !DOCTOR_NOUN.test(t) && !APPOINTMENT.test(t)) return 'off_topic';
  // A price asked about a doctor or a visit is the directory's business (prices are on profiles).
  if (PRO.test(t) || (PRICE.test(t) && !wantsDoctor && !f.sectors && !APPOINTMENT.test(t))) return 'platform_pro';
  // "Come abbassare la pressione senza medicine?" asks for advice, not for a drug.
  const drug = DRUG.test(t.replace(/\bsenza (\w+ )?(farmac\w*|medicin\w*|pastigl\w*|pillol\w*)\b/g, ''));
  // "…da allora prendo la cardioaspirina: cerco un neurologo": a medicine told, and a specialist asked for.
  if (f.profession && SEEKS_DOCTOR.test(t) && !any(DIAGNOSIS, t) && !DRUG_ASK.test(t.replace(/\b(prendo|assumo|sto prendendo|uso)\b/g, ' '))) return 'find_doctor';
  if (any(DIAGNOSIS, t) || (drug && DRUG_ASK.test(t))) return 'diagnosis';
  if (f.doctorName) return 'find_doctor';
  if (WHO_CAN_SEE.test(t)) return 'find_doctor';
  // "…ne sono uscito con la terapia, adesso vorrei uno psicologo": the request, not the story before it.
  if (f.profession && SEEKS_DOCTOR.test(t) && !/\b(articol\w*|scritto|scrivono|dicono|pubblicat\w*)\b/.test(t)) return 'find_doctor';
  // A city alone is not a search ("che tempo fa a Milano?"): it needs a doctor or a search word.
  if (f.city && (DOCTOR_NOUN.test(t) || SEARCH.test(t) || f.sectors > 0)) return 'find_doctor';
  const content = CONTENT_STRONG.test(t) || (HOW_TO_TELL.test(t) && !!f.topic);
  if (f.profession && !content) return 'find_doctor';
  if (!content && DOCTOR_NOUN.test(t) && (f.sectors > 0 || SEARCH.test(t))) return 'find_doctor';
  if (PRICE.test(t) && APPOINTMENT.test(t)) return 'find_doctor';
  // A complaint told, with no question Igea can answer from the content: the safety line.
  const told = STATED_BY.test(t) || COMPLAINT_TIME.test(t);
  if (!f.asks && told && (SYMPTOM_WORDS.test(t) || (f.sectors > 0 && (TELLS.test(t) || COMPLAINT_TIME.test(t)))) && !content && !ASKS_WHAT_TO_DO.test(t) && !DOCTOR_NOUN.test(t)) return 'symptoms';
  if (SYMPTOM_REPORT.test(t) && SYMPTOM_WORDS.test(t) && !content && !ASKS_WHAT_TO_DO.test(t)) return 'symptoms';
  if (!f.asks && MEASURED.test(t) && !content) return 'symptoms';
  if (f.topic && (f.sectors > 0 || content || HEALTH.test(t) || SYMPTOM_WORDS.test(t))) return 'content';
  if (any(OFF_TOPIC, t)) return 'off_topic';
  return 'unknown';
}

/** What a short follow-up asks on its own, read leniently: a verb or a question word is enough. */
const FOLLOW_UP_ALONE: ReadonlyArray<[RegExp, Intent]> = [
  [/\b(annull\w*|cancell\w*|disdi\w*|spost\w*|rimand\w*|rinvi\w*|cancel\w*|reschedul\w*)\b/, 'how_to_cancel'],
  [CANT_COME, 'how_to_cancel'],
  [/\b(prenot\w*|book\w*)\b/, 'how_to_book'],
  [/\b(quando|che orari|orari\w*|che giorni|a che ora|dove|dov|indirizzo|studio) (riceve|lavora|visita|ha lo studio|e|si trova|apre)?\b|\bhours\b/, 'practice_info'],
];
// Words that point back to a doctor named before ("e lei quando riceve?", "il suo studio").
const POINTS_BACK = /\b(lei|lui|la dottoressa|il dottore|il dottor|questo|questa|quello|quella|suo|sua|stesso|stessa|her|him|his)\b/;
const PRICE_ALONE = /\b(quanto (la |lo |li |le |mi )?(costa|costano|viene|pago|pagare|paga|pagher\w*|costare)|prezzo|costo|how much|costi meno|costa meno|meno car[oa]|piu economic\w*|cheaper|less expensive)\b/;
// After "quando ho la visita?": "e quanto dura?", "e dove?", "and where is it?" ask about that visit.
const VISIT_DETAIL_ALONE = /\b(dura|dove|dov|indirizzo|che tipo di visita|che visita|quale visita|what kind of|cosa (porto|devo portare)|portare|where|how long|what (should|do) i bring|parcheggi\w*|parking|park|mezzi|metro|come ci arrivo|how do i get there)\b/;
// "E fino a quando lo posso fare?", "entro quando?" after a how-to: the deadline of that same thing.
const DEADLINE_ALONE = /\b(fino a quando|entro quando|quanto tempo prima|quante ore prima|fino a che ora|until when|how late|by when|how long before)\b/;
// "E se peggiora che faccio?", "what if it gets worse?" after a complaint: the safety line again.
const WORSENS_ALONE = /\b(se|si) (peggiora|peggiorano|non passa|nn passa|non passano|aumenta|sale|salgono|continua|diventa|diventano|si gonfia|si gonfiano|compare|compaiono|viene|vengono|torna)\b|\bwhat if (it|he|she|they) (gets?|get|doesn t|don t|does not)\b|\bif (it|he|she) gets worse\b/;
const REFERS_BACK = /\b(su questo|su questa cosa|di questo|a riguardo|in merito|al riguardo|about (this|it|that)|on (this|it|that))\b/;
const STARTS_AS_FOLLOW_UP = /^(e|ed|ma|invece|anche|and|what about|e se|allora|ok|okay|quindi|e poi)\b/;
// Insisting after a refusal ("dai, dimmi almeno il nome", "come on, just the name").
/** Insisting after a refusal may be a little longer than a follow-up. */
const INSISTS_MAX_WORDS = 14;
const INSISTS = /\b(dai|su dai|almeno|soltanto|ti prego|per favore|come on|just|please|dimmi solo|un numero|il nome|si o no|indicativ\w*|a nessuno)\b/;
/** A follow-up this short ("e a Torino?", "e per annullare invece?") may lean on the turns before it. */
export const FOLLOW_UP_MAX_WORDS = 8;

export interface ConversationSoFar {
  /** The user's earlier messages, oldest first. */
  userMessages: readonly string[];
  /** Igea's last answer, for the doctor it named. */
  lastAnswer?: string;
}

/**
 * What a message asks in the conversation so far (issue 22 point 7): a message that says enough on
 * its own is taken as it is, with a doctor it points back to ("lei", "il suo studio") taken from
 * the turns before; a short one that does not ("e a Roma?", "e per annullare?", "e lei quando
 * riceve?") continues the previous question with what it changes.
 */
export function detectInConversation(text: string, ctx: IntentContext, so: ConversationSoFar): DetectedIntent {
  const detected = detectIntent(text, ctx);
  const previousMessage = so.userMessages.at(-1);
  if (detected.intent === 'emergency' || !previousMessage) return detected;
  const t = canonicalItalian(text, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]);
  const short = words(t).length <= FOLLOW_UP_MAX_WORDS;
  const continues = short && STARTS_AS_FOLLOW_UP.test(t);
  // "e la Esposito?": in a follow-up, a listed doctor's bare surname is a name.
  const surname = continues && !detected.doctorName && ctx.surnames ? findKnownSurname(t, ctx.surnames) : undefined;
  const alone = surname ? { ...detected, doctorName: surname } : detected;
  const previous = detectIntent(so.userMessages.length > 1 && words(previousMessage).length <= FOLLOW_UP_MAX_WORDS ? `${so.userMessages.at(-2)} ${previousMessage}` : previousMessage, ctx);
  const namedBefore = previous.doctorName ?? (so.lastAnswer ? findDoctorName(so.lastAnswer, () => false) : undefined);
  const withDoctor = (d: DetectedIntent): DetectedIntent => (!d.doctorName && namedBefore && (POINTS_BACK.test(t) || d.intent === 'practice_info') ? { ...d, doctorName: namedBefore } : d);

  /** The previous question with the details this message changes ("e a Roma?", "e un pediatra?"). */
  const carriedOn = (intent: Intent): DetectedIntent => {
    const city = alone.city ?? previous.city;
    // "e il suo collega cardiologo?": a new specialty without a name is not the doctor named before.
    const doctorName = alone.doctorName ?? (alone.sectorIds.length ? undefined : previous.doctorName);
    const { doctorName: _dropped, ...before } = previous;
    return {
      ...before,
      intent,
      sectorIds: alone.sectorIds.length ? alone.sectorIds : previous.sectorIds,
      ...(city ? { city } : {}),
      ...(doctorName ? { doctorName } : {}),
      topic: alone.topic || previous.topic,
    };
  };
  // "e dove ha lo studio?", "e quello di Torino che orari ha?" after a search: the practice of the doctor found.
  if (short && previous.intent === 'find_doctor' && PRACTICE_WORDS.test(t) && !any(BOOK, t) && !alone.doctorName && (continues || ['practice_info', 'find_doctor', 'unknown'].includes(alone.intent))) {
    const practice = carriedOn('practice_info');
    return alone.city ? practice : withDoctor(practice);
  }
  // "e per la pelle invece?", "e la dottoressa Esposito?" after a directory or practice question.
  const newDetails = alone.sectorIds.length > 0 || Boolean(alone.city) || Boolean(alone.doctorName);
  if (continues && ['find_doctor', 'practice_info', 'next_appointment'].includes(previous.intent) && newDetails && ['find_doctor', 'content', 'unknown'].includes(alone.intent)) {
    return carriedOn(previous.intent);
  }
  // "e quanto costa?": the price of what was asked before.
  if ((continues || /\bquanto (la|lo|li|le) /.test(t) || (alone.intent === 'visit_question' && !OWN_VISIT_REF.test(t) && previous.intent !== 'next_appointment')) && short && PRICE_ALONE.test(t) && ['visit_question', 'find_doctor', 'practice_info', 'next_appointment', 'platform_pro'].includes(previous.intent)) {
    return withDoctor({ ...previous, intent: previous.intent === 'next_appointment' ? 'visit_question' : previous.intent });
  }
  // "chi è il medico?" after "quando ho la visita?": whom that visit is with.
  if (short && previous.intent === 'next_appointment' && !PRACTICE_WORDS.test(t) && /\b(chi e il (medico|dottore)|chi e la dottoressa|con (quale|che|chi) (medico|dottore|dottoressa)?|who is (the|my) doctor|who s the doctor|with whom)\b/.test(t)) return { ...alone, intent: 'next_appointment' };
  if ((continues || words(t).length <= 5 || (short && ['unknown', 'off_topic'].includes(alone.intent))) && (previous.intent === 'next_appointment' || previous.intent === 'visit_question') && (VISIT_DETAIL_ALONE.test(t) || PRICE_ALONE.test(t)) && !alone.doctorName && !alone.sectorIds.length) {
    return { ...alone, intent: 'visit_question' };
  }
  // "e chi mi può seguire?" after a topic, "chi la può seguire a Roma?" after an illness: whom, for what was said before.
  if (words(t).length <= FOLLOW_UP_MAX_WORDS + 2 && alone.intent === 'find_doctor' && !alone.sectorIds.length && !alone.doctorName && previous.sectorIds.length) return carriedOn('find_doctor');
  // Insisting after a refused diagnosis or medicine is refused again.
  if (words(t).length <= INSISTS_MAX_WORDS && previous.intent === 'diagnosis' && INSISTS.test(t) && ['unknown', 'content', 'off_topic'].includes(alone.intent)) return { ...alone, intent: 'diagnosis' };
  if (short && (previous.intent === 'how_to_cancel' || previous.intent === 'how_to_book') && DEADLINE_ALONE.test(t) && !alone.doctorName) return { ...alone, intent: previous.intent };
  // "e si paga online?" after "come si prenota?": booking in general, not the user's own visit.
  if (continues && (previous.intent === 'how_to_cancel' || previous.intent === 'how_to_book') && alone.intent === 'visit_question' && !OWN_VISIT_REF.test(t)) return { ...alone, intent: previous.intent };
  if (short && ['symptoms', 'diagnosis'].includes(previous.intent) && WORSENS_ALONE.test(t) && ['unknown', 'content', 'symptoms', 'off_topic'].includes(alone.intent)) return { ...previous, intent: 'symptoms' };
  // "c'è un articolo su questo?", "ci sono esercizi che posso fare?" after a complaint: the same subject.
  if (short && ['symptoms', 'content', 'diagnosis'].includes(previous.intent) && (alone.intent === 'content' || (alone.intent === 'unknown' && CONTENT_STRONG.test(t))) && (REFERS_BACK.test(t) || specificWordsOf(alone.topic).length === 0 || (!continues && specificWordsOf(alone.topic).length <= 1)) && previous.topic) {
    return { ...alone, intent: 'content', sectorIds: alone.sectorIds.length ? alone.sectorIds : previous.sectorIds, topic: `${previous.topic} ${alone.topic}`.trim() };
  }
  // "e una routine da seguire ogni giorno?" after "articoli sull'acne?": the same subject, more precisely.
  if (continues && previous.intent === 'content' && alone.intent === 'content' && !alone.sectorIds.length && specificWordsOf(alone.topic).length === 0) {
    return { ...alone, sectorIds: previous.sectorIds, topic: `${previous.topic} ${alone.topic}`.trim() };
  }
  const standsAlone = alone.intent !== 'unknown' && !(continues && alone.intent === 'find_doctor' && !alone.sectorIds.length && !alone.doctorName);
  if (standsAlone) return withDoctor(alone);
  if (!short) return alone;
  const lenient = FOLLOW_UP_ALONE.find(([pattern]) => pattern.test(t))?.[1];
  if (lenient) return withDoctor({ ...alone, intent: lenient });
  // A very short message that says nothing on its own ("a che ora?", "per lunedì?") continues the previous question.
  if (previous.intent !== 'unknown' && previous.intent !== 'emergency' && (newDetails || STARTS_AS_FOLLOW_UP.test(t) || words(t).length <= 3)) return carriedOn(previous.intent);
  return alone;
}
