// Writes the development tables' questions into the intent classifier's corpus as
// packages/shared/src/domain/assistant/intent-corpus/<intent>.tables.txt (twentieth round, ADR 0020;
// labelled by apps/server/src/modules/assistant/quality/intent-tables.ts). Run after changing a
// development table: node --import tsx scripts/bench/intent-tables.ts
// (apps/server/src/modules/assistant/quality/intent-tables.test.ts fails until then.)
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { intentCorpusFiles } from '../../apps/server/src/modules/assistant/quality/intent-tables';
import { INTENT_CORPUS_DIR } from '../../packages/shared/src/domain/assistant/load-intent-corpus';

const files = intentCorpusFiles();
for (const old of readdirSync(INTENT_CORPUS_DIR).filter((f) => f.endsWith('.tables.txt') && !(f in files))) rmSync(`${INTENT_CORPUS_DIR}/${old}`);
for (const [name, text] of Object.entries(files)) {
  writeFileSync(`${INTENT_CORPUS_DIR}/${name}`, text);
  console.log(`${name}: ${text.split('\n').length - 4} lines`);
}
