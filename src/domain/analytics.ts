import { addDays, MONTHS } from './dates';

/**
 * Figures staff see: guest tiers, package popularity, occupancy rates, report periods and growth,
 * dashboard figures. Pure functions over plain rows; "today" is passed in as 'YYYY-MM-DD'
 * (the resort's calendar date).
 */

/** The booking fields the figures need. */
export type BookingFacts = {
  status: string;
  paymentStatus: string;
  total: number;
  advanceAmount?: number;
  checkIn: string;
  checkOut: string;
  /** When the booking was made (ISO timestamp or 'YYYY-MM-DD'). */
  createdAt: string;
  email?: string;
  guestName?: string;
  phone?: string | null;
  villaId?: string;
  villaName?: string;
  packageId?: string | null;
};

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

// ---------- revenue ----------
// Revenue and Payments received are defined once, in ./money-figures.ts (decision 0113), and
// summed in SQL; nothing here adds up booking totals.

/** Conversion rate = confirmed / total, in percent with one decimal (confirmed includes later stages). */
const CONFIRMED_OR_LATER = new Set(['confirmed', 'checked_in', 'checked_out', 'completed']);
function conversionRate(bookings: readonly Counted<Pick<BookingFacts, 'status'>>[]): number {
  const total = countOf(bookings, () => true);
  if (total === 0) return 0;
  return round((countOf(bookings, (b) => CONFIRMED_OR_LATER.has(b.status)) / total) * 100, 1);
}

/** A row that stands for `n` bookings alike (a grouped count from SQL); one when `n` is absent. */
export type Counted<T> = T & { n?: number };

/** How many bookings the rows stand for that match `test`. */
function countOf<T>(rows: readonly Counted<T>[], test: (row: T) => boolean): number {
  let n = 0;
  for (const r of rows) if (test(r)) n += r.n ?? 1;
  return n;
}

// ---------- guests ----------

export const GUEST_TIERS = ['premium', 'loyal', 'active', 'inactive'] as const;
export type GuestTier = (typeof GUEST_TIERS)[number];
export const PREMIUM_SPEND_ABOVE = 100_000;
export const LOYAL_BOOKINGS_ABOVE = 3;

/**
 * premium above 100000 spent; otherwise loyal above 3 bookings; otherwise active. "Spent" is the
 * guest's Payments received, all time (decision 0113).
 */
export function guestTier(totalSpent: number, totalBookings: number): GuestTier {
  if (totalSpent > PREMIUM_SPEND_ABOVE) return 'premium';
  if (totalBookings > LOYAL_BOOKINGS_ABOVE) return 'loyal';
  return 'active';
}

// ---------- packages ----------

/** 0 with no bookings, else min(70 + 2 per booking, 95). */
export function packagePopularity(bookingCount: number): number {
  return bookingCount <= 0 ? 0 : Math.min(70 + 2 * bookingCount, 95);
}

// ---------- occupancy ----------

/** Bookings that hold rooms: not cancelled and payment not failed. */
const holdsRooms = (b: Pick<BookingFacts, 'status' | 'paymentStatus'>) =>
  b.status !== 'cancelled' && b.paymentStatus !== 'failed';

/**
 * Whether a booking occupies the night of `date`. Nights are half-open [check_in, check_out):
 * the check-out day is a departure, not an occupied night (DESIGN.md overrides the spec's "on or after").
 */
export function occupiesNight(
  b: Pick<BookingFacts, 'status' | 'paymentStatus' | 'checkIn' | 'checkOut'>,
  date: string,
): boolean {
  return holdsRooms(b) && b.checkIn <= date && date < b.checkOut;
}

/** Occupancy rate (data service) = occupied nights / (units × days) × 100, rounded to 2 decimals. */
export function occupancyRate(occupiedNights: number, units: number, days: number): number {
  if (units <= 0 || days <= 0) return 0;
  return round((occupiedNights / (units * days)) * 100, 2);
}

/** Dashboard occupancy = bookings / (villas × 30) × 100, capped at 100, one decimal. */
export function dashboardOccupancyRate(bookings: number, villas: number): number {
  if (villas <= 0) return 0;
  return Math.min(100, round((bookings / (villas * 30)) * 100, 1));
}

/** Per-villa estimate = bookings × 5, capped at 100. */
export function villaOccupancyEstimate(bookings: number): number {
  return Math.min(100, Math.max(0, bookings * 5));
}

// ---------- report periods ----------

export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A closed range of calendar dates 'YYYY-MM-DD' (both ends included). */
export type DateRange = { from: string; to: string };

const parts = (d: string) => d.split('-').map(Number) as [number, number, number];

/** How the screens and the files describe a range: "1 Nov 2026 – 23 Nov 2026". */
export function rangeLabel(r: DateRange): string {
  const fmt = (d: string) => {
    const [y, m, day] = parts(d);
    return `${day} ${MONTHS[m - 1]} ${y}`;
  };
  return r.from === r.to ? fmt(r.from) : `${fmt(r.from)} – ${fmt(r.to)}`;
}
const iso = (y: number, m: number, day: number) => {
  const dt = new Date(Date.UTC(y, m - 1, day));
  return dt.toISOString().slice(0, 10);
};
const lastDayOfMonth = (y: number, m: number) => iso(y, m + 1, 0);

/**
 * The current period up to today, and the whole previous period before it:
 * week = the last 7 days (and the 7 before); month = from the 1st (previous: last month);
 * quarter = from the first month of the quarter (previous: last quarter); year = from 1 January
 * (previous: last year).
 */
export function reportPeriod(
  period: ReportPeriod,
  today: string,
): { current: DateRange; previous: DateRange } {
  const [y, m] = parts(today);
  switch (period) {
    case 'week': {
      const from = addDays(today, -6);
      return {
        current: { from, to: today },
        previous: { from: addDays(from, -7), to: addDays(from, -1) },
      };
    }
    case 'month': {
      const from = iso(y, m, 1);
      return {
        current: { from, to: today },
        previous: { from: iso(y, m - 1, 1), to: addDays(from, -1) },
      };
    }
    case 'quarter': {
      const firstMonth = Math.floor((m - 1) / 3) * 3 + 1;
      const from = iso(y, firstMonth, 1);
      return {
        current: { from, to: today },
        previous: { from: iso(y, firstMonth - 3, 1), to: lastDayOfMonth(y, firstMonth - 1) },
      };
    }
    case 'year':
      return {
        current: { from: iso(y, 1, 1), to: today },
        previous: { from: iso(y - 1, 1, 1), to: iso(y - 1, 12, 31) },
      };
  }
}

/** Growth in percent (one decimal) against the previous period; 0 when the previous revenue is 0. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return 0;
  return round(((current - previous) / previous) * 100, 1);
}

export const TOP_VILLAS = 5;

// ---------- dashboard ----------

export type DashboardFigures = {
  totalBookings: number;
  /** Revenue of this month so far (decision 0113; = the reports' "This month"). */
  revenue: number;
  /** Payments received this month so far (decision 0113). */
  paymentsReceived: number;
  /** The dates both figures cover (the 1st of the month to today, resort time). */
  revenuePeriod: DateRange;
  /** Bookings with payment_status advance_paid. */
  halfPayments: number;
  occupancyRate: number;
  pendingBookings: number;
  confirmedBookings: number;
  completedBookings: number;
  cancelledBookings: number;
  /** This month's revenue ÷ the bookings that earned it (as the reports' average). */
  averageBookingValue: number;
  conversionRate: number;
};

/** The month's money figures, summed in SQL (src/server/reports/money-figures.ts). */
export type MonthMoney = {
  period: DateRange;
  revenue: number;
  earningBookings: number;
  paymentsReceived: number;
};

export function dashboardFigures(
  bookings: readonly Counted<Pick<BookingFacts, 'status' | 'paymentStatus'>>[],
  villaCount: number,
  month: MonthMoney,
): DashboardFigures {
  const count = (status: string) => countOf(bookings, (b) => b.status === status);
  return {
    totalBookings: countOf(bookings, () => true),
    revenue: month.revenue,
    paymentsReceived: month.paymentsReceived,
    revenuePeriod: month.period,
    halfPayments: countOf(bookings, (b) => b.paymentStatus === 'advance_paid'),
    occupancyRate: dashboardOccupancyRate(countOf(bookings, holdsRooms), villaCount),
    pendingBookings: count('pending'),
    confirmedBookings: count('confirmed'),
    completedBookings: count('completed'),
    cancelledBookings: count('cancelled'),
    averageBookingValue:
      month.earningBookings > 0 ? Math.round(month.revenue / month.earningBookings) : 0,
    conversionRate: conversionRate(bookings),
  };
}
