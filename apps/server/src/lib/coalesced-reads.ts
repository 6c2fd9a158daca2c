/**
 * Reads asked at the same moment share one statement, under one rule: a read shares only a statement
 * SENT AFTER it was asked (ADR 0024). A statement sent earlier may have read its rows before a write
 * that committed before the read was asked (on any instance: a logout, a save), and such a write must
 * be seen by every instance's next request. So at most one statement is in flight; the reads asked
 * meanwhile wait together and go in the next one, over the union of their keys. Under 50 clients
 * this turns 50 statements into a few; alone, a read costs what it did (sent at once).
 *
 * `select` answers the rows of the keys it is given (a key without a row is absent); each read gets
 * the whole answer of its statement and picks its own keys.
 */
export function coalescedReads<K, V>(select: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>) {
  let inFlight = false;
  let waiting: { keys: Set<K>; answer: Promise<ReadonlyMap<K, V>> } | null = null;
  let releaseWaiting: (() => void) | null = null;

  /** Sends `keys` now; when answered (or failed), sends the reads that waited meanwhile, if any. */
  function send(keys: Set<K>): Promise<ReadonlyMap<K, V>> {
    inFlight = true;
    const answer = select([...keys]);
    const next = () => {
      if (!waiting) {
        inFlight = false;
        return;
      }
      const release = releaseWaiting!;
      waiting = null;
      releaseWaiting = null;
      release();
    };
    answer.then(next, next);
    return answer;
  }

  return {
    /** The rows of `keys`, from a statement sent after this call (shared with the reads asked with it). */
    read(keys: readonly K[]): Promise<ReadonlyMap<K, V>> {
      if (!inFlight) return send(new Set(keys));
      if (!waiting) {
        const batch = { keys: new Set<K>(), answer: Promise.resolve(new Map<K, V>()) as Promise<ReadonlyMap<K, V>> };
        batch.answer = new Promise<void>((resolve) => (releaseWaiting = resolve)).then(() => send(batch.keys));
        waiting = batch;
      }
      for (const key of keys) waiting.keys.add(key);
      return waiting.answer;
    },
  };
}
