import { describe, expect, it } from 'vitest';
import {
  averageBookingValue,
  growthPercent,
  kpis,
  percent,
  rangeInstants,
  rangeLabel,
  reportFileName,
  reportQuerySchema,
  reportRanges,
  shares,
  trendMonths,
  unitNightsAvailable,
} from './reports';

describe('report ranges (resort dates)', () => {
  it.each([
    // period, today, current, previous
    ['week', '2026-11-23', ['2026-11-17', '2026-11-23'], ['2026-11-10', '2026-11-16']],
    ['month', '2026-11-23', ['2026-11-01', '2026-11-23'], ['2026-10-01', '2026-10-31']],
    ['month', '2026-03-01', ['2026-03-01', '2026-03-01'], ['2026-02-01', '2026-02-28']],
    ['month', '2026-01-15', ['2026-01-01', '2026-01-15'], ['2025-12-01', '2025-12-31']],
    ['quarter', '2026-11-23', ['2026-10-01', '2026-11-23'], ['2026-07-01', '2026-09-30']],
    ['quarter', '2026-02-10', ['2026-01-01', '2026-02-10'], ['2025-10-01', '2025-12-31']],
    ['year', '2026-11-23', ['2026-01-01', '2026-11-23'], ['2025-01-01', '2025-12-31']],
  ] as const)('%s on %s', (period, today, [from, to], [pFrom, pTo]) => {
    expect(reportRanges({ period }, today)).toEqual({
      current: { from, to },
      previous: { from: pFrom, to: pTo },
    });
  });

  it('a custom range is compared with the same number of days just before it', () => {
    expect(
      reportRanges({ period: 'custom', from: '2026-03-01', to: '2026-03-10' }, '2026-11-23'),
    ).toEqual({
      current: { from: '2026-03-01', to: '2026-03-10' },
      previous: { from: '2026-02-19', to: '2026-02-28' },
    });
  });

  it.each([
    // range, zone, start, end (exclusive)
    [
      { from: '2026-10-01', to: '2026-10-31' },
      'Asia/Kolkata',
      '2026-09-30T18:30:00.000Z',
      '2026-10-31T18:30:00.000Z',
    ],
    [
      { from: '2026-11-23', to: '2026-11-23' },
      'UTC',
      '2026-11-23T00:00:00.000Z',
      '2026-11-24T00:00:00.000Z',
    ],
    // Daylight saving: 29 March 2026 is 23 hours long in London.
    [
      { from: '2026-03-29', to: '2026-03-29' },
      'Europe/London',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ],
  ])('%o in %s covers [%s, %s)', (range, zone, start, end) => {
    const r = rangeInstants(range, zone);
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([start, end]);
  });
});

describe('report query', () => {
  it.each([
    [{}, { period: 'month', reportType: 'overview', status: 'all' }],
    [
      { period: 'week', villaId: 'all', status: 'cancelled' },
      { period: 'week', status: 'cancelled', villaId: undefined },
    ],
    [
      { period: 'custom', from: '2026-01-01', to: '2026-01-31' },
      { period: 'custom', from: '2026-01-01', to: '2026-01-31' },
    ],
  ])('accepts %o', (input, expected) => {
    expect(reportQuerySchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    [{ period: 'decade' }, 'period'],
    [{ period: 'custom' }, 'from'],
    [{ period: 'custom', from: '2026-02-01', to: '2026-01-01' }, 'to'],
    [{ period: 'custom', from: '2020-01-01', to: '2026-01-01' }, 'to'],
    [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'from'],
    // Malformed dates are a field issue, not a crash of the range rules (Issue 23: a 500 before).
    [{ period: 'custom', from: 'null', to: '2026-03-01' }, 'from'],
    [{ period: 'custom', from: '2026-01-01', to: 'tomorrow' }, 'to'],
    [{ period: 'custom', from: '2026-01-01', to: '9999-12-31' }, 'to'],
    [{ period: 'custom', from: '0001-01-01', to: '2026-01-01' }, 'from'],
    [{ reportType: 'weather' }, 'reportType'],
    [{ status: 'pending' }, 'status'],
  ])('refuses %o (field %s)', (input, field) => {
    const result = reportQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe('growth', () => {
  it.each([
    [1500, 1000, 50],
    [500, 1000, -50],
    [1000, 0, 0],
    [0, 0, 0],
    [1, 3, -66.7],
  ])('%d against %d is %d%%', (current, previous, growth) => {
    expect(growthPercent(current, previous)).toBe(growth);
  });
});

describe('KPI formulas', () => {
  const base = {
    nightsSold: 0,
    unitNightsAvailable: 0,
    revenue: 0,
    created: 0,
    confirmed: 0,
    cancelled: 0,
    stays: 0,
    stayNights: 0,
    leadDays: 0,
  };

  it('everything is 0 without data (no division by zero)', () => {
    expect(kpis(base)).toEqual({
      occupancyRate: 0,
      adr: 0,
      revpar: 0,
      averageStay: 0,
      leadTime: 0,
      cancellationRate: 0,
      conversionRate: 0,
      nightsSold: 0,
      unitNightsAvailable: 0,
    });
  });

  it('a hand-computed month: 22 units × 30 days, 60 unit-nights blocked, 150 nights sold for ₹30,00,000', () => {
    const available = unitNightsAvailable(22, 30, 60);
    expect(available).toBe(600);
    expect(
      kpis({
        ...base,
        nightsSold: 150,
        unitNightsAvailable: available,
        revenue: 3_000_000,
        created: 40,
        confirmed: 30,
        cancelled: 4,
        stays: 36,
        stayNights: 90,
        leadDays: 500,
      }),
    ).toEqual({
      occupancyRate: 25,
      adr: 20_000,
      revpar: 5000,
      averageStay: 2.5,
      leadTime: 13.9,
      cancellationRate: 10,
      conversionRate: 75,
      nightsSold: 150,
      unitNightsAvailable: 600,
    });
  });

  it.each([
    [22, 7, 0, 154],
    [4, 30, 200, 0],
    [0, 30, 0, 0],
  ])('%d units × %d days less %d blocked = %d available', (units, days, blocked, expected) => {
    expect(unitNightsAvailable(units, days, blocked)).toBe(expected);
  });

  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 0, 0],
  ])('percent(%d, %d) = %d', (part, whole, expected) =>
    expect(percent(part, whole)).toBe(expected),
  );

  it.each([
    [100_000, 3, 33_333],
    [0, 0, 0],
    [5000, 0, 0],
  ])('average booking value of %d over %d bookings = %d', (revenue, n, expected) =>
    expect(averageBookingValue(revenue, n)).toBe(expected),
  );

  it('shares add up and are 0 without revenue', () => {
    expect(shares([{ revenue: 300 }, { revenue: 100 }]).map((r) => r.share)).toEqual([75, 25]);
    expect(shares([{ revenue: 0 }]).map((r) => r.share)).toEqual([0]);
  });
});

describe('trend months', () => {
  it.each([
    [
      { from: '2026-11-17', to: '2026-11-23' },
      ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
      '2026-06-01',
      '2026-11-30',
    ],
    [
      { from: '2026-01-01', to: '2026-11-23' },
      [
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
      ],
      '2026-01-01',
      '2026-11-30',
    ],
    [
      { from: '2026-02-01', to: '2026-02-10' },
      ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'],
      '2025-09-01',
      '2026-02-28',
    ],
  ])('%o', (range, months, from, to) => {
    expect(trendMonths(range)).toEqual({ months, range: { from, to } });
  });
});

describe('labels and file names', () => {
  it('describes a range and names a file with the period and a timestamp', () => {
    expect(rangeLabel({ from: '2026-11-01', to: '2026-11-23' })).toBe('1 Nov 2026 – 23 Nov 2026');
    expect(rangeLabel({ from: '2026-11-23', to: '2026-11-23' })).toBe('23 Nov 2026');
    expect(
      reportFileName(
        'month',
        { from: '2026-11-01', to: '2026-11-23' },
        new Date('2026-11-23T07:01:09Z'),
        'xlsx',
      ),
    ).toBe('report-month-2026-11-01_2026-11-23-20261123-0701.xlsx');
  });
});
