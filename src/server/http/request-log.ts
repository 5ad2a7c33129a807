import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from '../app-types';
import { logger, logRequest } from '../logging/logger';
import { runWithRequestId } from '../logging/request-context';
import { removeFromNodeResponse, setOnAnswer, setOnNodeResponse } from './security-headers';

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
 * Gives every request an id (answered as `x-request-id`, set the way the security headers are:
 * `setOnNodeResponse`; not on a hashed file cached for a year) and a request context carrying it,
 * so every line logged while serving it, by the handler or any service below, has `reqId`
 * (logging/request-context.ts); `c.get('log')` is the logger. One JSON line when it ends
 * (`logRequest`): method, route pattern (handlingRoute), status and milliseconds.
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
        // Not on a hashed file cached for a year (static-site.ts): no one quotes an id for a
        // script their browser keeps, and on the entry page's six scripts it costs ≈ 0.3 KB (0152).
        // A missing file's 404 keeps it.
        const keptFile = c.req.path.startsWith('/assets/') && c.res.status < 400;
        if (onNode) {
          if (keptFile) removeFromNodeResponse(c, 'x-request-id');
        } else if (!keptFile) setOnAnswer(c, idHeader);
        // A 5xx's error itself was logged once by handleError, under the same reqId.
        logRequest(requestId, {
          method: c.req.method,
          route: handlingRoute(c),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        });
      }
    });
  };
}
