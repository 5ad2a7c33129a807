import {
  averageBookingValue,
  kpis,
  monthLabel,
  shares,
  TOP_VILLAS,
  type Kpis,
  type ReportQuery,
} from '../../domain/reports';
import type { ReportData } from './admin-contract';
import { sum } from './period-queries';
import type { FigureReading, ReportScope } from './report-figures';

/**
 * The blocks of the Reports screen built from the figures read (report-figures.ts): the revenue
 * shares, the Revenue Trend, the KPI tiles and the villas' rows.
 */

/** The period's revenue by villa, the largest first, with each one's share. */
export function villaShareOf(r: FigureReading): ReportData['villaShare'] {
  return shares(
    r.byVilla
      .map((v) => ({
        villaId: v.key ?? '',
        name: r.villaName(v.key ?? ''),
        revenue: v.revenue,
      }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
  );
}

/** The period's revenue by package ("Room only" for none), the largest first, with shares. */
export function packageShareOf(r: FigureReading): ReportData['packageShare'] {
  return shares(
    r.byPackage
      .map((p) => ({
        packageId: p.key || null,
        name: r.packageName(p.key || null),
        revenue: p.revenue,
      }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
  );
}

/** The Revenue Trend: each month's revenue, payments received, bookings made and average. */
export function trendOf(s: ReportScope, r: FigureReading): ReportData['trend'] {
  return s.trendMonths.map((month) => {
    const m = r.revenueMonths.get(month);
    return {
      month,
      label: monthLabel(month),
      revenue: m?.revenue ?? 0,
      paymentsReceived: r.paymentsByMonth.get(month) ?? 0,
      bookings: r.bookingsByMonth.get(month) ?? 0,
      averageBookingValue: averageBookingValue(m?.revenue ?? 0, m?.bookings ?? 0),
    };
  });
}

/**
 * The KPI tiles: stay nights in the period; bookings made in it (all statuses). ADR and RevPAR
 * divide the period's revenue (every status: the Status filter does not narrow the tiles).
 */
export function kpisOf(r: FigureReading): Kpis {
  const stayTotals = [...r.stays.values()];
  return kpis({
    nightsSold: sum(stayTotals, (s) => s.nights),
    unitNightsAvailable: sum(stayTotals, (s) => s.available),
    revenue: sum([...r.kpiRevenue.values()], (v) => v),
    ...r.sums,
  });
}

/** One villa's occupancy, ADR and RevPAR: its nights sold of its unit-nights, its KPI revenue. */
function villaKpis(r: FigureReading, id: string) {
  const s = r.stays.get(id) ?? { available: 0, nights: 0 };
  const k = kpis({
    nightsSold: s.nights,
    unitNightsAvailable: s.available,
    revenue: r.kpiRevenue.get(id) ?? 0,
    created: 0,
    confirmed: 0,
    cancelled: 0,
    stays: 0,
    stayNights: 0,
    leadDays: 0,
  });
  return { nightsSold: s.nights, occupancyRate: k.occupancyRate, adr: k.adr, revpar: k.revpar };
}

/**
 * Every villa (the Villa filter's only, when set): revenue, bookings made, nights sold,
 * occupancy, ADR and RevPAR; the largest revenue first, then the most bookings, then by name.
 */
export function villaRowsOf(q: ReportQuery, r: FigureReading) {
  return [...new Set([...r.villaList.map((v) => v.id)])]
    .filter((id) => !q.villaId || id === q.villaId)
    .map((id) => {
      const { nightsSold, occupancyRate, adr, revpar } = villaKpis(r, id);
      const earned = r.byVilla.find((v) => v.key === id);
      return {
        villaId: id,
        name: r.villaName(id),
        revenue: earned?.revenue ?? 0,
        bookings: r.villaBookings.get(id) ?? 0,
        nightsSold,
        occupancyRate,
        adr,
        revpar,
      };
    })
    .sort(
      (a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name),
    );
}

export type VillaRow = ReturnType<typeof villaRowsOf>[number];

/** The top villas: those with revenue, bookings or nights in the period, the first `TOP_VILLAS`. */
export function topVillasOf(villaRows: VillaRow[]): ReportData['topVillas'] {
  return villaRows
    .filter((v) => v.revenue !== 0 || v.bookings > 0 || v.nightsSold > 0)
    .slice(0, TOP_VILLAS)
    .map(({ villaId, name, revenue, bookings, nightsSold, occupancyRate }) => ({
      villaId,
      name,
      revenue,
      bookings,
      nightsSold,
      occupancyRate,
    }));
}
