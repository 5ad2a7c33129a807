import { createHash } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '../../domain/enums';

/** A payment as the provider reports it (amounts in paise, as providers count). */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | undefined;
};

export type CreateOrderInput = {
  /** Integer rupees; the provider boundary converts to paise. */
  amountRupees: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
};

/**
 * One interface, two implementations (Razorpay, the built-in test gateway), one verification path:
 * the checkout's callback is signed HMAC-SHA256(`order_id|payment_id`, checkoutSecret) and checked
 * by the payments service against the order stored in our database.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key the browser's checkout needs (Razorpay key id, or "test"). */
  readonly keyId: string;
  /** Secret that signs checkout callbacks. */
  readonly checkoutSecret: string;
  /** Secret that signs webhooks (Razorpay only). */
  readonly webhookSecret: string | undefined;
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /** Payments made against an order, for reconciliation. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * One payment as the provider sees it, and capturing an authorised one (verify checks both before
   * confirming; issue 10 item 8). Absent on the test gateway, whose payments exist only as our own
   * signed callbacks.
   */
  fetchPayment?(paymentId: string): Promise<ProviderPayment>;
  capturePayment?(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /**
   * Refunds `amountRupees` of a captured payment. `idempotencyKey` goes to the provider (Razorpay's
   * `X-Refund-Idempotency`), so the same key refunds once however often it is sent (decision 0057).
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * One refund as the provider sees it now (the refunds job asks about refunds still pending;
   * decision 0121). The test gateway's refunds settle at once, so it answers `processed`.
   */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefundState>;
}

export type RefundInput = {
  paymentId: string;
  /** Integer rupees; the provider boundary converts to paise. */
  amountRupees: number;
  /** 10–64 characters of letters, digits, `-` and `_` (see `providerRefundKey`). */
  idempotencyKey: string;
  notes?: Record<string, string>;
};

export type ProviderRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
};

/** Where a refund stands at the provider (amount left out: the test gateway keeps no record). */
type ProviderRefundState = Pick<ProviderRefund, 'id' | 'paymentId' | 'status'>;

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * The key a provider receives for one refund row: derived from our stored key (any characters, any
 * length) as `rfnd_` + 40 hex of its sha256, which fits Razorpay's rule (10+ characters of letters,
 * digits, hyphens and underscores) and is the same on every retry.
 */
export const providerRefundKey = (storedKey: string) =>
  `rfnd_${createHash('sha256').update(storedKey).digest('hex').slice(0, 40)}`;

export const toPaise = (rupees: number) => Math.round(rupees * 100);
