import { REFUND_DAYS } from './cancellation-policy';
import type { PropertyPaymentMethod, RefundChannel } from './enums';
import { formatInr } from './money';

/**
 * The words money e-mails use (decision 0121), pure so each case is tested in a table. The server's
 * `payments/ledger-emails.ts` decides WHICH e-mail a movement of money sends; these say WHAT it says.
 */

/** The exact promise for money going back through the payment provider. */
const REFUND_TIMING = `Refunds take ${REFUND_DAYS} to reach your account.`;

const METHOD_WORDS: Record<PropertyPaymentMethod, string> = {
  cash: 'cash',
  card: 'card',
  upi: 'UPI',
  bank_transfer: 'bank transfer',
};

/** "cash", "cash or UPI", "cash, card or UPI". */
export function methodWords(methods: readonly PropertyPaymentMethod[]): string {
  const words = [...new Set(methods)].map((m) => METHOD_WORDS[m]);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * How one refund reaches the guest: through the provider to what they paid with online (with the
 * timing), or paid back by the resort itself, the way the guest paid at the property.
 */
export function refundHowLine(
  refund: { channel: RefundChannel; amount: number },
  deskMethods: readonly PropertyPaymentMethod[],
): string {
  if (refund.channel !== 'manual')
    return `${formatInr(refund.amount)} is on its way back to the card, UPI or bank account you paid with online. ${REFUND_TIMING}`;
  const how = methodWords(deskMethods);
  return how
    ? `${formatInr(refund.amount)} is paid back to you by the resort directly, by ${how} as you paid us.`
    : `${formatInr(refund.amount)} is paid back to you by the resort directly; we will contact you to arrange it.`;
}

/**
 * What a cancellation e-mail says about the money: the refund decided (and that its own e-mail
 * follows when it is processed), or "no refund" with the reason, or that nothing was paid.
 */
export function cancellationMoneyLine(p: {
  paidAmount: number;
  refundAmount: number;
  /** Why nothing (or not everything) is refunded: the cancellation's reason. */
  reason: string;
}): string {
  if (p.paidAmount <= 0 && p.refundAmount <= 0) return 'No payment was taken for this booking.';
  if (p.refundAmount <= 0)
    return `No refund: ${p.reason}. You paid ${formatInr(p.paidAmount)} for this booking.`;
  const kept = p.paidAmount - p.refundAmount;
  return (
    `Refund: ${formatInr(p.refundAmount)} of the ${formatInr(p.paidAmount)} you paid.` +
    (kept > 0 ? ` The other ${formatInr(kept)} is not refunded: ${p.reason}.` : '') +
    ' We will e-mail you when the refund is processed, with how it is paid back and when to expect it.'
  );
}

/** The receipt's figures: paid now, paid in all (net of refunds), and what is still due. */
export function receiptLines(p: {
  paidNow: number;
  method: string;
  totalPaid: number;
  total: number;
  due: number;
}): [string, string][] {
  return [
    ['Paid now', `${formatInr(p.paidNow)} (${p.method})`],
    ['Total paid', `${formatInr(p.totalPaid)} of ${formatInr(p.total)}`],
    ['Balance due', p.due > 0 ? formatInr(p.due) : 'Nothing – paid in full'],
  ];
}

/** How a payment method reads in a receipt. */
export function paymentMethodWords(method: string | null): string {
  if (!method) return 'payment';
  if (method === 'razorpay' || method === 'test') return 'paid online';
  if (method in METHOD_WORDS) return METHOD_WORDS[method as PropertyPaymentMethod];
  return method;
}
