import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-types';
import { MAX_IMAGE_BYTES } from '../images/service';
import { AppError, badRequest } from './errors';

/**
 * The one gate every request passes before a handler sees it (Issue 10, items 4 and 6;
 * docs/security.md "Input"):
 *
 * - a body limit on every route: small for JSON, what the Razorpay webhook and an image upload need
 *   where they are; more is 413 PAYLOAD_TOO_LARGE before the body is read into memory;
 * - control characters (NUL and the other C0 controls, DEL) in the path, the query or any string or
 *   key of a JSON body: 400. Bodies may carry tab, line feed and carriage return (multi-line notes);
 * - JSON bodies nested deeper than MAX_JSON_DEPTH, or not JSON at all: 400. The body is walked
 *   once here without recursion, so nothing later recurses over unbounded input.
 */
export const BODY_LIMITS = {
  /** Any JSON request: the largest real one (a package with its texts) is a few kilobytes. */
  json: 64 * 1024,
  /** Razorpay webhook events are a few kilobytes; room for large payment notes. */
  webhook: 256 * 1024,
  /** An uploaded photo (MAX_IMAGE_BYTES) and some slack for the request around it. */
  image: MAX_IMAGE_BYTES + 64 * 1024,
} as const;

export const MAX_JSON_DEPTH = 16;

const WEBHOOK_PATH = '/api/payments/webhook';

const isUpload = (method: string, path: string) =>
  method === 'POST' && path === '/api/admin/images';

function limitFor(method: string, path: string): number {
  if (isUpload(method, path)) return BODY_LIMITS.image;
  if (method === 'POST' && path === WEBHOOK_PATH) return BODY_LIMITS.webhook;
  return BODY_LIMITS.json;
}

const tooLarge = (limit: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is too large (at most ${Math.floor(limit / 1024)} KB here)`,
  );

/** C0 controls and DEL; `lenient` lets tab, LF and CR through (multi-line text in bodies). */
// eslint-disable-next-line no-control-regex
const CONTROL_STRICT = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_LENIENT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const hasControlCharacters = (value: string, lenient = false) =>
  (lenient ? CONTROL_LENIENT : CONTROL_STRICT).test(value);

const controlRefused = (where: string) =>
  badRequest(`The ${where} contains control characters, which are not allowed`);

/**
 * Checks the path and query of a URL: decodable, no control characters. A URL reaches here with its
 * control characters percent-encoded (the HTTP parser refuses raw ones, the URL parser encodes
 * them), so one without `%` has none and is not parsed again.
 */
function checkUrl(url: string): void {
  if (!url.includes('%')) return;
  const parsed = new URL(url);
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    throw badRequest('The address is not correctly encoded');
  }
  if (hasControlCharacters(path)) throw controlRefused('address');
  if (!parsed.search) return;
  // URLSearchParams decodes %00 to NUL; a malformed escape stays as text (harmless).
  for (const [key, value] of parsed.searchParams) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) throw controlRefused('query');
  }
}

/**
 * Walks a parsed JSON value with an explicit stack (never the call stack): every string and key is
 * checked for control characters, and nesting deeper than MAX_JSON_DEPTH is refused.
 */
export function checkJsonValue(root: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, true)) throw controlRefused('request body');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw badRequest('The request body is nested too deeply');
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key, true)) throw controlRefused('request body');
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
}

const isJsonType = (contentType: string | undefined) =>
  !!contentType && /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());

/**
 * The body limit without touching `c.req.raw.body` where the request declares its length: on the
 * Node server that getter turns the lightweight request into a full web Request (streams, headers,
 * an AbortSignal) on every call, which cost more than the rest of a small API request (decision
 * 0134). A declared Content-Length over the limit is refused before anything is read (the parser
 * never reads more than it); a body without one (chunked, or a test's Request) is counted as it is
 * read by hono's bodyLimit. GET and HEAD carry no body.
 */
function limitBody(c: Context<AppEnv>, limit: number, next: Next): Promise<Response | void> {
  const refuse = (): never => {
    // The rest of the body is never read, so the connection cannot carry another request (its
    // bytes would be parsed as one): the 413 closes it, and a keep-alive client opens a new one.
    c.header('Connection', 'close');
    throw tooLarge(limit);
  };
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number.parseInt(length, 10) > limit) refuse();
    return next();
  }
  return bodyLimit({ maxSize: limit, onError: refuse })(c, next);
}

export function inputGuard(): MiddlewareHandler<AppEnv> {
  // Not async: a GET passes on without a promise of its own (and its async-context hooks).
  return (c, next) => {
    checkUrl(c.req.url);
    const { method, path } = c.req;
    if (method === 'GET' || method === 'HEAD') return next();
    return limitBody(c, limitFor(method, path), async () => {
      if (isUpload(method, path)) return next();
      // Read once here; Hono keeps the text, so the route's validator (or the webhook's
      // signature check on the raw text) reads the same bytes again without the stream.
      const text = await c.req.text();
      if (text.trim() !== '') {
        // The webhook parses and checks its own signed text (checkJsonValue) whatever it is labelled.
        if (path === WEBHOOK_PATH) return next();
        if (!isJsonType(c.req.header('content-type')))
          throw new AppError(
            415,
            'VALIDATION_ERROR',
            'Send the request body as JSON (Content-Type: application/json)',
          );
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw badRequest('Request body must be valid JSON');
        }
        checkJsonValue(parsed);
      }
      await next();
    });
  };
}
