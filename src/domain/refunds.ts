import type { PaymentStatus } from './enums';

/** Money received for a booking, refunds and payments taken by staff: the rules, no I/O (decision 0057). */

type Money = {
  paymentStatus: string;
  total: number;
  advanceAmount: number;
  remainingAmount: number;
};

/**
 * What the guest has paid for the booking itself (before refunds). Paid: the total; Half Paid: the
 * advance; after a refund, total − remaining (a refund never changes what was received, and the
 * refund keeps remaining = total − received).
 */
export function amountReceived(b: Money): number {
  switch (b.paymentStatus) {
    case 'paid':
      return b.total;
    case 'advance_paid':
      return Math.min(b.advanceAmount, b.total);
    case 'refunded':
    case 'partial_refund':
      return Math.max(0, b.total - b.remainingAmount);
    default:
      return 0;
  }
}

/** Still refundable: received minus what was already refunded (or is being refunded), never below 0. */
export const refundableAmount = (received: number, refunded: number) =>
  Math.max(0, received - refunded);

/** The payment status once `refunded` of `received` has gone back. */
export function paymentStatusAfterRefund(received: number, refunded: number): PaymentStatus {
  return refunded >= received ? 'refunded' : 'partial_refund';
}

/** A booking whose money was taken and kept: never deleted, only cancelled and archived (0059). */
export function hasMoneyRecords(
  b: { paymentStatus: string },
  recordCounts: { paidOrders: number; propertyPayments: number; refunds: number },
): boolean {
  return (
    ['paid', 'advance_paid', 'refunded', 'partial_refund'].includes(b.paymentStatus) ||
    recordCounts.paidOrders + recordCounts.propertyPayments + recordCounts.refunds > 0
  );
}

/**
 * A payment taken at the property (cash, card machine, UPI) or a verified transfer, applied to the
 * booking's money: it adds to what was received; the booking is Paid once nothing remains, else
 * Half Paid. Returns the new money fields, or the reason it cannot be taken.
 */
export function applyPropertyPayment(
  b: Money,
  amount: number,
):
  | { ok: true; paymentStatus: PaymentStatus; advanceAmount: number; remainingAmount: number }
  | { ok: false; message: string } {
  if (!['pending', 'advance_paid'].includes(b.paymentStatus)) {
    return {
      ok: false,
      message: `A payment cannot be recorded on a booking whose payment is ${b.paymentStatus.replace('_', ' ')}`,
    };
  }
  const received = amountReceived(b);
  const due = Math.max(0, b.total - received);
  if (due === 0) return { ok: false, message: 'Nothing is due on this booking' };
  if (amount > due) return { ok: false, message: REFUND_MESSAGES.amountAboveDue(due) };
  const after = received + amount;
  return after >= b.total
    ? { ok: true, paymentStatus: 'paid', advanceAmount: b.advanceAmount, remainingAmount: 0 }
    : {
        ok: true,
        paymentStatus: 'advance_paid',
        advanceAmount: after,
        remainingAmount: b.total - after,
      };
}

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export const REFUND_MESSAGES = {
  amountAboveRefundable: (refundable: number) =>
    refundable === 0
      ? 'Nothing is left to refund on this booking'
      : `Refund amount cannot exceed ${inr(refundable)} (the amount paid and not yet refunded)`,
  amountAboveDue: (due: number) => `Amount cannot exceed the amount due (${inr(due)})`,
  reasonRequired: 'Please enter a reason for the refund',
  failed: 'Refund processing failed',
} as const;
