import { and, eq } from 'drizzle-orm';
import { formatInr } from '../../domain/money';
import { REFUND_MESSAGES } from '../../domain/refunds';
import type { Actor } from '../audit/record';
import { findBookingByRef } from '../booking-records/repository';
import type { Db } from '../db/client';
import { bookings, refunds } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { RefundResult } from './admin-contract';
import { recordRefundRequests, type RefundDeps } from './refund-service';
import { bookingMoney, toRefundLine } from './booking-money-service';
import { sendAndSettle } from './refund-settlement';

/**
 * Staff retry one failed refund (decision 0121): `POST /api/admin/bookings/:id/refunds/:refundId/retry`.
 *
 * In one transaction with the booking locked: a `failed` row whose money is still refundable
 * becomes `pending` again with a `refund_requested` movement keyed `refund:<key>:retryN` (N counts
 * the row's requests, so the same retry is applied once) and a `refund_retried` history row. Then
 * the row goes to the provider with the attempt's own key (`providerKeyOf`). A row that is pending
 * or processed is not asked again: the call answers where it stands (`replayed`), so a double click
 * or a retried request refunds once.
 */
export async function retryRefund(
  db: Db,
  deps: RefundDeps,
  input: { bookingId: string; refundId: string },
  actor: Actor,
): Promise<RefundResult> {
  const now = deps.now();
  const planned = await db.transaction(async (tx) => {
    const b = await findBookingByRef(tx, input.bookingId, { forUpdate: true });
    if (!b) throw notFound(`Booking not found: ${input.bookingId}`);
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, input.refundId), eq(refunds.bookingId, b.id)))
      .for('update');
    if (!row) throw notFound('Refund not found on this booking');
    if (row.status !== 'failed') return { b, replayed: true };
    const money = await bookingMoney(tx, b);
    const available = row.paymentId
      ? (money.sources.find((s) => s.paymentId === row.paymentId)?.available ?? 0)
      : money.manualAvailable;
    if (available < row.amount)
      throw conflict(REFUND_MESSAGES.amountAboveRefundable(Math.max(0, available)));
    await tx
      .update(refunds)
      .set({ status: 'pending', failureReason: null, providerRefundId: null })
      .where(eq(refunds.id, row.id));
    await recordRefundRequests(
      tx,
      b,
      [row],
      {
        activity: {
          action: 'refund_retried',
          description: `Refund of ${formatInr(row.amount)} to ${row.paymentId ?? 'the guest'} retried by ${actor.name}`,
        },
        event: false,
        amount: row.amount,
      },
      actor,
      deps,
      now,
    );
    return { b, replayed: false };
  });

  const { b } = planned;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, input.refundId));
  let problem: string | null = null;
  if (row && row.status === 'pending' && !row.providerRefundId && row.channel !== 'manual') {
    const answer = await sendAndSettle(db, deps, b, row, actor);
    if (answer.kind !== 'refunded') problem = answer.message;
  }
  const [after] = await db.select().from(bookings).where(eq(bookings.id, b.id));
  const [line] = await db.select().from(refunds).where(eq(refunds.id, input.refundId));
  const money = await bookingMoney(db, after!);
  const outcome: RefundResult['outcome'] =
    line!.status === 'failed'
      ? 'failed'
      : line!.status === 'processed'
        ? 'processed'
        : problem
          ? 'unconfirmed'
          : 'pending';
  return {
    bookingId: b.bookingId,
    amount: line!.amount,
    outcome,
    message:
      outcome === 'failed'
        ? `${REFUND_MESSAGES.failed}: ${problem ?? line!.failureReason ?? 'the provider refused it'}`
        : outcome === 'unconfirmed'
          ? `${REFUND_MESSAGES.failed}: ${problem}. Try again: the same refund is sent again, never twice.`
          : null,
    paymentStatus: after!.paymentStatus,
    refundable: money.refundable,
    refunds: [toRefundLine(line!)],
    replayed: planned.replayed,
  };
}
