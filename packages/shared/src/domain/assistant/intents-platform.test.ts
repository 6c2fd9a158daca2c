import { describe } from 'vitest';
import { expectIntents, type IntentRow } from './intents.test-support';

// detectIntent on the platform and small talk (how_to_book, how_to_cancel, settings, favorites, connect_calendar, platform_pro, register_doctor, capabilities, greeting, thanks, unknown).
const table: IntentRow[] = [
  // Tenth round (dev-fifth-heldout, by cause; none of its sentences): one's own visit by the shape of
  // the question, diagnosis by its shape, a past story then a question, a complaint stated, tasks out
  // of scope.
  ['ma tu che sai fare?', 'capabilities'],
  ['who are you exactly?', 'capabilities'],
  ['what can you do for me?', 'capabilities'],
  // and not: a general question, a request for a visit
  ['potrei avere un appuntamento domani?', 'how_to_book'],
  // how to book
  ['come prenoto una visita?', 'how_to_book'],
  ['vorrei prenotare una visita', 'how_to_book'],
  ['Come si fa a prendere un appuntamento?', 'how_to_book'],
  ['come funziona la prenotazione?', 'how_to_book'],
  // cancelling
  ['come disdico un appuntamento?', 'how_to_cancel'],
  ['devo annullare la visita di giovedì', 'how_to_cancel'],
  ['posso spostare la prenotazione?', 'how_to_cancel'],
  ['non posso più venire alla visita di domani, cosa faccio?', 'how_to_cancel'],
  // calendar
  ['come collego Google Calendar?', 'connect_calendar'],
  ['posso sincronizzare gli appuntamenti con il calendario del telefono?', 'connect_calendar'],
  ['funziona con CalDAV?', 'connect_calendar'],
  // favourites and settings
  ['dove trovo gli articoli salvati?', 'favorites'],
  ['come aggiungo un articolo ai preferiti', 'favorites'],
  ['come cambio la password?', 'settings'],
  // Thirteenth round, part B: the Familiari section, a doctor's material asked for where it is kept.
  ['come tolgo mia madre dai familiari?', 'settings'],
  ['dove si gestisce l elenco dei familiari?', 'settings'],
  ['la nutrizionista mi ha condiviso un piano, dove lo trovo?', 'favorites'],
  ['voglio cambiare la mia email', 'settings'],
  ['come modifico la foto del profilo', 'settings'],
  ['dove sono le impostazioni', 'settings'],
  ['ho dimenticato la password', 'settings'],
  // the platform
  ["cos'è Sanity Pro?", 'platform_pro'],
  ["quanto costa l'abbonamento?", 'platform_pro'],
  ['quanto costa?', 'platform_pro'],
  ['cosa include la membership', 'platform_pro'],
  ['come mi registro come medico?', 'register_doctor'],
  ['sono un medico, come mi iscrivo?', 'register_doctor'],
  ['sono una psicologa, posso usare Sanity con i miei pazienti?', 'register_doctor'],
  ['come faccio a iscrivermi come professionista', 'register_doctor'],
  // small talk
  ['Ciao!', 'greeting'],
  ['buongiorno igea', 'greeting'],
  ['grazie mille', 'thanks'],
  ['ok grazie, sei stata utile', 'thanks'],
  ['cosa sai fare?', 'capabilities'],
  ['chi sei?', 'capabilities'],
  ['aiuto', 'capabilities'],
  ['Ciao, come mi puoi aiutare?', 'capabilities'],
  // nothing recognised
  ['asdfgh', 'unknown'],
  ['', 'unknown'],
  ['   ?!  ', 'unknown'],
  ['cosa dicono gli articoli?', 'unknown'],
  // more everyday phrasings
  ['come funziona Igea?', 'capabilities'],
  ['Come si diventa medico su Sanity?', 'register_doctor'],
  ['posso cancellare il mio account?', 'settings'],
  // a listed doctor's surname without a title, when the message asks about a practice or a visit
  ['ho i conti da pagare', 'unknown'],
  // refusals however phrased (issue 22 point 8), and what is not one
  ['mia nonna ha avuto un ictus nel 2016, posso prenotarle io una visita dal mio account?', 'how_to_book'],
  // values, doses and interactions are refused; a booking asked in English is own data
  ['dove sono i materiali che mi ha dato il medico?', 'favorites'],
  // Twelfth round: where a doctor's plan or exercises are kept, whoever gave them.
  ['gli esercizi che mi ha mandato la fisioterapista dove li trovo?', 'favorites'],
  ['where is the plan my doctor gave me?', 'favorites'],
  ['grazie, ciao', 'thanks'],
  // asking whom, or how, after a story
  ['come si prenota una visita dermatologica?', 'how_to_book'],
  // probes of the sixth session: a small injury told, English own data, a medicine recommended, a past at an age
  ['quando avevo 8 anni ho bevuto la candeggina per sbaglio, ora come prenoto una visita?', 'how_to_book'],
  ['domani non riesco a venire, come faccio?', 'how_to_cancel'],
  // refusals however phrased
  ['grazie, il promemoria di ieri mi ha salvato!', 'thanks'],
  // greetings and thanks typed long
  ['ciaooo igea', 'greeting'],
  ['grazie sei stata preziosissima', 'thanks'],
];

describe('detectIntent: platform', () => {
  expectIntents(table);
});
