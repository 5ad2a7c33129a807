import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { ping } from '../db/client';
import { RETRY_AFTER_SECONDS } from '../http/errors';
import { createRouter } from '../http/router';

const liveEvents = z
  .enum(['listening', 'reconnecting'])
  .describe("The live-events LISTEN connection: 'reconnecting' while it is being reopened");
const database = z.enum(['pglite', 'postgres']);

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  description:
    "200 while the database answers ('degraded' while live events reconnect; pages and bookings work), 503 with Retry-After while it does not. The process keeps running through a database outage and reports the recovery here (docs/decisions/0115).",
  responses: {
    200: {
      description: 'The database answers',
      content: {
        'application/json': {
          schema: z.object({ status: z.enum(['ok', 'degraded']), database, liveEvents }),
        },
      },
    },
    503: {
      description: 'The database does not answer (restarting, failing over, unreachable)',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('database-unreachable'),
            database,
            liveEvents,
            error: z.object({ code: z.literal('SERVICE_UNAVAILABLE'), message: z.string() }),
          }),
        },
      },
    },
  },
});

export function healthRoutes({ db, dbKind, events }: AppDeps) {
  return createRouter().openapi(healthRoute, async (c) => {
    const live = events.listening() ? ('listening' as const) : ('reconnecting' as const);
    if (!(await ping(db))) {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        {
          status: 'database-unreachable' as const,
          database: dbKind,
          liveEvents: live,
          error: {
            code: 'SERVICE_UNAVAILABLE' as const,
            message: 'The database is unreachable',
          },
        },
        503,
      );
    }
    const status = live === 'listening' ? ('ok' as const) : ('degraded' as const);
    return c.json({ status, database: dbKind, liveEvents: live }, 200);
  });
}
