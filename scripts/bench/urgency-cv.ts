// Cross-validation of Igea's urgency classifier on its corpus (issue 22): the corpus is cut into
// FOLDS parts; each part is judged by a model trained on the others, by the classifier alone and
// with the rules. Prints, for several margins, the share of emergencies caught and of other
// messages raised as an emergency, so ALARM_MARGIN can be chosen on data the model did not see.
// Run: node --import tsx scripts/bench/urgency-cv.ts
import { ruleEmergency } from '../../packages/shared/src/domain/assistant/emergency';
import { canonicalItalian } from '../../packages/shared/src/domain/assistant/spelling';
import { loadUrgencyCorpus } from '../../packages/shared/src/domain/assistant/urgency/load-corpus';
import { alarmOdds, assessUrgency, KIND_DOUBT, trainUrgencyModel } from '../../packages/shared/src/domain/assistant/urgency/urgency';
import { ALSO_KINDS } from '../../packages/shared/src/domain/assistant/emergency-answer';
import { featuresOf, windowsOf } from '../../packages/shared/src/domain/assistant/urgency/features';
import { scoresOf } from '../../packages/shared/src/domain/assistant/urgency/naive-bayes';

const FOLDS = 5;
const corpus = loadUrgencyCorpus();
const items = Object.entries(corpus).flatMap(([label, lines]) => lines.map((text, i) => ({ label, text, fold: i % FOLDS })));
const judged: Array<{ label: string; text: string; odds: number; rule: boolean }> = [];
// The whole check as the server runs it (rules, classifier, the margins for the past and lasting complaints).
const full = { caught: 0, raised: 0 };
// KIND_DOUBT: kinds with their own number, misread, and how far behind the best kind they were.
const kindGaps: Array<{ own: boolean; gap: number }> = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const training: Record<string, string[]> = {};
  for (const item of items.filter((x) => x.fold !== fold)) (training[item.label] ??= []).push(item.text);
  const model = trainUrgencyModel(training);
  for (const item of items.filter((x) => x.fold === fold)) {
    const c = canonicalItalian(item.text);
    const odds = Math.max(...windowsOf(c).map((w) => alarmOdds(model, w)));
    judged.push({ label: item.label, text: item.text, odds, rule: ruleEmergency(c) !== null });
    if (assessUrgency(item.text, model).kind) {
      if (item.label === 'none') full.raised++;
      else full.caught++;
    }
    if (item.label === 'none') continue;
    const scores = scoresOf(model.kinds, featuresOf(c));
    const top = Math.max(...scores);
    for (const k of ALSO_KINDS) {
      const gap = top - scores[model.kinds.labels.indexOf(k)]!;
      if (gap > 0) kindGaps.push({ own: k === item.label, gap });
    }
  }
}
const emergencies = judged.filter((j) => j.label !== 'none');
const others = judged.filter((j) => j.label === 'none');
console.log(`corpus: ${emergencies.length} emergencies, ${others.length} others; rules alone: recall ${pct(emergencies.filter((j) => j.rule).length, emergencies.length)}, false alarms ${pct(others.filter((j) => j.rule).length, others.length)}`);
for (const margin of [0, 1, 2, 3, 4, 5, 6, 8]) {
  const caught = emergencies.filter((j) => j.rule || j.odds >= margin).length;
  const raised = others.filter((j) => j.rule || j.odds >= margin).length;
  console.log(`margin ${margin}: recall ${pct(caught, emergencies.length)}, false alarms ${pct(raised, others.length)} (model alone: ${pct(emergencies.filter((j) => j.odds >= margin).length, emergencies.length)} / ${pct(others.filter((j) => j.odds >= margin).length, others.length)})`);
}
console.log(`full check (ALARM_MARGIN and ALARM_MARGIN_PAST): recall ${pct(full.caught, emergencies.length)}, false alarms ${pct(full.raised, others.length)}`);
const misread = kindGaps.filter((g) => g.own);
const emergencyCount = judged.filter((j) => j.label !== 'none').length;
for (const doubt of [2, 4, KIND_DOUBT, 8]) {
  const saved = misread.filter((g) => g.gap <= doubt).length;
  const extra = kindGaps.filter((g) => !g.own && g.gap <= doubt).length;
  console.log(`kind doubt ${doubt}${doubt === KIND_DOUBT ? ' (KIND_DOUBT)' : ''}: ${saved} of ${misread.length} misread messages get their own number; extra lines in ${pct(extra, emergencyCount)} of emergency answers`);
}
if (process.argv.includes('--misses')) {
  for (const j of emergencies.filter((x) => !x.rule && x.odds < 2)) console.log(`missed ${j.label}: ${j.text} (${j.odds.toFixed(1)})`);
  for (const j of others.filter((x) => x.rule || x.odds >= 2)) console.log(`raised: ${j.text} (${j.rule ? 'rule' : j.odds.toFixed(1)})`);
}
function pct(n: number, d: number) {
  return `${((100 * n) / d).toFixed(1)} %`;
}
