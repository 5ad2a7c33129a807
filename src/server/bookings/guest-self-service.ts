import { eq } from 'drizzle-orm';
import { judgeCancellation, type CancellationVerdict } from '../../domain/cancellation-policy';
import { refundableAmount } from '../../domain/refunds';
import type { RefundOnCancel } from '../payments/guest-refund-service';
import { ledgerSumsOf } from '../payments/ledger';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Config } from '../env';
import { conflict } from '../http/errors';
import type { BookingRow } from '../booking-records/repository';
import { applyCancellation } from './cancel';
import type { GuestCancelResult } from './contract';

/**
 * The guest's own changes to a booking they have proven is theirs (code + e-mail or access token):
 * cancellation under the policy in src/domain/cancellation-policy.ts (decision 0100).
 */
export type GuestDeps = { db: Db; config: Config; now: () => Date };

/**
 * What the guest could get back now: what was received and not yet refunded, as the ledger says
 * (payments asks for it; bookings keep no money rules of their own, decision 0112).
 */
export async function refundableOf(db: Db, b: BookingRow): Promise<number> {
  const sums = await ledgerSumsOf(db, b.id);
  return refundableAmount(sums.received, sums.refunded);
}

export async function cancellationVerdict(
  deps: GuestDeps,
  b: BookingRow,
): Promise<CancellationVerdict> {
  return judgeCancellation({
    status: b.status,
    checkIn: b.checkIn,
    refundable: await refundableOf(deps.db, b),
    now: deps.now(),
    timeZone: deps.config.resortTz,
  });
}

/** GET /api/bookings/:id/cancellation: may the guest cancel, and what would come back. */
export async function cancellationQuote(deps: GuestDeps, b: BookingRow) {
  const v = await cancellationVerdict(deps, b);
  return {
    allowed: v.allowed,
    refundAmount: v.refundAmount,
    deadline: v.deadline.toISOString(),
    ...(v.allowed ? {} : { reason: v.reason }),
  };
}

const GUEST_CANCEL_ACTIVITY = 'cancelled_by_guest';
const guestCancelRefundKey = (bookingUuid: string) => `guest-cancel:${bookingUuid}`;

/**
 * Refunds money of a cancelled booking through the payments service, once: `idempotencyKey` is the
 * same on every retry, so a repeated call settles (or finds) the same refund.
 */

/**
 * The guest cancels: judged by the policy in the booking's locked row, then — in one transaction —
 * status cancelled, the units freed, the history row, the cancellation e-mail with the refund amount
 * and the staff's `booking.cancelled` event (applyCancellation). The refund then goes through the
 * payments service with a key fixed per booking. A retried cancel (the answer was lost, or the
 * refund failed half way) finds the booking cancelled by its guest and asks the refund again with
 * the same key, so the money goes back once.
 */
export async function cancelByGuest(
  deps: GuestDeps,
  booking: BookingRow,
  refund: RefundOnCancel,
): Promise<GuestCancelResult> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
    if (!row) throw conflict('This booking no longer exists.');
    if (row.status === 'cancelled') {
      // The guest's own earlier cancellation (a retry): the same refund, asked again with the same key.
      if (row.guestCancelRefund === null) throw conflict(judgeCancellationReason(row));
      return { row, refundAmount: row.guestCancelRefund };
    }
    const verdict = judgeCancellation({
      status: row.status,
      checkIn: row.checkIn,
      refundable: await refundableOf(tx, row),
      now,
      timeZone: deps.config.resortTz,
    });
    if (!verdict.allowed) throw conflict(verdict.reason);
    await applyCancellation(
      tx,
      row,
      {
        reason: 'Cancelled by the guest online',
        actor: { id: null, name: row.guestName },
        refundAmount: verdict.refundAmount,
      },
      deps.config,
      now,
    );
    await tx
      .update(bookings)
      .set({ guestCancelRefund: verdict.refundAmount })
      .where(eq(bookings.id, row.id));
    await recordBookingActivity(tx, {
      bookingId: row.id,
      actor: { id: null, name: row.guestName },
      action: GUEST_CANCEL_ACTIVITY,
      description:
        verdict.refundAmount > 0
          ? `Cancelled by the guest online; ${verdict.refundAmount} to be refunded under the cancellation policy`
          : 'Cancelled by the guest online; nothing was paid',
      changes: { refundAmount: { before: null, after: verdict.refundAmount } },
      at: now,
    });
    return { row, refundAmount: verdict.refundAmount };
  });
  if (outcome.refundAmount > 0) {
    await refund(deps, outcome.row, {
      amount: outcome.refundAmount,
      idempotencyKey: guestCancelRefundKey(outcome.row.id),
      reason: 'Cancelled by the guest online (cancellation policy)',
    });
  }
  const [after] = await deps.db
    .select({ paymentStatus: bookings.paymentStatus })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  return {
    status: 'cancelled',
    paymentStatus: after?.paymentStatus ?? outcome.row.paymentStatus,
    refundAmount: outcome.refundAmount,
  };
}

function judgeCancellationReason(row: BookingRow): string {
  return row.status === 'cancelled'
    ? 'This booking is already cancelled.'
    : 'This booking cannot be cancelled online.';
}
