/** The q-th quantile (0 to 1) of values sorted in ascending order, by nearest rank; 0 when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
