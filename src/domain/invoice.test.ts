import { describe, expect, it } from 'vitest';
import { buildInvoice, confirmationHeading, formatInvoiceMoney } from './invoice';

const base = {
  subtotal: 15000,
  taxes: 2700,
  total: 17700,
  paymentStatus: 'paid',
  advanceAmount: 0,
  remainingAmount: 0,
  priceLines: [
    { label: 'Glass Cottage: 1 night × ₹15,000', amount: 15000, kind: 'villa' },
    { label: 'Taxes (18%)', amount: 2700, kind: 'taxes' },
  ],
};

describe('buildInvoice', () => {
  it.each([
    // taxes, cgst paise, sgst paise
    [2700, 135000, 135000],
    [2701, 135050, 135050],
    [1, 50, 50],
    [0, 0, 0],
  ])('splits taxes %i into CGST %i + SGST %i paise', (taxes, cgst, sgst) => {
    const inv = buildInvoice({ ...base, taxes, total: base.subtotal + taxes });
    expect(inv.cgstPaise).toBe(cgst);
    expect(inv.sgstPaise).toBe(sgst);
    expect(inv.cgstPaise + inv.sgstPaise).toBe(taxes * 100);
  });

  it.each([
    ['paid', 0, 17700, 0],
    ['advance_paid', 8850, 8850, 8850],
    ['pending', 0, 0, 17700],
    ['failed', 0, 0, 17700],
  ])('payment %s with advance %i: paid %i, due %i', (paymentStatus, advanceAmount, paid, due) => {
    const inv = buildInvoice({ ...base, paymentStatus, advanceAmount });
    expect(inv.paidPaise).toBe(paid * 100);
    expect(inv.duePaise).toBe(due * 100);
  });

  it('after a refund shows what was received, not ₹0 paid and the whole total due', () => {
    // Paid in full (17,700), then 5,000 refunded: received stays 17,700, nothing is due.
    const inv = buildInvoice({ ...base, paymentStatus: 'partial_refund', remainingAmount: 0 });
    expect(inv.paidPaise).toBe(17_700 * 100);
    expect(inv.duePaise).toBe(0);
  });

  it('prints price lines but not the quote tax line (replaced by CGST + SGST)', () => {
    expect(buildInvoice(base).lines).toEqual([
      { label: 'Glass Cottage: 1 night × ₹15,000', amountPaise: 1_500_000 },
    ]);
  });
});

describe('formatInvoiceMoney', () => {
  it.each([
    [1_770_000, 'INR 17,700.00'],
    [135_050, 'INR 1,350.50'],
    [12_345_678_900, 'INR 12,34,56,789.00'],
    [0, 'INR 0.00'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatInvoiceMoney(paise)).toBe(text);
  });
});

describe('confirmationHeading (never a tax invoice: decision 0114)', () => {
  it.each([
    [true, 'Booking confirmation / receipt'],
    [false, 'Booking confirmation'],
  ])('settled %s → %s', (settled, heading) => {
    expect(confirmationHeading(settled)).toBe(heading);
  });
});
