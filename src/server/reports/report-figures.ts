import { asc, sql } from 'drizzle-orm';
import { todayInZone } from '../../domain/dates';
import { rangeInstants, reportRanges, trendMonths, type ReportQuery } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import { villas } from '../db/schema';
import { discountsGiven } from './discounts';
import { guestRows } from './guest-rows';
import { bookingFilter, stayFigures, type Filters } from './period-queries';
import { revenueSets, type RevenueSet } from './revenue-sets';
import { madeSets, paymentsReceivedSets, zoneMonthsFollow, type MadeRow } from './zone-months';

/**
 * What a report reads (docs/decisions/0081, 0159, 0164): its period, the one it is compared with
 * and its filters; the figures PostgreSQL sums for them, side by side; and those figures keyed as
 * the answer reads them.
 */

/** The package a booking chose, '' for none (the key of the package figures). */
const PACKAGE_KEY = sql`coalesce(b.package_id, '')`;

/** The report's dates, in the resort's zone, and its Villa and Status filters. */
export function reportScope(q: ReportQuery, timeZone: string, now: Date) {
  const { current, previous } = reportRanges(q, todayInZone(now, timeZone));
  const filters: Filters = { villaId: q.villaId, status: q.status };
  // Revenue Trend by month (resort calendar): revenue on the nights, payments when they moved.
  // The last bar stops where the period stops (today for "This month"), so it equals the summary.
  const trend = trendMonths(current);
  return {
    timeZone,
    current,
    previous,
    /** The instants of the current period. */
    window: rangeInstants(current, timeZone),
    filters,
    trendMonths: trend.months,
    trendRange: { from: trend.range.from, to: current.to },
  };
}

export type ReportScope = ReturnType<typeof reportScope>;

/**
 * The revenue figures from one read of the bookings they touch (the trend's months, the period,
 * the previous one). The Villa filter narrows all; the Status filter all but the KPI tiles (every
 * status); with no Status filter those are the villa shares, read once.
 */
function revenueFigures(db: Db, s: ReportScope, chargeFigures: boolean) {
  const status = s.filters.status === 'all' ? undefined : sql`b.status = ${s.filters.status}`;
  const sets: Record<string, RevenueSet> = {
    byVilla: { range: s.current, key: sql`b.villa_id`, where: status },
    prevTotals: { range: s.previous, key: sql`b.villa_id`, where: status },
    byPackage: { range: s.current, key: PACKAGE_KEY, where: status },
    months: { range: s.trendRange, where: status, byMonth: true },
  };
  if (status) sets.kpi = { range: s.current, key: sql`b.villa_id` };
  return revenueSets(db, sets, {
    timeZone: s.timeZone,
    where: bookingFilter(s.filters, false),
    chargeFigures,
  });
}

/** Payments received in the period, the previous one and each month of the trend. */
function paymentsReceived(db: Db, s: ReportScope, rows: boolean) {
  return paymentsReceivedSets(
    db,
    {
      now: { range: s.current },
      prev: { range: s.previous },
      months: { range: s.trendRange, byMonth: true },
    },
    // A month's row holds the villa, not the booking's status: the Status filter reads directly.
    {
      timeZone: s.timeZone,
      where: bookingFilter(s.filters),
      rows: rows && s.filters.status === 'all',
    },
  );
}

/**
 * Bookings made in the period, the previous one, per villa, per package and per month of the
 * trend; and the KPI tiles' sums of the period's bookings (every status).
 */
function bookingsMade(db: Db, s: ReportScope, rows: boolean) {
  const where = bookingFilter(s.filters);
  return madeSets(
    db,
    {
      now: { range: s.current, where },
      prev: { range: s.previous, where },
      byVilla: { range: s.current, where, key: sql`b.villa_id` },
      byPackage: { range: s.current, where, key: PACKAGE_KEY },
      months: { range: s.trendRange, where, byMonth: true },
      sums: { range: s.current, where: bookingFilter(s.filters, false) },
    },
    { timeZone: s.timeZone, rows },
  );
}

/**
 * Every figure of the report, summed by PostgreSQL. Payments received and bookings made, dated by
 * an instant: the whole months of their ranges from the per-month rows of the resort's zone
 * (migration 0031), and the charges from their rows dated in that zone (migration 0033), when it
 * is the report's.
 */
export async function loadFigures(db: Db, q: ReportQuery, s: ReportScope) {
  const rows = await zoneMonthsFollow(db, s.timeZone);
  // The figures do not depend on each other: the database answers them side by side.
  const [villaList, revenue, paid, made, packageRows, stays, guestDetail, discounts] =
    await Promise.all([
      db.select({ id: villas.id, name: villas.name }).from(villas).orderBy(asc(villas.name)),
      revenueFigures(db, s, rows),
      paymentsReceived(db, s, rows),
      bookingsMade(db, s, rows),
      queryRows<{ id: string; name: string }>(db, sql`select id, name from packages`),
      stayFigures(db, s.current, s.filters),
      q.reportType === 'guest'
        ? guestRows(db, s.current, s.window, s.filters, s.timeZone, rows)
        : undefined,
      discountsGiven(db, s.current, bookingFilter(s.filters)),
    ]);
  return { villaList, revenue, paid, made, packageRows, stays, guestDetail, discounts };
}

type ReportFigures = Awaited<ReturnType<typeof loadFigures>>;

/** The bookings made of each key. */
const counts = (list: MadeRow[]) => new Map(list.map((r) => [r.key, r.created]));

/** The KPI tiles' sums of the bookings made in the period (0 for none). */
function madeSums([row]: MadeRow[]) {
  return {
    created: row?.created ?? 0,
    confirmed: row?.confirmed ?? 0,
    cancelled: row?.cancelled ?? 0,
    stays: row?.stays ?? 0,
    stayNights: row?.stayNights ?? 0,
    leadDays: row?.leadDays ?? 0,
  };
}

/** The figures keyed as the answer reads them, with the villas' and packages' names. */
export function readFigures(s: ReportScope, f: ReportFigures) {
  const { byVilla = [], prevTotals = [], byPackage = [], months = [], kpi } = f.revenue;
  const villaNames = new Map(f.villaList.map((v) => [v.id, v.name]));
  const packageNames = new Map(f.packageRows.map((p) => [p.id, p.name]));
  // ADR and RevPAR divide the period's revenue of every status: the Status filter does not narrow
  // the KPI tiles.
  const kpiRevenueRows = s.filters.status === 'all' ? byVilla : (kpi ?? []);
  return {
    villaList: f.villaList,
    stays: f.stays,
    guestDetail: f.guestDetail,
    discounts: f.discounts,
    byVilla,
    prevTotals,
    byPackage,
    revenueMonths: new Map(months.map((m) => [m.key, m])),
    kpiRevenue: new Map(kpiRevenueRows.map((r) => [r.key, r.revenue])),
    paidNow: f.paid.now[0]?.amount ?? 0,
    paidPrev: f.paid.prev[0]?.amount ?? 0,
    paymentsByMonth: new Map(f.paid.months.map((r) => [r.key, r.amount])),
    bookingsNow: counts(f.made.now).get('all') ?? 0,
    bookingsPrev: counts(f.made.prev).get('all') ?? 0,
    villaBookings: counts(f.made.byVilla),
    packageBookings: counts(f.made.byPackage),
    bookingsByMonth: counts(f.made.months),
    sums: madeSums(f.made.sums),
    villaName: (id: string) => villaNames.get(id) ?? id,
    packageName: (id: string | null) => (id ? (packageNames.get(id) ?? id) : 'Room only'),
  };
}

export type FigureReading = ReturnType<typeof readFigures>;
