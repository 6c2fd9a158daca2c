// A UTF-16 surrogate without its pair: with the `u` flag a valid pair is one code point and does not match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether a string can be stored as PostgreSQL text or jsonb as it is. PostgreSQL refuses the NUL
 * character in both, and a lone surrogate is not a character at all: the drivers would silently
 * write U+FFFD in its place. Every text the API takes goes through this check (schemas/fields.ts).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
