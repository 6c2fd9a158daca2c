import fc from 'fast-check';
import { LEAF_NASTIES, leafPaths, withLeaf } from './examples';
import { mutated } from './mutate';
import { multipart, nastyPathSegments, nastyQueryStrings, rawBodies, type RawBody } from './nasties';
import type { FuzzRoute } from './routes';
import { arbitraryFor, type Hints } from './schema-arbitrary';

/** Real values of the seeded database, so that part of the requests reaches past "not found". */
export interface Pools {
  publicOrigin: string;
  doctorIds: string[];
  patientIds: string[];
  userIds: string[];
  serviceIds: string[];
  articleIds: string[];
  appointmentIds: string[];
  sectorIds: string[];
  membershipIds: string[];
  mediaKeys: string[];
  /** Another account's e-mail (never one the fuzz identities sign in with: failures lock accounts). */
  takenEmail: string;
  png: Buffer;
}

/** A request ready for `app.inject`, without the identity's cookie (added when it is sent). */
export interface FuzzRequest {
  method: FuzzRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** What the body was, for failure messages. */
  label: string;
}

function nonEmpty<T>(values: T[], fallback: T): T[] {
  return values.length ? values : [fallback];
}

const DAY = 86_400_000;

/** Half-hour instants from yesterday to 60 days ahead, where the demo doctors' hours are. */
const nearInstant = fc.integer({ min: -1, max: 60 * 48 }).map((halfHours) => {
  const base = Math.floor(Date.now() / DAY) * DAY;
  return new Date(base + halfHours * 1_800_000).toISOString();
});

export function hintsFor(pools: Pools): Hints {
  const pick = (values: string[]) => fc.constantFrom(...nonEmpty(values, 'nessuno'));
  const table: Record<string, fc.Arbitrary<unknown>> = {
    professionalId: pick(pools.doctorIds),
    serviceId: pick(pools.serviceIds),
    sectorId: pick(pools.sectorIds),
    'sectors[]': pick(pools.sectorIds),
    'selectedCategories[]': pick(pools.sectorIds),
    'allowedUsers[]': pick(pools.userIds),
    membershipId: pick(pools.membershipIds),
    draftId: fc.oneof(pick(pools.articleIds), fc.uuid()),
    dateTime: nearInstant,
    timeMin: nearInstant,
    timeMax: nearInstant,
    date: nearInstant.map((iso) => iso.slice(0, 10)),
    email: fc.oneof({ arbitrary: fc.emailAddress(), weight: 3 }, { arbitrary: fc.constant(pools.takenEmail), weight: 1 }),
    featuredImage: fc.constantFrom(...pools.mediaKeys.map((key) => `/media/${key}`), null),
    category: pick(pools.sectorIds),
  };
  return (name) => table[name];
}

/** Real ids for a path parameter, by its name and the resource the path names; one's own account first. */
function realIdsFor(route: FuzzRoute, param: string, pools: Pools, selfId?: string): string[] {
  if (param === 'uid') return selfId ? [selfId, ...pools.userIds.filter((id) => id !== selfId)] : pools.userIds;
  if (param === 'clientId') return pools.patientIds;
  if (param === 'key') return pools.mediaKeys;
  if (param === 'draftId') return pools.articleIds;
  // Never the fuzz identities' own accounts (the first two): disabled, they could not sign in again.
  if (route.path.startsWith('/api/admin/users/')) return pools.userIds.slice(2);
  if (/\/doctors?\//.test(route.path)) return pools.doctorIds;
  if (route.path.includes('/appointments/')) return pools.appointmentIds;
  if (/\/articles?\//.test(route.path)) return pools.articleIds;
  return pools.userIds;
}

/** UTF-8 percent-encoding that writes a lone surrogate as its (invalid) three bytes instead of throwing. */
export function encodeLoosely(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function segmentArbitrary(route: FuzzRoute, param: string, pools: Pools, hints: Hints): fc.Arbitrary<string> {
  const real = realIdsFor(route, param, pools);
  const generated = arbitraryFor({ type: 'string', minLength: 1, maxLength: 100 }, hints).map((v) => encodeLoosely(typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof(
    { arbitrary: fc.constantFrom(...nonEmpty(real, 'nessuno')), weight: 4 },
    { arbitrary: fc.constantFrom(...nastyPathSegments), weight: 2 },
    { arbitrary: generated, weight: 1 },
  );
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return encodeLoosely(value);
  if (value === null || value === undefined) return '';
  // Numbers and booleans as JSON writes them; objects as JSON text (the query parser sees a string).
  return encodeLoosely(JSON.stringify(value) ?? '');
}

/** A query object written out: arrays as repeated keys, everything else as text. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query === undefined ? '' : `q=${queryValue(query)}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${encodeLoosely(key)}=${queryValue(item)}`);
  }
  return pairs.join('&');
}

function queryArbitrary(route: FuzzRoute, hints: Hints): fc.Arbitrary<string> {
  if (route.query.length === 0) {
    return fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, { arbitrary: fc.constantFrom(...nastyQueryStrings(['q'])), weight: 1 });
  }
  const schema = {
    type: 'object',
    properties: Object.fromEntries(route.query.map((p) => [p.name, p.schema])),
    required: route.query.filter((p) => p.required).map((p) => p.name),
  };
  return fc.oneof(
    { arbitrary: mutated(arbitraryFor(schema, hints)).map(queryString), weight: 4 },
    { arbitrary: fc.constantFrom(...nastyQueryStrings(route.query.map((p) => p.name))), weight: 1 },
  );
}

function uploadBodies(pools: Pools): RawBody[] {
  const png = pools.png;
  return [
    multipart([{ name: 'kind', value: 'image' }, { name: 'file', value: png, filename: 'a.png', type: 'image/png' }]),
    multipart([{ name: 'avatar', value: png, filename: 'a.png', type: 'image/png' }]),
    multipart([{ name: 'file', value: png, filename: 'a.png', type: 'image/png' }, { name: 'kind', value: 'image' }]),
    multipart([{ name: 'kind', value: 'pdf' }, { name: 'file', value: png, filename: '../../../etc/passwd', type: 'application/pdf' }]),
    multipart([{ name: 'kind', value: '\u0000' }, { name: 'file', value: Buffer.alloc(0), filename: '' }]),
    multipart([{ name: 'avatar', value: Buffer.from('MZ\u0090\u0000'), filename: 'x.exe', type: 'image/png' }]),
    multipart([{ name: 'avatar', value: png.subarray(0, 20), filename: 'troncato.png', type: 'image/png' }]),
    multipart([{ name: 'kind', value: 'image' }]),
    multipart([]),
    multipart([{ name: '__proto__', value: 'x' }, { name: 'avatar', value: png, filename: 'a\u0000.png' }]),
  ];
}

function jsonBody(value: unknown, label = 'JSON'): RawBody {
  return { label, contentType: 'application/json', body: value === undefined ? '' : JSON.stringify(value) };
}

function bodyArbitrary(route: FuzzRoute, hints: Hints, pools: Pools, examples: readonly unknown[]): fc.Arbitrary<RawBody | undefined> {
  const raw = fc.constantFrom(...rawBodies);
  if (route.multipart) {
    return fc.oneof({ arbitrary: fc.constantFrom(...uploadBodies(pools)), weight: 4 }, { arbitrary: raw, weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 });
  }
  if (route.body) {
    const json = mutated(arbitraryFor(route.body, hints)).map((value) => jsonBody(value));
    if (examples.length === 0) return fc.oneof({ arbitrary: json, weight: 6 }, { arbitrary: raw, weight: 1 });
    const fromExample = mutated(fc.constantFrom(...examples)).map((value) => jsonBody(value, 'JSON da esempio'));
    return fc.oneof({ arbitrary: json, weight: 3 }, { arbitrary: fromExample, weight: 3 }, { arbitrary: raw, weight: 1 });
  }
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: raw, weight: 1 });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headersArbitrary(route: FuzzRoute, pools: Pools): fc.Arbitrary<Record<string, string>> {
  const origin = STATE_CHANGING.has(route.method)
    ? fc.oneof({ arbitrary: fc.constant(pools.publicOrigin), weight: 19 }, { arbitrary: fc.constant('https://altrosito.example'), weight: 1 })
    : fc.constant(undefined);
  const idempotency = route.headers.some((h) => h.name === 'idempotency-key')
    ? fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 2 },
        { arbitrary: fc.uuid().map((id) => `fuzz-${id}`), weight: 3 },
        { arbitrary: fc.constantFrom('', ' ', 'é', 'a'.repeat(201), '%00', '__proto__'), weight: 1 },
      )
    : fc.constant(undefined);
  const range = route.path.startsWith('/media/')
    ? fc.constantFrom(undefined, 'bytes=0-', 'bytes=-1', 'bytes=5-2', 'bytes=0-1,3-4', 'bytes=a-b', 'bytes=99999999999999999999-', 'items=0-1')
    : fc.constant(undefined);
  return fc.record({ origin, idempotency, range }).map(({ origin: o, idempotency: key, range: r }) => ({
    ...(o ? { origin: o } : {}),
    ...(key !== undefined ? { 'idempotency-key': key } : {}),
    ...(r ? { range: r } : {}),
  }));
}

function preview(body: RawBody | undefined): string {
  if (!body) return 'nessun corpo';
  const text = Buffer.isBuffer(body.body) ? body.body.toString('latin1') : body.body;
  const shown = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caratteri)` : text;
  return `${body.label} [${body.contentType ?? 'senza content-type'}] ${JSON.stringify(shown)}`;
}

/**
 * Generated requests for one route: real and nasty path ids, mutated query and body (from the
 * schema, or from the route's valid examples), headers.
 */
export function requestArbitrary(route: FuzzRoute, pools: Pools, examples: readonly unknown[] = []): fc.Arbitrary<FuzzRequest> {
  const hints = hintsFor(pools);
  const segments = fc.tuple(...route.pathParams.map((param) => segmentArbitrary(route, param, pools, hints)));
  return fc
    .record({
      segments,
      query: queryArbitrary(route, hints),
      body: bodyArbitrary(route, hints, pools, examples),
      headers: headersArbitrary(route, pools),
      remoteAddress: fc.ipV4(),
    })
    .map(({ segments: values, query, body, headers, remoteAddress }) => {
      let path = route.path;
      route.pathParams.forEach((param, i) => {
        path = path.replace(`{${param}}`, values[i] ?? '');
      });
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
        ...(body ? { payload: body.body } : {}),
        remoteAddress,
        label: preview(body),
      };
    });
}

function fillPath(route: FuzzRoute, pools: Pools, selfId?: string, override?: { param: string; segment: string }): string {
  let path = route.path;
  for (const param of route.pathParams) {
    const segment = override?.param === param ? override.segment : (realIdsFor(route, param, pools, selfId)[0] ?? 'nessuno');
    path = path.replace(`{${param}}`, segment);
  }
  return path;
}

function baseHeaders(route: FuzzRoute, pools: Pools): Record<string, string> {
  return STATE_CHANGING.has(route.method) ? { origin: pools.publicOrigin } : {};
}

/** The fixed part for ids: every nasty path segment in each path parameter, the rest real. */
export function pathSweep(route: FuzzRoute, pools: Pools): FuzzRequest[] {
  return route.pathParams.flatMap((param) =>
    nastyPathSegments.map((segment) => ({
      method: route.method,
      url: fillPath(route, pools, undefined, { param, segment }),
      headers: baseHeaders(route, pools),
      remoteAddress: '198.51.100.7',
      label: 'nessun corpo',
    })),
  );
}

/**
 * The fixed part for payloads, for one identity (its own id where the path names an account):
 * every nasty query string, every raw body, and each leaf of the valid example replaced by each
 * of LEAF_NASTIES, the rest real, so that each nasty reaches each route whatever the seed. The
 * probe (the valid request) tells whether the identity gets past the route's access check at all.
 */
export function payloadSweep(
  route: FuzzRoute,
  pools: Pools,
  selfId: string | undefined,
  example: () => unknown,
): { probe: FuzzRequest; rest: FuzzRequest[] } {
  const path = fillPath(route, pools, selfId);
  const headers = baseHeaders(route, pools);
  const requests: FuzzRequest[] = [];
  const add = (url: string, body?: RawBody) =>
    requests.push({
      method: route.method,
      url,
      headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
      ...(body ? { payload: body.body } : {}),
      remoteAddress: '198.51.100.8',
      label: preview(body),
    });
  if (route.query.length) for (const query of nastyQueryStrings(route.query.map((p) => p.name))) add(`${path}?${query}`);
  if (route.body || route.multipart) for (const body of [...rawBodies, ...(route.multipart ? uploadBodies(pools) : [])]) add(path, body);
  const valid = route.body ? example() : undefined;
  add(path, valid === undefined ? undefined : jsonBody(valid, 'JSON da esempio'));
  const probe = requests.pop()!;
  if (valid !== undefined) {
    for (const at of leafPaths(valid, LEAF_SWEEP_MAX)) {
      for (const leaf of LEAF_NASTIES) add(path, jsonBody(withLeaf(example(), at, leaf), `esempio con ${at.join('.')} = ${JSON.stringify(leaf)}`));
    }
  }
  return { probe, rest: requests };
}

/** Leaves of one example that the sweep breaks (the practice configuration alone has hundreds). */
const LEAF_SWEEP_MAX = 24;
