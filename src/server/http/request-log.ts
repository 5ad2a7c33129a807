import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-types';
import { logger } from '../logging/logger';

/** A caller's own id is kept when it looks like one (a proxy's); anything else gets a fresh UUID. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (answered as `x-request-id`), a child logger carrying it
 * (`c.get('log')`), and one JSON line when it ends: method, route pattern (never the raw path or
 * query, which can carry booking codes, tokens or e-mails), status and milliseconds.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    try {
      await next();
    } finally {
      // On the response's own headers: c.header() after the response exists rebuilds it around
      // its body as a stream, which then goes out the slow way (decision 0134).
      c.res.headers.set('x-request-id', requestId);
      const status = c.res.status;
      const line = {
        method: c.req.method,
        route: routePath(c, -1),
        status,
        ms: Math.round(performance.now() - started),
      };
      // A 5xx's error itself was logged once by handleError, under the same reqId.
      if (status >= 500) log.warn(line, 'request');
      else log.info(line, 'request');
    }
  };
}
