import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency';
import { emergencyAnswerText } from './emergency-answer';
import { ingestionByMeaning } from './ingestion-meaning';
import { canonicalItalian } from './spelling';

/**
 * Too much of a medicine, or a medicine in a child's mouth (issue 22 point 1): written for this
 * class, in none of the corpus or the quality tables. The rules alone must catch them.
 */
const overdoses = [
  'mi sono buttato giu 15 xanax',
  'ho preso trenta pasticche di sonnifero',
  'ho bevuto mezza boccetta di gocce per dormire',
  'mia madre ha preso tutte le compresse della pressione insieme',
  'ne ho prese 12 di brufen, tanto per il dolore',
  'I took twenty tylenol an hour ago',
  'il bimbo ha masticato una pillola della nonna',
  'my toddler swallowed one of my sleeping pills',
];
const notOverdoses = [
  'ho preso 2 compresse di tachipirina per la febbre',
  'posso prendere 3 pastiglie di moment al giorno?',
  'ho preso 20 gocce di lexotan come mi ha detto il medico',
  'ho 45 anni e ho preso un ibuprofene',
  'mio figlio ha preso lo sciroppo per la tosse',
  'quante compresse posso prendere in una giornata?',
  'ho preso 10 giorni di antibiotico',
];

describe('too much of a medicine, or a child who swallowed one, by meaning', () => {
  it('an amount far beyond a dose, all of a box, a child s swallowed medicine: the poisoning answer', () => {
    for (const m of overdoses) {
      expect(detectEmergency(m), m).toBe('poisoning');
      expect(emergencyAnswerText('poisoning', { message: m })).toContain('Antiveleni');
    }
  });
  it('a dose, a dose asked about, a course of days or a medicine given is not', () => {
    for (const m of notOverdoses) expect(ingestionByMeaning(canonicalItalian(m)), m).toBe(false);
  });
});

/**
 * Eleventh round: many doses at once, a double dose of a medicine whose excess is a danger, and pills
 * found missing (often over two or three messages, joined as the server joins the conversation so far).
 * Several registers: calm, worried, English, a carer; none of these sentences is in a quality table.
 */
const manyAtOnce = [
  'mia suocera si è presa le pastiglie di dieci giorni tutte insieme perché si confondeva',
  'I took a week’s worth of my blood pressure pills at once',
  'ha buttato giu tutto il blister di cardioaspirina',
  'mi sono preso la terapia di tre giorni in una volta sola',
  'my grandpa took all his weekly pills at once',
  'ha ingoiato tutta la scatola di pillole per la pressione',
];
const doubleCritical = [
  'mia madre ha preso due volte la pastiglia della pressione stamattina, si era dimenticata',
  'ho preso per sbaglio una doppia dose di coumadin',
  'my dad took his heart pills twice this morning by mistake',
  'ho fatto due volte l’insulina per sbaglio',
  'la paziente ha assunto una dose doppia di metformina, ha preso due dosi',
  'ho sbagliato e ho preso due volte l’eliquis stamattina',
  'mio padre ha preso la pastiglia della pressione tre volte oggi perché non si ricordava',
];
const missingPills = [
  'il mio bimbo ha trovato le pastiglie della nonna sul comodino. ne mancano 5, che faccio?',
  'la bimba giocava con il flacone dello sciroppo, non so quante ne ha prese',
  'mio padre è confuso, nella scatola delle pastiglie per il cuore ne mancano 20',
  'my toddler got into the medicine cabinet, some pills are missing',
  'mia madre prende il coumadin. le ha prese tutte?',
];
const notExcess = [
  'ho preso due tachipirine',
  "l'anno scorso ho fatto un'overdose di pastiglie",
  'cosa succede se si prende una doppia dose di cardioaspirina?',
  'what happens if you take your blood pressure pill twice?',
  'posso prendere due volte la pastiglia della pressione se mi sono dimenticata ieri?',
  'il cardiologo mi ha raddoppiato la dose della pastiglia della pressione',
  'ha ripreso la pastiglia della pressione dopo una settimana di pausa',
  'mio padre ha preso la pressione due volte oggi, 150/90',
  'la scatola di tachipirina è vuota, devo ricomprarla',
  'ne mancano 3 di giorni alla visita',
  'prendo la pastiglia della pressione due volte al giorno',
  'ne mancano 10 per completare la raccolta punti della farmacia',
];

describe('many doses at once, a double dose of a heart, pressure, diabetes or blood-thinning medicine, pills gone', () => {
  it('each is poisoning by the rules alone, with the poison centre', () => {
    for (const m of [...manyAtOnce, ...doubleCritical, ...missingPills]) {
      expect(detectEmergency(m), m).toBe('poisoning');
      expect(emergencyAnswerText('poisoning', { message: m })).toContain('Antiveleni');
    }
  });
  it('a dose, a question in general, a past overdose, a measured pressure or an empty box to refill is not', () => {
    for (const m of notExcess) expect(detectEmergency(m), m).toBeNull();
  });
});
