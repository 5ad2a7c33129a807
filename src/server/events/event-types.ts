import { z } from '@hono/zod-openapi';
import { PAYMENT_PLANS, PAYMENT_STATUSES } from '../../domain/enums';

/**
 * The events staff care about. One zod union is the single source of the stored `data`, the SSE
 * payload and the web's types. Add a variant here (and its words in the bell) for a new event.
 */
const bookingRef = { bookingId: z.string(), guestName: z.string() };

export const adminEventDataSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('booking.created'),
    ...bookingRef,
    villaName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    rooms: z.number().int(),
    total: z.number().int(),
    source: z.string(),
    specialRequests: z.string().nullable(),
    safariEnquiries: z.array(z.string()),
  }),
  z.object({ type: z.literal('booking.confirmed'), ...bookingRef }),
  // inventory (Issue 12): the front desk
  z.object({ type: z.literal('booking.checked_in'), ...bookingRef, units: z.array(z.string()) }),
  z.object({ type: z.literal('booking.checked_out'), ...bookingRef, units: z.array(z.string()) }),
  z.object({ type: z.literal('booking.no_show'), ...bookingRef }),
  z.object({ type: z.literal('booking.cancelled'), ...bookingRef, reason: z.string().nullable() }),
  z.object({
    type: z.literal('payment.captured'),
    ...bookingRef,
    plan: z.enum(PAYMENT_PLANS),
    amount: z.number().int(),
    remainingAmount: z.number().int(),
  }),
  z.object({
    type: z.literal('payment.received'),
    ...bookingRef,
    amount: z.number().int(),
    method: z.string(),
    remainingAmount: z.number().int(),
  }),
  z.object({
    type: z.literal('payment.transfer_reported'),
    ...bookingRef,
    amount: z.number().int(),
    /** Until when the units stay reserved for staff to verify it (ISO instant). */
    holdExpiresAt: z.string(),
    /** The same instant in the resort's time zone, in words (formatStaffTime). */
    deadline: z.string(),
  }),
  z.object({
    type: z.literal('payment.refunded'),
    ...bookingRef,
    amount: z.number().int(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  }),
  z.object({
    type: z.literal('safari_enquiry.created'),
    enquiryId: z.string(),
    guestName: z.string().nullable(),
    safariName: z.string(),
    date: z.string(),
    persons: z.number().int(),
  }),
  z.object({
    type: z.literal('safari_enquiry.answered'),
    enquiryId: z.string(),
    guestName: z.string().nullable(),
  }),
  // channels (Issue 24): an OTA's reservation over a night already taken here
  z.object({
    type: z.literal('channel.conflict'),
    channelName: z.string(),
    unitNumber: z.string(),
    villaId: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    /** What already had the night: "booking VM-…", "block 2027-01-10" or "external …". */
    conflictWith: z.string(),
    bookingId: z.string().nullable(),
  }),
]);

export type AdminEventData = z.infer<typeof adminEventDataSchema>;

/** A stored event as readers (SSE, polling, the bell) see it. */
export const adminEventSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  data: adminEventDataSchema,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
