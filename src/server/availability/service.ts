import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import type { Db } from '../db/client';
import { param, runStatement, statementVariants } from '../db/statement';
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
 * The stay as SQL expressions, so the one availability rule serves a single stay (named values of a
 * compiled statement) and the calendar's night-by-night grid (columns of a generate_series,
 * decision 0126).
 */
export type StayScope = {
  villaId: SQL;
  checkIn: SQL;
  checkOut: SQL;
  /** A booking (uuid expression) whose own units do not count against the stay. */
  excludeBookingId?: SQL | undefined;
  /** The resort's today (a date expression). */
  today: SQL;
};

/** The holds that count: unexpired at `now` (a timestamptz expression), not the guest's own. */
export type HoldScope = { now: SQL; own?: { sessionId: SQL; browsingSession: SQL } | undefined };

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
          ${s.excludeBookingId ? sql`and bu.booking_id <> ${s.excludeBookingId}` : sql``}
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
export function heldRoomsSql(s: StayScope, h: HoldScope): SQL {
  return sql`select coalesce(sum(rooms), 0)::int from booking_holds
    where villa_id = ${s.villaId} and expires_at > ${h.now}
      and check_in < ${s.checkOut} and check_out > ${s.checkIn}
      ${h.own ? sql`and not (session_id = ${h.own.sessionId} and browsing_session = ${h.own.browsingSession})` : sql``}`;
}

/** A guest's own hold counts as theirs only with both its key and its browsing session. */
const isOwnHold = (
  own: OwnHold | null | undefined,
): own is { sessionId: string; browsingSession: string } =>
  !!own?.sessionId && !!own.browsingSession;

/** The holds of `heldRoomsSql` as values, for a statement built per call (the calendar). */
export function holdScopeOf(now: Date, own: OwnHold | null | undefined): HoldScope {
  return {
    now: sql`${now.toISOString()}::timestamptz`,
    own: isOwnHold(own)
      ? { sessionId: sql`${own.sessionId}`, browsingSession: sql`${own.browsingSession}` }
      : undefined,
  };
}

/**
 * The single stay's statements below are compiled once per variant (decision 0142): whether a
 * booking's own units are left out (`x`) and whether the guest's own hold is (`o`).
 */
type Variant = '' | 'x' | 'o' | 'xo';

const stayScope = (v: Variant): StayScope => ({
  villaId: param('villaId'),
  checkIn: sql`${param('checkIn')}::date`,
  checkOut: sql`${param('checkOut')}::date`,
  excludeBookingId: v.includes('x') ? sql`${param('excludeBookingId')}::uuid` : undefined,
  today: sql`${param('today')}::date`,
});

const holdScope = (v: Variant): HoldScope => ({
  now: sql`${param('now')}::timestamptz`,
  own: v.includes('o')
    ? { sessionId: param('sessionId'), browsingSession: param('browsingSession') }
    : undefined,
});

function variantOf(q: StayUnitsQuery): Variant {
  return `${q.excludeBookingId ? 'x' : ''}${isOwnHold(q.ownHold) ? 'o' : ''}` as Variant;
}

function valuesOf(q: StayUnitsQuery): Record<string, unknown> {
  return {
    villaId: q.villaId,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    today: q.today,
    now: q.now.toISOString(),
    excludeBookingId: q.excludeBookingId,
    sessionId: q.ownHold?.sessionId,
    browsingSession: q.ownHold?.browsingSession,
  };
}

const freeUnitIdsStatement = statementVariants(
  (v: Variant) => sql`select vi.id from ${freeUnitsSql(stayScope(v))} order by vi.unit_number`,
);
const freeUnitNumbersStatement = statementVariants(
  (v: Variant) =>
    sql`select vi.id, vi.unit_number as "unitNumber" from ${freeUnitsSql(stayScope(v))} order by vi.unit_number`,
);
const heldRoomsStatement = statementVariants(
  (v: Variant) => sql`select (${heldRoomsSql(stayScope(v), holdScope(v))}) as held`,
);
const countStatement = statementVariants(
  (v: Variant) =>
    sql`select
        (select max_guests from villas where id = ${param('villaId')} and status = 'active') as "maxGuests",
        (select count(*)::int from ${freeUnitsSql(stayScope(v))}) as free,
        (${heldRoomsSql(stayScope(v), holdScope(v))}) as held`,
);

/** Free unit ids, GC-01 first. */
async function freeUnitIds(db: Db, q: StayUnitsQuery): Promise<string[]> {
  const rows = await runStatement<{ id: string }>(
    db,
    freeUnitIdsStatement(variantOf(q)),
    valuesOf(q),
  );
  return rows.map((r) => r.id);
}

/** Free units with their numbers (GC-01 first), e.g. the units staff may move a booking to. */
export async function freeUnitNumbers(
  db: Db,
  q: StayUnitsQuery,
): Promise<{ id: string; unitNumber: string }[]> {
  return runStatement<{ id: string; unitNumber: string }>(
    db,
    freeUnitNumbersStatement(variantOf(q)),
    valuesOf(q),
  );
}

async function countFreeAndHeld(db: Db, q: StayUnitsQuery) {
  const [row] = await runStatement<{ maxGuests: number | null; free: number; held: number }>(
    db,
    countStatement(variantOf(q)),
    valuesOf(q),
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
    runStatement<{ held: number }>(db, heldRoomsStatement(variantOf(q)), valuesOf(q)),
  ]);
  if (free.length - Number(held[0]?.held ?? 0) < q.rooms) return null;
  return free.slice(0, q.rooms);
}
