// Leave-one-table-out for the intent classifier OVERRULING the rules (twenty-second round, ADR 0020):
// for each retired held-out table (dev-*-heldout*), a model trained on every OTHER development table
// judges each question the rules answer with an intent (not 'unknown', not an emergency). Where the
// model names another intent with margin m, switching would gain (the model's is the expected intent),
// lose (the rules' was) or neither. Prints the curve by margin, overall and by pair "rules → model".
// Cases of a conversation and of a stranger or a doctor are left out, as in training.
// The served margin: OVERRULE_MARGIN (intent-model.ts). Run: node --import tsx scripts/bench/intent-overrule-loo.ts [--json FILE]
import { writeFileSync } from 'node:fs';
import { DEVELOPMENT_PARTS } from '../../apps/server/src/modules/assistant/quality/sets';
import { guessIntent, namesWhatItNeeds, OVERRULE_MARGIN } from '../../packages/shared/src/domain/assistant/intent-model';
import { emergencyInConversation } from '../../packages/shared/src/domain/assistant/emergency-in-conversation';
import { detectIntent } from '../../packages/shared/src/domain/assistant/intents';
import { loadUrgencyCorpus } from '../../packages/shared/src/domain/assistant/urgency/load-corpus';
import { trainUrgencyModel } from '../../packages/shared/src/domain/assistant/urgency/urgency';
import { DEMO_INTENT_CONTEXT as ctx, intentModelWithout, LEFT_OUT_TABLES as tables } from './intent-loo-support';

const urgency = trainUrgencyModel(loadUrgencyCorpus());
const MARGINS = [0, 2, 4, 6, 8, 10, 12, 15, 20];
interface Row { table: string; question: string; expected: string; rules: string; guess: string; margin: number; needs: boolean }
const rows: Row[] = [];
let questions = 0;
for (const left of tables) {
  const model = intentModelWithout(left);
  for (const c of DEVELOPMENT_PARTS[left]!) {
    if (c.turns?.length || (c.asker && c.asker !== 'patient')) continue;
    if (emergencyInConversation(c.question, [], urgency)) continue;
    questions++;
    const read = detectIntent(c.question, ctx);
    if (read.intent === 'unknown' || read.intent === 'emergency') continue;
    const guess = guessIntent(model, c.question);
    if (guess.intent === read.intent) continue;
    rows.push({ table: left, question: c.question, expected: c.intent, rules: read.intent, guess: guess.intent, margin: guess.margin, needs: namesWhatItNeeds(guess.intent, read) });
  }
  process.stderr.write(`${left} done\n`);
}
const tally = (subset: Row[], m: number) => {
  const t = { gain: 0, loss: 0, neither: 0 };
  for (const r of subset) if (r.margin >= m && r.needs) t[r.guess === r.expected ? 'gain' : r.rules === r.expected ? 'loss' : 'neither']++;
  return t;
};
console.log(`${questions} questions of the left-out tables (no emergency); the model disagrees with the rules on ${rows.length}`);
console.log('all pairs: margin → gain / loss / neither');
for (const m of MARGINS) { const t = tally(rows, m); console.log(`  margin ${m}: ${t.gain} / ${t.loss} / ${t.neither}`); }
// Which rules' intents to let the model overrule, chosen leave-one-table-out too: for each table, the
// intents whose overruling gains more than it loses on the OTHER tables at margin m, judged on this one.
// A refusal is never a candidate (a floor, as the emergency).
const candidates = rows.filter((r) => r.rules !== 'diagnosis' && r.needs);
console.log(`nested (the overruled intents chosen on the other tables; served: symptoms, content at OVERRULE_MARGIN ${OVERRULE_MARGIN}): margin → gain / loss / neither, intents chosen (folds)`);
for (const m of MARGINS) {
  const t = { gain: 0, loss: 0, neither: 0 };
  const chosen = new Map<string, number>();
  for (const left of tables) {
    const score = new Map<string, number>();
    for (const r of candidates) if (r.table !== left && r.margin >= m) score.set(r.rules, (score.get(r.rules) ?? 0) + (r.guess === r.expected ? 1 : r.rules === r.expected ? -1 : 0));
    const picked = new Set([...score].filter(([, v]) => v > 0).map(([k]) => k));
    for (const k of picked) chosen.set(k, (chosen.get(k) ?? 0) + 1);
    for (const r of candidates) if (r.table === left && r.margin >= m && picked.has(r.rules)) t[r.guess === r.expected ? 'gain' : r.rules === r.expected ? 'loss' : 'neither']++;
  }
  console.log(`  margin ${m}: ${t.gain} / ${t.loss} / ${t.neither}  ${[...chosen].map(([k, n]) => `${k} ${n}`).join(', ')}`);
}
const served = candidates.filter((r) => r.rules === 'symptoms' || r.rules === 'content');
console.log('served intents (symptoms, content) overruled: margin → gain / loss / neither');
for (const m of MARGINS) { const t = tally(served, m); console.log(`  margin ${m}: ${t.gain} / ${t.loss} / ${t.neither}`); }
const pairs = new Map<string, Row[]>();
for (const r of rows) pairs.set(`${r.rules} → ${r.guess}`, [...(pairs.get(`${r.rules} → ${r.guess}`) ?? []), r]);
console.log('by pair (rules → model), at margins 0 / 6 / 10 / 15: gain-loss');
for (const [pair, subset] of [...pairs].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${pair} (${subset.length}): ${[0, 6, 10, 15].map((m) => { const t = tally(subset, m); return `${t.gain}-${t.loss}${t.neither ? `(${t.neither}n)` : ''}`; }).join('  ')}`);
}
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify(rows, null, 1));
