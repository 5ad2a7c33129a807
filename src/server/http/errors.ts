import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { handlingRoute } from './request-log';
import { ZodError } from 'zod';
import type { AppEnv } from '../app-types';
import { isConnectionError } from '../db/connection-error';
import { pgErrorCode } from '../db/pg-error-code';
import { errorForLog, logger } from '../logging/logger';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '../../domain/error-messages';

/** An expected failure with a status, a catalogue code and words for people. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

/** Turns zod issues into `{ path: message }` (first message per field) and a headline message. */
export function zodToAppError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Invalid request';
  return badRequest(first, fields);
}

/** Maps any thrown value to the API's error body. Never leaks a stack trace. */
export function toErrorResponse(err: unknown): {
  status: ContentfulStatusCode;
  body: ApiErrorBody;
} {
  const body = (
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ): ApiErrorBody => ({
    error: fields ? { code, message, fields } : { code, message },
  });
  if (err instanceof AppError)
    return { status: err.status, body: body(err.code, err.message, err.fields) };
  if (err instanceof ZodError) return toErrorResponse(zodToAppError(err));
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400)
      return { status, body: body('VALIDATION_ERROR', err.message || 'Malformed request') };
    if (status === 401)
      return { status, body: body('UNAUTHORIZED', err.message || 'Sign-in required') };
    if (status === 413)
      return { status, body: body('PAYLOAD_TOO_LARGE', 'The request body is too large') };
    return { status, body: body('UNKNOWN_ERROR', err.message || ERROR_MESSAGES.UNKNOWN_ERROR) };
  }
  if (err instanceof SyntaxError) {
    return { status: 400, body: body('VALIDATION_ERROR', 'Request body must be valid JSON') };
  }
  // The database restarting, failing over or dropping the connection: retryable, never a 500
  // (docs/decisions/0115). A transaction it interrupted was rolled back by the server.
  if (isConnectionError(err))
    return {
      status: 503,
      body: body('SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE),
    };
  switch (pgErrorCode(err)) {
    // A transaction the database aborted to let another one through (a serialization failure or a
    // deadlock; the report tables' locks no longer make one, decision 0168):
    // rolled back whole, so trying again is safe, and it is a moment's wait, not a fault.
    case '40001':
    case '40P01':
      return {
        status: 503,
        body: body('SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE),
      };
    case '23505':
      return { status: 409, body: body('DUPLICATE_ENTRY', ERROR_MESSAGES.DUPLICATE_ENTRY) };
    case '23503':
      return {
        status: 409,
        body: body('FOREIGN_KEY_VIOLATION', ERROR_MESSAGES.FOREIGN_KEY_VIOLATION),
      };
    case '23514':
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22021': // text the database cannot store (a NUL byte): the input's fault
    case '22P05': // an unsupported \u escape in JSON text (\u0000)
      return {
        status: 400,
        body: body('VALIDATION_ERROR', 'The request contains a value that is not allowed'),
      };
    case undefined:
      break;
    default:
      return { status: 500, body: body('DATABASE_ERROR', ERROR_MESSAGES.DATABASE_ERROR) };
  }
  return { status: 500, body: body('UNKNOWN_ERROR', ERROR_MESSAGES.UNKNOWN_ERROR) };
}

/** The driver's own words under drizzle's "Failed query: … params: …" (which may hold guest data). */
function driverMessage(err: unknown): string {
  let current = err;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | undefined)?.cause;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/** Seconds a client should wait before retrying after a 503 (the database being unreachable). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The app's onError: the API error body; a server failure (5xx) is logged here, once, with the
 * request id the client sees in `x-request-id` and in the body's `error.requestId`.
 */
export function handleError(err: unknown, c: Context<AppEnv>) {
  const { status, body } = toErrorResponse(err);
  if (status === 503) {
    // Expected while the database is away: one line, no stack trace.
    const requestId = c.get('requestId') as string | undefined;
    (c.get('log') ?? logger).warn(
      {
        method: c.req.method,
        route: handlingRoute(c),
        reason: driverMessage(err),
      },
      'database unavailable',
    );
    if (requestId) body.error.requestId = requestId;
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  } else if (status >= 500) {
    const requestId = c.get('requestId') as string | undefined;
    (c.get('log') ?? logger).error(
      { err: errorForLog(err), method: c.req.method, route: handlingRoute(c) },
      'unhandled error',
    );
    if (requestId) body.error.requestId = requestId;
  }
  return c.json(body, status);
}
