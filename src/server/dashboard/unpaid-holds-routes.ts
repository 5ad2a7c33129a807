import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { UNPAID_HOLDS_NIGHTS_AHEAD, unpaidHoldNights } from './unpaid-holds';

export const UnpaidHoldsSchema = z
  .object({
    /** A villa-night is listed when unpaid holds take at least this share (%) of its units. */
    thresholdPercent: z.number().int(),
    nightsAhead: z.number().int(),
    nights: z.array(
      z.object({
        date: z.string(),
        villaId: z.string(),
        villaName: z.string(),
        /** Units held unpaid: browsing holds plus website bookings waiting for payment (or a reported transfer). */
        heldUnits: z.number().int(),
        totalUnits: z.number().int(),
      }),
    ),
  })
  .openapi('UnpaidHolds');

export type UnpaidHolds = z.infer<typeof UnpaidHoldsSchema>;

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
