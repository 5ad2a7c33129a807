import { guestProofFields, proofCodeSchema } from '../../domain/guest-access';
import { z } from '@hono/zod-openapi';
import { MoneySchema } from '../../domain/folio-schema';
import { ChargeLineSchema } from '../../domain/folio-charges';
import { STAFF_PAYMENT_MODES } from '../../domain/booking-request';
import { dateChangeSchema } from '../../domain/stay-request';
import { OUTBOX_STATUSES, SAFARI_QUERY_STATUSES } from '../../domain/enums';
import { bookingStateFields, PaymentStatusSchema } from '../http/contract';
import { bookingRow, BookingPriceLineSchema, BookingSafariRequestSchema } from '../db/row-schemas';

/**
 * The answers of the guest's booking routes (POST /api/bookings, GET /api/bookings/:id, the date
 * change) and of the staff's POST /api/admin/bookings: the one source of the handlers' types, the
 * OpenAPI document and the web client's types.
 */

const money = () => z.number().int();

/** The stay and guest fields both the booking's creation answer and the guest's view carry. */
const stayFields = bookingRow.pick({
  villaId: true,
  villaName: true,
  packageId: true,
  packageName: true,
  checkIn: true,
  checkOut: true,
  adults: true,
  children: true,
  rooms: true,
  guestName: true,
  email: true,
}).shape;

/** The server's price of the booking: the total, its parts and the priced lines. */
const bookingPriceFields = bookingRow.pick({
  total: true,
  subtotal: true,
  taxes: true,
  priceLines: true,
}).shape;

export const CreatedBookingSchema = z
  .object({
    ...bookingStateFields,
    ...bookingPriceFields,
    nights: z.number().int(),
    advanceAmount: money(),
    remainingAmount: money(),
    /** What Pay Half & Half would take now. */
    halfAdvance: money(),
    /** Until when the units are held unpaid; null once paid, or for a staff booking kept until staff act. */
    holdExpiresAt: z.string().nullable(),
    /** 128-bit secret for this booking's documents and look-ups; shown once, only its sha256 is stored. */
    accessToken: z.string(),
    ...stayFields,
    safaris: z.array(BookingSafariRequestSchema),
  })
  .openapi('CreatedBooking');
export type CreatedBooking = z.infer<typeof CreatedBookingSchema>;

export const StaffBookingResultSchema = CreatedBookingSchema.extend({
  paymentMode: z.enum(STAFF_PAYMENT_MODES),
  /** The e-mail with the payment link is in the outbox. */
  paymentLinkSent: z.boolean(),
}).openapi('AdminStaffBooking');
export type StaffBookingResult = z.infer<typeof StaffBookingResultSchema>;

export const CancellationQuoteSchema = z
  .object({
    allowed: z.boolean(),
    refundAmount: money(),
    /** The last instant the guest may cancel online (check-in 2:00 PM resort time − 48 h). */
    deadline: z.string(),
    reason: z.string().optional(),
  })
  .openapi('CancellationQuote');

/** POST /api/bookings/:id/cancel: the guest's cancellation. */
export const GuestCancelledSchema = z
  .object({
    status: z.literal('cancelled'),
    paymentStatus: PaymentStatusSchema,
    refundAmount: money(),
  })
  .openapi('GuestCancelled');
export type GuestCancelResult = z.infer<typeof GuestCancelledSchema>;

export const GuestBookingViewSchema = z
  .object({
    ...bookingStateFields,
    ...bookingPriceFields,
    advanceAmount: money(),
    remainingAmount: money(),
    paidAmount: money(),
    /** Refunds sent or on their way back to the guest (not failed ones). */
    refundedAmount: money(),
    /** The booking's money from the ledger (decision 0112): show these, derive nothing. */
    money: MoneySchema,
    /** Charges beyond the room not voided (the folio; decision 0120), in `money.total`. */
    charges: z.array(ChargeLineSchema),
    advancePaidAt: z.string().nullable(),
    advancePaymentMethod: z.string().nullable(),
    paymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
    bankTransferPendingVerification: z.boolean(),
    ...stayFields,
    nights: z.number().int(),
    guests: z.number().int(),
    phone: z.string().nullable(),
    countryCode: z.string().nullable(),
    specialRequests: z.string().nullable(),
    safaris: z.array(BookingSafariRequestSchema),
    holdExpiresAt: z.string().nullable(),
    expired: z.boolean(),
    message: z.string().nullable(),
    /** The confirmation e-mail: null before payment; "held" = not sent (no SMTP), "sent" once delivered. */
    confirmationEmail: z.enum(OUTBOX_STATUSES).nullable(),
    createdAt: z.string(),
    units: z.array(z.string()),
    safariEnquiries: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        date: z.string().nullable(),
        timing: z.string().nullable(),
        persons: z.number().int(),
        status: z.enum(SAFARI_QUERY_STATUSES),
        response: z.string().nullable(),
        respondedAt: z.string().nullable(),
      }),
    ),
    /** Check-in 2:00 PM and check-out 11:00 AM as instants, so the page can show the guest's own time too. */
    resortTimeZone: z.string(),
    checkInAt: z.string(),
    checkOutAt: z.string(),
    cancellation: CancellationQuoteSchema,
    /** What the guest may pay online now: the stay's balance and charges (decision 0120). */
    balanceDue: money(),
    /** Dates may be changed in the same window as cancellation, on a confirmed booking. */
    canChangeDates: z.boolean(),
  })
  .openapi('GuestBooking');
export type GuestBookingView = z.infer<typeof GuestBookingViewSchema>;

export const DateChangeResultSchema = z
  .object({
    /** true: nothing was written; the answer says what the change would do. */
    dryRun: z.boolean(),
    bookingId: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    lines: z.array(BookingPriceLineSchema),
    subtotal: money(),
    taxes: money(),
    previousTotal: money(),
    newTotal: money(),
    /** newTotal − previousTotal (negative when the new stay is cheaper). */
    difference: z.number().int(),
    /** What the guest has paid (net of refunds) before the change. */
    paid: money(),
    /** What will be due after the change (payable online as the balance). */
    due: money(),
    /** What goes back to the guest because they paid more than the new total. */
    refundAmount: money(),
    units: z.array(z.string()),
    paymentStatus: PaymentStatusSchema,
  })
  .openapi('GuestDateChange');
export type DateChangeResult = z.infer<typeof DateChangeResultSchema>;

/** `code`: the one-time code e-mailed on request, needed with an e-mail proof (decision 0117). */
export const proofCodeField = { code: proofCodeSchema.optional() };

export const ChangeBody = z
  .object({
    ...guestProofFields,
    ...proofCodeField,
    ...dateChangeSchema.shape,
    dryRun: z.boolean().default(false),
  })
  .openapi('GuestDateChangeRequest');
