import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import { queryRows, type Db } from '../db/client';
import { outOfOrderTonightSql } from '../housekeeping/service';

/**
 * A guest's own hold: the client's name for it and the server-issued browsing session that placed
 * it (decision 0106). Both must match; a hold key alone never stands for someone.
 */
export type OwnHold = { sessionId: string | null | undefined; browsingSession: string | null };

/**
 * The villa's unit lock: every hold and every booking that takes units of the villa (reserveUnits)
 * holds it while it counts and takes them, so a hold is never granted on a unit a simultaneous
 * booking takes, and the other way round (decision 0116). Transaction-scoped; taken after the
 * client's lock (holds, website bookings), never before it.
 */
export async function lockVillaUnits(tx: Db, villaId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${villaId}`}))`);
}

export type StayUnitsQuery = {
  villaId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** This guest's own hold does not count against it. */
  ownHold?: OwnHold | null;
  now: Date;
  /** Staff moving a booking: its own units do not count against it. */
  excludeBookingId?: string;
  /** The resort's today: a unit out of order is not free for a stay covering tonight (0133). */
  today: IsoDate;
};

/**
 * The stay as SQL expressions, so the one availability rule serves a single stay (parameters) and
 * the calendar's night-by-night grid (columns of a generate_series, decision 0126).
 */
export type StayScope = {
  villaId: SQL;
  checkIn: SQL;
  checkOut: SQL;
  excludeBookingId?: string | undefined;
  /** The resort's today (a date expression). */
  today: SQL;
};

/**
 * Units of the villa free for every night of [checkIn, checkOut): in service, with no
 * reserved/occupied booking_units overlapping, no inventory block on any of those nights, no
 * active imported (OTA) reservation overlapping (channels, decision 0122), and not out of order
 * when the stay covers tonight (housekeeping, decision 0133).
 */
export function freeUnitsSql(s: StayScope): SQL {
  return sql`villa_inventory vi
    where vi.villa_id = ${s.villaId} and vi.status = 'available'
      and not exists (
        select 1 from booking_units bu
        where bu.villa_inventory_id = vi.id and bu.status in ('reserved', 'occupied')
          ${s.excludeBookingId ? sql`and bu.booking_id <> ${s.excludeBookingId}::uuid` : sql``}
          and daterange(bu.check_in, bu.check_out, '[)') && daterange(${s.checkIn}, ${s.checkOut}, '[)'))
      and not exists (
        select 1 from inventory_blocks ib
        where ib.villa_inventory_id = vi.id and ib.block_date >= ${s.checkIn} and ib.block_date < ${s.checkOut})
      and not exists (
        select 1 from external_reservations er
        where er.villa_inventory_id = vi.id and er.status = 'active'
          and daterange(er.check_in, er.check_out, '[)') && daterange(${s.checkIn}, ${s.checkOut}, '[)'))
      and ${outOfOrderTonightSql(s)}`;
}

/** Rooms held by others' unexpired holds overlapping the stay (not the guest's own hold). */
export function heldRoomsSql(s: StayScope, now: Date, own: OwnHold | null | undefined): SQL {
  return sql`select coalesce(sum(rooms), 0)::int from booking_holds
    where villa_id = ${s.villaId} and expires_at > ${now.toISOString()}::timestamptz
      and check_in < ${s.checkOut} and check_out > ${s.checkIn}
      ${own?.sessionId && own.browsingSession ? sql`and not (session_id = ${own.sessionId} and browsing_session = ${own.browsingSession})` : sql``}`;
}

const scopeOf = (q: StayUnitsQuery): StayScope => ({
  villaId: sql`${q.villaId}`,
  checkIn: sql`${q.checkIn}::date`,
  checkOut: sql`${q.checkOut}::date`,
  excludeBookingId: q.excludeBookingId,
  today: sql`${q.today}::date`,
});

function freeUnitsFrom(q: StayUnitsQuery): SQL {
  return freeUnitsSql(scopeOf(q));
}

function heldRoomsByOthers(q: StayUnitsQuery): SQL {
  return heldRoomsSql(scopeOf(q), q.now, q.ownHold);
}

/** Free unit ids, GC-01 first. */
export async function freeUnitIds(db: Db, q: StayUnitsQuery): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select vi.id from ${freeUnitsFrom(q)} order by vi.unit_number`,
  );
  return rows.map((r) => r.id);
}

/** Free units with their numbers (GC-01 first), e.g. the units staff may move a booking to. */
export async function freeUnitNumbers(
  db: Db,
  q: StayUnitsQuery,
): Promise<{ id: string; unitNumber: string }[]> {
  return queryRows<{ id: string; unitNumber: string }>(
    db,
    sql`select vi.id, vi.unit_number as "unitNumber" from ${freeUnitsFrom(q)} order by vi.unit_number`,
  );
}

async function countFreeAndHeld(db: Db, q: StayUnitsQuery) {
  const [row] = await queryRows<{ maxGuests: number | null; free: number; held: number }>(
    db,
    sql`select
          (select max_guests from villas where id = ${q.villaId} and status = 'active') as "maxGuests",
          (select count(*)::int from ${freeUnitsFrom(q)}) as free,
          (${heldRoomsByOthers(q)}) as held`,
  );
  const maxGuests = row?.maxGuests ?? null;
  return {
    bookable: maxGuests !== null,
    maxGuests,
    left: Math.max(0, Number(row?.free ?? 0) - Number(row?.held ?? 0)),
  };
}

/**
 * The availability answer in one round trip: null when the villa is not bookable (unknown or not
 * active), else how many more rooms can be sold for the stay and the villa's guests per room.
 */
export async function bookableStay(
  db: Db,
  q: StayUnitsQuery,
): Promise<{ left: number; maxGuests: number } | null> {
  const { maxGuests, left } = await countFreeAndHeld(db, q);
  return maxGuests === null ? null : { left, maxGuests };
}

/** Rooms left for the stay, or null when the villa is not bookable. */
export async function bookableUnitsLeft(db: Db, q: StayUnitsQuery): Promise<number | null> {
  return (await bookableStay(db, q))?.left ?? null;
}

/** How many more rooms of the villa can be sold for the stay. */
export async function unitsLeft(db: Db, q: StayUnitsQuery): Promise<number> {
  return (await countFreeAndHeld(db, q)).left;
}

/**
 * Concrete free units for a new booking, or null when fewer than `rooms` are left. Two requests can
 * pick the same unit at once; the exclusion constraint on booking_units refuses the second insert
 * (23P01) and the caller retries with a fresh read.
 */
export async function pickFreeUnits(
  db: Db,
  q: StayUnitsQuery & { rooms: number },
): Promise<string[] | null> {
  const [free, held] = await Promise.all([
    freeUnitIds(db, q),
    queryRows<{ held: number }>(db, sql`select (${heldRoomsByOthers(q)}) as held`),
  ]);
  if (free.length - Number(held[0]?.held ?? 0) < q.rooms) return null;
  return free.slice(0, q.rooms);
}
