/** One page of a keyset-paged list: its items and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Follows a list's `nextCursor` from the first page, for screens that must show a whole bounded
 * window (a month of appointments) or need only its first few items (`enough`). A cursor seen twice
 * would loop for ever: that is a server fault and fails the query instead.
 */
export async function collectPages<T>(fetchPage: (cursor: string | null) => Promise<Page<T>>, enough: (items: readonly T[]) => boolean = () => false): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (;;) {
    const page: Page<T> = await fetchPage(cursor);
    items.push(...page.items);
    if (page.nextCursor === null || enough(items)) return items;
    if (seen.has(page.nextCursor)) throw new Error('collectPages: the list returned a cursor twice');
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
}
