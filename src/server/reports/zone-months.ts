import { sql, type SQL } from 'drizzle-orm';
import { addDays, zonedDateTime, type IsoDate } from '../../domain/dates';
import { wholeMonths } from '../../domain/report-months';
import type { DateRange } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import { PAYMENTS_RECEIVED, SOLD } from './money-figures';
import { partialSpans } from './revenue-sets';

/**
 * Report figures dated by an instant (Payments received by the day money moved, bookings made by
 * the day they were made), from the per-month totals of migration 0031 (decision 0164): the whole
 * resort months of a range from `payment_months` / `made_months`, the partial months at its ends
 * from the ledger and the bookings directly. The months are those of the zone `report_zone` holds;
 * when it is not the report's zone, everything is read directly. Each set answers what the direct
 * SQL over its whole range answers (a sum of integers, split at the months' first instants).
 */

const day = (d: string) => sql`${d}::date`;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * At start: the per-month rows follow the resort's zone (`RESORT_TZ`). A change of zone rebuilds
 * them in this statement (the trigger of migration 0031); the same zone writes nothing.
 */
export async function followResortZone(db: Db, timeZone: string): Promise<void> {
  await db.execute(sql`update report_zone set zone = ${timeZone} where zone <> ${timeZone}`);
}

/** Whether the per-month rows follow the months of `timeZone`. */
export async function zoneMonthsFollow(db: Db, timeZone: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from report_zone where zone = ${timeZone}) as ok`,
  );
  return row?.ok === true;
}

/** How a set of `range` splits: whole months read from rows, spans of instants read directly. */
function split(range: DateRange, rows: boolean, timeZone: string) {
  const w = rows ? wholeMonths(range) : null;
  const spans: [IsoDate, IsoDate][] = w
    ? partialSpans(range)
    : [[range.from, addDays(range.to, 1)]];
  return {
    w,
    spans: spans.map(([a, b]) => ({
      start: zonedDateTime(a, '00:00', timeZone),
      end: zonedDateTime(b, '00:00', timeZone),
    })),
  };
}

const within = (col: SQL, spans: { start: Date; end: Date }[]) =>
  spans.length
    ? sql`(${sql.join(
        spans.map((s) => sql`(${col} >= ${ts(s.start)} and ${col} < ${ts(s.end)})`),
        sql` or `,
      )})`
    : sql`false`;

const monthsOf = (ws: ({ from: IsoDate; end: IsoDate } | null)[]) => {
  const all = ws.filter((w) => w !== null);
  return all.length
    ? {
        from: all.map((w) => w.from).sort()[0]!,
        end: all
          .map((w) => w.end)
          .sort()
          .at(-1)!,
      }
    : null;
};

/** One Payments-received figure: its range's total, or by resort month ('YYYY-MM'). */
export type PaymentSet = { range: DateRange; byMonth?: boolean };

/**
 * Payments received of several ranges at once, each as `paymentsReceivedBy` of its range's
 * instants answers (by month when `byMonth`). `opts.where` narrows over the booking `b`; with
 * `rows`, it may read `b.villa_id` only (the column of a month's row).
 */
export async function paymentsReceivedSets<K extends string>(
  db: Db,
  sets: Record<K, PaymentSet>,
  opts: { timeZone: string; where?: SQL; rows: boolean },
): Promise<Record<K, { key: string; amount: number }[]>> {
  const names = Object.keys(sets) as K[];
  const parts = names.map((n) => ({ n, ...split(sets[n].range, opts.rows, opts.timeZone) }));
  const where = opts.where ?? sql`true`;
  const months = monthsOf(parts.map((p) => p.w));
  const selects = parts.flatMap(({ n, w, spans }) => {
    const monthKey = sets[n].byMonth;
    const out: SQL[] = [];
    if (w)
      out.push(sql`select ${n}::text as fig, ${monthKey ? sql`to_char(r.month, 'YYYY-MM')` : sql`'all'`} as key, r.amount::numeric as amount
                     from month_rows r where r.month >= ${day(w.from)} and r.month < ${day(w.end)}`);
    if (spans.length)
      out.push(sql`select ${n}::text as fig, ${monthKey ? sql`to_char(m.at at time zone ${opts.timeZone}, 'YYYY-MM')` : sql`'all'`} as key, m.amount::numeric as amount
                     from moved m where ${within(sql`m.at`, spans)}`);
    return out;
  });
  const rows = await queryRows<{ fig: K; key: string; amount: unknown }>(
    db,
    sql`with moved as materialized (
          select m.at, m.amount
            from (${PAYMENTS_RECEIVED}) m left join booking_figures b on b.booking_id = m.booking_id
           where ${within(
             sql`m.at`,
             parts.flatMap((p) => p.spans),
           )} and ${where}),
        month_rows as materialized (
          select b.month, b.amount from payment_months b
           where ${months ? sql`(b.month >= ${day(months.from)} and b.month < ${day(months.end)} and ${where})` : sql`false`})
        select s.fig, s.key, sum(s.amount)::float8 as amount
          from (${sql.join(selects, sql` union all `)}) s
         group by s.fig, s.key`,
  );
  const out = Object.fromEntries(names.map((n) => [n, [] as { key: string; amount: number }[]]));
  for (const r of rows) out[r.fig]!.push({ key: r.key, amount: Number(r.amount ?? 0) });
  return out as Record<K, { key: string; amount: number }[]>;
}

/** One bookings-made figure: bookings made in `range`, narrowed by `where`, by `key` or by month. */
export type MadeSet = { range: DateRange; key?: SQL; where?: SQL; byMonth?: boolean };

export type MadeRow = {
  key: string | null;
  created: number;
  confirmed: number;
  cancelled: number;
  stays: number;
  stayNights: number;
  leadDays: number;
};

/**
 * Bookings made (by the resort day of creation) in several ranges at once: per set and key, how
 * many (`created`), how many sold (`confirmed`), cancelled, not cancelled (`stays`) and their
 * nights and lead days — `bookingsBy` and `bookingSums` of period-queries.ts over each range.
 * `where` and `key` see the booking as `b` with villa_id, package_id and status (and `b.ym`, the
 * resort month 'YYYY-MM', which `byMonth` groups by).
 */
export async function madeSets<K extends string>(
  db: Db,
  sets: Record<K, MadeSet>,
  opts: { timeZone: string; rows: boolean },
): Promise<Record<K, MadeRow[]>> {
  const names = Object.keys(sets) as K[];
  const parts = names.map((n) => ({ n, ...split(sets[n].range, opts.rows, opts.timeZone) }));
  const months = monthsOf(parts.map((p) => p.w));
  const selects = parts.flatMap(({ n, w, spans }) => {
    const set = sets[n];
    const key = set.byMonth ? sql`b.ym` : (set.key ?? sql`'all'`);
    const where = set.where ?? sql`true`;
    const out: SQL[] = [];
    if (w)
      out.push(sql`select ${n}::text as fig, (${key})::text as key, b.status, b.bookings, b.nights, b.lead_days
                     from month_rows b
                    where b.month >= ${day(w.from)} and b.month < ${day(w.end)} and ${where}`);
    if (spans.length)
      out.push(sql`select ${n}::text as fig, (${key})::text as key, b.status, b.bookings, b.nights, b.lead_days
                     from made b where ${within(sql`b.created_at`, spans)} and ${where}`);
    return out;
  });
  const rows = await queryRows<Record<string, unknown> & { fig: K; key: string | null }>(
    db,
    sql`with made as materialized (
          select b.villa_id, b.package_id, b.status, b.created_at,
                 to_char(b.created_at at time zone ${opts.timeZone}, 'YYYY-MM') as ym, 1 as bookings,
                 b.check_out - b.check_in as nights,
                 greatest(0, b.check_in - (b.created_at at time zone ${opts.timeZone})::date) as lead_days
            from bookings b
           where ${within(
             sql`b.created_at`,
             parts.flatMap((p) => p.spans),
           )}),
        month_rows as materialized (
          select b.month, b.villa_id, b.package_id, b.status, to_char(b.month, 'YYYY-MM') as ym,
                 b.bookings, b.nights, b.lead_days
            from made_months b
           where ${months ? sql`(b.month >= ${day(months.from)} and b.month < ${day(months.end)})` : sql`false`})
        select s.fig, s.key, sum(s.bookings)::int as created,
               coalesce(sum(s.bookings) filter (where s.status in ${SOLD}), 0)::int as confirmed,
               coalesce(sum(s.bookings) filter (where s.status = 'cancelled'), 0)::int as cancelled,
               coalesce(sum(s.bookings) filter (where s.status <> 'cancelled'), 0)::int as stays,
               coalesce(sum(s.nights) filter (where s.status <> 'cancelled'), 0)::int as stay_nights,
               coalesce(sum(s.lead_days) filter (where s.status <> 'cancelled'), 0)::int as lead_days
          from (${sql.join(selects, sql` union all `)}) s
         group by s.fig, s.key`,
  );
  const out = Object.fromEntries(names.map((n) => [n, [] as MadeRow[]]));
  for (const r of rows)
    out[r.fig]!.push({
      key: r.key,
      created: Number(r.created ?? 0),
      confirmed: Number(r.confirmed ?? 0),
      cancelled: Number(r.cancelled ?? 0),
      stays: Number(r.stays ?? 0),
      stayNights: Number(r.stay_nights ?? 0),
      leadDays: Number(r.lead_days ?? 0),
    });
  return out as Record<K, MadeRow[]>;
}
