import { describe, expect, it } from 'vitest';
import { MOVEMENT_KINDS, type MovementKind } from './folio';
import {
  adr,
  bookingRevenue,
  periodShare,
  paymentsReceivedSign,
  PAYMENTS_RECEIVED_KINDS,
  revpar,
  type BookingRevenueFacts,
} from './money-figures';

/** A stay of ₹10,000 before tax, ₹11,800 with 18% GST; nothing received, no charges. */
const stay = (over: Partial<BookingRevenueFacts> = {}): BookingRevenueFacts => ({
  status: 'confirmed',
  subtotal: 10_000,
  total: 11_800,
  chargesTotal: 0,
  chargesExTax: 0,
  received: 0,
  unapplied: 0,
  refunded: 0,
  ...over,
});

describe('Revenue of a booking (decision 0113)', () => {
  it.each<[string, Partial<BookingRevenueFacts>, { nights: number; charges: number }]>([
    ['a sold stay earns its pre-tax price, paid or not', {}, { nights: 10_000, charges: 0 }],
    ['fully paid', { received: 11_800 }, { nights: 10_000, charges: 0 }],
    [
      'checked out, half paid',
      { status: 'checked_out', received: 5900 },
      { nights: 10_000, charges: 0 },
    ],
    [
      'a partial refund on a stay that went ahead takes its pre-tax share',
      { received: 11_800, refunded: 2360 },
      { nights: 8000, charges: 0 },
    ],
    [
      'a refund of money paid beyond the price (cheaper dates) takes nothing',
      { subtotal: 5000, total: 5900, received: 11_800, refunded: 5900 },
      { nights: 5000, charges: 0 },
    ],
    [
      'a refund of unapplied money (paid twice) takes nothing',
      { received: 11_800, unapplied: 11_800, refunded: 11_800 },
      { nights: 10_000, charges: 0 },
    ],
    [
      'a failed refund gave nothing back (refunded is asked − failed)',
      { received: 11_800, refunded: 0 },
      { nights: 10_000, charges: 0 },
    ],
    [
      'charges count before tax; the refund share covers stay and charges',
      { received: 14_160, chargesTotal: 2360, chargesExTax: 2000 },
      { nights: 10_000, charges: 2000 },
    ],
    [
      'cancelled with nothing paid earns nothing',
      { status: 'cancelled' },
      { nights: 0, charges: 0 },
    ],
    [
      'cancelled keeps what was not refunded, pre-tax',
      { status: 'cancelled', received: 5900, refunded: 3540 },
      { nights: 2000, charges: 0 },
    ],
    [
      'cancelled and fully refunded earns nothing',
      { status: 'cancelled', received: 11_800, refunded: 11_800 },
      { nights: 0, charges: 0 },
    ],
    [
      'cancelled: charges count only through the money kept',
      { status: 'cancelled', received: 2360, chargesTotal: 2360, chargesExTax: 2000 },
      { nights: 2000, charges: 0 },
    ],
    [
      'a pending booking with money earns what it keeps',
      { status: 'pending', received: 5900 },
      { nights: 5000, charges: 0 },
    ],
    [
      'a no-show keeps its advance',
      { status: 'no_show', received: 5900 },
      { nights: 5000, charges: 0 },
    ],
  ])('%s', (_name, over, expected) => {
    const r = bookingRevenue(stay(over));
    expect(r.nights).toBeCloseTo(expected.nights, 6);
    expect(r.charges).toBeCloseTo(expected.charges, 6);
  });
});

describe('a period’s share of a stay', () => {
  it.each([
    [10_000, 4, 4, 10_000],
    [10_000, 4, 1, 2500],
    [10_000, 3, 2, 6667],
    [10_000, 3, 0, 0],
    [10_000, 0, 1, 0],
    [10_000, 3, 5, 10_000],
  ])('%d over %d nights, %d in the period → %d', (value, nights, overlap, expected) => {
    expect(periodShare(value, nights, overlap)).toBe(expected);
  });
});

describe('Payments received signs', () => {
  const signs: Record<MovementKind, 1 | -1 | 0> = {
    online_payment: 1,
    bank_transfer: 1,
    desk_payment: 1,
    opening_balance: 1,
    unapplied_payment: 1,
    refund_requested: -1,
    refund_processed: 0,
    refund_failed: 1,
    charge_added: 0,
    charge_voided: 0,
    stay_repriced: 0,
  };
  it.each(MOVEMENT_KINDS.map((k) => [k, signs[k]] as const))('%s → %d', (kind, sign) => {
    expect(paymentsReceivedSign(kind)).toBe(sign);
    expect(PAYMENTS_RECEIVED_KINDS.includes(kind)).toBe(sign !== 0);
  });
});

describe('ADR and RevPAR divide the same revenue', () => {
  it.each([
    [30_000, 3, 66, 10_000, 455],
    [0, 0, 0, 0, 0],
    [5000, 0, 10, 0, 500],
  ])('revenue %d, %d nights sold, %d available', (revenue, sold, available, a, r) => {
    expect(adr(revenue, sold)).toBe(a);
    expect(revpar(revenue, available)).toBe(r);
  });
});
