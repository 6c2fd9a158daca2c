import { describe, expect, test } from 'vitest';
import { AppError } from './app-error';
import { decodePageCursor, encodePageCursor, pageOf } from './page-cursor';

const key = { at: '2026-11-23T09:30:00.123456Z', id: '0b9f3c1e-2a4d-4e55-9c1b-8f0e7d6c5b4a' };
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('page cursor codec', () => {
  test('round-trips a position, microseconds and id intact, as URL-safe text', () => {
    for (const kind of ['asc', 'desc', 'crm'] as const) {
      const cursor = encodePageCursor(kind, key);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodePageCursor(kind, cursor)).toEqual(key);
    }
  });

  test('a cursor of another list or direction is refused', () => {
    const error = refusal(() => decodePageCursor('desc', encodePageCursor('asc', key)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Richiesta non valida.');
    expect(error.fields).toEqual({ cursor: 'Richiesta non valida.' });
  });

  test.each([
    ['not base64url', 'abc+/=='],
    ['a character appended', `${encodePageCursor('asc', key)}x`],
    ['not JSON', b64('{oops')],
    ['an object', b64({ at: key.at, id: key.id })],
    ['two items', b64([key.at, key.id])],
    ['an unknown kind', b64(['sideways', key.at, key.id])],
    ['milliseconds only', b64(['asc', '2026-11-23T09:30:00.123Z', key.id])],
    ['month 13', b64(['asc', '2026-13-01T00:00:00.000000Z', key.id])],
    ['year 0', b64(['asc', '0000-01-01T00:00:00.000000Z', key.id])],
    ['year 9999', b64(['asc', '9999-12-31T23:59:59.999999Z', key.id])],
    ['a NUL in the id', b64(['asc', key.at, 'a\u0000b'])],
    ['an empty id', b64(['asc', key.at, ''])],
    ['a number as id', b64(['asc', key.at, 42])],
    ['empty text', ''],
  ])('%s is a 400 in Italian, never a crash', (_name, cursor) => {
    expect(refusal(() => decodePageCursor('asc', cursor)).status).toBe(400);
  });
});

describe('pageOf', () => {
  const keyOf = (n: number) => ({ at: key.at, id: String(n) });

  test('with one row more than the page: the page and the cursor of its last item', () => {
    const { items, nextCursor } = pageOf([1, 2, 3], 2, 'asc', keyOf);
    expect(items).toEqual([1, 2]);
    expect(decodePageCursor('asc', nextCursor!)).toEqual({ at: key.at, id: '2' });
  });

  test('a page that holds the rest: no cursor, so no empty last page', () => {
    expect(pageOf([1, 2], 2, 'asc', keyOf)).toEqual({ items: [1, 2], nextCursor: null });
    expect(pageOf([], 2, 'asc', keyOf)).toEqual({ items: [], nextCursor: null });
  });
});
