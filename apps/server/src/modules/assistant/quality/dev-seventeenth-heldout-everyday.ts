import { article, doctor, PAID_BODY, therapy, type QualityCase } from './case';
import {
  afterTurns as next,
  agenda as myAgenda,
  content as topic,
  diagnosis as notForMe,
  find as lookFor,
  mine as mineWith,
  NO_SLOT,
  noContent as nothingOn,
  offTopic as elsewhere,
  outOfScope as notHealth,
  own as myVisit,
  practiceFacts as studio,
  strangerOwn as newcomer,
  visit as aboutVisit,
} from './builders';

/**
 * The twenty-third author's held-out part, second file (heldout-twenty-third-author.ts says what was
 * read and the demo facts relied on): own data, the booked visit, practices, content, refusals,
 * off-topic, the platform, follow-ups, finding a doctor, small talk.
 */

/** A question about the demo patient's son Luca's visits (he has only a past one): answered about Luca, never a free slot. */
const child = (question: string): QualityCase => ({ question, intent: 'next_appointment', category: 'own_data', contains: ['Luca'], notContains: NO_SLOT });
/** A question about a relative the demo patient has not added (a daughter): her own data, never a free slot. */
const relative = (question: string): QualityCase => ({ question, intent: 'next_appointment', category: 'own_data', notContains: NO_SLOT });
/** How the platform works (the category follows from the intent). */
const howTo = (question: string, intent: QualityCase['intent'], more: Partial<QualityCase> = {}): QualityCase => ({ question, intent, ...more });
const small = (question: string, intent: 'greeting' | 'thanks' | 'capabilities'): QualityCase => ({ question, intent, category: 'small_talk' });

const OWN: QualityCase[] = [
  myVisit('quando ho il prossimo appuntamento?'),
  myVisit('next appt?'),
  myVisit('when is my next appointment'),
  myVisit("quando ce l'ho la visita col dott bianchi?"),
  myVisit("a che ora devo esse' dal cardiologo?"),
  myVisit('Quand a l’é mia vìsita dal cardiòlogh?'),
  myVisit("quann'è 'a visita mia cu 'o dottore?"),
  myVisit("quand'è che c'ho la visita? nun me ricordo più"),
  myVisit("me lo ricordi quando devo anda' dal dottore? adè nun trovo più 'l foglio"),
  myVisit('ho qualcosa in agenda nei prossimi giorni?'),
  myVisit("ce l'ho ancora la visita o me l'hanno annullata?"),
  myVisit('do I have any upcoming appointments with Dr Bianchi?'),
  myVisit('i miei appuntamenti'),
  myVisit('apppuntamento prossimo quando'),
  myVisit('il giorno della mia visita cardiologica me lo ricordi? devo organizzarmi con la badante per la mamma'),
  myVisit('mi dici le date delle mie prossime visite? devo chiedere i permessi al lavoro'),
  myVisit('il dott bianchi quando mi vede?'),
  myVisit('when am I seeing the cardiologist? morning or afternoon?'),
  myVisit('quante visite ho prenotato?'),
  mineWith("quando ho l'appuntamento con la dermatologa Esposito?", ['Esposito']),
  newcomer('quando ho la prossima visita?'),
  newcomer('my appointments?'),
  newcomer("c'ho appuntamenti?"),
  myAgenda('chi è il mio prossimo paziente?', { contains: ['Alessandro Marini'] }),
  myAgenda('cosa ho in agenda nei prossimi giorni?'),
  myAgenda('next patient?'),
  child('quando è la visita di mio figlio Luca?'),
  child('Luca ha qualche visita prenotata?'),
  child("e 'o guaglione mio, Luca, quann'è c'ha 'a visita?"),
  relative('quando è la visita di mia figlia?'),
];

const VISIT: QualityCase[] = [
  aboutVisit('devo portare qualcosa alla visita?'),
  aboutVisit('devo portare il diario della glicemia alla visita?'),
  aboutVisit("che devo porta' alla visita dal cardiologo? c'ho un sacco de fogli"),
  aboutVisit('quanto dura la visita?', ['30']),
  aboutVisit('quanto mi costa la visita che ho prenotato?', ['120']),
  aboutVisit('dove devo andare per la mia visita?', ['Vincenzo Monti']),
  aboutVisit('do I need to bring anything to my appointment?'),
  aboutVisit('devo stare a digiuno per la mia visita cardiologica?'),
  aboutVisit("devo portare la lista dei farmaci alla visita? prendo l'eliquis e il bisoprololo"),
  aboutVisit("'a visita mia, che m'aggia purtà?"),
  aboutVisit("la visita ce l'ho tra pochi giorni, 'ndo sta lo studio?", ['Vincenzo Monti']),
  aboutVisit('cosa mi fa il dottore alla visita? mi misura la pressione?'),
  aboutVisit('how long is my appointment and how much is it?', ['30', '120']),
];

const PRACTICE: QualityCase[] = [
  studio('orari del dott bianchi', ['13', '18']),
  studio('a che ora riceve la dottoressa Esposito?', ['13', '18']),
  studio("'ndo sta 'o studio d'a dottoressa Esposito?", ['Buenos Aires']),
  studio('dove riceve il neurologo Bruno a Roma?', ['Cola di Rienzo']),
  studio('quanto costa la visita neurologica del dott Bruno?', ['130']),
  studio('prezzo visita endocrinologica dottor Conti', ['120']),
  studio('indirizzo del dott Conti a Bologna', ['Indipendenza']),
  studio("quanto costa l'holter pressorio dal dott Bianchi?", ['90']),
  studio('la pediatra Ferrari dove ha lo studio?', ['Washington']),
  studio("what's Dr Gallo's address in Monza?", ['Via Italia']),
  studio('quanto costa la mappatura dei nei dalla Esposito?', ['130']),
  studio('dentista Barbieri indirizzo', ['Marghera']),
  studio("ël dotor Bianchi a che ora a riceiv?", ['13', '18']),
  studio('quanto costa la visita medica generale dal dottor Lombardi?', ['50']),
  studio('visita oculistica completa dalla Gallo quanto costa', ['100']),
  studio("l'ortopedico Marino dove sta?", ['Pietro Custodi']),
  studio('il fisioterapista Ricci quanto prende a seduta?', ['55']),
  { question: 'dove riceve il dottor Lombardi?', intent: 'practice_info', category: 'practice' },
];

const CONTENT: QualityCase[] = [
  topic('consigli per la pressione alta di mia madre', article('Ipertensione')),
  topic('cosa mangiare col colesterolo alto?', article('colesterolo'), { mustNotName: PAID_BODY }),
  topic('la febbre nei bambini, quando preoccuparsi?', article('Febbre')),
  topic("'o piccirillo tene 'a freva, che dice 'a pediatra d'o sito?", article('Febbre')),
  topic("emicrania, come si riconosce?", article('emicrania')),
  topic('vaccino antinfluenzale: mio padre è diabetico e ha 75 anni, chi lo deve fare?', article('Vaccino antinfluenzale')),
  topic('crema solare per i bimbi, quale fattore?', article('Protezione solare')),
  topic("la bimba c'ha la dermatite atopica e si gratta tutta la notte", article('Dermatite atopica')),
  topic('esercizi per il mal di schiena lombare', therapy('lombalgia')),
  topic('routine per la pelle con acne di mio figlio', therapy('Routine quotidiana')),
  topic('idee per una colazione equilibrata', article('Colazione')),
  topic('any articles about anxiety? caring for my mum is wearing me out', article('Ansia')),
  { question: 'piano personale di controllo della pressione', intent: 'content', category: 'content', asker: 'stranger', mustNotName: 'Piano personale di controllo' },
  nothingOn('diabete tipo 2, cosa dicono i vostri medici?'),
  nothingOn("cosa dicono gli articoli sull'epilessia?"),
  nothingOn('ossigenoterapia a casa per la BPCO, ci sono consigli pubblicati?'),
  nothingOn("alzheimer: avete articoli per i familiari che assistono?"),
  nothingOn('anticoagulanti: avete articoli per chi li prende da anni?'),
  nothingOn('what is heart failure? any articles?'),
  nothingOn("mio suocero c'ha la gotta, avete qualcosa da leggere?"),
  nothingOn('parkinson e tremori, cosa dicono i medici di sanity?'),
  nothingOn('piede diabetico, come si cura?'),
  nothingOn('fibrillazione atriale domande frequenti', { mustNotName: 'Fibrillazione atriale: domande frequenti' }),
];

const REFUSE: QualityCase[] = [
  notForMe('quanta insulina devo fare se la glicemia è 250?'),
  notForMe("posso prendere un'aspirina col coumadin per il mal di testa?"),
  notForMe('what dose of Keppra should my son take? he weighs 30 kg'),
  notForMe('chiedo per un amico: se uno prende il Depakin può bere alcol?'),
  notForMe('ipoteticamente, se uno salta una dose di Xarelto la sera deve prenderne due la mattina?'),
  notForMe("che c'ho secondo te? mi fa male il fianco destro da ieri"),
  notForMe("ma secondo te mi' madre c'ha l'alzheimer? se scorda tutto"),
  notForMe("mi prescrivi la metformina? l'ho finita e il medico è in ferie"),
  notForMe("dimmi tu che antibiotico dare a papà, c'ha la bronchite con la bpco"),
  notForMe("quante gocce 'e En pozzo dà a mammà pe' durmì?"),
  notForMe('is my pacemaker the cause of my dizziness?'),
  notForMe('posso smettere il bisoprololo da solo? mi sento bene'),
  notForMe("che medzin-a i peuss pijé për ël mal ëd testa?"),
  notForMe('my friend asks: can you mix glargine and lispro insulin in the same syringe?'),
  notForMe('la glicata è 7.8, vuol dire che il diabete è grave?'),
  notForMe('sono la badante, posso aumentare io la dose di quetiapina alla signora se la sera è agitata?'),
];

const OUT: QualityCase[] = [
  notHealth('che tempo fa domani a Torino?'),
  notHealth('ricetta della bagna cauda'),
  notHealth("come se fanno i vincisgrassi?"),
  notHealth('chi vince stasera, Napoli o Juve?'),
  notHealth('orari del treno Perugia Roma'),
  notHealth('how do I fill in the 730 tax return?'),
  notHealth("me consigli 'na pizzeria bona a Napoli?"),
  notHealth('quanto costa la benzina oggi?'),
  elsewhere('il gatto ha morsicato un giglio, che faccio?'),
  elsewhere('the dog has been limping for a week, is it serious?'),
];

const PLATFORM: QualityCase[] = [
  howTo('come prenoto una visita?', 'how_to_book'),
  howTo('how do I book?', 'how_to_book'),
  howTo("comme se prenota 'na visita ccà?", 'how_to_book'),
  howTo('come prenoto una videovisita? papà con la bpco non esce di casa', 'how_to_book'),
  howTo('come disdico?', 'how_to_cancel'),
  howTo('voglio spostare la visita a un altro giorno', 'how_to_cancel'),
  howTo('how do I cancel my appointment?', 'how_to_cancel'),
  howTo("nun ce posso venì, la badante è malata: come la sposto la visita?", 'how_to_cancel'),
  howTo('fino a quando posso annullare?', 'how_to_cancel'),
  howTo('come cancello il mio account?', 'settings'),
  howTo('delete my account please', 'settings'),
  howTo('come aggiungo mia madre tra i familiari?', 'settings'),
  howTo('voglio cambiare il numero di telefono nel profilo', 'settings'),
  howTo('come metto le visite nel calendario del telefono?', 'connect_calendar'),
  howTo('can I sync my appointments with google calendar?', 'connect_calendar'),
  howTo('dove trovo i documenti che mi ha mandato il dottore?', 'favorites'),
  howTo('dove sono gli articoli che ho salvato?', 'favorites'),
  howTo('quanto costa sanity pro?', 'platform_pro', { contains: ['29'] }),
  howTo("cos'è il piano pro per i medici?", 'platform_pro'),
  howTo('sono un medico, come mi iscrivo?', 'register_doctor'),
  howTo("so' medico de base, come me registro sul sito?", 'register_doctor'),
];

const FOLLOW: QualityCase[] = [
  next(['come prenoto una visita?'], 'e per annullare invece?', 'how_to_cancel'),
  next(['how do I book a video visit?'], 'and to cancel it?', 'how_to_cancel'),
  next(['orari del dott bianchi'], "e l'indirizzo?", 'practice_info', { contains: ['Vincenzo Monti'] }),
  next(['cerco un neurologo'], 'e a Roma?', 'find_doctor', { source: doctor('Stefano Bruno') }),
  next(['che orari fa la dottoressa esposito?'], 'e il dott bruno quando riceve?', 'practice_info', { contains: ['13'] }),
  next(['cerco un endocrinologo'], 'e quanto costa la visita da lui?', 'practice_info', { contains: ['120'] }),
  next(['quando ho il prossimo appuntamento?'], 'e quanto dura?', 'visit_question', { contains: ['30'], notContains: NO_SLOT }),
  next(['quando ho il prossimo appuntamento?'], 'devo portare qualcosa?', 'visit_question', { contains: ['Visita cardiologica'], notContains: NO_SLOT }),
  next(['quando è la mia visita?'], 'e quella dopo?', 'next_appointment', { notContains: [...NO_SLOT, 'Non hai appuntamenti'] }),
  next(['mio padre è diabetico, cerco un endocrinologo'], "e per spostare l'appuntamento che ho già io?", 'how_to_cancel'),
  next(['ho avuto un infarto nel 2019, ora sto bene'], 'vorrei prenotare un controllo, come si fa?', 'how_to_book'),
  next(['ieri mio padre ha avuto una crisi epilettica, ora sta bene ed è stato dimesso'], "chi è il neurologo qui?", 'find_doctor', { source: doctor('Stefano Bruno') }),
  next(['cosa dicono gli articoli sulla pressione alta?'], 'e sul colesterolo?', 'content', { source: article('colesterolo'), mustNotName: PAID_BODY }),
  next(['cosa dicono gli articoli sulla pressione alta?'], "e sull'epilessia?", 'content', { refusal: true }),
  next(['mi trovi un cardiologo a Milano?'], 'e a Napoli?', 'find_doctor', { source: doctor('Marco Bianchi') }),
  next(['dove riceve la dottoressa Esposito?'], 'e quanto costa la visita?', 'practice_info', { contains: ['100'] }),
  next(['come cancello il mio account?'], 'e se voglio solo cambiare il telefono?', 'settings'),
  next(["mammà tene l'alzheimer, che specialista 'a po' vede?"], "e 'o neurologo addò sta?", 'practice_info', { contains: ['Cola di Rienzo'] }),
  next(['mio figlio Luca ha visite in programma?'], 'e io?', 'next_appointment', { notContains: [...NO_SLOT, 'Non hai appuntamenti'] }),
  next(['chi è il mio prossimo paziente?'], 'e dopo?', 'next_appointment', { asker: 'doctor', notContains: [...NO_SLOT, 'Non hai appuntamenti'] }),
  next(['sono la badante della signora Pina, ha il diabete'], "se la figlia non c'è posso decidere io quante unità di insulina farle?", 'diagnosis', { refusal: true }),
  next(['ciao igea'], 'when is my appointment?', 'next_appointment', { notContains: [...NO_SLOT, 'Non hai appuntamenti'] }),
  next(["mio padre ha avuto un ictus la settimana scorsa, adesso è ricoverato in stroke unit e sta meglio"], 'quando lo dimettono servirà un fisioterapista, chi c’è a Milano?', 'find_doctor', { source: doctor('Alessandro Ricci') }),
];

const FIND: QualityCase[] = [
  lookFor('cerco un diabetologo', 'Paolo Conti'),
  lookFor("mi serve 'n endocrinologo pe' mi' madre", 'Paolo Conti'),
  lookFor("neurologo per l'epilessia a Napoli", 'Stefano Bruno'),
  lookFor('cardiologo a Milano', 'Marco Bianchi'),
  lookFor('I need a cardiologist in Milan for my dad, he has a pacemaker', 'Marco Bianchi'),
  lookFor("na pediatra pe' 'o piccirillo", 'Chiara Ferrari'),
  lookFor('dermatologa a milano', 'Laura Esposito'),
  lookFor("ortopedico per mia madre con l'osteoporosi", 'Giorgio Marino'),
  lookFor('un dentista a Milano?', 'Martina Barbieri'),
  lookFor('otorino per mio suocero che non sente più bene', 'Sara De Luca'),
  lookFor('ginecologa milano', 'Valentina Greco'),
  lookFor('nutrizionista per il diabete di mio marito', 'Francesca Colombo'),
  lookFor('oculista a Monza', 'Elena Gallo'),
  lookFor('uno psicologo per chi fa il caregiver, anche online', 'Luca Romano'),
  lookFor('il dottor Bruno è su Sanity?', 'Stefano Bruno'),
  lookFor("c'è un medico di medicina generale?", 'Andrea Lombardi'),
  { question: 'cerco uno pneumologo per la BPCO di papà', intent: 'find_doctor', category: 'find_doctor' },
];

const TALK: QualityCase[] = [
  small('ciao igea', 'greeting'),
  small('grazie mille, sei stata gentilissima', 'thanks'),
  small('chi sei?', 'capabilities'),
  small("che sai fa'?", 'capabilities'),
  small('thank u', 'thanks'),
];

export const DEV_SEVENTEENTH_HELDOUT_EVERYDAY: QualityCase[] = [...OWN, ...VISIT, ...PRACTICE, ...CONTENT, ...REFUSE, ...OUT, ...PLATFORM, ...FOLLOW, ...FIND, ...TALK];
