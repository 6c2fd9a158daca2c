import fc from 'fast-check';

/** The part of JSON Schema (as zod's toJSONSchema writes it into the OpenAPI document) the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

/**
 * Plausible values for a property by its name (real ids of the seeded data, near dates), so that
 * generated requests get past "not found" and reach the deeper rules. Undefined: use the schema.
 */
export type Hints = (propertyName: string) => fc.Arbitrary<unknown> | undefined;

/** Generated strings stay short; the boundary itself (maxLength) is tried as well. */
const SHORT = 24;
const MAX_DEPTH = 8;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) return fc.stringMatching(pattern, { size: 'small' });
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 1000;
  const shortMax = Math.max(minLength, Math.min(maxLength, SHORT));
  const choices: fc.Arbitrary<string>[] = [fc.string({ minLength, maxLength: shortMax, unit: 'grapheme' })];
  // Exactly at the limit and one over: where off-by-one and column-size errors hide.
  if (schema.maxLength !== undefined && schema.maxLength <= 20_000) {
    choices.push(fc.constantFrom('x'.repeat(schema.maxLength), 'è'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)));
  }
  return fc.oneof({ arbitrary: choices[0]!, weight: 4 }, ...choices.slice(1).map((arbitrary) => ({ arbitrary, weight: 1 })));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ arbitrary: inRange, weight: 4 }, { arbitrary: fc.constantFrom(min, max, min - 1, max + 1), weight: 1 });
}

function objectArbitrary(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryFor(property, hints, name, depth + 1);
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    const dictionary = fc.dictionary(fc.string({ maxLength: 12 }), arbitraryFor(extra, hints, '', depth + 1), { maxKeys: 4 });
    return fc.tuple(record, dictionary).map(([known, more]) => ({ ...more, ...known }));
  }
  return record;
}

/**
 * A fast-check arbitrary of values that (mostly) satisfy the schema, or sit on its boundaries.
 * The mutations of `mutate.ts` then break them in one or a few places.
 */
export function arbitraryFor(schema: JsonSchema, hints: Hints, name = '', depth = 0): fc.Arbitrary<unknown> {
  const hinted = name ? hints(name) : undefined;
  if (hinted) return hinted;
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((member) => arbitraryFor(member, hints, name, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0]!, hints, name, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('null') || schema.nullable) {
    const rest = { ...schema, nullable: false, type: types.filter((t) => t !== 'null') };
    return fc.oneof({ arbitrary: arbitraryFor(rest, hints, name, depth), weight: 3 }, { arbitrary: fc.constant(null), weight: 1 });
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      // Items are hinted as `name[]` (the ids of `allowedUsers[]`), the array itself as `name`.
      const item = arbitraryFor(schema.items ?? {}, hints, name ? `${name}[]` : '', depth + 1);
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)) });
    }
    case 'object':
      return objectArbitrary(schema, hints, depth);
    default:
      if (schema.properties) return objectArbitrary(schema, hints, depth);
      return fc.jsonValue({ maxDepth: 2 });
  }
}
