import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentOrders } from '../db/schema';
import type { Config } from '../env';
import type { PaymentProvider } from './provider';
import { settlePayment } from './settle';
import { capturedPaymentProblem } from './verify';
import { errorForLog, logger } from '../logging/logger';

/** Orders younger than this may still be in the guest's checkout; older than the window are left to staff. */
const MIN_AGE_MS = 2 * 60_000;
const WINDOW_MS = 3 * 24 * 60 * 60_000;

export type ReconcileResult = { checked: number; settled: number; errors: number };

/**
 * Asks the provider about orders still `created` (the browser may have closed before verify and a
 * webhook may have been lost) and settles any captured payment through the one settle path.
 */
export async function reconcileOpenOrders(
  deps: { db: Db; provider: PaymentProvider; config: Config },
  now: Date,
): Promise<ReconcileResult> {
  const { db, provider, config } = deps;
  const result: ReconcileResult = { checked: 0, settled: 0, errors: 0 };
  if (provider.name !== 'razorpay') return result;
  const open = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, 'razorpay'),
        eq(paymentOrders.status, 'created'),
        lte(paymentOrders.createdAt, new Date(now.getTime() - MIN_AGE_MS)),
        gte(paymentOrders.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .limit(100);
  for (const order of open) {
    result.checked++;
    try {
      const payments = await provider.fetchOrderPayments(order.id);
      const captured = payments.find((p) => !capturedPaymentProblem(p, order));
      if (!captured) continue;
      const outcome = await db.transaction((tx) =>
        settlePayment(
          tx,
          {
            orderId: order.id,
            paymentId: captured.id,
            amountPaise: captured.amountPaise,
            method: captured.method,
            source: 'reconciliation',
          },
          { now, config },
        ),
      );
      if (outcome.kind === 'settled') result.settled++;
    } catch (err) {
      result.errors++;
      logger.warn(
        { orderId: order.id, err: errorForLog(err) },
        'reconciling a payment order failed',
      );
    }
  }
  return result;
}
