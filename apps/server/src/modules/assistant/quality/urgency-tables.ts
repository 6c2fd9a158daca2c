import { CORPUS_DIR } from '@sanity/shared/domain/assistant/urgency/load-corpus';
import type { QualityCase } from './case';
import { categoryOf } from './harness';
import { labelledLines, type TrainingTables } from './training-tables';

/**
 * The development tables as training data for Igea's urgency classifier (eighteenth round, ADR
 * 0020): their questions, written by twenty authors who never saw the rules, labelled from what a
 * correct answer must do. An 'emergency' case is an emergency, of the kind its numbers name where
 * they name one alone (1522 → violence, Antiveleni → poisoning, Telefono Amico or Samaritans →
 * suicide), otherwise of no kind ('emergency': the alarm model learns it, the kind model does not).
 * Every other case is not one, labelled 'none-<category>' (none-past_event, none-own_data…): the
 * past events and general questions are the hard negatives the tuners' corpus lacks. The complaints
 * (none-symptoms) and past events (none-past_event) are classes of their own in the alarm model, so
 * thousands of booking questions do not dilute what 'not an emergency' sounds like for a complaint
 * (urgency.ts, alarmClassOf). Served since the nineteenth round (urgency/load-corpus.ts). Cases with
 * earlier `turns` are left out (their question alone may not be the emergency). Written into
 * packages/shared/src/domain/assistant/urgency/corpus/<label>.tables.txt (training-tables.ts).
 */
export function urgencyLabelOf(c: QualityCase): string | null {
  if (c.turns?.length) return null;
  if (c.intent !== 'emergency') return `none-${categoryOf(c)}`;
  const numbers = (c.contains ?? []).join(' ').toLowerCase();
  const named = [
    numbers.includes('1522') ? 'violence' : null,
    numbers.includes('antiveleni') ? 'poisoning' : null,
    numbers.includes('telefono amico') || numbers.includes('samaritans') ? 'suicide' : null,
  ].filter((k) => k !== null);
  return named.length === 1 ? named[0]! : 'emergency';
}

export const URGENCY_TABLES: TrainingTables = { dir: CORPUS_DIR, labelOf: urgencyLabelOf, labelledBy: 'urgency-tables.ts' };

/** The lines of each urgency label from `parts` (scripts/bench/urgency-loo.ts leaves one table out). */
export const tableCorpus = (parts: Readonly<Record<string, readonly QualityCase[]>>) => labelledLines(parts, urgencyLabelOf);
