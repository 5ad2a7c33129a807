import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  greetingName,
  canResendEmail,
  canRetryEmail,
  dueScheduledEmails,
  manualReminderRefusal,
  outboxListQuerySchema,
} from './guest-emails';

const TODAY = '2026-12-10';
const at = (daysAhead: number, status = 'confirmed', paymentStatus = 'advance_paid') => ({
  status,
  paymentStatus,
  checkIn: addDays(TODAY, daysAhead),
});

describe('scheduled guest e-mails', () => {
  it.each([
    [9, []],
    [8, []],
    [7, ['payment_reminder_7d']],
    [4, ['payment_reminder_7d']],
    [3, ['payment_reminder_7d', 'pre_arrival']],
    [2, ['payment_reminder_2d', 'pre_arrival']],
    [1, ['payment_reminder_2d', 'pre_arrival']],
    [0, []],
    [-1, []],
  ])('half paid, arriving in %i days: %j', (days, expected) => {
    expect(dueScheduledEmails(at(days), TODAY)).toEqual(expected);
  });

  it.each([
    ['confirmed', 'paid', 2, ['pre_arrival']],
    ['confirmed', 'paid', 7, []],
    ['cancelled', 'advance_paid', 2, []],
    ['cancelled', 'refunded', 3, []],
    ['pending', 'pending', 2, []],
    ['pending', 'advance_paid', 2, []],
    ['checked_in', 'advance_paid', 1, []],
    ['confirmed', 'advance_paid', 6, ['payment_reminder_7d']],
  ])('%s / %s arriving in %i days: %j', (status, paymentStatus, days, expected) => {
    expect(dueScheduledEmails(at(days, status, paymentStatus), TODAY)).toEqual(expected);
  });

  it.each([
    ['confirmed', 'advance_paid', undefined],
    ['confirmed', 'paid', 'This booking is paid in full.'],
    ['cancelled', 'advance_paid', 'This booking is cancelled.'],
    ['pending', 'pending', 'Only a half-paid booking has a balance to remind about.'],
    [
      'checked_in',
      'advance_paid',
      'A payment reminder is not sent for a booking that is checked in.',
    ],
  ])('staff reminder for %s / %s: %s', (status, paymentStatus, refusal) => {
    expect(manualReminderRefusal({ status, paymentStatus })).toBe(refusal);
  });
});

describe('outbox actions and list query', () => {
  it.each([
    ['pending', false, false],
    ['held', true, false],
    ['failed', true, false],
    ['sent', false, true],
  ])('%s: retry %s, resend %s', (status, retry, resend) => {
    expect(canRetryEmail(status)).toBe(retry);
    expect(canResendEmail(status)).toBe(resend);
  });

  it('parses filters and refuses unknown statuses', () => {
    expect(outboxListQuerySchema.parse({ status: 'all', kind: '' })).toMatchObject({
      status: undefined,
      kind: undefined,
      sort: '-createdAt',
      page: 1,
    });
    expect(outboxListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(outboxListQuerySchema.safeParse({ kind: "x' or 1=1" }).success).toBe(false);
  });
});

describe('greetingName (no "Dear guest," when a name is known)', () => {
  const base = {
    guestName: 'Asha Rao',
    paidAmount: 0,
    bookingSource: 'website',
    causedByStaff: false,
  };
  it.each([
    [{}, null],
    [{ paidAmount: 500 }, 'Asha Rao'],
    [{ bookingSource: 'admin' }, 'Asha Rao'],
    [{ causedByStaff: true }, 'Asha Rao'],
    [{ causedByStaff: true, guestName: '  ' }, null],
    [{ causedByStaff: true, guestName: null }, null],
    [{ paidAmount: 500, guestName: ' Asha Rao ' }, 'Asha Rao'],
  ])('%o → %s', (patch, name) => expect(greetingName({ ...base, ...patch })).toBe(name));
});
