import { sql } from 'drizzle-orm';
import type { DateRange } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import type { DetailRow } from './admin-contract';
import { paymentsReceivedSql, revenueSql } from './money-figures';
import { bookingFilter, num, ts, type Filters } from './period-queries';

/** Guests (by e-mail) with revenue, payments or bookings in the range; the top ones by revenue. */
const GUEST_ROWS = 200;

export async function guestRows(
  db: Db,
  current: DateRange,
  window: { start: Date; end: Date },
  f: Filters,
  tz: string,
  chargeFigures = false,
): Promise<DetailRow[]> {
  const email = sql`lower(b.email)`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    // Only the sums per guest (not the count of bookings each figure also answers); the bookings
    // made from booking_figures (the booking's columns the filters and sums read, a narrower row).
    sql`with earned as (${revenueSql(current, { timeZone: tz, where: bookingFilter(f), key: email, counted: false, chargeFigures })}),
      paid as (${paymentsReceivedSql(window, { where: bookingFilter(f), key: email, counted: false })}),
      made as (
        select lower(b.email) as email, count(*)::int as bookings,
               sum(b.check_out - b.check_in)::int as nights,
               max(b.created_at) as last_booking
          from booking_figures b
         where b.created_at >= ${ts(window.start)} and b.created_at < ${ts(window.end)} and ${bookingFilter(f)}
         group by 1),
      -- One row per guest by grouping (not joins of the three: their sizes are unknown to the
      -- planner, which then loops over them).
      facts as (
        select key as email, revenue, 0::float8 as payments, 0 as bookings, 0 as nights,
               null::timestamptz as last_booking
          from earned where revenue <> 0
        union all
        select key, 0, amount, 0, 0, null from paid where amount <> 0
        union all
        select email, 0, 0, bookings, nights, last_booking from made),
      top as (
        select r.email, sum(r.bookings)::int as bookings, sum(r.nights)::int as nights,
               sum(r.revenue)::float8 as revenue, sum(r.payments)::float8 as payments_received,
               to_char(max(r.last_booking) at time zone ${tz}, 'YYYY-MM-DD') as last_booking
          from facts r
         group by r.email
         order by revenue desc, payments_received desc, bookings desc, r.email
         limit ${GUEST_ROWS})
      -- The name of the rows shown only (index on lower(email), migration 0026).
      select top.*,
             (select b.guest_name from bookings b where lower(b.email) = top.email order by b.created_at desc limit 1) as name
        from top
       order by revenue desc, payments_received desc, bookings desc, top.email`,
  );
  return rows.map((r) => ({
    guest: String(r.name ?? r.email),
    email: String(r.email),
    bookings: num(r.bookings),
    nights: num(r.nights),
    revenue: num(r.revenue),
    paymentsReceived: num(r.payments_received),
    lastBooking: (r.last_booking as string | null) ?? null,
  }));
}
