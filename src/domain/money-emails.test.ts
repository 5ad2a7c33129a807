import { describe, expect, it } from 'vitest';
import {
  cancellationMoneyLine,
  methodWords,
  paymentMethodWords,
  receiptLines,
  refundHowLine,
} from './money-emails';

describe('money e-mail words (decision 0121)', () => {
  it.each([
    [{ paidAmount: 0, refundAmount: 0 }, 'No payment was taken for this booking.'],
    [
      { paidAmount: 17700, refundAmount: 0 },
      'No refund: Late cancellation. You paid ₹17,700 for this booking.',
    ],
    [
      { paidAmount: 17700, refundAmount: 17700 },
      'Refund: ₹17,700 of the ₹17,700 you paid. We will e-mail you when the refund is processed, with how it is paid back and when to expect it.',
    ],
    [
      { paidAmount: 17700, refundAmount: 10000 },
      'Refund: ₹10,000 of the ₹17,700 you paid. The other ₹7,700 is not refunded: Late cancellation. We will e-mail you when the refund is processed, with how it is paid back and when to expect it.',
    ],
  ])('cancellation %o', (p, words) => {
    expect(cancellationMoneyLine({ ...p, reason: 'Late cancellation' })).toBe(words);
  });

  it.each([
    [
      { channel: 'razorpay' as const, amount: 5000 },
      [],
      '₹5,000 is on its way back to the card, UPI or bank account you paid with online. Refunds take 5-7 business days to reach your account.',
    ],
    [
      { channel: 'test' as const, amount: 100 },
      ['cash' as const],
      '₹100 is on its way back to the card, UPI or bank account you paid with online. Refunds take 5-7 business days to reach your account.',
    ],
    [
      { channel: 'manual' as const, amount: 8850 },
      ['cash' as const, 'upi' as const, 'cash' as const],
      '₹8,850 is paid back to you by the resort directly, by cash or UPI as you paid us.',
    ],
    [
      { channel: 'manual' as const, amount: 8850 },
      [],
      '₹8,850 is paid back to you by the resort directly; we will contact you to arrange it.',
    ],
  ])('refund %o by %o', (refund, methods, words) => {
    expect(refundHowLine(refund, methods)).toBe(words);
  });

  it('lists methods and names them', () => {
    expect(methodWords(['cash', 'card', 'bank_transfer'])).toBe('cash, card or bank transfer');
    expect(methodWords([])).toBe('');
    expect(paymentMethodWords('razorpay')).toBe('paid online');
    expect(paymentMethodWords('upi')).toBe('UPI');
    expect(paymentMethodWords(null)).toBe('payment');
  });

  it('a receipt says paid now, paid in all and what is due', () => {
    expect(
      receiptLines({ paidNow: 8850, method: 'cash', totalPaid: 17700, total: 20000, due: 2300 }),
    ).toEqual([
      ['Paid now', '₹8,850 (cash)'],
      ['Total paid', '₹17,700 of ₹20,000'],
      ['Balance due', '₹2,300'],
    ]);
    expect(receiptLines({ paidNow: 1, method: 'card', totalPaid: 1, total: 1, due: 0 })[2]).toEqual(
      ['Balance due', 'Nothing – paid in full'],
    );
  });
});
