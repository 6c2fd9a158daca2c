import type { QualityCase } from './case';
import { categoryOf } from './harness';
import { DEVELOPMENT_PARTS } from './sets';

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
 * earlier `turns` are left out (their question alone may not be the emergency). ONLY the development
 * part: a held-out table must never train what it measures.
 * The files are written by scripts/bench/urgency-tables.ts into the shared corpus
 * (packages/shared/src/domain/assistant/urgency/corpus/<label>.tables.txt); urgency-tables.test.ts
 * fails when they differ from what the tables give now.
 */

/** The label a case teaches, or null when it teaches nothing (a case of a conversation). */
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

/** One line of a corpus file: a question on one line, never read as a comment. */
const lineOf = (question: string) => question.replace(/\s+/g, ' ').trim().replace(/^#+\s*/, '');

/** The lines of each label from `parts` (in table order, each line once per label). */
export function tableCorpus(parts: Readonly<Record<string, readonly QualityCase[]>>): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const cases of Object.values(parts)) {
    for (const c of cases) {
      const label = urgencyLabelOf(c);
      const line = lineOf(c.question);
      if (label && line) (out[label] ??= new Set()).add(line);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([label, lines]) => [label, [...lines]]));
}

/** The file name of a label's lines in the corpus directory. */
export const tableFileName = (label: string) => `${label}.tables.txt`;

/** The text of each `<label>.tables.txt`, from the development part as it is now. */
export function tableCorpusFiles(): Record<string, string> {
  const corpus = tableCorpus(DEVELOPMENT_PARTS);
  return Object.fromEntries(
    Object.entries(corpus).map(([label, lines]) => [
      tableFileName(label),
      [
        `# ${label}: the questions of the development tables (apps/server/src/modules/assistant/quality/sets.ts`,
        '# DEVELOPMENT_PARTS, never a held-out part), labelled by apps/server/src/modules/assistant/quality/urgency-tables.ts.',
        '# Written, not edited: regenerate with `node --import tsx scripts/bench/urgency-tables.ts` after changing a table.',
        ...lines,
        '',
      ].join('\n'),
    ]),
  );
}
