import { todayInZone } from '../../domain/dates';
import { isPaidOrHalfPaid } from '../../domain/refunds';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentPlan } from '../../domain/enums';
import type { z } from 'zod';
import type { PaymentOrder, VerifyBody, VerifyResult } from './contract';
import { halfPayment } from '../../domain/pricing';
import { findBookingByRef, type BookingRow } from '../booking-records/repository';
import { reserveUnits } from '../booking-records/units';
import type { Db } from '../db/client';
import { bookings, paymentFollowUps, paymentOrders } from '../db/schema';
import { SYSTEM_ACTOR } from '../audit/record';
import type { Config } from '../env';
import { AppError, conflict, notFound } from '../http/errors';
import { enqueueAdminNotification } from './confirmation-emails';
import type { PaymentProvider, ProviderPayment } from './provider';
import { ProviderError, toPaise } from './provider';
import { verifyCheckoutSignature } from './signature';
import { errorForLog, logger } from '../logging/logger';
import { moneyOfBooking, recordMoneyMovement } from './ledger';
import { onlineBalanceDue } from '../../domain/folio-charges';

export type PaymentDeps = { db: Db; now: () => Date; provider: PaymentProvider; config: Config };

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const HOLD_EXPIRED_MESSAGE = 'Your booking hold has expired. Please start a new booking.';
export const VERIFY_FAILED_MESSAGE = 'Payment verification failed';

/**
 * The amount the server charges for a plan: the total, the 50% advance (rounded), or — for the
 * balance — what the ledger says is due (stay and charges; decision 0120), passed as `balanceDue`.
 */
export function amountForPlan(
  b: { totalAmount: number },
  plan: PaymentPlan,
  balanceDue = 0,
): number {
  if (plan === 'balance') return balanceDue;
  return plan === 'full' ? b.totalAmount : halfPayment(b.totalAmount).advance;
}

export const NO_BALANCE_MESSAGE = 'There is no balance to pay on this booking';

/**
 * What may be paid online as the balance now (decision 0120): everything due — the stay's balance
 * and any charges — on a confirmed or checked-in booking, from the ledger; 0 otherwise.
 */
export async function balanceDueOnline(db: Db, b: BookingRow): Promise<number> {
  return onlineBalanceDue(b.status, await moneyOfBooking(db, b));
}

function paymentMethodLabel(provider: PaymentOrderRow['provider']): string {
  return provider === 'razorpay' ? 'razorpay' : 'card';
}

export function isHoldExpired(b: BookingRow, now: Date): boolean {
  return (
    b.status === 'cancelled' ||
    (b.holdExpiresAt !== null && b.holdExpiresAt.getTime() <= now.getTime())
  );
}

/**
 * Throws the guest's 409 when the booking cannot take a payment of this plan now; returns the
 * amount the plan takes now.
 */
export async function assertPayable(
  db: Db,
  booking: BookingRow,
  plan: PaymentPlan,
  now: Date,
): Promise<number> {
  if (plan === 'balance') {
    const due = await balanceDueOnline(db, booking);
    if (due <= 0) throw conflict(NO_BALANCE_MESSAGE);
    return due;
  }
  if (isPaidOrHalfPaid(booking.paymentStatus)) {
    throw conflict('This booking is already paid');
  }
  if (booking.status !== 'pending' || isHoldExpired(booking, now))
    throw conflict(HOLD_EXPIRED_MESSAGE);
  return amountForPlan(booking, plan);
}

/** Creates (or reuses) the provider order for the server's amount and stores it. */
export async function createPaymentOrder(
  deps: PaymentDeps,
  input: { bookingId: string; plan: PaymentPlan },
): Promise<PaymentOrder> {
  const { db, provider } = deps;
  const now = deps.now();
  const booking = await findBookingByRef(db, input.bookingId);
  if (!booking) throw notFound(`Booking not found: ${input.bookingId}`);
  const amount = await assertPayable(db, booking, input.plan, now);
  const shape = (orderId: string): PaymentOrder => ({
    orderId,
    amount,
    amountPaise: toPaise(amount),
    currency: 'INR',
    keyId: provider.keyId,
    provider: provider.name,
    plan: input.plan,
    // No guest details here: anyone may know a booking code. The browser prefills checkout from its own form.
    bookingId: booking.bookingId,
  });

  // A retried click (or two at once) gets the one open order of the plan: the database keeps one
  // open order per booking and plan (payment_orders_one_open_per_plan).
  const open = await openOrderOf(db, booking.id, input.plan);
  if (open && open.amount === amount && open.provider === provider.name) return shape(open.id);
  if (open) {
    // The booking's amount (or the provider) changed since: that order may no longer be paid here.
    await db
      .update(paymentOrders)
      .set({ status: 'failed', failureReason: 'superseded: the amount or provider changed' })
      .where(and(eq(paymentOrders.id, open.id), eq(paymentOrders.status, 'created')));
  }

  let orderId: string;
  try {
    ({ orderId } = await provider.createOrder({
      amountRupees: amount,
      currency: 'INR',
      receipt: booking.bookingId,
      notes: { bookingId: booking.bookingId, plan: input.plan },
    }));
  } catch (err) {
    if (err instanceof ProviderError) {
      logger.error(
        { bookingId: booking.bookingId, err: errorForLog(err) },
        'payment provider create-order failed',
      );
      throw new AppError(502, 'PAYMENT_ERROR', 'Failed to create payment order');
    }
    throw err;
  }
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentOrders)
      .values({
        id: orderId,
        bookingId: booking.id,
        provider: provider.name,
        plan: input.plan,
        amount,
        currency: 'INR',
        status: 'created',
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [paymentOrders.bookingId, paymentOrders.plan],
        where: sql`status = 'created'`,
      })
      .returning({ id: paymentOrders.id });
    if (inserted.length === 0) return false;
    await tx
      .update(bookings)
      .set({ razorpayOrderId: orderId, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    return true;
  });
  if (stored) return shape(orderId);
  // Another request stored its order first: everyone pays that one (ours is never shown to anyone).
  const winner = await openOrderOf(db, booking.id, input.plan);
  if (!winner || winner.amount !== amount || winner.provider !== provider.name)
    throw conflict('The payment is being prepared. Please try again.');
  return shape(winner.id);
}

async function openOrderOf(
  db: Db,
  bookingUuid: string,
  plan: PaymentPlan,
): Promise<PaymentOrderRow | undefined> {
  const [open] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.bookingId, bookingUuid),
        eq(paymentOrders.plan, plan),
        eq(paymentOrders.status, 'created'),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return open;
}

export type SettleOutcome =
  | { kind: 'settled'; booking: BookingRow }
  | { kind: 'already'; booking: BookingRow }
  | { kind: 'refused'; reason: string }
  | { kind: 'needs_refund'; booking: BookingRow; reason: string };

/**
 * The one place a payment changes a booking, used by verify, the webhook and reconciliation, inside
 * the caller's transaction. Locks the order then the booking; state only moves forward; a second
 * call for the same payment changes nothing.
 */
export async function settlePayment(
  tx: Db,
  input: {
    orderId: string;
    paymentId: string;
    amountPaise: number | undefined;
    method: string | undefined;
    source: string;
  },
  ctx: { now: Date; config: Config },
): Promise<SettleOutcome> {
  const { now, config } = ctx;
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, input.orderId))
    .for('update');
  if (!order) return { kind: 'refused', reason: `unknown order ${input.orderId}` };
  if (input.amountPaise !== undefined && input.amountPaise !== toPaise(order.amount)) {
    return {
      kind: 'refused',
      reason: `amount ${input.amountPaise} paise differs from the order's ${toPaise(order.amount)}`,
    };
  }
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, order.bookingId))
    .for('update');
  if (!booking) return { kind: 'refused', reason: 'the order has no booking' };

  if (order.status === 'paid') {
    if (order.paymentId === input.paymentId) return { kind: 'already', booking };
    return flagForRefund(
      tx,
      booking,
      input,
      `a second payment ${input.paymentId} for order ${order.id}, already paid by ${order.paymentId}`,
      ctx,
    );
  }

  const method = paymentMethodLabel(order.provider);
  // The payment is real from here on: record it on the order whatever happens to the booking.
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId: input.paymentId, paidAt: now, failureReason: null })
    .where(eq(paymentOrders.id, order.id));

  if (order.plan === 'balance') return settleBalance(tx, booking, order, input, ctx);

  if (isPaidOrHalfPaid(booking.paymentStatus)) {
    return flagForRefund(
      tx,
      booking,
      input,
      `booking already ${booking.paymentStatus}; payment ${input.paymentId} is a duplicate`,
      ctx,
    );
  }
  const expected = amountForPlan(booking, order.plan);
  if (order.amount !== expected) {
    return flagForRefund(
      tx,
      booking,
      input,
      `order amount ${order.amount} no longer matches the booking's ${order.plan} amount ${expected}`,
      ctx,
    );
  }

  // Only a booking released by the expiry job is revived; one cancelled by anyone else stays cancelled.
  if (booking.status === 'cancelled' && !booking.expiredAt)
    return flagForRefund(tx, booking, input, 'the booking was cancelled', ctx);
  if (booking.status === 'cancelled') {
    // Paid after the hold expired: take the units again if they are still free.
    const units = await reserveUnits(
      tx,
      {
        bookingUuid: booking.id,
        villaId: booking.villaId,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        rooms: booking.rooms,
        ownHold: { sessionId: booking.sessionId, browsingSession: booking.browsingSession },
        today: todayInZone(now, config.resortTz),
      },
      now,
    );
    if (!units) {
      await tx
        .update(bookings)
        .set({
          razorpayPaymentId: input.paymentId,
          paymentReference: input.paymentId,
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id));
      return flagForRefund(
        tx,
        booking,
        input,
        'paid after the hold expired and the villa is no longer available',
        ctx,
      );
    }
  } else if (booking.status !== 'pending') {
    return flagForRefund(tx, booking, input, `booking is ${booking.status}`, ctx);
  }

  const { booking: updated } = await recordMoneyMovement(
    tx,
    {
      bookingUuid: booking.id,
      kind: 'online_payment',
      amount: order.amount,
      idempotencyKey: `payment:${input.paymentId}`,
      method,
      plan: order.plan,
      reference: input.paymentId,
      orderId: order.id,
      confirm: true,
      activity: {
        action: 'payment_received',
        description: `${order.plan === 'full' ? 'Full payment' : 'Advance'} of ${order.amount} received (${order.provider}${input.method ? ` ${input.method}` : ''}, ${input.paymentId}) via ${input.source}`,
        changes: {
          orderId: { before: null, after: order.id },
          paymentId: { before: null, after: input.paymentId },
        },
      },
      event: (after) => ({
        type: 'payment.captured',
        bookingId: after.bookingId,
        guestName: after.guestName,
        plan: order.plan,
        amount: order.amount,
        remainingAmount: after.remainingAmount,
      }),
    },
    { actor: SYSTEM_ACTOR, now, config },
  );
  return { kind: 'settled', booking: updated };
}

/** What is due (stay balance and charges), paid online: the booking becomes Paid; both e-mails go out. */
async function settleBalance(
  tx: Db,
  booking: BookingRow,
  order: PaymentOrderRow,
  input: { orderId: string; paymentId: string; method: string | undefined; source: string },
  ctx: { now: Date; config: Config },
): Promise<SettleOutcome> {
  const { now, config } = ctx;
  const due = await balanceDueOnline(tx, booking);
  if (due <= 0)
    return flagForRefund(
      tx,
      booking,
      input,
      `no balance is due (booking ${booking.status}, ${booking.paymentStatus})`,
      ctx,
    );
  if (order.amount !== due)
    return flagForRefund(
      tx,
      booking,
      input,
      `balance order of ${order.amount} no longer matches the amount due ${due}`,
      ctx,
    );
  const { booking: updated } = await recordMoneyMovement(
    tx,
    {
      bookingUuid: booking.id,
      kind: 'online_payment',
      amount: order.amount,
      idempotencyKey: `payment:${input.paymentId}`,
      method: paymentMethodLabel(order.provider),
      plan: 'balance',
      reference: input.paymentId,
      orderId: order.id,
      activity: {
        action: 'payment_received',
        description: `Balance of ${order.amount} paid online by the guest (${order.provider}${input.method ? ` ${input.method}` : ''}, ${input.paymentId}) via ${input.source}`,
        changes: {
          orderId: { before: null, after: order.id },
          paymentId: { before: null, after: input.paymentId },
        },
      },
      event: (after) => ({
        type: 'payment.captured',
        bookingId: after.bookingId,
        guestName: after.guestName,
        plan: 'balance',
        amount: order.amount,
        remainingAmount: after.remainingAmount,
      }),
    },
    { actor: SYSTEM_ACTOR, now, config },
  );
  return { kind: 'settled', booking: updated };
}

async function flagForRefund(
  tx: Db,
  booking: BookingRow,
  input: { orderId: string; paymentId: string; source: string },
  reason: string,
  ctx: { now: Date; config: Config },
): Promise<SettleOutcome> {
  // One follow-up per payment: a replayed webhook or verify finds it and tells nobody twice.
  const [flagged] = await tx
    .insert(paymentFollowUps)
    .values({
      bookingId: booking.id,
      orderId: input.orderId,
      paymentId: input.paymentId,
      reason,
      createdAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentFollowUps.id });
  if (flagged) {
    const [order] = await tx
      .select({ amount: paymentOrders.amount, provider: paymentOrders.provider })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, input.orderId));
    // The money is in (the guest paid it): on the ledger as money the stay did not take.
    await recordMoneyMovement(
      tx,
      {
        bookingUuid: booking.id,
        kind: 'unapplied_payment',
        amount: order!.amount,
        idempotencyKey: `payment:${input.paymentId}`,
        method: order!.provider,
        reference: input.paymentId,
        orderId: input.orderId,
        note: reason,
        activity: {
          action: 'payment_needs_attention',
          description: `Payment ${input.paymentId} (order ${input.orderId}) needs staff attention: ${reason}`,
        },
      },
      { actor: SYSTEM_ACTOR, now: ctx.now, config: ctx.config },
    );
    await enqueueAdminNotification(
      tx,
      ctx.config,
      {
        type: 'payment_needs_attention',
        bookingId: booking.bookingId,
        guestName: booking.guestName,
        amount: booking.totalAmount,
        details: [
          `Payment ${input.paymentId} on order ${input.orderId} (${input.source}): ${reason}.`,
          'Check it and refund if needed.',
        ],
      },
      booking.id,
      ctx.now,
    );
  }
  return { kind: 'needs_refund', booking, reason };
}

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
    b.paymentStatus === 'paid'
      ? b.totalAmount
      : b.paymentStatus === 'advance_paid'
        ? b.advanceAmount
        : 0;
  return {
    verified: true,
    bookingId: b.bookingId,
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentId: b.razorpayPaymentId ?? input.razorpay_payment_id,
    paymentMethod: b.paymentMethod,
    total: b.totalAmount,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    paidAmount,
    paidAt: b.paidAt ? b.paidAt.toISOString() : null,
    confirmationEmail: config.smtpUrl ? 'queued' : 'not_configured',
  };
}
