import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import {
  bookings,
  emailOutbox,
  moneyMovements,
  paymentEvents,
  refunds,
  taxDocuments,
} from '../db/schema';
import { createBookingOk } from '../testing/booking-helpers';
import { startFakeRazorpay, type FakeRazorpay } from '../testing/fake-razorpay';
import { createTestApp, type TestApp } from '../testing/test-app';

import { paymentProviderFor } from './provider-factory';
import { reconcilePendingRefunds } from './refund-reconcile-service';
import { bodyAt } from '../testing/typed-client';

/**
 * Razorpay refunds to the end (decision 0121), against the local fake of Razorpay's API: a refund
 * left pending is settled by refund.processed / refund.failed (signed, once per event, in any
 * order) or by the refunds job; a failed refund is retried by staff, once.
 */

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

const WEEKDAYS = [1, 2, 3, 7, 8, 9, 10, 14, 15, 16, 17, 21, 22];
let n = 0;
const stay = () => {
  const d = WEEKDAYS[n++ % WEEKDAYS.length]!;
  return {
    checkIn: `2027-02-${String(d).padStart(2, '0')}`,
    checkOut: `2027-02-${String(d + 1).padStart(2, '0')}`,
  };
};

/** A booking paid in full through the fake's checkout (17,700 for a Glass Cottage weekday). */
async function paidBooking() {
  const b = await createBookingOk(t, stay());
  const { orderId } = await t.api.ok('POST /payments/create-order', {
    json: { bookingId: b.bookingId, plan: 'full' },
  });
  const cb = fake.pay(orderId);
  expect(
    (await t.request('POST', '/api/payments/verify', { ...cb, bookingId: b.bookingId })).status,
  ).toBe(200);
  return { ...b, paymentId: cb.razorpay_payment_id };
}
const refund = (bookingId: string, amount: number, key: string) =>
  t.api('POST /admin/bookings/:bookingId/refunds', {
    param: { bookingId },
    json: { amount, reason: 'Goodwill' },
    header: { cookie, 'idempotency-key': key },
  });
const retry = (bookingId: string, refundId: string) =>
  t.api('POST /admin/bookings/:bookingId/refunds/:refundId/retry', {
    param: { bookingId, refundId },
    header: { cookie },
  });
const deliver = (d: { body: string; headers: Record<string, string> }) =>
  t.app.request('/api/payments/webhook', { method: 'POST', body: d.body, headers: d.headers });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const ledger = (uuid: string) =>
  t.database.db
    .select({
      kind: moneyMovements.kind,
      amount: moneyMovements.amount,
      key: moneyMovements.idempotencyKey,
    })
    .from(moneyMovements)
    .where(eq(moneyMovements.bookingId, uuid))
    .orderBy(asc(moneyMovements.createdAt), asc(moneyMovements.occurredAt));
const bookingOf = async (uuid: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, uuid)))[0]!;
const notices = (uuid: string) =>
  t.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, uuid), eq(emailOutbox.kind, 'refund_notice')));
const staffMail = (uuid: string) =>
  t.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, uuid), eq(emailOutbox.kind, 'admin_notification')));

describe('refund.processed and refund.failed webhooks', () => {
  it('a pending refund is processed by its signed webhook once; a replay and a late failure change nothing', async () => {
    const b = await paidBooking();
    fake.refundsAnswer('pending');
    const r = await refund(b.bookingId, 5000, 'wh-1');
    fake.refundsAnswer('processed');
    expect(r.status).toBe(201);
    expect(bodyAt(r, 201).outcome).toBe('pending');
    const line = bodyAt(r, 201).refunds[0]!;
    expect(line).toMatchObject({
      status: 'pending',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await notices(b.id)).toHaveLength(0); // not promised before the provider processed it

    // A forged signature is refused and changes nothing.
    const d = fake.refundWebhook('refund.processed', line.providerRefundId!, 'evt_refund_1');
    fake.settleRefund(line.providerRefundId!, 'processed');
    const real = fake.refundWebhook('refund.processed', line.providerRefundId!, 'evt_refund_1');
    const forged = await deliver({
      body: d.body,
      headers: { ...d.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    expect((await rowOf(line.id)).status).toBe('pending');

    const ok = await deliver(real);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'processed', event: 'refund.processed' });
    const again = await deliver(real);
    expect(await again.json()).toMatchObject({ status: 'duplicate' });
    // refund.failed after processed (another event id): forward only, ignored.
    const late = await deliver(
      fake.refundWebhook('refund.failed', line.providerRefundId!, 'evt_refund_2'),
    );
    expect(await late.json()).toMatchObject({ status: 'ignored' });

    expect(await rowOf(line.id)).toMatchObject({ status: 'processed', failureReason: null });
    const rows = await ledger(b.id);
    expect(rows.filter((m) => m.kind === 'refund_processed')).toEqual([
      {
        kind: 'refund_processed',
        amount: 5000,
        key: `refund:${(await rowOf(line.id)).idempotencyKey}:processed`,
      },
    ]);
    expect(rows.some((m) => m.kind === 'refund_failed')).toBe(false);
    expect((await bookingOf(b.id)).paymentStatus).toBe('partial_refund');
    const mail = await notices(b.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Refund of ₹5,000 processed – ${b.bookingId}`);
    expect(mail[0]!.text).toContain('Refunds take 5-7 business days');
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_refund_1'));
    expect(events).toHaveLength(1);
  });

  it('refund.failed gives the money back to refundable, tells staff, and a staff retry refunds once', async () => {
    const b = await paidBooking();
    fake.refundsAnswer('pending');
    const r = await refund(b.bookingId, 10000, 'wh-2');
    fake.refundsAnswer('processed');
    const line = bodyAt(r, 201).refunds[0]!;
    expect((await bookingOf(b.id)).paymentStatus).toBe('partial_refund');
    fake.settleRefund(line.providerRefundId!, 'failed');
    const res = await deliver(fake.refundWebhook('refund.failed', line.providerRefundId!));
    expect(await res.json()).toMatchObject({ status: 'processed' });
    const failedRow = await rowOf(line.id);
    expect(failedRow).toMatchObject({
      status: 'failed',
      failureReason: 'Razorpay reported the refund failed',
    });
    expect((await bookingOf(b.id)).paymentStatus).toBe('paid');
    expect((await ledger(b.id)).filter((m) => m.kind === 'refund_failed')).toEqual([
      { kind: 'refund_failed', amount: 10000, key: `refund:${failedRow.idempotencyKey}:failed` },
    ]);
    const staff = await staffMail(b.id);
    expect(
      staff.some(
        (m) => m.subject.startsWith('[payment_needs_attention]') && m.text.includes('Retry it'),
      ),
    ).toBe(true);
    expect(await notices(b.id)).toHaveLength(0);

    // Two retries at once and one after: the refund is asked again once, with a new provider key.
    const calls = () =>
      fake.requests.filter(
        (q) => q.method === 'POST' && q.path === `/v1/payments/${b.paymentId}/refund`,
      );
    const before = calls().length;
    const [x, y] = await Promise.all([retry(b.bookingId, line.id), retry(b.bookingId, line.id)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const z = await retry(b.bookingId, line.id);
    expect(z.status).toBe(200);
    expect(z.body).toMatchObject({
      outcome: 'processed',
      replayed: true,
      paymentStatus: 'partial_refund',
    });
    // Each call of the retry carries the one key of attempt 1, never the failed refund's key.
    const keysSent = calls().map((q) => q.headers['x-refund-idempotency']);
    expect(new Set(keysSent.slice(before)).size).toBe(1);
    expect(new Set(keysSent).size).toBe(2);
    expect(fake.refunds.size).toBeGreaterThan(0);
    const rows = await ledger(b.id);
    expect(rows.filter((m) => m.kind === 'refund_requested').map((m) => m.key)).toEqual([
      `refund:${failedRow.idempotencyKey}`,
      `refund:${failedRow.idempotencyKey}:retry1`,
    ]);
    expect(rows.filter((m) => m.kind === 'refund_processed')).toHaveLength(1);
    expect(await rowOf(line.id)).toMatchObject({ status: 'processed' });
    expect(fake.payments.find((p) => p.id === b.paymentId)!.amount_refunded).toBe(1_000_000);
    const mail = await notices(b.id);
    expect(mail.map((m) => m.subject)).toEqual([`Refund of ₹10,000 processed – ${b.bookingId}`]);
    // One credit note for the one refund, not one per attempt.
    const docs = await t.database.db
      .select({ kind: taxDocuments.kind })
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, b.id));
    expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(1);
  });

  it('a refund Razorpay failed is sent again by the same refund request (same Idempotency-Key)', async () => {
    const b = await paidBooking();
    fake.refundsAnswer('pending');
    const r = await refund(b.bookingId, 4000, 'wh-same-key');
    fake.refundsAnswer('processed');
    const line = bodyAt(r, 201).refunds[0]!;
    fake.settleRefund(line.providerRefundId!, 'failed');
    await deliver(fake.refundWebhook('refund.failed', line.providerRefundId!));
    expect(await rowOf(line.id)).toMatchObject({ status: 'failed' });
    const again = await refund(b.bookingId, 4000, 'wh-same-key');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ outcome: 'processed', replayed: true });
    const row = await rowOf(line.id);
    expect(row.status).toBe('processed');
    expect(row.providerRefundId).not.toBe(line.providerRefundId);
  });

  it('a webhook that comes before the refund call is answered finds the row by payment and amount', async () => {
    const b = await paidBooking();
    fake.refundsAnswer('pending');
    fake.setDown(true); // the call gets no answer: the row stays pending without a provider id
    const r = await refund(b.bookingId, 3000, 'wh-3');
    fake.setDown(false);
    expect(r.status).toBe(502);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(row).toMatchObject({ status: 'pending', providerRefundId: null });
    // Razorpay did get it after all (sent again with the same key by the job below, here by hand).
    const sent = await refund(b.bookingId, 3000, 'wh-3');
    fake.refundsAnswer('processed');
    const providerId = bodyAt(sent, 201).refunds[0]!.providerRefundId!;
    // Forget the id we stored, as if the webhook won the race against the call's answer.
    await t.database.db
      .update(refunds)
      .set({ providerRefundId: null })
      .where(eq(refunds.id, row!.id));
    fake.settleRefund(providerId, 'processed');
    const res = await deliver(fake.refundWebhook('refund.processed', providerId));
    expect(await res.json()).toMatchObject({ status: 'processed' });
    expect(await rowOf(row!.id)).toMatchObject({
      status: 'processed',
      providerRefundId: providerId,
    });
  });
});

describe('the refunds job', () => {
  it('settles a refund still pending at Razorpay, and sends again one that got no answer', async () => {
    const provider = paymentProviderFor(t.config);
    const b = await paidBooking();
    fake.refundsAnswer('pending');
    const r = await refund(b.bookingId, 2000, 'job-1');
    const line = bodyAt(r, 201).refunds[0]!;
    const b2 = await paidBooking();
    fake.setDown(true);
    const lost = await refund(b2.bookingId, 1000, 'job-2');
    fake.setDown(false);
    expect(lost.status).toBe(502);

    const job = () =>
      reconcilePendingRefunds({
        db: t.database.db,
        provider,
        config: t.config,
        now: () => new Date(t.clock.now().getTime() + 5 * 60_000),
      });
    // Still pending at Razorpay: asked (GET), nothing changes; the lost one is sent again (pending).
    const first = await job();
    expect(first).toMatchObject({ processed: 0, failed: 0 });
    expect(
      fake.requests.some(
        (q) =>
          q.method === 'GET' &&
          q.path === `/v1/payments/${b.paymentId}/refunds/${line.providerRefundId}`,
      ),
    ).toBe(true);
    expect(await rowOf(line.id)).toMatchObject({ status: 'pending' });
    const [lostRow] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, b2.id));
    expect(lostRow).toMatchObject({
      status: 'pending',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(fake.payments.find((p) => p.id === b2.paymentId)!.amount_refunded).toBe(100_000);

    fake.settleRefund(line.providerRefundId!, 'processed');
    fake.settleRefund(lostRow!.providerRefundId!, 'failed');
    fake.refundsAnswer('processed');
    const second = await job();
    expect(second).toMatchObject({ processed: 1, failed: 1, errors: 0 });
    expect(await rowOf(line.id)).toMatchObject({ status: 'processed' });
    expect(await rowOf(lostRow!.id)).toMatchObject({ status: 'failed' });
    expect(await notices(b.id)).toHaveLength(1);
    // Run again: nothing is pending, nothing repeats.
    expect(await job()).toMatchObject({ processed: 0, failed: 0 });
    expect((await ledger(b.id)).filter((m) => m.kind === 'refund_processed')).toHaveLength(1);
  });

  it('answers 404 for a refund of another booking and 400 for a malformed id', async () => {
    const a = await paidBooking();
    const b = await paidBooking();
    const r = await refund(a.bookingId, 100, 'other-1');
    const wrong = await retry(b.bookingId, bodyAt(r, 201).refunds[0]!.id);
    expect(wrong.status).toBe(404);
    const bad = await retry(b.bookingId, 'not-a-uuid');
    expect(bad.status).toBe(400);
  });
});
