/**
 * A multinomial naive Bayes text classifier over binary features (a feature counts once per
 * document): trained by counting, so it learns a corpus of thousands of messages in milliseconds
 * at start-up and needs no model file or download. Used by Igea's urgency check (./urgency.ts).
 */
export interface NaiveBayes {
  labels: readonly string[];
  /** log P(label), per label. */
  logPrior: Float64Array;
  /** log P(feature | label), per label, for each feature seen in training. */
  logLikelihood: ReadonlyMap<string, Float64Array>;
}

export interface Example {
  label: string;
  features: readonly string[];
}

/**
 * Trains on `examples`. `alpha` is the additive smoothing; `uniformPrior` ignores how many examples
 * each label has (a corpus's proportions are not the world's).
 */
export function trainNaiveBayes(examples: readonly Example[], { alpha = 0.5, uniformPrior = true }: { alpha?: number; uniformPrior?: boolean } = {}): NaiveBayes {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const index = new Map(labels.map((l, i) => [l, i]));
  const docs = new Float64Array(labels.length);
  const totals = new Float64Array(labels.length);
  const counts = new Map<string, Float64Array>();
  for (const example of examples) {
    const c = index.get(example.label)!;
    docs[c]! += 1;
    for (const feature of new Set(example.features)) {
      let row = counts.get(feature);
      if (!row) counts.set(feature, (row = new Float64Array(labels.length)));
      row[c]! += 1;
      totals[c]! += 1;
    }
  }
  const vocabulary = counts.size;
  const logLikelihood = new Map<string, Float64Array>();
  for (const [feature, row] of counts) {
    logLikelihood.set(feature, row.map((n, c) => Math.log((n + alpha) / (totals[c]! + alpha * vocabulary))));
  }
  const n = examples.length;
  const logPrior = docs.map((d) => (uniformPrior ? Math.log(1 / labels.length) : Math.log(d / n)));
  return { labels, logPrior, logLikelihood };
}

/**
 * The log score of each label (same order as `model.labels`) for a document's features. `weight`
 * tempers features that come in overlapping families (the letter pieces of one word), whose
 * evidence naive Bayes would otherwise count many times over.
 */
export function scoresOf(model: NaiveBayes, features: readonly string[], weight: (feature: string) => number = () => 1): Float64Array {
  const scores = Float64Array.from(model.logPrior);
  for (const feature of new Set(features)) {
    const row = model.logLikelihood.get(feature);
    if (!row) continue;
    const w = weight(feature);
    for (let c = 0; c < scores.length; c++) scores[c]! += w * row[c]!;
  }
  return scores;
}

/** The best label and its margin over the runner-up (log odds). */
export function bestOf(model: NaiveBayes, scores: Float64Array): { label: string; margin: number } {
  let best = 0;
  for (let c = 1; c < scores.length; c++) if (scores[c]! > scores[best]!) best = c;
  let second = -Infinity;
  for (let c = 0; c < scores.length; c++) if (c !== best && scores[c]! > second) second = scores[c]!;
  return { label: model.labels[best]!, margin: scores[best]! - second };
}
