import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { recordBookingActivity } from '../audit/booking-activity';
import { SYSTEM_ACTOR } from '../audit/record';
import type { Db } from '../db/client';
import { bookingHolds, bookingUnits, bookings } from '../db/schema';
import { markPaymentFailed } from '../payments/ledger';
import { releasePromoUse } from '../promo/redemption-service';

const EXPIRED_NOTE =
  'Expired: not paid before its hold ended (15 minutes; 48 hours for a reported bank transfer); units released.';

/**
 * Unpaid pending bookings whose hold has passed become cancelled with payment failed, and their
 * booking_units rows are deleted, so every availability count (which counts booking_units) frees
 * the units at once (docs/decisions/0021-booking-expiry.md). Expired browsing holds are deleted too.
 */
export async function expireUnpaidBookings(
  db: Db,
  now: Date,
  batch = 200,
): Promise<{ expired: string[] }> {
  const expired = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: bookings.id,
        bookingId: bookings.bookingId,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'pending'),
          eq(bookings.paymentStatus, 'pending'),
          lte(bookings.holdExpiresAt, now),
        ),
      )
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        adminNotes: sql`coalesce(${bookings.adminNotes} || E'\n', '') || ${EXPIRED_NOTE}`,
        expiredAt: now,
        updatedAt: now,
      })
      .where(inArray(bookings.id, ids));
    await markPaymentFailed(tx, ids);
    await tx.delete(bookingUnits).where(inArray(bookingUnits.bookingId, ids));
    await releasePromoUse(tx, ids, now);
    await recordBookingActivity(
      tx,
      due.map((d) => ({
        bookingId: d.id,
        actor: SYSTEM_ACTOR,
        action: 'expired',
        description: EXPIRED_NOTE,
        changes: {
          status: { before: d.status, after: 'cancelled' },
          paymentStatus: { before: d.paymentStatus, after: 'failed' },
        },
        at: now,
      })),
    );
    return due.map((d) => d.bookingId);
  });
  await db.delete(bookingHolds).where(lte(bookingHolds.expiresAt, now));
  return { expired };
}
