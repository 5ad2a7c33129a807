import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { checkoutSignature, hmacHex } from '../payments/signature';

/**
 * A local fake of Razorpay's REST endpoints (orders, order payments, payments, capture, refunds and
 * GET of one refund) and its signed webhooks (payment and refund events), for tests.
 * Response shapes follow Razorpay's documented (recorded) examples; see RECORDED_* below.
 */

/** Razorpay's documented response to POST /v1/orders. */
export const RECORDED_ORDER = {
  id: 'order_IluGWxBm9U8zJ8',
  entity: 'order',
  amount: 5000,
  amount_paid: 0,
  amount_due: 5000,
  currency: 'INR',
  receipt: 'rcptid_11',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: [],
  created_at: 1642662092,
};

/** Razorpay's documented payment entity (GET /v1/orders/:id/payments items, webhook payload). */
export const RECORDED_PAYMENT = {
  id: 'pay_29QQoUBi66xm2f',
  entity: 'payment',
  amount: 5000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_IluGWxBm9U8zJ8',
  invoice_id: null,
  international: false,
  method: 'card',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: 'Booking',
  card_id: 'card_29QQoUBi66xm2f',
  bank: null,
  wallet: null,
  vpa: null,
  email: 'gaurav.kumar@example.com',
  contact: '+919876543210',
  notes: [],
  fee: 118,
  tax: 18,
  error_code: null,
  error_description: null,
  created_at: 1567674599,
};

/** Razorpay's documented response to POST /v1/payments/:id/refund. */
const RECORDED_REFUND = {
  id: 'rfnd_FP8QHiV938haTz',
  entity: 'refund',
  amount: 500100,
  receipt: 'Receipt No. 31',
  currency: 'INR',
  payment_id: 'pay_29QQoUBi66xm2f',
  notes: [],
  acquirer_data: { arn: null },
  created_at: 1597078866,
  batch_id: null,
  status: 'processed',
  speed_processed: 'normal',
  speed_requested: 'normal',
};

type Order = Omit<typeof RECORDED_ORDER, 'notes'> & { notes: unknown };
type Payment = Omit<typeof RECORDED_PAYMENT, 'status' | 'captured' | 'refund_status'> & {
  status: string;
  captured: boolean;
  refund_status: string | null;
};
type Refund = Omit<typeof RECORDED_REFUND, 'notes'> & { notes: unknown };

export type FakeRazorpay = {
  url: string;
  orders: Map<string, Order>;
  payments: Payment[];
  /** Refunds by their X-Refund-Idempotency key (each key refunds once, as Razorpay promises). */
  refunds: Map<string, { body: string; refund: Refund }>;
  requests: {
    method: string;
    path: string;
    body: unknown;
    headers: Record<string, string | string[] | undefined>;
  }[];
  /** Make refunds answer this error status (e.g. 400) instead of refunding; undefined = refund. */
  failRefunds(status: number | undefined): void;
  /**
   * How new refunds come back: 'processed' (the recorded example, the default) or 'pending'
   * (Razorpay's normal speed: the money moves days later, then refund.processed / refund.failed).
   */
  refundsAnswer(status: 'processed' | 'pending'): void;
  /** Razorpay finishes a pending refund (GET then reports it; send the webhook with refundWebhook). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): void;
  /** A signed webhook delivery for a refund event (payload.refund and payload.payment, as Razorpay sends). */
  refundWebhook(
    event: 'refund.processed' | 'refund.failed',
    refundId: string,
    eventId?: string,
  ): { body: string; headers: Record<string, string> };
  /** Make the API answer 503 (simulating an outage). */
  setDown(down: boolean): void;
  /** The guest pays in checkout: a captured payment and the callback fields Razorpay's checkout.js returns. */
  pay(
    orderId: string,
    amountPaise?: number,
    opts?: { status?: 'captured' | 'authorized' },
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A signed webhook delivery (raw body + headers) for an event about a payment. */
  webhook(
    event: 'payment.captured' | 'order.paid',
    paymentId: string,
    eventId?: string,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export async function startFakeRazorpay(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<FakeRazorpay> {
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
  const requests: FakeRazorpay['requests'] = [];
  const refunds: FakeRazorpay['refunds'] = new Map();
  let down = false;
  let refundFailure: number | undefined;
  let refundAnswer: 'processed' | 'pending' = 'processed';
  const refundById = (id: string) =>
    [...refunds.values()].map((r) => r.refund).find((r) => r.id === id);
  const expectedAuth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  const rid = () => randomBytes(7).toString('base64url').replace(/[-_]/g, 'x');

  const server: Server = createServer(
    (req, res) =>
      void (async () => {
        const body = await readBody(req);
        const path = (req.url ?? '/').split('?')[0]!;
        requests.push({ method: req.method ?? 'GET', path, body, headers: req.headers });
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        const error = (status: number, code: string, description: string) =>
          send(status, {
            error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
          });
        if (down) return error(503, 'SERVER_ERROR', 'Service unavailable');
        if (req.headers.authorization !== expectedAuth)
          return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
        if (req.method === 'POST' && path === '/v1/orders') {
          const b = body as {
            amount?: number;
            currency?: string;
            receipt?: string;
            notes?: unknown;
          };
          if (!Number.isInteger(b.amount) || (b.amount ?? 0) < 100) {
            return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
          }
          const order: Order = {
            ...RECORDED_ORDER,
            id: `order_${rid()}`,
            amount: b.amount!,
            amount_due: b.amount!,
            currency: b.currency ?? 'INR',
            receipt: b.receipt ?? '',
            notes: b.notes ?? [],
            created_at: Math.floor(Date.now() / 1000),
          };
          orders.set(order.id, order);
          return send(200, order);
        }
        const orderMatch = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
        if (req.method === 'GET' && orderMatch) {
          const order = orders.get(decodeURIComponent(orderMatch[1]!));
          if (!order) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
          if (!orderMatch[2]) return send(200, order);
          const items = payments.filter((p) => p.order_id === order.id);
          return send(200, { entity: 'collection', count: items.length, items });
        }
        const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && refundMatch) {
          const refund = refundById(decodeURIComponent(refundMatch[2]!));
          if (!refund || refund.payment_id !== decodeURIComponent(refundMatch[1]!))
            return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
          return send(200, refund);
        }
        const paymentMatch = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
        if (paymentMatch) {
          const payment = payments.find((p) => p.id === decodeURIComponent(paymentMatch[1]!));
          if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
          if (req.method === 'GET' && !paymentMatch[2]) return send(200, payment);
          const b = (body ?? {}) as { amount?: number; currency?: string };
          if (req.method === 'POST' && paymentMatch[2] === '/capture') {
            if (payment.status !== 'authorized')
              return error(400, 'BAD_REQUEST_ERROR', 'This payment has already been captured');
            if (b.amount !== payment.amount)
              return error(
                400,
                'BAD_REQUEST_ERROR',
                'Capture amount must be equal to the amount authorized',
              );
            payment.status = 'captured';
            payment.captured = true;
            return send(200, payment);
          }
          if (req.method === 'POST' && paymentMatch[2] === '/refund') {
            const key = req.headers['x-refund-idempotency'];
            const keyText = typeof key === 'string' ? key : undefined;
            if (keyText !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(keyText))
              return error(400, 'BAD_REQUEST_ERROR', 'The idempotency key is invalid');
            const bodyText = JSON.stringify(body ?? {});
            const earlier = keyText ? refunds.get(keyText) : undefined;
            if (earlier) {
              if (earlier.body !== bodyText)
                return error(
                  400,
                  'BAD_REQUEST_ERROR',
                  'Different request with the same idempotency key has already been processed.',
                );
              return send(200, earlier.refund);
            }
            if (refundFailure)
              return error(refundFailure, 'BAD_REQUEST_ERROR', 'Refund could not be processed');
            if (payment.status !== 'captured' && payment.status !== 'refunded')
              return error(400, 'BAD_REQUEST_ERROR', 'Only captured payments can be refunded');
            const amount = b.amount ?? payment.amount - payment.amount_refunded;
            if (amount > payment.amount - payment.amount_refunded)
              return error(
                400,
                'BAD_REQUEST_ERROR',
                'The refund amount provided is greater than amount captured',
              );
            const refund: Refund = {
              ...RECORDED_REFUND,
              id: `rfnd_${rid()}`,
              amount,
              payment_id: payment.id,
              notes: (body as { notes?: unknown } | undefined)?.notes ?? [],
              created_at: Math.floor(Date.now() / 1000),
              status: refundAnswer,
            };
            payment.amount_refunded += amount;
            payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
            if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
            if (keyText) refunds.set(keyText, { body: bodyText, refund });
            return send(200, refund);
          }
        }
        return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    requests,
    setDown: (d) => {
      down = d;
    },
    failRefunds: (status) => {
      refundFailure = status;
    },
    refundsAnswer: (status) => {
      refundAnswer = status;
    },
    settleRefund(refundId, status) {
      const refund = refundById(refundId);
      if (!refund) throw new Error(`fake razorpay: no refund ${refundId}`);
      refund.status = status;
      if (status === 'failed') {
        // A failed refund gives the money back to the payment.
        const payment = payments.find((p) => p.id === refund.payment_id)!;
        payment.amount_refunded -= refund.amount;
        if (payment.status === 'refunded') payment.status = 'captured';
        payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
      }
    },
    refundWebhook(event, refundId, eventId = `evt_${rid()}`) {
      const refund = refundById(refundId);
      if (!refund) throw new Error(`fake razorpay: no refund ${refundId}`);
      const payment = payments.find((p) => p.id === refund.payment_id);
      const payload = { refund: { entity: refund }, payment: { entity: payment } };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_BFQ7uQEaa7j2z7',
        event,
        contains: ['refund', 'payment'],
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': eventId,
          'x-razorpay-signature': hmacHex(opts.webhookSecret, body),
        },
      };
    },
    pay(orderId, amountPaise, payOpts) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const payment: Payment = {
        ...RECORDED_PAYMENT,
        id: `pay_${rid()}`,
        order_id: orderId,
        amount: amountPaise ?? order.amount,
        status: payOpts?.status ?? 'captured',
        captured: (payOpts?.status ?? 'captured') === 'captured',
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.push(payment);
      order.status = 'paid';
      order.amount_paid = payment.amount;
      order.amount_due = 0;
      order.attempts += 1;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(opts.keySecret, orderId, payment.id),
      };
    },
    webhook(event, paymentId, eventId = `evt_${rid()}`) {
      const payment = payments.find((p) => p.id === paymentId);
      if (!payment) throw new Error(`fake razorpay: no payment ${paymentId}`);
      const order = orders.get(payment.order_id);
      const payload =
        event === 'order.paid'
          ? { payment: { entity: payment }, order: { entity: order } }
          : { payment: { entity: payment } };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_BFQ7uQEaa7j2z7',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': eventId,
          'x-razorpay-signature': hmacHex(opts.webhookSecret, body),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
