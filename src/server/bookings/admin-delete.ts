import { and, asc, count, eq } from 'drizzle-orm';
import { checkStatusAction } from '../../domain/booking-status';
import { DELETE_MESSAGES } from '../../domain/booking-delete';
import { hasMoneyRecords } from '../../domain/refunds';
import { recordBookingActivity } from '../audit/booking-activity';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import {
  bookingUnits,
  bookings,
  paymentOrders,
  propertyPayments,
  refunds,
  villaInventory,
} from '../db/schema';
import type { Config } from '../env';
import { conflict } from '../http/errors';
import { bookingKey, bookingNotFound } from './admin-queries';
import { applyCancellation } from './cancel';
import type { DeleteResult } from './admin-edit-contract';

export type DeleteDeps = { db: Db; config: Config; now: () => Date };

/**
 * Staff delete a booking (decision 0059). Without money records it is deleted for good (its units,
 * unpaid orders and holds go with it; an audit row keeps who deleted what). A booking with money
 * taken (a paid order, a payment at the desk, a refund, or a paid/half-paid/refunded status) is
 * never deleted: a pending or confirmed one is cancelled (units freed, the guest told), and it is
 * archived (archived_at) so it leaves the lists while its money records stay.
 */
export async function deleteBooking(
  deps: DeleteDeps,
  ref: string,
  actor: Actor,
): Promise<DeleteResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(bookingKey(ref)).for('update');
    if (!row) throw bookingNotFound(ref);
    const [paidOrders, desk, refunded] = await Promise.all([
      tx
        .select({ n: count() })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.bookingId, row.id), eq(paymentOrders.status, 'paid'))),
      tx
        .select({ n: count() })
        .from(propertyPayments)
        .where(eq(propertyPayments.bookingId, row.id)),
      tx.select({ n: count() }).from(refunds).where(eq(refunds.bookingId, row.id)),
    ]);
    const units = (
      await tx
        .select({ n: villaInventory.unitNumber })
        .from(bookingUnits)
        .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
        .where(eq(bookingUnits.bookingId, row.id))
        .orderBy(asc(villaInventory.unitNumber))
    ).map((u) => u.n);

    const money = hasMoneyRecords(row, {
      paidOrders: paidOrders[0]?.n ?? 0,
      propertyPayments: desk[0]?.n ?? 0,
      refunds: refunded[0]?.n ?? 0,
    });
    if (!money) {
      await recordAudit(tx, {
        actor,
        action: 'booking.deleted',
        entityType: 'booking',
        entityId: row.bookingId,
        before: { ...row, units },
        at: now,
      });
      await tx.delete(bookings).where(eq(bookings.id, row.id));
      return {
        bookingId: row.bookingId,
        outcome: 'deleted',
        status: row.status,
        message: DELETE_MESSAGES.deleted.message,
        unitsFreed: units,
      };
    }

    if (row.archivedAt) throw conflict(DELETE_MESSAGES.alreadyArchived);
    let status = row.status;
    let unitsFreed: string[] = [];
    if (checkStatusAction(row.status, 'cancelled').allowed) {
      const cancelled = await applyCancellation(
        tx,
        row,
        { reason: DELETE_MESSAGES.cancelReason, actor },
        deps.config,
        now,
      );
      status = cancelled.status;
      unitsFreed = cancelled.unitsFreed;
    }
    await tx
      .update(bookings)
      .set({ archivedAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id));
    await recordBookingActivity(tx, {
      bookingId: row.id,
      actor,
      action: 'archived',
      description: `Archived by ${actor.name} instead of deleted: ${DELETE_MESSAGES.keptBecause}`,
      changes: { archivedAt: { before: null, after: now.toISOString() } },
      at: now,
    });
    return {
      bookingId: row.bookingId,
      outcome: 'archived',
      status,
      message: DELETE_MESSAGES.archived.message,
      unitsFreed,
    };
  });
}
