import fc from 'fast-check';
import { nastyValues, prototypePollution } from './nasties';

/** One change to a generated value; `at` picks the node (root or any descendant) modulo their count. */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'add-key'; at: number; key: string; value: unknown };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: fc.constantFrom(...nastyValues) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add-key' as const),
      at: fc.nat(),
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'admin', 'role', 'id', 'zz'),
      value: fc.constantFrom<unknown>(...prototypePollution, 1, 'doctor', '\u0000', null),
    }),
    weight: 2,
  },
);

type Path = Array<string | number>;

function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  return out;
}

/** Sets an own property even for `__proto__`, as JSON.parse does, so it survives JSON.stringify. */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Applies the mutations in turn to a copy of `value` (a JSON value); the root itself may be replaced. */
export function applyMutations(value: unknown, mutations: readonly Mutation[]): unknown {
  let root = clone(value);
  for (const mutation of mutations) {
    const paths = pathsOf(root);
    const path = paths[mutation.at % paths.length]!;
    if (path.length === 0) {
      if (mutation.kind === 'replace') root = clone(mutation.value);
      else if (mutation.kind === 'add-key' && root && typeof root === 'object' && !Array.isArray(root)) setOwn(root, mutation.key, clone(mutation.value));
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    const node = parent[last];
    switch (mutation.kind) {
      case 'replace':
        setOwn(parent, last, clone(mutation.value));
        break;
      case 'delete':
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else delete parent[last];
        break;
      case 'add-key':
        if (node && typeof node === 'object' && !Array.isArray(node)) setOwn(node, mutation.key, clone(mutation.value));
        else setOwn(parent, last, clone(mutation.value));
        break;
    }
  }
  return root;
}

/** A generated value, left intact or broken by one to three mutations. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.oneof({ arbitrary: fc.constant<Mutation[]>([]), weight: 1 }, { arbitrary: fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), weight: 3 }))
    .map(([value, mutations]) => applyMutations(value, mutations));
}
