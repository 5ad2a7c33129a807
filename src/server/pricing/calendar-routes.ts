import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { monthRange } from '../../domain/calendar-days';
import { todayInZone } from '../../domain/dates';

import type { AppDeps } from '../app-types';
import { browsingSessionOf } from '../http/browsing-session';
import { badRequest, notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { calendarWindow, monthCalendar } from './calendar-service';
import {
  CalendarSchema,
  MONTH_MESSAGE,
  calendarQuerySchema,
  CALENDAR_MAX_AGE,
} from './calendar-contract';

const calendarRoute = createRoute({
  method: 'get',
  path: '/calendar',
  summary:
    "One month of nights: each night's price (the quote's rate), rooms left, minimum stay and closed arrival",
  request: { query: calendarQuerySchema },
  responses: {
    200: { description: 'The month', content: { 'application/json': { schema: CalendarSchema } } },
    304: { description: 'Not modified (If-None-Match)' },
    400: { description: 'Not a month, or outside last month to 13 months ahead' },
    404: { description: 'Unknown villa' },
  },
});

export function calendarRoutes({ db, config, now }: AppDeps) {
  return createRouter().openapi(calendarRoute, async (c) => {
    const q = c.req.valid('query');
    const at = now();
    const today = todayInZone(at, config.resortTz);
    const range = monthRange(q.month);
    const window = calendarWindow(today);
    if (!range || q.month < window.from || q.month > window.to)
      throw badRequest(`Choose a month from ${window.from} to ${window.to}`, {
        month: range ? `Choose a month from ${window.from} to ${window.to}` : MONTH_MESSAGE,
      });
    if (q.rooms < 1 || q.rooms > 3)
      throw badRequest('Rooms must be between 1 and 3', { rooms: 'Rooms must be between 1 and 3' });
    const days = await monthCalendar(db, {
      villaId: q.villaId || null,
      ...range,
      rooms: q.rooms,
      today,
      now: at,
      ownHold: q.sessionId
        ? { sessionId: q.sessionId, browsingSession: browsingSessionOf(c) }
        : null,
    });
    if (!days) throw notFound(`Villa not found: ${q.villaId}`);
    const body = JSON.stringify({ days });
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    c.header('Cache-Control', `private, max-age=${CALENDAR_MAX_AGE}`);
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.json({ days }, 200);
  });
}
