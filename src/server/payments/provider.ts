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
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const toPaise = (rupees: number) => Math.round(rupees * 100);
