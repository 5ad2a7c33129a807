import { sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates';
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
 * nights, served by the range index of migration 0028; charges narrowed by a sargable bound a day
 * wider than any time zone's resort day, then by the resort day itself): one row per booking (its earned value spread
 * over its nights, `day_from`..`day_to`) and one per charge not voided of a sold booking (its
 * pre-tax amount on the resort day it was added, a one-day span). Columns: booking_id, day_from,
 * day_to, value (float, not rounded), and the booking's villa_id, package_id, status and email
 * (the columns `where` and `key` of `revenueSql` may use; revenue-sets.ts reads the same items).
 *
 * A booking's value is `booking_figures.revenue_value`, which the database keeps in the write's
 * own transaction (migration 0028, decision 0154): for a sold booking its pre-tax price net of the
 * refunds that went back on it, else what it kept (received net of refunds, within its total), the
 * pre-tax part; both from its ledger rows and charges. It is not read from the ledger here (two
 * look-ups per booking were most of a report's time).
 */
function revenueItems(from: IsoDate, end: IsoDate, timeZone: string, chargeFigures = false): SQL {
  const stays = sql`
    select f.booking_id, f.check_in as day_from, f.check_out as day_to, f.revenue_value as value,
           f.villa_id, f.package_id, f.status, f.email
      from booking_figures f
     where daterange(f.check_in, f.check_out, '[)') && daterange(${day(from)}, ${day(end)}, '[)')`;
  return sql`${stays}
    union all
    ${chargeItems(from, end, timeZone, chargeFigures)}`;
}

/**
 * The charges of `revenueItems`, with its columns: each charge not voided of a sold booking, its
 * pre-tax amount on its resort day. `chargeFigures`: from their rows of migration 0033 (day in the
 * zone of report_zone, the booking's columns copied), a range of days instead of every charge
 * joined to its booking.
 */
export function chargeItems(
  from: IsoDate,
  end: IsoDate,
  timeZone: string,
  chargeFigures = false,
): SQL {
  if (chargeFigures)
    return sql`select cf.booking_id, cf.day as day_from, cf.day + 1 as day_to, cf.value, cf.villa_id,
           cf.package_id, cf.status, cf.email
      from charge_figures cf
     where cf.status in ${SOLD} and cf.day >= ${day(from)} and cf.day < ${day(end)}`;
  const chargeDay = sql`(c.created_at at time zone ${timeZone})::date`;
  return sql`select c.booking_id, ${chargeDay} as day_from, ${chargeDay} + 1 as day_to,
           (c.amount - c.tax)::float8 as value, b1.villa_id, b1.package_id, b1.status, b1.email
      from booking_charges c join booking_figures b1 on b1.booking_id = c.booking_id
     where c.voided_at is null and b1.status in ${SOLD}
       and ${chargeDay} >= ${day(from)} and ${chargeDay} < ${day(end)}
       and c.created_at >= ${day(from)}::timestamptz - interval '1 day'
       and c.created_at < ${day(end)}::timestamptz + interval '1 day'`;
}

/**
 * The part of item `i` that falls in [from, end) (date SQL expressions), rounded half away from
 * zero like `Math.round` for positives (numeric `round`; float8 `round` would round half to even).
 */
export const share = (from: SQL, end: SQL, i = sql`i`) =>
  sql`round((${i}.value * greatest(0, least(${i}.day_to, ${end}) - greatest(${i}.day_from, ${from}))
              / (${i}.day_to - ${i}.day_from))::numeric)::bigint`;

export type RevenueRow = { key: string | null; revenue: number; bookings: number };

/**
 * Revenue of the resort dates `range` (both ends included), by `key` (columns key, revenue,
 * bookings). `bookings` counts the bookings that earned something in it (average booking value).
 * `where` and `key` see the booking as `b` with its id, villa_id, package_id, status and email.
 */
export function revenueSql(
  range: DateRange,
  opts: { timeZone: string; where?: SQL; key?: SQL; counted?: boolean; chargeFigures?: boolean },
): SQL {
  const end = addDays(range.to, 1);
  // `counted: false`: no bookings column (0), for a caller that shows the revenue only (the guest
  // report: a distinct count per guest sorts every item of the range).
  const bookings =
    opts.counted === false ? sql`0` : sql`(count(distinct b.id) filter (where b.part <> 0))::int`;
  return sql`select ${opts.key ?? sql`'all'`} as key, coalesce(sum(b.part), 0)::float8 as revenue,
               ${bookings} as bookings
          from (select i.booking_id as id, i.villa_id, i.package_id, i.status, i.email,
                       ${share(day(range.from), day(end))} as part
                  from (${revenueItems(range.from, end, opts.timeZone, opts.chargeFigures)}) i) b
         where ${opts.where ?? sql`true`}
         group by 1`;
}

export async function revenueBy(
  db: Db,
  range: DateRange,
  opts: { timeZone: string; where?: SQL; key?: SQL; chargeFigures?: boolean },
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

/**
 * Ledger rows of Payments received, signed (alias m: booking_id, at, amount): money in +, refunds
 * asked −, failed refunds +.
 */
export const PAYMENTS_RECEIVED = sql`
  select mm.booking_id, mm.occurred_at as at,
         (case when mm.kind in ${list(MONEY_IN_KINDS)} then mm.amount
               when mm.kind = 'refund_requested' then -mm.amount
               when mm.kind = 'refund_failed' then mm.amount else 0 end)::bigint as amount
    from money_movements mm where mm.kind in ${list(PAYMENTS_RECEIVED_KINDS)}`;

/**
 * Payments received in [start, end) (instants; `null` = all time), by `key` over `b` (and `m`):
 * columns key, amount, bookings (the bookings with money in, in it). `b` is the booking's row of
 * `booking_figures` (villa_id, package_id, status, email …: narrower than `bookings`). Every ledger
 * row has its booking's row there (not-null foreign key; the triggers of migration 0028 write it in
 * the booking's own statement), so a left join answers as an inner join would, and PostgreSQL
 * drops it when neither `where` nor `key` reads `b` (decision 0159: no hash of every booking).
 */
export function paymentsReceivedSql(
  window: { start: Date; end: Date } | null,
  opts: { where?: SQL; key?: SQL; counted?: boolean } = {},
): SQL {
  const when = window ? sql`(m.at >= ${ts(window.start)} and m.at < ${ts(window.end)})` : sql`true`;
  const bookings =
    opts.counted === false
      ? sql`0`
      : sql`(count(distinct m.booking_id) filter (where m.amount > 0))::int`;
  return sql`select ${opts.key ?? sql`'all'`} as key, coalesce(sum(m.amount), 0)::float8 as amount,
               ${bookings} as bookings
          from (${PAYMENTS_RECEIVED}) m left join booking_figures b on b.booking_id = m.booking_id
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
