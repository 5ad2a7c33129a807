import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { todayInZone } from '../../domain/dates';
import {
  FRONT_DESK_TARGET,
  frontDeskRefusal,
  releasedFrom,
  type FrontDeskAction,
} from '../../domain/front-desk';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import { publish } from '../events/publish';
import type { Db } from '../db/client';
import { bookings, bookingUnits, villaInventory } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { markBookingUnitsDirty } from '../housekeeping/service';
import { requireRegistrationForCheckIn } from '../registrations/service';
import type { FrontDeskResult } from './admin-contract';

const ACTIVITY: Record<FrontDeskAction, { type: string; text: string }> = {
  'check-in': { type: 'checked_in', text: 'Guest checked in' },
  'check-out': { type: 'checked_out', text: 'Guest checked out' },
  'no-show': { type: 'no_show', text: 'Marked as no-show' },
};

/**
 * Check in, check out or no-show, in one transaction: the booking row is locked, the rule in
 * src/domain/front-desk.ts decides, the units follow (occupied on check-in; nights from today on
 * released on an early check-out or a no-show) and the activity row is written.
 */
export async function runFrontDeskAction(
  db: Db,
  input: { bookingId: string; action: FrontDeskAction; actor: Actor; now: Date; timeZone: string },
): Promise<FrontDeskResult> {
  const today = todayInZone(input.now, input.timeZone);
  return db.transaction(async (tx) => {
    const [b] = await tx
      .select({
        id: bookings.id,
        bookingId: bookings.bookingId,
        guestName: bookings.guestName,
        status: bookings.status,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .where(eq(bookings.bookingId, input.bookingId))
      .for('update');
    if (!b) throw notFound(`Booking not found: ${input.bookingId}`);
    const refusal = frontDeskRefusal(input.action, b, today);
    if (refusal) throw conflict(refusal);
    // The lead guest registered, Form C for every foreign national (decision 0132).
    if (input.action === 'check-in') await requireRegistrationForCheckIn(tx, b.id, input.now);
    const next = FRONT_DESK_TARGET[input.action];
    await tx
      .update(bookings)
      .set({ status: next, updatedAt: input.now })
      .where(eq(bookings.id, b.id));
    if (input.action === 'check-in') {
      await tx
        .update(bookingUnits)
        .set({ status: 'occupied' })
        .where(eq(bookingUnits.bookingId, b.id));
    }
    const keepUntil = releasedFrom(input.action, b, today);
    if (keepUntil) {
      await tx
        .update(bookingUnits)
        .set({ checkOut: sql`${keepUntil}::date` })
        .where(and(eq(bookingUnits.bookingId, b.id), gt(bookingUnits.checkOut, keepUntil)));
    }
    if (input.action === 'check-out')
      await markBookingUnitsDirty(tx, b.id, { actor: input.actor, now: input.now });
    const activity = ACTIVITY[input.action];
    await recordBookingActivity(tx, {
      bookingId: b.id,
      actor: input.actor,
      action: activity.type,
      changes: { status: { before: b.status, after: next } },
      description: keepUntil
        ? `${activity.text}; room nights from ${keepUntil} released`
        : activity.text,
      at: input.now,
    });
    const units = (
      await tx
        .select({ n: villaInventory.unitNumber })
        .from(bookingUnits)
        .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
        .where(eq(bookingUnits.bookingId, b.id))
        .orderBy(asc(villaInventory.unitNumber))
    ).map((u) => u.n);
    const ref = { bookingId: b.bookingId, guestName: b.guestName };
    await publish(
      tx,
      input.action === 'check-in'
        ? { type: 'booking.checked_in', ...ref, units }
        : input.action === 'check-out'
          ? { type: 'booking.checked_out', ...ref, units }
          : { type: 'booking.no_show', ...ref },
      input.now,
    );
    return { bookingId: b.bookingId, status: next, releasedFrom: keepUntil };
  });
}
