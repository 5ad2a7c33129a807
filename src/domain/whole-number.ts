import { z } from 'zod';

/**
 * A whole number from JSON or a query string, strictly: a JSON number, or a string of decimal
 * digits (query strings have no numbers). Refuses what `z.coerce.number()` quietly turned into
 * numbers: `true`, `[2]`, `"0x2"`, `"1e3"`, `" "`, `null` (Issue 10, item 10).
 */
const DECIMAL = /^\s*[-+]?\d{1,15}\s*$/;

export function wholeNumber(message = 'Please enter a whole number') {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int(message)
      .min(Number.MIN_SAFE_INTEGER)
      .max(Number.MAX_SAFE_INTEGER),
  );
}
