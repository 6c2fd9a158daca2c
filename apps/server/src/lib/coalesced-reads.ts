/**
 * Reads asked at the same moment share one statement, under one rule: a read shares only a statement
 * SENT AFTER it was asked (ADR 0024). A statement sent earlier may have read its rows before a write
 * that committed before the read was asked (on any instance: a logout, a save), and such a write must
 * be seen by every instance's next request. So a statement gathers the reads asked until it is sent:
 * those of the same turn of the event loop (requests whose bytes arrived together; PGlite answers
 * within the turn, so nothing else would ever wait for it), and, while one statement is in flight,
 * every read asked meanwhile, sent together when it is answered. At most one is in flight, over the
 * union of its reads' keys. Under 50 clients this turns 50 statements into a few; alone, a read
 * waits one turn of the event loop.
 *
 * `select` answers the rows of the keys it is given (a key without a row is absent); each read gets
 * the whole answer of its statement and picks its own keys.
 */
export function coalescedReads<K, V>(select: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>) {
  interface Batch {
    keys: Set<K>;
    answer: Promise<ReadonlyMap<K, V>>;
    resolve: (rows: ReadonlyMap<K, V>) => void;
    reject: (error: unknown) => void;
  }
  let inFlight = false;
  let waiting: Batch | null = null;

  function send(batch: Batch): void {
    inFlight = true;
    const answer = select([...batch.keys]);
    answer.then(batch.resolve, batch.reject);
    const next = () => {
      inFlight = false;
      const queued = waiting;
      waiting = null;
      if (queued) send(queued);
    };
    answer.then(next, next);
  }

  return {
    /** The rows of `keys`, from a statement sent after this call (shared with the reads asked with it). */
    read(keys: readonly K[]): Promise<ReadonlyMap<K, V>> {
      if (!waiting) {
        let resolve: Batch['resolve'] = () => undefined;
        let reject: Batch['reject'] = () => undefined;
        const answer = new Promise<ReadonlyMap<K, V>>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        const batch: Batch = { keys: new Set(), answer, resolve, reject };
        waiting = batch;
        // Nothing in flight: sent once this turn's requests have asked (otherwise when the one in flight is answered).
        if (!inFlight)
          setImmediate(() => {
            if (waiting !== batch || inFlight) return;
            waiting = null;
            send(batch);
          });
      }
      for (const key of keys) waiting.keys.add(key);
      return waiting.answer;
    },
  };
}
