import {
  averageBookingValue,
  growthPercent,
  rangeLabel,
  type ReportQuery,
} from '../../domain/reports';
import type { Db } from '../db/client';
import type { DetailColumn, ReportData } from './admin-contract';
import { sum } from './period-queries';
import { reportDetail } from './report-detail';
import { loadFigures, readFigures, reportScope, type FigureReading } from './report-figures';
import {
  kpisOf,
  packageShareOf,
  topVillasOf,
  trendOf,
  villaRowsOf,
  villaShareOf,
} from './report-tables';

/**
 * The Reports screen's figures (docs/decisions/0081, money: 0113), every one summed by PostgreSQL:
 * no booking list is loaded into JavaScript. Revenue and Payments received come from the one SQL
 * definition of each (./money-figures.ts); bookings count by creation date; occupancy, ADR and
 * RevPAR use the stay nights falling in the period and divide the period's revenue.
 */

export type { DetailColumn, ReportData };

/**
 * The summary: revenue, bookings made, their average and payments received, for the period and
 * the previous one, with the growth between them.
 */
function summaryOf(r: FigureReading): ReportData['summary'] {
  // A booking has one villa: the period's totals are the sums of the villa rows.
  const total = {
    revenue: sum(r.byVilla, (v) => v.revenue),
    bookings: sum(r.byVilla, (v) => v.bookings),
  };
  const prevTotal = {
    revenue: sum(r.prevTotals, (v) => v.revenue),
    bookings: sum(r.prevTotals, (v) => v.bookings),
  };
  const revenue = total.revenue;
  const previousRevenue = prevTotal.revenue;
  return {
    revenue,
    previousRevenue,
    growth: growthPercent(revenue, previousRevenue),
    bookings: r.bookingsNow,
    previousBookings: r.bookingsPrev,
    bookingsGrowth: growthPercent(r.bookingsNow, r.bookingsPrev),
    averageBookingValue: averageBookingValue(revenue, total.bookings),
    previousAverageBookingValue: averageBookingValue(previousRevenue, prevTotal.bookings),
    earningBookings: total.bookings,
    paymentsReceived: r.paidNow,
    previousPaymentsReceived: r.paidPrev,
  };
}

/** The report of `q` at `now`: its period resolved, its figures read, the answer assembled. */
export async function loadReport(
  db: Db,
  q: ReportQuery,
  deps: { timeZone: string; resortName: string },
  now: Date,
): Promise<ReportData> {
  const scope = reportScope(q, deps.timeZone, now);
  const r = readFigures(scope, await loadFigures(db, q, scope));
  const trend = trendOf(scope, r);
  const villaRows = villaRowsOf(q, r);
  return {
    generatedAt: now.toISOString(),
    resortName: deps.resortName,
    query: q,
    period: { ...scope.current, label: rangeLabel(scope.current) },
    previousPeriod: { ...scope.previous, label: rangeLabel(scope.previous) },
    summary: summaryOf(r),
    villaShare: villaShareOf(r),
    packageShare: packageShareOf(r),
    trend,
    topVillas: topVillasOf(villaRows),
    kpis: kpisOf(r),
    detail: reportDetail(q.reportType, r, { trend, villaRows }),
    villas: r.villaList,
    discounts: r.discounts,
  };
}
