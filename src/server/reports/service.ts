import { asc, sql, type SQL } from 'drizzle-orm';
import { addDays, todayInZone } from '../../domain/dates';
import {
  averageBookingValue,
  daysInRange,
  growthPercent,
  kpis,
  monthLabel,
  rangeInstants,
  rangeLabel,
  reportRanges,
  shares,
  TOP_VILLAS,
  trendMonths,
  unitNightsAvailable,
  type DateRange,
  type ReportQuery,
  type ReportType,
} from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import {
  paymentsReceivedBy,
  paymentsReceivedSql,
  revenueBy,
  revenueByMonth,
  revenueSql,
  SOLD,
} from './money-figures';
import { villas } from '../db/schema';
import { discountsGiven } from './discounts';
import type { DetailColumn, DetailRow, ReportData } from './admin-contract';

/**
 * The Reports screen's figures (docs/decisions/0081, money: 0113), every one summed by PostgreSQL:
 * no booking list is loaded into JavaScript. Revenue and Payments received come from the one SQL
 * definition of each (./money-figures.ts); bookings count by creation date; occupancy, ADR and
 * RevPAR use the stay nights falling in the period and divide the period's revenue.
 */

export type { DetailColumn, DetailRow, ReportData };

type Filters = { villaId: string | undefined; status: ReportQuery['status'] };

const num = (v: unknown) => Number(v ?? 0);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;

/** Bookings narrowed by the Villa and Status filters (alias b). */
function bookingFilter(f: Filters, withStatus = true): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.villaId) parts.push(sql`b.villa_id = ${f.villaId}`);
  if (withStatus && f.status !== 'all') parts.push(sql`b.status = ${f.status}`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** Bookings made in [start, end), grouped by `key`. */
async function bookingsBy(db: Db, start: Date, end: Date, f: Filters, key: SQL) {
  const rows = await queryRows<{ key: string | null; n: unknown }>(
    db,
    sql`select ${key} as key, count(*)::int as n from bookings b
         where b.created_at >= ${ts(start)} and b.created_at < ${ts(end)} and ${bookingFilter(f)}
         group by 1`,
  );
  return new Map(rows.map((r) => [r.key, num(r.n)]));
}

const sum = <T>(rows: readonly T[], pick: (r: T) => number) =>
  rows.reduce((s, r) => s + pick(r), 0);

/** Per villa: units, blocked unit-nights and nights sold in the range. */
async function stayFigures(db: Db, range: DateRange, f: Filters) {
  const end = addDays(range.to, 1);
  const villaClause = f.villaId ? sql`and vi.villa_id = ${f.villaId}` : sql``;
  const units = await queryRows<{ villa_id: string; units: unknown; blocked: unknown }>(
    db,
    sql`select vi.villa_id, count(*)::int as units,
               (select count(*) from inventory_blocks ib join villa_inventory v2 on v2.id = ib.villa_inventory_id
                 where v2.villa_id = vi.villa_id and v2.status = 'available'
                   and ib.block_date >= ${day(range.from)} and ib.block_date < ${day(end)})::int as blocked
          from villa_inventory vi where vi.status = 'available' ${villaClause}
         group by vi.villa_id`,
  );
  const sold = await queryRows<{ villa_id: string; nights: unknown }>(
    db,
    sql`select b.villa_id,
               sum(greatest(0, least(bu.check_out, ${day(end)}) - greatest(bu.check_in, ${day(range.from)})))::int as nights
          from booking_units bu join bookings b on b.id = bu.booking_id
         where bu.status in ('reserved', 'occupied')
           and daterange(bu.check_in, bu.check_out, '[)') && daterange(${day(range.from)}, ${day(end)}, '[)')
           and b.status in ${SOLD} and ${bookingFilter(f, false)}
         group by b.villa_id`,
  );
  const days = daysInRange(range);
  const byVilla = new Map<string, { available: number; nights: number }>();
  for (const u of units)
    byVilla.set(u.villa_id, {
      available: unitNightsAvailable(num(u.units), days, num(u.blocked)),
      nights: 0,
    });
  for (const s of sold) {
    const entry = byVilla.get(s.villa_id) ?? { available: 0, nights: 0 };
    entry.nights = num(s.nights);
    byVilla.set(s.villa_id, entry);
  }
  return byVilla;
}

/** Bookings made in the range (all statuses): the conversion, cancellation, stay and lead-time sums. */
async function bookingSums(db: Db, start: Date, end: Date, f: Filters, tz: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as created,
               (count(*) filter (where b.status in ${SOLD}))::int as confirmed,
               (count(*) filter (where b.status = 'cancelled'))::int as cancelled,
               (count(*) filter (where b.status <> 'cancelled'))::int as stays,
               coalesce(sum(b.check_out - b.check_in) filter (where b.status <> 'cancelled'), 0)::int as stay_nights,
               coalesce(sum(greatest(0, b.check_in - (b.created_at at time zone ${tz})::date))
                        filter (where b.status <> 'cancelled'), 0)::int as lead_days
          from bookings b
         where b.created_at >= ${ts(start)} and b.created_at < ${ts(end)} and ${bookingFilter(f, false)}`,
  );
  return {
    created: num(row?.created),
    confirmed: num(row?.confirmed),
    cancelled: num(row?.cancelled),
    stays: num(row?.stays),
    stayNights: num(row?.stay_nights),
    leadDays: num(row?.lead_days),
  };
}

const DETAIL_TITLES: Record<ReportType, string> = {
  overview: 'Revenue by month',
  villa: 'Villa performance',
  package: 'Package analysis',
  guest: 'Guest analysis',
};

/** Guests (by e-mail) with revenue, payments or bookings in the range; the top ones by revenue. */
export const GUEST_ROWS = 200;

async function guestRows(
  db: Db,
  current: DateRange,
  window: { start: Date; end: Date },
  f: Filters,
  tz: string,
): Promise<DetailRow[]> {
  const email = sql`lower(b.email)`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with earned as (${revenueSql(current, { timeZone: tz, where: bookingFilter(f), key: email })}),
      paid as (${paymentsReceivedSql(window, { where: bookingFilter(f), key: email })}),
      made as (
        select lower(b.email) as email, count(*)::int as bookings,
               sum(b.check_out - b.check_in)::int as nights,
               max(b.created_at) as last_booking
          from bookings b
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

export async function loadReport(
  db: Db,
  q: ReportQuery,
  deps: { timeZone: string; resortName: string },
  now: Date,
): Promise<ReportData> {
  const tz = deps.timeZone;
  const today = todayInZone(now, tz);
  const { current, previous } = reportRanges(q, today);
  const cur = rangeInstants(current, tz);
  const prev = rangeInstants(previous, tz);
  const f: Filters = { villaId: q.villaId, status: q.status };

  const all = sql`'all'`;
  const money = { timeZone: tz, where: bookingFilter(f) };
  const packageKey = sql`coalesce(b.package_id, '')`;
  // Revenue Trend by month (resort calendar): revenue on the nights, payments when they moved.
  // The last bar stops where the period stops (today for "This month"), so it equals the summary.
  const trendSpan = trendMonths(current);
  const trendRange = { from: trendSpan.range.from, to: current.to };
  const span = rangeInstants(trendRange, tz);
  const monthKey = (col: SQL) => sql`to_char(${col} at time zone ${tz}, 'YYYY-MM')`;
  // KPI tiles: every status (the Status filter does not narrow them); with no Status filter that
  // is the same revenue as the villa shares, read once.
  const kpiMoney = { timeZone: tz, where: bookingFilter(f, false) };
  // The figures do not depend on each other: the database answers them side by side.
  const [
    villaList,
    byVilla,
    prevTotals,
    [paidNow],
    [paidPrev],
    bookingsNowBy,
    bookingsPrevBy,
    villaBookings,
    byPackage,
    packageBookings,
    packageRows,
    revenueMonths,
    paymentMonthRows,
    bookingsByMonth,
    stays,
    sums,
    kpiRevenueRows,
    guestDetail,
    discounts,
  ] = await Promise.all([
    db.select({ id: villas.id, name: villas.name }).from(villas).orderBy(asc(villas.name)),
    revenueBy(db, current, { ...money, key: sql`b.villa_id` }),
    revenueBy(db, previous, { ...money, key: sql`b.villa_id` }),
    paymentsReceivedBy(db, cur, money),
    paymentsReceivedBy(db, prev, money),
    bookingsBy(db, cur.start, cur.end, f, all),
    bookingsBy(db, prev.start, prev.end, f, all),
    bookingsBy(db, cur.start, cur.end, f, sql`b.villa_id`),
    revenueBy(db, current, { ...money, key: packageKey }),
    bookingsBy(db, cur.start, cur.end, f, packageKey),
    queryRows<{ id: string; name: string }>(db, sql`select id, name from packages`),
    revenueByMonth(db, trendRange, money),
    paymentsReceivedBy(db, span, { ...money, key: monthKey(sql`m.at`) }),
    bookingsBy(db, span.start, span.end, f, monthKey(sql`b.created_at`)),
    stayFigures(db, current, f),
    bookingSums(db, cur.start, cur.end, f, tz),
    f.status === 'all' ? undefined : revenueBy(db, current, { ...kpiMoney, key: sql`b.villa_id` }),
    q.reportType === 'guest' ? guestRows(db, current, cur, f, tz) : undefined,
    discountsGiven(db, current, bookingFilter(f)),
  ]);
  // A booking has one villa: the period's totals are the sums of the villa rows.
  const total = {
    revenue: sum(byVilla, (v) => v.revenue),
    bookings: sum(byVilla, (v) => v.bookings),
  };
  const prevTotal = {
    revenue: sum(prevTotals, (v) => v.revenue),
    bookings: sum(prevTotals, (v) => v.bookings),
  };
  const revenue = total.revenue;
  const previousRevenue = prevTotal.revenue;
  const bookingsNow = bookingsNowBy.get('all') ?? 0;
  const bookingsPrev = bookingsPrevBy.get('all') ?? 0;
  const villaName = new Map(villaList.map((v) => [v.id, v.name]));

  const packageNames = new Map(packageRows.map((p) => [p.id, p.name]));
  const packageName = (id: string | null) => (id ? (packageNames.get(id) ?? id) : 'Room only');

  const villaShare = shares(
    byVilla
      .map((v) => ({
        villaId: v.key ?? '',
        name: villaName.get(v.key ?? '') ?? v.key ?? '',
        revenue: v.revenue,
      }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
  );
  const packageShare = shares(
    byPackage
      .map((p) => ({
        packageId: p.key || null,
        name: packageName(p.key || null),
        revenue: p.revenue,
      }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
  );

  const paymentsByMonth = new Map(paymentMonthRows.map((r) => [r.key, r.amount]));
  const trend = trendSpan.months.map((month) => {
    const m = revenueMonths.get(month);
    return {
      month,
      label: monthLabel(month),
      revenue: m?.revenue ?? 0,
      paymentsReceived: paymentsByMonth.get(month) ?? 0,
      bookings: bookingsByMonth.get(month) ?? 0,
      averageBookingValue: averageBookingValue(m?.revenue ?? 0, m?.bookings ?? 0),
    };
  });

  // KPI tiles: stay nights in the period; bookings made in it (all statuses). ADR and RevPAR
  // divide the period's revenue (every status: the Status filter does not narrow the tiles).
  const stayTotals = [...stays.values()];
  const kpiRevenue = new Map((kpiRevenueRows ?? byVilla).map((r) => [r.key, r.revenue]));
  const kpiValues = kpis({
    nightsSold: sum(stayTotals, (s) => s.nights),
    unitNightsAvailable: sum(stayTotals, (s) => s.available),
    revenue: sum([...kpiRevenue.values()], (r) => r),
    ...sums,
  });

  const villaRows = [...new Set([...villaList.map((v) => v.id)])]
    .filter((id) => !q.villaId || id === q.villaId)
    .map((id) => {
      const s = stays.get(id) ?? { available: 0, nights: 0 };
      const k = kpis({
        nightsSold: s.nights,
        unitNightsAvailable: s.available,
        revenue: kpiRevenue.get(id) ?? 0,
        created: 0,
        confirmed: 0,
        cancelled: 0,
        stays: 0,
        stayNights: 0,
        leadDays: 0,
      });
      const earned = byVilla.find((v) => v.key === id);
      return {
        villaId: id,
        name: villaName.get(id) ?? id,
        revenue: earned?.revenue ?? 0,
        bookings: villaBookings.get(id) ?? 0,
        nightsSold: s.nights,
        occupancyRate: k.occupancyRate,
        adr: k.adr,
        revpar: k.revpar,
      };
    })
    .sort(
      (a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name),
    );
  const villaRowsWithShare = shares(villaRows);

  let detail: ReportData['detail'];
  switch (q.reportType) {
    case 'overview':
      detail = {
        type: 'overview',
        title: DETAIL_TITLES.overview,
        columns: [
          { key: 'period', label: 'Month', kind: 'text' },
          { key: 'revenue', label: 'Revenue', kind: 'money' },
          { key: 'paymentsReceived', label: 'Payments Received', kind: 'money' },
          { key: 'bookings', label: 'Bookings', kind: 'number' },
          { key: 'averageBookingValue', label: 'Avg Booking Value', kind: 'money' },
        ],
        rows: trend.map((t) => ({
          period: t.label,
          revenue: t.revenue,
          paymentsReceived: t.paymentsReceived,
          bookings: t.bookings,
          averageBookingValue: t.averageBookingValue,
        })),
      };
      break;
    case 'villa':
      detail = {
        type: 'villa',
        title: DETAIL_TITLES.villa,
        columns: [
          { key: 'name', label: 'Villa', kind: 'text' },
          { key: 'revenue', label: 'Revenue', kind: 'money' },
          { key: 'share', label: 'Share', kind: 'percent' },
          { key: 'bookings', label: 'Bookings', kind: 'number' },
          { key: 'nightsSold', label: 'Nights Sold', kind: 'number' },
          { key: 'occupancyRate', label: 'Occupancy', kind: 'percent' },
          { key: 'adr', label: 'ADR', kind: 'money' },
          { key: 'revpar', label: 'RevPAR', kind: 'money' },
        ],
        rows: villaRowsWithShare.map((v) => ({
          name: v.name,
          revenue: v.revenue,
          share: v.share,
          bookings: v.bookings,
          nightsSold: v.nightsSold,
          occupancyRate: v.occupancyRate,
          adr: v.adr,
          revpar: v.revpar,
        })),
      };
      break;
    case 'package': {
      const ids = new Set<string>([
        ...byPackage.map((p) => p.key ?? ''),
        ...[...packageBookings.keys()].map((k) => k ?? ''),
      ]);
      const rows = shares(
        [...ids].map((id) => ({
          name: packageName(id || null),
          revenue: byPackage.find((p) => (p.key ?? '') === id)?.revenue ?? 0,
          bookings: packageBookings.get(id) ?? 0,
        })),
      ).sort(
        (a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name),
      );
      detail = {
        type: 'package',
        title: DETAIL_TITLES.package,
        columns: [
          { key: 'name', label: 'Package', kind: 'text' },
          { key: 'revenue', label: 'Revenue', kind: 'money' },
          { key: 'share', label: 'Share', kind: 'percent' },
          { key: 'bookings', label: 'Bookings', kind: 'number' },
        ],
        rows: rows.map((r) => ({
          name: r.name,
          revenue: r.revenue,
          share: r.share,
          bookings: r.bookings,
        })),
      };
      break;
    }
    case 'guest':
      detail = {
        type: 'guest',
        title: DETAIL_TITLES.guest,
        columns: [
          { key: 'guest', label: 'Guest', kind: 'text' },
          { key: 'email', label: 'Email', kind: 'text' },
          { key: 'bookings', label: 'Bookings', kind: 'number' },
          { key: 'nights', label: 'Nights', kind: 'number' },
          { key: 'revenue', label: 'Revenue', kind: 'money' },
          { key: 'paymentsReceived', label: 'Payments Received', kind: 'money' },
          { key: 'lastBooking', label: 'Last Booking', kind: 'date' },
        ],
        rows: guestDetail ?? [],
      };
      break;
  }

  const abv = averageBookingValue(revenue, total.bookings);
  return {
    generatedAt: now.toISOString(),
    resortName: deps.resortName,
    query: q,
    period: { ...current, label: rangeLabel(current) },
    previousPeriod: { ...previous, label: rangeLabel(previous) },
    summary: {
      revenue,
      previousRevenue,
      growth: growthPercent(revenue, previousRevenue),
      bookings: bookingsNow,
      previousBookings: bookingsPrev,
      bookingsGrowth: growthPercent(bookingsNow, bookingsPrev),
      averageBookingValue: abv,
      previousAverageBookingValue: averageBookingValue(previousRevenue, prevTotal.bookings),
      earningBookings: total.bookings,
      paymentsReceived: paidNow?.amount ?? 0,
      previousPaymentsReceived: paidPrev?.amount ?? 0,
    },
    villaShare,
    packageShare,
    trend,
    topVillas: villaRows
      .filter((v) => v.revenue !== 0 || v.bookings > 0 || v.nightsSold > 0)
      .slice(0, TOP_VILLAS)
      .map(({ villaId, name, revenue: r, bookings: n, nightsSold, occupancyRate }) => ({
        villaId,
        name,
        revenue: r,
        bookings: n,
        nightsSold,
        occupancyRate,
      })),
    kpis: kpiValues,
    detail,
    villas: villaList,
    discounts,
  };
}
