import { describe, expect, it } from 'vitest';
import {
  averageBookingValue,
  dashboardFigures,
  dashboardOccupancyRate,
  deriveGuests,
  growthPercent,
  guestTier,
  occupancyRate,
  occupiesNight,
  packagePopularity,
  paidRevenue,
  reportPeriod,
  revenueTrend,
  topVillas,
  villaOccupancyEstimate,
  type BookingFacts,
} from './analytics';

const booking = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'confirmed',
  paymentStatus: 'paid',
  totalAmount: 17700,
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

  it('derives guests by e-mail, case-insensitively, counting what was paid', () => {
    const guests = deriveGuests([
      booking({ email: 'Asha@Example.com', totalAmount: 60000 }),
      booking({
        createdAt: '2026-11-05T00:00:00Z',
        totalAmount: 50000,
        paymentStatus: 'advance_paid',
        advanceAmount: 25000,
      }),
      booking({ createdAt: '2026-11-06T00:00:00Z', totalAmount: 90000, paymentStatus: 'pending' }),
      booking({ email: 'ravi@example.com', guestName: 'Ravi', totalAmount: 120000 }),
    ]);
    const asha = guests.find((g) => g.email === 'asha@example.com')!;
    expect(asha).toMatchObject({
      totalBookings: 3,
      totalSpent: 85000,
      status: 'active',
      lastBooking: '2026-11-06T00:00:00Z',
    });
    expect(guests.find((g) => g.email === 'ravi@example.com')!.status).toBe('premium');
  });
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

describe('revenue figures', () => {
  const list = [
    booking({ totalAmount: 17700 }),
    booking({ totalAmount: 30000 }),
    booking({ totalAmount: 50000, paymentStatus: 'advance_paid', advanceAmount: 25000 }),
    booking({ totalAmount: 9999, paymentStatus: 'pending', status: 'pending' }),
    booking({
      totalAmount: 40000,
      paymentStatus: 'failed',
      status: 'cancelled',
      villaId: 'hornbill-villa',
      villaName: 'Hornbill Villa',
    }),
  ];
  it('revenue counts paid bookings only; average over paid bookings', () => {
    expect(paidRevenue(list)).toBe(47700);
    expect(averageBookingValue(list)).toBe(23850);
    expect(averageBookingValue([])).toBe(0);
  });
  it('dashboard figures', () => {
    expect(dashboardFigures(list, 3)).toEqual({
      totalBookings: 5,
      revenue: 47700,
      halfPayments: 1,
      advancesReceived: 25000,
      occupancyRate: 4.4,
      pendingBookings: 1,
      confirmedBookings: 3,
      completedBookings: 0,
      cancelledBookings: 1,
      paidBookings: 2,
      averageBookingValue: 23850,
      conversionRate: 60,
    });
  });
  it('trend by short month and top villas by revenue', () => {
    expect(revenueTrend([booking({ createdAt: '2026-10-03T00:00:00Z' }), booking()])).toEqual([
      { month: 'Oct', revenue: 17700, bookings: 1 },
      { month: 'Nov', revenue: 17700, bookings: 1 },
    ]);
    expect(topVillas(list).map((v) => [v.villaId, v.revenue])).toEqual([
      ['glass-cottage', 47700],
      ['hornbill-villa', 0],
    ]);
  });
});
