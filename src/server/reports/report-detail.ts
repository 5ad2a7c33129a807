import { shares, type ReportType } from '../../domain/reports';
import type { DetailColumn, DetailRow, ReportData } from './admin-contract';
import type { FigureReading } from './report-figures';
import type { VillaRow } from './report-tables';

/**
 * The detail table under the Reports screen's charts, one per report type: revenue by month,
 * villa performance, package analysis or guest analysis (its title, columns and rows).
 */

type Detail = ReportData['detail'];

const DETAIL_TITLES: Record<ReportType, string> = {
  overview: 'Revenue by month',
  villa: 'Villa performance',
  package: 'Package analysis',
  guest: 'Guest analysis',
};

/** Each item's values of the columns, in the columns' order (a row has no other key). */
function rowsOf(columns: DetailColumn[], items: Record<string, DetailRow[string]>[]): DetailRow[] {
  return items.map((item) => Object.fromEntries(columns.map((c) => [c.key, item[c.key] ?? null])));
}

/** Revenue by month: the Revenue Trend's months as rows. */
function overviewDetail(trend: ReportData['trend']): Detail {
  const columns: DetailColumn[] = [
    { key: 'period', label: 'Month', kind: 'text' },
    { key: 'revenue', label: 'Revenue', kind: 'money' },
    { key: 'paymentsReceived', label: 'Payments Received', kind: 'money' },
    { key: 'bookings', label: 'Bookings', kind: 'number' },
    { key: 'averageBookingValue', label: 'Avg Booking Value', kind: 'money' },
  ];
  return {
    type: 'overview',
    title: DETAIL_TITLES.overview,
    columns,
    rows: rowsOf(
      columns,
      trend.map((t) => ({ ...t, period: t.label })),
    ),
  };
}

/** Villa performance: every villa's row with its share of the revenue. */
function villaDetail(villaRows: VillaRow[]): Detail {
  const columns: DetailColumn[] = [
    { key: 'name', label: 'Villa', kind: 'text' },
    { key: 'revenue', label: 'Revenue', kind: 'money' },
    { key: 'share', label: 'Share', kind: 'percent' },
    { key: 'bookings', label: 'Bookings', kind: 'number' },
    { key: 'nightsSold', label: 'Nights Sold', kind: 'number' },
    { key: 'occupancyRate', label: 'Occupancy', kind: 'percent' },
    { key: 'adr', label: 'ADR', kind: 'money' },
    { key: 'revpar', label: 'RevPAR', kind: 'money' },
  ];
  return {
    type: 'villa',
    title: DETAIL_TITLES.villa,
    columns,
    rows: rowsOf(columns, shares(villaRows)),
  };
}

/**
 * Package analysis: every package with revenue or bookings made in the period, its share of the
 * revenue; the largest revenue first, then the most bookings, then by name.
 */
function packageDetail(r: FigureReading): Detail {
  const ids = new Set<string>([
    ...r.byPackage.map((p) => p.key ?? ''),
    ...[...r.packageBookings.keys()].map((k) => k ?? ''),
  ]);
  const rows = shares(
    [...ids].map((id) => ({
      name: r.packageName(id || null),
      revenue: r.byPackage.find((p) => (p.key ?? '') === id)?.revenue ?? 0,
      bookings: r.packageBookings.get(id) ?? 0,
    })),
  ).sort(
    (a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name),
  );
  const columns: DetailColumn[] = [
    { key: 'name', label: 'Package', kind: 'text' },
    { key: 'revenue', label: 'Revenue', kind: 'money' },
    { key: 'share', label: 'Share', kind: 'percent' },
    { key: 'bookings', label: 'Bookings', kind: 'number' },
  ];
  return { type: 'package', title: DETAIL_TITLES.package, columns, rows: rowsOf(columns, rows) };
}

/** Guest analysis: the guests' rows read for the guest report (guest-rows.ts). */
function guestDetail(r: FigureReading): Detail {
  return {
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
    rows: r.guestDetail ?? [],
  };
}

/** The detail table of the report type. */
export function reportDetail(
  type: ReportType,
  r: FigureReading,
  blocks: { trend: ReportData['trend']; villaRows: VillaRow[] },
): Detail {
  switch (type) {
    case 'overview':
      return overviewDetail(blocks.trend);
    case 'villa':
      return villaDetail(blocks.villaRows);
    case 'package':
      return packageDetail(r);
    case 'guest':
      return guestDetail(r);
  }
}
