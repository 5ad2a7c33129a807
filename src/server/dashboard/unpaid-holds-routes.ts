import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { UNPAID_HOLDS_NIGHTS_AHEAD, unpaidHoldNights } from './unpaid-holds';
import { UnpaidHoldsSchema } from './unpaid-holds-contract';

const route = createRoute({
  method: 'get',
  path: '/admin/dashboard/unpaid-holds',
  summary: 'Villa-nights where unpaid holds take a large share of the units (decision 0108)',
  responses: {
    200: {
      description: 'The nights, soonest first (at most 20)',
      content: { 'application/json': { schema: UnpaidHoldsSchema } },
    },
  },
});

export function unpaidHoldsRoutes({ db, config, now }: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const thresholdPercent = config.limits.unpaidShareAlertPercent;
    const nights = await unpaidHoldNights(db, {
      now: now(),
      timeZone: config.resortTz,
      thresholdPercent,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ thresholdPercent, nightsAhead: UNPAID_HOLDS_NIGHTS_AHEAD, nights }, 200);
  });
}
