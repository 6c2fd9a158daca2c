/**
 * The fuzz test's list of known-bad inputs: what broke this API before (NUL characters, dates the
 * database cannot hold, invalid multipart) and what commonly breaks HTTP services (lone
 * surrogates, huge or deeply nested values, prototype keys, path traversal, wrong types).
 */

/** Fastify's default body limit is 1 MiB: one string just fits, the other does not. */
export const MB_STRING_FITS = 'a'.repeat(1_000_000);
export const MB_STRING_TOO_BIG = 'é'.repeat(600_000);

export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'Mario\u0000Rossi',
  '\uD800',
  'a\uDFFFb',
  '\uFEFFbom',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '😀'.repeat(40),
  'a'.repeat(10_000),
  MB_STRING_FITS,
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%ff',
  '%',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999+14:00',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30',
  '2026-13-01T00:00:00Z',
  '24:00',
  '23:59',
  '-1',
  '1e400',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'not-an-id',
];

export const nastyNumbers: readonly number[] = [0, -1, -0, 0.5, 1.5, -1e308, 1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE];

/** Own `__proto__` and `constructor.prototype` keys, as JSON.parse makes them (an object literal would not). */
export const prototypePollution: readonly unknown[] = [
  JSON.parse('{"__proto__":{"x":1,"admin":1,"role":"doctor"}}'),
  JSON.parse('{"constructor":{"prototype":{"x":1,"admin":1}}}'),
];

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value that is wrong somewhere: wrong types, nasty strings and numbers, deep nesting. */
export const nastyValues: readonly unknown[] = [
  ...nastyStrings,
  ...nastyNumbers,
  null,
  true,
  false,
  [],
  {},
  [null],
  ['\u0000'],
  { '': '' },
  ...prototypePollution,
  nested(200),
];

/**
 * Path segments as they are written in the URL (already percent-encoded or deliberately not):
 * ids that are not ids, NUL, broken percent-encoding, encoded lone surrogates, traversal, and
 * segments over Fastify's 100-character parameter limit.
 */
export const nastyPathSegments: readonly string[] = [
  'not-an-id',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'a%00b',
  '%00',
  '%ff',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%20',
  'null',
  '__proto__',
  'constructor',
  '%3Cscript%3E',
  '9999-12-31',
  'a'.repeat(100),
  'a'.repeat(101),
  'a'.repeat(5000),
  '%F0%9F%98%80',
];

/** Query strings written out raw: NUL, broken encoding, repeated and empty keys, huge values. */
export function nastyQueryStrings(names: readonly string[]): string[] {
  const first = names[0] ?? 'q';
  const out = ['%ff', '=', '&&&', `${first}`, `${first}=`, `${first}=%00`, `${first}=a%00b`, `${first}=%ff`, `${first}=%`,
    `${first}=%ED%A0%80`, `${first}[]=1&${first}[x]=2`, `${first}=1&${first}=2&${first}=3`, `__proto__[x]=1`, `constructor[prototype][x]=1`,
    `${first}=${'a'.repeat(100_000)}`];
  for (const name of names) {
    out.push(`${name}=%00`, `${name}=0000-01-01T00:00:00Z`, `${name}=9999-12-31T23:59:59Z`, `${name}=-1`, `${name}=..%2F..%2F`);
  }
  return out;
}

const DEEP = 10_000;

export interface RawBody {
  label: string;
  contentType: string | undefined;
  body: string | Buffer;
}

/** Bodies that are not the JSON object a route expects, each with the content type it is sent under. */
export const rawBodies: readonly RawBody[] = [
  { label: 'JSON troncato', contentType: 'application/json', body: '{"a":' },
  { label: 'JSON vuoto', contentType: 'application/json', body: '' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON numero', contentType: 'application/json', body: '1' },
  { label: 'JSON stringa', contentType: 'application/json', body: '"x"' },
  { label: 'JSON array', contentType: 'application/json', body: '[]' },
  { label: 'JSON con commento', contentType: 'application/json', body: '{/* x */}' },
  { label: 'UTF-8 non valido', contentType: 'application/json', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: 'BOM', contentType: 'application/json', body: '\uFEFF{}' },
  { label: 'UTF-16', contentType: 'application/json; charset=utf-16le', body: Buffer.from('{"a":"b"}', 'utf16le') },
  { label: 'array annidati 10k', contentType: 'application/json', body: '['.repeat(DEEP) + ']'.repeat(DEEP) },
  { label: 'oggetti annidati 10k', contentType: 'application/json', body: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP) },
  { label: '__proto__', contentType: 'application/json', body: '{"__proto__":{"x":1,"admin":1}}' },
  { label: 'constructor.prototype', contentType: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
  { label: 'chiavi duplicate', contentType: 'application/json', body: '{"a":1,"a":2}' },
  { label: 'stringa da 1 MB', contentType: 'application/json', body: JSON.stringify({ a: MB_STRING_FITS }) },
  { label: 'oltre il limite', contentType: 'application/json', body: JSON.stringify({ a: MB_STRING_TOO_BIG }) },
  { label: 'NUL nel JSON', contentType: 'application/json', body: '{"a":"\\u0000"}' },
  { label: 'surrogato solo', contentType: 'application/json', body: '{"a":"\\ud800"}' },
  { label: 'testo', contentType: 'text/plain', body: 'ciao' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { label: 'XML', contentType: 'application/xml', body: '<a/>' },
  { label: 'multipart senza boundary', contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
  { label: 'multipart non valido', contentType: 'multipart/form-data; boundary=x', body: 'non è multipart' },
  { label: 'multipart troncato', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc' },
  { label: 'tipo assente', contentType: undefined, body: '{}' },
  { label: 'tipo strano', contentType: 'application/json; charset=klingon', body: '{}' },
  { label: 'tipo malformato', contentType: ';;;', body: '{}' },
];

/** One multipart form, with the fields and file in the given order. */
export function multipart(parts: ReadonlyArray<{ name: string; value: string | Buffer; filename?: string; type?: string }>): RawBody {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { label: 'multipart', contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
