import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '../../domain/error-messages';
import type { Operation, RequestOf, ResponseOf } from './route-types';

/** A failed API call, with the catalogue's code and words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a Blob/File: its raw bytes as application/octet-stream (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** JSON over fetch. Network failures map to NETWORK_OFFLINE / REQUEST_TIMEOUT / NETWORK_ERROR. */
async function apiRequest(path: string, options: RequestOptions): Promise<unknown> {
  let response: Response;
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  const contentType = raw ? 'application/octet-stream' : 'application/json';
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': contentType }),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : raw
            ? (options.body as Blob)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') {
      throw new ApiError(0, 'REQUEST_TIMEOUT', ERROR_MESSAGES.REQUEST_TIMEOUT);
    }
    // Read through globalThis: this module is also compiled with the server's tests (no DOM types).
    const browser = (globalThis as unknown as { navigator?: { onLine?: boolean } }).navigator;
    if (browser?.onLine === false) {
      throw new ApiError(0, 'NETWORK_OFFLINE', ERROR_MESSAGES.NETWORK_OFFLINE);
    }
    throw new ApiError(0, 'NETWORK_ERROR', ERROR_MESSAGES.NETWORK_ERROR);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    if (error?.code && error.message)
      throw new ApiError(response.status, error.code, error.message, error.fields);
    throw new ApiError(response.status, 'UNKNOWN_ERROR', ERROR_MESSAGES.UNKNOWN_ERROR);
  }
  return data;
}

/** What the untyped core takes; the typed clients below narrow it per operation. */
export type CallArgs = {
  param?: Record<string, string | number>;
  query?: Record<string, unknown>;
  json?: unknown;
  header?: Record<string, string>;
  /** A file's raw bytes (uploads), sent as application/octet-stream. */
  body?: Blob;
  signal?: AbortSignal;
};

/**
 * The URL of an operation: `'GET /admin/bookings/:id'` with `{ param: { id } }` gives
 * `/api/admin/bookings/<id>`; query values are left out when undefined, arrays repeat the key.
 */
function operationUrl(operation: string, args: CallArgs = {}): string {
  const path = operation
    .slice(operation.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(args.param?.[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {}))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null) search.append(key, String(one));
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** Calls an operation by its name (`'POST /bookings'`); the typed clients are this function. */
export function callOperation(operation: string, args: CallArgs = {}): Promise<unknown> {
  return apiRequest(operationUrl(operation, args), {
    method: operation.slice(0, operation.indexOf(' ')) as RequestOptions['method'],
    body: args.body ?? args.json,
    headers: args.header,
    signal: args.signal,
  });
}

type Extras = Pick<CallArgs, 'body' | 'signal'>;
type ArgsOf<I> = object extends I ? [args?: I & Extras] : [args: I & Extras];

/** The client of router `R`: `(operation, { param, query, json, header, signal })` → its answer. */
export type Client<R> = <K extends Operation<R>>(
  operation: K,
  ...args: ArgsOf<RequestOf<R, K>>
) => Promise<ResponseOf<R, K>>;

/** The typed URL of an operation (links and downloads): same names and arguments as the client. */
export type Href<R> = <K extends Operation<R>>(
  operation: K,
  ...args: ArgsOf<RequestOf<R, K>>
) => string;

/**
 * A typed client for one feature router, e.g. `const api = clientFor<RouterOf<typeof villaRoutes>>()`.
 * Nothing per feature at run time: every client is `callOperation` (decision 0145).
 */
export const clientFor = <R>() => callOperation as Client<R>;

/** A typed URL builder for one feature router (`href('GET /bookings/:code/calendar.ics', …)`). */
export const hrefFor = <R>() => operationUrl as Href<R>;
