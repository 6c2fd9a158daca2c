import { describe, expect, test } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { decodeWalk, encodeWalk, walkDirectory, WALK_BATCH, WALK_MAX_BATCHES } from './fhir-directory-walk';

/**
 * The directory walk across several directory pages (fhir-directory.test.ts seeds fewer doctors
 * than one batch): a fake directory of `doctors`, each with `servicesOf(i)` items, paged as the
 * directory pages (its cursor the index of the next doctor).
 */
function directory(doctors: number, servicesOf: (i: number) => number) {
  let reads = 0;
  const batchAt = (at: string | undefined) => {
    reads += 1;
    const from = at ? Number(at.slice(1)) : 0;
    const rows = Array.from({ length: Math.max(0, Math.min(WALK_BATCH, doctors - from)) }, (_, k) => from + k);
    const end = from + rows.length;
    return Promise.resolve({ rows, nextCursor: end < doctors ? `c${end}` : null });
  };
  const expand = (rows: number[]) => Promise.resolve(rows.flatMap((d) => Array.from({ length: servicesOf(d) }, (_, s) => `${d}.${s}`)));
  const all = Array.from({ length: doctors }, (_, d) => Array.from({ length: servicesOf(d) }, (_, s) => `${d}.${s}`)).flat();
  return { batchAt, expand, all, reads: () => reads };
}

async function walkAll(dir: ReturnType<typeof directory>, count: number): Promise<{ items: string[]; pages: number; sizes: number[] }> {
  const items: string[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let pages = 1; ; pages += 1) {
    const page = await walkDirectory({ count, cursor, batchAt: dir.batchAt, expand: dir.expand });
    items.push(...page.items);
    sizes.push(page.items.length);
    if (!page.next) return { items, pages, sizes };
    cursor = page.next;
    expect(pages).toBeLessThan(500);
  }
}

describe('walkDirectory', () => {
  test.each([1, 3, 7, 20, 100])('_count=%i: every item exactly once across directory pages, full pages until the last', async (count) => {
    const dir = directory(53, (i) => i % 4);
    const { items, sizes } = await walkAll(dir, count);
    expect(items).toEqual(dir.all);
    expect(sizes.slice(0, -1).every((n) => n === count)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
  });

  test('doctors without services at the end: the last page with items has no next link', async () => {
    const dir = directory(45, (i) => (i < 5 ? 2 : 0));
    const page = await walkDirectory({ count: 10, cursor: undefined, batchAt: dir.batchAt, expand: dir.expand });
    expect(page.items).toEqual(dir.all);
    expect(page.next).toBeNull();
  });

  test('a sparse directory: one answer reads at most WALK_MAX_BATCHES pages, then links on with what it found', async () => {
    const doctors = WALK_BATCH * (WALK_MAX_BATCHES + 3);
    const dir = directory(doctors, (i) => (i === doctors - 1 ? 1 : 0));
    const first = await walkDirectory({ count: 5, cursor: undefined, batchAt: dir.batchAt, expand: dir.expand });
    expect(first.items).toEqual([]);
    expect(first.next).toBe(encodeWalk({ at: `c${WALK_BATCH * WALK_MAX_BATCHES}`, skip: 0 }));
    expect(dir.reads()).toBe(WALK_MAX_BATCHES);
    const second = await walkDirectory({ count: 5, cursor: first.next!, batchAt: dir.batchAt, expand: dir.expand });
    expect(second).toEqual({ items: [`${doctors - 1}.0`], next: null });
  });

  test('the cursor round-trips; anything else is a 400 naming _page', () => {
    for (const position of [{ at: undefined, skip: 0 }, { at: 'eyJhIjoxfQ', skip: 12 }]) expect(decodeWalk(encodeWalk(position))).toEqual(position);
    for (const bad of ['', 'x', '-1', '01', '1.', '1.a.b', '1.a=b', '9999999']) {
      let caught: unknown;
      try {
        decodeWalk(bad);
      } catch (error) {
        caught = error;
      }
      expect(isAppError(caught) && caught.status === 400 && caught.fields?._page !== undefined, bad).toBe(true);
    }
  });
});
