import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, paymentEvents, paymentOrders } from '../db/schema';
import { createBookingOk, TEST_CARD } from '../testing/booking-helpers';
import {
  RECORDED_ORDER,
  RECORDED_PAYMENT,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../testing/fake-razorpay';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createRazorpayProvider } from './razorpay-provider';
import { reconcileOpenOrders } from './reconcile';
import { bodyAt } from '../testing/typed-client';

const keys = { keyId: 'rzp_test_key123', keySecret: 'rzp-secret-xyz', webhookSecret: 'whsec-abc' };
let t: TestApp;
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay(keys);
  t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const bookingRow = async (code: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.bookingId, code)))[0]!;
const mailsOf = async (uuid: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, uuid));

async function createOrder(bookingId: string, plan: 'full' | 'half' = 'full') {
  const res = await t.api('POST /payments/create-order', { json: { bookingId, plan } });
  expect(res.status).toBe(200);
  return bodyAt(res, 200);
}

function postWebhook(delivery: { body: string; headers: Record<string, string> }) {
  return t.app.request('/api/payments/webhook', {
    method: 'POST',
    body: delivery.body,
    headers: delivery.headers,
  });
}

describe('Razorpay adapter', () => {
  it("creates the order at Razorpay for the server's amount in paise, with basic auth", async () => {
    const b = await createBookingOk(t);
    const order = await createOrder(b.bookingId, 'half');
    expect(order).toMatchObject({
      amount: 8850,
      amountPaise: 885_000,
      keyId: keys.keyId,
      provider: 'razorpay',
    });
    expect(order).not.toHaveProperty('prefill');
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/orders');
    expect(call?.body).toMatchObject({
      amount: 885_000,
      currency: 'INR',
      receipt: b.bookingId,
      notes: { bookingId: b.bookingId, plan: 'half' },
    });
    expect(fake.orders.get(order.orderId)?.amount).toBe(885_000);
  });

  it('parses the recorded response shapes', async () => {
    const fetchStub = (async (url: string | URL | Request) => {
      const u = String(url);
      const body = u.endsWith('/payments')
        ? { entity: 'collection', count: 1, items: [RECORDED_PAYMENT] }
        : RECORDED_ORDER;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const provider = createRazorpayProvider(
      { ...keys, apiBase: 'http://razorpay.invalid' },
      fetchStub,
    );
    expect(
      await provider.createOrder({
        amountRupees: 50,
        currency: 'INR',
        receipt: 'rcptid_11',
        notes: {},
      }),
    ).toEqual({ orderId: 'order_IluGWxBm9U8zJ8' });
    expect(await provider.fetchOrderPayments('order_IluGWxBm9U8zJ8')).toEqual([
      {
        id: 'pay_29QQoUBi66xm2f',
        orderId: 'order_IluGWxBm9U8zJ8',
        amountPaise: 5000,
        status: 'captured',
        method: 'card',
      },
    ]);
  });

  it('answers "Failed to create payment order" (502) when Razorpay is down', async () => {
    const b = await createBookingOk(t);
    fake.setDown(true);
    try {
      const res = await t.request('POST', '/api/payments/create-order', {
        bookingId: b.bookingId,
        plan: 'full',
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({
        error: { code: 'PAYMENT_ERROR', message: 'Failed to create payment order' },
      });
    } finally {
      fake.setDown(false);
    }
  });

  it('checkout callback → verify confirms the booking (signed with the key secret)', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    const callback = fake.pay(orderId);
    const res = await t.request('POST', '/api/payments/verify', {
      ...callback,
      bookingId: b.bookingId,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'razorpay',
    });
  });

  it('the test gateway is closed when Razorpay is configured', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    expect(
      (await t.request('POST', '/api/test-gateway/pay', { orderId, card: TEST_CARD })).status,
    ).toBe(404);
  });
});

describe('Razorpay webhooks', () => {
  it('a webhook arriving before the browser verify confirms the booking once', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    const callback = fake.pay(orderId);
    const captured = await postWebhook(
      fake.webhook('payment.captured', callback.razorpay_payment_id),
    );
    expect(captured.status).toBe(200);
    expect(await captured.json()).toEqual({ status: 'processed', event: 'payment.captured' });
    const row = await bookingRow(b.bookingId);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      razorpayPaymentId: callback.razorpay_payment_id,
    });
    expect((await mailsOf(row.id)).length).toBe(2);

    // Then order.paid (another event id), then the browser's verify: nothing changes.
    const orderPaid = await postWebhook(fake.webhook('order.paid', callback.razorpay_payment_id));
    expect(await orderPaid.json()).toEqual({ status: 'processed', event: 'order.paid' });
    const verify = await t.request('POST', '/api/payments/verify', {
      ...callback,
      bookingId: b.bookingId,
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentId: callback.razorpay_payment_id,
    });
    expect(await bookingRow(b.bookingId)).toEqual(row);
    expect((await mailsOf(row.id)).length).toBe(2);
  });

  it('a replayed webhook (same event id) has no effect', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId, 'half');
    const callback = fake.pay(orderId);
    const delivery = fake.webhook('order.paid', callback.razorpay_payment_id, 'evt_replay_1');
    expect(await (await postWebhook(delivery)).json()).toEqual({
      status: 'processed',
      event: 'order.paid',
    });
    const row = await bookingRow(b.bookingId);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'advance_paid',
      advanceAmount: 8850,
      remainingAmount: 8850,
    });
    expect(await (await postWebhook(delivery)).json()).toEqual({
      status: 'duplicate',
      event: 'order.paid',
    });
    expect(await bookingRow(b.bookingId)).toEqual(row);
    expect(
      await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_replay_1')),
    ).toHaveLength(1);
  });

  it('refuses a bad signature and records nothing', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    const callback = fake.pay(orderId);
    const delivery = fake.webhook('payment.captured', callback.razorpay_payment_id, 'evt_forged');
    const tampered = delivery.body.replace(/"amount":\d+/, '"amount":100');
    const res = await postWebhook({ body: tampered, headers: delivery.headers });
    expect(res.status).toBe(400);
    const unsigned = await postWebhook({
      body: delivery.body,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_forged' },
    });
    expect(unsigned.status).toBe(400);
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(
      await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('ignores a captured payment whose amount differs from the stored order', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    const callback = fake.pay(orderId, 100);
    const res = await postWebhook(fake.webhook('payment.captured', callback.razorpay_payment_id));
    expect(await res.json()).toEqual({ status: 'ignored', event: 'payment.captured' });
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });

  it('never moves a paid booking backwards (payment.failed after capture)', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    const callback = fake.pay(orderId);
    await postWebhook(fake.webhook('payment.captured', callback.razorpay_payment_id));
    const failedBody = fake
      .webhook('payment.captured', callback.razorpay_payment_id)
      .body.replace('"payment.captured"', '"payment.failed"')
      .replace('"status":"captured"', '"status":"failed"');
    const { hmacHex } = await import('./signature');
    const res = await postWebhook({
      body: failedBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_failed_late',
        'x-razorpay-signature': hmacHex(keys.webhookSecret, failedBody),
      },
    });
    expect(res.status).toBe(200);
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    expect(order!.status).toBe('paid');
  });
});

describe('verify and webhook at the same moment', () => {
  it('confirm the booking once', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    const callback = fake.pay(orderId);
    const [verify, hook] = await Promise.all([
      t.request('POST', '/api/payments/verify', { ...callback, bookingId: b.bookingId }),
      postWebhook(fake.webhook('payment.captured', callback.razorpay_payment_id)),
    ]);
    expect([verify.status, hook.status]).toEqual([200, 200]);
    const row = await bookingRow(b.bookingId);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await mailsOf(row.id)).map((m) => m.kind).sort()).toEqual([
      'admin_notification',
      'booking_confirmation',
    ]);
  });
});

describe('reconciliation', () => {
  it('settles an order paid at Razorpay whose verify and webhook never arrived', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await createOrder(b.bookingId);
    fake.pay(orderId);
    const deps = {
      db: t.database.db,
      provider: createRazorpayProvider({ ...keys, apiBase: fake.url }),
      config: t.config,
    };
    // Too young: the guest may still be in checkout.
    expect((await reconcileOpenOrders(deps, t.clock.now())).settled).toBe(0);
    t.clock.advance(3 * 60_000);
    const result = await reconcileOpenOrders(deps, t.clock.now());
    // This order, and the one whose forged webhook was refused earlier (that guest did pay).
    expect(result.settled).toBe(2);
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    // Running again changes nothing.
    expect((await reconcileOpenOrders(deps, t.clock.now())).settled).toBe(0);
  });
});
