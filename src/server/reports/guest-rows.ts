import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../domain/dates';
import { guestRowsInOnePass, paymentsFromOutside } from '../../domain/report-months';
import type { DateRange } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import type { DetailRow } from './admin-contract';
import {
  chargeItems,
  PAYMENTS_RECEIVED,
  paymentsReceivedSql,
  revenueSql,
  share,
} from './money-figures';
import { bookingFilter, num, ts, type Filters } from './period-queries';

/** Guests (by e-mail) with revenue, payments or bookings in the range; the top ones by revenue. */
const GUEST_ROWS = 200;

type Window = { start: Date; end: Date };

/**
 * The guests' facts figure by figure: Revenue of the range (its stays and charges, through the
 * range and day indexes), Payments received and bookings made in the window (their instants'
 * indexes), each summed by e-mail, then the three summed by e-mail again. Cheapest when the range
 * touches few bookings (a quarter or less).
 */
function byFigureSql(current: DateRange, window: Window, f: Filters, tz: string, cf: boolean) {
  const email = sql`lower(b.email)`;
  // Only the sums per guest (not the count of bookings each figure also answers); the bookings
  // made from booking_figures (the booking's columns the filters and sums read, a narrower row).
  return sql`with earned as (${revenueSql(current, { timeZone: tz, where: bookingFilter(f), key: email, counted: false, chargeFigures: cf })}),
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
      ${named}`;
}

/**
 * The same rows in one pass over the bookings' figures (decision 0167), for a range that touches
 * most bookings: one row per booking — its stay's part of the range, its Payments received in the
 * window, whether it was made in the window — and one per charge, summed by e-mail once. The sums
 * are those of the three figures (integers added in another order); a guest is listed when one of
 * them is not zero, as by figure. A booking's Payments received in the window are its ledger rows
 * in it summed by booking, or, with `outside` (a window covering most of the ledger), its total
 * (`booking_figures.payments_received`, the same signed sum over every row: migration 0028) less
 * its rows outside the window — the fewer rows either way.
 */
function onePassSql(
  current: DateRange,
  window: Window,
  f: Filters,
  tz: string,
  opts: { chargeFigures: boolean; outside: boolean },
) {
  const end = addDays(current.to, 1);
  const from = sql`${current.from}::date`;
  const to = sql`${end}::date`;
  // The stay overlaps the range (as `&&` of their dateranges, without building two per booking).
  const overlaps = sql`(b.day_from < ${to} and b.day_to > ${from} and b.day_to > b.day_from)`;
  const made = sql`(b.created_at >= ${ts(window.start)} and b.created_at < ${ts(window.end)})`;
  const inWindow = sql`(m.at >= ${ts(window.start)} and m.at < ${ts(window.end)})`;
  const payments = opts.outside
    ? sql`(b.payments_received - coalesce(p.amount, 0))::bigint`
    : sql`coalesce(p.amount, 0)::bigint`;
  const paid = opts.outside ? sql`${payments} <> 0` : sql`p.booking_id is not null`;
  return sql`with paid as (
        select m.booking_id, sum(m.amount) as amount
          from (${PAYMENTS_RECEIVED}) m
         where ${opts.outside ? sql`not ${inWindow}` : inWindow}
         group by 1),
      facts as (
        select lower(b.email) as email,
               (case when ${overlaps} then ${share(from, to, sql`b`)} else 0 end) as revenue,
               ${payments} as payments, ${made} as made, b.day_to - b.day_from as nights,
               b.created_at
          from (select f.booking_id, f.check_in as day_from, f.check_out as day_to,
                       f.revenue_value as value, f.villa_id, f.package_id, f.status, f.email,
                       f.created_at, f.payments_received
                  from booking_figures f) b
          left join paid p on p.booking_id = b.booking_id
         where (${overlaps} or ${made} or ${paid}) and ${bookingFilter(f)}
        union all
        select lower(b.email), ${share(from, to, sql`b`)}, 0, false, 0, null
          from (${chargeItems(current.from, end, tz, opts.chargeFigures)}) b
         where ${bookingFilter(f)}),
      top as (
        select r.email, (count(*) filter (where r.made))::int as bookings,
               coalesce(sum(r.nights) filter (where r.made), 0)::int as nights,
               sum(r.revenue)::float8 as revenue, sum(r.payments)::float8 as payments_received,
               to_char(max(r.created_at) filter (where r.made) at time zone ${tz}, 'YYYY-MM-DD') as last_booking
          from facts r
         group by r.email
        having sum(r.revenue) <> 0 or sum(r.payments) <> 0 or bool_or(r.made)
         order by revenue desc, payments_received desc, bookings desc, r.email
         limit ${GUEST_ROWS})
      ${named}`;
}

/** The ledger's first and last instants (two ends of its index), or null when it is empty. */
async function ledgerSpan(db: Db) {
  const [row] = await queryRows<{ first: unknown; last: unknown }>(
    db,
    sql`select extract(epoch from min(occurred_at))::float8 * 1000 as first,
               extract(epoch from max(occurred_at))::float8 * 1000 as last
          from money_movements`,
  );
  return row?.first != null && row.last != null
    ? { first: new Date(Number(row.first)), last: new Date(Number(row.last)) }
    : null;
}

/** The name of the rows shown only (index on lower(email), migration 0026). */
const named: SQL = sql`select top.*,
             (select b.guest_name from bookings b where lower(b.email) = top.email order by b.created_at desc limit 1) as name
        from top
       order by revenue desc, payments_received desc, bookings desc, top.email`;

/**
 * How the guest rows are read: figure by figure (a quarter or less), or in one pass with each
 * booking's Payments received from its ledger rows inside the window or from its total less those
 * outside. The same rows either way; the default picks the cheaper (tests compare all three).
 */
export type GuestPlan = 'by-figure' | 'one-pass' | 'one-pass-outside';

export async function guestRows(
  db: Db,
  current: DateRange,
  window: Window,
  f: Filters,
  tz: string,
  chargeFigures = false,
  plan?: GuestPlan,
): Promise<DetailRow[]> {
  const how = plan ?? (guestRowsInOnePass(current) ? undefined : 'by-figure');
  const rows =
    how === 'by-figure'
      ? await queryRows<Record<string, unknown>>(
          db,
          byFigureSql(current, window, f, tz, chargeFigures),
        )
      : await queryRows<Record<string, unknown>>(
          db,
          onePassSql(current, window, f, tz, {
            chargeFigures,
            outside: how
              ? how === 'one-pass-outside'
              : paymentsFromOutside(window, await ledgerSpan(db)),
          }),
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
