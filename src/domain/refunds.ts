import type { PaymentStatus, PropertyPaymentMethod, RefundChannel } from './enums';
import { formatInr } from './money';

/** Money received for a booking, refunds and payments taken by staff: the rules, no I/O (decision 0057). */

/** Paid in full or its advance (Half Paid): the booking holds the guest's money, none refunded. */
export function isPaidOrHalfPaid(paymentStatus: string): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'advance_paid';
}

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

/** A captured online payment and what of it can still go back. */
export type RefundSource = { paymentId: string; channel: RefundChannel; available: number };
export type RefundPart = { channel: RefundChannel; paymentId: string | null; amount: number };

/**
 * Splits a refund over where the money came from (decision 0057): online payments first, oldest
 * first, each up to what is left of it; the rest by hand (`manual`: money staff took at the desk or
 * a verified transfer, given back by staff). `onlyPaymentId` refunds one flagged payment only.
 */
export function planRefund(
  amount: number,
  sources: RefundSource[],
  manualAvailable: number,
  onlyPaymentId?: string,
): { ok: true; parts: RefundPart[] } | { ok: false; message: string } {
  const online = onlyPaymentId ? sources.filter((s) => s.paymentId === onlyPaymentId) : sources;
  if (onlyPaymentId && online.length === 0)
    return {
      ok: false,
      message: `Payment ${onlyPaymentId} is not a captured payment of this booking`,
    };
  const manual = onlyPaymentId ? 0 : Math.max(0, manualAvailable);
  const refundable = online.reduce((n, s) => n + Math.max(0, s.available), 0) + manual;
  if (!Number.isInteger(amount) || amount <= 0)
    return { ok: false, message: REFUND_MESSAGES.amountPositive };
  if (amount > refundable)
    return { ok: false, message: REFUND_MESSAGES.amountAboveRefundable(refundable) };
  const parts: RefundPart[] = [];
  let left = amount;
  for (const s of online) {
    const take = Math.min(left, Math.max(0, s.available));
    if (take > 0) parts.push({ channel: s.channel, paymentId: s.paymentId, amount: take });
    left -= take;
  }
  if (left > 0) parts.push({ channel: 'manual', paymentId: null, amount: left });
  return { ok: true, parts };
}

/**
 * Why staff may not record a payment of `amount` when `due` is what the ledger says is due (charges
 * included; decision 0112), or undefined when they may.
 */
export function deskPaymentProblem(due: number, amount: number): string | undefined {
  if (due <= 0) return 'Nothing is due on this booking';
  if (amount > due) return REFUND_MESSAGES.amountAboveDue(due);
  return undefined;
}

/** How staff name a payment method on screen. */
export const PAYMENT_METHOD_LABELS: Record<PropertyPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
};

const inr = formatInr;

export const REFUND_MESSAGES = {
  amountAboveRefundable: (refundable: number) =>
    refundable === 0
      ? 'Nothing is left to refund on this booking'
      : `Refund amount cannot exceed ${inr(refundable)} (the amount paid and not yet refunded)`,
  amountAboveDue: (due: number) => `Amount cannot exceed the amount due (${inr(due)})`,
  reasonRequired: 'Please enter a reason for the refund',
  amountPositive: 'Amount must be a whole number of rupees above 0',
  failed: 'Refund processing failed',
} as const;
