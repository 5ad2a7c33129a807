import { describe, expect, it } from 'vitest';
import {
  BULK_STATUS_ACTIONS,
  bookingStatusLabel,
  bulkUpdatedMessage,
  canMoveSafari,
  checkStatusAction,
  confirmNeedsPaymentAck,
  paymentStatusLabel,
  quickActions,
  safariResponse,
  safariStatusChange,
  statusChange,
  statusUpdatedMessage,
} from './booking-status';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
  type SafariQueryStatus,
} from './enums';
import { BOOKING_STATUS_BADGE, PAYMENT_STATUS_BADGE } from './booking-status';

describe('status labels', () => {
  it.each<[PaymentStatus, string]>([
    ['advance_paid', 'Half Paid'],
    ['paid', 'Paid'],
    ['pending', 'Pending'],
    ['partial_refund', 'Partial Refund'],
  ])('payment %s reads %s', (status, label) => expect(paymentStatusLabel(status)).toBe(label));

  it.each<[BookingStatus, string]>([
    ['no_show', 'No Show'],
    ['checked_in', 'Checked In'],
    ['confirmed', 'Confirmed'],
  ])('booking %s reads %s', (status, label) => expect(bookingStatusLabel(status)).toBe(label));

  it('has a badge colour for every status', () => {
    for (const s of BOOKING_STATUSES) expect(BOOKING_STATUS_BADGE[s]).toMatch(/bg-/);
    for (const s of PAYMENT_STATUSES) expect(PAYMENT_STATUS_BADGE[s]).toMatch(/bg-/);
  });
});

describe('booking transitions', () => {
  it.each<[BookingStatus, readonly string[]]>([
    ['pending', ['confirmed', 'cancelled']],
    ['confirmed', ['completed', 'cancelled']],
    ['completed', []],
    ['cancelled', []],
    ['no_show', []],
  ])('quick actions from %s', (from, to) => expect(quickActions(from)).toEqual(to));

  it('bulk actions are confirmed, completed, cancelled', () => {
    expect(BULK_STATUS_ACTIONS).toEqual(['confirmed', 'completed', 'cancelled']);
  });

  it.each([
    ['confirmed', { status: 'confirmed', paymentStatus: 'paid' }],
    ['completed', { status: 'completed' }],
    ['cancelled', { status: 'cancelled' }],
  ] as const)('changing to %s writes %o', (to, fields) => expect(statusChange(to)).toEqual(fields));

  it('words the toasts', () => {
    expect(statusUpdatedMessage('confirmed')).toBe('Booking status changed to confirmed');
    expect(bulkUpdatedMessage(3)).toBe('Updated 3 booking(s)');
  });
});

describe('safari enquiry transitions', () => {
  it.each<[SafariQueryStatus, SafariQueryStatus, boolean]>([
    ['pending', 'confirmed', true],
    ['pending', 'cancelled', true],
    ['confirmed', 'completed', true],
    ['pending', 'completed', false],
    ['confirmed', 'cancelled', false],
    ['completed', 'pending', false],
    ['cancelled', 'confirmed', false],
  ])('%s → %s allowed: %s', (from, to, ok) => expect(canMoveSafari(from, to)).toBe(ok));

  const now = new Date('2026-11-22T05:00:00Z');
  it('confirming without a response fills in the default', () => {
    expect(safariStatusChange('confirmed', null, now)).toEqual({
      status: 'confirmed',
      response: 'Query confirmed by admin',
      respondedAt: now,
      respondedBy: 'admin',
    });
    expect(safariStatusChange('confirmed', 'See you at 6', now)).toEqual({ status: 'confirmed' });
  });
  it('a response confirms with text, time and responder admin', () => {
    expect(safariResponse('Booked for 6 AM', 'jeep 2', now)).toEqual({
      status: 'confirmed',
      response: 'Booked for 6 AM',
      respondedAt: now,
      respondedBy: 'admin',
      adminNotes: 'jeep 2',
    });
  });
});

describe('staff status actions (quick and bulk)', () => {
  it.each<[BookingStatus, string]>([
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
  ])('%s → %s is allowed', (from, to) =>
    expect(checkStatusAction(from, to)).toEqual({ allowed: true }),
  );

  it.each<[BookingStatus, string, string]>([
    ['pending', 'completed', 'Only a confirmed booking can be completed (this one is pending)'],
    ['confirmed', 'confirmed', 'Booking is already confirmed'],
    ['cancelled', 'cancelled', 'Booking is already cancelled'],
    ['cancelled', 'confirmed', 'A cancelled booking cannot be changed; make a new booking instead'],
    ['cancelled', 'completed', 'A cancelled booking cannot be changed; make a new booking instead'],
    [
      'completed',
      'cancelled',
      'Only a pending or confirmed booking can be cancelled (this one is completed)',
    ],
    ['completed', 'confirmed', 'Only a pending booking can be confirmed (this one is completed)'],
    ['checked_in', 'confirmed', 'Only a pending booking can be confirmed (this one is checked in)'],
    [
      'checked_in',
      'completed',
      'Only a confirmed booking can be completed (this one is checked in)',
    ],
    [
      'no_show',
      'cancelled',
      'Only a pending or confirmed booking can be cancelled (this one is no show)',
    ],
    ['pending', 'pending', 'Status can only be set to confirmed, completed or cancelled here'],
    ['confirmed', 'no_show', 'Status can only be set to confirmed, completed or cancelled here'],
  ])('%s → %s is refused: %s', (from, to, reason) =>
    expect(checkStatusAction(from, to)).toEqual({ allowed: false, reason }),
  );

  it('every quick action passes the check, nothing else from those states does', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(checkStatusAction(from, to).allowed).toBe(quickActions(from).some((a) => a === to));
      }
    }
  });

  it.each([
    ['pending', true],
    ['advance_paid', true],
    ['failed', true],
    ['paid', false],
  ])(
    'confirming with payment %s needs the money-received acknowledgement: %s',
    (paymentStatus, needed) => expect(confirmNeedsPaymentAck(paymentStatus)).toBe(needed),
  );
});
