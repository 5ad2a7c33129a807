import { isPaidOrHalfPaid } from '../../domain/refunds';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentPlan } from '../../domain/enums';
import type { PaymentOrder } from './contract';
import { halfPayment } from '../../domain/pricing';
import { findBookingByRef, type BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import { bookings, paymentOrders } from '../db/schema';
import type { Config } from '../env';
import { AppError, conflict, notFound } from '../http/errors';
import type { PaymentProvider } from './provider';
import { ProviderError, toPaise } from './provider';
import { errorForLog, logger } from '../logging/logger';
import { moneyOfBooking } from './ledger';
import { onlineBalanceDue } from '../../domain/folio-charges';

export type PaymentDeps = { db: Db; now: () => Date; provider: PaymentProvider; config: Config };

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const HOLD_EXPIRED_MESSAGE = 'Your booking hold has expired. Please start a new booking.';
export const VERIFY_FAILED_MESSAGE = 'Payment verification failed';

/**
 * The amount the server charges for a plan: the total, the 50% advance (rounded), or — for the
 * balance — what the ledger says is due (stay and charges; decision 0120), passed as `balanceDue`.
 */
export function amountForPlan(b: { total: number }, plan: PaymentPlan, balanceDue = 0): number {
  if (plan === 'balance') return balanceDue;
  return plan === 'full' ? b.total : halfPayment(b.total).advance;
}

const NO_BALANCE_MESSAGE = 'There is no balance to pay on this booking';

/**
 * What may be paid online as the balance now (decision 0120): everything due — the stay's balance
 * and any charges — on a confirmed or checked-in booking, from the ledger; 0 otherwise.
 */
export async function balanceDueOnline(db: Db, b: BookingRow): Promise<number> {
  return onlineBalanceDue(b.status, await moneyOfBooking(db, b));
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
