/** The first retry waits about this long; each further one doubles it. */
export const RETRY_BASE_MS = 30_000;
/** No retry waits longer than this. */
export const RETRY_CAP_MS = 60 * 60 * 1000;

/**
 * How long to wait before attempt `failedAttempts + 1`: exponential (30 s, 1 min, 2 min, … up to
 * an hour) with jitter of up to half of it, so instances retrying after a shared outage (the mail
 * server was down) do not all come back at the same instant.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exponential * (0.5 + random() * 0.5));
}
