import type { QualityCase } from './case';
import { DEVELOPMENT_PARTS } from './sets';

/**
 * The development tables as training data for Igea's intent classifier (twentieth round, ADR 0020):
 * each question labelled by the intent it expects. Left out: cases of a conversation (`turns`: the
 * question alone may not say it), questions of a stranger or a doctor (their answers differ, not the
 * question's meaning, but the tables label them by the answer), and emergencies (the urgency check's).
 * ONLY the development part: a held-out table must never train what it measures. Written by
 * scripts/bench/intent-tables.ts into packages/shared/src/domain/assistant/intent-corpus/<intent>.tables.txt;
 * intent-tables.test.ts fails when they differ from what the tables give now.
 */
export function intentLabelOf(c: QualityCase): string | null {
  if (c.turns?.length || (c.asker && c.asker !== 'patient') || c.intent === 'emergency') return null;
  return c.intent;
}

const lineOf = (question: string) => question.replace(/\s+/g, ' ').trim().replace(/^#+\s*/, '');

/** The lines of each intent from `parts` (in table order, each line once per intent). */
export function intentCorpus(parts: Readonly<Record<string, readonly QualityCase[]>>): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const cases of Object.values(parts)) {
    for (const c of cases) {
      const label = intentLabelOf(c);
      const line = lineOf(c.question);
      if (label && line) (out[label] ??= new Set()).add(line);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([label, lines]) => [label, [...lines]]));
}

/** The text of each `<intent>.tables.txt`, from the development part as it is now. */
export function intentCorpusFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(intentCorpus(DEVELOPMENT_PARTS)).map(([label, lines]) => [
      `${label}.tables.txt`,
      [
        `# ${label}: the questions of the development tables (apps/server/src/modules/assistant/quality/sets.ts`,
        '# DEVELOPMENT_PARTS, never a held-out part), labelled by apps/server/src/modules/assistant/quality/intent-tables.ts.',
        '# Written, not edited: regenerate with `node --import tsx scripts/bench/intent-tables.ts` after changing a table.',
        ...lines,
        '',
      ].join('\n'),
    ]),
  );
}
