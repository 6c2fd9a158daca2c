import { describe, expect, it } from 'vitest';
import type { EmergencyKind } from '../types';
import { assessConversation } from './conversation';
import { loadUrgencyCorpus } from './load-corpus';
import { trainUrgencyModel } from './urgency';

/**
 * The conversation so far (issue 22: the emergency check on the whole conversation, eleventh
 * round): a danger that only becomes clear over two or three turns, written for this test, in none
 * of the corpus or the quality tables; and follow-ups that must not raise a second alarm.
 */
const model = trainUrgencyModel(loadUrgencyCorpus());

const overTurns: Array<{ turns: string[]; message: string; lastWasEmergency: boolean; kind: EmergencyKind }> = [
  { turns: ['il mio bimbo ha trovato le pastiglie della nonna sul comodino'], message: 'ne mancano 5, che faccio?', lastWasEmergency: true, kind: 'poisoning' },
  { turns: ['mia madre prende il coumadin', 'ho appena contato le pastiglie nella scatola'], message: 'ne mancano 20', lastWasEmergency: false, kind: 'poisoning' },
  { turns: ['mio padre è confuso e ha in mano la scatola delle pastiglie per il cuore'], message: 'le ha prese tutte?', lastWasEmergency: false, kind: 'poisoning' },
  { turns: ['my toddler was playing with grandma’s pill box'], message: 'some pills are missing', lastWasEmergency: false, kind: 'poisoning' },
  { turns: ['sono a casa con mio papà', 'è caduto in cucina'], message: 'non apre gli occhi e non risponde', lastWasEmergency: false, kind: 'unconscious' },
];
const notAgain: Array<{ turns: string[]; message: string; lastWasEmergency: boolean }> = [
  { turns: ['mio padre è svenuto in cucina e non risponde'], message: 'ok grazie, ho chiamato il 118', lastWasEmergency: true },
  { turns: ['ieri ho preso due tachipirine per la febbre'], message: 'oggi posso prenderne un’altra?', lastWasEmergency: false },
  { turns: ['la scatola di tachipirina è quasi finita'], message: 'dove la ricompro?', lastWasEmergency: false },
];

describe('the urgency of the conversation so far', () => {
  it('a danger told over two or three turns gets its kind, and its numbers, from the whole conversation', () => {
    for (const c of overTurns) expect(assessConversation(c.message, { userTurns: c.turns, lastWasEmergency: c.lastWasEmergency }, model).kind, c.message).toBe(c.kind);
  });
  it('a thank-you after the emergency answer, or a dose asked after a dose taken, is not a new alarm', () => {
    for (const c of notAgain) expect(assessConversation(c.message, { userTurns: c.turns, lastWasEmergency: c.lastWasEmergency }, model).kind, c.message).toBeNull();
  });
  it('with no model, the rules read the conversation too', () => {
    expect(assessConversation('ne mancano 20', { userTurns: ['mia madre prende il coumadin', 'ho contato le pastiglie'], lastWasEmergency: false }, null).kind).toBe('poisoning');
  });
});
