import { addDays } from './dates';

/**
 * Figures staff see: guest tiers, package popularity, occupancy rates, report periods and growth,
 * dashboard figures. Pure functions over plain rows; "today" is passed in as 'YYYY-MM-DD'
 * (the resort's calendar date).
 */

/** The booking fields the figures need. */
export type BookingFacts = {
  status: string;
  paymentStatus: string;
  totalAmount: number;
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

/** Only bookings with payment_status paid count toward revenue. */
export const isPaid = (b: Pick<BookingFacts, 'paymentStatus'>) => b.paymentStatus === 'paid';

export function paidRevenue(
  bookings: readonly Pick<BookingFacts, 'paymentStatus' | 'totalAmount'>[],
): number {
  return bookings.reduce((sum, b) => (isPaid(b) ? sum + b.totalAmount : sum), 0);
}

/** Average booking value = revenue / paid bookings, rounded; 0 without paid bookings. */
export function averageBookingValue(
  bookings: readonly Pick<BookingFacts, 'paymentStatus' | 'totalAmount'>[],
): number {
  const paid = bookings.filter(isPaid);
  return paid.length === 0 ? 0 : Math.round(paidRevenue(paid) / paid.length);
}

/** Conversion rate = confirmed / total, in percent with one decimal (confirmed includes later stages). */
const CONFIRMED_OR_LATER = new Set(['confirmed', 'checked_in', 'checked_out', 'completed']);
export function conversionRate(bookings: readonly Pick<BookingFacts, 'status'>[]): number {
  if (bookings.length === 0) return 0;
  return round(
    (bookings.filter((b) => CONFIRMED_OR_LATER.has(b.status)).length / bookings.length) * 100,
    1,
  );
}

// ---------- guests ----------

export const GUEST_TIERS = ['premium', 'loyal', 'active', 'inactive'] as const;
export type GuestTier = (typeof GUEST_TIERS)[number];
export const PREMIUM_SPEND_ABOVE = 100_000;
export const LOYAL_BOOKINGS_ABOVE = 3;

/** premium above 100000 spent; otherwise loyal above 3 bookings; otherwise active. */
export function guestTier(totalSpent: number, totalBookings: number): GuestTier {
  if (totalSpent > PREMIUM_SPEND_ABOVE) return 'premium';
  if (totalBookings > LOYAL_BOOKINGS_ABOVE) return 'loyal';
  return 'active';
}

export type Guest = {
  name: string;
  email: string;
  phone: string | null;
  totalBookings: number;
  totalSpent: number;
  firstBooking: string;
  lastBooking: string;
  joinDate: string;
  status: GuestTier;
};

/**
 * Guests derived from bookings, keyed by e-mail (case-insensitive). Total spent is what the guest
 * has paid: the total of paid bookings plus the advance of half-paid ones.
 */
export function deriveGuests(bookings: readonly BookingFacts[]): Guest[] {
  const byEmail = new Map<string, Guest>();
  const sorted = [...bookings]
    .filter((b) => b.email)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const b of sorted) {
    const key = b.email!.trim().toLowerCase();
    const spent =
      b.paymentStatus === 'paid'
        ? b.totalAmount
        : b.paymentStatus === 'advance_paid'
          ? (b.advanceAmount ?? 0)
          : 0;
    const existing = byEmail.get(key);
    if (!existing) {
      byEmail.set(key, {
        name: b.guestName ?? key,
        email: key,
        phone: b.phone ?? null,
        totalBookings: 1,
        totalSpent: spent,
        firstBooking: b.createdAt,
        lastBooking: b.createdAt,
        joinDate: b.createdAt,
        status: 'active',
      });
    } else {
      existing.totalBookings += 1;
      existing.totalSpent += spent;
      existing.lastBooking = b.createdAt;
      if (b.guestName) existing.name = b.guestName;
      if (b.phone) existing.phone = b.phone;
    }
  }
  return [...byEmail.values()]
    .map((g) => ({ ...g, status: guestTier(g.totalSpent, g.totalBookings) }))
    .sort((a, b) => b.lastBooking.localeCompare(a.lastBooking));
}

// ---------- packages ----------

/** 0 with no bookings, else min(70 + 2 per booking, 95). */
export function packagePopularity(bookingCount: number): number {
  return bookingCount <= 0 ? 0 : Math.min(70 + 2 * bookingCount, 95);
}

// ---------- occupancy ----------

/** Bookings that hold rooms: not cancelled and payment not failed. */
export const holdsRooms = (b: Pick<BookingFacts, 'status' | 'paymentStatus'>) =>
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

export const inRange = (date: string, range: DateRange) => {
  const day = date.slice(0, 10);
  return range.from <= day && day <= range.to;
};

/** Growth in percent (one decimal) against the previous period; 0 when the previous revenue is 0. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return 0;
  return round(((current - previous) / previous) * 100, 1);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Paid revenue grouped by short month name of the booking date, in calendar order. */
export function revenueTrend(
  bookings: readonly BookingFacts[],
): { month: string; revenue: number; bookings: number }[] {
  const byMonth = new Map<string, { revenue: number; bookings: number }>();
  for (const b of [...bookings].sort((a, c) => a.createdAt.localeCompare(c.createdAt))) {
    const key = b.createdAt.slice(0, 7);
    const entry = byMonth.get(key) ?? { revenue: 0, bookings: 0 };
    entry.bookings += 1;
    if (isPaid(b)) entry.revenue += b.totalAmount;
    byMonth.set(key, entry);
  }
  return [...byMonth.entries()].map(([key, v]) => ({
    month: MONTHS[Number(key.slice(5, 7)) - 1] ?? key,
    ...v,
  }));
}

export const TOP_VILLAS = 5;

/** Top villas by paid revenue (5). */
export function topVillas(bookings: readonly BookingFacts[], limit = TOP_VILLAS) {
  const byVilla = new Map<
    string,
    { villaId: string; villaName: string; revenue: number; bookings: number }
  >();
  for (const b of bookings) {
    if (!b.villaId) continue;
    const entry = byVilla.get(b.villaId) ?? {
      villaId: b.villaId,
      villaName: b.villaName ?? b.villaId,
      revenue: 0,
      bookings: 0,
    };
    entry.bookings += 1;
    if (isPaid(b)) entry.revenue += b.totalAmount;
    byVilla.set(b.villaId, entry);
  }
  return [...byVilla.values()]
    .sort((a, b) => b.revenue - a.revenue || b.bookings - a.bookings)
    .slice(0, limit);
}

// ---------- dashboard ----------

export type DashboardFigures = {
  totalBookings: number;
  /** Paid bookings only. */
  revenue: number;
  /** Bookings with payment_status advance_paid. */
  halfPayments: number;
  /** Advances received on half-paid bookings (money in, not yet counted as Revenue). */
  advancesReceived: number;
  occupancyRate: number;
  pendingBookings: number;
  confirmedBookings: number;
  completedBookings: number;
  cancelledBookings: number;
  paidBookings: number;
  averageBookingValue: number;
  conversionRate: number;
};

export function dashboardFigures(
  bookings: readonly BookingFacts[],
  villaCount: number,
): DashboardFigures {
  const count = (status: string) => bookings.filter((b) => b.status === status).length;
  return {
    totalBookings: bookings.length,
    revenue: paidRevenue(bookings),
    halfPayments: bookings.filter((b) => b.paymentStatus === 'advance_paid').length,
    advancesReceived: bookings.reduce(
      (sum, b) => (b.paymentStatus === 'advance_paid' ? sum + (b.advanceAmount ?? 0) : sum),
      0,
    ),
    occupancyRate: dashboardOccupancyRate(bookings.filter(holdsRooms).length, villaCount),
    pendingBookings: count('pending'),
    confirmedBookings: count('confirmed'),
    completedBookings: count('completed'),
    cancelledBookings: count('cancelled'),
    paidBookings: bookings.filter(isPaid).length,
    averageBookingValue: averageBookingValue(bookings),
    conversionRate: conversionRate(bookings),
  };
}
