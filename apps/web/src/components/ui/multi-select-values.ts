/** Adds a value once: choosing an already selected option is ignored (spec §2: duplicates ignored). */
export function addUnique(values: readonly string[], value: string): string[] {
  if (!value || values.includes(value)) return [...values];
  return [...values, value];
}

export function removeValue(values: readonly string[], value: string): string[] {
  return values.filter((v) => v !== value);
}

/** Drops duplicates and empty entries, keeping the first occurrence's order. */
export function dedupe(values: readonly string[]): string[] {
  return values.reduce<string[]>((acc, v) => addUnique(acc, v), []);
}
