import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { bookings, refunds } from '../db/schema';
import { createBookingOk } from '../testing/booking-helpers';
import { startFakeRazorpay, type FakeRazorpay } from '../testing/fake-razorpay';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt, errorBody } from '../testing/typed-client';

const keys = { keyId: 'rzp_test_key123', keySecret: 'rzp-secret-xyz', webhookSecret: 'whsec-abc' };
let t: TestApp;
let fake: FakeRazorpay;
let cookie: string;
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
  cookie = await signInDemoAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const WEEKDAYS = [1, 2, 3, 7, 8, 9, 10, 14, 15, 16];
let n = 0;
const stay = () => {
  const d = WEEKDAYS[n++ % WEEKDAYS.length]!;
  return {
    checkIn: `2026-12-${String(d).padStart(2, '0')}`,
    checkOut: `2026-12-${String(d + 1).padStart(2, '0')}`,
  };
};
async function order(bookingId: string, plan: 'full' | 'half' = 'full') {
  const res = await t.api('POST /payments/create-order', { json: { bookingId, plan } });
  expect(res.status).toBe(200);
  return bodyAt(res, 200).orderId;
}
const verify = (bookingId: string, callback: object) =>
  t.request('POST', '/api/payments/verify', { ...callback, bookingId });
const refund = (
  bookingId: string,
  json: { amount: number; reason: string; paymentId?: string },
  key: string,
) =>
  t.api('POST /admin/bookings/:bookingId/refunds', {
    param: { bookingId },
    json,
    header: { cookie, 'idempotency-key': key },
  });
const refundCalls = (paymentId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);

describe('Razorpay refunds', () => {
  it('sends the refund with X-Refund-Idempotency; a retry and two at once refund once', async () => {
    const b = await createBookingOk(t, stay());
    const cb = fake.pay(await order(b.bookingId));
    expect((await verify(b.bookingId, cb)).status).toBe(200);
    const first = await refund(b.bookingId, { amount: 2000, reason: 'Goodwill' }, 'rzp-key-1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ outcome: 'processed', paymentStatus: 'partial_refund' });
    const [call] = refundCalls(cb.razorpay_payment_id);
    expect(call!.body).toMatchObject({ amount: 200_000, speed: 'normal' });
    const key = call!.headers['x-refund-idempotency'];
    expect(key).toMatch(/^rfnd_[0-9a-f]{40}$/);
    expect(bodyAt(first, 201).refunds[0]!.providerRefundId).toMatch(/^rfnd_/);

    const again = await refund(b.bookingId, { amount: 2000, reason: 'Goodwill' }, 'rzp-key-1');
    expect(bodyAt(again, 201).refunds[0]!.id).toBe(bodyAt(first, 201).refunds[0]!.id);
    const [x, y] = await Promise.all([
      refund(b.bookingId, { amount: 3000, reason: 'Safari closed' }, 'rzp-key-2'),
      refund(b.bookingId, { amount: 3000, reason: 'Safari closed' }, 'rzp-key-2'),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    const payment = fake.payments.find((p) => p.id === cb.razorpay_payment_id)!;
    expect(payment.amount_refunded).toBe(500_000);
    expect(fake.refunds.size).toBe(2);
    expect(
      (await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).length,
    ).toBe(2);
  });

  it('a refused refund fails cleanly and the same key retries it', async () => {
    const b = await createBookingOk(t, stay());
    const cb = fake.pay(await order(b.bookingId));
    expect((await verify(b.bookingId, cb)).status).toBe(200);
    fake.failRefunds(400);
    const failed = await refund(b.bookingId, { amount: 17700, reason: 'Cancelled' }, 'rzp-fail-1');
    expect(failed.status).toBe(502);
    expect(bodyAt(failed, 502).error.message).toMatch(/^Refund processing failed: /);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(
      (await t.database.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!.paymentStatus,
    ).toBe('paid');
    fake.failRefunds(undefined);
    const retried = await refund(b.bookingId, { amount: 17700, reason: 'Cancelled' }, 'rzp-fail-1');
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ outcome: 'processed', paymentStatus: 'refunded' });
    fake.setDown(true);
    const b2 = await createBookingOk(t, stay());
    fake.setDown(false);
    const cb2 = fake.pay(await order(b2.bookingId));
    expect((await verify(b2.bookingId, cb2)).status).toBe(200);
    fake.setDown(true);
    const unknown = await refund(b2.bookingId, { amount: 100, reason: 'Test' }, 'rzp-down-1');
    expect(unknown.status).toBe(502);
    expect(bodyAt(unknown, 502).error.message).toContain('never twice');
    fake.setDown(false);
    const done = await refund(b2.bookingId, { amount: 100, reason: 'Test' }, 'rzp-down-1');
    expect(bodyAt(done, 201).outcome).toBe('processed');
  });

  it('refunds a second payment flagged payment_needs_attention and leaves the booking paid', async () => {
    const b = await createBookingOk(t, stay());
    const orderId = await order(b.bookingId);
    const cb = fake.pay(orderId);
    expect((await verify(b.bookingId, cb)).status).toBe(200);
    const second = fake.pay(orderId);
    const res = await t.app.request('/api/payments/webhook', {
      method: 'POST',
      ...fake.webhook('payment.captured', second.razorpay_payment_id),
    });
    expect(res.status).toBe(200);
    const detail = await t.api.ok('GET /admin/bookings/:bookingId', {
      param: { bookingId: b.bookingId },
      header: { cookie },
    });
    expect(detail.money.attention).toEqual([
      expect.objectContaining({ paymentId: second.razorpay_payment_id, available: 17700 }),
    ]);
    expect(detail.money.refundable).toBe(35400);
    const r = await refund(
      b.bookingId,
      { amount: 17700, reason: 'Paid twice', paymentId: second.razorpay_payment_id },
      'rzp-dup-1',
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ paymentStatus: 'paid', refundable: 17700 });
    expect(refundCalls(second.razorpay_payment_id)).toHaveLength(1);
    expect(refundCalls(cb.razorpay_payment_id)).toHaveLength(0);
  });
});

describe('Razorpay verify checks the payment itself (issue 10 item 8)', () => {
  it('captures an authorised payment explicitly, then confirms', async () => {
    const b = await createBookingOk(t, stay());
    const orderId = await order(b.bookingId);
    const cb = fake.pay(orderId, undefined, { status: 'authorized' });
    const res = await verify(b.bookingId, cb);
    expect(res.status).toBe(200);
    const capture = fake.requests.find(
      (r) => r.path === `/v1/payments/${cb.razorpay_payment_id}/capture`,
    );
    expect(capture?.body).toMatchObject({ amount: 1_770_000, currency: 'INR' });
    expect(fake.payments.find((p) => p.id === cb.razorpay_payment_id)!.status).toBe('captured');
  });

  it('refuses a correctly signed payment of the wrong amount or not captured', async () => {
    const b = await createBookingOk(t, stay());
    const orderId = await order(b.bookingId);
    const short = fake.pay(orderId, 100);
    const res = await verify(b.bookingId, short);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Payment verification failed');
    const failedPayment = fake.pay(orderId);
    fake.payments.find((p) => p.id === failedPayment.razorpay_payment_id)!.status = 'failed';
    expect((await verify(b.bookingId, failedPayment)).status).toBe(400);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });
});
