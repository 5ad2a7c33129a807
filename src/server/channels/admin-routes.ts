import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addDays, todayInZone } from '../../domain/dates';
import { channelFeedInputSchema } from '../../domain/ical-feed';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { errorResponse, json } from '../http/contract';
import { badRequest } from '../http/errors';
import { createRouter } from '../http/router';
import { listExports, rotateExport } from './export-service';
import {
  createFeed,
  deleteFeed,
  getFeed,
  listFeeds,
  listReservations,
  markHandled,
  syncFeed,
} from './service';
import {
  ChannelFeedSchema,
  ExternalReservationSchema,
  SyncResultSchema,
  ExportEntrySchema,
} from './admin-contract';

const idParam = z.object({ id: z.uuid('Channel feed not found') });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/channels',
  summary: 'Every OTA calendar feed with its sync health',
  responses: { 200: json(z.object({ items: z.array(ChannelFeedSchema) }), 'Feeds') },
});
const createFeedRoute = createRoute({
  method: 'post',
  path: '/admin/channels',
  summary: "Add an OTA's iCal feed to a room unit",
  request: {
    body: { required: true, content: { 'application/json': { schema: channelFeedInputSchema } } },
  },
  responses: {
    201: json(ChannelFeedSchema, 'Added'),
    400: errorResponse('Bad address, name or unit'),
    409: errorResponse('The unit already has a feed with that address'),
  },
});
const deleteFeedRoute = createRoute({
  method: 'delete',
  path: '/admin/channels/{id}',
  summary: 'Remove a feed; the nights it held are free again',
  request: { params: idParam },
  responses: {
    200: json(z.object({ id: z.string() }), 'Removed'),
    404: errorResponse('No such feed'),
  },
});
const syncRoute = createRoute({
  method: 'post',
  path: '/admin/channels/{id}/sync',
  summary: 'Fetch and apply one feed now',
  request: { params: idParam },
  responses: { 200: json(SyncResultSchema, 'The result'), 404: errorResponse('No such feed') },
});
const exportsRoute = createRoute({
  method: 'get',
  path: '/admin/channels/exports',
  summary: 'The private export feed URLs (per unit, per villa) to paste into the OTAs',
  responses: { 200: json(z.array(ExportEntrySchema), 'Export URLs') },
});
const rotateRoute = createRoute({
  method: 'post',
  path: '/admin/channels/exports/rotate',
  summary: 'A new URL for one export feed (the old one stops working)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            unitNumber: z.string().trim().min(1).max(40).optional(),
            villaId: z.string().trim().min(1).max(100).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: json(ExportEntrySchema, 'The new URL'),
    404: errorResponse('Unknown unit or villa'),
  },
});
const reservationsRoute = createRoute({
  method: 'get',
  path: '/admin/channels/reservations',
  summary: 'Imported reservations from yesterday on (per unit, or only open conflicts)',
  request: {
    query: z.object({
      unitNumber: z.string().max(40).optional(),
      conflicts: z.enum(['true', 'false']).optional(),
    }),
  },
  responses: { 200: json(z.object({ items: z.array(ExternalReservationSchema) }), 'Reservations') },
});
const handledRoute = createRoute({
  method: 'post',
  path: '/admin/channels/reservations/{id}/handled',
  summary: 'Mark a conflict handled (settled with the channel)',
  request: { params: z.object({ id: z.uuid('Imported reservation not found') }) },
  responses: {
    200: json(ExternalReservationSchema, 'Handled'),
    404: errorResponse('No such reservation'),
    409: errorResponse('Not a conflict'),
  },
});

/** Where the export URLs point: PUBLIC_URL, else the address staff reached us at. */
const baseUrlOf = (c: Context, publicUrl: string | undefined) =>
  publicUrl ?? new URL(c.req.url).origin;

export function channelAdminRoutes({ db, config, now }: AppDeps) {
  const syncMinutes = config.channels.syncMinutes;
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ items: await listFeeds(db, { syncMinutes, now: now() }) }, 200),
    )
    .openapi(createFeedRoute, async (c) =>
      c.json(
        await createFeed(db, c.req.valid('json'), { actor: actorOf(c), now: now(), syncMinutes }),
        201,
      ),
    )
    .openapi(exportsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listExports(db, baseUrlOf(c, config.publicUrl)), 200);
    })
    .openapi(rotateRoute, async (c) => {
      const body = c.req.valid('json');
      if (!body.unitNumber === !body.villaId)
        throw badRequest('Name one unit or one villa', {
          unitNumber: 'Name one unit or one villa',
        });
      return c.json(
        await rotateExport(db, body, {
          actor: actorOf(c),
          now: now(),
          baseUrl: baseUrlOf(c, config.publicUrl),
        }),
        200,
      );
    })
    .openapi(reservationsRoute, async (c) => {
      const q = c.req.valid('query');
      const from = addDays(todayInZone(now(), config.resortTz), -1);
      return c.json(
        {
          items: await listReservations(db, {
            unitNumber: q.unitNumber,
            from,
            conflictsOnly: q.conflicts === 'true',
          }),
        },
        200,
      );
    })
    .openapi(handledRoute, async (c) =>
      c.json(
        await markHandled(db, c.req.valid('param').id, { actor: actorOf(c), now: now() }),
        200,
      ),
    )
    .openapi(deleteFeedRoute, async (c) =>
      c.json(await deleteFeed(db, c.req.valid('param').id, { actor: actorOf(c), now: now() }), 200),
    )
    .openapi(syncRoute, async (c) => {
      const feed = await getFeed(db, c.req.valid('param').id);
      return c.json(await syncFeed({ db, config, now: now() }, feed), 200);
    });
}
