import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from './enums';
import {
  advanceAmountOf,
  bookingMoneyOf,
  ledgerSums,
  paymentStatusOf,
  refundOwedOf,
  type MovementAmount,
} from './folio';
import { taxOnCharge } from './charge-tax';

const pay = (amount: number): MovementAmount => ({ kind: 'online_payment', amount });
const desk = (amount: number): MovementAmount => ({ kind: 'desk_payment', amount });
const refund = (amount: number): MovementAmount => ({ kind: 'refund_requested', amount });
const failed = (amount: number): MovementAmount => ({ kind: 'refund_failed', amount });
const charge = (amount: number): MovementAmount => ({ kind: 'charge_added', amount });
const voided = (amount: number): MovementAmount => ({ kind: 'charge_voided', amount });
const extra = (amount: number): MovementAmount => ({ kind: 'unapplied_payment', amount });

describe('bookingMoneyOf and paymentStatusOf (decision 0112)', () => {
  it.each<[string, number, MovementAmount[], boolean, object, PaymentStatus]>([
    ['nothing received', 17700, [], false, { received: 0, due: 17700 }, 'pending'],
    ['full online', 17700, [pay(17700)], false, { received: 17700, due: 0 }, 'paid'],
    ['half online', 17700, [pay(8850)], false, { due: 8850 }, 'advance_paid'],
    ['half then balance', 17700, [pay(8850), pay(8850)], false, { due: 0 }, 'paid'],
    ['half then desk', 17700, [pay(8850), desk(8850)], false, { due: 0 }, 'paid'],
    ['paid, price down (date change)', 12000, [pay(17700)], false, { due: 0 }, 'paid'],
    ['paid, price up: a balance is due', 23600, [pay(17700)], false, { due: 5900 }, 'advance_paid'],
    [
      'paid, a charge added',
      17700,
      [pay(17700), charge(2360)],
      false,
      { total: 20060, due: 2360 },
      'advance_paid',
    ],
    [
      'paid, the charge voided',
      17700,
      [pay(17700), charge(2360), voided(2360)],
      false,
      { total: 17700, due: 0 },
      'paid',
    ],
    [
      'full refund',
      17700,
      [pay(17700), refund(17700)],
      true,
      { refunded: 17700, due: 0 },
      'refunded',
    ],
    [
      'partial refund on a cancelled stay',
      17700,
      [pay(17700), refund(8850)],
      true,
      { due: 0 },
      'partial_refund',
    ],
    [
      'a failed refund counts nothing',
      17700,
      [pay(17700), refund(17700), failed(17700)],
      false,
      { refunded: 0, due: 0 },
      'paid',
    ],
    [
      'cancelled Half Paid: nothing due, still Half Paid',
      17700,
      [pay(8850)],
      true,
      { due: 0 },
      'advance_paid',
    ],
    [
      'a duplicate payment refunded: still paid',
      17700,
      [pay(17700), extra(17700), refund(17700)],
      false,
      { received: 35400, due: 0 },
      'paid',
    ],
    [
      'a late payment on a cancelled booking: status unchanged',
      17700,
      [extra(17700)],
      true,
      { received: 17700, due: 0 },
      'pending',
    ],
  ])('%s', (_label, stayTotal, movements, cancelled, money, status) => {
    const m = bookingMoneyOf({ stayTotal, cancelled }, movements);
    expect(m).toMatchObject(money);
    expect(m.due).toBe(cancelled ? 0 : Math.max(0, m.total - (m.received - m.refunded)));
    expect(paymentStatusOf(m.total, ledgerSums(movements), 'pending')).toBe(status);
  });

  it('a declined payment keeps failed while nothing is in', () => {
    expect(paymentStatusOf(17700, ledgerSums([]), 'failed')).toBe('failed');
    expect(paymentStatusOf(17700, ledgerSums([desk(17700)]), 'failed')).toBe('paid');
  });

  it.each<[PaymentStatus, { total: number; received: number; refunded: number }, number, number]>([
    ['advance_paid', { total: 17700, received: 8850, refunded: 0 }, 0, 8850],
    ['paid', { total: 17700, received: 17700, refunded: 0 }, 0, 0],
    ['paid', { total: 17700, received: 17700, refunded: 0 }, 8850, 8850],
    ['paid', { total: 12000, received: 12000, refunded: 0 }, 17700, 12000],
  ])('advanceAmountOf(%s, %o, previous %d) = %d', (status, m, previous, expected) =>
    expect(advanceAmountOf(status, m, previous)).toBe(expected),
  );
});

describe('refundOwedOf', () => {
  it.each([
    ['nothing paid', { total: 10000, received: 0, refunded: 0 }, 0],
    ['paid in full', { total: 10000, received: 10000, refunded: 0 }, 0],
    ['price cut after full payment', { total: 8000, received: 10000, refunded: 0 }, 2000],
    ['price cut, part refunded', { total: 8000, received: 10000, refunded: 1500 }, 500],
    ['price cut, refunded in full', { total: 8000, received: 10000, refunded: 2000 }, 0],
    ['half paid', { total: 10000, received: 5000, refunded: 0 }, 0],
  ])('%s', (_, money, owed) => {
    expect(refundOwedOf(money)).toBe(owed);
  });
});

describe('taxOnCharge', () => {
  it.each([
    [1000, 180],
    [2999, 540],
    [0, 0],
  ])('18%% of %d is %d', (amount, tax) => expect(taxOnCharge('safari', amount)).toBe(tax));
});
