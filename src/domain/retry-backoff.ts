/** Outbox delivery retries: exponential backoff from 30 s, capped at 1 h, given up after 8 attempts. */
export const EMAIL_MAX_ATTEMPTS = 8;
const BASE_MS = 30_000;
const CAP_MS = 60 * 60_000;

/** Delay before the next attempt after `attempts` failed attempts (1-based); undefined = give up. */
export function nextRetryDelayMs(
  attempts: number,
  maxAttempts = EMAIL_MAX_ATTEMPTS,
): number | undefined {
  if (attempts >= maxAttempts) return undefined;
  return Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
}

const RECONNECT_BASE_MS = 500;
const RECONNECT_CAP_MS = 5_000;

/**
 * Delay before reopening a dropped database connection (the LISTEN connection of live events)
 * after `failures` failed attempts in a row (0 = the first try after the drop): 0.5 s, 1 s, 2 s,
 * 4 s, then every 5 s for as long as it takes. Never gives up: the database comes back.
 */
export function reconnectDelayMs(failures: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, failures));
}

/**
 * Delay before the admin panel reopens its live-events stream after the browser gave up on it (an
 * answer that was not a stream, e.g. 503 while the database restarts) and `failures` reopenings in
 * a row failed: 5 s, 10 s, 20 s, then every 30 s (the pages poll every 30 s meanwhile).
 */
export function eventStreamReopenDelayMs(failures: number): number {
  return Math.min(30_000, 5_000 * 2 ** Math.max(0, failures));
}
