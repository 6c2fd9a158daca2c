import { loadIntentCorpus } from '@sanity/shared/domain/assistant/load-intent-corpus';
import { corpusLines } from '@sanity/shared/domain/assistant/urgency/load-corpus';
import { guessIntent, INTENT_MARGIN, OVERRULE_MARGIN, withIntentModel, trainIntentModel } from '@sanity/shared/domain/assistant/intent-model';
import { describe, expect, it } from 'vitest';
import { INTENT_TABLES, intentLabelOf } from './intent-tables';
import { committedTrainingFiles, developmentLines, trainingFiles } from './training-tables';

const committed = () => committedTrainingFiles(INTENT_TABLES.dir);

describe("the development tables in the intent classifier's corpus", () => {
  it('the committed <intent>.tables.txt are what the development tables give now (else: node --import tsx scripts/bench/training-tables.ts)', () => {
    expect(committed()).toEqual(trainingFiles(INTENT_TABLES));
  });

  it('hold only questions of the development part, never of a held-out part', () => {
    const development = developmentLines();
    const lines = Object.values(committed()).flatMap(corpusLines);
    expect(lines.length).toBeGreaterThan(4000);
    for (const line of lines) expect(development.has(line), line).toBe(true);
  });

  it('label a case by its intent, leaving out conversations, other askers and emergencies', () => {
    expect(intentLabelOf({ question: 'orari dello studio del dott Bianchi?', intent: 'practice_info' })).toBe('practice_info');
    expect(intentLabelOf({ question: 'non respira', intent: 'emergency', contains: ['112'] })).toBeNull();
    expect(intentLabelOf({ question: 'e a Roma?', intent: 'find_doctor', turns: ['cerco un cardiologo'] })).toBeNull();
    expect(intentLabelOf({ question: 'quando ho la visita?', intent: 'next_appointment', asker: 'stranger' })).toBeNull();
  });
});

describe('the intent classifier as a fallback of the rules', () => {
  const model = trainIntentModel(loadIntentCorpus());
  const unknown = { intent: 'unknown' as const, sectorIds: [], topic: '' };

  const practice = 'a che ora riceve il cardiologo nel suo studio? mi dai l indirizzo?';
  const cardiology = { ...unknown, sectorIds: ['cardiologia'] };

  it("answers for the rules only where they said 'unknown', and only when sure", () => {
    expect(withIntentModel(cardiology, practice, model).intent).toBe('practice_info');
    expect(withIntentModel(cardiology, practice, model, Infinity).intent).toBe('unknown');
    expect(withIntentModel(cardiology, practice, null).intent).toBe('unknown');
  });

  it('keeps the honest unknown when the message names nothing the answer needs (no doctor, specialty or city)', () => {
    expect(withIntentModel(unknown, practice, model).intent).toBe('unknown');
  });

  it('never overrules an emergency, a refusal or a search, however sure', () => {
    for (const intent of ['emergency', 'diagnosis', 'find_doctor', 'off_topic'] as const) {
      expect(withIntentModel({ ...cardiology, intent }, practice, model, INTENT_MARGIN, { margin: 0, inConversation: false }).intent).toBe(intent);
    }
  });
});

describe('the intent classifier overruling the rules (twenty-second round)', () => {
  const model = trainIntentModel(loadIntentCorpus());
  // The rules' complaint told, the model's practice question.
  const cardiology = { intent: 'symptoms' as const, sectorIds: ['cardiologia'], topic: '' };
  const practice = 'a che ora riceve il cardiologo nel suo studio? mi dai l indirizzo?';

  it("overrules the rules' complaint told or article question only above OVERRULE_MARGIN", () => {
    expect(guessIntent(model, practice).margin).toBeGreaterThan(OVERRULE_MARGIN);
    expect(withIntentModel(cardiology, practice, model).intent).toBe('practice_info');
    expect(withIntentModel(cardiology, practice, model, INTENT_MARGIN, { margin: Infinity, inConversation: false }).intent).toBe('symptoms');
  });

  it('never in a conversation (the model never saw a follow-up), nor when the message names nothing the answer needs', () => {
    expect(withIntentModel(cardiology, practice, model, INTENT_MARGIN, { margin: OVERRULE_MARGIN, inConversation: true }).intent).toBe('symptoms');
    expect(withIntentModel({ ...cardiology, sectorIds: [] }, practice, model).intent).toBe('symptoms');
  });
});
