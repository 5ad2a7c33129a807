import { todayInZone } from '../../domain/dates';
import { createRoute, z } from '@hono/zod-openapi';
import { holdRequestSchema, stayRuleIssues } from '../../domain/stay-request';
import type { AppDeps } from '../app-types';
import { browsingSessionOf } from '../http/browsing-session';
import { clientIp } from '../http/client-ip';
import { createRouter } from '../http/router';
import { throwIfIssues } from '../http/validation';
import { findBookableVilla } from '../pricing/quote-service';
import { placeHold, releaseHold } from './service';
import { HoldSchema } from './contract';

const SessionParam = z.object({
  sessionId: z
    .string()
    .min(8, 'Invalid session id')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id'),
});

const HoldBody = holdRequestSchema.openapi('HoldRequest');

const putRoute = createRoute({
  method: 'put',
  path: '/holds/{sessionId}',
  summary: "Place or replace this session's 15-minute hold on a villa's units",
  description:
    'The hold belongs to the browsing session (cookie) that placed it: another browser using the same sessionId gets a hold of its own and can never change this one.',
  request: {
    params: SessionParam,
    body: { content: { 'application/json': { schema: HoldBody } }, required: true },
  },
  responses: {
    200: { description: 'The hold', content: { 'application/json': { schema: HoldSchema } } },
    400: { description: 'Invalid stay' },
    404: { description: 'Unknown villa' },
    409: {
      description:
        'Villa is no longer available for selected dates (CONFLICT), or the hold being renewed has reached its maximum age (HOLD_EXPIRED: send it again to hold anew)',
    },
    429: {
      description:
        'Too many hold requests, or the browsing session or client address already holds its share (stays, unit-nights at once, unit-nights in the rolling window; decision 0116)',
    },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/holds/{sessionId}',
  summary: "Release this session's hold",
  description:
    "Releases only a hold this browsing session (cookie) placed; another browser's hold under the same sessionId is left alone, answered as if there were none.",
  request: { params: SessionParam },
  responses: { 204: { description: 'Released (or this browsing session held nothing)' } },
});

export function holdRoutes({ db, config, now }: AppDeps) {
  return createRouter()
    .openapi(putRoute, async (c) => {
      const { sessionId } = c.req.valid('param');
      const at = now();
      const body = c.req.valid('json');
      throwIfIssues(stayRuleIssues(body, { now: at, timeZone: config.resortTz }));
      const villa = await findBookableVilla(db, body.villaId);
      const client = {
        ip: clientIp(c, config),
        limits: config.limits,
        today: todayInZone(at, config.resortTz),
      };
      return c.json(
        await placeHold(
          db,
          { sessionId, browsingSession: browsingSessionOf(c) },
          { ...body, villaId: villa.id },
          at,
          client,
        ),
        200,
      );
    })
    .openapi(deleteRoute, async (c) => {
      const { sessionId } = c.req.valid('param');
      await releaseHold(db, { sessionId, browsingSession: browsingSessionOf(c) });
      return c.body(null, 204);
    });
}
