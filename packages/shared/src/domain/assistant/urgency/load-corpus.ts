import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UrgencyCorpus } from './urgency';

/**
 * Where the corpus is: `<label>.txt` (and `<label>.<part>.txt`, written separately) per label, a
 * message per line, '#' starts a comment line.
 */
export const CORPUS_DIR = fileURLToPath(new URL('./corpus/', import.meta.url));

/** The lines of a corpus file: trimmed, without blanks and comments. */
export function corpusLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** The development tables' questions (`<label>.tables.txt`, eighteenth round): measured, not yet served. */
export const isTableFile = (file: string) => file.endsWith('.tables.txt');

/**
 * Reads the corpus (Node only: the server and the tests; the web app never loads it). `include`
 * picks files by name; by default the tuners' corpus without the development tables'
 * `<label>.tables.txt`, which scripts/bench/urgency-loo.ts measures leave-one-table-out (ADR 0020,
 * eighteenth round: they are not served until the false alarms they bring are settled).
 */
export function loadUrgencyCorpus(dir = CORPUS_DIR, include: (file: string) => boolean = (file) => !isTableFile(file)): UrgencyCorpus {
  const corpus: Record<string, string[]> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt') && include(f)).sort()) {
    const label = file.slice(0, -'.txt'.length).split('.')[0]!;
    corpus[label] = [...(corpus[label] ?? []), ...corpusLines(readFileSync(`${dir}/${file}`, 'utf8'))];
  }
  return corpus;
}
