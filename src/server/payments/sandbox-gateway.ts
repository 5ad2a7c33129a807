/**
 * The sandbox gateway: the built-in "test gateway" of PAYMENT_PROVIDER=test and demo mode (README),
 * production code that collects no money. Its checkout page posts a test card here.
 */
import type { CheckoutCallback } from './contract';
import { eq } from 'drizzle-orm';
import { cardSchema } from '../../domain/card-form';
import { todayInZone } from '../../domain/dates';
import type { Db } from '../db/client';
import { bookings, paymentOrders } from '../db/schema';
import type { Config } from '../env';
import { AppError, conflict, notFound, zodToAppError } from '../http/errors';
import type { PaymentProvider } from './provider';
import { assertPayable } from './service';
import { checkoutSignature } from './signature';
import { newTestPaymentId } from './sandbox-gateway-provider';

/** The card the test gateway declines, as Razorpay's and Stripe's test modes do. */
const DECLINED_TEST_CARD = '4000000000000002';
const CARD_DECLINED_MESSAGE =
  'Your card was declined by the issuing bank. Please try another card.';

export type { CheckoutCallback } from './contract';

/**
 * The test gateway's checkout: validates the card (Luhn, expiry against the resort's today), declines
 * the decline card with 402, and answers the signed callback fields exactly as Razorpay's checkout
 * does. The card is only read here: never stored, never logged, never echoed back.
 */
export async function payWithTestCard(
  deps: { db: Db; now: () => Date; provider: PaymentProvider; config: Config },
  input: { orderId: string; card: unknown },
): Promise<CheckoutCallback> {
  const { db, provider, config } = deps;
  if (provider.name !== 'test')
    throw notFound('The test gateway is not enabled (Razorpay is configured)');
  const now = deps.now();
  const parsed = cardSchema(todayInZone(now, config.resortTz)).safeParse(input.card ?? {});
  if (!parsed.success) {
    const err = zodToAppError(parsed.error);
    const fields = Object.fromEntries(
      Object.entries(err.fields ?? {}).map(([k, v]) => [k === '_' ? 'card' : `card.${k}`, v]),
    );
    throw new AppError(400, 'VALIDATION_ERROR', err.message, fields);
  }
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, input.orderId))
    .limit(1);
  if (!order || order.provider !== 'test') throw notFound('Payment order not found');
  if (order.status === 'paid') throw conflict('This order is already paid');
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, order.bookingId))
    .limit(1);
  if (!booking) throw notFound('Payment order not found');
  await assertPayable(db, booking, order.plan, now);

  if (parsed.data.number === DECLINED_TEST_CARD) {
    await db
      .update(paymentOrders)
      .set({ failureReason: 'card_declined' })
      .where(eq(paymentOrders.id, order.id));
    throw new AppError(402, 'PAYMENT_DECLINED', CARD_DECLINED_MESSAGE);
  }
  const paymentId = newTestPaymentId();
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(provider.checkoutSecret, order.id, paymentId),
  };
}
