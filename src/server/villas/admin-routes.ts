import { createRoute, z } from '@hono/zod-openapi';
import {
  BlockTypeSchema,
  BookingStatusSchema,
  IsoDateSchema,
  json,
  jsonBody,
  UnitStatusSchema,
  VillaStatusSchema,
} from '../http/contract';
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

const villaParam = z.object({ id: z.string().min(1).max(100) });

const AdminVillaBase = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  basePrice: z.number().int(),
  maxGuests: z.number().int(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  status: VillaStatusSchema,
});
export const AdminVillaSchema = AdminVillaBase.openapi('AdminVilla');

export const AdminVillaCardSchema = AdminVillaBase.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  totalUnits: z.number().int(),
  availableUnits: z.number().int(),
  occupiedNow: z.number().int(),
  bookings: z.number().int(),
  /** Revenue this month so far (decision 0113; the dates: the list's `summary.revenuePeriod`). */
  revenue: z.number().int(),
  /** Occupied unit-nights over the last 30 nights, percent with one decimal. */
  occupancyRate: z.number(),
}).openapi('AdminVillaCard');
export type AdminVillaCard = z.infer<typeof AdminVillaCardSchema>;

export const AdminVillaListSchema = z
  .object({
    items: z.array(AdminVillaCardSchema),
    summary: z.object({
      totalVillas: z.number().int(),
      activeVillas: z.number().int(),
      totalBookings: z.number().int(),
      totalRevenue: z.number().int(),
      /** The dates the villas' revenue covers: the 1st of this month to today (resort time). */
      revenuePeriod: z.object({ from: z.string(), to: z.string() }),
    }),
  })
  .openapi('AdminVillaList');
export type AdminVillaList = z.infer<typeof AdminVillaListSchema>;

export const UnitSchema = z
  .object({
    id: z.string(),
    villaId: z.string(),
    unitNumber: z.string(),
    roomType: z.string(),
    floor: z.number().int(),
    viewType: z.string().nullable(),
    status: UnitStatusSchema,
  })
  .openapi('RoomUnit');
export type RoomUnit = z.infer<typeof UnitSchema>;

export const VillaCalendarSchema = z
  .object({
    villaId: z.string(),
    villaName: z.string(),
    totalUnits: z.number().int(),
    days: z.array(
      z.object({
        date: z.string(),
        booked: z.number().int(),
        blocked: z.number().int(),
        /** channels (Issue 24): units held by an OTA's imported reservation that night. */
        imported: z.number().int(),
        /** Imported reservations over a night already taken here, not yet handled. */
        conflicts: z.number().int(),
        available: z.number().int(),
        bookings: z.number().int(),
      }),
    ),
  })
  .openapi('VillaCalendar');
export type VillaCalendar = z.infer<typeof VillaCalendarSchema>;

export const VillaCalendarDaySchema = z
  .object({
    date: z.string(),
    bookings: z.array(
      z.object({
        bookingId: z.string(),
        guestName: z.string(),
        guests: z.number().int(),
        status: BookingStatusSchema,
        checkIn: z.string(),
        checkOut: z.string(),
        units: z.array(z.string()),
      }),
    ),
    blocks: z.array(
      z.object({
        blockId: z.string(),
        unitNumber: z.string(),
        type: BlockTypeSchema,
        notes: z.string().nullable(),
      }),
    ),
    /** channels (Issue 24): OTA reservations on this night, the conflicts flagged. */
    imported: z.array(
      z.object({
        id: z.string(),
        unitNumber: z.string(),
        channelName: z.string(),
        summary: z.string().nullable(),
        checkIn: z.string(),
        checkOut: z.string(),
        status: z.enum(['active', 'conflict', 'shadowed']),
        conflictWith: z.string().nullable(),
        handled: z.boolean(),
      }),
    ),
  })
  .openapi('VillaCalendarDay');
export type VillaCalendarDay = z.infer<typeof VillaCalendarDaySchema>;

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
  responses: { 201: json(AdminVillaSchema, 'Created'), 409: { description: 'ID taken' } },
});
const updateVillaRoute = createRoute({
  method: 'patch',
  path: '/admin/villas/{id}',
  summary: 'Edit a villa (the ID cannot change) or set its status',
  request: { params: villaParam, ...jsonBody(villaUpdateSchema) },
  responses: { 200: json(AdminVillaSchema, 'Updated'), 404: { description: 'No such villa' } },
});
const deleteVillaRoute = createRoute({
  method: 'delete',
  path: '/admin/villas/{id}',
  summary: 'Delete a villa no booking names (409 with the spec’s message otherwise)',
  request: { params: villaParam },
  responses: {
    200: json(z.object({ id: z.string() }), 'Deleted'),
    409: { description: 'Bookings exist' },
  },
});
const bulkRoute = createRoute({
  method: 'post',
  path: '/admin/villas/bulk-status',
  summary: 'Set the status of several villas',
  request: jsonBody(villaBulkStatusSchema),
  responses: { 200: json(z.object({ updated: z.number().int() }), 'Updated') },
});
const calendarRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/calendar',
  summary: 'Per day of [from, to]: units booked, blocked and free, and bookings',
  request: { params: villaParam, query: z.object({ from: IsoDateSchema, to: IsoDateSchema }) },
  responses: { 200: json(VillaCalendarSchema, 'Calendar') },
});
const calendarDayRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/calendar/{date}',
  summary: 'The stays and blocks of one night',
  request: { params: villaParam.extend({ date: IsoDateSchema }) },
  responses: { 200: json(VillaCalendarDaySchema, 'The day') },
});
const listUnitsRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/units',
  summary: 'Room units of a villa',
  request: { params: villaParam },
  responses: { 200: json(z.object({ items: z.array(UnitSchema) }), 'Units') },
});
const createUnitRoute = createRoute({
  method: 'post',
  path: '/admin/villas/{id}/units',
  summary: 'Add a room unit',
  request: { params: villaParam, ...jsonBody(unitFormSchema) },
  responses: { 201: json(UnitSchema, 'Created'), 409: { description: 'Unit number taken' } },
});
const unitParam = z.object({ unitId: z.uuid('Room unit not found') });
const updateUnitRoute = createRoute({
  method: 'patch',
  path: '/admin/units/{unitId}',
  summary: 'Edit a room unit (number, floor, view, status)',
  request: { params: unitParam, ...jsonBody(unitUpdateSchema) },
  responses: { 200: json(UnitSchema, 'Updated') },
});
const deleteUnitRoute = createRoute({
  method: 'delete',
  path: '/admin/units/{unitId}',
  summary: 'Delete a room unit (refused while stays use it)',
  request: { params: unitParam },
  responses: {
    200: json(z.object({ id: z.string() }), 'Deleted'),
    409: { description: 'Cannot delete unit with active bookings' },
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
