import { describe, expect, it } from 'vitest';
import {
  BULK_STATUS_ACTIONS,
  bookingStatusLabel,
  bulkUpdatedMessage,
  canMoveSafari,
  paymentStatusLabel,
  quickActions,
  safariResponse,
  safariStatusChange,
  statusChange,
  statusUpdatedMessage,
} from './booking-status';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './enums';
import { BOOKING_STATUS_BADGE, PAYMENT_STATUS_BADGE } from './booking-status';

describe('status labels', () => {
  it.each([
    ['advance_paid', 'Half Paid'],
    ['paid', 'Paid'],
    ['pending', 'Pending'],
    ['partial_refund', 'Partial Refund'],
  ])('payment %s reads %s', (status, label) => expect(paymentStatusLabel(status)).toBe(label));

  it.each([
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
  it.each([
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
  it.each([
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
