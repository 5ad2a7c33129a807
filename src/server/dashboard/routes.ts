import { createRoute } from '@hono/zod-openapi';
import { DashboardSchema } from './contract';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { loadDashboard } from './service';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/admin/dashboard',
  summary: 'Dashboard figures, recent activity and bookings, system status',
  responses: {
    200: {
      description: 'Dashboard',
      content: { 'application/json': { schema: DashboardSchema } },
    },
  },
});

export function dashboardRoutes({ db, dbKind, config, now }: AppDeps) {
  return createRouter().openapi(dashboardRoute, async (c) =>
    c.json(await loadDashboard(db, { dbKind, config }, now()), 200),
  );
}
