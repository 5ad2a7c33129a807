import { and, asc, eq, inArray } from 'drizzle-orm';
import { EDIT_MESSAGES } from '../../domain/booking-edit';
import { freeUnitNumbers } from '../availability/service';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/pg-error-code';
import { bookingUnits, bookings, villaInventory } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { reserveUnits } from '../booking-records/units';
import { newlyOutOfOrderTonight, refuseOutOfOrderTonight } from '../housekeeping/service';
import { bookingKey, bookingNotFound } from './admin-queries';
import { NO_LONGER_AVAILABLE } from './service';

type BookingRow = typeof bookings.$inferSelect;

const unitTaken = () => conflict(EDIT_MESSAGES.unitTaken, { unitNumbers: EDIT_MESSAGES.unitTaken });

export async function unitsOf(tx: Db, bookingUuid: string) {
  return tx
    .select({
      id: bookingUnits.villaInventoryId,
      unitNumber: villaInventory.unitNumber,
      status: bookingUnits.status,
    })
    .from(bookingUnits)
    .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
    .where(eq(bookingUnits.bookingId, bookingUuid))
    .orderBy(asc(villaInventory.unitNumber));
}

/** Inserts the booking's units in a savepoint; false when the exclusion constraint (or a block) refuses. */
async function tryInsertUnits(
  tx: Db,
  row: { id: string; checkIn: string; checkOut: string },
  unitIds: string[],
  status: 'reserved' | 'occupied',
  now: Date,
): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(bookingUnits).values(
        unitIds.map((villaInventoryId) => ({
          bookingId: row.id,
          villaInventoryId,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          status,
          createdAt: now,
        })),
      );
    });
    return true;
  } catch (err) {
    if (pgErrorCode(err) === '23P01') return false;
    throw err;
  }
}

/**
 * The edited booking's units (decision 0054), its old ones released first: the staff's chosen
 * ones, else the same ones if still free, else any free ones. The database's exclusion constraint
 * is the judge. Returns the booking's unit numbers afterwards.
 */
export async function moveUnits(
  tx: Db,
  row: BookingRow,
  input: {
    next: { villaId: string; checkIn: string; checkOut: string; rooms: number };
    /** The unit numbers staff chose (sorted), if they chose. */
    requested: string[] | undefined;
    currentUnits: { id: string; unitNumber: string }[];
    /** The villa's name after the edit (for the message about a unit not in it). */
    villaName: string;
    today: string;
    now: Date;
  },
): Promise<string[]> {
  const { next, requested, currentUnits, villaName, today, now } = input;
  const stay = { id: row.id, checkIn: next.checkIn, checkOut: next.checkOut };
  const unitStatus = row.status === 'checked_in' ? 'occupied' : 'reserved';
  await tx.delete(bookingUnits).where(eq(bookingUnits.bookingId, row.id));
  if (requested) {
    if (requested.length !== next.rooms)
      throw badRequest(EDIT_MESSAGES.unitCount(next.rooms), {
        unitNumbers: EDIT_MESSAGES.unitCount(next.rooms),
      });
    const units = await tx
      .select({
        id: villaInventory.id,
        n: villaInventory.unitNumber,
        status: villaInventory.status,
      })
      .from(villaInventory)
      .where(
        and(
          eq(villaInventory.villaId, next.villaId),
          inArray(villaInventory.unitNumber, requested),
        ),
      );
    const missing = requested.find((n) => !units.some((u) => u.n === n));
    if (missing) {
      const message = EDIT_MESSAGES.unitNotInVilla(missing, villaName);
      throw badRequest(message, { unitNumbers: message });
    }
    if (units.some((u) => u.status !== 'available')) throw unitTaken();
    if (
      !(await tryInsertUnits(
        tx,
        stay,
        units.map((u) => u.id),
        unitStatus,
        now,
      ))
    )
      throw unitTaken();
    // After the insert (which holds the units' row locks): a unit just put out of order is seen.
    await refuseOutOfOrderTonight(tx, {
      stay: next,
      unitIds: units.map((u) => u.id),
      today,
      before: { ...row, unitIds: currentUnits.map((u) => u.id) },
    });
  } else {
    // The same units if they are still free for the new nights, else any free ones.
    const same =
      next.villaId === row.villaId &&
      currentUnits.length === next.rooms &&
      currentUnits.length > 0 &&
      (
        await newlyOutOfOrderTonight(tx, {
          stay: next,
          unitIds: currentUnits.map((u) => u.id),
          today,
          before: { ...row, unitIds: currentUnits.map((u) => u.id) },
        })
      ).length === 0
        ? await tryInsertUnits(
            tx,
            stay,
            currentUnits.map((u) => u.id),
            unitStatus,
            now,
          )
        : false;
    if (!same) {
      const picked = await reserveUnits(
        tx,
        {
          bookingUuid: row.id,
          villaId: next.villaId,
          checkIn: next.checkIn,
          checkOut: next.checkOut,
          rooms: next.rooms,
          ownHold: { sessionId: row.sessionId, browsingSession: row.browsingSession },
          today,
        },
        now,
      );
      if (!picked) throw conflict(NO_LONGER_AVAILABLE);
      if (unitStatus === 'occupied')
        await tx
          .update(bookingUnits)
          .set({ status: 'occupied' })
          .where(eq(bookingUnits.bookingId, row.id));
    }
  }
  return (await unitsOf(tx, row.id)).map((u) => u.unitNumber);
}

/** Units of a villa free for the nights, the booking's own units counting as free (for the edit modal). */
export async function freeUnitsForBooking(
  db: Db,
  ref: string,
  q: { villaId?: string | undefined; checkIn?: string | undefined; checkOut?: string | undefined },
  now: Date,
  today: string,
) {
  const [row] = await db.select().from(bookings).where(bookingKey(ref)).limit(1);
  if (!row) throw bookingNotFound(ref);
  const stay = {
    villaId: q.villaId ?? row.villaId,
    checkIn: q.checkIn ?? row.checkIn,
    checkOut: q.checkOut ?? row.checkOut,
  };
  if (stay.checkOut <= stay.checkIn)
    throw badRequest('Check-out date must be after check-in date', {
      checkOut: 'Check-out date must be after check-in date',
    });
  const [free, own] = await Promise.all([
    freeUnitNumbers(db, { ...stay, now, today, excludeBookingId: row.id }),
    unitsOf(db, row.id),
  ]);
  const mine = new Set(own.map((u) => u.unitNumber));
  return {
    bookingId: row.bookingId,
    ...stay,
    units: free.map((u) => ({ unitNumber: u.unitNumber, current: mine.has(u.unitNumber) })),
  };
}
