import { createRoute, z } from '@hono/zod-openapi';
import { bookingListQuerySchema } from '../../domain/booking-list';

import { todayInZone } from '../../domain/dates';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { csvResponse } from '../http/csv-download';
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

import { idempotencyClaimOf, markReplay } from '../http/idempotency';
import { canonicalBookingRef } from '../booking-records/repository';

import { bookingMoneyRecords } from '../payments/booking-money-service';
import { paymentProviderOf } from '../payments/refund-service';
import {
  AdminBookingDetailSchema,
  statusActionSchema,
  bulkStatusSchema,
  BulkStatusResultSchema,
  StatusResultSchema,
  cancelBodySchema,
  AdminCancelResultSchema,
  type AdminBookingDetail,
} from './admin-contract';
import { AdminBookingListSchema } from './admin-contract';

const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });

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
          total: b.total,
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
