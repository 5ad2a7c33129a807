import { describe, expect, it } from 'vitest';
import {
  halfPayment,
  nightlyRate,
  packageTotal,
  quoteStay,
  remainingAfter,
  taxesOn,
  toPaise,
  type PricingRule,
} from './pricing';

const glass = { id: 'glass-cottage', name: 'Glass Cottage', basePrice: 15000 };
const rules: PricingRule[] = [
  {
    name: 'Weekend',
    villaId: null,
    priceModifier: 1.3,
    isActive: true,
    startDate: null,
    endDate: null,
    daysOfWeek: [5, 6],
  },
  {
    name: 'Holiday season',
    villaId: null,
    priceModifier: 1.8,
    isActive: true,
    startDate: '2026-12-24',
    endDate: '2027-01-01',
    daysOfWeek: null,
  },
  {
    name: 'Old promo',
    villaId: null,
    priceModifier: 3,
    isActive: false,
    startDate: null,
    endDate: null,
    daysOfWeek: null,
  },
  {
    name: 'Hornbill festival',
    villaId: 'hornbill-villa',
    priceModifier: 2.5,
    isActive: true,
    startDate: null,
    endDate: null,
    daysOfWeek: null,
  },
];
const breakfast = {
  id: 'breakfast-package',
  name: 'Bed & Breakfast Package',
  price: 500,
  duration: 'Per night',
};
const roomOnly = { id: 'basic-stay', name: 'Room Only Package', price: 0, duration: 'Per night' };

const stay = (
  checkIn: string,
  checkOut: string,
  extra: Partial<Parameters<typeof quoteStay>[0]> = {},
) =>
  quoteStay({
    villa: glass,
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    rooms: 1,
    rules,
    overrides: [],
    ...extra,
  });

describe('nightlyRate', () => {
  it.each([
    ['a Tuesday', '2026-12-01', 15000],
    ['a Friday night', '2026-12-04', 19500],
    ['a Saturday night', '2026-12-05', 19500],
    ['a Sunday night', '2026-12-06', 15000],
    ['Christmas Eve (holiday, Thursday)', '2026-12-24', 27000],
    ['a holiday Friday: the highest modifier wins', '2026-12-25', 27000],
    ['New Year’s Day, the last holiday night', '2027-01-01', 27000],
    ['2 January, a Saturday after the holidays', '2027-01-02', 19500],
  ])('%s', (_label, date, rate) => {
    expect(nightlyRate(glass, date, rules, []).rate).toBe(rate);
  });

  it('uses the date’s override above every rule', () => {
    expect(
      nightlyRate(glass, '2026-12-25', rules, [{ date: '2026-12-25', priceOverride: 12000 }]).rate,
    ).toBe(12000);
    expect(
      nightlyRate(glass, '2026-12-25', rules, [{ date: '2026-12-25', priceOverride: null }]).rate,
    ).toBe(27000);
  });

  it('rounds base × modifier', () => {
    expect(nightlyRate({ ...glass, basePrice: 15001 }, '2026-12-04', rules, []).rate).toBe(19501);
  });

  it('ignores inactive rules and rules of other villas', () => {
    expect(nightlyRate(glass, '2026-12-01', rules, []).rate).toBe(15000);
    expect(
      nightlyRate(
        { id: 'hornbill-villa', name: 'Hornbill Villa', basePrice: 18000 },
        '2026-12-01',
        rules,
        [],
      ).rate,
    ).toBe(45000);
  });
});

describe('quoteStay', () => {
  it.each([
    // label, checkIn, checkOut, options, villaTotal, packageTotal, subtotal, taxes, total
    [
      'weekday night, 2 guests, room only (the spec’s test booking)',
      '2026-12-01',
      '2026-12-02',
      { pkg: roomOnly },
      15000,
      0,
      15000,
      2700,
      17700,
    ],
    [
      'Thursday to Sunday, across a weekend',
      '2026-12-03',
      '2026-12-06',
      {},
      54000,
      0,
      54000,
      9720,
      63720,
    ],
    [
      'into the holidays across a weekend',
      '2026-12-22',
      '2026-12-26',
      {},
      84000,
      0,
      84000,
      15120,
      99120,
    ],
    ['across the year end', '2026-12-31', '2027-01-03', {}, 73500, 0, 73500, 13230, 86730],
    [
      '4 guests in one cottage: 2 extra guests',
      '2026-12-01',
      '2026-12-02',
      { adults: 2, children: 2 },
      19000,
      0,
      19000,
      3420,
      22420,
    ],
    [
      'two rooms, 4 adults: no extra guests',
      '2026-12-01',
      '2026-12-03',
      { adults: 4, rooms: 2 },
      60000,
      0,
      60000,
      10800,
      70800,
    ],
    [
      'two rooms, 4 adults and 2 children',
      '2026-12-01',
      '2026-12-02',
      { adults: 4, children: 2, rooms: 2 },
      34000,
      0,
      34000,
      6120,
      40120,
    ],
    [
      'breakfast for 2, 2 nights',
      '2026-12-01',
      '2026-12-03',
      { pkg: breakfast },
      30000,
      1000,
      31000,
      5580,
      36580,
    ],
    [
      'breakfast for 3, 2 nights',
      '2026-12-01',
      '2026-12-03',
      { pkg: breakfast, adults: 3 },
      34000,
      2000,
      36000,
      6480,
      42480,
    ],
  ])('%s', (_label, checkIn, checkOut, extra, villaTotal, pkgTotal, subtotal, taxes, total) => {
    const q = stay(checkIn, checkOut, extra);
    expect([q.villaTotal, q.packageTotal, q.subtotal, q.taxes, q.total]).toEqual([
      villaTotal,
      pkgTotal,
      subtotal,
      taxes,
      total,
    ]);
    expect(q.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(q.total);
    expect(q.safariTotal).toBe(0);
    expect(q.currency).toBe('INR');
  });

  it('shows one line when every night costs the same', () => {
    const q = stay('2026-12-01', '2026-12-03', { pkg: breakfast });
    expect(q.lines).toEqual([
      { kind: 'villa', label: 'Glass Cottage: ₹15,000 × 2 nights', amount: 30000 },
      { kind: 'package', label: 'Bed & Breakfast Package: ₹500 × 2 nights', amount: 1000 },
      { kind: 'tax', label: 'Taxes (18% GST)', amount: 5580 },
    ]);
  });

  it('shows each night’s rate when rates differ, with extra-guest charges', () => {
    const q = stay('2026-12-03', '2026-12-05', { adults: 3 });
    expect(q.lines).toEqual([
      { kind: 'villa', label: 'Glass Cottage, night of Thu, Dec 3', amount: 15000 },
      { kind: 'villa', label: 'Glass Cottage, night of Fri, Dec 4 (weekend rate)', amount: 19500 },
      { kind: 'extra-guests', label: 'Extra guests: 1 × ₹2,000 × 2 nights', amount: 4000 },
      { kind: 'tax', label: 'Taxes (18% GST)', amount: 6930 },
    ]);
    expect(q.nights).toBe(2);
    expect(q.nightly.map((n) => n.rate)).toEqual([15000, 19500]);
  });

  it('gives the half-payment advance, rounded', () => {
    expect(stay('2026-12-01', '2026-12-02').halfAdvance).toBe(8850);
  });
});

describe('packageTotal', () => {
  it.each([
    ['Per night', 500, 3, 2, 1500],
    ['Per stay', 3000, 3, 2, 3000],
    ['One-time', 2500, 3, 2, 2500],
    ['Per person', 1000, 3, 2, 2000],
    ['Per person, 3 guests (+500 per night for the third)', 1000, 3, 3, 4500],
    ['an unknown duration counts per night', 500, 3, 2, 1500],
    ['price 0 costs nothing, even with extra guests', 0, 3, 4, 0],
  ])('%s', (label, price, nights, guests, expected) => {
    const duration = label.startsWith('an unknown')
      ? 'Fortnightly'
      : label.split(',')[0]!.split(' (')[0]!;
    expect(packageTotal({ id: 'p', name: 'P', price, duration }, nights, guests)).toBe(expected);
  });
  it('is 0 without a package', () => expect(packageTotal(null, 3, 2)).toBe(0));
});

describe('money rules', () => {
  it.each([
    [15000, 2700],
    [15001, 2700],
    [15003, 2701],
    [0, 0],
  ])('taxes on %i are %i', (subtotal, taxes) => expect(taxesOn(subtotal)).toBe(taxes));

  it.each([
    [17700, 8850, 8850],
    [17701, 8851, 8850],
    [1, 1, 0],
    [0, 0, 0],
  ])('half of %i is %i now and %i at the property', (total, advance, remaining) => {
    expect(halfPayment(total)).toEqual({ advance, remaining });
  });

  it('never leaves a negative remainder', () => {
    expect(remainingAfter(17700, 20000)).toBe(0);
    expect(remainingAfter(17700, 8850)).toBe(8850);
  });

  it('sends paise to the provider', () => expect(toPaise(17700)).toBe(1770000));
});

describe('GST by tariff per unit-night (decision 0114)', () => {
  const cabin = { id: 'cabin', name: 'Cabin', basePrice: 6000 };
  const at = (
    villa: { id: string; name: string; basePrice: number },
    checkIn: string,
    checkOut: string,
    extra: Partial<Parameters<typeof quoteStay>[0]> = {},
  ) => stay(checkIn, checkOut, { villa, ...extra });

  it.each([
    // [case, villa, checkIn, checkOut, extra, subtotal, taxes, label]
    [
      'the spec: weekday Glass Cottage, 1 night',
      glass,
      '2026-12-01',
      '2026-12-02',
      {},
      15000,
      2700,
      'Taxes (18% GST)',
    ],
    [
      'a ₹6,000 cabin on weekdays: 5%',
      cabin,
      '2026-12-01',
      '2026-12-03',
      {},
      12000,
      600,
      'Taxes (5% GST)',
    ],
    [
      'a ₹6,000 cabin with an extra guest: ₹8,000 a unit-night → 18%',
      cabin,
      '2026-12-01',
      '2026-12-02',
      { adults: 3 },
      8000,
      1440,
      'Taxes (18% GST)',
    ],
    [
      'a ₹6,000 cabin, two rooms and an extra guest: ₹7,000 a unit-night → 5%',
      cabin,
      '2026-12-01',
      '2026-12-02',
      { adults: 5, rooms: 2 },
      14000,
      700,
      'Taxes (5% GST)',
    ],
    // Thursday ₹6,000 (5%), Friday weekend ₹7,800 (18%); (no package).
    [
      'a cabin over Thursday and the weekend Friday: mixed slabs',
      cabin,
      '2026-12-03',
      '2026-12-05',
      {},
      13800,
      300 + 1404,
      'Taxes (GST 5% on ₹6,000, 18% on ₹7,800)',
    ],
    [
      'a ₹900 tariff: 5% (no exemption since 2022)',
      { id: 'dorm', name: 'Dorm', basePrice: 900 },
      '2026-12-01',
      '2026-12-02',
      {},
      900,
      45,
      'Taxes (5% GST)',
    ],
  ])('%s', (_, villa, checkIn, checkOut, extra, subtotal, taxes, label) => {
    const q = at(villa, checkIn, checkOut, extra);
    expect([q.subtotal, q.taxes, q.total]).toEqual([subtotal, taxes, subtotal + taxes]);
    expect(q.lines.at(-1)).toEqual({ kind: 'tax', label, amount: taxes });
  });

  it('configured slabs replace the default', () => {
    const q = stay('2026-12-01', '2026-12-02', {
      gstSlabs: [
        { upTo: 20000, percent: 12 },
        { upTo: null, percent: 28 },
      ],
    });
    expect([q.taxes, q.lines.at(-1)?.label]).toEqual([1800, 'Taxes (12% GST)']);
  });
});
