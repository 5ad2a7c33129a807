import { checkStatusAction } from '../../domain/booking-status';
import { REFUND_MESSAGES } from '../../domain/refunds';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { runIdempotent, type IdempotencyClaim } from '../http/idempotency';
import type { RefundResult } from '../payments/admin-contract';
import { bookingMoney } from '../payments/booking-money-service';
import { refundBooking, type RefundDeps } from '../payments/refund-service';
import { bookingKey, bookingNotFound } from './admin-queries';
import { applyCancellation } from './cancel';
import type { AdminCancelResult } from './admin-contract';

/** The refund of a staff cancellation: one per booking, whatever is retried. */
const adminCancelRefundKey = (bookingUuid: string) => `admin-cancel:${bookingUuid}`;

/**
 * `POST /api/admin/bookings/:id/cancel { reason, refundAmount? }`: the refund amount is checked
 * against what was paid before anything changes; then one transaction cancels (units freed, the
 * history row, the guest's cancellation e-mail stating the amount refunded, `booking.cancelled`);
 * then the refund goes through `refundBooking` with the cancellation's own key, so a retried cancel
 * (Idempotency-Key replay) finishes the same refund and never pays twice (decision 0057).
 */
export async function cancelWithRefund(
  db: Db,
  deps: RefundDeps,
  input: { bookingId: string; reason: string; refundAmount?: number | undefined },
  actor: Actor,
  claim: IdempotencyClaim | undefined,
): Promise<{ value: AdminCancelResult; replayed: boolean }> {
  const refundAmount = input.refundAmount ?? 0;
  const { value, replayed } = await runIdempotent(
    db,
    claim,
    deps.now(),
    async (tx) => {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(bookingKey(input.bookingId))
        .for('update');
      if (!row) throw bookingNotFound(input.bookingId);
      const verdict = checkStatusAction(row.status, 'cancelled');
      if (!verdict.allowed) throw conflict(verdict.reason);
      if (refundAmount > 0) {
        const money = await bookingMoney(tx, row);
        if (refundAmount > money.refundable) {
          const message = REFUND_MESSAGES.amountAboveRefundable(money.refundable);
          throw badRequest(message, { refundAmount: message });
        }
      }
      const cancelled = await applyCancellation(
        tx,
        row,
        { reason: input.reason, actor, refundAmount },
        deps.config,
        deps.now(),
      );
      return { ...cancelled, bookingUuid: row.id, refundAmount };
    },
    200,
  );
  const { bookingUuid, ...cancelled } = value;
  let refund: RefundResult | null = null;
  if (refundAmount > 0) {
    refund = await refundBooking(
      db,
      deps,
      {
        bookingId: bookingUuid,
        amount: refundAmount,
        reason: `Cancelled: ${input.reason}`,
        idempotencyKey: adminCancelRefundKey(bookingUuid),
      },
      actor,
    );
  }
  return {
    value: {
      ...cancelled,
      paymentStatus: refund?.paymentStatus ?? cancelled.paymentStatus,
      refund,
    },
    replayed,
  };
}
