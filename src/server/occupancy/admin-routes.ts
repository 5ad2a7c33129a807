import { createRoute, z } from '@hono/zod-openapi';
import {
  BlockTypeSchema,
  BookingStatusSchema,
  IsoDateSchema,
  json,
  PaymentStatusSchema,
  UnitStatusSchema,
} from '../http/contract';
import { daysBetween, todayInZone } from '../../domain/dates';
import {
  FRONT_DESK_ACTIONS,
  frontDeskRefusal,
  type FrontDeskAction,
} from '../../domain/front-desk';
import { HOUSEKEEPING_STATES } from '../../domain/housekeeping';
import { MAX_OCCUPANCY_RANGE_DAYS, occupancyPercent } from '../../domain/inventory';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { badRequest } from '../http/errors';
import { createRouter } from '../http/router';
import { runFrontDeskAction } from './front-desk';
import { frontDeskLists, occupancyRange, unitsOnDate, type FrontDeskRow } from './queries';

const StaySchema = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  guests: z.number().int(),
  checkIn: z.string(),
  checkOut: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: BookingStatusSchema,
  paymentStatus: PaymentStatusSchema,
});

export const UNIT_TILE_STATUSES = ['occupied', 'available', 'blocked', 'out_of_service'] as const;

const OccupancyUnitSchema = z.object({
  unitNumber: z.string(),
  villaId: z.string(),
  villaName: z.string(),
  /** Tonight: occupied by a stay, blocked by staff, the unit itself out of service, or available. */
  status: z.enum(UNIT_TILE_STATUSES),
  bookingId: z.string().optional(),
  unitStatus: UnitStatusSchema,
  floor: z.number().int(),
  viewType: z.string().nullable(),
  blockType: BlockTypeSchema.nullable(),
  blockNotes: z.string().nullable(),
  blockId: z.string().nullable(),
  /** The stay that sleeps here tonight. */
  stay: StaySchema.nullable(),
  /** Its check-in is this day. */
  arriving: z.boolean(),
  /** A stay whose last night was the night before (check-out this morning). */
  departure: z
    .object({ bookingId: z.string(), guestName: z.string(), status: BookingStatusSchema })
    .nullable(),
});

export const OccupancyDaySchema = z
  .object({
    date: z.string(),
    totalRooms: z.number().int(),
    occupied: z.number().int(),
    available: z.number().int(),
    blocked: z.number().int(),
    occupancyRate: z.number().int(),
    units: z.array(OccupancyUnitSchema),
  })
  .openapi('OccupancyDay');
export type OccupancyDay = z.infer<typeof OccupancyDaySchema>;
export type OccupancyUnit = z.infer<typeof OccupancyUnitSchema>;

export const OccupancyRangeSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    totalRooms: z.number().int(),
    units: z.array(
      z.object({
        unitNumber: z.string(),
        villaId: z.string(),
        villaName: z.string(),
        unitStatus: UnitStatusSchema,
      }),
    ),
    stays: z.array(
      z.object({
        unitNumber: z.string(),
        bookingId: z.string(),
        guestName: z.string(),
        guests: z.number().int(),
        status: BookingStatusSchema,
        checkIn: z.string(),
        checkOut: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        paymentStatus: PaymentStatusSchema,
        /** The stay's nights inside the range, half-open [start, end). */
        start: z.string(),
        end: z.string(),
      }),
    ),
    blocks: z.array(
      z.object({
        unitNumber: z.string(),
        blockId: z.string(),
        type: BlockTypeSchema,
        notes: z.string().nullable(),
        start: z.string(),
        end: z.string(),
      }),
    ),
    days: z.array(
      z.object({
        date: z.string(),
        occupied: z.number().int(),
        blocked: z.number().int(),
        occupancyRate: z.number().int(),
      }),
    ),
  })
  .openapi('OccupancyRange');
export type OccupancyRange = z.infer<typeof OccupancyRangeSchema>;

const FrontDeskItemSchema = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  guests: z.number().int(),
  phone: z.string().nullable(),
  villaName: z.string(),
  units: z.array(z.string()),
  checkIn: z.string(),
  checkOut: z.string(),
  status: BookingStatusSchema,
  paymentStatus: PaymentStatusSchema,
  remainingAmount: z.number().int(),
  /** Each room's housekeeping state: an arrival's room is ready when clean or inspected (0133). */
  roomStates: z.array(z.object({ unitNumber: z.string(), state: z.enum(HOUSEKEEPING_STATES) })),
  /** What staff may do now (the domain's rule, evaluated for the resort's today). */
  actions: z.array(z.enum(FRONT_DESK_ACTIONS)),
});
export const FrontDeskSchema = z
  .object({
    date: z.string(),
    today: z.string(),
    arrivals: z.array(FrontDeskItemSchema),
    departures: z.array(FrontDeskItemSchema),
    overdue: z.array(FrontDeskItemSchema),
  })
  .openapi('FrontDesk');
export type FrontDesk = z.infer<typeof FrontDeskSchema>;
export type FrontDeskItem = z.infer<typeof FrontDeskItemSchema>;

export const FrontDeskResultSchema = z
  .object({
    bookingId: z.string(),
    status: BookingStatusSchema,
    releasedFrom: z.string().nullable(),
  })
  .openapi('FrontDeskResult');
export type FrontDeskResult = z.infer<typeof FrontDeskResultSchema>;

const dayRoute = createRoute({
  method: 'get',
  path: '/admin/occupancy',
  summary: 'Room-wise occupancy of one night (default: the resort’s today)',
  request: { query: z.object({ date: IsoDateSchema.optional() }) },
  responses: { 200: json(OccupancyDaySchema, 'Occupancy of the night') },
});

const rangeRoute = createRoute({
  method: 'get',
  path: '/admin/occupancy/range',
  summary:
    'Unit × day grid: stays clipped to [from, to] (both included, at most 62 days), blocks as runs, daily counts',
  request: { query: z.object({ from: IsoDateSchema, to: IsoDateSchema }) },
  responses: { 200: json(OccupancyRangeSchema, 'The grid') },
});

const frontDeskRoute = createRoute({
  method: 'get',
  path: '/admin/front-desk',
  summary: 'Arrivals and departures of a day, and confirmed guests overdue to arrive',
  request: { query: z.object({ date: IsoDateSchema.optional() }) },
  responses: { 200: json(FrontDeskSchema, 'The lists') },
});

const actionRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/front-desk/{action}',
  summary: 'Check in, check out or mark a no-show (409 with the reason when not allowed now)',
  request: {
    params: z.object({ bookingId: z.string().min(1).max(40), action: z.enum(FRONT_DESK_ACTIONS) }),
  },
  responses: {
    200: json(FrontDeskResultSchema, 'Done'),
    404: { description: 'No such booking' },
    409: { description: 'Not allowed in the booking’s state or on this day' },
  },
});

function withActions(rows: FrontDeskRow[], today: string) {
  return rows.map((r) => ({
    ...r,
    units: r.units ?? [],
    actions: FRONT_DESK_ACTIONS.filter(
      (a: FrontDeskAction) => frontDeskRefusal(a, r, today) === null,
    ),
  }));
}

export function occupancyAdminRoutes({ db, config, now }: AppDeps) {
  const today = () => todayInZone(now(), config.resortTz);
  return createRouter()
    .openapi(dayRoute, async (c) => {
      const date = c.req.valid('query').date ?? today();
      const rows = await unitsOnDate(db, date);
      const units = rows.map((r) => {
        const status = r.stay
          ? 'occupied'
          : r.blockType
            ? 'blocked'
            : r.unitStatus !== 'available'
              ? 'out_of_service'
              : 'available';
        return {
          unitNumber: r.unitNumber,
          villaId: r.villaId,
          villaName: r.villaName,
          status,
          ...(r.stay ? { bookingId: r.stay.bookingId } : {}),
          unitStatus: r.unitStatus,
          floor: r.floor,
          viewType: r.viewType,
          blockType: r.blockType,
          blockNotes: r.blockNotes,
          blockId: r.blockId,
          stay: r.stay,
          arriving: r.stay?.checkIn === date,
          departure: r.departure,
        } as const;
      });
      const occupied = units.filter((u) => u.status === 'occupied').length;
      const blocked = units.filter(
        (u) => u.status === 'blocked' || u.status === 'out_of_service',
      ).length;
      const totalRooms = units.length;
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          date,
          totalRooms,
          occupied,
          blocked,
          available: totalRooms - occupied - blocked,
          occupancyRate: occupancyPercent(occupied, totalRooms),
          units,
        },
        200,
      );
    })
    .openapi(rangeRoute, async (c) => {
      const { from, to } = c.req.valid('query');
      if (to < from)
        throw badRequest('End date must be on or after the start date', {
          to: 'End date must be on or after the start date',
        });
      if (daysBetween(from, to) + 1 > MAX_OCCUPANCY_RANGE_DAYS) {
        const message = `Choose at most ${MAX_OCCUPANCY_RANGE_DAYS} days`;
        throw badRequest(message, { to: message });
      }
      const grid = await occupancyRange(db, from, to);
      const totalRooms = grid.units.length;
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          from,
          to,
          totalRooms,
          ...grid,
          days: grid.days.map((d) => ({
            ...d,
            occupancyRate: occupancyPercent(d.occupied, totalRooms),
          })),
        },
        200,
      );
    })
    .openapi(frontDeskRoute, async (c) => {
      const t = today();
      const date = c.req.valid('query').date ?? t;
      const lists = await frontDeskLists(db, date);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          date,
          today: t,
          arrivals: withActions(lists.arrivals, t),
          departures: withActions(lists.departures, t),
          overdue: withActions(lists.overdue, t),
        },
        200,
      );
    })
    .openapi(actionRoute, async (c) => {
      const actor = actorOf(c);
      const { bookingId, action } = c.req.valid('param');
      const result = await runFrontDeskAction(db, {
        bookingId,
        action,
        actor,
        now: now(),
        timeZone: config.resortTz,
      });
      return c.json(result, 200);
    });
}
