import { todayInZone } from '../../domain/dates';
import { isPaidOrHalfPaid } from '../../domain/refunds';
import { eq } from 'drizzle-orm';
import type { BookingRow } from '../booking-records/repository';
import { reserveUnits } from '../booking-records/units';
import type { Db } from '../db/client';
import { bookings, paymentFollowUps, paymentOrders } from '../db/schema';
import { SYSTEM_ACTOR } from '../audit/record';
import type { Config } from '../env';
import { enqueueAdminNotification } from './confirmation-emails';
import { toPaise } from './provider';
import { recordMoneyMovement } from './ledger';
import { amountForPlan, balanceDueOnline, type PaymentOrderRow } from './service';

function paymentMethodLabel(provider: PaymentOrderRow['provider']): string {
  return provider === 'razorpay' ? 'razorpay' : 'card';
}

export type SettleOutcome =
  | { kind: 'settled'; booking: BookingRow }
  | { kind: 'already'; booking: BookingRow }
  | { kind: 'refused'; reason: string }
  | { kind: 'needs_refund'; booking: BookingRow; reason: string };

/**
 * The one place a payment changes a booking, used by verify, the webhook and reconciliation, inside
 * the caller's transaction. Locks the booking then the order; state only moves forward; a second
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
  // Booking first, then its order: the lock order of every other writer (cancel, edits, refunds),
  // so a payment racing a cancellation waits instead of deadlocking (an order's booking never
  // changes, so the unlocked peek names the right booking).
  const [peek] = await tx
    .select({ bookingId: paymentOrders.bookingId })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, input.orderId));
  if (!peek) return { kind: 'refused', reason: `unknown order ${input.orderId}` };
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, peek.bookingId))
    .for('update');
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
        amount: booking.total,
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
