import { isoTimestamp, unitRow, villaRow } from '../db/row-schemas';
import { z } from '@hono/zod-openapi';
import { BlockTypeSchema, BookingStatusSchema } from '../http/contract';

/** The request and answer schemas of villas/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const AdminVillaBase = villaRow.pick({
  id: true,
  name: true,
  description: true,
  basePrice: true,
  maxGuests: true,
  amenities: true,
  images: true,
  status: true,
});
export const AdminVillaSchema = AdminVillaBase.openapi('AdminVilla');

const AdminVillaCardSchema = AdminVillaBase.extend({
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
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

export const UnitSchema = unitRow
  .pick({
    id: true,
    villaId: true,
    unitNumber: true,
    roomType: true,
    floor: true,
    viewType: true,
    status: true,
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
