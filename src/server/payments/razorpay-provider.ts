import type {
  CreateOrderInput,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  RefundInput,
} from './provider';
import { ProviderError, toPaise } from './provider';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiBase: string;
};

type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  status: string;
  receipt?: string;
};
type RazorpayRefundEntity = {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  status: ProviderRefund['status'];
};
type RazorpayPaymentEntity = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
  order_id: string;
  method?: string;
};

const toPayment = (p: RazorpayPaymentEntity): ProviderPayment => ({
  id: p.id,
  orderId: p.order_id,
  amountPaise: p.amount,
  status: p.status,
  method: p.method,
});

/** Razorpay's Orders and Payments REST API (basic auth with the key id and secret). */
export function createRazorpayProvider(
  config: RazorpayConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiBase}${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new ProviderError(
        `Razorpay is unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        description =
          (JSON.parse(text) as { error?: { description?: string } }).error?.description ??
          description;
      } catch {
        // not JSON: keep the text
      }
      throw new ProviderError(
        `Razorpay ${method} ${path} failed (${res.status}): ${description}`,
        res.status,
      );
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutSecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    async createOrder(input: CreateOrderInput) {
      const order = await call<RazorpayOrder>('POST', '/v1/orders', {
        amount: toPaise(input.amountRupees),
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      if (order.amount !== toPaise(input.amountRupees)) {
        throw new ProviderError(
          `Razorpay created order ${order.id} for ${order.amount} paise, expected ${toPaise(input.amountRupees)}`,
        );
      }
      return { orderId: order.id };
    },
    async fetchOrderPayments(orderId: string) {
      const list = await call<{ items: RazorpayPaymentEntity[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map(toPayment);
    },
    async fetchPayment(paymentId: string) {
      return toPayment(
        await call<RazorpayPaymentEntity>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
      );
    },
    async capturePayment(paymentId: string, amountPaise: number) {
      return toPayment(
        await call<RazorpayPaymentEntity>(
          'POST',
          `/v1/payments/${encodeURIComponent(paymentId)}/capture`,
          {
            amount: amountPaise,
            currency: 'INR',
          },
        ),
      );
    },
    async refund(input: RefundInput) {
      // Razorpay refunds once per X-Refund-Idempotency key; the body must be the same on a retry.
      const r = await call<RazorpayRefundEntity>(
        'POST',
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: toPaise(input.amountRupees), speed: 'normal', notes: input.notes ?? {} },
        { 'X-Refund-Idempotency': input.idempotencyKey },
      );
      return { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, status: r.status };
    },
    async fetchRefund(paymentId: string, refundId: string) {
      const r = await call<RazorpayRefundEntity>(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      );
      return { id: r.id, paymentId: r.payment_id, status: r.status };
    },
  };
}
