import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, promoCodeSchema, promoDiscount, promoIssue, type Promo } from './promo';
import { quoteStay } from './pricing';

const base: Promo = {
  id: 'p1',
  code: 'FOREST10',
  kind: 'percent',
  value: 10,
  stayFrom: null,
  stayTo: null,
  bookFrom: null,
  bookTo: null,
  minNights: null,
  villaIds: null,
  maxUses: null,
  maxUsesPerEmail: null,
  isActive: true,
};
const stay = {
  villaId: 'glass-cottage',
  villaName: 'Glass Cottage',
  checkIn: '2027-01-05',
  checkOut: '2027-01-07',
  today: '2026-12-01',
  uses: 0,
};

describe('promoIssue', () => {
  it.each([
    ['a plain code', {}, {}, null],
    ['switched off', { isActive: false }, {}, PROMO_MESSAGES.inactive],
    [
      'booked too early',
      { bookFrom: '2026-12-10' },
      {},
      PROMO_MESSAGES.bookingWindow('2026-12-10', null),
    ],
    [
      'booked too late',
      { bookTo: '2026-11-30' },
      {},
      PROMO_MESSAGES.bookingWindow(null, '2026-11-30'),
    ],
    [
      'the last night inside the stay window',
      { stayFrom: '2027-01-05', stayTo: '2027-01-06' },
      {},
      null,
    ],
    [
      'a night past the stay window',
      { stayTo: '2027-01-05' },
      {},
      PROMO_MESSAGES.stayWindow(null, '2027-01-05'),
    ],
    [
      'arriving before the stay window',
      { stayFrom: '2027-01-06' },
      {},
      PROMO_MESSAGES.stayWindow('2027-01-06', null),
    ],
    ['too few nights', { minNights: 3 }, {}, PROMO_MESSAGES.minNights(3)],
    [
      'another villa only',
      { villaIds: ['hornbill-villa'] },
      {},
      PROMO_MESSAGES.villa('Glass Cottage'),
    ],
    ['this villa among others', { villaIds: ['hornbill-villa', 'glass-cottage'] }, {}, null],
    ['uses left', { maxUses: 2 }, { uses: 1 }, null],
    ['used up', { maxUses: 2 }, { uses: 2 }, PROMO_MESSAGES.usedUp],
    ['used by this e-mail', { maxUsesPerEmail: 1 }, { usesByEmail: 1 }, PROMO_MESSAGES.usedByEmail],
    ['e-mail unknown yet (a quote)', { maxUsesPerEmail: 1 }, {}, null],
  ] as const)('%s', (_name, promo, extra, expected) => {
    expect(promoIssue({ ...base, ...promo }, { ...stay, ...extra })).toBe(expected);
  });
});

describe('promoDiscount', () => {
  it.each([
    ['10% of 15,000', 'percent', 10, 15000, 1500],
    ['12.5% rounds', 'percent', 12, 17701, 2124],
    ['an amount', 'amount', 2000, 15000, 2000],
    ['never more than the subtotal', 'amount', 50000, 15000, 15000],
    ['100%', 'percent', 100, 15000, 15000],
  ] as const)('%s', (_n, kind, value, subtotal, expected) => {
    expect(promoDiscount({ kind, value }, subtotal)).toBe(expected);
  });
});

describe('quoteStay with a promo code', () => {
  const villa = { id: 'glass-cottage', name: 'Glass Cottage', basePrice: 15000 };
  it('adds a discount line and taxes the discounted amount (one price rule)', () => {
    const q = quoteStay({
      villa,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      adults: 2,
      children: 0,
      rooms: 1,
      rules: [],
      overrides: [],
      promo: { code: 'MONSOON', kind: 'amount', value: 3000 },
    });
    expect(q).toMatchObject({ discount: 3000, subtotal: 12000, taxes: 2160, total: 14160 });
    expect(q.lines.at(-2)).toEqual({
      kind: 'discount',
      label: 'Promo code MONSOON (₹3,000 off)',
      amount: -3000,
    });
    expect(q.lines.reduce((s, l) => s + l.amount, 0)).toBe(q.total);
  });
});

describe('promoCodeSchema', () => {
  it('upper-cases the code and refuses bad ones', () => {
    expect(promoCodeSchema.parse({ code: ' forest10 ', kind: 'percent', value: 10 }).code).toBe(
      'FOREST10',
    );
    expect(
      promoCodeSchema.safeParse({ code: 'no spaces', kind: 'percent', value: 10 }).success,
    ).toBe(false);
    expect(promoCodeSchema.safeParse({ code: 'BIG', kind: 'percent', value: 101 }).success).toBe(
      false,
    );
    expect(promoCodeSchema.safeParse({ code: 'BIG', kind: 'amount', value: 101 }).success).toBe(
      true,
    );
  });
});
