import { createRoute, z } from '@hono/zod-openapi';
import { bookingListQuerySchema } from '../../domain/booking-list';
import {
  BULK_STATUS_ACTIONS,
  NO_SELECTION,
  PAYMENT_METHOD_REQUIRED,
} from '../../domain/booking-status';
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
} from '../../domain/enums';
import { todayInZone } from '../../domain/dates';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { csvResponse } from '../http/csv-download';
import { listResponseSchema } from '../http/list-query';
import { errorResponse, json } from '../http/contract';
import { createRouter } from '../http/router';
import {
  BOOKING_CSV_HEADER,
  adminBookingDetail,
  exportAdminBookings,
  listAdminBookings,
} from './admin-queries';
import { bulkChangeStatus, changeBookingStatus } from './admin-status';
import { cancelWithRefund } from './admin-cancel-service';
import { BookingPriceLineSchema } from './contract';
import { idempotencyClaimOf, markReplay } from '../http/idempotency';
import { canonicalBookingRef } from '../booking-records/access';
import { bookingMoneyRecordsFields, RefundResultSchema } from '../payments/admin-contract';
import { PROPERTY_PAYMENT_METHODS } from '../../domain/enums';
import { bookingMoneyRecords, paymentProviderOf } from '../payments/refund-service';

export const AdminBookingListItemSchema = z
  .object({
    bookingId: z.string(),
    guestName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    villaId: z.string(),
    villaName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    guests: z.number().int(),
    units: z.array(z.string()),
    status: z.enum(BOOKING_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    total: z.number().int(),
    advanceAmount: z.number().int(),
    remainingAmount: z.number().int(),
    bookingSource: z.string(),
    createdAt: z.string(),
  })
  .openapi('AdminBookingListItem');
export type AdminBookingListItem = z.infer<typeof AdminBookingListItemSchema>;

export const AdminBookingListSchema = listResponseSchema(AdminBookingListItemSchema).openapi(
  'AdminBookingList',
);
export type AdminBookingList = z.infer<typeof AdminBookingListSchema>;

const FieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const AdminBookingDetailSchema = z
  .object({
    booking: z.object({
      id: z.string(),
      bookingId: z.string(),
      guestName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      countryCode: z.string().nullable(),
      villaId: z.string(),
      villaName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      guests: z.number().int(),
      rooms: z.number().int(),
      packageId: z.string().nullable(),
      packageName: z.string().nullable(),
      priceLines: z.array(BookingPriceLineSchema),
      subtotal: z.number().int(),
      taxes: z.number().int(),
      total: z.number().int(),
      advanceAmount: z.number().int(),
      remainingAmount: z.number().int(),
      paymentMethod: z.string(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      paymentReference: z.string().nullable(),
      paidAt: z.string().nullable(),
      status: z.enum(BOOKING_STATUSES),
      specialRequests: z.string().nullable(),
      adminNotes: z.string().nullable(),
      bookingSource: z.string(),
      holdExpiresAt: z.string().nullable(),
      /** Set when a delete kept the booking for its money records (decision 0059). */
      archivedAt: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
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

const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });

const reasonSchema = z
  .string()
  .trim()
  .min(1, 'Please give a reason for the cancellation')
  .max(500, 'Reason must be at most 500 characters');

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
export type CancelBody = z.infer<typeof cancelBodySchema>;

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

const cancelRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/cancel',
  summary:
    "Cancel a booking (reason required) and refund refundAmount through the payments service; units freed at once, the guest's e-mail states the refund; Idempotency-Key supported",
  request: {
    params: bookingParam,
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    body: { content: { 'application/json': { schema: cancelBodySchema } }, required: true },
  },
  responses: {
    200: json(AdminCancelResultSchema, 'Cancelled (refund.outcome says how the refund went)'),
    400: errorResponse('Missing reason, or a refund above what was paid'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('The booking cannot be cancelled from its status'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/bookings',
  summary:
    'Bookings: search (guest name, e-mail, phone, booking id), filters, sort and pages, all in SQL',
  request: { query: bookingListQuerySchema },
  responses: {
    200: json(AdminBookingListSchema, 'One page of bookings'),
    400: errorResponse('A bad filter, sort or page'),
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/export.csv',
  summary:
    'Every booking the filters match, as CSV (UTF-8 with BOM, RFC 4180, formulas neutralised), streamed',
  request: { query: bookingListQuerySchema },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse('A bad filter or sort'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{bookingId}',
  summary:
    'One booking (by booking code or id) with units, payments, safari enquiries, e-mails and activity (newest first)',
  request: { params: bookingParam },
  responses: {
    200: json(AdminBookingDetailSchema, 'The booking'),
    404: errorResponse('Booking not found: {id}'),
  },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/status',
  summary:
    'Quick action: pending → confirmed (paymentReceived: true), confirmed → completed, pending/confirmed → cancelled (reason)',
  request: {
    params: bookingParam,
    body: { content: { 'application/json': { schema: statusActionSchema } }, required: true },
  },
  responses: {
    200: json(StatusResultSchema, 'Changed'),
    400: errorResponse('Missing reason or payment acknowledgement'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('The transition is not allowed (the message says why)'),
  },
});

const bulkRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/bulk-status',
  summary:
    'Bulk action: set confirmed, completed or cancelled on the selected bookings; those that may not move are listed with the reason',
  request: {
    body: { content: { 'application/json': { schema: bulkStatusSchema } }, required: true },
  },
  responses: {
    200: json(BulkStatusResultSchema, 'How many were updated'),
    400: errorResponse('"Please select bookings to update", or missing reason/acknowledgement'),
  },
});

export function adminBookingRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listAdminBookings(db, c.req.valid('query'), config.resortTz), 200),
    )
    .openapi(exportRoute, async (c) => {
      const query = c.req.valid('query');
      const rows = exportAdminBookings(db, query, config.resortTz);
      return csvResponse({
        fileName: `bookings-${todayInZone(now(), config.resortTz)}.csv`,
        header: BOOKING_CSV_HEADER,
        rows,
        timeZone: config.resortTz,
      }) as never;
    })
    .openapi(bulkRoute, async (c) => {
      const { bookingIds, ...input } = c.req.valid('json');
      return c.json(await bulkChangeStatus(deps, bookingIds, input, actorOf(c)), 200);
    })
    .openapi(detailRoute, async (c) => {
      const d = await adminBookingDetail(db, c.req.valid('param').bookingId);
      const moneyRecords = await bookingMoneyRecords(db, d.booking);
      const iso = (v: Date | null) => (v ? v.toISOString() : null);
      const b = d.booking;
      const body: AdminBookingDetail = {
        booking: {
          id: b.id,
          bookingId: b.bookingId,
          guestName: b.guestName,
          email: b.email,
          phone: b.phone,
          countryCode: b.countryCode,
          villaId: b.villaId,
          villaName: b.villaName,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
          adults: b.adults,
          children: b.children,
          guests: b.guests,
          rooms: b.rooms,
          packageId: b.packageId,
          packageName: b.packageName,
          priceLines: b.priceLines,
          subtotal: b.subtotal,
          taxes: b.taxes,
          total: b.totalAmount,
          advanceAmount: b.advanceAmount,
          remainingAmount: b.remainingAmount,
          paymentMethod: b.paymentMethod,
          paymentStatus: b.paymentStatus,
          paymentReference: b.paymentReference,
          paidAt: iso(b.paidAt),
          status: b.status,
          specialRequests: b.specialRequests,
          adminNotes: b.adminNotes,
          bookingSource: b.bookingSource,
          holdExpiresAt: iso(b.holdExpiresAt),
          archivedAt: iso(b.archivedAt),
          createdAt: b.createdAt.toISOString(),
          updatedAt: b.updatedAt.toISOString(),
        },
        units: d.units,
        payments: d.orders.map((o) => ({
          orderId: o.id,
          provider: o.provider,
          plan: o.plan,
          amount: o.amount,
          status: o.status,
          paymentId: o.paymentId,
          failureReason: o.failureReason,
          createdAt: o.createdAt.toISOString(),
          paidAt: iso(o.paidAt),
        })),
        charges: moneyRecords.charges,
        refunds: moneyRecords.refunds,
        propertyPayments: moneyRecords.propertyPayments,
        money: moneyRecords.money,
        safariEnquiries: d.enquiries.map((q) => ({
          id: q.id,
          safariName: q.safariName,
          preferredDate: q.preferredDate,
          preferredTiming: q.preferredTiming,
          numberOfPersons: q.numberOfPersons,
          status: q.status,
          response: q.response,
          createdAt: q.createdAt.toISOString(),
        })),
        emails: d.emails.map((e) => ({
          ...e,
          createdAt: e.createdAt.toISOString(),
          sentAt: iso(e.sentAt),
        })),
        activity: d.activity,
      };
      return c.json(body, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const claim = idempotencyClaimOf(
        c,
        `POST /api/admin/bookings/${await canonicalBookingRef(db, bookingId)}/cancel`,
        body,
      );
      const provider = paymentProviderOf(deps);
      const { value, replayed } = await cancelWithRefund(
        db,
        { now, config, provider },
        { bookingId, ...body },
        actorOf(c),
        claim,
      );
      markReplay(c, replayed);
      return c.json(value, 200);
    })
    .openapi(statusRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      return c.json(
        await changeBookingStatus(deps, bookingId, c.req.valid('json'), actorOf(c)),
        200,
      );
    });
}
