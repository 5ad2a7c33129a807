import { and, asc, eq, lte } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../audit/record';
import type { Db } from '../db/client';
import { bookings, refunds } from '../db/schema';
import type { Config } from '../env';
import { errorForLog, logger } from '../logging/logger';
import type { PaymentProvider } from './provider';
import { sendAndSettle, settleRefundRow } from './refund-settlement';

/** A refund younger than this may still be answered by the call that made it (or its webhook). */
const REFUND_RECONCILE_MIN_AGE_MS = 2 * 60_000;
/** Refunds asked about per run (oldest first); the rest wait for the next run. */
const BATCH = 100;

export type RefundReconcileResult = {
  checked: number;
  processed: number;
  failed: number;
  errors: number;
};

/**
 * The refunds job (decision 0121): refunds of the active provider still `pending` after two minutes.
 * - With the provider's id: asked where they stand (`fetchRefund`); processed or failed is applied
 *   through `settleRefundRow` (forward only, so a webhook that came first wins and nothing repeats).
 * - Without it (the call got no answer): sent again with the same key, so the provider refunds once.
 */
export async function reconcilePendingRefunds(deps: {
  db: Db;
  provider: PaymentProvider;
  config: Config;
  now: () => Date;
}): Promise<RefundReconcileResult> {
  const { db, provider, config } = deps;
  const now = deps.now();
  const result: RefundReconcileResult = { checked: 0, processed: 0, failed: 0, errors: 0 };
  const rows = await db
    .select({ refund: refunds, bookingCode: bookings.bookingId })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.channel, provider.name),
        lte(refunds.createdAt, new Date(now.getTime() - REFUND_RECONCILE_MIN_AGE_MS)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  for (const { refund: row, bookingCode } of rows) {
    result.checked++;
    try {
      let outcome: string;
      if (row.providerRefundId) {
        const state = await provider.fetchRefund(row.paymentId!, row.providerRefundId);
        outcome =
          state.status === 'pending'
            ? 'pending'
            : await db.transaction((tx) =>
                settleRefundRow(
                  tx,
                  row.id,
                  state.status === 'processed'
                    ? { status: 'processed', providerRefundId: state.id }
                    : {
                        status: 'failed',
                        providerRefundId: state.id,
                        message: 'The payment provider marked the refund failed',
                      },
                  { actor: SYSTEM_ACTOR, now: deps.now(), config },
                ),
              );
      } else {
        const answer = await sendAndSettle(db, deps, { bookingId: bookingCode }, row, SYSTEM_ACTOR);
        outcome =
          answer.kind === 'refunded'
            ? answer.status
            : answer.kind === 'failed'
              ? 'failed'
              : 'unconfirmed';
        if (answer.kind === 'unconfirmed') result.errors++;
      }
      if (outcome === 'processed') result.processed++;
      if (outcome === 'failed') result.failed++;
    } catch (err) {
      result.errors++;
      logger.warn({ refundId: row.id, err: errorForLog(err) }, 'reconciling a refund failed');
    }
  }
  return result;
}
