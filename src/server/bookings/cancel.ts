import { greetingName } from '../../domain/guest-emails';
import { amountReceived } from '../../domain/refunds';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookingUnits, bookings, villaInventory } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { renderBookingCancellation } from '../email/templates';
import type { Config } from '../env';
import { ledgerSumsOf } from '../payments/ledger';
import { publish } from '../events/publish';
import type { AdminCancelResult } from './admin-contract';

export type CancelInput = {
  reason: string;
  actor: Actor;
  /** Rupees that will be refunded, for the guest's e-mail (0 when none). */
  refundAmount?: number;
};
type BookingRow = typeof bookings.$inferSelect;

/** The cancellation itself; a staff cancel adds the refund to it. */
export type CancelResult = Omit<AdminCancelResult, 'refundAmount' | 'refund'>;

/** The cancellation of a booking row the caller has locked (FOR UPDATE) and checked. */
export async function applyCancellation(
  tx: Db,
  row: BookingRow,
  input: CancelInput,
  config: Config,
  now: Date,
): Promise<CancelResult> {
  const freed = await tx
    .delete(bookingUnits)
    .where(eq(bookingUnits.bookingId, row.id))
    .returning({ unitId: bookingUnits.villaInventoryId });
  const [updated] = await tx
    .update(bookings)
    .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  const unitNumbers = freed.length
    ? await unitNumbersOf(
        tx,
        freed.map((f) => f.unitId),
      )
    : [];
  await recordBookingActivity(tx, {
    bookingId: row.id,
    actor: input.actor,
    action: 'cancelled',
    description: `Cancelled by ${input.actor.name}: ${input.reason}${unitNumbers.length ? ` (units freed: ${unitNumbers.join(', ')})` : ''}`,
    changes: {
      status: { before: row.status, after: 'cancelled' },
      units: { before: unitNumbers, after: [] },
      cancellationReason: { before: null, after: input.reason },
    },
    at: now,
  });
  const paidAmount = amountReceived({
    paymentStatus: row.paymentStatus,
    total: row.total,
    advanceAmount: row.advanceAmount,
    remainingAmount: row.remainingAmount,
  });
  const sums = await ledgerSumsOf(tx, row.id);
  // A guest cancelling an unpaid website booking: the name is only what the booker typed next to
  // an address that may not be theirs, so no typed text is echoed; guest-caused mail to the
  // address is counted (decision 0108). Staff cancelling, a staff booking or a paid one: the name
  // is known and greets the guest (decision 0119).
  const email = renderBookingCancellation({
    guestName: greetingName({
      guestName: row.guestName,
      paidAmount,
      bookingSource: row.bookingSource,
      causedByStaff: input.actor.id !== null,
    }),
    bookingId: row.bookingId,
    villaName: row.villaName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    refundAmount: input.refundAmount ?? 0,
    // What the guest paid and has not had back, from the ledger (decision 0112).
    paidAmount: Math.max(0, sums.received - sums.refunded),
    reason: input.reason,
    resort: { name: config.resortName, phone: config.resortPhone, email: config.resortEmail },
  });
  await enqueueEmail(
    tx,
    { ...email, kind: 'booking_cancellation', to: row.email, bookingUuid: row.id },
    now,
    input.actor.id === null
      ? { perRecipientPerDay: config.limits.guestEmailsPerRecipientPerDay }
      : undefined,
  );
  await publish(
    tx,
    {
      type: 'booking.cancelled',
      bookingId: row.bookingId,
      guestName: row.guestName,
      reason: input.reason,
    },
    now,
  );
  return {
    bookingId: row.bookingId,
    status: 'cancelled',
    paymentStatus: updated!.paymentStatus,
    unitsFreed: unitNumbers,
  };
}

async function unitNumbersOf(tx: Db, unitIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ n: villaInventory.unitNumber })
    .from(villaInventory)
    .where(inArray(villaInventory.id, unitIds))
    .orderBy(asc(villaInventory.unitNumber));
  return rows.map((r) => r.n);
}
