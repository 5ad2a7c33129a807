import type { PaymentStatus } from './enums';
import type { Money } from './folio-schema';

/**
 * The booking's money from its ledger (decision 0112): the one definition of what a stay costs, what
 * came in, what went back and what is due, and the payment status that follows. Pure; the payments
 * writer and every answer that shows money call these.
 */

/** Movement kinds of the ledger (`money_movements.kind`). */
export const MOVEMENT_KINDS = [
  /** Money in: a captured online payment (first payment or balance; `plan` says which). */
  'online_payment',
  /** Money in: a guest's bank transfer, verified by staff. */
  'bank_transfer',
  /** Money in: taken by staff at the desk (cash, card, UPI, a transfer seen in the account). */
  'desk_payment',
  /** Money in: what a booking had received before the ledger existed, with no other record (0014). */
  'opening_balance',
  /**
   * Money in that the stay did not take: a captured online payment paid twice, late, after a
   * cancellation or for an amount that no longer matched (a payment follow-up). It counts in what was
   * received and may go back; the payment status ignores it, and refunds give it back first.
   */
  'unapplied_payment',
  /** Money out: a refund asked for (pending at the provider, or paid back by hand). */
  'refund_requested',
  /** A refund the provider (or staff) confirmed paid: changes no figure, dates the settlement. */
  'refund_processed',
  /** A refund that failed: gives its amount back to what may be refunded (reverses the request). */
  'refund_failed',
  /** A charge beyond the room added to the folio (amount incl. tax). */
  'charge_added',
  /** A charge voided (kept on record; its amount no longer counts). */
  'charge_voided',
  /** The stay's price changed (dates, villa, package): `amount` is the signed change of the total. */
  'stay_repriced',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Kinds that bring money in. */
export const RECEIPT_KINDS: readonly MovementKind[] = [
  'online_payment',
  'bank_transfer',
  'desk_payment',
  'opening_balance',
];

/** Every amount is whole rupees and ≥ 0, except `stay_repriced` (the signed change). */
export type MovementAmount = { kind: MovementKind; amount: number };

/** What the ledger's rows add up to: receipts, refunds not failed, charges not voided. */
export function ledgerSums(movements: readonly MovementAmount[]): LedgerSums {
  let received = 0;
  let unapplied = 0;
  let refunded = 0;
  let charges = 0;
  for (const m of movements) {
    if (RECEIPT_KINDS.includes(m.kind)) received += m.amount;
    else if (m.kind === 'unapplied_payment') unapplied += m.amount;
    else if (m.kind === 'refund_requested') refunded += m.amount;
    else if (m.kind === 'refund_failed') refunded -= m.amount;
    else if (m.kind === 'charge_added') charges += m.amount;
    else if (m.kind === 'charge_voided') charges -= m.amount;
  }
  return {
    received: received + unapplied,
    unapplied,
    refunded: Math.max(0, refunded),
    charges: Math.max(0, charges),
  };
}

/** `received` includes `unapplied` (money in the stay did not take). */
export type LedgerSums = { received: number; unapplied: number; refunded: number; charges: number };

/**
 * What the stay itself got: receipts it took, and refunds beyond the unapplied money (surplus goes
 * back first, decision 0057).
 */
export function stayReceipts(s: LedgerSums) {
  return {
    received: s.received - s.unapplied,
    refunded: Math.max(0, s.refunded - s.unapplied),
  };
}

/**
 * The stay's balance as if it went ahead: `total − (received − refunded)`, never below 0. The
 * booking's `remaining_amount` column holds it (a cancelled stay keeps what it would have owed).
 */
export function outstandingOf(total: number, received: number, refunded: number): number {
  return Math.max(0, total - (received - refunded));
}

/**
 * The money of a booking: `stayTotal` is the booking's price (`total`), charges come from the
 * ledger. Nothing is due on a cancelled booking (its money is settled by refunds, not collected).
 */
export function bookingMoneyOf(
  b: { stayTotal: number; cancelled: boolean },
  movements: readonly MovementAmount[],
): Money {
  const s = ledgerSums(movements);
  const total = b.stayTotal + s.charges;
  const outstanding = outstandingOf(total, s.received, s.refunded);
  return {
    total,
    received: s.received,
    refunded: s.refunded,
    due: b.cancelled ? 0 : outstanding,
  };
}

/**
 * What the resort owes back on a booking that goes ahead: money kept beyond its total (after a
 * price cut or an overpayment), whole rupees, never below 0. `due` and this are never both > 0.
 */
export const refundOwedOf = (m: Pick<Money, 'total' | 'received' | 'refunded'>): number =>
  Math.max(0, m.received - m.refunded - m.total);

/**
 * The payment status that follows from the money (decision 0112), whether or not the stay was
 * cancelled (a cancelled Half Paid booking stays Half Paid until refunded):
 * Money the stay did not take (`unapplied_payment`) and its refunds leave the status alone.
 * - nothing received → `pending` (`failed` stays failed: a declined payment, still nothing in);
 * - refunds made: all of it back → `refunded`; only surplus back (nothing owed) → `paid`; else
 *   `partial_refund`;
 * - nothing owed → `paid`; something owed → `advance_paid` ("Half Paid": part paid, a balance due —
 *   also after a full payment when the price then went up: the honest state is "a balance is due").
 */
export function paymentStatusOf(
  total: number,
  sums: LedgerSums,
  previous: PaymentStatus,
): PaymentStatus {
  const m = { total, ...stayReceipts(sums) };
  const net = m.received - m.refunded;
  const outstanding = outstandingOf(m.total, m.received, m.refunded);
  if (m.received <= 0) return previous === 'failed' ? 'failed' : 'pending';
  if (m.refunded > 0) {
    if (net <= 0) return 'refunded';
    return outstanding === 0 ? 'paid' : 'partial_refund';
  }
  return outstanding === 0 ? 'paid' : 'advance_paid';
}

/**
 * The advance the booking shows (`advance_amount`): while Half Paid, what is in (net, at most the
 * total); otherwise what it was (a full payment leaves 0; a paid balance keeps the advance), at most
 * the total (the price may have gone down).
 */
export function advanceAmountOf(
  status: PaymentStatus,
  m: { total: number; received: number; refunded: number },
  previous: number,
): number {
  if (status === 'advance_paid') return Math.min(m.total, Math.max(0, m.received - m.refunded));
  return Math.min(previous, m.total);
}
