import { isPaidOrHalfPaid } from './refunds';
import { z } from 'zod';
import { daysBetween, type IsoDate } from './dates';
import { OUTBOX_KINDS, OUTBOX_STATUSES, type OutboxKind } from './enums';
import { listQuerySchema } from './list-query';

/**
 * The e-mails the resort sends by itself before a stay, and the outbox as staff see it
 * (docs/decisions/0085). Pure rules: "today" is the resort's calendar date, passed in.
 */

/** Scheduled guest e-mails; each is sent at most once per booking (the outbox row is the record). */
export type ScheduledEmailKind = 'payment_reminder_7d' | 'payment_reminder_2d' | 'pre_arrival';

/** Days before arrival: a payment reminder 7 and 2 days before, the pre-arrival e-mail 3 days before. */
export const PAYMENT_REMINDER_DAYS = { payment_reminder_7d: 7, payment_reminder_2d: 2 } as const;
const PRE_ARRIVAL_DAYS = 3;

export type ScheduleFacts = { status: string; paymentStatus: string; checkIn: IsoDate };

/** A half-paid booking that is going ahead: the only kind a payment reminder is for. */
function wantsPaymentReminder(b: Pick<ScheduleFacts, 'status' | 'paymentStatus'>): boolean {
  return b.paymentStatus === 'advance_paid' && b.status === 'confirmed';
}

/**
 * The scheduled e-mails due for a booking today. A window rather than one exact day, so a job that
 * did not run on the day (a stopped server) still sends it later — but never after arrival:
 * - 7-day reminder: 2 < days until arrival ≤ 7;
 * - 2-day reminder: 0 < days ≤ 2;
 * - pre-arrival: 0 < days ≤ 3, for a confirmed booking that is paid or half paid.
 * Whether one was already sent is the caller's question (the outbox).
 */
export function dueScheduledEmails(b: ScheduleFacts, today: IsoDate): ScheduledEmailKind[] {
  const days = daysBetween(today, b.checkIn);
  const due: ScheduledEmailKind[] = [];
  if (wantsPaymentReminder(b)) {
    if (
      days > PAYMENT_REMINDER_DAYS.payment_reminder_2d &&
      days <= PAYMENT_REMINDER_DAYS.payment_reminder_7d
    )
      due.push('payment_reminder_7d');
    if (days > 0 && days <= PAYMENT_REMINDER_DAYS.payment_reminder_2d)
      due.push('payment_reminder_2d');
  }
  if (
    b.status === 'confirmed' &&
    isPaidOrHalfPaid(b.paymentStatus) &&
    days > 0 &&
    days <= PRE_ARRIVAL_DAYS
  )
    due.push('pre_arrival');
  return due;
}

/** Why staff may not send a payment reminder now (undefined when they may). */
export function manualReminderRefusal(
  b: Pick<ScheduleFacts, 'status' | 'paymentStatus'>,
): string | undefined {
  if (b.status === 'cancelled') return 'This booking is cancelled.';
  if (b.paymentStatus === 'paid') return 'This booking is paid in full.';
  if (b.paymentStatus !== 'advance_paid')
    return 'Only a half-paid booking has a balance to remind about.';
  if (b.status !== 'confirmed')
    return `A payment reminder is not sent for a booking that is ${b.status.replace('_', ' ')}.`;
  return undefined;
}

// ---------- the outbox as staff see it ----------

/**
 * The name an e-mail to the guest greets ("Dear Asha Rao,"), or null for "Dear guest,". A name is
 * known — and used — when money was taken on the booking (the address is proven), when staff took
 * the booking (they typed the name themselves), or when staff cause the e-mail (they act on a
 * booking they have looked at). Only mail a website booker causes on an unpaid booking of their own
 * keeps "Dear guest,": there the name is whatever anyone typed next to someone else's address
 * (decisions 0108, 0119).
 */
export function greetingName(b: {
  guestName: string | null;
  paidAmount: number;
  bookingSource: string;
  causedByStaff: boolean;
}): string | null {
  const name = b.guestName?.trim() || null;
  if (!name) return null;
  return b.paidAmount > 0 || b.bookingSource !== 'website' || b.causedByStaff ? name : null;
}

/**
 * Why a message is `held` when no SMTP server is configured. The E-mails screen says it once,
 * above the list, and does not repeat it on every row.
 */
export const SMTP_UNSET_REASON =
  'SMTP is not configured (SMTP_URL unset): kept in the outbox, not sent';

/** What each kind of message is, in staff's words. */
export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  booking_confirmation: 'Booking confirmation',
  admin_notification: 'Staff notification',
  bank_transfer_received: 'Bank transfer noted',
  booking_cancellation: 'Cancellation',
  safari_response: 'Safari answer',
  payment_link: 'Payment link',
  booking_change: 'Date change',
  payment_reminder: 'Payment reminder',
  payment_reminder_7d: 'Payment reminder (7 days)',
  payment_reminder_2d: 'Payment reminder (2 days)',
  pre_arrival: 'Pre-arrival',
  safari_enquiry_notification: 'Safari enquiry notice',
  proof_code: 'One-time code',
  refund_notice: 'Refund processed',
  payment_receipt: 'Payment receipt',
  review_request: 'Review request',
};

export const outboxKindLabel = (kind: OutboxKind) => OUTBOX_KIND_LABELS[kind];

/** Retry: a message that did not go out (failed, or held while SMTP was not configured). Resend: a sent one. */
export const canRetryEmail = (status: string) => status === 'failed' || status === 'held';
export const canResendEmail = (status: string) => status === 'sent';

export const OUTBOX_SORT_KEYS = ['createdAt', 'status', 'attempts', 'toAddress'] as const;

/** GET /api/admin/emails: q (recipient, subject, booking code), status, kind, sort, paging. */
export const outboxListQuerySchema = listQuerySchema({
  sortKeys: OUTBOX_SORT_KEYS,
  defaultSort: '-createdAt',
  filters: {
    status: z.preprocess(
      (v) => (v === '' || v === 'all' ? undefined : v),
      z
        .enum(OUTBOX_STATUSES, { error: `status must be one of: ${OUTBOX_STATUSES.join(', ')}` })
        .optional(),
    ),
    kind: z.preprocess(
      (v) => (v === '' || v === 'all' ? undefined : v),
      z.enum(OUTBOX_KINDS, { error: 'kind must be an e-mail kind' }).optional(),
    ),
  },
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
