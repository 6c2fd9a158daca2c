/**
 * Whether a and b are at most `max` edits apart (insertion, deletion, substitution, swap of two
 * adjacent letters: the optimal string alignment distance). Bounded: it gives up as soon as a row
 * of the table exceeds `max`, so checking a word against a vocabulary stays cheap.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return false;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]! <= max;
}
