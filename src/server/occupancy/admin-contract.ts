import { z } from '@hono/zod-openapi';
import {
  BlockTypeSchema,
  BookingStatusSchema,
  PaymentStatusSchema,
  UnitStatusSchema,
} from '../http/contract';
import { FRONT_DESK_ACTIONS } from '../../domain/front-desk';
import { HOUSEKEEPING_STATES } from '../../domain/housekeeping';

/** The request and answer schemas of occupancy/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
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

const UNIT_TILE_STATUSES = ['occupied', 'available', 'blocked', 'out_of_service'] as const;

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
export type FrontDeskItem = z.infer<typeof FrontDeskItemSchema>;

export const FrontDeskResultSchema = z
  .object({
    bookingId: z.string(),
    status: BookingStatusSchema,
    releasedFrom: z.string().nullable(),
  })
  .openapi('FrontDeskResult');
export type FrontDeskResult = z.infer<typeof FrontDeskResultSchema>;
