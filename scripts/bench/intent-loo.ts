// Leave-one-table-out for Igea's intent classifier (twentieth round, ADR 0020): for each retired
// held-out table of the development part (dev-*-heldout*), a model trained on every OTHER
// development table (quality/intent-tables.ts) judges the questions of that table that the rules
// (detectIntent) answer 'unknown'. Prints, by margin, how many the fallback turns right and wrong
// (only when the message names what the intent's answer needs: intent-model.ts namesWhatItNeeds)
// (a wrong answer costs more than an honest "non so": the margin is chosen where right >= 4 x wrong).
// Cases of a conversation and of a stranger or a doctor are left out, as in training; an emergency
// the urgency check (served model) missed counts wrong if the fallback answers it. Run: node --import tsx scripts/bench/intent-loo.ts
// (--misses prints the wrong ones at INTENT_MARGIN.) The model overruling what the rules decided is
// measured by intent-overrule-loo.ts.
import { DEVELOPMENT_PARTS } from '../../apps/server/src/modules/assistant/quality/sets';
import { guessIntent, INTENT_MARGIN, INTENT_PIECE_WEIGHT, namesWhatItNeeds } from '../../packages/shared/src/domain/assistant/intent-model';
import { emergencyInConversation } from '../../packages/shared/src/domain/assistant/emergency-in-conversation';
import { detectIntent } from '../../packages/shared/src/domain/assistant/intents';
import { loadUrgencyCorpus } from '../../packages/shared/src/domain/assistant/urgency/load-corpus';
import { trainUrgencyModel } from '../../packages/shared/src/domain/assistant/urgency/urgency';
import { DEMO_INTENT_CONTEXT as ctx, intentModelWithout, LEFT_OUT_TABLES as tables } from './intent-loo-support';

// The urgency check answers first, as in the service: a message it calls an emergency never reaches the rules.
const urgency = trainUrgencyModel(loadUrgencyCorpus());
const MARGINS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12];
const WEIGHTS = (process.env.LOO_PIECE_WEIGHTS ?? String(INTENT_PIECE_WEIGHT)).split(',').map(Number);
const curve = WEIGHTS.map(() => MARGINS.map(() => ({ right: 0, wrong: 0 })));
const byIntent = new Map<string, number>();
const misses: string[] = [];
let unknowns = 0;
let questions = 0;
for (const left of tables) {
  const t0 = performance.now();
  const model = intentModelWithout(left);
  const trainMs = performance.now() - t0;
  let tableUnknowns = 0;
  for (const c of DEVELOPMENT_PARTS[left]!) {
    if (c.turns?.length || (c.asker && c.asker !== 'patient')) continue;
    questions++;
    if (emergencyInConversation(c.question, [], urgency)) continue;
    const read = detectIntent(c.question, ctx);
    if (read.intent !== 'unknown') continue;
    unknowns++;
    tableUnknowns++;
    byIntent.set(c.intent, (byIntent.get(c.intent) ?? 0) + 1);
    WEIGHTS.forEach((w, wi) => {
      const guess = guessIntent(model, c.question, w);
      MARGINS.forEach((m, mi) => {
        if (guess.margin >= m && namesWhatItNeeds(guess.intent, read)) curve[wi]![mi]![guess.intent === c.intent ? 'right' : 'wrong']++;
      });
      if (wi === 0 && guess.margin >= INTENT_MARGIN && namesWhatItNeeds(guess.intent, read) && guess.intent !== c.intent) misses.push(`${left}: ${c.question} → ${guess.intent} (${guess.margin.toFixed(1)}) instead of ${c.intent}`);
    });
  }
  console.log(`${left}: ${tableUnknowns} unknown to the rules (trained in ${trainMs.toFixed(0)} ms)`);
}
console.log(`TOTAL: ${questions} questions of the left-out tables, ${unknowns} unknown to the rules; their expected intents: ${[...byIntent].sort((a, b) => b[1] - a[1]).map(([i, n]) => `${i} ${n}`).join(', ')}`);
WEIGHTS.forEach((w, wi) => {
  console.log(`piece weight ${w}: margin → right / wrong among the rules' unknowns`);
  MARGINS.forEach((m, mi) => console.log(`  margin ${m}: ${curve[wi]![mi]!.right} / ${curve[wi]![mi]!.wrong}${curve[wi]![mi]!.right >= 4 * curve[wi]![mi]!.wrong ? '  (right >= 4 x wrong)' : ''}`));
});
if (process.argv.includes('--misses')) for (const line of misses) console.log(line);
