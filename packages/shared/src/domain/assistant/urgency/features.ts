/**
 * The features of a message for Igea's urgency classifier, on the canonical text (normalised,
 * abbreviations expanded, typos of cue words repaired: ../spelling.ts): words, pairs of adjacent
 * words, and the 3- and 4-letter pieces of each word with its edges. The pieces carry the meaning
 * through inflections and typos ("respira", "respiro", "respria" share most of them) and through
 * words the corpus never had.
 */
export function featuresOf(canonical: string): string[] {
  const words = canonical ? canonical.split(' ') : [];
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.add(`w:${w}`);
    if (i + 1 < words.length) out.add(`b:${w} ${words[i + 1]}`);
    if (w.length < 3) continue;
    const padded = ` ${w} `;
    for (let n = 3; n <= 4; n++) for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
  }
  return [...out];
}

/**
 * How much each feature counts: a letter piece `pieceWeight` of a word (a word gives about eight
 * pieces, whose evidence naive Bayes would otherwise count many times over), words and pairs 1.
 */
export const pieceWeighted = (pieceWeight: number) => (feature: string) => (feature.startsWith('c:') ? pieceWeight : 1);

/**
 * Overlapping windows of `size` words (step `step`) of a canonical text, the whole text when it is
 * no longer: a danger told in one line of a long, rambling message is judged on that line, where
 * the rest of the message does not drown it.
 */
export function windowsOf(canonical: string, size = 12, step = 4): string[] {
  const words = canonical ? canonical.split(' ') : [];
  if (words.length <= size) return [canonical];
  const out: string[] = [];
  for (let start = 0; start < words.length; start += step) {
    out.push(words.slice(start, start + size).join(' '));
    if (start + size >= words.length) break;
  }
  return out;
}
