import { describe, expect, it } from 'vitest';
import {
  dashboardFigures,
  dashboardOccupancyRate,
  growthPercent,
  guestTier,
  occupancyRate,
  occupiesNight,
  packagePopularity,
  reportPeriod,
  villaOccupancyEstimate,
  type BookingFacts,
} from './analytics';

const booking = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'confirmed',
  paymentStatus: 'paid',
  total: 17700,
  advanceAmount: 0,
  checkIn: '2026-11-20',
  checkOut: '2026-11-22',
  createdAt: '2026-11-01T10:00:00.000Z',
  email: 'asha@example.com',
  guestName: 'Asha Rao',
  villaId: 'glass-cottage',
  villaName: 'Glass Cottage',
  ...over,
});

describe('guest tiers', () => {
  it.each([
    [100001, 1, 'premium'],
    [100000, 1, 'active'],
    [100000, 4, 'loyal'],
    [5000, 3, 'active'],
    [200000, 10, 'premium'],
  ])('spent %i over %i bookings is %s', (spent, count, tier) =>
    expect(guestTier(spent, count)).toBe(tier),
  );
});

describe('package popularity', () => {
  it.each([
    [0, 0],
    [1, 72],
    [5, 80],
    [12, 94],
    [13, 95],
    [40, 95],
  ])('%i bookings → %i', (n, score) => expect(packagePopularity(n)).toBe(score));
});

describe('occupancy rules', () => {
  it('data service rate: occupied nights / (units × days) × 100, 2 decimals', () => {
    expect(occupancyRate(100, 22, 30)).toBe(15.15);
    expect(occupancyRate(0, 22, 30)).toBe(0);
    expect(occupancyRate(5, 0, 30)).toBe(0);
  });
  it.each([
    [0, 3, 0],
    [9, 3, 10],
    [1, 3, 1.1],
    [200, 3, 100],
    [5, 0, 0],
  ])('dashboard: %i bookings over %i villas → %d%%', (b, v, rate) =>
    expect(dashboardOccupancyRate(b, v)).toBe(rate),
  );
  it.each([
    [0, 0],
    [3, 15],
    [20, 100],
    [30, 100],
  ])('per-villa estimate: %i bookings → %i', (b, rate) =>
    expect(villaOccupancyEstimate(b)).toBe(rate),
  );
  it('a booking occupies the nights [check-in, check-out) unless cancelled or failed', () => {
    const b = booking({ checkIn: '2026-11-20', checkOut: '2026-11-22' });
    expect(occupiesNight(b, '2026-11-20')).toBe(true);
    expect(occupiesNight(b, '2026-11-21')).toBe(true);
    expect(occupiesNight(b, '2026-11-22')).toBe(false);
    expect(occupiesNight({ ...b, status: 'cancelled' }, '2026-11-21')).toBe(false);
    expect(occupiesNight({ ...b, paymentStatus: 'failed' }, '2026-11-21')).toBe(false);
  });
});

describe('report periods', () => {
  it.each([
    [
      'week',
      '2026-11-22',
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-09', to: '2026-11-15' },
    ],
    [
      'month',
      '2026-11-22',
      { from: '2026-11-01', to: '2026-11-22' },
      { from: '2026-10-01', to: '2026-10-31' },
    ],
    [
      'month',
      '2026-01-05',
      { from: '2026-01-01', to: '2026-01-05' },
      { from: '2025-12-01', to: '2025-12-31' },
    ],
    [
      'quarter',
      '2026-11-22',
      { from: '2026-10-01', to: '2026-11-22' },
      { from: '2026-07-01', to: '2026-09-30' },
    ],
    [
      'quarter',
      '2026-02-10',
      { from: '2026-01-01', to: '2026-02-10' },
      { from: '2025-10-01', to: '2025-12-31' },
    ],
    [
      'year',
      '2026-11-22',
      { from: '2026-01-01', to: '2026-11-22' },
      { from: '2025-01-01', to: '2025-12-31' },
    ],
  ] as const)('%s on %s', (period, today, current, previous) => {
    expect(reportPeriod(period, today)).toEqual({ current, previous });
  });

  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 0, 0],
    [0, 0, 0],
    [1, 3, -66.7],
  ])('growth %i vs %i = %d%%', (cur, prev, g) => expect(growthPercent(cur, prev)).toBe(g));
});

describe('dashboard figures', () => {
  const list = [
    booking(),
    booking({ paymentStatus: 'advance_paid' }),
    booking({ paymentStatus: 'pending', status: 'pending' }),
    booking({ paymentStatus: 'failed', status: 'cancelled' }),
    booking({ status: 'completed' }),
  ];
  const month = {
    period: { from: '2026-11-01', to: '2026-11-26' },
    revenue: 45_000,
    earningBookings: 4,
    paymentsReceived: 53_100,
  };
  it('counts bookings by status; the money figures are the month’s (decision 0113)', () => {
    expect(dashboardFigures(list, 3, month)).toEqual({
      totalBookings: 5,
      revenue: 45_000,
      paymentsReceived: 53_100,
      revenuePeriod: { from: '2026-11-01', to: '2026-11-26' },
      halfPayments: 1,
      occupancyRate: 4.4,
      pendingBookings: 1,
      confirmedBookings: 2,
      completedBookings: 1,
      cancelledBookings: 1,
      averageBookingValue: 11_250,
      conversionRate: 60,
    });
    expect(dashboardFigures([], 0, { ...month, revenue: 0, earningBookings: 0 })).toMatchObject({
      averageBookingValue: 0,
      occupancyRate: 0,
    });
  });
});
