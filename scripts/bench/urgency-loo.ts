// Leave-one-table-out for Igea's urgency classifier (eighteenth round, ADR 0020): for each retired
// held-out table of the development part (dev-*-heldout*), a model trained on the tuners' corpus
// plus every OTHER development table (quality/urgency-tables.ts) judges that table's questions,
// against a model trained on the tuners' corpus alone. Prints, per table and in total, the
// classifier's recall on the emergencies and false alarms on the rest (alone, at ALARM_MARGIN), and
// the whole urgency check's (the rules were tuned on these tables, so its figures flatter them),
// then the whole check's curve over the margins, summed over the left-out tables: the margins are
// chosen there, not on tables the model was trained on. Cases with `turns` are left out, as in
// training. Run: node --import tsx scripts/bench/urgency-loo.ts
import { DEVELOPMENT_PARTS } from '../../apps/server/src/modules/assistant/quality/sets';
import { tableCorpus, urgencyLabelOf } from '../../apps/server/src/modules/assistant/quality/urgency-tables';
import { canonicalItalian } from '../../packages/shared/src/domain/assistant/spelling';
import { windowsOf } from '../../packages/shared/src/domain/assistant/urgency/features';
import { isTableFile, loadUrgencyCorpus } from '../../packages/shared/src/domain/assistant/urgency/load-corpus';
import { ALARM_MARGIN, alarmOdds, assessUrgency, isNone, trainUrgencyModel, type UrgencyCorpus, type UrgencyModel } from '../../packages/shared/src/domain/assistant/urgency/urgency';

const MARGINS = [0, 1, 2, 3, 4, 5, 6];
const PIECE_WEIGHTS = (process.env.LOO_PIECE_WEIGHTS ?? '').split(',').filter(Boolean).map(Number);
const CRISIS_GRID = (process.env.LOO_CRISIS ?? '').split(',').filter(Boolean).map((p) => p.split(':').map(Number) as [number, number]);
const tuned = loadUrgencyCorpus(undefined, (file) => !isTableFile(file));
const tables = Object.keys(DEVELOPMENT_PARTS).filter((name) => /^dev-.*-heldout/.test(name));

interface Tally {
  emergencies: number;
  others: number;
  caught: number;
  raised: number;
}
const tally = (): Tally => ({ emergencies: 0, others: 0, caught: 0, raised: 0 });
const add = (t: Tally, emergency: boolean, found: boolean) => {
  t[emergency ? 'emergencies' : 'others']++;
  if (found) t[emergency ? 'caught' : 'raised']++;
};
const join = (a: UrgencyCorpus, b: UrgencyCorpus): UrgencyCorpus =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((label) => [label, [...(a[label] ?? []), ...(b[label] ?? [])]]));
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)} %`;
const fig = (t: Tally) => `${pct(t.caught, t.emergencies)} / ${pct(t.raised, t.others)}`;

const started = performance.now();
const before = trainUrgencyModel(tuned);
console.log(`tuners' corpus alone: trained in ${(performance.now() - started).toFixed(0)} ms`);
const totals = { modelBefore: tally(), modelAfter: tally(), fullBefore: tally(), fullAfter: tally() };
const grid = [
  ...MARGINS.map((m) => ({ name: `margin ${m}`, tuning: { alarmMargin: m, doubtBand: m } })),
  ...PIECE_WEIGHTS.map((w) => ({ name: `margin ${ALARM_MARGIN}, piece weight ${w}`, tuning: { pieceWeight: w } })),
  // LOO_CRISIS=doubt:quiet,… (twenty-fourth round): a crisis vote with no concept, its second kind and quiet margin.
  ...CRISIS_GRID.map(([d, q]) => ({ name: `crisis vote: second within ${d}, quiet under ${q}`, tuning: { crisisSecondDoubt: d, crisisQuietMargin: q } })),
];
const curve = grid.map(() => ({ before: tally(), after: tally() }));
const aloneCurve = MARGINS.map(() => ({ before: tally(), after: tally() }));
const shown: string[] = [];
console.log('left-out table: emergencies/others; recall / false alarms: classifier alone before → after; whole check before → after');
for (const left of tables) {
  const others = Object.fromEntries(Object.entries(DEVELOPMENT_PARTS).filter(([name]) => name !== left));
  const t0 = performance.now();
  const after = trainUrgencyModel(join(tuned, tableCorpus(others)));
  const trainMs = performance.now() - t0;
  const row = { modelBefore: tally(), modelAfter: tally(), fullBefore: tally(), fullAfter: tally() };
  for (const c of DEVELOPMENT_PARTS[left]!) {
    const label = urgencyLabelOf(c);
    if (label === null) continue;
    const emergency = !isNone(label);
    const odds = (model: UrgencyModel) => Math.max(...windowsOf(canonicalItalian(c.question)).map((w) => alarmOdds(model, w)));
    const [oddsBefore, oddsAfter] = [odds(before), odds(after)];
    add(row.modelBefore, emergency, oddsBefore >= ALARM_MARGIN);
    add(row.modelAfter, emergency, oddsAfter >= ALARM_MARGIN);
    MARGINS.forEach((m, i) => {
      add(aloneCurve[i]!.before, emergency, oddsBefore >= m);
      add(aloneCurve[i]!.after, emergency, oddsAfter >= m);
    });
    const whole = assessUrgency(c.question, after);
    add(row.fullBefore, emergency, assessUrgency(c.question, before).kind !== null);
    add(row.fullAfter, emergency, whole.kind !== null);
    if (emergency !== (whole.kind !== null)) shown.push(`${left} ${emergency ? 'missed' : `raised (${whole.kind} by ${whole.by})`}: ${c.question} (${oddsBefore.toFixed(1)} → ${oddsAfter.toFixed(1)})`);
    grid.forEach((g, i) => {
      add(curve[i]!.before, emergency, assessUrgency(c.question, before, g.tuning).kind !== null);
      add(curve[i]!.after, emergency, assessUrgency(c.question, after, g.tuning).kind !== null);
    });
  }
  for (const key of Object.keys(totals) as Array<keyof typeof totals>) {
    for (const f of ['emergencies', 'others', 'caught', 'raised'] as const) totals[key][f] += row[key][f];
  }
  console.log(
    `${left} (${row.modelBefore.emergencies}/${row.modelBefore.others}, trained in ${trainMs.toFixed(0)} ms): alone ${fig(row.modelBefore)} → ${fig(row.modelAfter)}; whole ${fig(row.fullBefore)} → ${fig(row.fullAfter)}`,
  );
}
console.log(`TOTAL (${totals.modelBefore.emergencies}/${totals.modelBefore.others}): alone ${fig(totals.modelBefore)} → ${fig(totals.modelAfter)}; whole ${fig(totals.fullBefore)} → ${fig(totals.fullAfter)}`);
console.log('classifier alone over the left-out tables, by margin, before → after:');
MARGINS.forEach((m, i) => console.log(`  margin ${m}: ${fig(aloneCurve[i]!.before)} → ${fig(aloneCurve[i]!.after)} (missed ${aloneCurve[i]!.before.emergencies - aloneCurve[i]!.before.caught} → ${aloneCurve[i]!.after.emergencies - aloneCurve[i]!.after.caught}, raised ${aloneCurve[i]!.before.raised} → ${aloneCurve[i]!.after.raised})`));
console.log('whole check over the left-out tables, by margin (ALARM_MARGIN and DOUBT_BAND together), before → after:');
grid.forEach((g, i) => console.log(`  ${g.name}: ${fig(curve[i]!.before)} → ${fig(curve[i]!.after)} (missed ${curve[i]!.before.emergencies - curve[i]!.before.caught} → ${curve[i]!.after.emergencies - curve[i]!.after.caught}, raised ${curve[i]!.before.raised} → ${curve[i]!.after.raised})`));
// --misses: the whole check's misses and false alarms with the tables (odds before → after).
if (process.argv.includes('--misses')) for (const line of shown) console.log(line);
