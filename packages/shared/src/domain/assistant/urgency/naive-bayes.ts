/**
 * A multinomial naive Bayes text classifier over binary features (a feature counts once per
 * document): trained by counting, so it learns a corpus of thousands of messages in milliseconds
 * at start-up and needs no model file or download. Used by Igea's urgency check (./urgency.ts).
 */
export interface NaiveBayes {
  labels: readonly string[];
  /** log P(label), per label. */
  logPrior: Float64Array;
  /** Each feature seen in training: its row in `logLikelihood`. */
  featureRows: ReadonlyMap<string, number>;
  /**
   * log P(feature | label), a row of `labels.length` per feature. One array rather than one per
   * feature: tens of thousands of small arrays and their buffers weighed more than the figures.
   */
  logLikelihood: Float64Array;
}

export interface Example {
  label: string;
  features: readonly string[];
}

/**
 * Trains on `examples`, read once: a generator spares holding the features of the whole corpus at
 * once. `alpha` is the additive smoothing; `uniformPrior` ignores how many examples each label has
 * (a corpus's proportions are not the world's).
 */
export function trainNaiveBayes(examples: Iterable<Example>, { alpha = 0.5, uniformPrior = true }: { alpha?: number; uniformPrior?: boolean } = {}): NaiveBayes {
  // Counted in the order the labels come, laid out in sorted order at the end. Each (feature row,
  // label) seen is kept as two numbers and summed once the vocabulary is known: an array per
  // feature (hundreds of thousands of them) cost more in garbage than the counting itself.
  const seen = new Map<string, number>();
  const docsSeen: number[] = [];
  const totalsSeen: number[] = [];
  const featureRows = new Map<string, number>();
  const hits: number[] = [];
  let n = 0;
  for (const example of examples) {
    let c = seen.get(example.label);
    if (c === undefined) {
      seen.set(example.label, (c = seen.size));
      docsSeen.push(0);
      totalsSeen.push(0);
    }
    n += 1;
    docsSeen[c]! += 1;
    for (const feature of new Set(example.features)) {
      let row = featureRows.get(feature);
      if (row === undefined) featureRows.set(feature, (row = featureRows.size));
      hits.push(row, c);
      totalsSeen[c]! += 1;
    }
  }
  const labels = [...seen.keys()].sort();
  const width = labels.length;
  const column = labels.map((l) => seen.get(l)!);
  const columnOf = new Int32Array(width);
  column.forEach((s, c) => (columnOf[s] = c));
  const vocabulary = featureRows.size;
  const logLikelihood = new Float64Array(vocabulary * width);
  for (let i = 0; i < hits.length; i += 2) logLikelihood[hits[i]! * width + columnOf[hits[i + 1]!]!]! += 1;
  const logDenominator = column.map((s) => Math.log(totalsSeen[s]! + alpha * vocabulary));
  for (let row = 0; row < vocabulary; row++) {
    for (let c = 0; c < width; c++) logLikelihood[row * width + c] = Math.log(logLikelihood[row * width + c]! + alpha) - logDenominator[c]!;
  }
  const logPrior = Float64Array.from(column, (s) => (uniformPrior ? Math.log(1 / width) : Math.log(docsSeen[s]! / n)));
  return { labels, logPrior, featureRows, logLikelihood };
}

/**
 * The log score of each label (same order as `model.labels`) for a document's features. `weight`
 * tempers features that come in overlapping families (the letter pieces of one word), whose
 * evidence naive Bayes would otherwise count many times over.
 */
export function scoresOf(model: NaiveBayes, features: readonly string[], weight: (feature: string) => number = () => 1): Float64Array {
  const scores = Float64Array.from(model.logPrior);
  const width = scores.length;
  for (const feature of new Set(features)) {
    const row = model.featureRows.get(feature);
    if (row === undefined) continue;
    const w = weight(feature);
    for (let c = 0; c < width; c++) scores[c]! += w * model.logLikelihood[row * width + c]!;
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
