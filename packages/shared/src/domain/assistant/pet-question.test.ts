import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents';
import { petQuestionOf } from './pet-question';
import { canonicalItalian } from './spelling';

const read = (m: string) => petQuestionOf(canonicalItalian(m, []));
const ctx = { sectors: [{ id: 'neurologia', name: 'Neurologia' }], cities: ['Milano'] };

describe('petQuestionOf: an animal’s health is a vet’s', () => {
  it.each(['il mio cane ha avuto una crisi epilettica, cosa faccio?', 'il gatto ha mangiato un giglio', 'my dog had a seizure', 'the cat ate a lily, what do I do?', 'la mia gatta ha leccato l antigelo'])(
    'a danger now: %s',
    (m) => expect(read(m)).toBe('danger'),
  );
  it.each(['il mio cane zoppica da ieri', 'il coniglio non mangia da due giorni', 'my dog is limping'])('a health question: %s', (m) => expect(read(m)).toBe('health'));
  it.each(['il mio cane mi ha morso la mano e sanguina', 'ho un male cane alla schiena', 'il mio cane si chiama Fido', 'mio figlio è stato morso dal cane'])(
    'not a pet’s health (a person at risk, a figure, no health): %s',
    (m) => expect(read(m)).toBeNull(),
  );
  it('is read as out of scope, never as an emergency', () => {
    expect(detectIntent('il mio cane ha avuto le convulsioni, sta tremando', ctx)).toMatchObject({ intent: 'off_topic', pet: 'danger' });
    expect(detectIntent('il mio gatto vomita da stamattina', ctx)).toMatchObject({ intent: 'off_topic', pet: 'health' });
  });
});
