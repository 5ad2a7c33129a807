import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { errorResponse } from '../http/contract';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { exportFeed } from './export-service';

/** `<token>.ics`: the token is what staff copied (base64url, 32 characters). */
const fileParam = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, 'Calendar not found'),
});

const icsResponses = {
  200: { description: 'iCalendar', content: { 'text/calendar': { schema: z.string() } } },
  404: errorResponse('Unknown or rotated feed'),
};

const unitRoute = createRoute({
  method: 'get',
  path: '/ical/units/{file}',
  summary: "A room unit's availability as iCal for the OTAs (no session, no guest data)",
  request: { params: fileParam },
  responses: icsResponses,
});
const villaRoute = createRoute({
  method: 'get',
  path: '/ical/villas/{file}',
  summary: 'Every unit of a villa as iCal for the OTAs (no session, no guest data)',
  request: { params: fileParam },
  responses: icsResponses,
});

export function channelExportRoutes({ db, config, now }: AppDeps) {
  const serve = (scope: 'units' | 'villas') => async (file: string) => {
    const ics = await exportFeed(db, scope, file.slice(0, -'.ics'.length), {
      now: now(),
      timeZone: config.resortTz,
      resortName: config.resortName,
    });
    if (ics === null) throw notFound('Calendar not found');
    return ics;
  };
  const headers = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  };
  return createRouter()
    .openapi(unitRoute, async (c) =>
      c.body(await serve('units')(c.req.valid('param').file), 200, headers),
    )
    .openapi(villaRoute, async (c) =>
      c.body(await serve('villas')(c.req.valid('param').file), 200, headers),
    );
}
