import { createRoute, z } from '@hono/zod-openapi';
import { errors, IsoDateSchema, json, jsonBody } from '../http/contract';
import type { Context } from 'hono';
import { villaFormSchema } from '../../domain/admin-forms';
import { daysBetween } from '../../domain/dates';
import {
  MAX_OCCUPANCY_RANGE_DAYS,
  unitFormSchema,
  unitUpdateSchema,
  villaBulkStatusSchema,
  villaUpdateSchema,
} from '../../domain/inventory';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { badRequest } from '../http/errors';
import { createRouter } from '../http/router';
import {
  createVilla,
  deleteVilla,
  listVillasWithStats,
  setVillaStatuses,
  updateVilla,
  villaCalendar,
  villaCalendarDay,
} from './admin-service';
import { createUnit, deleteUnit, listUnits, updateUnit } from './units-service';
import {
  AdminVillaSchema,
  AdminVillaListSchema,
  UnitSchema,
  VillaCalendarSchema,
  VillaCalendarDaySchema,
} from './admin-contract';

const villaParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/villas',
  summary: 'Every villa (by name) with its card figures, and the summary',
  responses: { 200: json(AdminVillaListSchema, 'Villas') },
});
const createVillaRoute = createRoute({
  method: 'post',
  path: '/admin/villas',
  summary: 'Create a villa',
  request: jsonBody(villaFormSchema),
  responses: {
    201: json(AdminVillaSchema, 'Created'),
    ...errors({ 409: 'ID taken, or an active villa without room units' }),
  },
});
const updateVillaRoute = createRoute({
  method: 'patch',
  path: '/admin/villas/{id}',
  summary: 'Edit a villa (the ID cannot change) or set its status',
  request: { params: villaParam, ...jsonBody(villaUpdateSchema) },
  responses: {
    200: json(AdminVillaSchema, 'Updated'),
    ...errors({ 404: 'No such villa', 409: 'Made active without room units' }),
  },
});
const deleteVillaRoute = createRoute({
  method: 'delete',
  path: '/admin/villas/{id}',
  summary: 'Delete a villa no booking names (409 with the spec’s message otherwise)',
  request: { params: villaParam },
  responses: {
    200: json(z.object({ id: z.string() }), 'Deleted'),
    ...errors({ 404: 'No such villa', 409: 'Bookings exist' }),
  },
});
const bulkRoute = createRoute({
  method: 'post',
  path: '/admin/villas/bulk-status',
  summary: 'Set the status of several villas',
  request: jsonBody(villaBulkStatusSchema),
  responses: {
    200: json(z.object({ updated: z.number().int() }), 'Updated'),
    ...errors({ 404: 'No villa was updated', 409: 'Made active without room units' }),
  },
});
const calendarRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/calendar',
  summary: 'Per day of [from, to]: units booked, blocked and free, and bookings',
  request: { params: villaParam, query: z.object({ from: IsoDateSchema, to: IsoDateSchema }) },
  responses: { 200: json(VillaCalendarSchema, 'Calendar'), ...errors({ 404: 'No such villa' }) },
});
const calendarDayRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/calendar/{date}',
  summary: 'The stays and blocks of one night',
  request: { params: villaParam.extend({ date: IsoDateSchema }) },
  responses: { 200: json(VillaCalendarDaySchema, 'The day'), ...errors({ 404: 'No such villa' }) },
});
const listUnitsRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/units',
  summary: 'Room units of a villa',
  request: { params: villaParam },
  responses: {
    200: json(z.object({ items: z.array(UnitSchema) }), 'Units'),
    ...errors({ 404: 'No such villa' }),
  },
});
const createUnitRoute = createRoute({
  method: 'post',
  path: '/admin/villas/{id}/units',
  summary: 'Add a room unit',
  request: { params: villaParam, ...jsonBody(unitFormSchema) },
  responses: {
    201: json(UnitSchema, 'Created'),
    ...errors({ 404: 'No such villa', 409: 'Unit number taken' }),
  },
});
const unitParam = z.object({ unitId: z.uuid('Room unit not found') });
const updateUnitRoute = createRoute({
  method: 'patch',
  path: '/admin/units/{unitId}',
  summary: 'Edit a room unit (number, floor, view, status)',
  request: { params: unitParam, ...jsonBody(unitUpdateSchema) },
  responses: {
    200: json(UnitSchema, 'Updated'),
    ...errors({ 404: 'No such room unit', 409: 'Unit number taken' }),
  },
});
const deleteUnitRoute = createRoute({
  method: 'delete',
  path: '/admin/units/{unitId}',
  summary: 'Delete a room unit (refused while stays use it)',
  request: { params: unitParam },
  responses: {
    200: json(z.object({ id: z.string() }), 'Deleted'),
    ...errors({
      404: 'No such room unit',
      409: 'Stays use it, or it is the last unit of an active villa',
    }),
  },
});

export function villaAdminRoutes({ db, config, now }: AppDeps) {
  const ctx = (c: Context) => {
    const actor = actorOf(c);
    return { actor, now: now(), timeZone: config.resortTz };
  };
  return createRouter()
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listVillasWithStats(db, { now: now(), timeZone: config.resortTz }), 200);
    })
    .openapi(createVillaRoute, async (c) =>
      c.json(await createVilla(db, c.req.valid('json'), ctx(c)), 201),
    )
    .openapi(bulkRoute, async (c) => {
      const { ids, status } = c.req.valid('json');
      return c.json(await setVillaStatuses(db, ids, status, ctx(c)), 200);
    })
    .openapi(updateVillaRoute, async (c) =>
      c.json(await updateVilla(db, c.req.valid('param').id, c.req.valid('json'), ctx(c)), 200),
    )
    .openapi(deleteVillaRoute, async (c) =>
      c.json(await deleteVilla(db, c.req.valid('param').id, ctx(c)), 200),
    )
    .openapi(calendarRoute, async (c) => {
      const { from, to } = c.req.valid('query');
      if (to < from || daysBetween(from, to) + 1 > MAX_OCCUPANCY_RANGE_DAYS) {
        throw badRequest(`Choose a range of 1 to ${MAX_OCCUPANCY_RANGE_DAYS} days`, {
          to: `Choose a range of 1 to ${MAX_OCCUPANCY_RANGE_DAYS} days`,
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(await villaCalendar(db, c.req.valid('param').id, from, to), 200);
    })
    .openapi(calendarDayRoute, async (c) => {
      const { id, date } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await villaCalendarDay(db, id, date), 200);
    })
    .openapi(listUnitsRoute, async (c) =>
      c.json({ items: await listUnits(db, c.req.valid('param').id) }, 200),
    )
    .openapi(createUnitRoute, async (c) =>
      c.json(await createUnit(db, c.req.valid('param').id, c.req.valid('json'), ctx(c)), 201),
    )
    .openapi(updateUnitRoute, async (c) =>
      c.json(await updateUnit(db, c.req.valid('param').unitId, c.req.valid('json'), ctx(c)), 200),
    )
    .openapi(deleteUnitRoute, async (c) =>
      c.json(await deleteUnit(db, c.req.valid('param').unitId, ctx(c)), 200),
    );
}
