import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from '../app-types';
import { logger, logRequest } from '../logging/logger';
import { runWithRequestId } from '../logging/request-context';
import { setOnAnswer, setOnNodeResponse } from './security-headers';

/** A caller's own id is kept when it looks like one (a proxy's); anything else gets a fresh UUID. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The route pattern a request was addressed to: the first matched endpoint (a route of the
 * request's method, not a `use`/`all` middleware), e.g. `/api/admin/bookings/:id`, even when a
 * middleware answered before it (a 401); else the pattern of the handler that answered (the API's
 * catch-all 404 `/api/*`, the site's fallback). Never the raw path, which can carry codes or tokens.
 */
export function handlingRoute(c: Context): string {
  const endpoint = matchedRoutes(c).find((r) => r.method !== 'ALL');
  return endpoint?.path ?? routePath(c);
}

/**
<<<<<<< HEAD
 * Gives every request an id (answered as `x-request-id`, except on immutable files) and a request context carrying it, so
 * every line logged while serving it, by the handler or any service below, has `reqId`
 * (logging/request-context.ts); `c.get('log')` is the logger. One JSON line when it ends: method,
 * route pattern (handlingRoute), status and milliseconds.
=======
 * Gives every request an id (answered as `x-request-id`, set the way the security headers are:
 * `setOnNodeResponse`) and a request context carrying it, so every line logged while serving it, by the
 * handler or any service below, has `reqId` (logging/request-context.ts); `c.get('log')` is the
 * logger. One JSON line when it ends (`logRequest`): method, route pattern (handlingRoute), status
 * and milliseconds.
>>>>>>> api
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('log', logger);
    const idHeader = [['x-request-id', requestId]] as const;
    const onNode = setOnNodeResponse(c, idHeader);
    return runWithRequestId(requestId, async () => {
      const started = performance.now();
      try {
        await next();
      } finally {
<<<<<<< HEAD
        // On the response's own headers: c.header() after the response exists rebuilds it around
        // its body as a stream, which then goes out the slow way (decision 0134).
        // Except on a hashed file cached for a year (static-site.ts): no one quotes an id for a
        // script their browser keeps, and on the entry page's six scripts it costs ≈ 0.3 KB (0152).
        if (!c.res.headers.get('cache-control')?.includes('immutable'))
          c.res.headers.set('x-request-id', requestId);
        const status = c.res.status;
        const line = {
=======
        if (!onNode) setOnAnswer(c, idHeader);
        // A 5xx's error itself was logged once by handleError, under the same reqId.
        logRequest(requestId, {
>>>>>>> api
          method: c.req.method,
          route: handlingRoute(c),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        });
      }
    });
  };
}
