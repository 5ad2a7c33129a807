import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import {
  adminEvents,
  bookingActivities,
  bookingUnits,
  bookings,
  emailOutbox,
  propertyPayments,
  refunds,
} from '../db/schema';
import { expireUnpaidBookings } from '../bookings/expiry';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerOf, bodyAt, expectStatus, type TestApi, typedClient } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
/** The demo admin's typed client (decision 0157). */
let admin: TestApi;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  admin = typedClient(t.request, { cookie });
});
afterAll(() => t.close());

let day = 0;
/** One weekday night in December 2026 (Glass Cottage, 17,700 for two), a different one each time. */
const WEEKDAYS = [1, 2, 3, 7, 8, 9, 10, 14, 15, 16, 17, 21, 22];
const stay = () => {
  const n = WEEKDAYS[day++ % WEEKDAYS.length]!;
  const d = (x: number) => `2026-12-${String(x).padStart(2, '0')}`;
  return { checkIn: d(n), checkOut: d(n + 1) };
};
const detail = async (bookingId: string) => {
  const res = await t.api('GET /admin/bookings/:bookingId', {
    param: { bookingId },
    header: { cookie },
  });
  expectStatus(res, 200);
  return bodyAt(res, 200);
};
const refundRows = async (uuid: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.bookingId, uuid));
const activityOf = async (uuid: string, type: string) =>
  t.database.db
    .select()
    .from(bookingActivities)
    .where(and(eq(bookingActivities.bookingId, uuid), eq(bookingActivities.activityType, type)));

async function paid(plan: 'full' | 'half') {
  const b = await createBookingOk(t, stay());
  const { verify } = await payWithTestGateway(t, b.bookingId, plan);
  expectStatus(verify, 200);
  return b;
}

describe('refunds through the test gateway', () => {
  it('refunds part, then the rest; statuses, history, event and the figures on the page', async () => {
    const b = await paid('full');
    const first = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: { amount: 5000, reason: 'Goodwill: safari cancelled' },
      header: { 'idempotency-key': 'refund-part-1' },
    });
    expectStatus(first, 201);
    expect(first.body).toMatchObject({
      amount: 5000,
      outcome: 'processed',
      paymentStatus: 'partial_refund',
      refundable: 12700,
      replayed: false,
    });
    expect(first.body.refunds).toEqual([
      expect.objectContaining({
        channel: 'test',
        amount: 5000,
        status: 'processed',
        requestedByName: expect.any(String),
      }),
    ]);
    expect(first.body.refunds[0]!.providerRefundId).toMatch(/^rfnd_test_/);
    const [history] = await activityOf(b.id, 'refunded');
    expect(history).toMatchObject({
      oldValues: { paymentStatus: 'paid', refunded: 0 },
      newValues: { paymentStatus: 'partial_refund', refunded: 5000 },
    });
    expect(history!.performedBy).not.toBeNull();
    const events = await t.database.db
      .select()
      .from(adminEvents)
      .where(eq(adminEvents.type, 'payment.refunded'));
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        bookingId: b.bookingId,
        amount: 5000,
        paymentStatus: 'partial_refund',
      }),
    );

    const above = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: { amount: 12701, reason: 'Too much' },
    });
    expectStatus(above, 400);
    expect(above.body.error.message).toBe(
      'Refund amount cannot exceed ₹12,700 (the amount paid and not yet refunded)',
    );

    const rest = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: {
        amount: 12700,
        reason: 'Guest cancelled by phone',
      },
    });
    expect(rest.body).toMatchObject({
      outcome: 'processed',
      paymentStatus: 'refunded',
      refundable: 0,
    });
    const page = await detail(b.bookingId);
    expect(page.booking.paymentStatus).toBe('refunded');
    expect(page.refunds.map((r) => r.amount)).toEqual([12700, 5000]);
    expect(page.money).toMatchObject({ received: 17700, refunded: 17700, refundable: 0 });
    const none = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: { amount: 1, reason: 'Again' },
    });
    expect(none.body.error?.message).toBe('Nothing is left to refund on this booking');
  });

  it('a retried refund refunds once, also when two arrive at once', async () => {
    const b = await paid('full');
    const body = { amount: 3000, reason: 'Late check-in' };
    const first = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'same-key-1' },
    });
    const again = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'same-key-1' },
    });
    expectStatus(again, 201);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expectStatus(first, 201);
    expect(again.body.refunds).toEqual(first.body.refunds);
    const [x, y] = await Promise.all([
      admin('POST /admin/bookings/:bookingId/refunds', {
        param: { bookingId: b.bookingId },
        json: body,
        header: { 'idempotency-key': 'same-key-2' },
      }),
      admin('POST /admin/bookings/:bookingId/refunds', {
        param: { bookingId: b.bookingId },
        json: body,
        header: { 'idempotency-key': 'same-key-2' },
      }),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expectStatus(x, 201);
    expectStatus(y, 201);
    expect(x.body.refunds[0]!.id).toBe(y.body.refunds[0]!.id);
    const rows = await refundRows(b.id);
    expect(rows.map((r) => r.amount)).toEqual([3000, 3000]);
    expect((await detail(b.bookingId)).money.refunded).toBe(6000);
    // The same key for another amount is another request.
    const other = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: { ...body, amount: 10 },
      header: { 'idempotency-key': 'same-key-1' },
    });
    expectStatus(other, 409);
    expect(other.body.error.message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
  });

  it('splits across the online advance and desk money, the desk part by hand', async () => {
    const b = await paid('half');
    const due = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: { amount: 8851, method: 'cash' },
    });
    expectStatus(due, 400);
    expect(due.body.error.message).toBe('Amount cannot exceed the amount due (₹8,850)');
    const part = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: { amount: 2000, method: 'upi', reference: 'UPI 4411' },
      header: { 'idempotency-key': 'desk-1' },
    });
    expectStatus(part, 201);
    expect(part.body).toMatchObject({ paymentStatus: 'advance_paid', remainingAmount: 6850 });
    const replay = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: { amount: 2000, method: 'upi', reference: 'UPI 4411' },
      header: { 'idempotency-key': 'desk-1' },
    });
    expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
    const rest = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: {
        amount: 6850,
        method: 'cash',
      },
    });
    expect(rest.body).toMatchObject({
      paymentStatus: 'paid',
      remainingAmount: 0,
      status: 'confirmed',
    });
    const desk = await t.database.db
      .select()
      .from(propertyPayments)
      .where(eq(propertyPayments.bookingId, b.id));
    expect(desk.map((d) => [d.amount, d.method, d.receivedByName])).toEqual([
      [2000, 'upi', 'Demo Admin'],
      [6850, 'cash', 'Demo Admin'],
    ]);
    expect(await activityOf(b.id, 'payment_recorded')).toHaveLength(2);
    const full = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: { amount: 1, method: 'cash' },
    });
    expect(full.body.error?.message).toBe('Nothing is due on this booking');

    const refund = await admin.ok('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: {
        amount: 17700,
        reason: 'Flood on the road',
      },
    });
    expect(refund.refunds.map((r) => [r.channel, r.amount, r.status])).toEqual([
      ['test', 8850, 'processed'],
      ['manual', 8850, 'processed'],
    ]);
    expect(refund.paymentStatus).toBe('refunded');
    const page = await detail(b.bookingId);
    expect(page.propertyPayments.map((p) => p.amount)).toEqual([6850, 2000]);
  });

  it('refuses bad amounts at the door', async () => {
    const b = await paid('full');
    for (const amount of [0, -5, 1.5, '100', true]) {
      // Amounts of the wrong type on purpose: sent untyped, read by the route's contract.
      const res = await answerOf(
        'POST /admin/bookings/:bookingId/refunds',
        await t.request(
          'POST',
          `/api/admin/bookings/${b.bookingId}/refunds`,
          { amount, reason: 'x' },
          { cookie },
        ),
      );
      expectStatus(res, 400);
    }
    const noReason = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: { amount: 10, reason: ' ' },
    });
    expect(noReason.body.error?.message).toBe('Please enter a reason for the refund');
    expect(
      (
        await admin('POST /admin/bookings/:bookingId/refunds', {
          param: { bookingId: 'VM000' },
          json: { amount: 10, reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(await refundRows(b.id)).toHaveLength(0);
  });
});

describe('verify bank transfer', () => {
  it('marks the advance received, confirms, e-mails the guest once', async () => {
    const b = await createBookingOk(t, stay());
    const report = await t.request('POST', '/api/payments/bank-transfer', {
      bookingId: b.bookingId,
      email: b.email,
    });
    expectStatus(report, 200);
    const verified = await admin('POST /admin/bookings/:bookingId/verify-bank-transfer', {
      param: { bookingId: b.bookingId },
      json: { reference: 'NEFT N123' },
    });
    expectStatus(verified, 200);
    expect(verified.body).toMatchObject({
      amount: 8850,
      method: 'bank_transfer',
      status: 'confirmed',
      paymentStatus: 'advance_paid',
      advanceAmount: 8850,
      remainingAmount: 8850,
      confirmationQueued: true,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      advancePaymentMethod: 'bank_transfer',
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_confirmation')));
    expect(mails).toHaveLength(1);
    const [history] = await activityOf(b.id, 'bank_transfer_verified');
    expect(history!.description).toContain('verified as received by Demo Admin');
    expect(history!.newValues).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'advance_paid',
    });
    const again = await admin('POST /admin/bookings/:bookingId/verify-bank-transfer', {
      param: { bookingId: b.bookingId },
      json: {},
    });
    expectStatus(again, 409);
    expect(again.body.error.message).toBe(
      'This bank transfer was already verified (the booking is paid)',
    );
    const other = await createBookingOk(t, stay());
    const none = await admin('POST /admin/bookings/:bookingId/verify-bank-transfer', {
      param: { bookingId: other.bookingId },
      json: {},
    });
    expect(none.body.error?.message).toBe('No bank transfer was reported for this booking');
    // The advance came back by hand: the transfer is refundable as desk money.
    expect((await detail(b.bookingId)).money.refundable).toBe(8850);
  });

  it('takes the units again for a transfer the expiry job released, never for one staff cancelled', async () => {
    const released = await createBookingOk(t, stay());
    const cancelled = await createBookingOk(t, stay());
    for (const [i, b] of [released, cancelled].entries()) {
      const report = await t.request(
        'POST',
        '/api/payments/bank-transfer',
        { bookingId: b.bookingId, email: b.email },
        { 'x-forwarded-for': `198.51.100.${70 + i}` },
      );
      expectStatus(report, 200);
    }
    const cancel = await admin('POST /admin/bookings/:bookingId/status', {
      param: { bookingId: cancelled.bookingId },
      json: {
        status: 'cancelled',
        reason: 'Guest phoned to cancel',
      },
    });
    expectStatus(cancel, 200);
    // The expiry job runs after the 24 hours the transfer held the units (the staff session stays).
    const later = new Date(t.clock.now().getTime() + 25 * 3_600_000);
    expect((await expireUnpaidBookings(t.database.db, later)).expired).toContain(
      released.bookingId,
    );
    const row = async (id: string) =>
      (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    expect((await row(released.id)).expiredAt).toEqual(later);
    expect((await row(cancelled.id)).expiredAt).toBeNull();

    const refused = await admin('POST /admin/bookings/:bookingId/verify-bank-transfer', {
      param: { bookingId: cancelled.bookingId },
      json: {},
    });
    expectStatus(refused, 409);
    expect(refused.body.error.message).toBe(
      'This booking was cancelled; record the money and refund it instead',
    );
    const revived = await admin('POST /admin/bookings/:bookingId/verify-bank-transfer', {
      param: { bookingId: released.bookingId },
      json: {},
    });
    expectStatus(revived, 200);
    expect(await row(released.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'advance_paid',
      expiredAt: null,
    });
    const units = await t.database.db
      .select()
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, released.id));
    expect(units).toHaveLength(1);
  });
});

describe('cancel with a refund', () => {
  it('cancels, frees the units, refunds once and the e-mail states the amount', async () => {
    const b = await paid('full');
    const tooMuch = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: {
        reason: 'Guest asked',
        refundAmount: 17701,
      },
    });
    expectStatus(tooMuch, 400);
    expect(
      (await t.database.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!.status,
    ).toBe('confirmed');

    const body = { reason: 'Guest asked by phone', refundAmount: 17700 };
    const res = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'cancel-1' },
    });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundAmount: 17700,
    });
    expect(res.body.unitsFreed).toHaveLength(1);
    expect(res.body.refund).toMatchObject({ outcome: 'processed', amount: 17700 });
    expect(
      await t.database.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, b.id)),
    ).toHaveLength(0);
    const replay = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'cancel-1' },
    });
    expectStatus(replay, 200);
    expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await refundRows(b.id)).toHaveLength(1);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_cancellation')));
    expect(mail!.text).toContain('₹17,700');
    expect(mail!.text).toMatch(/refund/i);
    const twice = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'cancel-2' },
    });
    expectStatus(twice, 409);
  });

  it('cancels with no refund when none is asked', async () => {
    const b = await createBookingOk(t, stay());
    const res = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: {
        reason: 'Duplicate',
      },
    });
    expect(res.body).toMatchObject({ status: 'cancelled', refund: null, refundAmount: 0 });
    // No reason, on purpose: sent untyped.
    const missing = await t.request(
      'POST',
      `/api/admin/bookings/${b.bookingId}/cancel`,
      {},
      { cookie },
    );
    expect(missing.status).toBe(400);
  });
});

describe("the guest's own cancellation", () => {
  it('refunds through the same service, once, with the cancellation key', async () => {
    const b = await paid('half');
    const h = { 'x-forwarded-for': '198.51.100.77' };
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      h,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundAmount: 8850,
    });
    const again = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      h,
    );
    expectStatus(again, 200);
    const rows = await refundRows(b.id);
    expect(
      rows.map((r) => [r.channel, r.amount, r.status, r.idempotencyKey, r.requestedByName]),
    ).toEqual([['test', 8850, 'processed', `guest-cancel:${b.id}`, 'Asha Rao']]);
  });
});

describe('an Idempotency-Key is bound to the booking however it is named (code or uuid)', () => {
  it('a desk payment sent with the code and retried with the uuid is recorded once', async () => {
    const b = await createBookingOk(t, stay());
    const body = { amount: 1000, method: 'cash' } as const;
    const first = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'desk-by-either-name' },
    });
    expectStatus(first, 201);
    const again = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.id },
      json: body,
      header: { 'idempotency-key': 'desk-by-either-name' },
    });
    expectStatus(again, 201);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db
      .select()
      .from(propertyPayments)
      .where(eq(propertyPayments.bookingId, b.id));
    expect(rows).toHaveLength(1);
  });

  it('a refund sent with the code and retried with the uuid refunds once', async () => {
    const b = await paid('full');
    const body = { amount: 1000, reason: 'Goodwill' };
    const first = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'refund-by-either-name' },
    });
    expectStatus(first, 201);
    const again = await admin('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.id.toUpperCase() },
      json: body,
      header: { 'idempotency-key': 'refund-by-either-name' },
    });
    expectStatus(again, 201);
    expect(again.body.replayed).toBe(true);
    expect(await refundRows(b.id)).toHaveLength(1);
  });

  it('a cancellation sent with the uuid and retried with the code is one cancellation', async () => {
    const b = await paid('full');
    const body = { reason: 'Guest asked', refundAmount: 500 };
    const first = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.id },
      json: body,
      header: { 'idempotency-key': 'cancel-by-either-name' },
    });
    expectStatus(first, 200);
    const again = await admin('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: body,
      header: { 'idempotency-key': 'cancel-by-either-name' },
    });
    expectStatus(again, 200);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toMatchObject({ status: 'cancelled', refundAmount: 500 });
    expect(again.body.refund).toMatchObject({ replayed: true, amount: 500 });
    expect(await refundRows(b.id)).toHaveLength(1);
  });
});
