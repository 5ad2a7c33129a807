import { lockVillaUnits, pickFreeUnits, type OwnHold } from '../availability/service';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/pg-error-code';
import { bookingUnits } from '../db/schema';

const MAX_ATTEMPTS = 10;

/**
 * Reserves `rooms` concrete units for a booking's nights inside the caller's transaction. Each try
 * picks free units and inserts them in a savepoint; the exclusion constraint (23P01) tells us another
 * transaction took one first, and we pick again (that statement sees the other's commit). Every lost
 * race means another booking took a unit, so a few attempts settle it. Returns false when none are left.
 * Holds and bookings of one villa are serialised on the villa's unit lock (lockVillaUnits).
 */
export async function reserveUnits(
  tx: Db,
  b: {
    bookingUuid: string;
    villaId: string;
    checkIn: string;
    checkOut: string;
    rooms: number;
    /** The guest's own hold (it becomes these units), if any. */
    ownHold: OwnHold | null;
    /** The resort's today: units out of order are not picked for a stay covering tonight. */
    today: string;
  },
  now: Date,
): Promise<string[] | undefined> {
  // The lock holds take: a hold counted now cannot be granted on the units picked below.
  await lockVillaUnits(tx, b.villaId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const unitIds = await pickFreeUnits(tx, {
      villaId: b.villaId,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      rooms: b.rooms,
      ownHold: b.ownHold,
      now,
      today: b.today,
    });
    if (!unitIds || unitIds.length < b.rooms) return undefined;
    try {
      await tx.transaction(async (sp) => {
        await sp.insert(bookingUnits).values(
          unitIds.slice(0, b.rooms).map((villaInventoryId) => ({
            bookingId: b.bookingUuid,
            villaInventoryId,
            checkIn: b.checkIn,
            checkOut: b.checkOut,
            status: 'reserved' as const,
            createdAt: now,
          })),
        );
      });
      return unitIds.slice(0, b.rooms);
    } catch (err) {
      if (pgErrorCode(err) !== '23P01') throw err;
    }
  }
  return undefined;
}
