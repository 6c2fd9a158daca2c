import { corpusLines } from '@sanity/shared/domain/assistant/urgency/load-corpus';
import { describe, expect, it } from 'vitest';
import { committedTrainingFiles, developmentLines, trainingFiles } from './training-tables';
import { URGENCY_TABLES, urgencyLabelOf } from './urgency-tables';

const committed = () => committedTrainingFiles(URGENCY_TABLES.dir);

describe("the development tables in the urgency classifier's corpus", () => {
  it('the committed <label>.tables.txt are what the development tables give now (else: node --import tsx scripts/bench/training-tables.ts)', () => {
    expect(committed()).toEqual(trainingFiles(URGENCY_TABLES));
  });

  it('hold only questions of the development part, never of a held-out part', () => {
    const development = developmentLines();
    const lines = Object.values(committed()).flatMap(corpusLines);
    expect(lines.length).toBeGreaterThan(5000);
    for (const line of lines) expect(development.has(line), line).toBe(true);
  });

  it('label a case by what its answer must do, and leave out a case of a conversation', () => {
    expect(urgencyLabelOf({ question: 'mi picchia', intent: 'emergency', contains: ['112', '1522'] })).toBe('violence');
    expect(urgencyLabelOf({ question: 'ha bevuto la candeggina', intent: 'emergency', contains: ['112', 'Antiveleni'] })).toBe('poisoning');
    expect(urgencyLabelOf({ question: 'voglio farla finita', intent: 'emergency', contains: ['112', 'Telefono Amico'] })).toBe('suicide');
    expect(urgencyLabelOf({ question: 'ha preso tutte le pastiglie, non vuole vivere', intent: 'emergency', contains: ['112', 'Telefono Amico', 'Antiveleni'] })).toBe('emergency');
    expect(urgencyLabelOf({ question: 'non respira', intent: 'emergency', contains: ['112'] })).toBe('emergency');
    expect(urgencyLabelOf({ question: 'ho avuto un infarto due anni fa', intent: 'find_doctor', category: 'past_event' })).toBe('none-past_event');
    expect(urgencyLabelOf({ question: 'e adesso?', intent: 'emergency', contains: ['112'], turns: ['mio padre è caduto'] })).toBeNull();
  });
});
