import { listResponseSchema } from '../http/list-query';
import { z } from '@hono/zod-openapi';
import {
  BULK_STATUS_ACTIONS,
  NO_SELECTION,
  PAYMENT_METHOD_REQUIRED,
} from '../../domain/booking-status';
import { cancelReasonSchema } from '../../domain/booking-status-form';
import {
  BOOKING_STATUSES,
  BOOKING_UNIT_STATUSES,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PLANS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SAFARI_QUERY_STATUSES,
  PROPERTY_PAYMENT_METHODS,
} from '../../domain/enums';
import { bookingRow, isoTimestamp } from '../db/row-schemas';
import { bookingMoneyRecordsFields, RefundResultSchema } from '../payments/admin-contract';

/** The request and answer schemas of bookings/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const AdminBookingListItemSchema = z
  .object({
    ...bookingRow.pick({
      bookingId: true,
      guestName: true,
      email: true,
      phone: true,
      villaId: true,
      villaName: true,
      checkIn: true,
      checkOut: true,
      guests: true,
    }).shape,
    units: z.array(z.string()),
    ...bookingRow.pick({
      status: true,
      paymentStatus: true,
      total: true,
      advanceAmount: true,
      remainingAmount: true,
      bookingSource: true,
    }).shape,
    createdAt: isoTimestamp(),
  })
  .openapi('AdminBookingListItem');
export type AdminBookingListItem = z.infer<typeof AdminBookingListItemSchema>;

const FieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const AdminBookingDetailSchema = z
  .object({
    booking: bookingRow
      .pick({
        id: true,
        bookingId: true,
        guestName: true,
        email: true,
        phone: true,
        countryCode: true,
        villaId: true,
        villaName: true,
        checkIn: true,
        checkOut: true,
        adults: true,
        children: true,
        guests: true,
        rooms: true,
        packageId: true,
        packageName: true,
        priceLines: true,
        subtotal: true,
        taxes: true,
        total: true,
        advanceAmount: true,
        remainingAmount: true,
        paymentMethod: true,
        paymentStatus: true,
        paymentReference: true,
        paidAt: true,
        status: true,
        specialRequests: true,
        adminNotes: true,
        bookingSource: true,
        holdExpiresAt: true,
        /** Set when a delete kept the booking for its money records (decision 0059). */
        archivedAt: true,
        createdAt: true,
        updatedAt: true,
      })
      // Timestamps are ISO strings in the answer (extending keeps each field's place).
      .extend({
        paidAt: isoTimestamp().nullable(),
        holdExpiresAt: isoTimestamp().nullable(),
        archivedAt: isoTimestamp().nullable(),
        createdAt: isoTimestamp(),
        updatedAt: isoTimestamp(),
      }),
    units: z.array(
      z.object({
        unitNumber: z.string(),
        villaId: z.string(),
        roomType: z.string(),
        checkIn: z.string(),
        checkOut: z.string(),
        status: z.enum(BOOKING_UNIT_STATUSES),
      }),
    ),
    payments: z.array(
      z.object({
        orderId: z.string(),
        provider: z.enum(PAYMENT_PROVIDERS),
        plan: z.enum(PAYMENT_PLANS),
        amount: z.number().int(),
        status: z.enum(PAYMENT_ORDER_STATUSES),
        paymentId: z.string().nullable(),
        failureReason: z.string().nullable(),
        createdAt: z.string(),
        paidAt: z.string().nullable(),
      }),
    ),
    /** Refunds, desk payments and the booking's money: the payments feature's answer. */
    ...bookingMoneyRecordsFields,
    safariEnquiries: z.array(
      z.object({
        id: z.string(),
        safariName: z.string(),
        preferredDate: z.string().nullable(),
        preferredTiming: z.string().nullable(),
        numberOfPersons: z.number().int(),
        status: z.enum(SAFARI_QUERY_STATUSES),
        response: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    emails: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(OUTBOX_KINDS),
        to: z.string(),
        subject: z.string(),
        status: z.enum(OUTBOX_STATUSES),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
    activity: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        description: z.string(),
        actorName: z.string(),
        actorId: z.string().nullable(),
        changes: z.record(z.string(), FieldChangeSchema),
        at: z.string(),
      }),
    ),
  })
  .openapi('AdminBookingDetail');
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;

const reasonSchema = cancelReasonSchema;

export const statusActionSchema = z.object({
  status: z.enum(BULK_STATUS_ACTIONS, {
    error: 'Status must be confirmed, completed or cancelled',
  }),
  /** Confirming marks the payment paid: staff say the money was received. */
  paymentReceived: z.boolean().optional(),
  /**
   * How the money came (cash, card, upi, bank_transfer): with `paymentReceived`, what is due is
   * recorded as a desk payment on the ledger (decision 0112). Required when something is due.
   */
  paymentMethod: z.enum(PROPERTY_PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }).optional(),
  /** Cancelling needs a reason (kept in the history). */
  reason: reasonSchema.optional(),
});
export type StatusActionBody = z.infer<typeof statusActionSchema>;

export const bulkStatusSchema = statusActionSchema.extend({
  bookingIds: z
    .array(z.string().min(1).max(64), { error: NO_SELECTION.message })
    .min(1, NO_SELECTION.message)
    .max(100, 'Select at most 100 bookings at a time'),
});
export type BulkStatusBody = z.infer<typeof bulkStatusSchema>;

export const BulkStatusResultSchema = z
  .object({
    updated: z.number().int(),
    skipped: z.array(z.object({ bookingId: z.string(), reason: z.string() })),
  })
  .openapi('BulkStatusResult');
export type BulkStatusResult = z.infer<typeof BulkStatusResultSchema>;

export const StatusResultSchema = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type StatusResult = z.infer<typeof StatusResultSchema>;

export const cancelBodySchema = z.object({
  reason: reasonSchema,
  refundAmount: z
    .number({ error: 'Refund amount must be a whole number of rupees' })
    .int('Refund amount must be a whole number of rupees')
    .min(0, 'Refund amount cannot be negative')
    .max(10_000_000, 'Refund amount is too large')
    .optional(),
});

export const AdminCancelResultSchema = z
  .object({
    bookingId: z.string(),
    status: z.literal('cancelled'),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    unitsFreed: z.array(z.string()),
    /** Rupees refunded with the cancellation (0 when none). */
    refundAmount: z.number().int(),
    /** The refund, when one was asked for; its `outcome` says whether the provider took it. */
    refund: RefundResultSchema.nullable(),
  })
  .openapi('AdminCancelResult');
export type AdminCancelResult = z.infer<typeof AdminCancelResultSchema>;

export const AdminBookingListSchema = listResponseSchema(AdminBookingListItemSchema).openapi(
  'AdminBookingList',
);
export type AdminBookingList = z.infer<typeof AdminBookingListSchema>;
