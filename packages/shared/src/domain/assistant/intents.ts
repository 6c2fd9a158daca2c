import { detectEmergency, isPastOnly, literalOf } from './emergency';
import { findCity, findDoctorName, findKnownSurname, topicOf } from './entities';
import { normalizeItalian, words } from './normalize';
import { A_DAY, A_DOCTOR, ONLINE_VISIT, APPOINTMENT, BOOK, BOOKING_STATUS, CANCEL_ALONE, CANCEL_RULE, CANCEL_VERB, NOT_A_VISIT_CANCELLED, CANT_COME, HOW_TO_ASK, NEXT_APPOINTMENT, OWN_VISIT, OWN_VISITS_ASKED, OWN_VISIT_REF, PRACTICE_INFO, PRACTICE_NEEDS_NAME, PRACTICE_WORDS, VISIT_DETAIL, VISIT_QUESTION, WHEN, WHEN_MINE } from './own-data-cues';
import { asksDiagnosisByShape } from './diagnosis-shape';
import { asksWhatMyVisitInvolves, asksWhenMyVisit } from './own-visit-shape';
import { ASKS_WHAT_IT_IS, DIAGNOSIS, DRUG, DRUG_ASK, HYPOTHETICAL, LAB_QUESTION } from './refusal-cues';
import { conditionWordsOf, specificWordsOf } from './relevance';
import { standardFormsOf } from './learner-forms';
import { petQuestionOf } from './pet-question';
import { matchSectors } from './sector-synonyms';
import { canonicalItalian } from './spelling';
import type { DetectedIntent, Intent, IntentContext } from './types';
import { A_PRACTICE_PLACE, NOT_A_PRACTICE, PLACE_HOURS_ASKED } from './off-topic-cues';
import { DISH_MADE, FOOD, HEALTH_FACT_ASKED, OFF_TOPIC, OFF_TOPIC_LEISURE, OFF_TOPIC_PLACE, OFF_TOPIC_TASK, WORK_ASKED } from './off-topic-cues';
import { FIGURE_OF_MALAISE, SYMPTOM_REPORT, SYMPTOM_REPORT_OWN, SYMPTOM_WORDS, VAGUE_MALAISE } from './symptom-cues';
import { asksNormalAfterSeen } from './normal-after-seen';
import { ASSIGNED_MATERIAL, DOCUMENT_FOUND_WHERE, OWN_MATERIAL_ALONE } from './material-cues';
import { requestInsideTrick } from './trick-cues';
import { requestAfterStory } from './story-request-cues';
import { presentPartOf, QUESTION_WORD, questionClauseOf, requestAfterSettled, requestTurnedTo } from './message-clauses';

/**
 * What Igea's built-in path understood a message to ask (issue 11; intents in ./types.ts). Rules
 * over the normalised text, in an order that settles overlaps: emergency always first; then the
 * questions about the user's own account and the platform, whose cue words are specific
 * ("disdire", "Google Calendar"); then diagnosis, which must be refused before a health topic is
 * looked up; then the directory and the content. No rule guesses: what matches nothing is
 * 'unknown', and Igea says so. The cues of the user's own data and of the refusals are in
 * ./own-data-cues.ts and ./refusal-cues.ts; a message read in its conversation, in ./follow-ups.ts.
 */

const GREETING_WORDS = new Set('ciao salve buongiorno buonasera buon pomeriggio giorno sera hey ehi ehila hello hi igea come stai va tutto bene ok okay allora eccomi bundi mandi ue uei bella bello cara caro servus salam salaam alaikum aleikum assalamu shalom hola namaste bonjour'.split(' '));
const THANKS_WORDS = new Set('grazie mille tante molte ti ringrazio gentile gentilissima gentilissimo perfetto ottimo benissimo chiaro capito molto sei stata stato utile utilissima utilissimo preziosa preziosissima bravissima brava top super ok okay va bene ciao igea davvero infinite a presto thank thanks thx u you so much gracias merci danke'.split(' '));
const THANKS_CUE = /\b(thank|thanks|thx|gracias|merci|danke|grazi\w*|ringrazio|gentilissim\w|sei stata utile|utilissim\w)\b/;

const CAPABILITIES = [
  /\b(che )?(cosa|cose) (sai|puoi|riesci a) fare\b|\b(tu )?che (sai|puoi|riesci a) fare\b/,
  /\bchi sei\b|\bwho are you\b|\bwhat (can|do) you do\b|\bwhat are you\b/,
  /\b(chi|cosa|che cos) e igea\b/,
  /\bcome funzioni\b|\bcome funziona igea\b|\bcosa fa igea\b/,
  /\b(in cosa|in che modo|come) (mi )?(puoi|potresti) aiutar\w*\b/,
  /\bche (domande|cose) (posso|ti posso) (farti|chiederti)\b/,
  /\bsei (un robot|un bot|umana|una persona|un intelligenza artificiale|un ia)\b/,
  /\bare you (a |an )?(bot|robot|human|real person|person|ai|machine|chatbot|real)\b/,
  /^(aiuto|help|aiutami|info|istruzioni)( igea)?$/,
];

const REGISTER_DOCTOR = [
  /\b(registrar\w*|registro|iscriver\w*|iscrivo|iscrizione|registrazione|unirmi|entrare|aderire|candidar\w*|lavorare|collaborare|offrire i miei servizi)( \w+){0,4} (come|da|in qualita di|per) (medico|medici|dottore|dottoressa|professionista|professionisti|specialista|terapeut\w*|psicolog\w*|nutrizionist\w*|fisioterapist\w*|dentista|pediatra|\w+olog[oa])\b/,
  /(?<!\b(ci|ce ne|ne) )\bsono (un |una )?(medico|dottore|dottoressa|professionista|specialista|psicolog[oa]|nutrizionista|fisioterapista|dentista|pediatra|ortopedico|oculista|\w+olog[oa])\b/,
  /\b(account|profilo) (da|per|come) (medico|professionista|dottore|dottoressa|specialista)\b/,
  /\b(medici|professionisti|dottori) (possono|come fanno a|devono) (iscriversi|registrarsi|entrare|unirsi)\b/,
  /\bdiventa\w* (un |uno |una )?(medico|dottore|dottoressa|professionista|specialista) (di|su|con|in) sanity\b/,
  /\b(sign up|signup|register|join|enrol|enroll|list myself)\b( \w+){0,3} as (a |an )?(doctor|physician|therapist|professional|specialist|psychologist|dentist|nurse)\b|\bi m (a |an )?(doctor|physician|therapist|psychologist|dentist)\b/,
];

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
  // Issue 30: Impostazioni › Familiari ("come aggiungo mio figlio ai familiari?").
  /\b(aggiung\w*|inser\w*|registr\w*|togli\w*|tolgo|rimuov\w*|gestir\w*|gestisc\w*|modific\w*)\b( \w+){0,4} (ai|nei|tra i|dai|come) familiar\w*\b|\b(sezione|pagina|elenco|lista) (dei )?familiari\b|\badd (my )?(\w+ )?(to )?(my )?family members?\b/,
  /\b(change|update|reset|edit|delete) (my )?(password|email|e mail|profile|profilo|photo|picture|avatar|name|phone|account|notifications)\b|\b(profile|profilo) (picture|photo)\b/,
];

const PRO = /\b(sanity pro|pro(?! e contro)|abbonament\w*|membership|premium|privilegi|piano a pagamento|versione a pagamento)\b/;
const PRICE = /\b(quanto (la |lo |li |le |se |si |ce |ci |(me |mi )?fa )(pag\w*|verra a costare)|quanto costa|quanto costano|quanto (prende|chiede|fa pagare|si fa pagare|mi fa pagare|ti fa pagare|si prende|si spende|viene a costare|viene|vengono|verrebbe)|costo|costi|prezzo|prezzi|tariff\w*|e gratis|e gratuit\w*|si paga|a pagamento|gratis|(is|are) (it|the app|sanity|this app|the service|igea|you) free|free of charge|how much (does|do|is|are|would)|what does \w+( \w+)? cost|price|prices|fee|fees)\b/;

const DOCTOR_NOUN = /\b(\w{2,}olog[oaie]|logopedist\w*|osteopat\w*|dietist\w*|ortottist\w*|psicoterapeut\w*|infermier\w*|chirurg[oh]\w*|medic[oi]|dottor\w*|dott|dr|specialist\w*|professionist\w*|espert[oi]|studio medico|ambulatori\w*|qualcuno)\b/;
const SEARCH = /\b(avete|conoscete|cerc\w*|trov\w*|serve|servirebbe|bisogno|consigli\w*|conosc\w*|ci sono|c e|elenco|lista|chi (e|sono)|dove|vicino|zona|ricev\w*)\b/;
export const CONTENT_STRONG = /\b(cosa|che cosa) (consiglia|consigliano)\b|\bsecondo (i vostri|i tuoi|i|gli) (medici|dottori|espert\w*|specialist\w*)\b|\b(cosa|che cosa|quello che) (bisogna|c e da|si deve|devo|dovrei|serve|e bene|e utile|e importante) sapere\b|\b(cosa|che cosa) (\w+ ){0,2}(mangiare|mangio|bere) (secondo|per|con|se)\b|\b(cosa|che cosa) (puo|posso|possiamo|deve|devo) fare con (il|lo|la|i|gli|le) \w+\b|^esercizi\w* (per|contro) (il |la |lo |l |i |le |gli )?\w+|\b(ha|hanno) scritto\b|\binfo (su|sul|sulla|sullo|sull|sui|sugli|sulle|about|on)\b|\binformazioni (su|sul|sulla|sullo|sull|sui|sugli|sulle)\b|\b(che cos e|cos e|che cosa e|cosa sono|quali sono i (sintomi|segni|rischi)|what (is|are) (the )?(symptoms|signs)|how (do i|to|can i) (recognise|recognize|spot|tell)|come si fa la manovra|come si (trasmette|trasmettono|prende|prendono|contagia|previene|prevengono|evita|evitano|cura|curano|tratta|trattano|gestisce|gestiscono)|(cosa|che cosa|dove) (leggo|posso leggere|mi leggo)|ideas|tips|advice)\b|\b(articol\w*|terapi\w*|cosa dic\w*|che dic\w*|cosa scriv\w*|cosa ne pensano|leggere|(ho|hai|avete|abbiamo) letto|letto (un|una|che|su|sul|sulla|sull)|pubblicat\w*|articles?|tell me about|anything (on|about)|information (on|about)|routine|da sapere (su|sul|sulla|sullo|sull|sui|sugli|sulle)|material\w* (educativ\w*|informativ\w*|divulgativ\w*)|opuscol\w*|(c e|avete|hai|ci sono) (qualcosa|niente|nulla|materiale) (su|sul|sulla|sullo|sull|sui|sugli|sulle|riguardo)|(una |qualche |delle |la )?guid[ae] (su|sul|sulla|sullo|sull|sui|sugli|sulle|per|alla|al|all|riguardo)|what (s|is) good (for|against)|what helps (with|for|against)|how (do you|to|can you|do i) (treat|cure|manage|prevent|get rid of)|come (si )?(fa|fanno|puo|possono) (a )?(passare|sparire|andare via|guarire)|(ci sono|avete|esistono|c e|hai|consigli\w*|quali|che) (degli |dei |qualche |alcuni )?(esercizi\w*|ginnastica|stretching|allungament\w*)( (per|contro|da fare|utili)|$)|(qualcosa|niente|nulla) da leggere|dove (leggo|posso leggere|potrei leggere|trovo|posso trovare|si trova|si trovano) (qualcosa|qualche cosa|info|informazioni|qualche articolo|un articolo|articoli) (su|sul|sulla|sullo|sull|sui|sugli|sulle|riguardo)|(read|learn) (something|more|up) (on|about)|(write|wrote|written|say|said) about|(consiglia|consigliano|suggerisc\w*|raccomand\w*) (i vostri|i tuoi|i|gli|le|vostri) (medici|dottori|espert\w*|specialist\w*|nutrizionist\w*)|differenz\w* (c e |ce |esiste |passa )?(tra|fra)|(un |una )?(piano|programma|scheda) (di )?(esercizi|ginnastica|riabilitazione)|(scritt\w*|consigli|pubblicat\w*|indicazioni) (dai|dei|dal|del) (vostri |nostri |tuoi )?(medici|dottori|espert\w*|specialist\w*))\b/;
// "Come capisco se…", "quando è il caso di…": general advice an article answers, even with a specialty named.
const HOW_TO_TELL = /\bquando si (chiama|deve chiamare|porta|va (dal|dalla|al|in))\b|\b(come (capisco|faccio a capire|si capisce|riconosco|si riconosce|distinguo)|quando (e il caso|preoccuparsi|bisogna preoccuparsi|(devo|dovrei|si deve|ci si deve|ci si dovrebbe|bisogna) preoccupar\w*|va fatt\w*|farla vedere|farlo vedere|(bisogna|si deve|devo|conviene|e meglio) (chiamare|sentire|portarl\w*|andare (dal|dalla|al|in))))\b/;
const HEALTH = /\b(salute|salutare|sintom\w*|malatti\w*|dolor\w*|male|mal|febbre|infiammazion\w*|infezion\w*|virus|batteri\w*|tumor\w*|cancro|vaccin\w*|sport|allenament\w*|attivita fisica|fumo|fumare|alcol|caffe|stanchezza|stanc[oa]|benessere|rimed\w*|prevenzion\w*|prevenire|curare|cura|cure|guarire|esami|analisi|sangue|sonno|idratazione|sole|colesterolo|pressione|peso|respirazione|rilassament\w*|testa|pancia|stomaco|fegato|intestino|gamba|gambe|braccio|collo|health|healthy|blood pressure|pressure|cholesterol|diet|sleep|stress|anxiety|asthma|diabete|diabetes|flu|vaccine|shot|breakfast|skin|acne|mole|moles|sunscreen|heart|symptoms|signs|disease|illness|pain|allerg\w*|gout|gotta|celiachia|gluten|glutine|dieta|tiroide|emicrania|gravidanza|incinta|meningite|pronto soccorso|primo soccorso|cassetta|svien\w*|svenimento|colpo di calore|scotta|scottava|colazion\w*|alimentazion\w*|mangiare sano|vaccinar\w*)\b/;

// Who tells a complaint ("mi si spezzano le unghie", "mio padre russa"), and the words of a question.
const STATED_BY = /\b(ho|mi|sono|sto|soffro|mio|mia|miei|mie|my|i|i m|i ve)\b/;
// When a complaint comes or how long it has lasted: "gambe pesanti la sera", "da un paio di mesi".
const COMPLAINT_TIME = /\bda (mesi|anni|giorni|settimane|qualche \w+|un paio di \w+|tempo|un po)\b|\b(la|di) (sera|mattina|notte)\b|\b(quasi )?(tutte le|ogni) (sere|mattine|notti|volte|primavere|estati|inverni|sera|mattina|notte|giorno|primavera|estate|inverno|volta)\b|\bogni tanto\b|\b(every|each) (morning|night|evening|day|spring|winter)\b|\b(specie|soprattutto) (d|di|la|quando|in)\b|\bappena (mi|appoggio|mi alzo)\b|\bfor (about )?(a|\d+|two|three|a few|several) (days|weeks|months)\b/;
const TELLS = /\b(ho|mi|sono|sto|soffro|ha|gli|le|si|i|i m|i ve)\b/;

// A measurement of one's own told ("la pressione era 140 su 90", "glicemia a 180 stamattina").
const MEASURED = /\b(pressione|glicemia|temperatura|febbre|saturazione|battit\w*|frequenza|pulsazioni)( \w+){0,4} \d+( su \d+)?\b/;
const CRISIS_WORDS = /\b(suicid\w*|autolesion\w*|farmi del male|tagliarmi|farla finita|self harm|togliermi la vita|(mi|si) (sono|ero|era|e) tagliat\w* (le braccia|i polsi|le gambe|le vene|apposta)|mi tagliavo|si tagliava|ho tentato di (uccidermi|ammazzarmi|togliermi)|tentat\w* suicid\w*|cut myself|cutting myself|used to cut|tried to (kill|end))\b/;

const SEEKS_DOCTOR = /\b(cerco|cercavo|cerchiamo|cercavamo|vorrei|volevo|vorremmo|volevamo|voglio|mi serve|mi servirebbe|ho bisogno di|avrei bisogno di|c e|ci sono|avete|conoscete|consigliate|consigliatemi|mi consigli|trovo|trovare|looking for|i need|i want)\b( \w+){0,2} (un|uno|una|un altro|un altra|dei|degli|delle|a|an)\b/;
const WHO_CAN_SEE = /\b(che|quale|quali) (specialista|specialisti|medico|dottore|tipo di medico) (c e|ci sono|serve|ci vuole|devo vedere|mi serve|dovrei vedere)\b|\bchi (mi|ci|gli|le|me lo|me la|me li|me le|ce lo|ce la|lo|la|li|le) (puo |potrebbe |sa |saprebbe |riesce a )?(fa|fare|rilascia|rilasciare|scrive|scrivere|compila|compilare|controllare|guardare|vedere|visitare|togliere|curare|seguire|trattare)\b( \w+){0,2}|\bchi (mi|ci|lo|la|li|le|gli) (puo|potrebbe|puoi) (vedere|visitare|aiutare|curare|seguire|controllare)\b|\bchi (me lo|me la|ce lo|ce la|lo|la) (puo|potrebbe|sa) fare\b|\ba chi (posso|devo|potrei) (chiedere|domandare)\b|\bchi se ne occupa\b|\bspecialista che mi (segua|veda|curi|visiti)\b|\bchi (lo|la|li|le|me lo|me la) fa\b|\ba chi (mi )?(posso|devo|dovrei|potrei) rivolger\w*|\ba chi mi rivolgo\b|\bchi (posso|possiamo|potrei|potremmo|devo|dovrei) (vedere|sentire|consultare|contattare)\b|\b(vorrei|mi serve|devo fare|devo rinnovare) (il |un )?certificato (sportivo|medico|per lo sport|per la palestra)\b|\bchi (me lo|me la|me li|me le|ce lo|ce la|lo|la|li|le) (guarda|controlla|vede|visita)\b|\ba chi rivolger\w*|\b(che|quale) (specialista|medico|dottore) (mi )?(segue|vedo|devo vedere|dovrei vedere|consult\w*|mi serve|serve|ci vuole)\b|\bda chi (devo|posso|dovrei) andare\b|\bwho can (see|help|treat)\b|\b(che|quale) (specialista|medico|dottore)$|\bwho (can|should|do) (i|we) (see|go to|ask|book with)\b|\bwhich (doctor|specialist\w*) (should|can|do) (i|we) (see|go to)\b|\bda (che|quale) (medico|dottore|specialista) (vado|devo andare|posso andare|dovrei andare)\b|\bda chi (lo |la |li |le |mi |ci )?(porto|portiamo|devo portare|posso portare|mando|vado)\b|\b(che|quale) (specialista|medico|dottore) (mi |la |lo |li |le |ci |ti )?(puo|potrebbe|deve|dovrebbe)? ?(seguire|segue|vedere|visitare|curare|controllare)\b|\bchi (mi|ci|la|lo|li|le|gli) (segue|segua|cura|visita|vede|controlla|guarda)\b/;
const ASKS_WHAT_TO_DO = /\b(come (mi|si|posso|devo|faccio|fare|cura|previene|riconosce|gli|le|ci|lo|la|calmo|allevio|curo|tratto|lenisco|alleviare|calmare|lenire)|cosa (posso |devo |si puo |bisogna )?fare|consigli\w*|rimedi\w*|cosa (dicono|dice)|what can i do|tips)\b/;

// A topic of a kind of people, not one's own complaint ("febbre nei bambini", "ansia negli anziani").
const IN_GENERAL_OF = /\b(nei|negli|nelle|per i|per gli|per le|dei|degli|delle|in) (bambin\w*|anzian\w*|neonat\w*|adult\w*|donne|uomini|ragazz\w*|adolescent\w*|sportiv\w*|gravidanza|menopausa|children|kids|elderly|adults|women|men)\b/;
/** A condition named by its medical form ("cistite", "artrosi", "nevralgia", "calcoli renali", "tendinitis"), not everyday words ending alike. */
const CONDITION_NAME = /\b(?!(partit|salit|uscit|vit|calamit|marmit|guarit|invit|sit|writ|whit|quit|suit|favorit|ospit|merit|limit|sposi|dosi|cosi|casi|crisi|tesi|frasi|fasi|basi|oasi)[aeio]?\b)\w{2,}(ite|iti|osi|algia|algie|patia|patie|emia|emie|itis|osis)\b|\bcalcol\w* (renal\w*|biliar\w*)|\b(insonnia|insomnia|eczema|psoriasi|acne|emorroid\w*|varic\w*|cellulite|gotta|herpes|afte|candida|verruc\w*)\b/;
const ADVICE_ASKED = /\b(consigli\w*|che fare|cosa fare|come (si )?(previen\w*|prevenir\w*|cura|curar\w*|gestisc\w*|gestir\w*|affronta\w*|combatt\w*)|prevenir\w*|evitar\w*|how (do|can|should) (i|you|we|one) (deal|cope|manage|treat|prevent|handle|get rid)|tips|advice)\b/;
// A request in a statement ("consigli per i nei", "vorrei una dieta"): not a complaint told.
const WANTS_SOMETHING = /\b((cosa|che cosa|come) (mangiare|bere|fare|evitare|prevenire|curare|scegliere)|consigl\w*|cerco|cerchiamo|vorrei|voglio|info|informazion\w*|idee|ricett\w*|dieta|esercizi\w*|tips|advice|ideas|looking for)\b/;
const GIVEN_BY_DOCTOR = /\b(piano|terapia|programma|scheda|dieta|esercizi|indicazioni|consigli) (\w+ ){0,4}(che )?(mi|ci|gli|le) (ha|aveva) (dato|date|scritto|prescritto|consigliato|mandato|preparato)\b/;
const CHILDHOOD = /\b(da|fin da|sin da|quando ero|quando eravamo) (bambin|piccol|ragazzin)\w*\b/g;
// "E giù a Roma?", "su a Milano": a direction on the map, not a low mood (psychology's "giù").
const DIRECTION = /\b(giu|su|lassu|laggiu|quaggiu|quassu) (a|in|al|verso|per|fino a|dalle parti di)\b/g;
// "Vorrei farmi seguire da qualcuno": someone to see, not how to book.
const BY_SOMEONE = /\bda (qualcuno|un medico|uno specialista|un dottore|una dottoressa|un esperto|una esperta|un professionista)\b/;

// Issue 28: how a doctor is rated. Asked about a doctor named: 'com'è valutato', 'che recensioni ha', 'cosa ne pensano i pazienti'.
export const RATING = /\b(recension\w*|recensit[oaie]|valutazion\w*|valutat[oaie]|voto|voti|stelle|giudizi\w*|opinion\w*|reviews?|rating|rated|(cosa|che) (ne )?(dicono|pensano) (i|gli|le) (pazient\w*|utent\w*)|come si trovano (i|gli) pazient\w*)\b/;

// What one asks for a condition rather than a subject of its own ("c'è un vaccino?", "esercizi?", "che dieta?").
const MEANS = /^(vaccin\w*|vaccine|terapi\w*|esercizi\w*|diet\w*|alimentazione|cib\w*|test|esam\w*|screening|prevenzion\w*|prevengo|prevengono|previene|contagi\w*|trasmett\w*|prende|prendono|vaccinar\w*|exercises|diet|treatment)$/;

// A prescription asked of Igea ("mi fai la ricetta del…", "prescrivimi", "can you prescribe").
const PRESCRIPTION_ASK = /\b(mi |me |ci )?(fai|faresti|puoi fare|potresti fare|scrivi|scrivimi|rinnovi|rinnovami|mandi|mandami|dai|dammi) (la |una |il |un )?(ricetta|prescrizione|ricetta medica|ricetta elettronica)\b|\bprescrivi(mi)?\b|\bcan you prescribe\b/;
/**
 * A dose asked, of oneself or anyone ("quante aspirine si possono prendere al giorno?", "quanta
 * vitamina D devo prendere?", "quanta insulina dovrebbe farsi?", "quante tachipirine sono troppe?"):
 * how much of a medicine or a supplement, with taking or too much, is refused as a medicine question
 * (issue 22 point 8), whatever story frames it.
 */
const DOSE_OF = /\b(quant[aeio]|how (many|much))( \w+){0,2} (aspirin\w*|tachipirin\w*|vitamin\w*|insulin\w*|integrator\w*|pastigl\w*|pillol\w*|compress\w*|gocce|mg|milligramm\w*|ferro|magnesio|melatonin\w*|paracetamol\w*|ibuprofen\w*|antibiotic\w*|cortison\w*|unita|units?|pills?|tablets?|dosi|doses|sciropp\w*|bustin\w*|omega 3|iodio|calcio|zinco)\b/;
const DOSE_TAKEN = /\b(prend\w*|assum\w*|dar\w*|da(rgli|rle)|far(si|gli|le|mi)|iniett\w*|si possono|si puo|posso|devo|dovrei|dovrebbe|deve|troppe|troppi|troppo|troppa|massim\w*|al giorno|a day|per day|take|give|too (many|much)|safe)\b/;
/**
 * A medicine question by its shape, whoever it is asked for (nineteenth round): a dose missed, values
 * one measured judged, a product chosen to give, how long a medicine's effect lasts, one's medicine to
 * change, a treatment asked for ("dammi una cura per…"), and, in English, whether something causes a complaint.
 */
const MEDICINE_SHAPE = [
  /\b(salt\w*|dimentic\w*|scordat\w*|scorda|missed|miss|forgot|skip\w*) (una |la |a |my |the )?(dose|pastiglia|compressa|pillola|dose of|pill|tablet)\b/,
  /\b(sono|e|is|are)( dei)?( (valori|numeri|value|values|numbers|levels|readings))?( \w+)? (buoni|normali|ok|alti|bassi|nella norma|good|normal|fine|too high|too low)\b/,
  /\b(che|quale|quali|cosa) (\w+ )?(gli|le|ci|mi) (do|devo dare|posso dare|metto|devo mettere|posso mettere)\b/,
  /\b(quanto dura|durata de\w*) (l )?effett\w* (del|della|dello|dell|di)\b/,
  /\b(lower|reduce|stop|increase|raise|change|skip|halve|double) (my|his|her) (dose|dosage|meds|medication|medicine|pills|insulin|\w+(in|ine|ol|il|an|am|one|ide|ate|ex))\b/,
  /\b(dammi|mi dai|mi dareste|dimmi|consigliami) (una |la )?(cura|terapia|medicina|rimedio) (per|pe|contro)\b/,
  /\b(can|could) you tell me (if|whether|what)\b( \w+){0,6} (means?|is|are|it s|could be)\b/,
  /\b(is|could|can|might) (my|the|this) \w+( \w+){0,2} (be )?(the )?(cause|causing|reason) (of|for)\b/,
];
/** A values question needs numbers told; a change of medicine or a cause a medicine or a complaint. */
const asksMedicineByShape = (t: string): boolean =>
  MEDICINE_SHAPE.some((p, i) => p.test(t) && (i !== 1 || /\d/.test(t)));
/**
 * A general question about an illness, its signs, risks or effects, or how to help someone (nineteenth
 * round: "quali sono i segnali di…", "effetti della cannabis…", "cosa fare se qualcuno ha…", "come
 * posso starle vicino", "how do I talk to him about it"): an article's, not the directory's.
 */
const GENERAL_ASK = /\b(quali sono i (segni|segnali|sintomi|rischi|effetti)|(segni|segnali|campanelli d allarme) (di|del|della|dell|dello|dei|delle)|effetti (della|del|dell|dello|dei|delle|di)|(quali|che) rischi|cosa (sapere|c e da sapere|bisogna sapere)|(e (sempre |davvero |proprio )?mortale|si muore (davvero|veramente|cosi)|(esiste|esistono) (davvero|veramente|sul serio)|cosa si fa se)|cosa (bisogna |si deve |si puo |posso |devo )?fare (se|quando|in caso) (qualcuno|uno|una persona|un bambino|una bambina|mi|gli|le|succede|capita)|come (posso|possiamo|si puo|faccio a) (aiutar\w*|star\w* vicino|sostener\w*|parlar\w*)|e vero che|how (do|can|should) (i|we) (talk|help|support|speak)|what (is|are) (a |an |the )?\w+( \w+)? and (why|how))\b/;

// A practice's hours or place asked, said plainly (not "studio" alone: "uno studio a Milano"; not "a quale
// neurologo lo indirizzo?", the verb).
const PRACTICE_ASKED = /\b(orari|orario|(?<!\b(lo|la|li|le|l|gli|ci) )indirizzo|in che via|che via|dove (sta|si trova|riceve|ha lo studio|lavora|e lo studio)|dov e|che giorni (riceve|fa|lavora)|a che ora (apre|chiude|riceve)|fino a che ora|opening hours|office|address|where is)\b/;

// A service other than a plain visit, named by a word or an abbreviation (./service-match.ts reads which).
const A_SERVICE = /\b(ecg|ekg|elettro\w*|holter|eco|ecografi\w*|ecocardio\w*|teleconsult\w*|televisit\w*|video ?visit\w*|mappatura|mappa dei nei|controllo (dei |della |del )?\w+|sedut\w*|igiene|pulizia|infiltrazion\w*|valutazione|bilancio di salute|certificato|colloquio|esame \w+|spirometri\w*|audiometri\w*|test \w+)\b/;

/** An exam or a service booked by its name, not a specialist ("un elettrocardiogramma", "un holter"). */
const EXAM_BOOKED = /\b(prenot\w*|fissar\w*|book\w*)( \w+){0,2} (ecg|ekg|elettrocardiogramm\w*|holter|ecografi\w*|ecocardio\w*|spirometri\w*|audiometri\w*|teleconsult\w*|mappatura)\b/;

// "Quanto tempo ci vuole in generale per riprendersi da un ictus?": asked of everyone, not of one's visit.
const IN_GENERAL = /\b(in generale|in genere|generalmente|di solito|normalmente|solitamente|in general|usually|typically)\b/;

// "Which dermatologist in Milan can check my moles?": a doctor asked for, whatever story (a medicine) comes before.
const WHICH_DOCTOR = /\b(which|what|quale|che) (\w+olog\w*|\w+ists?|specialists?|doctors?|medico|dottore|dottoressa|specialista|pediatra|dentista|oculista)( in \w+)? (can|could|should|would|puo|potrebbe|mi puo|mi potrebbe)\b/;

// "La visita col dottor Bianchi": a visit with someone is one's own booked visit, not the price list.
/** "Per la visita", "prima dell'appuntamento": a visit in general, not one's own unless said so. */
const A_VISIT_FOR = /\b(per|prima|dopo) (la|l) (visita|appuntamento)\b/g;
/** A visit named by its specialty ("la visita ortopedica", "una visita dermatologica"). */
const SPECIALTY_VISIT = /\bvisit[ae] (\w+(ic[ao]|ich[ae])|\w+olog\w*|\w+iatri\w*|ortopedi\w*|oculistic\w*|ginecolog\w*|pediatri\w*)\b/;
/** Whom to turn to, asked ("a chi chiedo", "a chi mi rivolgo", "chi mi consigliate"). */
const WHO_TO_ASK = /\b(a chi (chiedo|chiedere|mi rivolgo|rivolgermi|devo chiedere|posso chiedere|mi devo rivolgere|devo rivolgermi)|chi (mi|me|ci|ce) (consigli\w*|consiglia\w*|suggeri\w*))\b/;
/** What an illness is, asked of a complaint told ("che malattia può essere", "se uno ha … cos'è?"). */
const WHAT_ILLNESS = /\b(che|quale) malattia\b|\b(se|quando) (uno|una|qualcuno|una persona) (ha|c ha|tiene)\b.*\b(cos e|che cos e|cosa (puo|potrebbe) essere|cosa (ha|avra))\b/;
const VISIT_WITH = /\b(la|il|l) (visita|appuntamento|controllo)( \w+)? (col|con il|con la|con lo|con|coi) (dott|dottor\w*|dr|prof\w*)\b/;

export const any = (patterns: readonly RegExp[], t: string): boolean => patterns.some((p) => p.test(t));

/** What a message asks (see above), with the sectors, city, doctor's name and topic it names. */
export function detectIntent(text: string, ctx: IntentContext): DetectedIntent {
  const read = detectIntentAlone(text, ctx);
  // "Ieri la pressione era 150/95, avete consigli scritti dai medici?", "mal di schiena basso, esercizi? c'è un
  // piano?", "…è ereditario? avete un articolo?": reading asked outright is an article's, not a diagnosis
  // refused; a medicine or a dose asked stays refused (nineteenth round).
  if (read.intent === 'diagnosis') {
    const t = standardFormsOf(canonicalItalian(text, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]));
    const drugAsked = DRUG.test(t.replace(/\b(farmacia|farmacie|farmacista)\b/g, ' ')) && /\b(quale|quali|quanto|quanta|quante|quanti|posso|devo|dose|dosi|prendere|dare|sospendere|smettere|take|which)\b/.test(t);
    if (READING_ASKED.test(t) && !drugAsked && !DOSE_OF.test(t) && !PRESCRIPTION_ASK.test(t) && !/\b(cos e|che cos e|cosa (ho|ha|avra|avro)|e grave|e normale|diagnos\w*)\b/.test(t)) return { ...read, intent: 'content' };
  }
  return read;
}

/** Reading asked outright: an article, written advice, a plan of exercises, "she wants to read". */
const READING_ASKED = /\b((avete|c e|ci sono|esiste|esistono|mi date|mi dai|trovo) (degli |un |una |qualche |dei |delle )?(articol\w*|consigli scritti|guid\w*|materiale|piano|piani|esercizi|letture|schede)|consigli scritti|(vuole|voglio|vorrei|vorrebbe|vogliamo) leggere|(ne parlano|cosa dicono) (gli |i vostri )?articoli|any articles?|do you have (an |any )?articles?)\b/;

function detectIntentAlone(text: string, ctx: IntentContext): DetectedIntent {
  // "io avere visita quando?", "a pediatra unni è?": learners' and dialects' forms in the standard one (./learner-forms.ts).
  const t = standardFormsOf(canonicalItalian(text, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]));
  if (!t) return { intent: 'unknown', sectorIds: [], topic: '' };
  // Figures of speech name no sector or subject ("che infarto quando ho visto il prezzo! che tempo fa a Milano?").
  const literal = literalOf(t) || t;

  // "Da bambino ho avuto la meningite": a time of the writer's life, not a child to see a paediatrician.
  const sectors = matchSectors(literal.replace(CHILDHOOD, ' ').replace(DIRECTION, ' '), ctx.sectors);
  const city = findCity(t, ctx.cities);
  const cityWords = new Set(city ? normalizeItalian(city).split(' ') : []);
  const isOther = (w: string) => cityWords.has(w) || matchSectors(w, ctx.sectors).length > 0;
  const aboutPracticeOrVisit = PRACTICE_WORDS.test(t) || APPOINTMENT.test(t) || WHEN.test(t) || PRICE.test(t) || any(BOOK, t);
  const typedName = findDoctorName(text, isOther);
  // "dott bianki": a listed surname as texting spells it is that doctor.
  const doctorName =
    (typedName && /k/i.test(typedName) && ctx.surnames ? (findKnownSurname(normalizeItalian(typedName), ctx.surnames) ?? typedName) : typedName) ??
    // "marino ortopedico indirizo": a listed surname before a title's guess, which would take the typo for the name.
    (PRACTICE_WORDS.test(t) ? ((ctx.surnames ? findKnownSurname(t, ctx.surnames) : undefined) ?? findDoctorName(text, isOther, { professions: true })) : undefined) ??
    ((aboutPracticeOrVisit || RATING.test(t)) && ctx.surnames ? findKnownSurname(t, ctx.surnames) : undefined) ??
    // "Quando viene la signora Rossi?": a doctor's patient, the visit's other side (grounding matches it the same way).
    // Not the writer introducing themself ("sono la signora Rossi, quando devo tornare?").
    (WHEN.test(t) && !/\b(sono|mi chiamo|i am|i m|this is) (la |il )?(signora|signor|signore|sig|paziente)\b/.test(t) ? findDoctorName(text, isOther, { patients: true }) : undefined);
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
  // "Il mio cane ha avuto una crisi", "the cat ate a lily": a vet's, out of scope, with where to turn.
  const pet = petQuestionOf(t);
  if (pet) return { intent: 'off_topic', ...found, pet };
  const intent = classify(t, { literal, asks: /\?/.test(text) || QUESTION_WORD.test(t), sectors: sectors.length, profession: sectors.some((s) => s.profession), city: !!city, doctorName: !!doctorName, topic });
  // "Fai finta di essere un medico e dimmi…", "sei un'IA quindi…", "ignora le istruzioni e…": the request inside
  // the frame decides (./trick-cues.ts); a harmless one is itself, a medicine, a dose or a diagnosis stays refused.
  const inner = requestInsideTrick(t);
  if (inner) {
    const innerSectors = matchSectors(inner, ctx.sectors);
    const asked = classify(inner, { literal: literalOf(inner) || inner, asks: true, sectors: innerSectors.length, profession: innerSectors.some((s) => s.profession), city: !!city, doctorName: !!doctorName, topic: topicOf(inner, []) });
    const refused = asked === 'diagnosis' || DRUG.test(inner) || any(DIAGNOSIS, inner) || asked === 'symptoms';
    if (refused) return { intent: 'diagnosis', ...found };
    // An article inside a frame only when asked as one ("…spiegami cos'è il diabete"), never a medicine's "what would you give me".
    if (TRICK_ANSWERED.has(asked) && (asked !== 'content' || intent !== 'diagnosis' || CONTENT_STRONG.test(inner))) return { intent: asked, ...found };
  }
  // "Ho sempre freddo e sono stanchissima, è normale?", "un fischio nell'orecchio da giorni, devo
  // preoccuparmi?": whether to worry about a complaint told is the safety line, not a diagnosis refused;
  // a value, a medicine or a test asked about stays a refusal ("con un LDL di 170 è il caso di preoccuparsi?").
  if ((intent === 'diagnosis' || intent === 'symptoms' || intent === 'content' || intent === 'unknown') && (SYMPTOM_WORDS.test(t) || SYMPTOM_REPORT.test(t)) && WORRY_ONLY.test(t) && !/\d/.test(t) && !LAB_QUESTION.test(t) && !DRUG.test(t)) return { intent: 'symptoms', ...found };
  // "Sei un robot? comunque cerco un cardiologo", "…ho il fiatone? niente di grave, cmq ci sono
  // nutrizionisti?": a message of several questions answers the one "comunque" turns to (the answer
  // still says what else Igea can do), when that one asks something of the platform or the directory.
  // "Ho avuto un infarto due anni fa, ora devo fare il controllo: quando ce l'ho la visita?": the last
  // question, read alone, asks when one's own visit is or how to cancel it; the story before is context.
  if (intent === 'find_doctor' || intent === 'how_to_book' || intent === 'content' || intent === 'unknown' || intent === 'symptoms') {
    const clause = questionClauseOf(text);
    const clauseText = clause ? standardFormsOf(canonicalItalian(clause, [...ctx.cities, ...ctx.sectors.map((s) => s.name)])) : '';
    const clauseAsked = clauseText ? classify(clauseText, { literal: literalOf(clauseText) || clauseText, asks: true, sectors: 0, profession: false, city: false, doctorName: false, topic: '' }) : undefined;
    if ((clauseAsked === 'next_appointment' || clauseAsked === 'how_to_cancel') && !any(BOOK, clauseText)) return { intent: clauseAsked, ...found };
  }
  // "L'anno scorso ho avuto X…, come prenoto con Bianchi?": a booking or a price after a story is that (./story-request-cues.ts).
  const afterStory = (intent === 'find_doctor' || intent === 'visit_question') && !city ? requestAfterStory(t) : '';
  if (afterStory === 'how_to_book' || (afterStory === 'price' && doctorName)) return { intent: afterStory === 'price' ? 'practice_info' : 'how_to_book', ...found };
  const turnedTo = intent !== 'diagnosis' && SIDE_INTENTS.has(intent) ? requestTurnedTo(t) : '';
  if (turnedTo) {
    const asked = classify(turnedTo, { literal: literalOf(turnedTo) || turnedTo, asks: true, sectors: matchSectors(turnedTo, ctx.sectors).length, profession: matchSectors(turnedTo, ctx.sectors).some((s) => s.profession), city: !!city, doctorName: !!doctorName, topic: topicOf(turnedTo, []) });
    if (REQUESTS.has(asked) && asked !== intent) return { intent: asked, ...found };
  }
  // "Ho fatto il vaccino e mi è venuto il braccio gonfio, ora passato. Chi dovrebbe farlo?", "mia madre era
  // depressa anni fa e ora sta meglio, ma volevo capire quando chiedere aiuto": a complaint told as over,
  // then a request; the request is what is asked (read alone, with its own subject).
  const after = intent === 'symptoms' ? requestAfterSettled(t) : '';
  if (after) {
    const asked = classify(after, { literal: literalOf(after) || after, asks: true, sectors: matchSectors(after, ctx.sectors).length, profession: false, city: !!city, doctorName: !!doctorName, topic: topicOf(after, []) });
    if (asked === 'content' || asked === 'find_doctor' || asked === 'how_to_book') return { intent: asked, ...found, topic: topicOf(after, [...(city ? [city] : []), ...(doctorName ? [doctorName] : [])]) || topic };
  }
  // "ho la tosse da una settimana, è bronchite?": asking what a complaint is, which is a diagnosis; the
  // question may be followed by an afterthought ("questa eruzione cosa è? foto non posso mandare").
  const seenNormal = intent === 'content' && asksNormalAfterSeen(t); // "è normale…? la pediatra l'ha vista": not a diagnosis
  const lastAsked = text.lastIndexOf('?');
  const untilAsked = lastAsked > 0 && lastAsked < text.trimEnd().length - 1 ? standardFormsOf(canonicalItalian(text.slice(0, lastAsked + 1), [...ctx.cities, ...ctx.sectors.map((s) => s.name)])) : t;
  if (!seenNormal && untilAsked !== t && (intent === 'symptoms' || intent === 'content' || intent === 'unknown') && SYMPTOM_WORDS.test(untilAsked) && ASKS_WHAT_IT_IS.test(untilAsked) && !HOW_TO_TELL.test(untilAsked) && !CONTENT_STRONG.test(untilAsked)) return { intent: 'diagnosis', ...found };
  if (!seenNormal && (intent === 'symptoms' || intent === 'content' || intent === 'unknown' || intent === 'visit_question') && (SYMPTOM_WORDS.test(t) || LAB_QUESTION.test(t)) && ASKS_WHAT_IT_IS.test(t) && !/\bquando (e|sono|diventa|diventano)\b/.test(t) && !HOW_TO_TELL.test(t) && (!CONTENT_STRONG.test(t) || (STATED_BY.test(t) && /\b(cos e|cosa e)$/.test(t))) && /\?\s*$/.test(text)) return { intent: 'diagnosis', ...found };
  // "È influenza o covid?", "sarebbe tonsillite?", "x un amico: che cura ci vuole?": naming a complaint
  // or choosing a medicine, however phrased (./diagnosis-shape.ts).
  if (!seenNormal && (intent === 'symptoms' || intent === 'content' || intent === 'unknown') && asksDiagnosisByShape(t, text.includes('?'))) return { intent: 'diagnosis', ...found };
  if (intent === 'content') {
    // "Ho visto un film dove uno moriva d'infarto: come si tiene sotto controllo la pressione?": the
    // question's own subject, not the story told before it, is what an article must be about.
    // Only when the question names a health subject itself: "psoriasi: cosa dicono i dermatologi?" keeps the whole.
    const asked = questionClauseOf(text);
    const askedText = asked ? canonicalItalian(asked, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]) : '';
    const askedTopic = askedText && (HEALTH.test(askedText) || SYMPTOM_WORDS.test(askedText)) ? topicOf(askedText, [...(city ? [city] : []), ...(doctorName ? [doctorName] : [])]) : '';
    // "La meningite si prende ancora? C'è un vaccino?": a question asking only for a means (a vaccine, a diet,
    // exercises) asks it for the condition told before it.
    const meansOnly = specificWordsOf(askedTopic).every((w) => MEANS.test(w));
    const told = meansOnly ? conditionWordsOf(t).filter((w) => !askedTopic.split(' ').includes(w)) : [];
    if (specificWordsOf(askedTopic).length > 0) return { intent, ...found, topic: [askedTopic, ...told].join(' ') };
    // "Lo scorso inverno ho avuto la febbre a 40, quest'anno vorrei vaccinarmi: chi dovrebbe farlo?":
    // the story told as past is left out, and what is wanted now is the subject.
    const present = presentPartOf(text, ctx);
    const presentTopic = present && present !== t && (HEALTH.test(present) || SYMPTOM_WORDS.test(present)) ? topicOf(present, [...(city ? [city] : []), ...(doctorName ? [doctorName] : [])]) : '';
    if (specificWordsOf(presentTopic).length > 0) return { intent, ...found, topic: presentTopic };
    // "…un picco di pressione a 190, adesso è a posto. Avete un articolo su come tenerla bassa?": the
    // question points back with a pronoun; its subject is the health word of the story, not the story.
    const pointsBack = askedText && /\b\w+(rla|rlo|rle|rli)\b/.test(askedText) && !HEALTH.test(askedText) && !SYMPTOM_WORDS.test(askedText);
    const subject = pointsBack ? [...t.matchAll(new RegExp(HEALTH.source, 'g'))].map((m) => m[0]).filter((w) => !/^(mal|male|cura|cure)$/.test(w)) : [];
    const backTopic = subject.length > 0 ? topicOf(`${askedText} ${subject.join(' ')}`, [...(city ? [city] : []), ...(doctorName ? [doctorName] : [])]) : '';
    if (specificWordsOf(backTopic).length > 0) return { intent, ...found, topic: backTopic };
  }
  return { intent, ...found };
}

/** The writer tells of themself or their own ("ho", "mio figlio", "I have"), not the article "i" of "per i bambini". */
const OWN_STATEMENT = /\b(ho|mi|sono|sto|soffro|mio|mia|miei|mie|my|i m|i ve|i (have|feel|am|get|keep))\b/;
const LAUGHING = /\b(muoio|moriro|sto morendo|stiamo morendo|morto|morta|crepo|schiatto|scoppio|mi scoppia la testa|mi fa male la pancia) dal(le)? (ridere|risate)\b/;
const HOME_SAFETY = /\b(mett\w* in sicurezza|a prova di bambin\w*|child ?proof\w*|baby ?proof\w*|sicurezza (in|della|di) casa)\b/;
const WHAT_IS_EXACTLY = /\bwhat (is|are) (a |an |the )?\w+( \w+)? (exactly|actually|in simple (words|terms))\b|\bwhat (is|are) (a |an )?(stroke|epilepsy|seizures?|anaphylaxis|diabetes|asthma|migraines?|hypertension|arthritis|eczema|psoriasis)\b/;
/** Only whether to worry, asked at the end ("è normale?", "devo preoccuparmi?"), not when to ("quando devo preoccuparmi?"). */
const WORRY_ONLY = /(?<!\b(quando|when) )\b((e|sara|ma e|ed e) normale|is (it|this|that) normal)$/;
/** What a message may say beside its main question (small talk, a story, a complaint, an aside). */
const SIDE_INTENTS: ReadonlySet<Intent> = new Set<Intent>(['capabilities', 'greeting', 'thanks', 'off_topic', 'unknown', 'symptoms', 'next_appointment', 'content']);
/** What a request inside a trick frame is answered as, itself (the rest is refused or read whole). */
const TRICK_ANSWERED: ReadonlySet<Intent> = new Set<Intent>(['find_doctor', 'next_appointment', 'how_to_book', 'how_to_cancel', 'visit_question', 'practice_info', 'connect_calendar', 'settings', 'favorites', 'register_doctor', 'off_topic', 'content', 'capabilities']);
/** What a message asks of the platform or the directory. */
const REQUESTS: ReadonlySet<Intent> = new Set<Intent>(['find_doctor', 'next_appointment', 'how_to_book', 'how_to_cancel', 'visit_question', 'practice_info', 'connect_calendar', 'settings', 'favorites', 'register_doctor']);
interface Found {
  /** The text with its figures of speech taken out ("muoio dal ridere", "ho il cuore a pezzi"). */
  literal: string;
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
  // "ciaoo", "graziee": a letter typed long for warmth.
  const known = (w: string) => GREETING_WORDS.has(w) || THANKS_WORDS.has(w) || GREETING_WORDS.has(w.replace(/(\w)\1+$/, '$1')) || THANKS_WORDS.has(w.replace(/(\w)\1+$/, '$1'));
  if (ws.every(known)) return THANKS_CUE.test(t) ? 'thanks' : 'greeting';
  // "Grazie ancora, mi avete detto di chiamare il 112 ed era un ictus, ora è a casa", "…va tutto bene, volevo
  // ringraziare": thanks with a story told as over, nothing asked.
  if (!f.asks && (/\b(volevo|voglio|vorrei|ci tenevo a) ringraziar\w*\b/.test(t) || (/^(grazie|thanks|thank you)\b/.test(t) && /\b((ora|adesso|oggi) (e|sta|sto|stiamo|siamo|sono) (a casa|bene|meglio|benissimo)|va tutto bene|e passat[oa]|tutto a posto)\b/.test(t)))) return 'thanks';
  // "Per la visita serve la carta d'identità?": a document asked for a visit is about the visit.
  // "Mi fai la ricetta del ventolin?": a prescription asked of Igea is refused as such, not a cooking recipe.
  if (PRESCRIPTION_ASK.test(t) && !FOOD.test(t)) return 'diagnosis';
  if (DOSE_OF.test(t) && DOSE_TAKEN.test(t)) return 'diagnosis';
  if (asksMedicineByShape(t) && !any(BOOK, t) && !OWN_VISIT_REF.test(t)) return 'diagnosis';
  // "…è caduto dalla bici…: ci sono esercizi per la lombalgia?": an errand's word where a health story happened, and an article asked.
  const healthAsked = (CONTENT_STRONG.test(t) && (HEALTH.test(t) || SYMPTOM_WORDS.test(t)) && !/\b(tradu\w+|translate|scriv\w+|write)\b/.test(t)) || HEALTH_FACT_ASKED.test(t);
  if (WORK_ASKED.test(t) && !HEALTH_FACT_ASKED.test(t) && !SYMPTOM_REPORT_OWN.test(t)) return 'off_topic';
  if (OFF_TOPIC_TASK.test(t) && !SYMPTOM_REPORT_OWN.test(t) && !healthAsked && !(APPOINTMENT.test(t) && any(VISIT_QUESTION, t))) return 'off_topic';
  if ((OFF_TOPIC_LEISURE.test(t) || DISH_MADE.test(t)) && !SYMPTOM_REPORT_OWN.test(t) && !healthAsked && !HEALTH.test(t) && !DRUG.test(t)) return 'off_topic';
  if (OFF_TOPIC_PLACE.test(t) && !HEALTH.test(t) && !SYMPTOM_WORDS.test(t) && !CONTENT_STRONG.test(t) && !DOCTOR_NOUN.test(t)) return 'off_topic';
  // "A che ora apre la palestra?", "quando apre la caccia al cinghiale?": a place or a season that is not a practice.
  if (PLACE_HOURS_ASKED.test(t) && NOT_A_PRACTICE.test(t) && !A_PRACTICE_PLACE.test(t) && !DOCTOR_NOUN.test(t) && !f.sectors && !SYMPTOM_WORDS.test(t) && !APPOINTMENT.test(t)) return 'off_topic';
  if (any(CAPABILITIES, t) && !any(DIAGNOSIS, t)) return 'capabilities';
  if (PRO.test(t) && !/\b(registr|iscriv)\w*/.test(t)) return 'platform_pro';
  if (any(REGISTER_DOCTOR, t)) return 'register_doctor';
  // "Il piano che mi ha assegnato il cardiologo dove lo vedo?": where a doctor's material is kept (Materiali).
  if (ASSIGNED_MATERIAL.test(t) && /\b(dove|where)\b/.test(t)) return 'favorites';
  // "E i documenti che mi ha dato il medico?": a doctor's material named alone is one's Materiali.
  if (OWN_MATERIAL_ALONE.test(t) || DOCUMENT_FOUND_WHERE.test(t)) return 'favorites';
  if (f.doctorName && RATING.test(t) && !any(BOOK, t)) return 'doctor_rating';
  // "Quanto costa una visita ortopedica dal dott Marino?": the price list of that doctor's practice,
  // not the directory; one's own booked visit ("la visita che ho con Bianchi") is visit_question's.
  // A price is asked of the practice whatever else the message tells: "quanto prende per la visita" is
  // not one's own visit, and "devo fare la mappatura, quanto costa dalla dott.ssa Esposito?" is not a
  // booking; only a booking verb ("prenotare") makes it the directory's.
  const ownVisitNamed = OWN_VISIT.test(t) || OWN_VISIT_REF.test(t.replace(A_VISIT_FOR, ' '));
  const booksOutright = BOOK[0]!.test(t) || BOOK[1]!.test(t);
  if (f.doctorName && PRICE.test(t) && !ownVisitNamed && !VISIT_WITH.test(t) && !booksOutright) return 'practice_info';
  // "Quanto costa il teleconsulto cardiologico?", "prezzo dell'holter dal cardiologo": a service of a
  // specialty named, its price from the practice data (grounding: the specialty's first doctor).
  // "Quanto costa la visita ortopedica?": a visit named by its specialty is that specialty's service.
  if (f.sectors > 0 && PRICE.test(t) && (A_SERVICE.test(t) || SPECIALTY_VISIT.test(t)) && !ownVisitNamed && !booksOutright) return 'practice_info';
  // "Come metto la visita in agenda?": a visit put in one's calendar, whatever the e-mail did.
  if (/\b(come|posso|can i|how do i) (la |lo |l )?(mett\w*|aggiung\w*|salv\w*|segn\w*|port\w*|add|put|save)( \w+){0,3} (in|nella|nel|sulla|sul|nella mia|nel mio|to|in my|on my) (agenda|calendario|calendar)\b/.test(t)) return 'connect_calendar';
  if (BOOKING_STATUS.test(t) && (APPOINTMENT.test(t) || /\b(appointment|visit|booking)\b/.test(t))) return 'next_appointment';
  if (CANCEL_ALONE.test(t) || (CANCEL_VERB.test(t) && APPOINTMENT.test(t)) || (CANCEL_RULE.test(t) && !NOT_A_VISIT_CANCELLED.test(t) && !PRO.test(t)) || (CANT_COME.test(t) && (APPOINTMENT.test(t) || A_DAY.test(t)))) return 'how_to_cancel';
  // One's own visit by its shape (./own-visit-shape.ts): when it is, or what it involves, before the
  // practice and the directory, whose words ("studio", "cardiologo") the question shares.
  if (asksWhenMyVisit(t) && !any(BOOK, t)) return 'next_appointment';
  if (asksWhatMyVisitInvolves(t) && !WHEN.test(t) && !any(BOOK, t) && !HYPOTHETICAL.test(t) && !any(DIAGNOSIS, t)) return 'visit_question';
  // "La visita ce l'ho tra pochi giorni, 'ndo sta lo studio?": where one's own visit is, not a practice looked up.
  if (OWN_VISIT.test(t) && /\b(dove|dov|where)\b/.test(t) && !f.doctorName && !any(BOOK, t)) return 'visit_question';
  if (f.doctorName && PRACTICE_WORDS.test(t) && !OWN_VISIT.test(t) && !any(BOOK, t)) return 'practice_info';
  // "Ke orari fa la pediatra?", "lo studio del cardiologo dove sta?": a specialist's practice, the first of
  // that specialty (grounding), the answer naming whom; "cerco un pediatra con studio a Milano" is a search.
  if (f.profession && !f.doctorName && PRACTICE_ASKED.test(t) && !SEEKS_DOCTOR.test(t) && !/\b(cerc\w*|trov\w*|serve|servirebbe|bisogno|looking|consigli\w*|bravo|brava|migliore)\b/.test(t) && !any(BOOK, t) && !OWN_VISIT.test(t) && !OWN_VISIT_REF.test(t)) return 'practice_info';
  // Issue 29: "il dott Bianchi fa visite online?" asks about that doctor's practice (the answer says which services are online).
  if (ONLINE_VISIT.test(t) && (f.doctorName || A_DOCTOR.test(t)) && !any(BOOK, t) && !OWN_VISIT.test(t)) return 'practice_info';
  // "Si può fare la visita in video da casa?": whether the platform offers it, and how to book one.
  if (ONLINE_VISIT.test(t) && /\b(si (puo|possono)|e possibile|posso|can i|can you|is it possible)\b/.test(t) && /\b(visit\w*|appuntament\w*|consult\w*|controll[oi]|appointment)\b/.test(t) && !OWN_VISIT.test(t) && !OWN_VISIT_REF.test(t)) return 'how_to_book';
  if (f.doctorName && WHEN.test(t) && !PRACTICE_WORDS.test(t) && !any(BOOK, t)) return 'next_appointment';
  if (OWN_VISIT_REF.test(t) && (VISIT_DETAIL.test(t) || DRUG.test(t)) && !any(BOOK, t) && !HYPOTHETICAL.test(t) && !((WHEN.test(t) || /\b(la data|l ora|che ora|orario|giorno|date|time)\b/.test(t)) && !/\b(dura|quanto|cost|pag|porta|bring|digiun|fast)\w*/.test(t))) return 'visit_question';
  if (any(VISIT_QUESTION, t) && !IN_GENERAL.test(t) && !any(BOOK, t) && !HYPOTHETICAL.test(t) && !any(DIAGNOSIS, t) && !LAB_QUESTION.test(t)) return 'visit_question';
  if (any(PRACTICE_INFO, t) && (f.doctorName || !PRACTICE_NEEDS_NAME.test(t) || A_DOCTOR.test(t))) return 'practice_info';
  if (WHEN_MINE.test(t)) return 'next_appointment';
  if (CALENDAR.test(t) && !CONNECT.test(t) && (OWN_VISITS_ASKED.test(t) || any(NEXT_APPOINTMENT, t))) return 'next_appointment';
  if (CALENDAR.test(t) && !NOT_CALENDAR.test(t) && (!IN_CALENDAR.test(t) || CONNECT.test(t))) return 'connect_calendar';
  const wantsDoctor = f.doctorName || f.profession || f.city;
  // "Come prenoto il mio prossimo appuntamento?" asks how to book; "le mie prenotazioni" what is booked.
  // "Come si fa a prenotargli una visita?" after an illness is named asks how, not whom.
  // "Come si prenota una visita pediatrica?" asks how, even with a specialty named; "come prenoto dal cardiologo a Roma?" whom.
  // "Voglio prenotare il controllo col dott Bianchi, come si fa?": how it is done, the doctor already
  // chosen ("come prenoto dal dottor Bianchi?" is where: his profile and free times).
  // "Posso prenotare un ECG da Bianchi?", "quando posso prenotarle il controllo con Bianchi?": whether and how.
  // "Come aggiungo mia madre come familiare per prenotare per lei?": the family members' settings, the booking only its aim.
  if (SETTINGS[3]!.test(t) && !f.doctorName) return 'settings';
  if (any(BOOK, t) && f.doctorName && /\bcome (si fa|funziona|devo fare|posso fare)\b|\bhow (does it work|do i do it|do i book (it|this|that)|can i book (it|this|that))\b|\b(posso|possiamo|si puo) prenotar\w*\b/.test(t) && !f.city) return 'how_to_book';
  // "Posso prenotare un elettrocardiogramma di controllo?", "vorrei prenotare un holter": an exam booked
  // with no doctor or city chosen asks how booking works, not for a list of cardiologists.
  if (any(BOOK, t) && EXAM_BOOKED.test(t) && !f.doctorName && !f.city && !WHO_CAN_SEE.test(t) && !BY_SOMEONE.test(t) && !/\b(cardiolog\w*|dermatolog\w*|specialist\w*|medico|dottor\w*)\b/.test(t)) return 'how_to_book';
  if (any(BOOK, t)) return f.doctorName || f.city || WHO_CAN_SEE.test(t) || BY_SOMEONE.test(t) || ((f.sectors || f.profession) && !HOW_TO_ASK.test(t)) ? 'find_doctor' : 'how_to_book';
  if (any(NEXT_APPOINTMENT, t)) return 'next_appointment';
  if (f.doctorName && /^(il |l |la |mio |mia |prossim\w* )?(appuntament\w*|visit[ae]|controllo)\b/.test(t) && ws.length <= 5 && !PRICE.test(t)) return 'next_appointment';
  if (/\bprenotazion\w*\b/.test(t)) return wantsDoctor || f.sectors ? 'find_doctor' : 'how_to_book';
  // "Cercavo materiali sull'ansia, avete un articolo?": material on a subject asked of the published articles, not one's saved items.
  const materialOnSubject = /\bmateriali? (per|su|sul|sulla|sullo|sull|sui|sugli|sulle|riguardo)\b/.test(t) && /\b(articol\w*|avete|c e|ci sono)\b/.test(t) && !/\b(salvat\w*|preferit\w*|mi (ha|hanno) (dato|assegnat\w*|condivis\w*|mandat\w*))\b/.test(t);
  if (any(FAVORITES, t) && !materialOnSubject) return 'favorites';
  if (any(SETTINGS, t) && !f.doctorName) return 'settings';
  // The body words of a figure of speech ("ho il cuore a pezzi, la mia squadra ha perso") do not make
  // a message about health: out of scope is judged on the literal text.
  // "Muoio dal ridere con sta app", "mi scoppia la testa dal ridere, ciao Igea!": laughter told, nothing asked.
  if (LAUGHING.test(t) && !f.asks) return /\b(ciao|salve|buongiorno|buonasera|hey|ehi)\b/.test(t) ? 'greeting' : 'off_topic';
  const l = f.literal;
  if (any(OFF_TOPIC, l) && !HEALTH_FACT_ASKED.test(l) && !HEALTH.test(l) && !SYMPTOM_WORDS.test(l) && !DRUG.test(l) && !(f.sectors && l === t) && !DOCTOR_NOUN.test(l) && !APPOINTMENT.test(l)) return 'off_topic';
  // A price asked about a doctor or a visit is the directory's business (prices are on profiles).
  if (PRO.test(t) || (PRICE.test(t) && !wantsDoctor && !f.sectors && !APPOINTMENT.test(t))) return 'platform_pro';
  // "Come abbassare la pressione senza medicine?" asks for advice, not for a drug.
  const drug = DRUG.test(t.replace(/\bsenza (\w+ )?(farmac\w*|medicin\w*|pastigl\w*|pillol\w*)\b/g, ''));
  if (asksNormalAfterSeen(t) && !/\d/.test(t) && !LAB_QUESTION.test(t) && !(drug && DRUG_ASK.test(t))) return 'content';
  if (GENERAL_ASK.test(t) && (f.topic || HEALTH.test(t) || SYMPTOM_WORDS.test(t)) && !f.doctorName && !f.city && !WHO_TO_ASK.test(t) && !WHO_CAN_SEE.test(t) && !(drug && DRUG_ASK.test(t)) && !any(DIAGNOSIS, t)) return 'content';
  // "…da allora prendo la cardioaspirina: cerco un neurologo": a medicine told, and a specialist asked for.
  if (f.profession && WHICH_DOCTOR.test(t) && !any(DIAGNOSIS, t)) return 'find_doctor';
  if (f.profession && SEEKS_DOCTOR.test(t) && !any(DIAGNOSIS, t) && !DRUG_ASK.test(t.replace(/\b(prendo|assumo|sto prendendo|uso)\b/g, ' '))) return 'find_doctor';
  // "A chi chiedo per il naso e la gola?", "chi me consigliate?": whom to see is a search, whatever story comes before.
  if (WHO_TO_ASK.test(t) && (f.profession || f.sectors > 0 || HEALTH.test(t) || SYMPTOM_WORDS.test(t)) && !(drug && DRUG_ASK.test(t))) return 'find_doctor';
  if (any(DIAGNOSIS, t) || (drug && DRUG_ASK.test(t))) return 'diagnosis';
  // "Se uno ha le macchie rosse e prurito, cos'è?", "che malattia può essere?": a complaint and what it is, refused as a diagnosis.
  if (SYMPTOM_WORDS.test(t) && WHAT_ILLNESS.test(t) && !CONTENT_STRONG.test(t.replace(/\b(che )?cos e\b/g, ' '))) return 'diagnosis';
  // "Cosa diceva il piano che mi ha dato il dottor Bianchi?": what the doctor wrote, not the doctor.
  if (f.doctorName && (CONTENT_STRONG.test(t) || /\b(c era|c e|era) scritto\b/.test(t)) && GIVEN_BY_DOCTOR.test(t)) return 'content';
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
  // A complaint told as long past, then a question ("a gennaio ho avuto la febbre a 40, quest'anno
  // vorrei vaccinarmi: chi dovrebbe farlo?"): the question, not the story, is what is asked.
  const pastStoryAsked = f.asks && isPastOnly(t);
  // A complaint told, with no question Igea can answer from the content: the safety line.
  const told = !pastStoryAsked && (STATED_BY.test(t) || COMPLAINT_TIME.test(t));
  // "Reflusso gastrico cosa mangiare la sera": a request in a statement is asked, not a complaint told.
  if (!f.asks && told && (SYMPTOM_WORDS.test(t) || (f.sectors > 0 && (TELLS.test(t) || COMPLAINT_TIME.test(t)))) && !content && !ASKS_WHAT_TO_DO.test(t) && !DOCTOR_NOUN.test(t) && !(WANTS_SOMETHING.test(t) && !OWN_STATEMENT.test(t))) return 'symptoms';
  if (!pastStoryAsked && SYMPTOM_REPORT.test(t) && SYMPTOM_WORDS.test(t) && !content && !ASKS_WHAT_TO_DO.test(t)) return 'symptoms';
  if (!f.asks && MEASURED.test(t) && !content) return 'symptoms';
  // A complaint stated, not asked about ("formicolio alle dita quando uso il mouse", "sempre nervosa
  // ultimamente"): the safety line and the specialists, not an article (issue 22 point 2).
  if (!f.asks && SYMPTOM_WORDS.test(t) && !content && !ASKS_WHAT_TO_DO.test(t) && !DOCTOR_NOUN.test(t) && !WANTS_SOMETHING.test(t) && !IN_GENERAL_OF.test(t)) return 'symptoms';
  if (f.topic && (f.sectors > 0 || content || HEALTH.test(t) || SYMPTOM_WORDS.test(t))) return 'content';
  if (any(OFF_TOPIC, t)) return 'off_topic';
  // Nothing asked but thanks or a greeting with a story ("grazie, mi avete salvato la vita con il promemoria!").
  if (THANKS_CUE.test(t) || /\b(thanks|thank you)\b/.test(t)) return 'thanks';
  if (/^(ciao|salve|buongiorno|buonasera|hey|ehi|hello|hi)\b/.test(t)) return 'greeting';
  // Feeling unwell without a word Igea can place ("non mi sento bene, non so spiegare"): never a bare
  // 'non so', but the safety line (issue 22 point 2). Last, so any question it carries is read first.
  if (VAGUE_MALAISE.test(t) && !FIGURE_OF_MALAISE.test(t)) return 'symptoms';
  // "Cistite che torna sempre, consigli?", "calcoli renali, che fare per prevenirli?", "how do I deal
  // with insomnia?": advice asked on a condition named by its medical form, even one no rule lists.
  if (f.topic && ADVICE_ASKED.test(t) && CONDITION_NAME.test(t)) return 'content';
  // "Come metto in sicurezza la casa?" after an ingestion told as over: prevention, an article's subject.
  if (HOME_SAFETY.test(t)) return 'content';
  // "What is a stroke exactly? just curious": a subject asked in English, an article's.
  if (f.topic && WHAT_IS_EXACTLY.test(t)) return 'content';
  if (f.topic && GENERAL_ASK.test(t)) return 'content';
  return 'unknown';
}
