import { sql } from 'drizzle-orm';
import { addDays, todayInZone } from '../../domain/dates';
import { queryRows, type Db } from '../db/client';
import type { UnpaidHolds } from './unpaid-holds-contract';

/** How far ahead the dashboard looks for nights taken over by unpaid holds. */
export const UNPAID_HOLDS_NIGHTS_AHEAD = 60;
const MAX_ROWS = 20;

type UnpaidHoldNight = UnpaidHolds['nights'][number];

/**
 * Villa-nights where unpaid holds take at least `thresholdPercent` of the villa's units in
 * service (decision 0108): what staff should look at when someone may be hoarding inventory.
 */
export async function unpaidHoldNights(
  db: Db,
  opts: { now: Date; timeZone: string; thresholdPercent: number },
): Promise<UnpaidHoldNight[]> {
  const from = todayInZone(opts.now, opts.timeZone);
  const to = addDays(from, UNPAID_HOLDS_NIGHTS_AHEAD);
  const now = opts.now.toISOString();
  return queryRows<UnpaidHoldNight>(
    db,
    sql`with nights as (
          select d::date as night from generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
        ),
        units as (
          select villa_id, count(*)::int as n from villa_inventory where status = 'available' group by villa_id
        ),
        held as (
          select b.villa_id, n.night, count(*)::int as rooms
          from booking_units bu
          join bookings b on b.id = bu.booking_id
          join nights n on n.night >= bu.check_in and n.night < bu.check_out
          where bu.status = 'reserved' and b.booking_source = 'website' and b.status = 'pending'
            and b.payment_status = 'pending' and b.hold_expires_at > ${now}::timestamptz
          group by 1, 2
          union all
          select h.villa_id, n.night, sum(h.rooms)::int
          from booking_holds h
          join nights n on n.night >= h.check_in and n.night < h.check_out
          where h.expires_at > ${now}::timestamptz
          group by 1, 2
        )
        select to_char(h.night, 'YYYY-MM-DD') as "date", h.villa_id as "villaId", v.name as "villaName",
          sum(h.rooms)::int as "heldUnits", u.n as "totalUnits"
        from held h
        join units u on u.villa_id = h.villa_id
        join villas v on v.id = h.villa_id and v.status = 'active'
        group by h.night, h.villa_id, v.name, u.n
        having sum(h.rooms) * 100 >= ${opts.thresholdPercent} * u.n
        order by h.night, v.name
        limit ${MAX_ROWS}`,
  );
}
