import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_MESSAGES,
  cancellationDeadline,
  judgeCancellation,
  refundPreview,
} from './cancellation-policy';

const TZ = 'Asia/Kolkata';
// Check-in 1 Dec 2026, 2:00 PM in the resort = 08:30 UTC; the deadline is 48 hours earlier.
const CHECK_IN = '2026-12-01';
const DEADLINE = '2026-11-29T08:30:00.000Z';
const at = (iso: string, minutes = 0) => new Date(new Date(iso).getTime() + minutes * 60_000);

describe('cancellationDeadline', () => {
  it.each([
    ['Asia/Kolkata', '2026-12-01', '2026-11-29T08:30:00.000Z'],
    ['UTC', '2026-12-01', '2026-11-29T14:00:00.000Z'],
    // A time zone with summer time: 2:00 PM on 30 March in London is BST (13:00 UTC).
    ['Europe/London', '2026-03-30', '2026-03-28T13:00:00.000Z'],
  ])('%s, check-in %s → %s', (tz, checkIn, expected) =>
    expect(cancellationDeadline(checkIn, tz).toISOString()).toBe(expected),
  );
});

describe('judgeCancellation', () => {
  it.each([
    [
      'a week before, paid in full',
      'confirmed',
      at(DEADLINE, -7 * 24 * 60),
      17700,
      { allowed: true, refundAmount: 17700 },
    ],
    [
      '48 h + 1 min before',
      'confirmed',
      at(DEADLINE, -1),
      17700,
      { allowed: true, refundAmount: 17700 },
    ],
    ['exactly 48 h before', 'confirmed', at(DEADLINE), 8850, { allowed: true, refundAmount: 8850 }],
    [
      'a Half Paid advance',
      'confirmed',
      at(DEADLINE, -60),
      8850,
      { allowed: true, refundAmount: 8850 },
    ],
    [
      'an unpaid pending booking',
      'pending',
      at(DEADLINE, -60),
      0,
      { allowed: true, refundAmount: 0 },
    ],
    [
      '48 h − 1 min before',
      'confirmed',
      at(DEADLINE, 1),
      17700,
      { allowed: false, refundAmount: 0 },
    ],
    [
      'on the arrival day',
      'confirmed',
      at('2026-12-01T05:00:00.000Z'),
      17700,
      { allowed: false, refundAmount: 0 },
    ],
    ['checked in', 'checked_in', at(DEADLINE, -60), 17700, { allowed: false, refundAmount: 0 }],
    ['completed', 'completed', at(DEADLINE, -60), 17700, { allowed: false, refundAmount: 0 }],
    ['already cancelled', 'cancelled', at(DEADLINE, -60), 0, { allowed: false, refundAmount: 0 }],
  ])('%s', (_label, status, now, refundable, expected) => {
    const verdict = judgeCancellation({ status, checkIn: CHECK_IN, refundable, now, timeZone: TZ });
    expect(verdict).toMatchObject(expected);
    expect(verdict.deadline.toISOString()).toBe(DEADLINE);
  });

  it.each([
    ['cancelled', CANCELLATION_MESSAGES.alreadyCancelled],
    [
      'checked_in',
      'A booking that is checked in cannot be cancelled online. Please contact the resort.',
    ],
  ])('says why a %s booking cannot be cancelled', (status, reason) => {
    const verdict = judgeCancellation({
      status,
      checkIn: CHECK_IN,
      refundable: 0,
      now: at(DEADLINE, -60),
      timeZone: TZ,
    });
    expect(verdict).toMatchObject({ allowed: false, reason });
  });

  it('names the deadline in resort time when it has passed', () => {
    const verdict = judgeCancellation({
      status: 'confirmed',
      checkIn: CHECK_IN,
      refundable: 1,
      now: at(DEADLINE, 1),
      timeZone: TZ,
    });
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) {
      expect(verdict.reason).toBe(
        'Online cancellation closed 48 hours before check-in (2:00 PM on Sunday, November 29, 2026, resort time). Please call or e-mail the resort and we will help you.',
      );
    }
  });
});

describe('refundPreview', () => {
  it.each([
    [17700, '₹17,700 will be refunded to your original payment method within 5-7 business days.'],
    [0, 'Nothing has been paid for this booking, so there is nothing to refund.'],
  ])('%i → %s', (amount, text) => expect(refundPreview(amount)).toBe(text));
});
