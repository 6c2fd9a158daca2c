// Writes the development tables' questions into Igea's classifiers' corpora as <label>.tables.txt:
// the urgency classifier's (packages/shared/src/domain/assistant/urgency/corpus/, labelled by
// quality/urgency-tables.ts) and the intent classifier's (…/assistant/intent-corpus/, labelled by
// quality/intent-tables.ts); ADR 0020, rounds 18–20. Run after changing a development table:
// node --import tsx scripts/bench/training-tables.ts
// (quality/urgency-tables.test.ts and intent-tables.test.ts fail until then.)
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { INTENT_TABLES } from '../../apps/server/src/modules/assistant/quality/intent-tables';
import { trainingFiles } from '../../apps/server/src/modules/assistant/quality/training-tables';
import { URGENCY_TABLES } from '../../apps/server/src/modules/assistant/quality/urgency-tables';

for (const tables of [URGENCY_TABLES, INTENT_TABLES]) {
  const files = trainingFiles(tables);
  for (const old of readdirSync(tables.dir).filter((f) => f.endsWith('.tables.txt') && !(f in files))) rmSync(`${tables.dir}/${old}`);
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(`${tables.dir}/${name}`, text);
    console.log(`${tables.labelledBy}: ${name}: ${text.split('\n').length - 4} lines`);
  }
}
