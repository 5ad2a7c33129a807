import { isPaidOrHalfPaid } from '../../domain/refunds';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { VerifyBody, VerifyResult } from './contract';
import { findBookingByRef } from '../booking-records/repository';
import { paymentOrders } from '../db/schema';
import { AppError } from '../http/errors';
import type { PaymentProvider, ProviderPayment } from './provider';
import { ProviderError, toPaise } from './provider';
import { verifyCheckoutSignature } from './signature';
import { errorForLog, logger } from '../logging/logger';
import { VERIFY_FAILED_MESSAGE, type PaymentDeps } from './service';
import { settlePayment } from './settle';

export type VerifyInput = z.output<typeof VerifyBody>;

/**
 * Why a provider's payment may not confirm an order, or undefined when it may: it must belong to the
 * order, be captured, and be for the order's amount. Verify, the webhook and reconciliation share it.
 */
export function capturedPaymentProblem(
  p: Pick<ProviderPayment, 'orderId' | 'status' | 'amountPaise'>,
  order: { id: string; amount: number },
): string | undefined {
  if (p.orderId !== order.id) return `the payment belongs to order ${p.orderId}, not ${order.id}`;
  if (p.status !== 'captured') return `the payment is ${p.status}, not captured`;
  if (p.amountPaise !== toPaise(order.amount))
    return `amount ${p.amountPaise} paise differs from the order's ${toPaise(order.amount)}`;
  return undefined;
}

/**
 * Razorpay verify (issue 10 item 8): the signature alone proves nothing about money. Fetch the
 * payment, capture it explicitly when only authorised (for the order's amount), then require
 * captured + the order's amount. Providers without a remote payment (the test gateway) skip this.
 */
async function capturedAtProvider(
  provider: PaymentProvider,
  order: { id: string; amount: number },
  paymentId: string,
  fail: () => AppError,
): Promise<{ amountPaise: number | undefined; method: string | undefined }> {
  if (!provider.fetchPayment) return { amountPaise: undefined, method: undefined };
  let p: ProviderPayment;
  try {
    p = await provider.fetchPayment(paymentId);
    if (
      p.status === 'authorized' &&
      provider.capturePayment &&
      p.orderId === order.id &&
      p.amountPaise === toPaise(order.amount)
    )
      p = await provider.capturePayment(paymentId, toPaise(order.amount));
  } catch (err) {
    if (err instanceof ProviderError) {
      logger.warn(
        { orderId: order.id, err: errorForLog(err) },
        'verify: fetching or capturing the payment failed',
      );
      if (err.status && err.status >= 400 && err.status < 500) throw fail();
      throw new AppError(
        502,
        'PAYMENT_ERROR',
        `${VERIFY_FAILED_MESSAGE}: the payment provider could not be reached. Please try again.`,
      );
    }
    throw err;
  }
  const problem = capturedPaymentProblem(p, order);
  if (problem) {
    logger.warn({ orderId: order.id, reason: problem }, 'verify refused a payment');
    throw fail();
  }
  return { amountPaise: p.amountPaise, method: p.method };
}

/** The browser's callback: signature checked against the STORED order, then settled once. */
export async function verifyPayment(deps: PaymentDeps, input: VerifyInput): Promise<VerifyResult> {
  const { db, provider, config } = deps;
  const now = deps.now();
  const fail = () => new AppError(400, 'PAYMENT_ERROR', VERIFY_FAILED_MESSAGE);
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, input.razorpay_order_id))
    .limit(1);
  const booking = await findBookingByRef(db, input.bookingId);
  if (!order || !booking || order.bookingId !== booking.id || order.provider !== provider.name)
    throw fail();
  if (
    !verifyCheckoutSignature(
      provider.checkoutSecret,
      order.id,
      input.razorpay_payment_id,
      input.razorpay_signature,
    )
  )
    throw fail();
  const captured = await capturedAtProvider(provider, order, input.razorpay_payment_id, fail);

  const outcome = await db.transaction((tx) =>
    settlePayment(
      tx,
      {
        orderId: order.id,
        paymentId: input.razorpay_payment_id,
        amountPaise: captured.amountPaise,
        method: captured.method,
        source: 'verify',
      },
      { now, config },
    ),
  );
  if (outcome.kind === 'refused') throw fail();
  const b = outcome.booking;
  const applied =
    outcome.kind !== 'needs_refund' &&
    b.razorpayPaymentId === input.razorpay_payment_id &&
    isPaidOrHalfPaid(b.paymentStatus);
  if (!applied) {
    throw new AppError(
      409,
      'CONFLICT',
      b.status === 'cancelled' && b.paymentStatus === 'failed'
        ? 'Your booking hold expired before the payment completed and the villa is no longer available. Our team has been notified and your payment will be refunded.'
        : 'This payment could not be applied to the booking. Our team has been notified and will contact you.',
    );
  }
  const paidAmount =
    b.paymentStatus === 'paid' ? b.total : b.paymentStatus === 'advance_paid' ? b.advanceAmount : 0;
  return {
    verified: true,
    bookingId: b.bookingId,
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentId: b.razorpayPaymentId ?? input.razorpay_payment_id,
    paymentMethod: b.paymentMethod,
    total: b.total,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    paidAmount,
    paidAt: b.paidAt ? b.paidAt.toISOString() : null,
    confirmationEmail: config.smtpUrl ? 'queued' : 'not_configured',
  };
}
