import type { BookingStatus, OutboxStatus, PaymentStatus, SafariQueryStatus } from './enums';

/**
 * Words and colours for booking, payment, safari-enquiry and e-mail (outbox) statuses, and the
 * transitions staff may make. No zod here: every admin list shows these (decision 0144).
 */

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  checked_in: 'Checked In',
  checked_out: 'Checked Out',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  advance_paid: 'Half Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partial_refund: 'Partial Refund',
};

/**
 * Payment status on a badge next to the booking status, so "Pending · Pending" reads
 * "Pending · Payment pending".
 */
export const PAYMENT_BADGE_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  advance_paid: 'Half Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partial_refund: 'Partial Refund',
};

export const SAFARI_STATUS_LABELS: Record<SafariQueryStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The outbox's own word `pending` is "Queued" on screen. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Queued',
  sent: 'Sent',
  held: 'Held',
  failed: 'Failed',
};

/** Tailwind classes for status badges (text/background pairs with at least 4.5:1 contrast). */
export const BOOKING_STATUS_BADGE: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  checked_in: 'bg-sky-100 text-sky-900',
  checked_out: 'bg-indigo-100 text-indigo-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
  no_show: 'bg-stone-200 text-stone-800',
};

export const PAYMENT_STATUS_BADGE: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  advance_paid: 'bg-orange-100 text-orange-900',
  failed: 'bg-red-100 text-red-900',
  refunded: 'bg-violet-100 text-violet-900',
  partial_refund: 'bg-purple-100 text-purple-900',
};

export const SAFARI_STATUS_BADGE: Record<SafariQueryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  completed: 'bg-sky-100 text-sky-900',
};

export const OUTBOX_STATUS_BADGE: Record<OutboxStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  held: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

export function bookingStatusLabel(status: BookingStatus): string {
  return BOOKING_STATUS_LABELS[status];
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status];
}

/** Statuses the admin edit modal offers. */
export const ADMIN_EDITABLE_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const satisfies readonly BookingStatus[];

/** Quick actions per booking: pending → confirmed; confirmed → completed; pending or confirmed → cancelled. */
const QUICK_ACTIONS: Partial<Record<BookingStatus, readonly StaffStatusAction[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
};

export function quickActions(status: BookingStatus): readonly StaffStatusAction[] {
  return QUICK_ACTIONS[status] ?? [];
}

/** Bulk actions on selected bookings. */
export const BULK_STATUS_ACTIONS = [
  'confirmed',
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];

export const NO_SELECTION = {
  title: 'No Selection',
  message: 'Please select bookings to update',
} as const;

export const statusUpdatedMessage = (status: string) => `Booking status changed to ${status}`;
export const bulkUpdatedMessage = (count: number) => `Updated ${count} booking(s)`;

/** The fields a status change writes: confirming (single or bulk) also marks the payment paid. */
export function statusChange(next: BookingStatus): {
  status: BookingStatus;
  paymentStatus?: PaymentStatus;
} {
  return next === 'confirmed' ? { status: next, paymentStatus: 'paid' } : { status: next };
}

/** Statuses a staff status action (quick or bulk) may set. */
export type StaffStatusAction = (typeof BULK_STATUS_ACTIONS)[number];

export type TransitionVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * May staff move a booking from `from` to `to` with a quick or bulk action? The spec's actions
 * only: pending → confirmed; confirmed → completed; pending or confirmed → cancelled. A refusal
 * says why, in words for the front desk.
 */
export function checkStatusAction(from: BookingStatus, to: string): TransitionVerdict {
  const fromLabel = bookingStatusLabel(from).toLowerCase();
  if (!(BULK_STATUS_ACTIONS as readonly string[]).includes(to)) {
    return {
      allowed: false,
      reason: `Status can only be set to confirmed, completed or cancelled here`,
    };
  }
  if (from === to) return { allowed: false, reason: `Booking is already ${fromLabel}` };
  if (quickActions(from).some((action) => action === to)) return { allowed: true };
  if (from === 'cancelled')
    return {
      allowed: false,
      reason: 'A cancelled booking cannot be changed; make a new booking instead',
    };
  if (to === 'confirmed')
    return {
      allowed: false,
      reason: `Only a pending booking can be confirmed (this one is ${fromLabel})`,
    };
  if (to === 'completed')
    return {
      allowed: false,
      reason: `Only a confirmed booking can be completed (this one is ${fromLabel})`,
    };
  return {
    allowed: false,
    reason: `Only a pending or confirmed booking can be cancelled (this one is ${fromLabel})`,
  };
}

/**
 * Confirming marks the payment paid, so staff must first confirm that the money was received —
 * unless it was already paid in full.
 */
export function confirmNeedsPaymentAck(paymentStatus: string): boolean {
  return paymentStatus !== 'paid';
}

export const PAYMENT_ACK_REQUIRED =
  'Confirm that the full payment has been received before confirming the booking';
/** Confirming with the payment received records it (decision 0112): staff say how it came. */
export const PAYMENT_METHOD_REQUIRED =
  'Say how the payment was received (cash, card, UPI or bank transfer)';
export const CANCEL_REASON_REQUIRED = 'Please give a reason for the cancellation';

/** Safari enquiries: pending → confirmed | cancelled; confirmed → completed. Nothing else is offered. */
const SAFARI_TRANSITIONS: Record<SafariQueryStatus, readonly SafariQueryStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed'],
  cancelled: [],
  completed: [],
};

export function safariTransitions(status: SafariQueryStatus): readonly SafariQueryStatus[] {
  return SAFARI_TRANSITIONS[status];
}

export function canMoveSafari(from: SafariQueryStatus, to: SafariQueryStatus): boolean {
  return safariTransitions(from).includes(to);
}

const SAFARI_RESPONDER = 'admin';
export const SAFARI_DEFAULT_CONFIRMATION = 'Query confirmed by admin';

type SafariUpdate = {
  status: SafariQueryStatus;
  response?: string;
  respondedAt?: Date;
  respondedBy?: string;
  adminNotes?: string;
};

/**
 * The fields a safari status change writes. Confirming without a response fills in
 * 'Query confirmed by admin', the time and the responder.
 */
export function safariStatusChange(
  next: SafariQueryStatus,
  existingResponse: string | null | undefined,
  now: Date,
): SafariUpdate {
  if (next === 'confirmed' && !existingResponse) {
    return {
      status: next,
      response: SAFARI_DEFAULT_CONFIRMATION,
      respondedAt: now,
      respondedBy: SAFARI_RESPONDER,
    };
  }
  return { status: next };
}

/** Sending a response confirms the enquiry with the text, the time and the responder 'admin'. */
export function safariResponse(
  response: string,
  adminNotes: string | undefined,
  now: Date,
): SafariUpdate {
  return {
    status: 'confirmed',
    response,
    respondedAt: now,
    respondedBy: SAFARI_RESPONDER,
    ...(adminNotes ? { adminNotes } : {}),
  };
}
