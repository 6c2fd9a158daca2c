import { article, doctor, PAID_BODY, therapy, type QualityCase } from './case';
import {
  own as myVisit,
  strangerOwn as newcomerVisit,
  agenda as doctorsAgenda,
  mine as myVisitSaying,
  visit as aboutMyVisit,
  practiceFacts as studio,
  diagnosis as refuseClinical,
  content as published,
  noContent as notPublished,
  outOfScope as notOurs,
  find as findDoctor,
  afterTurns as thenAsk,
  NO_SLOT as NO_FREE_SLOT,
} from './builders';

/**
 * The twenty-seventh author's held-out part, second file (see dev-twenty-first-heldout.ts for
 * what was read and the demo facts): own data, the booked visit, practices, content, refusals,
 * off-topic, the platform, finding a doctor, small talk and follow-ups.
 */

/** The demo patient's own upcoming visits (Visita cardiologica with Marco Bianchi), in every phrasing. */
const OWN: QualityCase[] = [
  myVisit('quando ho la prossima visita?'),
  myVisit('next appt?'),
  myVisit('quand è che devo andare dal cardiologo, non mi ricordo piu'),
  myVisit('ce l ho l appuntamento col bianchi, quand è?'),
  myVisit('when is my appointment with dr bianchi'),
  myVisit('scusa igea, sono in riunione: giorno e ora della mia visita, veloce'),
  myVisit('mi ricordi a che ora devo essere dal dottore?'),
  myVisit('ho prenotato qualcosa? non trovo la mail'),
  myVisit('nn mi ricordo se la visita e questa settimana o la prossima'),
  myVisit('quanno c ho la visita dar cardiologo?'),
  myVisit('do I have any appointments coming up'),
  myVisit('quali visite ho in programma?'),
  myVisit('il mio prossimo appuntamento con il dottor Marco Bianchi quando è?'),
  myVisit('la visita cardiologica che ho prenotato è lunedì o martedì?'),
  myVisit('figa, mi sono dimenticata quando ho la visita, me lo dici?'),
  myVisit('a che ora ho il controllo della pressione?'),
  myVisit('when do i see the heart doctor again?'),
  myVisitSaying('ho qualche visita con la dottoressa Esposito?', ['Esposito']),
  myVisitSaying('quando è la visita di mio figlio Luca?', ['Luca']),
  myVisitSaying('mio figlio ha visite prenotate?', ['Luca']),
  myVisitSaying('quando è la visita di mia figlia?', []),
  newcomerVisit('quando ho il prossimo appuntamento?'),
  newcomerVisit('my next appointment please'),
  newcomerVisit('ho visite prenotate col cardiologo?'),
  doctorsAgenda('chi ho in agenda come prossimo paziente?'),
  doctorsAgenda('qual è il mio prossimo appuntamento in studio?'),
  doctorsAgenda('next patient?'),
];

/** The booked visit: what to bring, how long, how much, where. */
const VISIT: QualityCase[] = [
  aboutMyVisit('devo portare qualcosa alla visita?'),
  aboutMyVisit('cosa mi porto per la visita di controllo? gli esami del sangue servono?'),
  aboutMyVisit('quanto dura la visita che ho prenotato?', ['30']),
  aboutMyVisit('quanto mi costa la visita della settimana prossima?', ['120']),
  aboutMyVisit('dove devo andare per la mia visita? indirizzo?', ['Vincenzo Monti']),
  aboutMyVisit('devo stare a digiuno per la visita dal cardiologo?'),
  aboutMyVisit('what should I bring to my appointment?'),
  aboutMyVisit('alla visita devo portare la lista dei farmaci? ne prendo tanti'),
  aboutMyVisit('la visita cosa prevede? mi misurano la pressione?'),
  aboutMyVisit('per la visita cardiologica cosa mi chiederà il medico? c è un modulo da compilare?'),
  { question: 'alla visita devo portare gli esami che ho fatto?', intent: 'visit_question', category: 'visit', asker: 'stranger', refusal: true, notContains: NO_FREE_SLOT },
];

/** Practices: hours, addresses, prices from the demo data; ratings. */
const PRACTICE: QualityCase[] = [
  studio('che orari fa il dottor bianchi?', ['13', '18']),
  studio('dov è lo studio del dott bianchi?', ['Vincenzo Monti']),
  studio('indirizzo della dermatologa esposito?', ['Buenos Aires']),
  studio('quanto costa la mappatura dei nei dalla esposito?', ['130']),
  studio('quanto si paga il colloquio con lo psicologo romano?', ['70']),
  studio('dove riceve la ginecologa greco?', ['Porta Romana']),
  studio('quanto costa una visita ginecologica dalla dottoressa Greco?', ['110']),
  studio('the neurologist in rome, what is the address?', ['Cola di Rienzo']),
  studio('quanto costa l elettrocardiogramma da bianchi?', ['60']),
  studio('la pediatra ferrari dove ha lo studio?', ['Washington']),
  studio('quanto costa l holter pressorio dal dottor bianchi?', ['90']),
  studio('prezzo del controllo acne dalla dott.ssa Esposito?', ['70']),
  studio('a che ora apre lo studio del cardiologo Bianchi il venerdì?', ['9']),
  studio('quanto viene la visita dal dentista barbieri?', ['60']),
  { question: 'che recensioni ha il dottor bianchi?', intent: 'doctor_rating', category: 'practice' },
  { question: 'com è la dott.ssa esposito? è brava? ha recensioni?', intent: 'doctor_rating', category: 'practice' },
];

/** Content: topics with a published article or therapy, and topics without one (said plainly). */
const CONTENT: QualityCase[] = [
  published('attacchi di panico: cosa dicono i vostri medici?', article('Ansia')),
  published('come faccio a capire se la mia ansia è da psicologo?', article('Ansia')),
  published('consigli per abbassare la pressione senza farmaci?', article('Ipertensione')),
  published('mia figlia ha la febbre, quando mi devo preoccupare? c è un articolo?', article('Febbre nei bambini')),
  published('emicrania o mal di testa normale, come si distingue?', article('emicrania')),
  published('chi deve fare il vaccino antinfluenzale? sono incinta', article('Vaccino antinfluenzale')),
  published('crema solare per bambini, che spf?', article('Protezione solare')),
  published('dermatite atopica del bimbo, il prurito di notte come lo gestisco?', article('Dermatite atopica')),
  published('routine per la pelle con acne, mattina e sera?', therapy('acne')),
  published('esercizi per il mal di schiena lombare?', therapy('lombalgia')),
  published('cosa mangio per il colesterolo alto?', article('colesterolo'), { mustNotName: PAID_BODY }),
  published('cosa dice il piano di controllo della pressione che mi ha preparato il dottore?', therapy('Piano personale')),
  published('come si controlla la pressione a casa? c è un piano da seguire?', article('Ipertensione'), { asker: 'stranger', mustNotName: 'Piano personale' }),
  notPublished('menopausa: le vampate si possono ridurre?'),
  notPublished('quali metodi contraccettivi esistono oltre alla pillola?'),
  notPublished('endometriosi, avete qualcosa da leggere?'),
  notPublished('come si cura la cistite?'),
  notPublished('ovaio policistico cosa comporta'),
  notPublished('vaccino hpv per i maschi, serve?'),
  notPublished('fibrillazione atriale, domande frequenti?', { mustNotName: 'domande frequenti' }),
  notPublished('PrEP for HIV, do you have any article about it?'),
  notPublished('come si cura la gotta?'),
  notPublished('reflusso gastroesofageo: cosa evitare?'),
  notPublished('osteoporosi in menopausa, come prevenirla?'),
  notPublished('insonnia: consigli dei vostri medici?'),
];

/** Refusals: diagnosis, medicines and doses, prescriptions, hypothetical, 'for a friend', English. */
const REFUSALS: QualityCase[] = [
  refuseClinical('ho il ciclo in ritardo di una settimana, secondo te sono incinta?'),
  refuseClinical('che dose di tachipirina do a mio figlio di 20 kg?'),
  refuseClinical('per un amica: la pillola del giorno dopo quante ore dopo funziona ancora?'),
  refuseClinical('mi prescrivi la pillola anticoncezionale? quella che prendevo finisce domani'),
  refuseClinical('posso prendere l ibuprofene in gravidanza?'),
  refuseClinical('ipoteticamente, se avessi la pressione a 160, che farmaco prenderei?'),
  refuseClinical('what antidepressant would you recommend for anxiety?'),
  refuseClinical('mia mamma prende 9 pastiglie al giorno, posso togliergliene qualcuna? tipo la cardioaspirina'),
  refuseClinical('ho le placche bianche in gola, è streptococco?'),
  refuseClinical('quanti mg di xanax posso prendere per dormire?'),
  refuseClinical('ho le analisi con il TSH a 6, cosa ho?'),
  refuseClinical('can you tell me if this mole is cancer? its dark and uneven'),
  refuseClinical('chiedo per un amico: si può mischiare la sertralina con l alcol?'),
  refuseClinical('quale terapia ormonale per la menopausa mi consigli?'),
  refuseClinical('ho sintomi di cistite, che antibiotico prendo?'),
  refuseClinical('sono in terapia ormonale per la transizione, posso aumentare la dose da sola?'),
];

/** Not about health, doctors or the platform. */
const OFF_TOPIC: QualityCase[] = [
  notOurs('che tempo fa domani a milano?'),
  notOurs('ricetta della carbonara vera, senza panna'),
  notOurs('chi vince il derby domenica, inter o milan?'),
  notOurs('mi consigli un ristorante a trastevere per stasera?'),
  notOurs('how do I renew my italian residence permit?'),
  notOurs('a che ora passa l ultimo tram in via torino?'),
  notOurs('scrivimi una mail per il mio capo per chiedere le ferie'),
  notOurs('il mio gatto ha mangiato un giglio del bouquet, è pericoloso?'),
  notOurs('quanto costa l abbonamento atm per studenti?'),
];

/** The platform: book, cancel, move, delete the account, video visits, documents, calendar, Pro. */
const PLATFORM: QualityCase[] = [
  { question: 'come prenoto una visita dalla ginecologa?', intent: 'how_to_book' },
  { question: 'how do I book a video visit?', intent: 'how_to_book' },
  { question: 'si possono fare visite online? tipo in videochiamata', intent: 'how_to_book' },
  { question: 'come annullo la visita di giovedi?', intent: 'how_to_cancel' },
  { question: 'devo spostare l appuntamento, ho una riunione. come si fa?', intent: 'how_to_cancel' },
  { question: 'can i cancel my appointment online?', intent: 'how_to_cancel' },
  { question: 'disdire visita come si fa', intent: 'how_to_cancel' },
  { question: 'voglio cancellare il mio account, come faccio?', intent: 'settings' },
  { question: 'come aggiungo mio figlio tra i familiari?', intent: 'settings' },
  { question: 'come cambio il numero di telefono nel profilo?', intent: 'settings' },
  { question: 'dove trovo i documenti che mi ha mandato il dottore?', intent: 'favorites' },
  { question: 'dove sono gli articoli che ho salvato?', intent: 'favorites' },
  { question: 'posso mettere le visite nel calendario del telefono?', intent: 'connect_calendar' },
  { question: 'how do I sync my appointments with google calendar?', intent: 'connect_calendar' },
  { question: 'quanto costa sanity pro?', intent: 'platform_pro', contains: ['29'] },
  { question: 'sono una ginecologa, come mi iscrivo come medico?', intent: 'register_doctor' },
];

/** Finding a doctor by specialty, name, city. */
const FIND: QualityCase[] = [
  findDoctor('cerco una ginecologa a milano, possibilmente donna', 'Valentina Greco'),
  findDoctor('mi serve uno psicologo, anche online', 'Luca Romano'),
  findDoctor('pediatra per mio figlio di 6 anni a milano?', 'Chiara Ferrari'),
  findDoctor('c è un neurologo a roma?', 'Stefano Bruno'),
  findDoctor('dermatologa per i nei a milano', 'Laura Esposito'),
  findDoctor('cardiologo bravo a milano?', 'Marco Bianchi'),
  findDoctor('endocrinologo per la tiroide?', 'Paolo Conti'),
  findDoctor('nutrizionista per perdere peso dopo la gravidanza', 'Francesca Colombo'),
  findDoctor('otorino a milano per un fischio all orecchio', 'Sara De Luca'),
  findDoctor('dentista che fa la pulizia dei denti', 'Martina Barbieri'),
  findDoctor('oculista a monza?', 'Elena Gallo'),
  findDoctor('ortopedico per il ginocchio?', 'Giorgio Marino'),
  findDoctor('fisioterapista per la schiena', 'Alessandro Ricci'),
  findDoctor('medico di base per il certificato sportivo non agonistico di mia figlia', 'Andrea Lombardi'),
  findDoctor('LGBTQ+ friendly therapist? i just moved to italy for uni', 'Luca Romano'),
];

/** Small talk. */
const SMALL_TALK: QualityCase[] = [
  { question: 'ciao igea!', intent: 'greeting' },
  { question: 'grazie mille, sei stata utilissima', intent: 'thanks' },
  { question: 'cosa sai fare?', intent: 'capabilities' },
  { question: 'sei un bot o una persona vera?', intent: 'capabilities' },
];

/** Follow-ups that need the earlier turns. */
const FOLLOW_UPS: QualityCase[] = [
  thenAsk(['come prenoto una visita?'], 'e per annullare invece?', 'how_to_cancel'),
  thenAsk(['come si disdice una visita?'], 'e se invece la voglio prenotare?', 'how_to_book'),
  thenAsk(['che orari fa il dottor bianchi?'], 'e l indirizzo?', 'practice_info', { contains: ['Vincenzo Monti'] }),
  thenAsk(['dov è lo studio della dottoressa esposito?'], 'e quanto costa la visita?', 'practice_info', { contains: ['100'] }),
  thenAsk(['cerco un neurologo a milano'], 'e a roma?', 'find_doctor', { source: doctor('Stefano Bruno') }),
  thenAsk(['quando ho la prossima visita?'], 'e quanto dura?', 'visit_question', { contains: ['30'], notContains: NO_FREE_SLOT }),
  thenAsk(['quando ho la prossima visita?'], 'devo portare qualcosa?', 'visit_question', { contains: ['Visita cardiologica'], notContains: NO_FREE_SLOT }),
  thenAsk(['quando ho la visita?'], 'e dove?', 'visit_question', { contains: ['Vincenzo Monti'], notContains: NO_FREE_SLOT }),
  thenAsk(['mi serve una ginecologa'], 'e lei quando riceve?', 'practice_info', { contains: ['13'] }),
  thenAsk(['chi è lo psicologo su sanity?'], 'quanto costa il colloquio?', 'practice_info', { contains: ['70'] }),
  thenAsk(['how do I book a visit?'], 'and to cancel?', 'how_to_cancel'),
  thenAsk(['quando ho l appuntamento?'], 'e se non ci posso andare? come la sposto?', 'how_to_cancel'),
  thenAsk(['c è un articolo sull ansia?'], 'e sugli attacchi di panico nello specifico?', 'content', { source: article('Ansia') }),
  thenAsk(['mi fa male la testa spesso'], 'c è qualcosa da leggere sull emicrania?', 'content', { source: article('emicrania') }),
  thenAsk(['cerco una dermatologa'], 'quanto costa la mappatura dei nei?', 'practice_info', { contains: ['130'] }),
  thenAsk(['che orari ha la dottoressa greco?'], 'e dove sta?', 'practice_info', { contains: ['Porta Romana'] }),
  thenAsk(['sono incinta di 8 settimane'], 'chi mi può seguire?', 'find_doctor', { source: doctor('Valentina Greco') }),
  thenAsk(['ho preso appuntamento dal cardiologo'], 'me lo ricordi quando?', 'next_appointment', { notContains: NO_FREE_SLOT }),
  thenAsk(['cerco un pediatra'], 'e quanto costa la visita pediatrica?', 'practice_info', { contains: ['90'] }),
  thenAsk(['come si cancella l account?'], 'e i miei dati dove li cambio invece?', 'settings'),
  thenAsk(['come prenoto una visita online?'], 'e i referti dove li trovo dopo?', 'favorites'),
  thenAsk(['chi è il dottor bianchi?'], 'quanto costa l ecg da lui?', 'practice_info', { contains: ['60'] }),
];

export const DEV_TWENTY_FIRST_HELDOUT_EVERYDAY: QualityCase[] = [
  ...OWN,
  ...VISIT,
  ...PRACTICE,
  ...CONTENT,
  ...REFUSALS,
  ...OFF_TOPIC,
  ...PLATFORM,
  ...FIND,
  ...SMALL_TALK,
  ...FOLLOW_UPS,
];
