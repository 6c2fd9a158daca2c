import { describe, expect, it } from 'vitest';
import { childAtMedicine } from './child-medicine-meaning';
import { detectEmergency } from './emergency';
import { emergencyAnswerText } from './emergency-answer';
import { canonicalItalian } from './spelling';

// A child and a medicine found emptied, told calmly (twelfth round): poisoning with the poison centre.
const CALMLY_TOLD = [
  'ho trovato la piccola con la boccetta delle gocce aperta, era nuova e ora e a meta, lei ride',
  'mio figlio giocava con il blister della tachipirina, ci sono tre buchi vuoti, lui sta benissimo',
  'la bimba si e bevuta lo sciroppo per la tosse, tutto il flacone, ma e tranquilla',
  'my toddler was playing with grandma s pill box and some tablets are missing, he seems fine',
  'found my daughter with the empty bottle of calpol, it was half full this morning',
  'u picciriddu s ha vivutu u sciruppu, a buttigghia e vacanti',
];
const NOT_THIS = [
  'gli ho dato lo sciroppo per una settimana, il flacone e finito: ne compro un altro?',
  'il flacone di sciroppo di mio figlio e vuoto, dove lo compro?',
  'cosa succede se un bambino beve lo sciroppo per la tosse?',
  'mio figlio ha la tosse, quale sciroppo posso dargli?',
  'la scatola delle vitamine di mia figlia e finita, ho la ricetta',
];

describe('a child and an emptied medicine, however calmly told', () => {
  it.each(CALMLY_TOLD)('poisoning: %s', (text) => {
    expect(childAtMedicine(canonicalItalian(text))).toBe(true);
    expect(detectEmergency(text)).toBe('poisoning');
    expect(emergencyAnswerText('poisoning', { message: text })).toContain('Antiveleni');
  });
  it.each(NOT_THIS)('not an emergency: %s', (text) => {
    expect(childAtMedicine(canonicalItalian(text))).toBe(false);
    expect(detectEmergency(text)).toBeNull();
  });
});
