import { z } from '@hono/zod-openapi';
import { PRICING_CHOICES } from '../../domain/booking-edit';
import { BookingStatusSchema, PaymentStatusSchema } from '../http/contract';
import { BookingPriceLineSchema } from '../db/row-schemas';

/** The request and answer schemas of bookings/admin-edit-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const EditResultSchema = z
  .object({
    bookingId: z.string(),
    /** true: nothing was written (the answer says what would happen). */
    dryRun: z.boolean(),
    /** The fields that changed (or would change), e.g. ["checkOut", "units", "total"]. */
    changed: z.array(z.string()),
    /** The server's price for the edited stay; null when the stay did not change. */
    quote: z
      .object({
        lines: z.array(BookingPriceLineSchema),
        subtotal: z.number().int(),
        taxes: z.number().int(),
        total: z.number().int(),
      })
      .nullable(),
    /** The price the booking had before the edit. */
    previousTotal: z.number().int(),
    pricing: z.enum(PRICING_CHOICES).nullable(),
    booking: z.object({
      status: BookingStatusSchema,
      paymentStatus: PaymentStatusSchema,
      villaId: z.string(),
      villaName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      rooms: z.number().int(),
      total: z.number().int(),
      advanceAmount: z.number().int(),
      remainingAmount: z.number().int(),
      units: z.array(z.string()),
    }),
  })
  .openapi('AdminBookingEditResult');
export type EditResult = z.infer<typeof EditResultSchema>;

export const FreeUnitsSchema = z
  .object({
    bookingId: z.string(),
    villaId: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    units: z.array(z.object({ unitNumber: z.string(), current: z.boolean() })),
  })
  .openapi('AdminFreeUnits');
export type FreeUnits = z.infer<typeof FreeUnitsSchema>;

export const DeleteResultSchema = z
  .object({
    bookingId: z.string(),
    /** deleted: gone for good; archived: money records exist, so cancelled (if it could be) and kept. */
    outcome: z.enum(['deleted', 'archived']),
    status: BookingStatusSchema,
    message: z.string(),
    unitsFreed: z.array(z.string()),
  })
  .openapi('AdminBookingDeleteResult');
export type DeleteResult = z.infer<typeof DeleteResultSchema>;

export const StaffQuoteSchema = z
  .object({
    lines: z.array(BookingPriceLineSchema),
    nights: z.number().int(),
    subtotal: z.number().int(),
    taxes: z.number().int(),
    total: z.number().int(),
    halfAdvance: z.number().int(),
    unitsLeft: z.number().int(),
  })
  .openapi('AdminStaffQuote');
export type StaffQuote = z.infer<typeof StaffQuoteSchema>;
