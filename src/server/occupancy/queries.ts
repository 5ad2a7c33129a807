import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates';
import { queryRows, type Db } from '../db/client';
import type { FrontDeskItem, OccupancyRange, OccupancyUnit } from './admin-contract';

/**
 * Occupancy straight from the units guests book against (booking_units) and the blocks staff set
 * (inventory_blocks). Nights are half-open: a unit is occupied on the nights [check_in, check_out);
 * the check-out day is a departure, not an occupied night (docs/decisions/0060-occupancy-counts-nights.md).
 * Only bookings that hold rooms count: not cancelled, payment not failed.
 */

/** A unit on one night as read; the route adds its tile status, its booking id and `arriving`. */
type DayUnitRow = Omit<OccupancyUnit, 'status' | 'bookingId' | 'arriving'>;
/** A day of the grid as read; the route adds its occupancy rate. */
type RangeDayRow = Omit<OccupancyRange['days'][number], 'occupancyRate'>;
/** A booking on the front-desk lists as read; the route adds what staff may do now. */
export type FrontDeskRow = Omit<FrontDeskItem, 'actions'>;

const HOLDS_ROOMS = sql.raw(
  `bu.status in ('reserved', 'occupied') and b.status <> 'cancelled' and b.payment_status <> 'failed'`,
);

/** Every unit on the night of `date`: its stay (if any), its block (if any), and who leaves that morning. */
export async function unitsOnDate(db: Db, date: IsoDate): Promise<DayUnitRow[]> {
  return queryRows<DayUnitRow>(
    db,
    sql`select vi.unit_number as "unitNumber", vi.villa_id as "villaId", v.name as "villaName",
          vi.status as "unitStatus", vi.floor, vi.view_type as "viewType",
          ib.block_type as "blockType", ib.notes as "blockNotes", ib.group_id::text as "blockId",
          s.stay, d.departure
        from villa_inventory vi
        join villas v on v.id = vi.villa_id
        left join inventory_blocks ib on ib.villa_inventory_id = vi.id and ib.block_date = ${date}::date
        left join lateral (
          select json_build_object('bookingId', b.booking_id, 'guestName', b.guest_name, 'guests', b.guests,
                   'checkIn', b.check_in, 'checkOut', b.check_out, 'email', b.email, 'phone', b.phone,
                   'status', b.status, 'paymentStatus', b.payment_status) as stay
          from booking_units bu join bookings b on b.id = bu.booking_id
          where bu.villa_inventory_id = vi.id and ${HOLDS_ROOMS}
            and daterange(bu.check_in, bu.check_out, '[)') @> ${date}::date
          limit 1) s on true
        left join lateral (
          select json_build_object('bookingId', b.booking_id, 'guestName', b.guest_name, 'status', b.status) as departure
          from booking_units bu join bookings b on b.id = bu.booking_id
          where bu.villa_inventory_id = vi.id and ${HOLDS_ROOMS}
            and daterange(bu.check_in, bu.check_out, '[)') @> (${date}::date - 1) and bu.check_out = ${date}::date
          limit 1) d on true
        order by vi.unit_number`,
  );
}

/**
 * The unit × day grid of [from, to] (both included): each stay once, clipped to the range; blocks
 * as runs of consecutive dates; per-day counts. Four small queries, each an index range scan.
 */
export async function occupancyRange(db: Db, from: IsoDate, to: IsoDate) {
  const end = addDays(to, 1);
  // One statement: the stays of the range are read once (gist index on the nights), their bookings
  // by primary key (OFFSET 0 keeps the planner from hashing the whole bookings table), and the
  // daily counts come from those same rows.
  const [row] = await queryRows<{
    units: OccupancyRange['units'];
    stays: OccupancyRange['stays'] | null;
    blocks: OccupancyRange['blocks'] | null;
    days: RangeDayRow[];
  }>(
    db,
    sql`with s as materialized (
          select bu.villa_inventory_id, bu.check_in as unit_in, bu.check_out as unit_out, b.*
          from booking_units bu
          cross join lateral (
            select b.booking_id, b.guest_name, b.guests, b.status, b.check_in, b.check_out,
              b.email, b.phone, b.payment_status
            from bookings b where b.id = bu.booking_id and b.status <> 'cancelled' and b.payment_status <> 'failed' offset 0) b
          where bu.status in ('reserved', 'occupied')
            and daterange(bu.check_in, bu.check_out, '[)') && daterange(${from}::date, ${end}::date, '[)')
        ),
        blk as (
          select ib.villa_inventory_id, ib.group_id, ib.block_type, ib.notes, ib.block_date,
            ib.block_date - (row_number() over (partition by ib.villa_inventory_id, ib.group_id order by ib.block_date))::int as run
          from inventory_blocks ib where ib.block_date >= ${from}::date and ib.block_date < ${end}::date
        )
        select
          (select json_agg(json_build_object('unitNumber', vi.unit_number, 'villaId', vi.villa_id, 'villaName', v.name, 'unitStatus', vi.status)
             order by vi.unit_number) from villa_inventory vi join villas v on v.id = vi.villa_id) as units,
          (select json_agg(json_build_object('unitNumber', vi.unit_number, 'bookingId', s.booking_id, 'guestName', s.guest_name, 'guests', s.guests,
               'status', s.status, 'checkIn', s.check_in, 'checkOut', s.check_out,
               'email', s.email, 'phone', s.phone, 'paymentStatus', s.payment_status,
               'start', greatest(s.unit_in, ${from}::date), 'end', least(s.unit_out, ${end}::date)) order by vi.unit_number, s.unit_in)
             from s join villa_inventory vi on vi.id = s.villa_inventory_id) as stays,
          (select json_agg(json_build_object('unitNumber', r.unit_number, 'blockId', r.group_id, 'type', r.block_type, 'notes', r.notes,
               'start', r.start, 'end', r.end) order by r.unit_number, r.start)
             from (select vi.unit_number, blk.group_id::text as group_id, blk.block_type, blk.notes, min(blk.block_date) as start, max(blk.block_date) + 1 as end
                   from blk join villa_inventory vi on vi.id = blk.villa_inventory_id
                   group by vi.unit_number, blk.group_id, blk.block_type, blk.notes, blk.run) r) as blocks,
          (select json_agg(json_build_object('date', d.day, 'occupied',
               (select count(distinct s.villa_inventory_id) from s where s.unit_in <= d.day and s.unit_out > d.day),
               'blocked', (select count(*) from blk where blk.block_date = d.day)) order by d.day)
             from (select g::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g) d) as days`,
  );
  return {
    units: row?.units ?? [],
    stays: row?.stays ?? [],
    blocks: row?.blocks ?? [],
    days: row?.days ?? [],
  };
}

/** The housekeeping state of each unit of the booking (decision 0133; no row = clean). */
const ROOM_STATES = sql`coalesce((select json_agg(json_build_object('unitNumber', vi.unit_number, 'state', coalesce(uh.state, 'clean')) order by vi.unit_number)
    from booking_units bu join villa_inventory vi on vi.id = bu.villa_inventory_id
    left join unit_housekeeping uh on uh.villa_inventory_id = vi.id where bu.booking_id = b.id), '[]'::json)`;

const FRONT_DESK_COLUMNS = sql`b.booking_id as "bookingId", b.guest_name as "guestName", b.guests, b.phone, b.villa_name as "villaName",
  coalesce((select array_agg(vi.unit_number order by vi.unit_number) from booking_units bu join villa_inventory vi on vi.id = bu.villa_inventory_id
    where bu.booking_id = b.id), '{}') as units,
  b.check_in as "checkIn", b.check_out as "checkOut", b.status, b.payment_status as "paymentStatus", b.remaining_amount as "remainingAmount",
  ${ROOM_STATES} as "roomStates"`;

const LIVE_BOOKING = sql.raw(`b.status <> 'cancelled' and b.payment_status <> 'failed'`);

/** Arrivals and departures of `date`, and confirmed guests who should have arrived before it and have not. */
export async function frontDeskLists(db: Db, date: IsoDate) {
  const [arrivals, departures, overdue] = await Promise.all([
    queryRows<FrontDeskRow>(
      db,
      sql`select ${FRONT_DESK_COLUMNS} from bookings b where b.check_in = ${date}::date and ${LIVE_BOOKING} order by b.guest_name`,
    ),
    queryRows<FrontDeskRow>(
      db,
      sql`select ${FRONT_DESK_COLUMNS} from bookings b where b.check_out = ${date}::date and ${LIVE_BOOKING} order by b.guest_name`,
    ),
    queryRows<FrontDeskRow>(
      db,
      sql`select ${FRONT_DESK_COLUMNS} from bookings b
          where b.status = 'confirmed' and b.check_in < ${date}::date and b.check_out >= ${date}::date and ${LIVE_BOOKING}
          order by b.check_in, b.guest_name`,
    ),
  ]);
  return { arrivals, departures, overdue };
}
