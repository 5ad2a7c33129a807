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
