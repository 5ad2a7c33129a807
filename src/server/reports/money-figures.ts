import { sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates';
import { RECEIPT_KINDS } from '../../domain/folio';
import { MONEY_IN_KINDS, PAYMENTS_RECEIVED_KINDS, SOLD_STATUSES } from '../../domain/money-figures';
import type { DateRange } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';

/**
 * THE SQL OF THE TWO MONEY FIGURES (decision 0113; the rule itself: src/domain/money-figures.ts).
 * The dashboard, the reports, the villa and package cards and the guest list all sum through these
 * functions, so each figure has one SQL definition. Everything is summed by the database.
 *
 * Callers narrow the bookings with `where`, an SQL condition over the booking alias `b`
 * (villa, status, e-mail …), and group with `key`, an SQL expression over `b` (and, for trend
 * months, `mo.month`).
 */

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
const day = (d: string) => sql`${d}::date`;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The statuses whose nights are sold, as an SQL list (`b.status in ${SOLD}`). */
export const SOLD = list(SOLD_STATUSES);

/**
 * Revenue items of bookings that touch [from, end) (stays overlapping the range: `&&` of their
 * nights, served by the range index of migration 0026; charges narrowed by a sargable bound a day
 * wider than any time zone's resort day, then by the resort day itself): one row per booking (its earned value spread
 * over its nights, `day_from`..`day_to`) and one per charge not voided of a sold booking (its
 * pre-tax amount on the resort day it was added, a one-day span). Columns: booking_id, day_from,
 * day_to, value (float, not rounded), and the booking's villa_id, package_id, status and email
 * (for `revenueSets`; `revenueSql` joins the booking for its own conditions).
 */
function revenueItems(from: IsoDate, end: IsoDate, timeZone: string): SQL {
  const chargeDay = sql`(c.created_at at time zone ${timeZone})::date`;
  return sql`
    select b0.id as booking_id, b0.check_in as day_from, b0.check_out as day_to,
           case when b0.status in ${SOLD}
                then greatest(0, b0.subtotal - r.price_refund * r.ratio)
                else least(k.total, greatest(0, l.received - k.refunded)) * r.ratio end as value,
           b0.villa_id, b0.package_id, b0.status, b0.email
      from bookings b0
      cross join lateral (
        select coalesce(sum(m.amount) filter (where m.kind in ${list(RECEIPT_KINDS)}), 0)::float8 as received,
               coalesce(sum(m.amount) filter (where m.kind = 'unapplied_payment'), 0)::float8 as unapplied,
               coalesce(sum(case m.kind when 'refund_requested' then m.amount
                                        when 'refund_failed' then -m.amount else 0 end), 0)::float8 as refunded
          from money_movements m where m.booking_id = b0.id) l
      cross join lateral (
        select coalesce(sum(c.amount), 0)::float8 as total, coalesce(sum(c.amount - c.tax), 0)::float8 as ex_tax
          from booking_charges c where c.booking_id = b0.id and c.voided_at is null) ch
      cross join lateral (
        select (b0.total_amount + ch.total)::float8 as total,
               greatest(0, greatest(0, l.refunded) - l.unapplied) as refunded) k
      cross join lateral (
        select case when k.total > 0 then (b0.subtotal + ch.ex_tax) / k.total else 0 end as ratio,
               greatest(0, k.refunded - greatest(0, l.received - k.total)) as price_refund) r
     where daterange(b0.check_in, b0.check_out, '[)') && daterange(${day(from)}, ${day(end)}, '[)')
    union all
    select c.booking_id, ${chargeDay}, ${chargeDay} + 1, (c.amount - c.tax)::float8,
           b1.villa_id, b1.package_id, b1.status, b1.email
      from booking_charges c join bookings b1 on b1.id = c.booking_id
     where c.voided_at is null and b1.status in ${SOLD}
       and ${chargeDay} >= ${day(from)} and ${chargeDay} < ${day(end)}
       and c.created_at >= ${day(from)}::timestamptz - interval '1 day'
       and c.created_at < ${day(end)}::timestamptz + interval '1 day'`;
}

/**
 * The part of item `i` that falls in [from, end) (date SQL expressions), rounded half away from
 * zero like `Math.round` for positives (numeric `round`; float8 `round` would round half to even).
 */
const share = (from: SQL, end: SQL, i = sql`i`) =>
  sql`round((${i}.value * greatest(0, least(${i}.day_to, ${end}) - greatest(${i}.day_from, ${from}))
              / (${i}.day_to - ${i}.day_from))::numeric)::bigint`;

export type RevenueRow = { key: string | null; revenue: number; bookings: number };

/**
 * Revenue of the resort dates `range` (both ends included), by `key` (columns key, revenue,
 * bookings). `bookings` counts the bookings that earned something in it (average booking value).
 */
export function revenueSql(
  range: DateRange,
  opts: { timeZone: string; where?: SQL; key?: SQL },
): SQL {
  const end = addDays(range.to, 1);
  return sql`select ${opts.key ?? sql`'all'`} as key, coalesce(sum(x.part), 0)::float8 as revenue,
               (count(distinct x.booking_id) filter (where x.part <> 0))::int as bookings
          from (select i.booking_id, ${share(day(range.from), day(end))} as part
                  from (${revenueItems(range.from, end, opts.timeZone)}) i) x
          join bookings b on b.id = x.booking_id
         where ${opts.where ?? sql`true`}
         group by 1`;
}

export async function revenueBy(
  db: Db,
  range: DateRange,
  opts: { timeZone: string; where?: SQL; key?: SQL },
): Promise<RevenueRow[]> {
  const rows = await queryRows<{ key: string | null; revenue: unknown; bookings: unknown }>(
    db,
    revenueSql(range, opts),
  );
  return rows.map((r) => ({
    key: r.key,
    revenue: Number(r.revenue ?? 0),
    bookings: Number(r.bookings ?? 0),
  }));
}

/** One figure of `revenueSets`: revenue of `range` by `key`, or by month when `byMonth`. */
export type RevenueSet = { range: DateRange; key?: SQL; where?: SQL; byMonth?: boolean };

/**
 * Several revenue figures from one read of the revenue items (the booking's ledger sums are
 * looked up once per booking, not once per figure): each set answers exactly what
 * `revenueBy(set.range, { where: opts.where and set.where, key: set.key })` answers (with
 * `byMonth`, `revenueByMonth(set.range, …)` keyed 'YYYY-MM'), as each item's part of each range
 * is rounded on its own as there. `opts.where`, `set.where` and `set.key` may use the booking's
 * `b.villa_id`, `b.package_id`, `b.status` and `b.email` only (the columns the items carry).
 */
export async function revenueSets<K extends string>(
  db: Db,
  sets: Record<K, RevenueSet>,
  opts: { timeZone: string; where?: SQL },
): Promise<Record<K, RevenueRow[]>> {
  const names = Object.keys(sets) as K[];
  const from = names.map((n) => sets[n].range.from).sort()[0]!;
  const end = addDays(
    names
      .map((n) => sets[n].range.to)
      .sort()
      .at(-1)!,
    1,
  );
  const selects = names.map((name) => {
    const set = sets[name];
    const setEnd = day(addDays(set.range.to, 1));
    const within = sql`(b.day_from < ${setEnd} and b.day_to > ${day(set.range.from)} and ${set.where ?? sql`true`})`;
    if (!set.byMonth)
      return sql`select ${name}::text as fig, (${set.key ?? sql`'all'`})::text as key,
                        coalesce(sum(${share(day(set.range.from), setEnd, sql`b`)}), 0)::float8 as revenue,
                        (count(distinct b.item_booking) filter (where ${share(day(set.range.from), setEnd, sql`b`)} <> 0))::int as bookings
                   from items b where ${within} group by 2`;
    // Each item's months only (a stay has one or two), not every item against every month.
    const part = share(
      sql`mo.month`,
      sql`least((mo.month + interval '1 month')::date, ${setEnd})`,
      sql`b`,
    );
    return sql`select ${name}::text, to_char(mo.month, 'YYYY-MM'), coalesce(sum(${part}), 0)::float8,
                      (count(distinct b.item_booking) filter (where ${part} <> 0))::int
                 from items b
                 cross join lateral (
                   select gs::date as month
                     from generate_series(date_trunc('month', greatest(b.day_from, ${day(set.range.from)})::timestamp),
                                          least(b.day_to - 1, ${day(set.range.to)})::timestamp, interval '1 month') gs) mo
                where ${within} group by 2`;
  });
  const rows = await queryRows<{ fig: K; key: string | null; revenue: unknown; bookings: unknown }>(
    db,
    sql`with items as materialized (
          select b.booking_id as item_booking, b.day_from, b.day_to, b.value,
                 b.villa_id, b.package_id, b.status, b.email
            from (${revenueItems(from, end, opts.timeZone)}) b
           where ${opts.where ?? sql`true`})
        ${sql.join(selects, sql` union all `)}`,
  );
  const out = Object.fromEntries(names.map((n) => [n, [] as RevenueRow[]])) as Record<
    K,
    RevenueRow[]
  >;
  for (const r of rows)
    out[r.fig].push({
      key: r.key,
      revenue: Number(r.revenue ?? 0),
      bookings: Number(r.bookings ?? 0),
    });
  return out;
}

/**
 * Ledger rows of Payments received, signed (alias m: booking_id, at, amount): money in +, refunds
 * asked −, failed refunds +.
 */
const PAYMENTS_RECEIVED = sql`
  select mm.booking_id, mm.occurred_at as at,
         (case when mm.kind in ${list(MONEY_IN_KINDS)} then mm.amount
               when mm.kind = 'refund_requested' then -mm.amount
               when mm.kind = 'refund_failed' then mm.amount else 0 end)::bigint as amount
    from money_movements mm where mm.kind in ${list(PAYMENTS_RECEIVED_KINDS)}`;

/**
 * Payments received in [start, end) (instants; `null` = all time), by `key` over `b` (and `m`):
 * columns key, amount, bookings (the bookings with money in, in it).
 */
export function paymentsReceivedSql(
  window: { start: Date; end: Date } | null,
  opts: { where?: SQL; key?: SQL } = {},
): SQL {
  const when = window ? sql`(m.at >= ${ts(window.start)} and m.at < ${ts(window.end)})` : sql`true`;
  return sql`select ${opts.key ?? sql`'all'`} as key, coalesce(sum(m.amount), 0)::float8 as amount,
               (count(distinct m.booking_id) filter (where m.amount > 0))::int as bookings
          from (${PAYMENTS_RECEIVED}) m join bookings b on b.id = m.booking_id
         where ${when} and ${opts.where ?? sql`true`}
         group by 1`;
}

export async function paymentsReceivedBy(
  db: Db,
  window: { start: Date; end: Date } | null,
  opts: { where?: SQL; key?: SQL } = {},
): Promise<{ key: string | null; amount: number; bookings: number }[]> {
  const rows = await queryRows<{ key: string | null; amount: unknown; bookings: unknown }>(
    db,
    paymentsReceivedSql(window, opts),
  );
  return rows.map((r) => ({
    key: r.key,
    amount: Number(r.amount ?? 0),
    bookings: Number(r.bookings ?? 0),
  }));
}
