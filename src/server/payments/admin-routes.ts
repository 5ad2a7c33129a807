import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';

import { REFUND_MESSAGES } from '../../domain/refunds';
import { actorOf } from '../admin-auth/actor';
import { canonicalBookingRef } from '../booking-records/repository';
import type { AppDeps } from '../app-types';
import { AppError } from '../http/errors';
import { idempotencyClaimOf, markReplay, runIdempotent } from '../http/idempotency';
import { errorResponse, json } from '../http/contract';
import { createRouter } from '../http/router';
import type { PaymentProvider } from './provider';
import { paymentProviderOf, refundBooking } from './refund-service';
import { retryRefund } from './refund-retry';
import { recordPropertyPayment, verifyBankTransfer } from './staff-payment-service';
import {
  refundBodySchema,
  RefundResultSchema,
  propertyPaymentBodySchema,
  verifyBankTransferBodySchema,
  StaffPaymentResultSchema,
  type RefundResult,
  type StaffPaymentResult,
} from './admin-contract';

const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });
const keyHeader = z.object({ 'idempotency-key': z.string().max(200).optional() });

const refundRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/refunds',
  summary:
    'Refund money of a booking (full or partial, with reason) through the payment provider, split over its captured payments, the rest by hand; Idempotency-Key: a retry refunds once (decision 0057)',
  request: {
    params: bookingParam,
    headers: keyHeader,
    body: { content: { 'application/json': { schema: refundBodySchema } }, required: true },
  },
  responses: {
    201: json(RefundResultSchema, 'Refunded (or accepted by the provider)'),
    400: errorResponse('Amount above what was paid and not refunded, or no reason'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('The Idempotency-Key was used for another refund'),
    502: errorResponse(
      '"Refund processing failed: …" (the provider refused or did not answer; retry with the same key)',
    ),
  },
});

const retryRefundRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/refunds/{refundId}/retry',
  summary:
    'Retry a failed refund (the money must still be refundable); a refund already pending or processed is answered as it stands, so a retry refunds once (decision 0121)',
  request: {
    params: bookingParam.extend({ refundId: z.uuid('Refund not found on this booking') }),
  },
  responses: {
    200: json(RefundResultSchema, 'Sent again (or already on its way)'),
    400: errorResponse('Malformed refund id'),
    404: errorResponse('Booking or refund not found'),
    409: errorResponse('The money of this refund is no longer refundable'),
    502: errorResponse('"Refund processing failed: …" (the provider refused or did not answer)'),
  },
});

const paymentRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/payments',
  summary:
    'Record a payment received at the property (cash, card, UPI, bank transfer), at most the balance due; Idempotency-Key supported',
  request: {
    params: bookingParam,
    headers: keyHeader,
    body: {
      content: { 'application/json': { schema: propertyPaymentBodySchema } },
      required: true,
    },
  },
  responses: {
    201: json(StaffPaymentResultSchema, 'Recorded'),
    400: errorResponse('Amount above the amount due, or nothing due'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('The booking is cancelled'),
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/verify-bank-transfer',
  summary:
    "Staff saw the guest's reported bank transfer: recorded as received (by whom), booking confirmed, the guest's confirmation queued; Idempotency-Key supported",
  request: {
    params: bookingParam,
    headers: keyHeader,
    body: {
      content: { 'application/json': { schema: verifyBankTransferBodySchema } },
      required: true,
    },
  },
  responses: {
    200: json(StaffPaymentResultSchema, 'Verified and confirmed'),
    400: errorResponse('Amount above the total'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('No transfer reported, already verified, or the villa was released'),
  },
});

export function adminPaymentRoutes(
  deps: AppDeps,
  provider: PaymentProvider = paymentProviderOf(deps),
) {
  const { db, config, now } = deps;
  return createRouter()
    .openapi(refundRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const clientKey = c.req.valid('header')['idempotency-key']?.trim() || randomUUID();
      const result: RefundResult = await refundBooking(
        db,
        { now, config, provider },
        {
          bookingId,
          ...body,
          // The booking's one name: the same key sent with the code and with the uuid is one refund.
          idempotencyKey: `admin-refund:${await canonicalBookingRef(db, bookingId)}:${clientKey}`,
        },
        actorOf(c),
      );
      if (result.outcome === 'failed' || result.outcome === 'unconfirmed')
        throw new AppError(502, 'PAYMENT_ERROR', result.message ?? REFUND_MESSAGES.failed);
      markReplay(c, result.replayed);
      return c.json(result, 201);
    })
    .openapi(retryRefundRoute, async (c) => {
      const { bookingId, refundId } = c.req.valid('param');
      const result = await retryRefund(
        db,
        { now, config, provider },
        { bookingId, refundId },
        actorOf(c),
      );
      if (result.outcome === 'failed' || result.outcome === 'unconfirmed')
        throw new AppError(502, 'PAYMENT_ERROR', result.message ?? REFUND_MESSAGES.failed);
      markReplay(c, result.replayed);
      return c.json(result, 200);
    })
    .openapi(paymentRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const claim = idempotencyClaimOf(
        c,
        `POST /api/admin/bookings/${await canonicalBookingRef(db, bookingId)}/payments`,
        body,
      );
      const { value, replayed } = await runIdempotent<StaffPaymentResult>(db, claim, now(), (tx) =>
        recordPropertyPayment(tx, { now, config }, { bookingId, ...body }, actorOf(c)),
      );
      markReplay(c, replayed);
      return c.json(value, 201);
    })
    .openapi(verifyRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const claim = idempotencyClaimOf(
        c,
        `POST /api/admin/bookings/${await canonicalBookingRef(db, bookingId)}/verify-bank-transfer`,
        body,
      );
      const { value, replayed } = await runIdempotent<StaffPaymentResult>(
        db,
        claim,
        now(),
        (tx) => verifyBankTransfer(tx, { now, config }, { bookingId, ...body }, actorOf(c)),
        200,
      );
      markReplay(c, replayed);
      return c.json(value, 200);
    });
}
