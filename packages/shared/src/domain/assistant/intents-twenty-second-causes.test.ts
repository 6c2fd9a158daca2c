import { describe } from 'vitest';
import { expectIntents, type IntentRow } from './intents.test-support';

// Twenty-second round, part B (dev-eighteenth/nineteenth/twentieth-heldout; by cause, new sentences of
// each kind, not the tables' own), each cause with its negatives.
const table: IntentRow[] = [
  // A price asked by the verb "pay" ("quanto la pago", "quanto se paga") is the practice's price list.
  ["la visita dermatologica dalla Conti quanto la pago?", 'practice_info', { doctorName: 'Conti' }],
  ['quanto si paga da Esposito per un controllo?', 'practice_info', { doctorName: 'Esposito' }],
  ["quanto me fa paga' er dottor Gallo?", 'practice_info', { doctorName: 'Gallo' }],
  // and not: one's own booked visit, the platform's subscription
  ['quanto pago la visita col dott Bianchi che ho prenotato?', 'visit_question'],
  ['quanto costa Sanity Pro?', 'platform_pro'],
  // A practice's hours asked in English.
  ['does Dr Esposito open on saturday morning?', 'practice_info', { doctorName: 'Esposito' }],
  ['when does Conti close in the afternoon?', 'practice_info', { doctorName: 'Conti' }],
  // and not: one's own visit with that doctor
  ['when is my appointment with Dr Conti?', 'next_appointment'],
  // Money sent and work looked for: out of scope, even with a price or a city named.
  ['quanto si spende a inviare denaro in Marocco?', 'off_topic'],
  ['cerco lavoro come cameriere a Torino, sai dove?', 'off_topic'],
  ['offerte di lavoro a Bologna per magazziniere', 'off_topic'],
  // and not: work told in a health story
  ['ho un lavoro stressante e non dormo, cerco uno psicologo', 'find_doctor'],
  // A diagnosis asked as "cos'ho?" / "…, cos'ha?", short or for a friend.
  ["ho la gola che brucia e la voce roca da tre giorni, cos'ho?", 'diagnosis'],
  ["per un collega: se uno ha la pancia gonfia e fitte a destra, cos'ha?", 'diagnosis'],
  // and not: one's day planned
  ["cos'ho da fare domani?", 'unknown'],
  // The material a doctor gave, asked where it is (Materiali), told verb first or as a report sent.
  ['la logopedista mi ha dato degli esercizi, dove li ritrovo?', 'favorites'],
  ['i referti che mi ha mandato la dottoressa dove sono finiti?', 'favorites'],
  // and not: a doctor looked for
  ['dove trovo un fisioterapista a Milano?', 'find_doctor', { city: 'Milano' }],
  // Venetian "ciapar" (to take) and "la pol" (can): a medicine question refused.
  ['el nono el ciapa el cortison, el pol ciapar anca la tachipirina?', 'diagnosis'],
  // A visit in video asked with a booking: how to book.
  ['si puo fare una visita in video da casa? come si prenota?', 'how_to_book'],
];

describe('intents: the twenty-second round causes', () => {
  expectIntents(table);
});

// A city named in English after a word of place, and a children's doctor asked in English: a search.
const cities: IntentRow[] = [
  ['I need a children doctor in Milan', 'find_doctor', { sector: 'pediatria', city: 'Milano' }],
  ['any dermatologist near Turin?', 'find_doctor', { sector: 'dermatologia', city: 'Torino' }],
  ['looking for a child doctor in Rome for my son', 'find_doctor', { sector: 'pediatria', city: 'Roma' }],
  // and not: the football club
  ['did Milan win yesterday?', 'off_topic'],
];

describe('intents: the twenty-second round, a city in English', () => {
  expectIntents(cities);
});
