import { RECEIPT_KINDS, type MovementKind } from './folio';

/**
 * THE TWO MONEY FIGURES (decision 0113). Every screen that shows a money total shows one of these,
 * computed in SQL by `src/server/reports/money-figures.ts` from the ledger (`money_movements`), the
 * bookings and their charges. This file holds the definitions, the lists and signs the SQL is built
 * from, a pure reference of the per-booking rule (the SQL mirrors it; tests compare the two) and the
 * formulas that turn the sums into the numbers shown.
 *
 * **Revenue** — what stays earned, as hoteliers count it: room and charges EXCLUDING taxes, net of
 * cancellations and refunds, attributed to the nights of the stay (and to the charge's date).
 * - A sold stay (confirmed, checked in, checked out, completed): its pre-tax price (`subtotal`) less
 *   the pre-tax share of refunds that gave back part of the price (refunds of overpaid or unapplied
 *   money do not count), spread evenly over its nights; each charge not voided counts its pre-tax
 *   amount on its date (the resort day it was added).
 * - Any other booking (cancelled, no-show, pending): only what it keeps — stay money received less
 *   refunded, at most its total, pre-tax share — spread over its ORIGINAL nights (not the
 *   cancellation date: the booking has no cancellation time and the nights are what it sold).
 * - Pre-tax share = (subtotal + charges before tax) / (total + charges with tax).
 * - Each booking's part of a period is rounded to the rupee, so every grouping adds up exactly.
 *
 * **Payments received** — money in net of refunds, dated when it moved (ledger `occurred_at`):
 * payments (online, bank transfer, desk, opening balance, unapplied) +, refunds asked −, a failed
 * refund + (it cancels its request). Charges and repricing move no money.
 */

/** Booking statuses whose nights are sold (their price is earned; nights count as sold). */
export const SOLD_STATUSES = ['confirmed', 'checked_in', 'checked_out', 'completed'] as const;

/** Ledger kinds that bring money in (the stay's receipts and money it did not take). */
export const MONEY_IN_KINDS: readonly MovementKind[] = [...RECEIPT_KINDS, 'unapplied_payment'];

/** The sign of a ledger row in Payments received: +1 money in, −1 refund asked, +1 refund failed. */
export function paymentsReceivedSign(kind: MovementKind): 1 | -1 | 0 {
  if (MONEY_IN_KINDS.includes(kind)) return 1;
  if (kind === 'refund_requested') return -1;
  if (kind === 'refund_failed') return 1;
  return 0;
}

/** Kinds that count in Payments received (the SQL filters on these). */
export const PAYMENTS_RECEIVED_KINDS: readonly MovementKind[] = [
  ...MONEY_IN_KINDS,
  'refund_requested',
  'refund_failed',
];

/** What the Revenue rule needs of one booking (whole rupees; ledger sums as `ledgerSums` adds them). */
export type BookingRevenueFacts = {
  status: string;
  /** Pre-tax price of the stay. */
  subtotal: number;
  /** The stay's price with tax (the booking's `total`). */
  total: number;
  /** Charges not voided: with tax and before tax. */
  chargesTotal: number;
  chargesExTax: number;
  /** Receipts the stay took (RECEIPT_KINDS). */
  received: number;
  /** Money in the stay did not take (`unapplied_payment`). */
  unapplied: number;
  /** Refunds asked less refunds failed. */
  refunded: number;
};

const isSold = (status: string) => (SOLD_STATUSES as readonly string[]).includes(status);

/**
 * A booking's earned value before rounding: `nights` (spread evenly over the stay's nights) and
 * `charges` (each charge counted on its own date; the sum here). The reference of the SQL rule.
 */
export function bookingRevenue(b: BookingRevenueFacts): { nights: number; charges: number } {
  const total = b.total + b.chargesTotal;
  const ratio = total > 0 ? (b.subtotal + b.chargesExTax) / total : 0;
  const refunded = Math.max(0, Math.max(0, b.refunded) - b.unapplied);
  if (isSold(b.status)) {
    const overpaid = Math.max(0, b.received - total);
    const priceRefund = Math.max(0, refunded - overpaid);
    return { nights: Math.max(0, b.subtotal - priceRefund * ratio), charges: b.chargesExTax };
  }
  return { nights: Math.min(total, Math.max(0, b.received - refunded)) * ratio, charges: 0 };
}

/** The part of `value` spread over `nights` that falls on `overlap` of them, rounded to the rupee. */
export function periodShare(value: number, nights: number, overlap: number): number {
  if (nights <= 0 || overlap <= 0) return 0;
  return Math.round((value * Math.min(overlap, nights)) / nights);
}

/** ADR: revenue ÷ nights sold (rupees); 0 with no nights sold. */
export const adr = (revenue: number, nightsSold: number) =>
  nightsSold > 0 ? Math.round(revenue / nightsSold) : 0;

/** RevPAR: revenue ÷ unit-nights available (rupees); 0 with none available. */
export const revpar = (revenue: number, unitNightsAvailable: number) =>
  unitNightsAvailable > 0 ? Math.round(revenue / unitNightsAvailable) : 0;

/** Labels and the short definitions shown beside the figures (hints, tooltips, files). */
export const REVENUE_LABEL = 'Revenue';
export const REVENUE_HINT =
  'Earned on the nights stayed (charges on their date), before tax, net of cancellations and refunds.';
export const PAYMENTS_RECEIVED_LABEL = 'Payments received';
export const PAYMENTS_RECEIVED_HINT = 'Money paid in by guests, less refunds, on the day it moved.';
