import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { ping } from '../db/client';
import { createRouter } from '../http/router';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  responses: {
    200: {
      description: 'Healthy',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    503: { description: 'The database does not answer' },
  },
});

export function healthRoutes({ db, dbKind }: AppDeps) {
  return createRouter().openapi(healthRoute, async (c) => {
    if (!(await ping(db))) {
      return c.json(
        { error: { code: 'DATABASE_ERROR', message: 'The database is not reachable' } },
        503,
      );
    }
    return c.json({ status: 'ok' as const, database: dbKind }, 200);
  });
}
