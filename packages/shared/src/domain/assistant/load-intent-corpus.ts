import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IntentCorpus } from './intent-model';
import { corpusLines } from './urgency/load-corpus';

/** Where the intent classifier's corpus is: `<intent>.tables.txt`, a question per line ('#' a comment). */
export const INTENT_CORPUS_DIR = fileURLToPath(new URL('./intent-corpus/', import.meta.url));

/** Reads the intent corpus (Node only: the server, the tests and the bench; the web app never loads it). */
export function loadIntentCorpus(dir = INTENT_CORPUS_DIR): IntentCorpus {
  const corpus: Record<string, string[]> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tables.txt')).sort()) {
    corpus[file.slice(0, -'.tables.txt'.length)] = corpusLines(readFileSync(`${dir}/${file}`, 'utf8'));
  }
  return corpus;
}
