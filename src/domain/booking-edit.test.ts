import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './enums';
import {
  EDIT_MESSAGES,
  advanceIssue,
  bookingEditFormSchema,
  bookingEditSchema,
  checkEditStatus,
  remainingAmount,
  repricedMoney,
} from './booking-edit';

const stay = { checkIn: '2026-12-10', checkOut: '2026-12-12' };

describe('checkEditStatus', () => {
  it.each<[BookingStatus, string, string, boolean]>([
    ['pending', 'pending', '2026-12-01', true],
    ['pending', 'confirmed', '2026-12-01', true],
    ['pending', 'cancelled', '2026-12-01', true],
    ['pending', 'completed', '2026-12-01', false],
    ['confirmed', 'completed', '2026-12-01', true],
    ['confirmed', 'pending', '2026-12-01', false],
    ['confirmed', 'no_show', '2026-12-10', false],
    ['confirmed', 'no_show', '2026-12-11', true],
    ['pending', 'no_show', '2026-12-11', false],
    ['cancelled', 'confirmed', '2026-12-01', false],
    ['completed', 'cancelled', '2026-12-01', false],
  ])('%s → %s on %s: %s', (from, to, today, allowed) => {
    expect(checkEditStatus(from, to, stay, today).allowed).toBe(allowed);
  });

  it('says why', () => {
    expect(checkEditStatus('confirmed', 'pending', stay, '2026-12-01')).toEqual({
      allowed: false,
      reason: EDIT_MESSAGES.backToPending,
    });
    expect(checkEditStatus('confirmed', 'no_show', stay, '2026-12-10')).toEqual({
      allowed: false,
      reason: 'No-show can be marked from Fri, Dec 11',
    });
  });
});

describe('money', () => {
  it.each([
    [{ paymentStatus: 'pending', total: 10000, advanceAmount: 0 }, 10000],
    [{ paymentStatus: 'advance_paid', total: 10000, advanceAmount: 5000 }, 5000],
    [{ paymentStatus: 'paid', total: 10000, advanceAmount: 5000 }, 0],
    [{ paymentStatus: 'pending', total: 4000, advanceAmount: 5000 }, 0],
  ])('remaining of %o is %i (never below 0)', (b, expected) => {
    expect(remainingAmount(b)).toBe(expected);
  });

  it.each([
    [{ paymentStatus: 'pending', advanceAmount: 0 }, -1, 100, EDIT_MESSAGES.advanceNegative],
    [{ paymentStatus: 'pending', advanceAmount: 0 }, 101, 100, EDIT_MESSAGES.advanceAboveTotal],
    [{ paymentStatus: 'pending', advanceAmount: 0 }, 100, 100, null],
    [{ paymentStatus: 'advance_paid', advanceAmount: 50 }, 60, 100, null],
    [{ paymentStatus: 'paid', advanceAmount: 0 }, 50, 100, EDIT_MESSAGES.advanceLocked],
    [{ paymentStatus: 'paid', advanceAmount: 0 }, 0, 100, null],
  ])('advance %o → %i of %i: %s', (b, advance, total, expected) => {
    expect(advanceIssue(b, advance, total)).toBe(expected);
  });

  it.each([
    [
      { paymentStatus: 'pending', total: 17700, advanceAmount: 0, remainingAmount: 17700 },
      35400,
      { ok: true, paymentStatus: 'pending', advanceAmount: 0, remainingAmount: 35400 },
    ],
    [
      { paymentStatus: 'advance_paid', total: 17700, advanceAmount: 8850, remainingAmount: 8850 },
      35400,
      { ok: true, paymentStatus: 'advance_paid', advanceAmount: 8850, remainingAmount: 26550 },
    ],
    [
      { paymentStatus: 'paid', total: 17700, advanceAmount: 0, remainingAmount: 0 },
      35400,
      { ok: true, paymentStatus: 'advance_paid', advanceAmount: 17700, remainingAmount: 17700 },
    ],
    [
      { paymentStatus: 'paid', total: 17700, advanceAmount: 0, remainingAmount: 0 },
      17700,
      { ok: true, paymentStatus: 'paid', advanceAmount: 0, remainingAmount: 0 },
    ],
  ])('reprice %o to %i', (b, total, expected) => {
    expect(repricedMoney(b, total)).toEqual(expected);
  });

  it('refuses a new total below what was received, and repricing a refunded booking', () => {
    const paid = { paymentStatus: 'paid', total: 35400, advanceAmount: 0, remainingAmount: 0 };
    expect(repricedMoney(paid, 17700)).toEqual({
      ok: false,
      message:
        'The new total (₹17,700) is below what the guest has paid (₹35,400); refund first, or keep the old price',
    });
    expect(
      repricedMoney({ ...paid, paymentStatus: 'refunded', remainingAmount: 35400 }, 17700).ok,
    ).toBe(false);
  });
});

describe('bookingEditSchema', () => {
  it('takes only the fields sent, upper-cases unit numbers', () => {
    expect(bookingEditSchema.parse({ unitNumbers: ['gc-03'], adminNotes: null })).toEqual({
      unitNumbers: ['GC-03'],
      adminNotes: null,
    });
  });

  it.each([
    [{ advanceAmount: -5 }, 'advanceAmount', EDIT_MESSAGES.advanceNegative],
    [{ guestName: 'A' }, 'guestName', 'Guest name must be at least 2 characters long'],
    [
      { status: 'checked_in' },
      'status',
      'Status must be pending, confirmed, completed, cancelled or no_show',
    ],
    [{ unitNumbers: ['GC-01', 'gc-01'] }, 'unitNumbers', EDIT_MESSAGES.unitDuplicate],
    [{ pricing: 'maybe' }, 'pricing', EDIT_MESSAGES.pricingRequired],
    [{ villaId: ' ' }, 'villaId', 'Villa selection is required'],
  ])('%o → %s: %s', (body, field, message) => {
    const r = bookingEditSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: [field], message });
  });

  it('refuses unknown fields', () => {
    expect(bookingEditSchema.safeParse({ total: 1 }).success).toBe(false);
  });
});

describe('bookingEditFormSchema', () => {
  const ctx = { priceDiffers: false, rooms: 1, paid: false };
  it.each<[string, Partial<typeof ctx>, Record<string, unknown>, [string, string][]]>([
    ['nothing changed', {}, {}, []],
    [
      'a new price without a choice',
      { priceDiffers: true },
      {},
      [['pricing', EDIT_MESSAGES.pricingRequired]],
    ],
    ['a new price, kept', { priceDiffers: true }, { pricing: 'keep' }, []],
    [
      'two units for one room',
      {},
      { unitNumbers: ['HV-01', 'HV-02'] },
      [['unitNumbers', EDIT_MESSAGES.unitCount(1)]],
    ],
    [
      'confirming unpaid without the payment',
      {},
      { status: 'confirmed' },
      [
        [
          'paymentReceived',
          'Confirm that the full payment has been received before confirming the booking',
        ],
      ],
    ],
    ['confirming a paid booking', { paid: true }, { status: 'confirmed' }, []],
    [
      'cancelling without a reason',
      {},
      { status: 'cancelled', reason: ' ' },
      [['reason', 'Please give a reason for the cancellation']],
    ],
    ['cancelling with a reason', {}, { status: 'cancelled', reason: 'Guest phoned' }, []],
  ])('%s', (_label, patch, body, issues) => {
    const r = bookingEditFormSchema({ ...ctx, ...patch }).safeParse(body);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []).toEqual(issues);
  });
});
