import { createRoute, z } from '@hono/zod-openapi';
import { todayInZone } from '../../domain/dates';
import { housekeepingChangeSchema, HOUSEKEEPING_MESSAGES } from '../../domain/housekeeping';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { json, jsonBody } from '../http/contract';
import { createRouter } from '../http/router';
import {
  HousekeepingChangeResultSchema,
  HousekeepingListSchema,
  HousekeepingQuerySchema,
} from './contract';
import { changeHousekeeping, listHousekeeping } from './service';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/housekeeping',
  summary: 'Every room unit with its housekeeping state (filter by villa and state)',
  request: { query: HousekeepingQuerySchema },
  responses: { 200: json(HousekeepingListSchema, 'The units') },
});

const changeRoute = createRoute({
  method: 'patch',
  path: '/admin/units/{unitId}/housekeeping',
  summary:
    'Move a unit to clean, dirty, inspected or out of order (a note required); 409 with the reason when the move is not allowed',
  request: {
    params: z.object({ unitId: z.uuid(HOUSEKEEPING_MESSAGES.unitNotFound) }),
    ...jsonBody(housekeepingChangeSchema),
  },
  responses: {
    200: json(HousekeepingChangeResultSchema, 'The unit as it is now'),
    400: { description: 'Validation error (fields)' },
    404: { description: 'No such unit' },
    409: { description: 'The move is not allowed from the unit’s state, or changes nothing' },
  },
});

export function housekeepingAdminRoutes({ db, config, now }: AppDeps) {
  const today = () => todayInZone(now(), config.resortTz);
  return createRouter()
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listHousekeeping(db, c.req.valid('query'), today()), 200);
    })
    .openapi(changeRoute, async (c) => {
      const result = await changeHousekeeping(
        db,
        c.req.valid('param').unitId,
        c.req.valid('json'),
        { actor: actorOf(c), now: now(), today: today() },
      );
      return c.json(result, 200);
    });
}
