import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { badRequest } from '../http/errors';
import { createRouter } from '../http/router';
import { placeHold, releaseHold } from './service';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
const SessionParam = z.object({ sessionId: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id') });

const HoldBody = z
  .object({
    villaId: z.string().min(1).max(100),
    checkIn: isoDate,
    checkOut: isoDate,
    rooms: z.number().int().min(1, 'Rooms must be between 1 and 3').max(3, 'Rooms must be between 1 and 3').default(1),
  })
  .openapi('HoldRequest');

const HoldSchema = z
  .object({
    sessionId: z.string(),
    villaId: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    rooms: z.number().int(),
    expiresAt: z.string(),
  })
  .openapi('Hold');

const putRoute = createRoute({
  method: 'put',
  path: '/holds/{sessionId}',
  summary: "Place or replace this session's 15-minute hold on a villa's units",
  request: {
    params: SessionParam,
    body: { content: { 'application/json': { schema: HoldBody } }, required: true },
  },
  responses: {
    200: { description: 'The hold', content: { 'application/json': { schema: HoldSchema } } },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/holds/{sessionId}',
  summary: "Release this session's hold",
  request: { params: SessionParam },
  responses: { 204: { description: 'Released (or there was none)' } },
});

/** Basic date sanity for holds; the full stay rules are checked by the quote and booking paths. */
function checkRange(checkIn: string, checkOut: string) {
  if (Number.isNaN(Date.parse(`${checkIn}T00:00:00Z`)) || Number.isNaN(Date.parse(`${checkOut}T00:00:00Z`))) {
    throw badRequest('Dates must be valid calendar dates');
  }
  if (checkOut <= checkIn) throw badRequest('Check-out date must be after check-in date', { checkOut: 'Check-out date must be after check-in date' });
}

export function holdRoutes({ db, now }: AppDeps) {
  return createRouter()
    .openapi(putRoute, async (c) => {
      const { sessionId } = c.req.valid('param');
      const body = c.req.valid('json');
      checkRange(body.checkIn, body.checkOut);
      return c.json(await placeHold(db, sessionId, body, now()), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await releaseHold(db, c.req.valid('param').sessionId);
      return c.body(null, 204);
    });
}
