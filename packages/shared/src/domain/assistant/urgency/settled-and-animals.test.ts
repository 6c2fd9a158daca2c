import { describe, expect, it } from 'vitest';
import { animalOnly } from '../animal-subject';
import { detectEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import { loadUrgencyCorpus } from './load-corpus';
import { assessUrgency, trainUrgencyModel } from './urgency';

/**
 * Past or settled events, a pet's danger and a medicine question in dialect (thirteenth round, by
 * shape: ../settled-meaning.ts, ../animal-subject.ts): no alarm from the rules nor from the full
 * check; a present danger told beside them still wins. Written for these classes, in none of the
 * corpus or the quality tables.
 */
const model = trainUrgencyModel(loadUrgencyCorpus());

const settled: Record<string, string[]> = {
  'a month named as the time of a perfect': [
    'mi sono ustionata in luglio in montagna, che crema mi consigliate per le cicatrici?',
    'a marzo mio figlio ha avuto le convulsioni con la febbre, vorrei un neurologo pediatrico',
    'in agosto ho avuto un calo di pressione in spiaggia, ora vorrei fare un controllo',
  ],
  'a sunburn': [
    "mi sono ustionato al sole, brucia un sacco, che crema metto?",
    'I got badly burnt in the sun at the beach, what helps?',
    'me so bruciato ar sole, c ho la schiena rossa',
  ],
  'seen and found well': [
    'ieri la bimba è caduta e ha battuto la testa, visto dal pediatra stamattina, tutto ok, ma vorrei un controllo',
    'siamo stati al pronto soccorso e non ha niente, posso prenotare un neurologo?',
    'he hit his head yesterday, checked by the doctor this morning, all fine, can I book a follow-up?',
  ],
  "a relative's history beside one's own question": [
    'mio padre ha avuto un infarto e io ho il colesterolo alto, cosa devo mangiare?',
    "mia madre ha avuto un ictus, sono a rischio anch'io?",
    'my father had a heart attack, what should I eat to lower my cholesterol?',
  ],
  "a pet's danger": [
    'il mio cane ha le convulsioni da ieri, conosci un veterinario?',
    'il gatto ha mangiato un giglio e vomita, cosa faccio?',
    'my dog is choking on a bone, is there a vet open?',
    'u me cani nun respira bonu',
  ],
  'a medicine question in dialect': [
    'na mi dici tu che medicina dari a me figghiu pa tossi, ca a farmacia e chiusa',
    'che sciroppo ce dò ar pupo pe la tosse, che la farmacia è chiusa?',
  ],
};

const stillUrgent: [string, string][] = [
  ['mi sono ustionato al sole in agosto, ma adesso mio figlio si è rovesciato addosso l acqua bollente', 'burn'],
  ['il pediatra ha detto che era tutto ok, ma adesso vomita e non si sveglia bene', 'unconscious'],
  ['mio padre ha avuto un infarto due anni fa e adesso ha un dolore al petto fortissimo', 'cardiac'],
  ['il cane mi ha morso il polpaccio e sanguina tantissimo', 'bleeding'],
  ['il mio cane è morto e non ho più voglia di vivere', 'suicide'],
  ['in casa stiamo tutti male con mal di testa e il gatto non si muove, la stufa è accesa', 'poisoning'],
  ['mi sono ustionata al sole e ora ho la febbre alta, vomito e sono confusa', 'general'],
];

describe('settled events, pets and dialect medicine questions raise no alarm', () => {
  for (const [shape, messages] of Object.entries(settled)) {
    it(shape, () => {
      for (const m of messages) {
        expect(detectEmergency(m), m).toBeNull();
        expect(assessUrgency(m, model).kind, m).toBeNull();
      }
    });
  }
  it('a pet told with a person at risk is the person\'s danger', () => {
    expect(animalOnly(canonicalItalian('il cane di mia madre non respira bene'))).toBe(true);
    expect(animalOnly(canonicalItalian('il bambino è stato morso da un cane in faccia'))).toBe(false);
    expect(animalOnly(canonicalItalian('mio nonno si tiene il petto e dice che ha un male cane'))).toBe(false);
  });
  it.each(stillUrgent)('a present danger beside them still wins: %s', (text, kind) => {
    expect(assessUrgency(text, model).kind).not.toBeNull();
    if (kind !== 'general') expect(assessUrgency(text, model).kind).toBe(kind);
  });
});
