type PgLikeError = { code?: unknown; cause?: unknown };

/**
 * The SQLSTATE of a database error (e.g. '23505' unique, '23P01' exclusion, '40001' serialization),
 * walking `cause`: drizzle wraps the driver's error. The one definition; everything else calls it.
 */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as PgLikeError).cause;
  }
  return undefined;
}

/** The constraint a database error names (unique, exclusion, check), walking `cause` like pgErrorCode. */
export function pgConstraintName(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as PgLikeError).cause;
  }
  return undefined;
}
