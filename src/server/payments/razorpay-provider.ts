import type { CreateOrderInput, PaymentProvider, ProviderPayment } from './provider';
import { ProviderError, toPaise } from './provider';

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string | undefined; apiBase: string };

type RazorpayOrder = { id: string; entity: 'order'; amount: number; currency: string; status: string; receipt?: string };
type RazorpayPaymentEntity = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
  order_id: string;
  method?: string;
};

/** Razorpay's Orders and Payments REST API (basic auth with the key id and secret). */
export function createRazorpayProvider(config: RazorpayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiBase}${path}`, {
        method,
        headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new ProviderError(`Razorpay is unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON: keep the text
      }
      throw new ProviderError(`Razorpay ${method} ${path} failed (${res.status}): ${description}`, res.status);
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
        throw new ProviderError(`Razorpay created order ${order.id} for ${order.amount} paise, expected ${toPaise(input.amountRupees)}`);
      }
      return { orderId: order.id };
    },
    async fetchOrderPayments(orderId: string) {
      const list = await call<{ items: RazorpayPaymentEntity[] }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
      return list.items.map((p) => ({
        id: p.id,
        orderId: p.order_id,
        amountPaise: p.amount,
        status: p.status,
        method: p.method,
      }));
    },
  };
}
