// Cross-validation of Igea's urgency classifier on its corpus (issue 22): the corpus is cut into
// FOLDS parts; each part is judged by a model trained on the others, by the classifier alone and
// with the rules. Prints, for several margins, the share of emergencies caught and of other
// messages raised as an emergency, so ALARM_MARGIN can be chosen on data the model did not see.
// Run: node --import tsx scripts/bench/urgency-cv.ts
import { ruleEmergency } from '../../packages/shared/src/domain/assistant/emergency';
import { canonicalItalian } from '../../packages/shared/src/domain/assistant/spelling';
import { readdirSync, readFileSync } from 'node:fs';
import { CORPUS_DIR, corpusLines, isTableFile, loadUrgencyCorpus } from '../../packages/shared/src/domain/assistant/urgency/load-corpus';
import { ALARM_MARGIN, alarmOdds, assessUrgency, DOUBT_BAND, DOUBT_BAND_CRISIS, isNone, KIND_DOUBT, trainUrgencyModel, type UrgencyTuning } from '../../packages/shared/src/domain/assistant/urgency/urgency';
import { ALSO_KINDS } from '../../packages/shared/src/domain/assistant/emergency-answer';
import { featuresOf, windowsOf } from '../../packages/shared/src/domain/assistant/urgency/features';
import { scoresOf } from '../../packages/shared/src/domain/assistant/urgency/naive-bayes';

const FOLDS = 5;
// The tuners' corpus (the tables are measured leave-one-table-out by urgency-loo.ts).
const corpus = loadUrgencyCorpus(undefined, (file) => !isTableFile(file));
const items = Object.entries(corpus).flatMap(([label, lines]) => lines.map((text, i) => ({ label, text, fold: i % FOLDS })));
// CV_PART=<part>: the full check is also reported without the lines of `<label>.<part>.txt`, so a
// corpus part's effect on the rest of the corpus can be read (its lines still train the folds).
const PART = process.env.CV_PART;
const partLines = new Set(PART ? readdirSync(CORPUS_DIR).filter((f) => f.endsWith(`.${PART}.txt`)).flatMap((f) => corpusLines(readFileSync(`${CORPUS_DIR}/${f}`, 'utf8'))) : []);
const rest = { caught: 0, raised: 0, emergencies: 0, others: 0 };
const judged: Array<{ label: string; text: string; odds: number; rule: boolean }> = [];
// The whole check as the server runs it (rules, classifier, the margins for the past and lasting complaints).
const full = { caught: 0, raised: 0 };
// The trade-off of the full check's thresholds (sixteenth round): a lower ALARM_MARGIN (the
// classifier's own answer), or a doubt band under it (the net's safety answer).
const GRID: Array<{ name: string; tuning: UrgencyTuning }> = [
  ...[3, 2.5, 2, 1.5, 1, 0.5, 0, -1].map((m) => ({ name: `margin ${m}, no band`, tuning: { alarmMargin: m, doubtBand: m, doubtBandCrisis: m } })),
  ...[1.5, 1, 0.5, 0, -0.5, -1, -2].map((b) => ({ name: `margin ${ALARM_MARGIN}, doubt band from ${b}`, tuning: { alarmMargin: ALARM_MARGIN, doubtBand: b, doubtBandCrisis: b } })),
  ...[1, 0, -1, -2, -3].map((b) => ({ name: `margin ${ALARM_MARGIN}, doubt band from ${b} for suicidal talk and violence only`, tuning: { alarmMargin: ALARM_MARGIN, doubtBand: ALARM_MARGIN, doubtBandCrisis: b } })),
];
const curve = GRID.map(() => ({ caught: 0, raised: 0 }));
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
    const found = assessUrgency(item.text, model).kind !== null;
    if (found) {
      if (isNone(item.label)) full.raised++;
      else full.caught++;
    }
    if (!partLines.has(item.text)) {
      rest[isNone(item.label) ? 'others' : 'emergencies']++;
      if (found) rest[isNone(item.label) ? 'raised' : 'caught']++;
    }
    GRID.forEach((g, i) => {
      const v = assessUrgency(item.text, model, g.tuning);
      if (!v.kind) return;
      if (isNone(item.label)) curve[i]!.raised++;
      else curve[i]!.caught++;
    });
    if (isNone(item.label)) continue;
    const scores = scoresOf(model.kinds, featuresOf(c));
    const top = Math.max(...scores);
    for (const k of ALSO_KINDS) {
      const gap = top - scores[model.kinds.labels.indexOf(k)]!;
      if (gap > 0) kindGaps.push({ own: k === item.label, gap });
    }
  }
}
const emergencies = judged.filter((j) => !isNone(j.label));
const others = judged.filter((j) => isNone(j.label));
console.log(`corpus: ${emergencies.length} emergencies, ${others.length} others; rules alone: recall ${pct(emergencies.filter((j) => j.rule).length, emergencies.length)}, false alarms ${pct(others.filter((j) => j.rule).length, others.length)}`);
for (const margin of [0, 1, 2, 3, 4, 5, 6, 8]) {
  const caught = emergencies.filter((j) => j.rule || j.odds >= margin).length;
  const raised = others.filter((j) => j.rule || j.odds >= margin).length;
  console.log(`margin ${margin}: recall ${pct(caught, emergencies.length)}, false alarms ${pct(raised, others.length)} (model alone: ${pct(emergencies.filter((j) => j.odds >= margin).length, emergencies.length)} / ${pct(others.filter((j) => j.odds >= margin).length, others.length)})`);
}
console.log(`full check (ALARM_MARGIN and ALARM_MARGIN_PAST): recall ${pct(full.caught, emergencies.length)}, false alarms ${pct(full.raised, others.length)}`);
if (PART) console.log(`full check without the ${PART} lines: recall ${pct(rest.caught, rest.emergencies)}, false alarms ${pct(rest.raised, rest.others)}`);
console.log(`full check's curve (the server runs margin ${ALARM_MARGIN}, doubt band from ${DOUBT_BAND}, ${DOUBT_BAND_CRISIS} for suicidal talk and violence):`);
GRID.forEach((g, i) => console.log(`  ${g.name}: recall ${pct(curve[i]!.caught, emergencies.length)}, false alarms ${pct(curve[i]!.raised, others.length)}`));
const misread = kindGaps.filter((g) => g.own);
const emergencyCount = judged.filter((j) => !isNone(j.label)).length;
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
