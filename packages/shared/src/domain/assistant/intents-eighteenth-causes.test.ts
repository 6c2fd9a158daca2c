import { describe, expect, it } from 'vitest';
import { standardFormsOf } from './learner-forms';
import { expectIntents, type IntentRow } from './intents.test-support';

// Eighteenth round, part B (dev-thirteenth-heldout, dev-fourteenth-heldout; by cause, new sentences
// of each kind, not the tables' own): the regional words read once for every intent, a dose asked
// however framed, one's own visit asked as "do I have anything with…", "does my child have visits
// booked", or with the free times and a day off pushed aside.
const table: IntentRow[] = [
  // The regional words, read once for every intent: Venetian, Neapolitan, Roman, Sicilian.
  ["cossa gh'ho da portar a la visita de doman?", 'visit_question'],
  ["addo aggia i' pe' 'a visita do dottore?", 'visit_question'],
  ["pe' la visita de domani che me devo porta'?", 'visit_question'],
  ["ghe xe qualcossa da leger sul diabete?", 'content'],
  ['circu un bravu dutturi pi l occhi', 'find_doctor', { sector: 'oculistica' }],
  ["so' dottoressa, come se fa a iscriversi?", 'register_doctor'],
  ['nxt appt?', 'next_appointment'],
  // A dose asked, whatever frames it: refused as a medicine question.
  ['quante pastiglie di melatonina posso prendere in una notte?', 'diagnosis'],
  ['quanto magnesio si puo dare a un bambino?', 'diagnosis'],
  ['chiedo per mia zia: quanta vitamina B12 deve prendere al giorno?', 'diagnosis'],
  ['how many paracetamol tablets can I take a day?', 'diagnosis'],
  // and not: how much of it is in a food, a weight lost
  ['quanta vitamina c ce nelle arance? avete un articolo?', 'content'],
  // One's own visit: anything with someone, a child's visits booked, the free times pushed aside.
  ['ho niente col dottor Bianchi questo mese?', 'next_appointment'],
  ['ho qualcosa dalla pediatra?', 'next_appointment'],
  ['mia figlia ha appuntamenti prenotati?', 'next_appointment'],
  ['la bambina ha visite?', 'next_appointment'],
  ['quando ho il dentista? devo prendere il pomeriggio libero', 'next_appointment'],
  ['a che ora devo andare dalla dermatologa? non mi interessano gli orari liberi', 'next_appointment'],
  // and not: free times asked, a booking wanted
  ['il dottor Bianchi ha posti liberi giovedi?', 'find_doctor'],
  // A doctor needed for a check-up is a search, not one's booked visit.
  ['a mia madre serve un dermatologo per la visita dei nei', 'find_doctor', { sector: 'dermatologia' }],
  // Several questions: the one "comunque / anyway" turns to is answered.
  ['sei una persona vera? comunque vorrei prenotare dal dottor Bianchi', 'find_doctor', { doctorName: 'Bianchi' }],
  ['che caldo oggi, comunque quando ho la visita?', 'next_appointment'],
  ['ho un po di mal di schiena, niente di che, cmq mi serve un ortopedico a Torino', 'find_doctor', { sector: 'ortopedia', city: 'Torino' }],
  ['are you a robot? anyway how do I cancel my appointment?', 'how_to_cancel'],
  ['are you a real person?', 'capabilities'],
  // Advice asked on a condition named by its medical form, listed or not.
  ['tendinite al gomito, consigli?', 'content'],
  ['gastrite, cosa fare per evitarla?', 'content'],
  ['how can I manage arthritis?', 'content'],
  ['colite cosa mangiare a cena', 'content'],
  // and not: everyday words ending alike
  ['le partite di stasera, consigli?', 'off_topic'],
  // Everyday life by its domain: sports clubs, the garden, sums, the weather, the hairdresser, school.
  ['ha vinto la fiorentina domenica?', 'off_topic'],
  ['quando si pota la vigna?', 'off_topic'],
  ['quanto fa il 20% di 150?', 'off_topic'],
  ['che freddo stamattina a Milano, quando arriva la primavera?', 'off_topic'],
  ['mi consigli un barbiere a Torino?', 'off_topic'],
  ['domani ho la maturita, che ansia, cosa studio?', 'off_topic'],
  // and not: the cold felt as a complaint, a dentist whose surname is a trade
  ['orari della dentista Barbieri', 'practice_info', { doctorName: 'Barbieri' }],
  ['ho sempre freddo alle mani e ai piedi da mesi', 'symptoms'],
  // Whether to worry about a complaint told: the safety line, not a refusal; a value asked stays refused.
  ['mi fanno male le gambe la sera da settimane, e normale?', 'symptoms'],
  ['i often feel dizzy in the morning, is it normal?', 'symptoms'],
  ['la glicemia a 130 a digiuno e normale?', 'diagnosis'],
  ['febbre nel bimbo, quando devo preoccuparmi?', 'content'],
  // A visit put in one's calendar; an exam booked with no doctor chosen asks how.
  ['come aggiungo la visita al calendario del telefono?', 'connect_calendar'],
  ['posso prenotare un holter?', 'how_to_book'],
  ['vorrei prenotare un holter dal dottor Bianchi', 'find_doctor', { doctorName: 'Bianchi' }],
  // A title that ends its sentence names nobody after it.
  ['quando devo tornare dal dottore? grazie mille', 'next_appointment', { doctorName: undefined }],
  // Laughter told with nothing asked: out of scope, or a greeting when it greets; regional greetings.
  ['sto schiattando dal ridere, muoio dal ridere con voi', 'off_topic'],
  ['crepo dal ridere, ciao Igea', 'greeting'],
  ['mandi igea', 'greeting'],
  // A doctor's material named alone is one's Materiali; a home made safe, English "what is … exactly", an article.
  ['e gli esercizi che mi ha assegnato il fisioterapista?', 'favorites'],
  ['come si mette in sicurezza la casa con un bimbo piccolo?', 'content'],
  ['what is asthma exactly?', 'content'],
  // A price asked in any verb.
  ['la dermatologa esposito quanto si fa pagare?', 'practice_info', { doctorName: 'Esposito' }],
];

describe("detectIntent: the eighteenth round's everyday causes", () => {
  expectIntents(table);
});

describe('standardFormsOf: the regional words', () => {
  it.each([
    ['cossa ci o da portar', 'cosa devo portare'],
    ['addo devo i pe a visita', 'dove devo andare per la visita'],
    ['che me devo porta', 'che me devo portare'],
    ['o studio do dottori do mi appuntamentu unn e', 'lo studio del dottore del mio appuntamento dove e'],
    ['quanto costa il menu', 'quanto costa il menu'],
  ])('%s → %s', (typed, standard) => expect(standardFormsOf(typed)).toBe(standard));
});
