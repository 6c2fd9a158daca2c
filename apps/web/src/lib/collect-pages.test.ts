import { describe, expect, test, vi } from 'vitest';
import { collectPages, type Page } from './collect-pages';

/** A server of `total` numbered items in pages of `size`, the cursor being the next index. */
function pagedServer(total: number, size: number) {
  return vi.fn((cursor: string | null): Promise<Page<number>> => {
    const from = cursor === null ? 0 : Number(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i);
    return Promise.resolve({ items, nextCursor: from + size < total ? String(from + size) : null });
  });
}

describe('collectPages', () => {
  test('follows every cursor: each item once, in order', async () => {
    const fetchPage = pagedServer(120, 50);
    expect(await collectPages(fetchPage)).toEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, '50', '100']);
  });

  test('one page without a cursor is one request', async () => {
    const fetchPage = pagedServer(3, 50);
    expect(await collectPages(fetchPage)).toEqual([0, 1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  test('stops as soon as there is enough', async () => {
    const fetchPage = pagedServer(120, 2);
    expect(await collectPages(fetchPage, (items) => items.filter((n) => n % 3 === 0).length >= 2)).toEqual([0, 1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  test('a cursor returned twice fails instead of looping for ever', async () => {
    const fetchPage = vi.fn((): Promise<Page<number>> => Promise.resolve({ items: [1], nextCursor: 'same' }));
    await expect(collectPages(fetchPage)).rejects.toThrow(/cursor twice/);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
