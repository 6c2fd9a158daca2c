// Writes the development tables' questions into the urgency classifier's corpus as
// packages/shared/src/domain/assistant/urgency/corpus/<label>.tables.txt (eighteenth round, ADR 0020;
// labelled by apps/server/src/modules/assistant/quality/urgency-tables.ts). Run after changing a
// development table: node --import tsx scripts/bench/urgency-tables.ts
// (apps/server/src/modules/assistant/quality/urgency-tables.test.ts fails until then.)
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tableCorpusFiles } from '../../apps/server/src/modules/assistant/quality/urgency-tables';
import { CORPUS_DIR } from '../../packages/shared/src/domain/assistant/urgency/load-corpus';

const files = tableCorpusFiles();
for (const old of readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.tables.txt') && !(f in files))) rmSync(`${CORPUS_DIR}/${old}`);
for (const [name, text] of Object.entries(files)) {
  writeFileSync(`${CORPUS_DIR}/${name}`, text);
  console.log(`${name}: ${text.split('\n').length - 4} lines`);
}
