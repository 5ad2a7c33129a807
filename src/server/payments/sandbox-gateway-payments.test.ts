import { formatResortDateTime } from '../../domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingActivities,
  bookings,
  emailOutbox,
  paymentFollowUps,
  paymentOrders,
} from '../db/schema';
import { expireUnpaidBookings } from '../bookings/expiry';
import {
  bookingRequest,
  createBookingOk,
  DECLINE_CARD,
  payWithTestGateway,
  TEST_CARD,
} from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { checkoutSignature } from './signature';
import { bodyAt, errorBody } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const bookingRow = async (code: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.bookingId, code)))[0]!;
const outboxFor = async (bookingUuid: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, bookingUuid));

async function order(bookingId: string, plan: 'full' | 'half' = 'full') {
  const res = await t.api('POST /payments/create-order', { json: { bookingId, plan } });
  expect(res.status).toBe(200);
  return bodyAt(res, 200);
}

async function pay(orderId: string, card: typeof TEST_CARD = TEST_CARD) {
  return t.api('POST /test-gateway/pay', { json: { orderId, card } });
}

describe('create-order', () => {
  it("creates an order for the server's amount: the total, or the 50% advance", async () => {
    const b = await createBookingOk(t);
    const full = await order(b.bookingId, 'full');
    expect(full).toMatchObject({
      amount: 17700,
      amountPaise: 1_770_000,
      currency: 'INR',
      keyId: 'test',
      provider: 'test',
    });
    expect(full.orderId).toMatch(/^order_test_/);
    const half = await order(b.bookingId, 'half');
    expect(half.amount).toBe(8850);
    const stored = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, half.orderId));
    expect(stored[0]).toMatchObject({
      plan: 'half',
      amount: 8850,
      status: 'created',
      provider: 'test',
    });
    // A retried click reuses the open order.
    expect((await order(b.bookingId, 'full')).orderId).toBe(full.orderId);
  });

  it('answers 404 for an unknown booking and 400 for a bad plan', async () => {
    expect(
      (
        await t.request('POST', '/api/payments/create-order', {
          bookingId: 'VM0000000000000AAAAA',
          plan: 'full',
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/payments/create-order', { bookingId: 'x', plan: 'all' }))
        .status,
    ).toBe(400);
  });
});

describe('test gateway + verify', () => {
  it('pays in full: booking confirmed and paid, confirmation and admin e-mails in the outbox', async () => {
    const b = await createBookingOk(t);
    const { callback, verify } = await payWithTestGateway(t, b.bookingId, 'full');
    expect(callback.razorpay_payment_id).toMatch(/^pay_test_/);
    expect(callback.razorpay_signature).toBe(
      checkoutSignature('test-secret', callback.razorpay_order_id, callback.razorpay_payment_id),
    );
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({
      verified: true,
      bookingId: b.bookingId,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentId: callback.razorpay_payment_id,
      paidAmount: 17700,
      remainingAmount: 0,
      confirmationEmail: 'not_configured',
    });
    const row = await bookingRow(b.bookingId);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentReference: callback.razorpay_payment_id,
      razorpayOrderId: callback.razorpay_order_id,
      razorpayPaymentId: callback.razorpay_payment_id,
      remainingAmount: 0,
      holdExpiresAt: null,
    });
    expect(row.paidAt).not.toBeNull();
    const mails = await outboxFor(row.id);
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['admin_notification', 'stay@villagemachaan.com'],
      ['booking_confirmation', 'asha.rao@example.com'],
    ]);
    const confirmation = mails.find((m) => m.kind === 'booking_confirmation')!;
    expect(confirmation.subject).toContain(b.bookingId);
    expect(confirmation.text).toContain('Paid in full: ₹17,700');
    expect(confirmation.html).toContain('Glass Cottage');
    expect(mails.find((m) => m.kind === 'admin_notification')!.subject).toContain('[new_booking]');
  });

  it('pays half: advance_paid and confirmed, advance amount, method and time, remainder due', async () => {
    const b = await createBookingOk(t);
    const { verify } = await payWithTestGateway(t, b.bookingId, 'half');
    expect(await verify.json()).toMatchObject({
      paymentStatus: 'advance_paid',
      status: 'confirmed',
      advanceAmount: 8850,
      remainingAmount: 8850,
      paidAmount: 8850,
    });
    const row = await bookingRow(b.bookingId);
    expect(row).toMatchObject({
      paymentStatus: 'advance_paid',
      status: 'confirmed',
      advanceAmount: 8850,
      remainingAmount: 8850,
      advancePaymentMethod: 'card',
    });
    expect(row.advancePaidAt).not.toBeNull();
    const view = await t.request('GET', `/api/bookings/${b.bookingId}?email=${b.email}`);
    expect(await view.json()).toMatchObject({
      paymentStatus: 'advance_paid',
      paidAmount: 8850,
      remainingAmount: 8850,
      confirmationEmail: 'pending',
    });
  });

  it('a replayed verify changes nothing', async () => {
    const b = await createBookingOk(t);
    const { callback, verify } = await payWithTestGateway(t, b.bookingId);
    const first = await verify.json();
    const row = await bookingRow(b.bookingId);
    const mails = (await outboxFor(row.id)).length;
    const activities = (
      await t.database.db
        .select()
        .from(bookingActivities)
        .where(eq(bookingActivities.bookingId, row.id))
    ).length;
    t.clock.advance(1000);
    const again = await t.request('POST', '/api/payments/verify', {
      ...callback,
      bookingId: b.bookingId,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await bookingRow(b.bookingId)).toEqual(row);
    expect((await outboxFor(row.id)).length).toBe(mails);
    expect(
      (
        await t.database.db
          .select()
          .from(bookingActivities)
          .where(eq(bookingActivities.bookingId, row.id))
      ).length,
    ).toBe(activities);
  });

  it('declines 4000 0000 0000 0002 with 402 and a clear reason; the guest can retry with another card', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await order(b.bookingId);
    const declined = await pay(orderId, DECLINE_CARD);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      error: {
        code: 'PAYMENT_DECLINED',
        message: 'Your card was declined by the issuing bank. Please try another card.',
      },
    });
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    const ok = await pay(orderId);
    expect(ok.status).toBe(200);
    const verify = await t.request('POST', '/api/payments/verify', {
      ...bodyAt(ok, 200),
      bookingId: b.bookingId,
    });
    expect(verify.status).toBe(200);
  });

  it('validates the card with the spec messages (Luhn, expiry against today, all fields)', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await order(b.bookingId);
    const cases: [typeof TEST_CARD, string, string][] = [
      [
        { ...TEST_CARD, number: '4111 1111 1111 1112' },
        'card.number',
        'Please enter a valid card number',
      ],
      [{ ...TEST_CARD, expiry: '10/26' }, 'card.expiry', 'This card has expired'],
      [{ ...TEST_CARD, expiry: '13/30' }, 'card.expiry', 'Please enter the expiry date as MM/YY'],
      [{ ...TEST_CARD, cvv: '' }, 'card', 'Please fill in all card details'],
    ];
    for (const [card, field, message] of cases) {
      const res = await pay(orderId, card);
      expect(res.status).toBe(400);
      const body = bodyAt(res, 400);
      expect(body.error.fields?.[field]).toBe(message);
      // The card number never comes back.
      expect(JSON.stringify(body)).not.toContain('4111');
    }
    // November 2026 is still valid in November 2026 (the clock's month).
    expect((await pay(orderId, { ...TEST_CARD, expiry: '11/26' })).status).toBe(200);
  });

  it('refuses a bad signature, and the booking stays as it was', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await order(b.bookingId);
    const callback = bodyAt(await pay(orderId), 200);
    const before = await bookingRow(b.bookingId);
    for (const signature of [
      callback.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      checkoutSignature('another-secret', orderId, callback.razorpay_payment_id),
      'not-hex',
      '',
    ]) {
      const res = await t.request('POST', '/api/payments/verify', {
        ...callback,
        razorpay_signature: signature,
        bookingId: b.bookingId,
      });
      expect(res.status).toBe(400);
    }
    const res = await t.request('POST', '/api/payments/verify', {
      ...callback,
      razorpay_payment_id: 'pay_test_other',
      bookingId: b.bookingId,
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Payment verification failed');
    expect(await bookingRow(b.bookingId)).toEqual(before);
    expect((await outboxFor(before.id)).length).toBe(0);
  });

  it('refuses an order of another booking, and neither booking changes', async () => {
    const a = await createBookingOk(t);
    const b = await createBookingOk(t);
    const { orderId } = await order(a.bookingId);
    const callback = bodyAt(await pay(orderId), 200);
    const res = await t.request('POST', '/api/payments/verify', {
      ...callback,
      bookingId: b.bookingId,
    });
    expect(res.status).toBe(400);
    expect(await bookingRow(a.bookingId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });

  it('refuses an order whose amount differs from what the booking now costs', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await order(b.bookingId);
    const callback = bodyAt(await pay(orderId), 200);
    // The stored order says 17700; make the booking cost something else (as a staff edit would).
    await t.database.db
      .update(bookings)
      .set({ total: 20000, remainingAmount: 20000 })
      .where(eq(bookings.bookingId, b.bookingId));
    const before = await bookingRow(b.bookingId);
    const res = await t.request('POST', '/api/payments/verify', {
      ...callback,
      bookingId: b.bookingId,
    });
    expect(res.status).toBe(409);
    expect(await bookingRow(b.bookingId)).toEqual(before);
    const alerts = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, before.id), eq(emailOutbox.kind, 'admin_notification')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain('payment_needs_attention');
  });

  it('a payment arriving after expiry re-reserves free units, or is flagged for refund when they are gone', async () => {
    await expireUnpaidBookings(t.database.db, t.clock.now());
    const stay = { villaId: 'hornbill-villa', checkIn: '2027-02-02', checkOut: '2027-02-03' };
    const late = await createBookingOk(t, stay);
    const lost = await createBookingOk(t, stay);
    const lateOrder = await order(late.bookingId);
    const lostOrder = await order(lost.bookingId);
    const lateCb = bodyAt(await pay(lateOrder.orderId), 200);
    const lostCb = bodyAt(await pay(lostOrder.orderId), 200);
    t.clock.advance(16 * 60_000);
    await expireUnpaidBookings(t.database.db, t.clock.now());
    // Three other guests take three of the four units.
    for (let i = 0; i < 3; i++) await createBookingOk(t, stay);
    const ok = await t.request('POST', '/api/payments/verify', {
      ...lateCb,
      bookingId: late.bookingId,
    });
    expect(ok.status).toBe(200);
    expect(await bookingRow(late.bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const gone = await t.request('POST', '/api/payments/verify', {
      ...lostCb,
      bookingId: lost.bookingId,
    });
    expect(gone.status).toBe(409);
    expect((await errorBody(gone)).error.message).toContain('will be refunded');
    const lostRow = await bookingRow(lost.bookingId);
    expect(lostRow).toMatchObject({
      status: 'cancelled',
      paymentReference: lostCb.razorpay_payment_id,
    });
    const [o] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, lostOrder.orderId));
    expect(o).toMatchObject({ status: 'paid', paymentId: lostCb.razorpay_payment_id });
    expect((await bookingRow(late.bookingId)).expiredAt).toBeNull();
    expect(lostRow.expiredAt).not.toBeNull();
    // The payment waits for staff in its own row; a replayed verify flags and tells them once.
    const again = await t.request('POST', '/api/payments/verify', {
      ...lostCb,
      bookingId: lost.bookingId,
    });
    expect(again.status).toBe(409);
    const followUps = await t.database.db
      .select()
      .from(paymentFollowUps)
      .where(eq(paymentFollowUps.bookingId, lostRow.id));
    expect(followUps).toMatchObject([
      {
        orderId: lostOrder.orderId,
        paymentId: lostCb.razorpay_payment_id,
        reason: 'paid after the hold expired and the villa is no longer available',
      },
    ]);
    const flags = await t.database.db
      .select()
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, lostRow.id),
          eq(bookingActivities.activityType, 'payment_needs_attention'),
        ),
      );
    expect(flags).toHaveLength(1);
    const alerts = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.bookingId, lostRow.id), eq(emailOutbox.kind, 'admin_notification')),
      );
    expect(alerts).toHaveLength(1);
  });

  it('a late payment does not revive a booking cancelled by staff', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await order(b.bookingId);
    const callback = bodyAt(await pay(orderId), 200);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.bookingId, b.bookingId));
    const res = await t.request('POST', '/api/payments/verify', {
      ...callback,
      bookingId: b.bookingId,
    });
    expect(res.status).toBe(409);
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
  });

  it('refuses to pay an order twice and refuses orders for paid bookings', async () => {
    const b = await createBookingOk(t);
    const { orderId } = await payWithTestGateway(t, b.bookingId);
    expect((await pay(orderId)).status).toBe(409);
    expect(
      (
        await t.request('POST', '/api/payments/create-order', {
          bookingId: b.bookingId,
          plan: 'full',
        })
      ).status,
    ).toBe(409);
  });
});

describe('bank transfer (Half & Half)', () => {
  it('serves the bank details (demo placeholders in demo mode)', async () => {
    const res = await t.request('GET', '/api/payments/bank-details');
    expect(await res.json()).toMatchObject({ available: true, demo: true, ifsc: 'DEMO0000000' });
  });

  it('records a reported transfer as bank_transfer pending staff verification, keeps the units for the configured hours (24 by default)', async () => {
    const b = await createBookingOk(t);
    const res = await t.request('POST', '/api/payments/bank-transfer', {
      bookingId: b.bookingId,
      email: b.email,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      bookingId: b.bookingId,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'bank_transfer',
      advancePaymentMethod: 'bank_transfer',
      advanceDue: 8850,
      remainingAmount: 17700,
      verification: 'pending_staff_verification',
    });
    const row = await bookingRow(b.bookingId);
    expect(row.holdExpiresAt!.getTime() - t.clock.now().getTime()).toBe(24 * 3_600_000);
    expect(row.adminNotes).toContain('bank transfer of ₹8,850');
    const mails = await outboxFor(row.id);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'admin_notification',
      'bank_transfer_received',
    ]);
    // The guest is told the deadline (the hold's end) in resort time.
    const guestMail = mails.find((m) => m.kind === 'bank_transfer_received')!;
    expect(guestMail.text).toContain(
      `Please make sure it reaches us by ${formatResortDateTime(row.holdExpiresAt!, 'Asia/Kolkata')};`,
    );
    expect(mails.find((m) => m.kind === 'admin_notification')!.text).not.toMatch(
      /\d{4}-\d\d-\d\dT/,
    );
    // Reported twice: the same answer, nothing new.
    expect(
      (
        await t.request('POST', '/api/payments/bank-transfer', {
          bookingId: b.bookingId,
          email: b.email,
        })
      ).status,
    ).toBe(200);
    expect((await outboxFor(row.id)).length).toBe(2);
    // Not expired by the 15-minute sweep.
    t.clock.advance(20 * 60_000);
    await expireUnpaidBookings(t.database.db, t.clock.now());
    expect(await bookingRow(b.bookingId)).toMatchObject({
      status: 'pending',
      paymentMethod: 'bank_transfer',
    });
    const view = await t.request('GET', `/api/bookings/${b.bookingId}?email=${b.email}`);
    expect(await view.json()).toMatchObject({
      bankTransferPendingVerification: true,
      expired: false,
    });
  });

  it('needs the booking e-mail or token', async () => {
    const b = await createBookingOk(t);
    expect(
      (
        await t.request('POST', '/api/payments/bank-transfer', {
          bookingId: b.bookingId,
          email: 'x@example.com',
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/payments/bank-transfer', { bookingId: b.bookingId })).status,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/api/payments/bank-transfer', {
          bookingId: b.bookingId,
          accessToken: b.accessToken,
        })
      ).status,
    ).toBe(200);
  });
});

describe('webhooks without Razorpay', () => {
  it('answer 404 and record nothing', async () => {
    const res = await t.app.request('/api/payments/webhook', {
      method: 'POST',
      body: '{"event":"payment.captured"}',
      headers: { 'x-razorpay-signature': 'ab' },
    });
    expect(res.status).toBe(404);
  });
});

describe('no card data is stored', () => {
  it('keeps no card number or CVV anywhere in the database', async () => {
    const b = await createBookingOk(t, bookingRequest());
    await payWithTestGateway(t, b.bookingId);
    const dump = await t.database.db
      .execute(sql`select row_to_json(x)::text as j from (select * from payment_orders) x
      union all select row_to_json(x)::text from (select * from bookings) x
      union all select row_to_json(x)::text from (select * from booking_activities) x
      union all select row_to_json(x)::text from (select * from email_outbox) x`);
    const text = JSON.stringify(dump);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('4111 1111');
  });
});
