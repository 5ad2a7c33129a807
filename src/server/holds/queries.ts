import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingHolds } from '../db/schema';

export type HoldRange = { villaId: string; checkIn: string; checkOut: string };

/**
 * Units of a villa that are free on every night of [checkIn, checkOut): available units, minus
 * units with a reserved/occupied stay overlapping the range (bookings not cancelled), minus units
 * blocked on any of those nights, minus the rooms held by other sessions' unexpired holds.
 */
export async function freeUnitsForHold(db: Db, range: HoldRange, now: Date, exceptSessionId?: string): Promise<number> {
  const result = await db.execute<{ free: number }>(sql`
    select
      (select count(*)::int from villa_inventory vi
        where vi.villa_id = ${range.villaId} and vi.status = 'available'
          and not exists (
            select 1 from booking_units bu join bookings b on b.id = bu.booking_id
            where bu.villa_inventory_id = vi.id and bu.status in ('reserved', 'occupied')
              and b.status <> 'cancelled'
              and bu.check_in < ${range.checkOut}::date and bu.check_out > ${range.checkIn}::date)
          and not exists (
            select 1 from inventory_blocks ib
            where ib.villa_inventory_id = vi.id
              and ib.block_date >= ${range.checkIn}::date and ib.block_date < ${range.checkOut}::date))
      - (select coalesce(sum(h.rooms), 0)::int from booking_holds h
          where h.villa_id = ${range.villaId} and h.expires_at > ${now.toISOString()}::timestamptz
            and h.check_in < ${range.checkOut}::date and h.check_out > ${range.checkIn}::date
            and h.session_id <> ${exceptSessionId ?? ''}) as free`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { free: number }[] }).rows) as { free: number }[];
  return Number(rows[0]?.free ?? 0);
}

/** Deletes holds whose time is up. Called before every hold change and by the purge job. */
export async function purgeExpiredHolds(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(bookingHolds).where(lte(bookingHolds.expiresAt, now)).returning({ id: bookingHolds.id });
  return removed.length;
}

export function findActiveHold(db: Db, sessionId: string, now: Date) {
  return db
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.sessionId, sessionId), gt(bookingHolds.expiresAt, now)))
    .then((rows) => rows[0]);
}

