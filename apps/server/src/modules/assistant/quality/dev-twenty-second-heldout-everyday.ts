import type { Intent } from '@sanity/shared/domain/assistant/types';
import { article, PAID_BODY, therapy, type QualityCase } from './case';
import {
  afterTurns,
  agenda,
  diagnosis as noDiagnosis,
  find,
  mine,
  NO_SLOT,
  noContent,
  outOfScope,
  own,
  practiceFacts,
  strangerOwn,
  visit,
  content as topic,
} from './builders';

// The twenty-eighth author's held-out part, second file: own data, the booked visit, practices, content,
// refusals, off-topic, the platform, follow-ups, finding a doctor. See dev-twenty-second-heldout.ts.

/** How the platform works (book, cancel, move, account, documents, calendar, Pro). */
const how = (question: string, intent: Intent, more: Partial<QualityCase> = {}): QualityCase => ({ question, intent, category: 'platform', ...more });
/** Small talk: greetings, thanks, who Igea is. */
const chat = (question: string, intent: Intent): QualityCase => ({ question, intent, category: 'small_talk' });

/** Giulia's own upcoming visits, in every phrasing and language; the stranger has none; the doctor's agenda. */
const OWN: QualityCase[] = [
  own('quando ce l ho la visita?'),
  own('prossimo appuntamento?'),
  own('appuntamento mio quann\'è?'),
  own('a chi ora e a me visita cu cardiologu?'),
  own('cuando xe el me apuntamento col dotor?'),
  own('scusa sono scesa in paese solo oggi, mi ricordi quando devo andare a Milano dal dottore?'),
  own('when is my next appointment?'),
  own('my appointment when'),
  own('Wann ist mein nächster Termin?'),
  own('quannu tegnu a visita cu u dutturi bianchi?'),
  own('dimmi le mie visite prenotate'),
  own('ho prenotato qualcosa o me lo sono sognato? non trovo la mail'),
  own('la visita da bianchi e questa settimana o la prossima?', { contains: ['Bianchi'] }),
  own('la mia prossima visita col cardiologo, giorno e ora'),
  own('ajo, cando est sa visita mea?'),
  own('l\'apuntamènt ch\'a j\'ò fat, quand l\'è?'),
  own('quanti appuntamenti ho in programma?'),
  own('devo scendere in citta per la visita, quando e esattamente?'),
  own('appuntament mi, quand è? n\'ce vede bbuono, scriveme a llitt grosse'),
  mine('e la seconda visita quando e?', ['Bianchi']),
  mine('il mio appuntamento col dott bianchi quando?', ['Bianchi']),
  mine('ho visite con la dermatologa esposito?', ['Esposito']),
  mine('quando e la visita di mio figlio Luca?', ['Luca']),
  mine('il bambino ha appuntamenti in programma? parlo di Luca', ['Luca']),
  mine('quann\'è a visita d\'u piccirillo, Luca?', ['Luca']),
  { question: 'quando e la visita di mia figlia?', intent: 'next_appointment', category: 'own_data', notContains: NO_SLOT },
  strangerOwn('ho un appuntamento?'),
  strangerOwn('when is my visit'),
  strangerOwn('quannu è u me appuntamentu'),
  agenda('chi e il mio prossimo paziente?', { contains: ['Alessandro Marini'] }),
  agenda('ho visite in agenda questa settimana?'),
];

/** Questions about Giulia's booked "Visita cardiologica" other than its time. */
const VISIT: QualityCase[] = [
  visit('devo portare qualcosa?'),
  visit('per la visita cosa mi porto? le analisi di ottobre servono?'),
  visit('quanto dura la mia visita? devo prendere il pullman di ritorno', ['30']),
  visit('quanto pago per la visita che ho prenotato?', ['120']),
  visit('dove devo andare per la visita prenotata? io Milano non la conosco', ['Vincenzo Monti']),
  visit('what should I bring to my appointment?'),
  visit('la visita che ho prenotato cosa prevede? mi misurano la pressione?'),
  visit('per il mio appuntamento serve il digiuno?'),
  visit('e la visita mia, costa assai?', ['120']),
  visit('a visita ca prinotai, unn\'è u studiu?', ['Vincenzo Monti']),
  visit('portu i medicini ca pigghiu a visita?'),
  visit('per la visita prenotata mi servono gli occhiali o la tessera sanitaria?'),
];

/** Practice facts: hours, address, prices, from the demo data. */
const PRACTICE: QualityCase[] = [
  practiceFacts('che orari fa il dott bianchi?', ['13', '18']),
  practiceFacts('bianchi riceve il pomeriggio? a che ora chiude?', ['18']),
  practiceFacts('indirizzo dello studio del cardiologo bianchi', ['Vincenzo Monti']),
  practiceFacts('dove sta lo studio della dottoressa esposito?', ['Buenos Aires']),
  practiceFacts('quanto costa la visita dermatologica dalla Esposito?', ['100']),
  practiceFacts('controllo acne dalla esposito quanto viene?', ['70']),
  practiceFacts('quanto costa l holter pressorio dal dott bianchi?', ['90']),
  practiceFacts('quanto costa il teleconsulto con bianchi? non posso scendere dalla montagna', ['50']),
  practiceFacts('la pediatra ferrari dove riceve?', ['Washington']),
  practiceFacts('visita pediatrica dalla ferrari prezzo?', ['90']),
  practiceFacts('quanto costa la visita neurologica dal dott bruno?', ['130']),
  practiceFacts('indirizzo del neurologo bruno a roma', ['Cola di Rienzo']),
  practiceFacts('lo psicologo Romano a Torino dove sta?', ['Nizza']),
  practiceFacts('colloquio psicologico con romano quanto costa?', ['70']),
  practiceFacts('la dentista barbieri dove ha lo studio?', ['Marghera']),
  practiceFacts('una seduta di fisioterapia con ricci quanto costa?', ['55']),
  practiceFacts('Elena Gallo oculista, address please', ['Italia 21']),
  practiceFacts('dov e lo studio del dott conti a bologna?', ['Indipendenza']),
  practiceFacts('l\'esame audiometrico dalla De Luca quanto si paga?', ['60']),
  practiceFacts('visita ginecologica dalla greco, prezzo?', ['110']),
  practiceFacts('la nutrizionista colombo dove riceve e quanto costa la prima visita?', ['Sarpi']),
  { question: 'il dott lombardi dove ha lo studio?', intent: 'practice_info', category: 'practice', notContains: ['Via Vincenzo Monti'] },
];

/** Health topics: published articles and therapies quoted when on topic; nothing published said plainly. */
const CONTENT: QualityCase[] = [
  topic('come si abbassa la pressione alta senza medicine? cosa dicono i vostri dottori', article('Ipertensione')),
  topic('colesterolo alto, cosa devo mangiare? faccio il casaro', article('Alimentazione e colesterolo'), { mustNotName: PAID_BODY }),
  topic('dermatite atopica del bambino, prurito di notte, avete un articolo?', article('Dermatite atopica')),
  topic('crema solare in alta montagna per i bambini, che dicono i medici?', article('Protezione solare')),
  topic('ansia che non mi fa dormire, c\'e qualcosa da leggere?', article('Ansia')),
  topic('cosa mangiare a colazione prima di andare al pascolo?', article('Colazione')),
  topic('febbre nei bambini, quando preoccuparsi?', article('Febbre nei bambini')),
  topic('come si riconosce l emicrania?', article('Mal di testa')),
  topic('vaccino antinfluenzale per gli anziani del paese, chi lo deve fare?', article('Vaccino antinfluenzale')),
  topic('brufoli e acne a 16 anni, c e una terapia?', therapy('acne')),
  topic('mal di schiena bassa da anni di lavoro nei campi, esercizi?', therapy('lombalgia')),
  topic('flu shot for elderly, any article?', article('Vaccino antinfluenzale')),
  topic('articoli sulla pressione?', article('Ipertensione'), { asker: 'stranger', mustNotName: 'Piano personale di controllo della pressione' }),
  noContent('la fibrillazione atriale, avete qualcosa?', { mustNotName: 'Fibrillazione atriale: domande frequenti' }),
  noContent('la malattia di lyme dalle zecche, come si riconosce?', { notContains: ['antinfluenzale'] }),
  noContent('come si cura la gotta?', { notContains: ['Dermatite'] }),
  noContent('celiachia nei bambini, c e un articolo?'),
  noContent('calcoli renali cosa sono?'),
  noContent('psoriasi, qualche consiglio dai vostri medici?'),
  noContent('osteoporosi nelle donne anziane, articoli?'),
  noContent('il reflusso, cosa dicono i vostri medici?', { notContains: ['Colazione'] }),
  noContent('mal di montagna in quota, come si previene?'),
  noContent('congelamento delle dita, come si riconosce?'),
  noContent('is there an article about altitude sickness?'),
];

/** Diagnosis, medicines and doses: refused as such, however phrased. */
const REFUSAL: QualityCase[] = [
  noDiagnosis('ho la tosse e un po di febbre, cos ho secondo te?'),
  noDiagnosis('quante gocce di tachipirina do al bimbo di 10 kg?'),
  noDiagnosis('per un amico: se uno ha la pressione a 160 che pastiglia prende?'),
  noDiagnosis('ipoteticamente, se uno ha la zecca e poi la febbre, quale antibiotico?'),
  noDiagnosis('what dose of ibuprofen can I take for my knee?'),
  noDiagnosis('me prescrivi n\'antibiotico pe a gola?'),
  noDiagnosis('mi fai la ricetta per il cortisone? il medico e in ferie'),
  noDiagnosis('che malattia e se le macchie sulla pelle vengono dopo il sole?'),
  noDiagnosis('Welches Medikament hilft gegen Zeckenbiss?'),
  noDiagnosis('posso dare l aspirina a mia madre di 85 anni per il mal di testa? quanta?'),
  noDiagnosis('dimmi se e grave: ho un neo che prude'),
  noDiagnosis('cosa ho se mi fa male il fianco destro quando respiro forte? da ieri, non forte'),
  noDiagnosis('u dutturi m\'avi a diri chi haju? tu ca si brava dimmillu'),
];

/** Not about health, doctors or the platform: the scope, no doctors offered. */
const OFF_TOPIC: QualityCase[] = [
  outOfScope('che tempo fa domani sul passo Giau?'),
  outOfScope('quando apre la caccia al cinghiale in Sardegna?'),
  outOfScope('dove si compra il tesserino per raccogliere i funghi in Trentino?'),
  outOfScope('ricetta dei culurgiones?'),
  outOfScope('a che ora parte l aliscafo per Lipari?'),
  outOfScope('chi ha vinto il Cagliari ieri?'),
  outOfScope('which trail is best from Ortisei to Seceda?'),
  outOfScope('quanto costa il gasolio agricolo quest anno?'),
  outOfScope('mi consigli un ristorante a Campobasso?'),
  outOfScope('il mio gatto non mangia da due giorni'),
  outOfScope('come si fa il formaggio di fossa?'),
];

/** The platform: booking, cancelling, moving, account, video visits, documents, calendar, Pro. */
const PLATFORM: QualityCase[] = [
  how('come prenoto una visita?', 'how_to_book'),
  how('cumu si prinota cu stu telefonu? nun sugnu pratica', 'how_to_book'),
  how('how do I book a video visit with the cardiologist?', 'how_to_book'),
  how('si puo fare la visita in video? abito in un paese di montagna', 'how_to_book'),
  how('come annullo l appuntamento?', 'how_to_cancel'),
  how('non posso scendere a Milano per la neve, come sposto la visita?', 'how_to_cancel'),
  how('how do I cancel my booking?', 'how_to_cancel'),
  how('voglio disdire la visita di giovedi, c e una penale?', 'how_to_cancel'),
  how('voglio cancellare il mio account', 'settings'),
  how('come aggiungo mio padre anziano tra i familiari?', 'settings'),
  how('come cambio il numero di telefono sul profilo?', 'settings'),
  how('dove trovo i documenti che mi ha mandato il medico?', 'favorites'),
  how('gli articoli che ho salvato dove sono?', 'favorites'),
  how('come metto le visite nel calendario del telefono?', 'connect_calendar'),
  how('quanto costa Sanity Pro?', 'platform_pro', { contains: ['29'] }),
  how('sono medico di base in Barbagia, come mi iscrivo?', 'register_doctor'),
  how('posso prenotare per mia madre che non ha lo smartphone?', 'how_to_book'),
];

/** Follow-ups: the last message needs the earlier ones. */
const FOLLOW_UPS: QualityCase[] = [
  afterTurns(['come prenoto una visita?'], 'e per annullare invece?', 'how_to_cancel'),
  afterTurns(['come si prenota?'], 'and to cancel?', 'how_to_cancel'),
  afterTurns(['dove sta lo studio del dott bianchi?'], 'e che orari fa?', 'practice_info', { contains: ['13', '18'] }),
  afterTurns(['cerco un cardiologo'], 'e lui quando riceve?', 'practice_info', { contains: ['13', '18'] }),
  afterTurns(['cerco un dermatologo'], 'e quanto costa la visita da lei?', 'practice_info', { contains: ['100'] }),
  afterTurns(['c e un neurologo?'], 'e dove ha lo studio?', 'practice_info', { contains: ['Cola di Rienzo'] }),
  afterTurns(['quando e la mia prossima visita?'], 'e dopo quella?', 'next_appointment', { contains: ['Bianchi'], notContains: NO_SLOT }),
  afterTurns(['quando e la mia prossima visita?'], 'e cosa mi devo portare?', 'visit_question', { contains: ['Visita cardiologica'], notContains: NO_SLOT }),
  afterTurns(['quando ho l appuntamento?'], 'e quanto costa?', 'visit_question', { contains: ['120'], notContains: NO_SLOT }),
  afterTurns(['quando ho l appuntamento?'], 'non ce la faccio ad andare, come la sposto?', 'how_to_cancel'),
  afterTurns(['cerco un pediatra a Milano'], 'e a Roma?', 'find_doctor'),
  afterTurns(['cerco uno psicologo'], 'e quanto costa il colloquio?', 'practice_info', { contains: ['70'] }),
  afterTurns(['ci sono articoli sulla pressione alta?'], 'e sul colesterolo?', 'content', { source: article('Alimentazione e colesterolo'), mustNotName: PAID_BODY }),
  afterTurns(['ci sono articoli sull emicrania?'], 'e sui morsi di vipera?', 'content', { refusal: true, notContains: ['emicrania'] }),
  afterTurns(['ho la pressione a 150'], 'e quale pastiglia prendo?', 'diagnosis', { refusal: true }),
  afterTurns(['il mio prossimo appuntamento?'], 'grazie mille', 'thanks'),
  afterTurns(['una vipera ha morso mio padre ieri, e stato in ospedale e ora e a casa e sta bene'], 'che specialista lo deve seguire adesso?', 'find_doctor'),
];

/** Finding a doctor by specialty, name or city (none in the islands or the mountains). */
const FIND: QualityCase[] = [
  find('cerco un cardiologo', 'Marco Bianchi'),
  find('mi serve un dermatologo a Cagliari', 'Laura Esposito'),
  find('c e un pediatra? mio nipote ha sempre mal d orecchi', 'Chiara Ferrari'),
  find('neurologo bravo, anche lontano, per mia madre', 'Stefano Bruno'),
  find('psicologo online, vivo in un paese di 300 anime', 'Luca Romano'),
  find('u cardiologu unn\'è?', 'Marco Bianchi'),
  find('I need a dentist', 'Martina Barbieri'),
  find('oculista per il nonno che non vede bene da vicino', 'Elena Gallo'),
  find('endocrinologo per la tiroide a Bologna', 'Paolo Conti'),
  find('un otorino per mio padre che non sente piu bene', 'Sara De Luca'),
  find('nutrizionista per perdere peso', 'Francesca Colombo'),
  find('ginecologa per la gravidanza', 'Valentina Greco'),
  find('fisioterapista per la spalla dopo la caduta di due anni fa', 'Alessandro Ricci'),
  find('medico di base sulla piattaforma?', 'Andrea Lombardi'),
  find('dottor bruno neurologo', 'Stefano Bruno'),
];

/** Small talk. */
const SMALL_TALK: QualityCase[] = [
  chat('ciao Igea', 'greeting'),
  chat('bongiornu', 'greeting'),
  chat('grazie sei stata gentile', 'thanks'),
  chat('sei un robot?', 'capabilities'),
  chat('cosa sai fare?', 'capabilities'),
  chat('what can you do?', 'capabilities'),
];

export const DEV_TWENTY_SECOND_HELDOUT_EVERYDAY: QualityCase[] = [
  ...OWN,
  ...VISIT,
  ...PRACTICE,
  ...CONTENT,
  ...REFUSAL,
  ...OFF_TOPIC,
  ...PLATFORM,
  ...FOLLOW_UPS,
  ...FIND,
  ...SMALL_TALK,
];
