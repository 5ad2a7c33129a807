import { asc, sql } from 'drizzle-orm';
import { todayInZone } from '../../domain/dates';
import {
  averageBookingValue,
  growthPercent,
  kpis,
  monthLabel,
  rangeInstants,
  rangeLabel,
  reportRanges,
  shares,
  TOP_VILLAS,
  trendMonths,
  type ReportQuery,
  type ReportType,
} from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import { revenueSets, type RevenueSet } from './revenue-sets';
import { villas } from '../db/schema';
import { discountsGiven } from './discounts';
import { guestRows } from './guest-rows';
import { bookingFilter, stayFigures, sum, type Filters } from './period-queries';
import { madeSets, paymentsReceivedSets, zoneMonthsFollow, type MadeRow } from './zone-months';
import type { DetailColumn, ReportData } from './admin-contract';

/**
 * The Reports screen's figures (docs/decisions/0081, money: 0113), every one summed by PostgreSQL:
 * no booking list is loaded into JavaScript. Revenue and Payments received come from the one SQL
 * definition of each (./money-figures.ts); bookings count by creation date; occupancy, ADR and
 * RevPAR use the stay nights falling in the period and divide the period's revenue.
 */

export type { DetailColumn, ReportData };

const DETAIL_TITLES: Record<ReportType, string> = {
  overview: 'Revenue by month',
  villa: 'Villa performance',
  package: 'Package analysis',
  guest: 'Guest analysis',
};

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
  const f: Filters = { villaId: q.villaId, status: q.status };

  const money = { timeZone: tz, where: bookingFilter(f) };
  const packageKey = sql`coalesce(b.package_id, '')`;
  // Revenue Trend by month (resort calendar): revenue on the nights, payments when they moved.
  // The last bar stops where the period stops (today for "This month"), so it equals the summary.
  const trendSpan = trendMonths(current);
  const trendRange = { from: trendSpan.range.from, to: current.to };
  // The revenue figures from one read of the bookings they touch (the trend's months, the period,
  // the previous one). The Villa filter narrows all; the Status filter all but the KPI tiles
  // (every status); with no Status filter those are the villa shares, read once.
  const status = f.status === 'all' ? undefined : sql`b.status = ${f.status}`;
  const revenueFigures: Record<string, RevenueSet> = {
    byVilla: { range: current, key: sql`b.villa_id`, where: status },
    prevTotals: { range: previous, key: sql`b.villa_id`, where: status },
    byPackage: { range: current, key: packageKey, where: status },
    months: { range: trendRange, where: status, byMonth: true },
  };
  if (status) revenueFigures.kpi = { range: current, key: sql`b.villa_id` };
  // Payments received and bookings made, dated by an instant: the whole months of their ranges
  // from the per-month rows of the resort's zone (migration 0031), and the charges from their rows
  // dated in that zone (migration 0033), when it is the report's.
  const rows = await zoneMonthsFollow(db, tz);
  const where = bookingFilter(f);
  // The figures do not depend on each other: the database answers them side by side.
  const [villaList, revenue$, paid, made, packageRows, stays, guestDetail, discounts] =
    await Promise.all([
      db.select({ id: villas.id, name: villas.name }).from(villas).orderBy(asc(villas.name)),
      revenueSets(db, revenueFigures, {
        timeZone: tz,
        where: bookingFilter(f, false),
        chargeFigures: rows,
      }),
      paymentsReceivedSets(
        db,
        {
          now: { range: current },
          prev: { range: previous },
          months: { range: trendRange, byMonth: true },
        },
        // A month's row holds the villa, not the booking's status: the Status filter reads directly.
        { ...money, rows: rows && f.status === 'all' },
      ),
      madeSets(
        db,
        {
          now: { range: current, where },
          prev: { range: previous, where },
          byVilla: { range: current, where, key: sql`b.villa_id` },
          byPackage: { range: current, where, key: packageKey },
          months: { range: trendRange, where, byMonth: true },
          sums: { range: current, where: bookingFilter(f, false) },
        },
        { timeZone: tz, rows },
      ),
      queryRows<{ id: string; name: string }>(db, sql`select id, name from packages`),
      stayFigures(db, current, f),
      q.reportType === 'guest' ? guestRows(db, current, cur, f, tz, rows) : undefined,
      discountsGiven(db, current, bookingFilter(f)),
    ]);
  const counts = (list: MadeRow[]) => new Map(list.map((r) => [r.key, r.created]));
  const [paidNow] = paid.now;
  const [paidPrev] = paid.prev;
  const paymentMonthRows = paid.months;
  const bookingsNowBy = counts(made.now);
  const bookingsPrevBy = counts(made.prev);
  const villaBookings = counts(made.byVilla);
  const packageBookings = counts(made.byPackage);
  const bookingsByMonth = counts(made.months);
  const [sumRow] = made.sums;
  const sums = {
    created: sumRow?.created ?? 0,
    confirmed: sumRow?.confirmed ?? 0,
    cancelled: sumRow?.cancelled ?? 0,
    stays: sumRow?.stays ?? 0,
    stayNights: sumRow?.stayNights ?? 0,
    leadDays: sumRow?.leadDays ?? 0,
  };
  const { byVilla = [], prevTotals = [], byPackage = [], months = [], kpi } = revenue$;
  const kpiRevenueRows = status ? (kpi ?? []) : undefined;
  const revenueMonths = new Map(months.map((m) => [m.key, m]));
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
