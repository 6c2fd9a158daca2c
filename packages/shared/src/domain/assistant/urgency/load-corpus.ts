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

/** The development tables' questions (`<label>.tables.txt`, eighteenth round; served since the nineteenth). */
export const isTableFile = (file: string) => file.endsWith('.tables.txt');

/**
 * Reads the corpus (Node only: the server and the tests; the web app never loads it). `include`
 * picks files by name; by default every file: the tuners' corpus and the development tables'
 * `<label>.tables.txt` (ADR 0020, nineteenth round). scripts/bench/urgency-loo.ts passes
 * `(file) => !isTableFile(file)` to train on the tuners' corpus and every table but the one it judges.
 */
export function loadUrgencyCorpus(dir = CORPUS_DIR, include: (file: string) => boolean = () => true): UrgencyCorpus {
  const corpus: Record<string, string[]> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt') && include(f)).sort()) {
    const label = file.slice(0, -'.txt'.length).split('.')[0]!;
    corpus[label] = [...(corpus[label] ?? []), ...corpusLines(readFileSync(`${dir}/${file}`, 'utf8'))];
  }
  return corpus;
}
