/**
 * The server's one source of the current time. Services take it from createServices, so API tests
 * can start the app at a fixed instant and move it (the 24-hour cut-off, reminders, DST days)
 * instead of depending on the wall clock. Parsing a given time (`new Date(iso)`) is not a read of
 * the clock and stays as it is.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test sets or advances it. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

/** The instant of `value` in ms; a test clock refuses what is not one. */
function instantOf(value: Date | string, what: 'start' | 'time'): number {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) throw new Error(`invalid test clock ${what}: ${String(value)}`);
  return ms;
}

export function createTestClock(start: Date | string): TestClock {
  let current = instantOf(start, 'start');
  return {
    now: () => new Date(current),
    set(at) {
      current = instantOf(at, 'time');
    },
    advance(ms) {
      current += ms;
    },
  };
}

/**
 * A test clock that runs: it starts at `start` and goes on at the wall clock's pace; `set` and
 * `advance` jump it. The e2e server's clock under `TEST_CLOCK_START` (NODE_ENV=test only), so that a
 * browser test can move past a visit while timers, sessions and job delays still flow.
 */
export function createRunningTestClock(start: Date | string, wall: () => number = Date.now): TestClock {
  let offset = instantOf(start, 'start') - wall();
  return {
    now: () => new Date(wall() + offset),
    set(value) {
      offset = instantOf(value, 'time') - wall();
    },
    advance(ms) {
      offset += ms;
    },
  };
}
