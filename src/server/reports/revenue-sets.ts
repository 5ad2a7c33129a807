import { sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates';
import { wholeMonths } from '../../domain/report-months';
import type { DateRange } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import { homeCharge, homeChargeMonths } from './home-charges';
import { share, SOLD, type RevenueRow } from './money-figures';

/**
 * Several Revenue figures of a report from its per-month totals (migration 0029, decision 0159):
 * the same answers as `revenueBy` over each range, read from `revenue_months` for the whole months
 * of the range and stay by stay for the rest (the stays crossing a month boundary, the partial
 * months at the ends, the charges). `revenue_months` holds, per month, villa, package and status,
 * the stays wholly inside the month, each rounded as a range covering the whole stay rounds it,
 * and how many earned something: so a range's sum of rounded parts, and its count of distinct
 * bookings with a nonzero part, are those of the direct computation.
 */

/** One figure of `revenueSets`: revenue of `range` by `key`, or by month when `byMonth`. */
export type RevenueSet = { range: DateRange; key?: SQL; where?: SQL; byMonth?: boolean };

const day = (d: string) => sql`${d}::date`;

/** A stay (alias `s`: check_in, check_out) crosses a month boundary: in no month's row. */
const crossing = (s: SQL) =>
  sql`${s}.check_out > (date_trunc('month', ${s}.check_in::timestamp) + interval '1 month')::date`;
const stayRange = sql`daterange(f.check_in, f.check_out, '[)')`;
const overlaps = (from: IsoDate, end: IsoDate) =>
  sql`${stayRange} && daterange(${day(from)}, ${day(end)}, '[)')`;

/** The parts of [from, end) outside its whole months (the whole range when it has none). */
export function partialSpans(r: DateRange): [IsoDate, IsoDate][] {
  const end = addDays(r.to, 1);
  const w = wholeMonths(r);
  if (!w) return [[r.from, end]];
  return (
    [
      [r.from, w.from],
      [w.end, end],
    ] as [IsoDate, IsoDate][]
  ).filter(([a, b]) => a < b);
}

/**
 * The items read directly (alias of each row: the item's booking_id, day_from, day_to, value, its
 * booking's stay — stay_from, stay_to, stay_value, stay_crossing — is_stay, and the booking's
 * villa_id, package_id, status, email): the stays crossing a month boundary that touch [from,
 * end), the other stays touching `spans`, and the charges (as `revenueItems` of money-figures.ts).
 */
function directItems(
  from: IsoDate,
  end: IsoDate,
  spans: [IsoDate, IsoDate][],
  tz: string,
  chargeFigures: boolean,
): SQL {
  const stay = (cond: SQL) => sql`
    select f.booking_id, f.check_in as day_from, f.check_out as day_to, f.revenue_value as value,
           f.check_in as stay_from, f.check_out as stay_to, f.revenue_value as stay_value,
           ${crossing(sql`f`)} as stay_crossing, true as is_stay, false as home,
           f.villa_id, f.package_id, f.status, f.email
      from booking_figures f where ${cond}`;
  const parts = [stay(sql`${crossing(sql`f`)} and ${overlaps(from, end)}`)];
  if (spans.length)
    parts.push(
      stay(
        sql`(not (${crossing(sql`f`)}) and (${sql.join(
          spans.map(([a, b]) => overlaps(a, b)),
          sql` or `,
        )}))`,
      ),
    );
  if (chargeFigures)
    // The charges' rows of migration 0033 (their day in the resort's zone and their booking's
    // columns): a range of days, no join. A home charge (home-charges.ts) is in its month's row,
    // so it is read here only on a day of a partial month.
    parts.push(sql`
    select cf.booking_id, cf.day, cf.day + 1, cf.value, cf.check_in, cf.check_out, cf.revenue_value,
           ${crossing(sql`cf`)}, false, ${homeCharge(sql`cf`)}, cf.villa_id, cf.package_id, cf.status, cf.email
      from charge_figures cf
     where cf.status in ${SOLD} and cf.day >= ${day(from)} and cf.day < ${day(end)}
       and (${sql.join(
         [
           sql`(not ${homeCharge(sql`cf`)})`,
           ...spans.map(([a, b]) => sql`(cf.day >= ${day(a)} and cf.day < ${day(b)})`),
         ],
         sql` or `,
       )})`);
  else parts.push(directCharges(from, end, tz));
  return sql.join(parts, sql` union all `);
}

/** The charges of [from, end) read from booking_charges and booking_figures. */
function directCharges(from: IsoDate, end: IsoDate, tz: string): SQL {
  const chargeDay = sql`(c.created_at at time zone ${tz})::date`;
  return sql`
    select c.booking_id, ${chargeDay}, ${chargeDay} + 1, (c.amount - c.tax)::float8,
           f.check_in, f.check_out, f.revenue_value, ${crossing(sql`f`)}, false, false,
           f.villa_id, f.package_id, f.status, f.email
      from booking_charges c join booking_figures f on f.booking_id = c.booking_id
     where c.voided_at is null and f.status in ${SOLD}
       and ${chargeDay} >= ${day(from)} and ${chargeDay} < ${day(end)}
       and c.created_at >= ${day(from)}::timestamptz - interval '1 day'
       and c.created_at < ${day(end)}::timestamptz + interval '1 day'`;
}

/**
 * An item's part of [from, end): `share`, or, when the span covers the whole item, its whole part
 * (`whole_part`, rounded once in `items` by the same expression `share` gives for a covering span).
 */
const partOf = (from: SQL, end: SQL) =>
  sql`(case when b.day_from >= ${from} and b.day_to <= ${end} then b.whole_part else ${share(from, end, sql`b`)} end)`;

/** One set's rows (fig, key, revenue, bookings): its whole months' rows plus its direct items. */
function setSql(name: string, set: RevenueSet): SQL {
  const setFrom = day(set.range.from);
  const setEnd = day(addDays(set.range.to, 1));
  const w = wholeMonths(set.range);
  const inWhole = (col: SQL) =>
    w ? sql`(${col} >= ${day(w.from)} and ${col} < ${day(w.end)})` : sql`false`;
  const where = set.where ?? sql`true`;
  // The item is a stay (or a home charge) counted in a month's row; the item's booking was counted
  // in one.
  const covered = sql`((b.is_stay or b.home) and not b.stay_crossing and ${inWhole(sql`b.stay_from`)})`;
  const counted = sql`(not b.stay_crossing and ${inWhole(sql`b.stay_from`)} and b.stay_whole <> 0)`;
  const within = sql`(b.day_from < ${setEnd} and b.day_to > ${setFrom} and ${where} and not ${covered})`;
  const months = w
    ? sql`select ${set.byMonth ? sql`to_char(b.month, 'YYYY-MM')` : (set.key ?? sql`'all'`)}::text as key,
                 sum(b.revenue)::numeric as revenue, sum(b.bookings)::bigint as bookings
            from month_rows b
           where b.month >= ${day(w.from)} and b.month < ${day(w.end)} and ${where}
           group by 1`
    : sql`select null::text as key, 0::numeric as revenue, 0::bigint as bookings where false`;
  let direct: SQL;
  if (!set.byMonth) {
    const part = partOf(setFrom, setEnd);
    direct = sql`select (${set.key ?? sql`'all'`})::text as key, coalesce(sum(${part}), 0)::numeric,
                        (count(distinct b.item_booking) filter (where ${part} <> 0 and not ${counted}))::bigint
                   from items b where ${within} group by 1`;
  } else {
    // Each item's months only (a stay has one or two), not every item against every month.
    const part = partOf(
      sql`mo.month`,
      sql`least((mo.month + interval '1 month')::date, ${setEnd})`,
    );
    const countedThere = sql`(${counted} and date_trunc('month', b.stay_from::timestamp)::date = mo.month)`;
    direct = sql`select to_char(mo.month, 'YYYY-MM'), coalesce(sum(${part}), 0)::numeric,
                        (count(distinct b.item_booking) filter (where ${part} <> 0 and not ${countedThere}))::bigint
                   from items b
                   cross join lateral (
                     select gs::date as month
                       from generate_series(date_trunc('month', greatest(b.day_from, ${setFrom})::timestamp),
                                            least(b.day_to - 1, ${day(set.range.to)})::timestamp, interval '1 month') gs) mo
                  where ${within} group by 1`;
  }
  return sql`select ${name}::text as fig, s.key, coalesce(sum(s.revenue), 0)::float8 as revenue,
                    coalesce(sum(s.bookings), 0)::int as bookings
               from (${months} union all ${direct}) s group by s.key`;
}

/**
 * Several revenue figures at once: each set answers exactly what
 * `revenueBy(set.range, { where: opts.where and set.where, key: set.key })` answers (with
 * `byMonth`, that of each month of the range, keyed 'YYYY-MM'). `opts.where`, `set.where` and
 * `set.key` may use the booking's `b.villa_id`, `b.package_id` and `b.status` only (the columns of
 * a month's row). `chargeFigures`: read the charges from `charge_figures` (migration 0033), whose
 * days are those of the zone in `report_zone` — only when it is `opts.timeZone`.
 */
export async function revenueSets<K extends string>(
  db: Db,
  sets: Record<K, RevenueSet>,
  opts: { timeZone: string; where?: SQL; chargeFigures?: boolean },
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
  const spans = [
    ...new Map(
      names.flatMap((n) => partialSpans(sets[n].range)).map((s) => [s.join(), s]),
    ).values(),
  ];
  const months = names.map((n) => wholeMonths(sets[n].range)).filter((w) => w !== null);
  const monthFrom = months.map((w) => w.from).sort()[0] ?? from;
  const monthEnd =
    months
      .map((w) => w.end)
      .sort()
      .at(-1) ?? from;
  const rows = await queryRows<{ fig: K; key: string | null; revenue: unknown; bookings: unknown }>(
    db,
    sql`with items as materialized (
          select b.booking_id as item_booking, b.day_from, b.day_to, b.value, b.stay_from, b.stay_to,
                 b.stay_value, b.stay_crossing, b.is_stay, b.home, b.villa_id, b.package_id, b.status, b.email,
                 -- Rounded once here, not per set: the item's part of a span covering it, and its
                 -- stay's whole-stay part (the expressions share gives for a covering range).
                 round((b.value * (b.day_to - b.day_from) / (b.day_to - b.day_from))::numeric)::bigint as whole_part,
                 round((b.stay_value * (b.stay_to - b.stay_from) / (b.stay_to - b.stay_from))::numeric)::bigint as stay_whole
            from (${directItems(from, end, spans, opts.timeZone, opts.chargeFigures === true)}) b
           where ${opts.where ?? sql`true`}),
        month_rows as materialized (
          select b.month, b.villa_id, b.package_id, b.status, b.revenue, b.bookings
            from revenue_months b
           where b.month >= ${day(monthFrom)} and b.month < ${day(monthEnd)} and ${opts.where ?? sql`true`}
          ${opts.chargeFigures && monthFrom < monthEnd ? sql`union all ${homeChargeMonths(monthFrom, monthEnd, opts.where ?? sql`true`)}` : sql``})
        ${sql.join(
          names.map((n) => setSql(n, sets[n])),
          sql` union all `,
        )}`,
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
