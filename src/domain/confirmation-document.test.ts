import { describe, expect, it } from 'vitest';
import type { BookingStatus, PaymentStatus } from './enums';
import { CONFIRMATION_REFUSED, confirmationRefusal } from './confirmation-document';

describe('confirmationRefusal (who gets a booking confirmation)', () => {
  it.each<[BookingStatus, PaymentStatus, string | null]>([
    ['pending', 'pending', CONFIRMATION_REFUSED.unpaid],
    ['pending', 'failed', CONFIRMATION_REFUSED.unpaid],
    ['pending', 'advance_paid', null],
    ['pending', 'paid', null],
    ['confirmed', 'paid', null],
    ['confirmed', 'advance_paid', null],
    // Confirmed by staff to be paid at the property: the resort vouches for it.
    ['confirmed', 'pending', null],
    ['checked_in', 'advance_paid', null],
    ['completed', 'paid', null],
    ['cancelled', 'paid', CONFIRMATION_REFUSED.cancelled],
    ['cancelled', 'refunded', CONFIRMATION_REFUSED.cancelled],
  ])('%s / %s → %s', (status, paymentStatus, refusal) =>
    expect(confirmationRefusal({ status, paymentStatus })).toBe(refusal),
  );
});
