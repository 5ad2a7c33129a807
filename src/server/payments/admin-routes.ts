import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import {
  PAYMENT_STATUSES,
  PROPERTY_PAYMENT_METHODS,
  REFUND_CHANNELS,
  REFUND_STATUSES,
} from '../../domain/enums';
import { MoneySchema } from '../../domain/folio';
import { ChargeLineSchema } from '../../domain/folio-charges';
import { REFUND_MESSAGES } from '../../domain/refunds';
import { actorOf } from '../admin-auth/actor';
import { canonicalBookingRef } from '../booking-records/access';
import type { AppDeps } from '../app-types';
import { AppError } from '../http/errors';
import { idempotencyClaimOf, markReplay, runIdempotent } from '../http/idempotency';
import { BookingStatusSchema, errorResponse, json } from '../http/contract';
import { createRouter } from '../http/router';
import type { PaymentProvider } from './provider';
import { paymentProviderOf, refundBooking } from './refund-service';
import { retryRefund } from './refund-retry';
import { recordPropertyPayment, verifyBankTransfer } from './staff-payment-service';

const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });
const keyHeader = z.object({ 'idempotency-key': z.string().max(200).optional() });

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of rupees` })
    .int(`${label} must be a whole number of rupees`)
    .positive(`${label} must be above 0`)
    .max(10_000_000, `${label} is too large`);

export const refundBodySchema = z.object({
  amount: rupees('Amount'),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(500, 'Reason must be at most 500 characters'),
  /** Refund only this captured payment (one flagged as needing attention). */
  paymentId: z.string().trim().min(1).max(100).optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const RefundLineSchema = z.object({
  id: z.string(),
  channel: z.enum(REFUND_CHANNELS),
  paymentId: z.string().nullable(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/**
 * What the admin booking detail shows of a booking's money (decision 0112): refunds, money staff
 * took, and `money` from the ledger with what refunds may still send back.
 */
export const bookingMoneyRecordsFields = {
  /** Charges beyond the room (the folio), oldest first, voided ones marked (decision 0120). */
  charges: z.array(ChargeLineSchema),
  /** Refunds, newest first (decision 0057). */
  refunds: z.array(RefundLineSchema),
  /** Money staff took (desk, verified transfers), newest first (decision 0056). */
  propertyPayments: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      method: z.enum(PROPERTY_PAYMENT_METHODS),
      reference: z.string().nullable(),
      receivedByName: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The booking's money from the ledger (decision 0112), and what refunds may still send back. */
  money: MoneySchema.extend({
    refundable: z.number().int(),
    attention: z.array(
      z.object({
        paymentId: z.string(),
        channel: z.enum(REFUND_CHANNELS),
        available: z.number().int(),
        reason: z.string(),
      }),
    ),
  }),
};
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundResultSchema = z
  .object({
    bookingId: z.string(),
    /** Rupees of this refund (all its parts). */
    amount: z.number().int(),
    /**
     * processed: the money is on its way back (or was given back by hand); pending: the provider
     * accepted it and settles later; failed: the provider refused (nothing was refunded; the same key
     * tries again); unconfirmed: the provider did not answer — retry with the same key.
     */
    outcome: z.enum(['processed', 'pending', 'failed', 'unconfirmed']),
    /** Why it failed or is unconfirmed. */
    message: z.string().nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /** What can still be refunded after this one. */
    refundable: z.number().int(),
    refunds: z.array(RefundLineSchema),
    /** This key had been used before: nothing new was planned. */
    replayed: z.boolean(),
  })
  .openapi('RefundResult');
export type RefundResult = z.infer<typeof RefundResultSchema>;

export const propertyPaymentBodySchema = z.object({
  amount: rupees('Amount'),
  method: z.enum(PROPERTY_PAYMENT_METHODS, {
    error: 'Method must be cash, card, upi or bank_transfer',
  }),
  reference: z.string().trim().max(200, 'Reference must be at most 200 characters').optional(),
});
export type PropertyPaymentBody = z.infer<typeof propertyPaymentBodySchema>;

export const verifyBankTransferBodySchema = z.object({
  /** Defaults to the 50% advance the guest was asked to transfer. */
  amount: rupees('Amount').optional(),
  reference: z.string().trim().max(200, 'Reference must be at most 200 characters').optional(),
});
export type VerifyBankTransferBody = z.infer<typeof verifyBankTransferBodySchema>;

export const StaffPaymentResultSchema = z
  .object({
    bookingId: z.string(),
    paymentId: z.string(),
    amount: z.number().int(),
    method: z.enum(PROPERTY_PAYMENT_METHODS),
    status: BookingStatusSchema,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    advanceAmount: z.number().int(),
    remainingAmount: z.number().int(),
    /** The guest's confirmation e-mail was queued (the booking became confirmed). */
    confirmationQueued: z.boolean(),
  })
  .openapi('StaffPaymentResult');
export type StaffPaymentResult = z.infer<typeof StaffPaymentResultSchema>;

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
