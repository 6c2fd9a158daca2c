import { INTENT_CORPUS_DIR } from '@sanity/shared/domain/assistant/load-intent-corpus';
import type { QualityCase } from './case';
import { labelledLines, type TrainingTables } from './training-tables';

/**
 * The development tables as training data for Igea's intent classifier (twentieth round, ADR 0020):
 * each question labelled by the intent it expects. Left out: cases of a conversation (`turns`: the
 * question alone may not say it), questions of a stranger or a doctor (their answers differ, not the
 * question's meaning, but the tables label them by the answer), and emergencies (the urgency check's).
 * Written into packages/shared/src/domain/assistant/intent-corpus/<intent>.tables.txt (training-tables.ts).
 */
export function intentLabelOf(c: QualityCase): string | null {
  if (c.turns?.length || (c.asker && c.asker !== 'patient') || c.intent === 'emergency') return null;
  return c.intent;
}

export const INTENT_TABLES: TrainingTables = { dir: INTENT_CORPUS_DIR, labelOf: intentLabelOf, labelledBy: 'intent-tables.ts' };

/** The lines of each intent from `parts` (scripts/bench/intent-loo.ts leaves one table out). */
export const intentCorpus = (parts: Readonly<Record<string, readonly QualityCase[]>>) => labelledLines(parts, intentLabelOf);
