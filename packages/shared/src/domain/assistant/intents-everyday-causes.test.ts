import { describe } from 'vitest';
import { expectIntents, type IntentRow } from './intents.test-support';

// Sixteenth round, part B (dev-eleventh-heldout, dev-twelfth-heldout; by cause, new sentences of each
// kind): everyday life by its domain, a price asked whatever else is told, whom to turn to after a
// story, what an illness is asked of a complaint, the family members' settings, one's own visit's
// place and preparation, the central dialects' question words.
const table: IntentRow[] = [
  // Everyday life by its domain: public offices and money, town transport, dishes, shows, chat.
  ['quando pagano la pensione di novembre?', 'off_topic'],
  ['come richiedo il bonus affitto?', 'off_topic'],
  ['a che ora passa il tram 14?', 'off_topic'],
  ['quanto costa un taxi dalla stazione a Roma?', 'off_topic'],
  ['come si cucina la porchetta?', 'off_topic'],
  ['quando esce la nuova stagione di mare fuori?', 'off_topic'],
  ['mi mandi un meme divertente?', 'off_topic'],
  // and not: a health story that took place there, a diet asked
  ["ho avuto un attacco di panico sull'autobus, ora sto bene: c'è qualcosa da leggere?", 'content'],
  ['ho il diabete, posso mangiare la polenta?', 'content'],
  // A price asked of a practice whatever else is told; only a booking verb makes it a search.
  ['la dermatologa esposito quanto prende per la visita?', 'practice_info', { doctorName: 'Esposito' }],
  ['devo rifare il controllo dei nei, quanto costa dal dottor Bianchi?', 'practice_info', { doctorName: 'Bianchi' }],
  ['visita cardiologica dal dottor Bianchi prezzo?', 'practice_info', { doctorName: 'Bianchi' }],
  ['quanto costa la visita dermatologica? ho un neo da controllare', 'practice_info'],
  ['vorrei prenotare dal dottor Bianchi, quanto costa?', 'find_doctor'],
  ['quanto costa la visita che ho prenotato col dottor Bianchi?', 'visit_question'],
  // Reviews in any word.
  ['com è recensita la dottoressa Esposito?', 'doctor_rating'],
  // Whom to turn to, after a story or a medicine told.
  ['mio padre ha avuto un ictus anni fa, ora sta bene: a chi chiedo per i controlli?', 'find_doctor'],
  ['mia madre prende il coumadin da anni, volevo un cardiologo per rivedere la terapia', 'find_doctor'],
  ['per la pelle secca di mio figlio chi mi consigliate?', 'find_doctor'],
  // What an illness is, asked of a complaint: refused as a diagnosis.
  ['se uno ha la tosse da un mese e suda la notte, cos è?', 'diagnosis'],
  ['a mio zio gli fanno male le ginocchia, che malattia può essere?', 'diagnosis'],
  // The family members' settings, even when booking is their aim.
  ['come inserisco mio padre come familiare per prenotargli le visite?', 'settings'],
  // One's own visit: where it is (with the date forgotten told), what to prepare.
  ['dove devo andare per il mio appuntamento? non mi ricordo l indirizzo', 'visit_question'],
  ["per l'appuntamento di giovedì devo preparare qualcosa?", 'visit_question'],
  // What to eat or to know about a condition one lives with: an article, not the directory.
  ['ho la glicemia alta da anni, cosa posso mangiare secondo i vostri esperti?', 'content'],
  ['mio padre ha il colesterolo alto, cosa puo fare con i grassi?', 'content'],
  ['gotta, cosa bisogna sapere?', 'content'],
  ['esercizi per la cervicale, ne avete?', 'content'],
  // An elder's change of habits told: the safety line, never a bare 'non so'.
  ['mio padre da qualche giorno mangia poco e dorme tanto', 'symptoms'],
  ['la nonna ultimamente e confusa la sera', 'symptoms'],
  // Material on a subject asked of the articles; a doctor's documents are one's Materiali.
  ['cercavo materiali sul diabete per una lezione, avete un articolo?', 'content'],
  ['i documenti del dottore dove li trovo?', 'favorites'],
  ['dove trovo i materiali che ho salvato?', 'favorites'],
  // The central dialects' question words and possessives.
  ['la mi visita icché ora l è?', 'next_appointment'],
  ['quanno ce l ho la visita?', 'next_appointment'],
];

describe('detectIntent: the sixteenth round\'s everyday causes', () => {
  expectIntents(table);
});
