import { describe, expect, it } from 'vitest';
import { itAssistant } from '../../../i18n/it-assistant';
import { emergencyAnswerText } from '../emergency-answer';
import { literalOf, ruleEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import { acuteShape } from './doubt-net';
import { loadUrgencyCorpus } from './load-corpus';
import { assessUrgency, trainUrgencyModel } from './urgency';

/**
 * The net under the rules and the classifier (issue 22 point 2): a bodily change told as happening
 * now, in words written for this test (in neither the corpus nor the quality tables).
 */
const model = trainUrgencyModel(loadUrgencyCorpus());

const acute = [
  'da un ora mio nonno non riesce ad articolare bene e la mano gli scivola, devo preoccuparmi?',
  'mia madre all improvviso non mi riconosce piu, mi chiama con un altro nome',
  'da poco il bambino e tutto moscio e ha le labbra grigie',
  'mio marito adesso ha un sudore freddo e dice che il cuore va a mille',
  'da stamattina ho un mal di testa mai provato, come una pugnalata, e vedo annebbiato',
  'mia figlia ha le palpebre tutte gonfie da pochi minuti, cosa faccio?',
  'papa di colpo perde l equilibrio e trascina la gamba',
  'my grandpa suddenly can t stand up and seems disoriented, should i worry?',
  'il nonno fissa il vuoto da mezz ora e non reagisce, puo aspettare il medico domani?',
  'ho la gola che si stringe da quando ho preso l antibiotico, e grave?',
];

const calm = [
  'da qualche mese non riesco a camminare a lungo senza fermarmi, a chi mi rivolgo?',
  'anni fa mio padre non riusciva a parlare dopo l ictus, ora c e un logopedista?',
  'a volte mi sento confusa quando mi sveglio, e normale?',
  'dopo la corsa ho il fiato corto per qualche minuto, poi passa',
  'ho un leggero formicolio alla mano quando uso il mouse, cosa faccio?',
  'mia madre non risponde al telefono da stamattina, sara al mercato',
  'in generale cosa fare se qualcuno perde l equilibrio?',
  'mio figlio ha vomitato una volta stanotte, adesso sta bene e gioca',
  'il mio smartwatch dice che ho il battito irregolare, cosa faccio? mi sento benissimo',
  'e se mi viene il fiato corto durante la visita di controllo?',
];

describe('the net: a bodily change told as happening now gets the 112-first safety answer', () => {
  it('has the shape of an acute situation, in several registers', () => {
    for (const message of acute) expect(acuteShape(literalOf(canonicalItalian(message)), -Infinity), message).toBe(true);
  });

  it('answers it as an emergency even with the rules alone, when they place no kind', () => {
    for (const message of acute) {
      const verdict = assessUrgency(message, null);
      expect(verdict.kind, message).not.toBeNull();
      if (!ruleEmergency(canonicalItalian(message))) expect(verdict, message).toMatchObject({ kind: 'general', by: 'net' });
    }
  });

  it('a lasting or habitual complaint, the past, a question in general, a what-if or a settled scare is not caught by the net', () => {
    for (const message of calm) {
      expect(acuteShape(literalOf(canonicalItalian(message)), -Infinity), message).toBe(false);
      expect(assessUrgency(message, null).by, message).not.toBe('net');
    }
  });

  it('told as sudden or worsening, the classifier leaning to an emergency is enough; leaning away, or only "adesso" and a worried question, is not', () => {
    expect(acuteShape('all improvviso mi sanguina il moncone del dito', 0.5)).toBe(true);
    expect(acuteShape('sta peggiorando il dolore al fianco', 0.5)).toBe(true);
    expect(acuteShape('all improvviso mi sanguina il moncone del dito', -0.5)).toBe(false);
    expect(acuteShape('mio figlio ha la tosse adesso cosa faccio', 1.4)).toBe(false);
    expect(acuteShape('mi sanguina il moncone del dito', 5)).toBe(false);
  });

  it('the safety answer opens with 112, and tells someone only worried to see a doctor today; with the kinds’ numbers the classifier finds likely', () => {
    const text = emergencyAnswerText('general', { doubt: true, message: 'mio figlio e tutto moscio da poco', also: ['poisoning'] });
    expect(text.split(/[.\n]|: /)[0]).toContain('112');
    expect(text).toContain('oggi stesso');
    expect(text).toContain('Antiveleni');
    expect(text).toContain(itAssistant.emergency.after);
    expect(text).not.toContain(itAssistant.emergency.general);
  });

  it('with the classifier, every acute message is an emergency, and the calm ones stay calm', () => {
    for (const message of acute) expect(assessUrgency(message, model).kind, message).not.toBeNull();
    for (const message of calm) expect(assessUrgency(message, model).kind, message).toBeNull();
  });
});
