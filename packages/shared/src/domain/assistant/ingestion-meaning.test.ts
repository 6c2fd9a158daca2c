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
