import { readdirSync, readFileSync } from 'node:fs';
import type { QualityCase } from './case';
import { DEVELOPMENT_PARTS } from './sets';

/**
 * The development tables as training data for Igea's classifiers (ADR 0020, rounds 18–20): each
 * classifier labels the cases its own way (urgency-tables.ts, intent-tables.ts) and gets a file of
 * questions per label, `<label>.tables.txt`, in its corpus directory. ONLY the development part: a
 * held-out table must never train what it measures. `node --import tsx scripts/bench/training-tables.ts`
 * writes every classifier's files after a development table changes (a table retired, a question
 * added); the tests fail until then.
 */

/** How one classifier learns from the tables: its corpus directory and how it labels a case (null: not at all). */
export interface TrainingTables {
  dir: string;
  labelOf: (c: QualityCase) => string | null;
  /** The module that labels, named in the files' header. */
  labelledBy: string;
}

/** One line of a corpus file: a question on one line, never read as a comment. */
export const lineOf = (question: string) => question.replace(/\s+/g, ' ').trim().replace(/^#+\s*/, '');

/** The lines of each label from `parts` (in table order, each line once per label). */
export function labelledLines(parts: Readonly<Record<string, readonly QualityCase[]>>, labelOf: TrainingTables['labelOf']): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const cases of Object.values(parts)) {
    for (const c of cases) {
      const label = labelOf(c);
      const line = lineOf(c.question);
      if (label && line) (out[label] ??= new Set()).add(line);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([label, lines]) => [label, [...lines]]));
}

/** The text of each `<label>.tables.txt`, from the development part as it is now. */
export function trainingFiles({ labelOf, labelledBy }: TrainingTables): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labelledLines(DEVELOPMENT_PARTS, labelOf)).map(([label, lines]) => [
      `${label}.tables.txt`,
      [
        `# ${label}: the questions of the development tables (apps/server/src/modules/assistant/quality/sets.ts`,
        `# DEVELOPMENT_PARTS, never a held-out part), labelled by apps/server/src/modules/assistant/quality/${labelledBy}.`,
        '# Written, not edited: regenerate with `node --import tsx scripts/bench/training-tables.ts` after changing a table.',
        ...lines,
        '',
      ].join('\n'),
    ]),
  );
}

/** The `<label>.tables.txt` files committed in a corpus directory, by name. */
export const committedTrainingFiles = (dir: string): Record<string, string> =>
  Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.tables.txt')).map((f) => [f, readFileSync(`${dir}/${f}`, 'utf8')]));

/**
 * The development part's questions as lines of a corpus file. A training line must be one of them,
 * which also keeps out every held-out question (a held-out table never trains what it measures).
 */
export const developmentLines = (): ReadonlySet<string> => new Set(Object.values(DEVELOPMENT_PARTS).flat().map((c) => lineOf(c.question)));
