import { createRoute, z } from '@hono/zod-openapi';
import { availabilityQuerySchema, withStayRules } from '../../domain/stay-request';
import type { AppDeps } from '../app-types';
import { browsingSessionOf } from '../http/browsing-session';
import { createRouter } from '../http/router';
import { parseWith } from '../http/validation';
import { notFound } from '../http/errors';
import { bookableUnitsLeft } from './service';

export const AvailabilitySchema = z
  .object({ available: z.boolean(), unitsLeft: z.number().int() })
  .openapi('Availability');

export type Availability = z.infer<typeof AvailabilitySchema>;

const availabilityRoute = createRoute({
  method: 'get',
  path: '/availability',
  summary: 'Whether the villa has `rooms` units free for every night of the stay',
  request: { query: availabilityQuerySchema },
  responses: {
    200: {
      description: 'Availability',
      content: { 'application/json': { schema: AvailabilitySchema } },
    },
    400: { description: 'Invalid stay' },
    404: { description: 'Unknown villa' },
  },
});

export function availabilityRoutes({ db, config, now }: AppDeps) {
  return createRouter().openapi(availabilityRoute, async (c) => {
    const at = now();
    const q = parseWith(
      withStayRules(availabilityQuerySchema, { now: at, timeZone: config.resortTz }),
      c.req.valid('query'),
    );
    const left = await bookableUnitsLeft(db, {
      villaId: q.villaId,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      ownHold: { sessionId: q.sessionId, browsingSession: browsingSessionOf(c) },
      now: at,
    });
    if (left === null) throw notFound(`Villa not found: ${q.villaId}`);
    c.header('Cache-Control', 'no-store');
    return c.json({ available: left >= q.rooms, unitsLeft: left }, 200);
  });
}
