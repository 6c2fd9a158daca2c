import { describe, expect, it } from 'vitest';
import { detectEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import { storyNow, withoutDatedLoss } from '../then-and-now';
import { calmShape } from './calm-shapes';
import { loadUrgencyCorpus } from './load-corpus';
import { assessUrgency, trainUrgencyModel } from './urgency';

/**
 * The fourteenth round's shapes (../then-and-now.ts, ./calm-shapes.ts, ../regional/learner.ts),
 * each on sentences written for the class, in none of the corpus or the quality tables: the calm
 * ones raise no alarm from the full check, the dangers told beside them still do.
 */
const model = trainUrgencyModel(loadUrgencyCorpus());
const full = (text: string) => assessUrgency(text, model).kind;

describe('a childhood told then and an age now', () => {
  it('judges only the part told now', () => {
    expect(storyNow(canonicalItalian('a tre anni aveva bevuto il detersivo, adesso ha 9 anni e ha la tosse'))).toBe('adesso ha 9 anni e ha la tosse');
    expect(storyNow(canonicalItalian('mia figlia ha la febbre da ieri'))).toBeNull();
  });
  it.each([
    'a tre anni aveva bevuto il detersivo, per fortuna niente. adesso ha 9 anni, ci sono articoli sulla tosse?',
    'mia figlia convulsioni febbrili quando piccola, ora 8 anni e sta benissimo, cerco un pediatra',
    'when she was 2 she swallowed a battery, now she is 10 and needs a dentist',
  ])('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
    expect(full(text)).toBeNull();
  });
  it.each([
    'a due anni aveva avuto le convulsioni, adesso ha 5 anni e non respira, ha le labbra blu',
    'da piccolo era allergico, ora che ha 12 anni ha mangiato arachidi e gli si gonfia la gola e non respira',
  ])('a danger told now still counts: %s', (text) => {
    expect(detectEmergency(text)).not.toBeNull();
  });
});

describe('a dated loss does not date the crisis told after it', () => {
  it('takes the loss and its date out', () => {
    expect(withoutDatedLoss(canonicalItalian('mio marito e morto a gennaio e ho scritto le lettere'))).not.toMatch(/gennaio/);
  });
  it.each([
    'mio figlio è morto due anni fa, ho messo da parte le pastiglie e ho scritto una lettera per ognuno',
    'da quando mio marito e mancato a febbraio non servo più a niente, ho già deciso come',
    'my wife passed away last year, I gave away my things and I have the pills ready',
  ])('the crisis answer: %s', (text) => {
    expect(detectEmergency(text)).toBe('suicide');
  });
  it('a grief told alone stays a grief', () => {
    expect(detectEmergency('mia madre è morta a marzo e non riesco a dormire, mi serve uno psicologo')).toBeNull();
  });
});

describe('calm shapes the classifier cannot read', () => {
  it.each([
    ['meningitis', 'ha dei puntini rossi sulla pancia, senza febbre, gioca tranquillo'],
    ['allergy', 'mi pizzica la gola da ieri sera, un po rauca'],
    ['hypoglycemia', 'sempre stanco e ho sempre sete, significa che ho il diabete?'],
    ['general', 'non mi sento tanto bene oggi, boh'],
    ['breathing', "she's got a cough but she's playing normally"],
  ] as const)('%s: %s', (kind, text) => {
    expect(calmShape(kind, canonicalItalian(text))).toBe(true);
  });
  it.each([
    ['poisoning', 'ha bevuto la candeggina ma gioca tranquillo'],
    ['allergy', 'mi pizzica la gola e mi si gonfia la lingua'],
    ['suicide', 'non mi sento bene, voglio farla finita'],
  ] as const)('not calm: %s', (kind, text) => {
    expect(calmShape(kind, canonicalItalian(text))).toBe(false);
  });
  it.each([
    'my daughter has a rash on her leg, no fever, eating and drinking fine',
    'ho la gola che pizzica da stamattina, cosa posso prendere?',
    'does feeling tired all the time mean anemia?',
    'non sto tanto bene, non so dire cosa ho',
  ])('no alarm from the full check: %s', (text) => {
    expect(full(text)).toBeNull();
  });
});

describe('Italian as learners write it', () => {
  it.each([
    ['mio marito non respirare bene', 'mio marito non respira bene'],
    ['bambino mangiare pastiglie nonna', 'il bambino ha mangiato pastiglie nonna'],
    ['io avere dolore petto', 'io ho dolore al petto'],
    ['devo respirare piano', 'devo respirare piano'],
  ])('%s → %s', (typed, read) => {
    expect(canonicalItalian(typed)).toBe(read);
  });
  it.each([
    'figlia mia bere candeggina, cosa fare',
    'mio padre cadere a terra, non rispondere',
    'mia moglie non potere parlare e bocca storta',
    'bambino prendere molte pillole di nonna',
  ])('the rules read the danger: %s', (text) => {
    expect(detectEmergency(text)).not.toBeNull();
  });
});

describe('the rule floor reads the kinds new authors wrote differently (the offline fallback too)', () => {
  it.each([
    ['hypoglycemia', "my wife is type 1 and she's suddenly pale and sweaty and acting drunk"],
    ['hypoglycemia', 'he did his insulin and skipped lunch, now he is confused'],
    ['meningitis', 'my little girl has a high temp and dark red dots on her tummy that don t fade'],
    ['meningitis', 'febbre a 39 e non riesce a chinare la testa in avanti'],
    ['suicide', "i can't stop thinking about ending it all and i've got enough pills"],
    ['cardiac', 'io forte dolore petto e braccio sinistro, sudare'],
  ] as const)('%s: %s', (kind, text) => {
    expect(detectEmergency(text)).toBe(kind);
  });
  it.each([
    'my husband is type 1, what should he eat before running?',
    'fever and a red rash on the cheeks since yesterday, is it fifth disease?',
    'ending the course of antibiotics early, is it ok?',
  ])('no alarm from the rules: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

describe('an English farewell by meaning', () => {
  it('letters left for one\'s own and no point seen: the crisis answer', () => {
    expect(detectEmergency("honestly I can't see the point any more, I left notes for my parents")).toBe('suicide');
  });
  it('a note for the teacher is no farewell', () => {
    expect(detectEmergency('I wrote a note to my son\'s teacher about his asthma inhaler')).toBeNull();
  });
});

describe('calm shapes never hide the danger they resemble', () => {
  it.each([
    ['breathing', 'non respira bene e ha le labbra viola'],
    ['allergy', 'my throat is itchy and getting tighter'],
    ['general', 'ho respirato i fumi della candeggina e mi brucia la gola'],
  ] as const)('%s: %s', (kind, text) => {
    expect(calmShape(kind, canonicalItalian(text))).toBe(false);
  });
});
