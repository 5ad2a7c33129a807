import { describe, expect, it } from 'vitest';
import {
  amountReceived,
  isPaidOrHalfPaid,
  paymentStatusAfterRefund,
  planRefund,
  refundableAmount,
} from './refunds';

const b = (paymentStatus: string, advanceAmount = 0, remainingAmount = 17700) => ({
  paymentStatus,
  total: 17700,
  advanceAmount,
  remainingAmount,
});

describe('amountReceived', () => {
  it.each([
    ['pending', b('pending'), 0],
    ['failed', b('failed'), 0],
    ['paid', b('paid', 0, 0), 17700],
    ['paid (remaining not cleared)', b('paid', 0, 17700), 17700],
    ['Half Paid', b('advance_paid', 8850, 8850), 8850],
    ['partly refunded after full payment', b('partial_refund', 0, 0), 17700],
    ['refunded after a Half Paid advance', b('refunded', 8850, 8850), 8850],
  ])('%s', (_l, booking, expected) => expect(amountReceived(booking)).toBe(expected));
});

describe('isPaidOrHalfPaid', () => {
  it.each([
    ['paid', true],
    ['advance_paid', true],
    ['pending', false],
    ['failed', false],
    ['refunded', false],
    ['partial_refund', false],
  ])('%s → %s', (status, expected) => expect(isPaidOrHalfPaid(status)).toBe(expected));
});

describe('refunds', () => {
  it.each([
    [17700, 0, 17700],
    [17700, 5000, 12700],
    [8850, 8850, 0],
    [8850, 9000, 0],
  ])('refundable of %i with %i refunded is %i', (received, refunded, expected) =>
    expect(refundableAmount(received, refunded)).toBe(expected),
  );

  it.each([
    [17700, 17700, 'refunded'],
    [17700, 1, 'partial_refund'],
    [8850, 8850, 'refunded'],
  ])('received %i, refunded %i → %s', (received, refunded, expected) =>
    expect(paymentStatusAfterRefund(received, refunded)).toBe(expected),
  );
});

describe('planRefund', () => {
  const online = [
    { paymentId: 'pay_a', channel: 'razorpay' as const, available: 8850 },
    { paymentId: 'pay_b', channel: 'razorpay' as const, available: 3000 },
  ];
  it.each([
    [
      'within the first payment',
      5000,
      online,
      0,
      undefined,
      { ok: true, parts: [{ channel: 'razorpay', paymentId: 'pay_a', amount: 5000 }] },
    ],
    [
      'split across payments, then by hand',
      13000,
      online,
      2000,
      undefined,
      {
        ok: true,
        parts: [
          { channel: 'razorpay', paymentId: 'pay_a', amount: 8850 },
          { channel: 'razorpay', paymentId: 'pay_b', amount: 3000 },
          { channel: 'manual', paymentId: null, amount: 1150 },
        ],
      },
    ],
    [
      'desk money only',
      500,
      [],
      8850,
      undefined,
      { ok: true, parts: [{ channel: 'manual', paymentId: null, amount: 500 }] },
    ],
    [
      'one flagged payment',
      3000,
      online,
      2000,
      'pay_b',
      { ok: true, parts: [{ channel: 'razorpay', paymentId: 'pay_b', amount: 3000 }] },
    ],
    [
      'more than that payment',
      3001,
      online,
      2000,
      'pay_b',
      {
        ok: false,
        message: 'Refund amount cannot exceed ₹3,000 (the amount paid and not yet refunded)',
      },
    ],
    [
      'more than was paid',
      13851,
      online,
      2000,
      undefined,
      {
        ok: false,
        message: 'Refund amount cannot exceed ₹13,850 (the amount paid and not yet refunded)',
      },
    ],
    [
      'nothing paid',
      1,
      [],
      0,
      undefined,
      { ok: false, message: 'Nothing is left to refund on this booking' },
    ],
    [
      'zero',
      0,
      online,
      0,
      undefined,
      { ok: false, message: 'Amount must be a whole number of rupees above 0' },
    ],
  ])('%s', (_l, amount, sources, manual, only, expected) =>
    expect(planRefund(amount, sources, manual, only)).toEqual(expected),
  );
});
