/** Joins class names, skipping falsy values. Components avoid conflicting utilities instead of merging them. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
