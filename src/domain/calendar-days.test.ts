import { describe, expect, it } from 'vitest';
import { calendarDays, monthRange } from './calendar-days';
import { nightlyRate, type PricingRule } from './pricing';

const glass = { id: 'glass-cottage', name: 'Glass Cottage', basePrice: 15000 };
const hornbill = { id: 'hornbill-villa', name: 'Hornbill Villa', basePrice: 18000 };
const weekend: PricingRule = {
  name: 'Weekend',
  villaId: null,
  priceModifier: 1.3,
  isActive: true,
  startDate: null,
  endDate: null,
  daysOfWeek: [5, 6],
  minNights: 2,
};

describe('monthRange', () => {
  it.each([
    ['2026-11', { first: '2026-11-01', last: '2026-11-30' }],
    ['2026-12', { first: '2026-12-01', last: '2026-12-31' }],
    ['2028-02', { first: '2028-02-01', last: '2028-02-29' }],
    ['2026-13', null],
    ['2026-1', null],
    ['nov', null],
  ] as const)('%s', (month, expected) => expect(monthRange(month)).toEqual(expected));
});

describe('calendarDays', () => {
  const base = {
    rules: [weekend],
    overrides: [],
    first: '2026-12-03',
    last: '2026-12-05',
    today: '2026-12-04',
    rooms: 1,
  };
  it('gives one villa its own nightly rate, rooms left and minimum stay; past nights are unavailable', () => {
    const days = calendarDays({
      ...base,
      villas: [glass],
      counts: [
        { villaId: 'glass-cottage', date: '2026-12-03', free: 14, held: 0 },
        { villaId: 'glass-cottage', date: '2026-12-04', free: 3, held: 1 },
        { villaId: 'glass-cottage', date: '2026-12-05', free: 1, held: 2 },
      ],
    });
    expect(days).toEqual([
      { date: '2026-12-03', available: false, unitsLeft: 14, price: 15000 },
      { date: '2026-12-04', available: true, unitsLeft: 2, price: 19500, minNights: 2 },
      { date: '2026-12-05', available: false, unitsLeft: 0, price: 19500, minNights: 2 },
    ]);
    for (const d of days) expect(d.price).toBe(nightlyRate(glass, d.date, [weekend], []).rate);
  });

  it('without a villa: rooms summed, the cheapest villa with enough rooms sets the price', () => {
    const days = calendarDays({
      ...base,
      rooms: 2,
      villas: [glass, hornbill],
      overrides: [{ villaId: 'hornbill-villa', date: '2026-12-04', priceOverride: 12000 }],
      counts: [
        { villaId: 'glass-cottage', date: '2026-12-04', free: 5, held: 0 },
        { villaId: 'hornbill-villa', date: '2026-12-04', free: 1, held: 0 },
        { villaId: 'glass-cottage', date: '2026-12-05', free: 0, held: 0 },
        { villaId: 'hornbill-villa', date: '2026-12-05', free: 0, held: 0 },
      ],
    });
    // Hornbill's ₹12,000 special rate has only 1 room: the 2 rooms asked for cost ₹19,500 each.
    expect(days[1]).toEqual({
      date: '2026-12-04',
      available: true,
      unitsLeft: 6,
      price: 19500,
      minNights: 2,
    });
    // Sold out everywhere: still priced (the cheapest), not available.
    expect(days[2]).toMatchObject({ available: false, unitsLeft: 0, price: 19500 });
  });
});
