import { eq } from 'drizzle-orm';
import {
  CANCEL_REASON_REQUIRED,
  PAYMENT_ACK_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  checkStatusAction,
  confirmNeedsPaymentAck,
} from '../../domain/booking-status';
import { recordBookingActivity, type FieldChanges } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import type { Config } from '../env';
import { publish } from '../events/publish';
import { badRequest, conflict } from '../http/errors';
import { lockBookings, bookingNotFound } from './admin-queries';
import { applyCancellation } from './cancel';
import { formatInr } from '../../domain/money';
import { moneyOfBooking, nextMovementKey, recordMoneyMovement } from '../payments/ledger';
import type { BulkStatusResult, StatusActionBody, StatusResult } from './admin-contract';

export type StatusDeps = { db: Db; config: Config; now: () => Date };

type BookingRow = typeof bookings.$inferSelect;

/** Refuses, before anything is written, an action missing what it needs. */
export function requireInputs(input: StatusActionBody, rows: BookingRow[]) {
  if (input.status === 'cancelled' && !input.reason?.trim())
    throw badRequest(CANCEL_REASON_REQUIRED, { reason: CANCEL_REASON_REQUIRED });
  if (
    input.status === 'confirmed' &&
    !input.paymentReceived &&
    rows.some((r) => r.status === 'pending' && confirmNeedsPaymentAck(r.paymentStatus))
  ) {
    throw badRequest(PAYMENT_ACK_REQUIRED, { paymentReceived: PAYMENT_ACK_REQUIRED });
  }
  if (
    input.status === 'confirmed' &&
    input.paymentReceived &&
    !input.paymentMethod &&
    rows.some((r) => r.status === 'pending' && confirmNeedsPaymentAck(r.paymentStatus))
  )
    throw badRequest(PAYMENT_METHOD_REQUIRED, { paymentMethod: PAYMENT_METHOD_REQUIRED });
}

/** Applies one allowed action to a locked row (history row and event included). */
export async function applyAction(
  tx: Db,
  row: BookingRow,
  input: StatusActionBody,
  actor: Actor,
  config: Config,
  now: Date,
) {
  if (input.status === 'cancelled') {
    await applyCancellation(tx, row, { reason: input.reason!.trim(), actor }, config, now);
    return;
  }
  const changes: FieldChanges = { status: { before: row.status, after: input.status } };
  const set: Partial<typeof bookings.$inferInsert> = { status: input.status, updatedAt: now };
  let description = `Status changed to ${input.status} by ${actor.name}`;
  if (input.status === 'confirmed') {
    // The spec: confirming also sets the payment paid — only on staff's word that it was received,
    // and then the money is recorded (decision 0112): what is due, as a desk payment by the method
    // staff named. The ledger sets the payment status.
    set.holdExpiresAt = null;
    const { due } = await moneyOfBooking(tx, row);
    if (due > 0 && input.paymentReceived && input.paymentMethod) {
      await recordMoneyMovement(
        tx,
        {
          bookingUuid: row.id,
          kind: 'desk_payment',
          amount: due,
          idempotencyKey: await nextMovementKey(tx, 'confirm', row.id, 'desk_payment'),
          method: input.paymentMethod,
          note: 'recorded when staff confirmed the booking with the payment received',
          activity: {
            action: 'payment_recorded',
            description: `Payment of ${formatInr(due)} (${input.paymentMethod === 'upi' ? 'UPI' : input.paymentMethod.replace('_', ' ')}) received by ${actor.name}, recorded on confirming the booking`,
          },
        },
        { actor, now, config },
      );
      description = `Confirmed by ${actor.name}, who confirmed that the payment of the full amount was received`;
    }
  }
  await tx.update(bookings).set(set).where(eq(bookings.id, row.id));
  await recordBookingActivity(tx, {
    bookingId: row.id,
    actor,
    action: 'status_changed',
    description,
    changes,
    at: now,
  });
  if (input.status === 'confirmed')
    await publish(
      tx,
      { type: 'booking.confirmed', bookingId: row.bookingId, guestName: row.guestName },
      now,
    );
}

/** A quick action on one booking; a refused transition is a 409 that says why. */
export async function changeBookingStatus(
  deps: StatusDeps,
  bookingCode: string,
  input: StatusActionBody,
  actor: Actor,
): Promise<StatusResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await lockBookings(tx, [bookingCode]);
    if (!row) throw bookingNotFound(bookingCode);
    const verdict = checkStatusAction(row.status, input.status);
    if (!verdict.allowed) throw conflict(verdict.reason);
    requireInputs(input, [row]);
    await applyAction(tx, row, input, actor, deps.config, now);
    const [after] = await tx
      .select({ status: bookings.status, paymentStatus: bookings.paymentStatus })
      .from(bookings)
      .where(eq(bookings.id, row.id));
    return { bookingId: row.bookingId, status: after!.status, paymentStatus: after!.paymentStatus };
  });
}

/**
 * The bulk action: one transaction; the bookings that may move, move; the others are listed with
 * the reason (already in that status, not allowed from theirs, not found).
 */
export async function bulkChangeStatus(
  deps: StatusDeps,
  bookingCodes: string[],
  input: StatusActionBody,
  actor: Actor,
): Promise<BulkStatusResult> {
  const now = deps.now();
  const codes = [...new Set(bookingCodes)];
  return deps.db.transaction(async (tx) => {
    const rows = await lockBookings(tx, codes);
    const found = new Map(rows.map((r) => [r.bookingId, r]));
    const skipped: BulkStatusResult['skipped'] = [];
    const movable: BookingRow[] = [];
    for (const code of codes) {
      const row = found.get(code);
      if (!row) {
        skipped.push({ bookingId: code, reason: `Booking not found: ${code}` });
        continue;
      }
      const verdict = checkStatusAction(row.status, input.status);
      if (verdict.allowed) movable.push(row);
      else skipped.push({ bookingId: code, reason: verdict.reason });
    }
    requireInputs(input, movable);
    for (const row of movable) await applyAction(tx, row, input, actor, deps.config, now);
    return { updated: movable.length, skipped };
  });
}
