import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../env';

/** Header names and values, lower-case names as they go out. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * On the Node server (@hono/node-server passes node's `outgoing` response as the app's env), the
 * node response; none under `app.request()` (tests) or another runtime.
 */
function nodeResponse(c: Context): ServerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse } | undefined;
  return env?.outgoing;
}

/**
 * Puts constant headers on the answer to this request, whatever answers it (a handler, an error, a
 * 404, a static file). On the Node server they go on node's response before the app runs
 * (`setHeader`): node merges them into the head when the answer is written (`writeHead`), so the
 * answer's own headers stay a plain object and never become an undici `Headers` that is then read
 * back for node (decision 0153). Returns false elsewhere (`app.request()` in tests): the caller then
 * sets them on the finished Response (`setOnAnswer`) after `next()`. Either way every answer
 * carries them; a header the answer sets itself is kept on Node and replaced elsewhere (no answer
 * sets one of these to another value).
 */
export function setOnNodeResponse(c: Context, headers: HeaderList): boolean {
  const outgoing = nodeResponse(c);
  if (!outgoing) return false;
  for (const [name, value] of headers) outgoing.setHeader(name, value);
  return true;
}

/** Takes back a header `setOnNodeResponse` put on node's response, before the answer is written. */
export function removeFromNodeResponse(c: Context, name: string): void {
  nodeResponse(c)?.removeHeader(name);
}

/**
 * A header a handler gives its own answer (`Cache-Control`, a cookie with `append`), set the way
 * the constant headers are: on node's response on the Node server, so a JSON answer's headers stay a
 * plain object instead of becoming an undici `Headers` that node-server then reads back for node
 * (decision 0160); with `c.header` elsewhere (`app.request()`). Either way it is on whatever answers
 * the request, an error included, as with `c.header` before the answer exists. Only for headers no
 * later step of the same request sets again with `c.header` (the answer's value would win on Node).
 */
export function setAnswerHeader(
  c: Context,
  name: string,
  value: string,
  opts?: { append?: boolean },
): void {
  const outgoing = nodeResponse(c);
  if (!outgoing) c.header(name, value, opts);
  else if (opts?.append) outgoing.appendHeader(name, value);
  else outgoing.setHeader(name, value);
}

/** `setOnNodeResponse`'s fallback: the headers set on the finished Response. */
export function setOnAnswer(c: Context, headers: HeaderList): void {
  const answer = c.res.headers;
  for (const [name, value] of headers) answer.set(name, value);
}

const hsts = (config: Config): HeaderList =>
  config.production ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']] : [];

/**
 * CSP and friends on documents and API answers. Razorpay's checkout is allowed only when Razorpay
 * is configured; the built page's inline script by its hash (`scriptSources`, decision 0162).
 */
export function documentHeaders(config: Config, scriptSources: readonly string[] = []): HeaderList {
  const razorpay = config.razorpay ? ' https://checkout.razorpay.com https://*.razorpay.com' : '';
  const inline = scriptSources.map((source) => ` ${source}`).join('');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${inline}${razorpay}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${razorpay}`,
    `connect-src 'self'${razorpay}`,
    `frame-src 'self'${razorpay}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['content-security-policy', csp],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...hsts(config),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * The build's hashed files (/assets/: scripts, fonts) are never documents: they get only the
 * headers a script obeys (nosniff, Cross-Origin-Resource-Policy, HSTS), not CSP, framing, opener or
 * referrer rules, which ≈ 0.55 KB per response would cost the entry page's six scripts ≈ 3 KB
 * (decision 0143).
 */
export function assetHeaders(config: Config): HeaderList {
  return [
    ['cross-origin-resource-policy', 'same-origin'],
    ...hsts(config),
    ['x-content-type-options', 'nosniff'],
  ];
}

/** The security headers on every answer: the asset set under /assets/, the document set elsewhere. */
export function securityHeaders(
  config: Config,
  scriptSources: readonly string[] = [],
): MiddlewareHandler {
  const documents = documentHeaders(config, scriptSources);
  const assets = assetHeaders(config);
  // Not async on the Node server: one promise and its async-context hooks fewer per request.
  return (c, next) => {
    const headers = c.req.path.startsWith('/assets/') ? assets : documents;
    if (setOnNodeResponse(c, headers)) return next();
    return next().then(() => setOnAnswer(c, headers));
  };
}
