import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '../../domain/error-messages';

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
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  return data as T;
}
