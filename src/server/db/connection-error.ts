/**
 * Whether an error means "the database cannot be reached right now" (restart, failover, a killed
 * backend, a network cut) rather than "this statement is wrong". Such a failure is nobody's fault
 * and passes: the API answers 503 with Retry-After, the process keeps serving and reconnects
 * (docs/decisions/0115-database-blips.md).
 *
 * Walks `cause` (drizzle wraps the driver's error) and `errors` (Node's AggregateError when every
 * address of a host refuses).
 */

/** Socket-level failures of the driver's TCP connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away or not accepting connections yet. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections: every slot taken while clients reconnect at once
]);

/** node-postgres and pg-pool say these in words only (no code); pg-boss appends "(Queue: …)". */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /^Connection ended unexpectedly$/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isConnectionError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (depth > 6 || !value || typeof value !== 'object' || seen.has(value)) return false;
    seen.add(value);
    const e = value as ErrorLike;
    if (typeof e.code === 'string') {
      if (SOCKET_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(e.code)) return true; // class 08: connection exception
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e.message as string)))
      return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(e.cause, depth + 1);
  };
  return visit(err, 0);
}
