import { describe, expect, it } from 'vitest';
import {
  amountReceived,
  applyPropertyPayment,
  paymentStatusAfterRefund,
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

describe('applyPropertyPayment', () => {
  it.each([
    [
      'the balance of a Half Paid booking',
      b('advance_paid', 8850, 8850),
      8850,
      { ok: true, paymentStatus: 'paid', advanceAmount: 8850, remainingAmount: 0 },
    ],
    [
      'part of the balance',
      b('advance_paid', 8850, 8850),
      2000,
      { ok: true, paymentStatus: 'advance_paid', advanceAmount: 10850, remainingAmount: 6850 },
    ],
    [
      'the whole total on a pending booking',
      b('pending'),
      17700,
      { ok: true, paymentStatus: 'paid', advanceAmount: 0, remainingAmount: 0 },
    ],
    [
      'an advance on a pending booking',
      b('pending'),
      8850,
      { ok: true, paymentStatus: 'advance_paid', advanceAmount: 8850, remainingAmount: 8850 },
    ],
    [
      'more than is due',
      b('advance_paid', 8850, 8850),
      8851,
      { ok: false, message: 'Amount cannot exceed the amount due (₹8,850)' },
    ],
    [
      'a paid booking',
      b('paid', 0, 0),
      100,
      { ok: false, message: 'A payment cannot be recorded on a booking whose payment is paid' },
    ],
  ])('%s', (_l, booking, amount, expected) =>
    expect(applyPropertyPayment(booking, amount)).toEqual(expected),
  );
});
