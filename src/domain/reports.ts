import { z } from 'zod';
import {
  growthPercent,
  rangeLabel,
  reportPeriod,
  REPORT_PERIODS,
  TOP_VILLAS,
  type DateRange,
} from './analytics';
import { addDays, daysBetween, isIsoDate, MONTHS, zonedDateTime, type IsoDate } from './dates';
import {
  adr,
  PAYMENTS_RECEIVED_HINT,
  PAYMENTS_RECEIVED_LABEL,
  REVENUE_HINT,
  REVENUE_LABEL,
  revpar,
} from './money-figures';

/**
 * The Reports screen's rules (docs/decisions/0081; the money figures: 0113): which dates a period covers in the resort's
 * calendar, the previous period it is compared with, and the KPI formulas. The figures themselves
 * are summed in SQL (src/server/reports); these functions turn the sums into the numbers shown.
 */

export { growthPercent, rangeLabel, TOP_VILLAS, type DateRange };

export const REPORT_PERIOD_CHOICES = [...REPORT_PERIODS, 'custom'] as const;
export type ReportPeriodChoice = (typeof REPORT_PERIOD_CHOICES)[number];
export const REPORT_TYPES = ['overview', 'villa', 'package', 'guest'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
const REPORT_STATUS_FILTERS = ['all', 'confirmed', 'completed', 'cancelled'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];
const REPORT_FORMATS = ['csv', 'pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const PERIOD_LABELS: Record<ReportPeriodChoice, string> = {
  week: 'Last 7 days',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
  custom: 'Custom range',
};
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  overview: 'Overview',
  villa: 'Villa Performance',
  package: 'Package Analysis',
  guest: 'Guest Analysis',
};

/** Longest custom range (a little over three years keeps every query small). */
const MAX_CUSTOM_DAYS = 1100;

const isoDate = z.string().refine(isIsoDate, { message: 'Use a YYYY-MM-DD date' });
const allToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

const reportQueryShape = {
  period: z
    .enum(REPORT_PERIOD_CHOICES, {
      error: `period must be one of: ${REPORT_PERIOD_CHOICES.join(', ')}`,
    })
    .default('month'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  reportType: z
    .enum(REPORT_TYPES, { error: `reportType must be one of: ${REPORT_TYPES.join(', ')}` })
    .default('overview'),
  villaId: z.preprocess(allToUndefined, z.string().trim().min(1).max(64).optional()),
  status: z
    .enum(REPORT_STATUS_FILTERS, {
      error: `status must be one of: ${REPORT_STATUS_FILTERS.join(', ')}`,
    })
    .default('all'),
};

function checkCustomRange(
  q: { period: ReportPeriodChoice; from?: string; to?: string },
  ctx: z.RefinementCtx,
) {
  if (q.period !== 'custom') return;
  // A malformed date already has its own issue; the range rules below need two real dates.
  const from = isIsoDate(q.from) ? q.from : undefined;
  const to = isIsoDate(q.to) ? q.to : undefined;
  if (!q.from)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom range needs a start date' });
  if (!q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'A custom range needs an end date' });
  if (from && to && to < from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be on or after the start date',
    });
  if (from && to && daysBetween(from, to) + 1 > MAX_CUSTOM_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A custom range can cover at most ${MAX_CUSTOM_DAYS} days`,
    });
}

/** GET /api/admin/reports (and /export): the server's validation and the web's URL state. */
export const reportQuerySchema = z.object(reportQueryShape).superRefine(checkCustomRange);

/** GET /api/admin/reports/export: the report's query and the file format. */
export const reportExportQuerySchema = z
  .object({
    ...reportQueryShape,
    format: z.enum(REPORT_FORMATS, {
      error: `format must be one of: ${REPORT_FORMATS.join(', ')}`,
    }),
  })
  .superRefine(checkCustomRange);
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Days in a closed range of dates. */
export const daysInRange = (r: DateRange) => daysBetween(r.from, r.to) + 1;

/**
 * The dates a report covers and the period it is compared with. Week, month, quarter and year run
 * up to today (the resort's date) and compare with the whole previous week/month/quarter/year; a
 * custom range compares with the same number of days just before it.
 */
export function reportRanges(
  q: Pick<ReportQuery, 'period' | 'from' | 'to'>,
  today: IsoDate,
): { current: DateRange; previous: DateRange } {
  if (q.period !== 'custom') return reportPeriod(q.period, today);
  if (!q.from || !q.to) throw new RangeError('A custom range needs from and to');
  const days = daysInRange({ from: q.from, to: q.to });
  return {
    current: { from: q.from, to: q.to },
    previous: { from: addDays(q.from, -days), to: addDays(q.from, -1) },
  };
}

/** The instants a range of resort dates covers: [start of `from`, start of the day after `to`). */
export function rangeInstants(r: DateRange, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedDateTime(r.from, '00:00', timeZone),
    end: zonedDateTime(addDays(r.to, 1), '00:00', timeZone),
  };
}

/** "Nov 2026" for '2026-11'. */
export function monthLabel(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

/** The trend shows at least this many months (ending with the period's last month). */
const TREND_MONTHS = 6;

/**
 * The months of the Revenue Trend: every month the period touches, and at least the
 * `TREND_MONTHS` months ending with the period's last month (a week alone would be one bar).
 * Returns the months ('YYYY-MM') and the dates they span.
 */
export function trendMonths(
  r: DateRange,
  minMonths = TREND_MONTHS,
): { months: string[]; range: DateRange } {
  const [ty, tm] = r.to.split('-').map(Number) as [number, number];
  const [fy, fm] = r.from.split('-').map(Number) as [number, number];
  const index = (y: number, m: number) => y * 12 + (m - 1);
  const last = index(ty, tm);
  const first = Math.min(index(fy, fm), last - (minMonths - 1));
  const months: string[] = [];
  for (let i = first; i <= last; i++)
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  const lastDay = new Date(Date.UTC(ty, tm, 0)).toISOString().slice(0, 10);
  return { months, range: { from: `${months[0]}-01`, to: lastDay } };
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** part / whole in percent, one decimal; 0 when whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round((part / whole) * 100, 1) : 0;
}

/** Unit-nights that could be sold: units × days, less the unit-nights blocked (never below 0). */
export function unitNightsAvailable(
  units: number,
  days: number,
  blockedUnitNights: number,
): number {
  return Math.max(0, units * days - blockedUnitNights);
}

/** The inputs of the KPI tiles, as summed by SQL. */
export type KpiSums = {
  /** Unit-nights of sold bookings falling in the period. */
  nightsSold: number;
  /** Units × days less blocked unit-nights. */
  unitNightsAvailable: number;
  /** Revenue of the period (decision 0113): ADR and RevPAR divide the same figure. */
  revenue: number;
  /** Bookings made in the period (all statuses). */
  created: number;
  /** Of those: confirmed or later (confirmed, checked in, checked out, completed). */
  confirmed: number;
  /** Of those: cancelled. */
  cancelled: number;
  /** Of those not cancelled: their count, nights and days from booking to arrival. */
  stays: number;
  stayNights: number;
  leadDays: number;
};

export type Kpis = {
  /** Nights sold / unit-nights available, percent (one decimal). */
  occupancyRate: number;
  /** Average daily rate: revenue / nights sold (rupees). */
  adr: number;
  /** Revenue per available unit-night: revenue / unit-nights available (rupees). */
  revpar: number;
  /** Average nights per booking (one decimal). */
  averageStay: number;
  /** Average days between booking and arrival (one decimal). */
  leadTime: number;
  /** Cancelled / created, percent. */
  cancellationRate: number;
  /** Confirmed (or later) / created, percent. */
  conversionRate: number;
  nightsSold: number;
  unitNightsAvailable: number;
};

export function kpis(s: KpiSums): Kpis {
  return {
    occupancyRate: percent(s.nightsSold, s.unitNightsAvailable),
    adr: adr(s.revenue, s.nightsSold),
    revpar: revpar(s.revenue, s.unitNightsAvailable),
    averageStay: s.stays > 0 ? round(s.stayNights / s.stays, 1) : 0,
    leadTime: s.stays > 0 ? round(s.leadDays / s.stays, 1) : 0,
    cancellationRate: percent(s.cancelled, s.created),
    conversionRate: percent(s.confirmed, s.created),
    nightsSold: s.nightsSold,
    unitNightsAvailable: s.unitNightsAvailable,
  };
}

/** Average booking value = revenue / the bookings that earned revenue in the period (rounded); 0 with none. */
export function averageBookingValue(revenue: number, earningBookings: number): number {
  return earningBookings > 0 ? Math.round(revenue / earningBookings) : 0;
}

/** Shares of a total in percent (one decimal); all 0 when the total is not positive. */
export function shares<T extends { revenue: number }>(
  rows: readonly T[],
): (T & { share: number })[] {
  const total = rows.reduce((s, r) => s + r.revenue, 0);
  return rows.map((r) => ({ ...r, share: total > 0 ? round((r.revenue / total) * 100, 1) : 0 }));
}

/** A file name: report-month-2026-11-01_2026-11-23-20261123-0701.csv (the timestamp is UTC). */
export function reportFileName(
  period: ReportPeriodChoice,
  r: DateRange,
  at: Date,
  ext: string,
): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').slice(0, 13).replace('T', '-');
  return `report-${period}-${r.from}_${r.to}-${stamp}.${ext}`;
}

/** The definitions shown in the page's help and written in the files (docs/decisions/0081). */
export const REPORT_DEFINITIONS: readonly { term: string; meaning: string }[] = [
  { term: REVENUE_LABEL, meaning: REVENUE_HINT },
  { term: PAYMENTS_RECEIVED_LABEL, meaning: PAYMENTS_RECEIVED_HINT },
  { term: 'Bookings', meaning: 'Bookings made in the period (creation date, resort time).' },
  {
    term: 'Avg Booking Value',
    meaning: 'Revenue ÷ bookings that earned revenue in the period.',
  },
  {
    term: 'Growth',
    meaning: 'Change against the previous period; 0% when the previous period had no revenue.',
  },
  {
    term: 'Occupancy',
    meaning:
      'Nights sold ÷ unit-nights available (units × days, blocked nights excluded), for stay nights in the period.',
  },
  { term: 'ADR', meaning: 'Average daily rate: revenue ÷ nights sold in the period.' },
  { term: 'RevPAR', meaning: 'Revenue ÷ unit-nights available in the period.' },
  {
    term: 'Avg Length of Stay',
    meaning: 'Nights per booking made in the period (cancelled ones left out).',
  },
  {
    term: 'Lead Time',
    meaning:
      'Days from booking to arrival, averaged over bookings made in the period (cancelled ones left out).',
  },
  { term: 'Cancellation Rate', meaning: 'Cancelled ÷ bookings made in the period.' },
  {
    term: 'Conversion',
    meaning:
      'Confirmed (or later: checked in, checked out, completed) ÷ bookings made in the period.',
  },
];
