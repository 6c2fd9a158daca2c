import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency';
import { canonicalItalian } from './spelling';
import { strokeBySigns } from './stroke-meaning';

/**
 * A stroke told by its FAST signs in calm words (thirteenth round): written for this class, in none
 * of the corpus or the quality tables. The rules alone catch them (the chat block's fallback too).
 */
const told: Record<string, string[]> = {
  'two signs, calmly, about a relative': [
    "mia madre da un'ora non riesce a tenere su il braccio sinistro e le si è storta la bocca",
    'mio marito trascina la gamba e non riesce a prendere il bicchiere',
    "nonno mangia le parole e gli cade la forchetta di mano",
  ],
  English: ["my mum's smile is lopsided and she keeps dropping things", "he suddenly can't get his words out and his right arm is weak"],
  'one sign, sudden': ['papà all improvviso mangia le parole, è normale?', 'nonna oggi non riesce a stringere la forchetta con la mano destra, la visita può aspettare lunedì?'],
};
const notAStroke = [
  'mi cade tutto di mano ultimamente, sarà la cervicale?',
  'il bimbo trascina la gamba da ieri, è caduto dallo scivolo',
  "mi si è storta la bocca dopo il dentista con l'anestesia",
  'anni fa mio padre ha avuto un ictus: parlava strano e trascinava la gamba',
];

describe('a stroke by its signs', () => {
  for (const [register, messages] of Object.entries(told)) {
    it(register, () => {
      for (const m of messages) expect(detectEmergency(m), m).toBe('stroke');
    });
  }
  it('a habit, a fall, an anaesthetic or a story long past is not', () => {
    for (const m of notAStroke) {
      expect(strokeBySigns(canonicalItalian(m)) && detectEmergency(m) === 'stroke', m).toBe(false);
    }
  });
});

describe('the sudden, worst headache (nineteenth round)', () => {
  it.each([
    'mia moglie ha un mal di testa fortissimo, il peggiore della sua vita, le è venuto di colpo mentre stendeva',
    'ho il peggior mal di testa della mia vita, iniziato dieci minuti fa',
    'my dad says it is the worst headache of his life, it came on suddenly',
    'mal di testa arrivato all improvviso come una martellata, non riesco a stare in piedi',
  ])('is an emergency: %s', (m) => {
    expect(detectEmergency(m)).not.toBeNull();
  });
  it.each([
    'soffro di emicrania da anni, a volte è il mal di testa peggiore della mia vita',
    'anni fa ho avuto il mal di testa più forte della mia vita, era un aneurisma, ora sto bene: c è un neurologo?',
    'quali sono i sintomi di un mal di testa improvviso come una botta?',
  ])('is not: %s', (m) => {
    expect(detectEmergency(m)).toBeNull();
  });
});
