import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentOrders } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openOrders = async (code: string) => {
  const [b] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, code));
  return t.database.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, b!.id), eq(paymentOrders.status, 'created')));
};

describe('one open payment order per booking and plan', () => {
  it('ten create-order calls at once all get the same order, and one order is stored per plan', async () => {
    const b = await createBookingOk(t);
    const call = (plan: 'full' | 'half') =>
      t.api('POST /payments/create-order', { json: { bookingId: b.bookingId, plan } });
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => call('full')),
      call('half'),
      call('half'),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    const bodies = responses.map((r) => bodyAt(r, 200));
    expect(new Set(bodies.filter((x) => x.plan === 'full').map((x) => x.orderId)).size).toBe(1);
    expect(new Set(bodies.filter((x) => x.plan === 'half').map((x) => x.orderId)).size).toBe(1);
    const open = await openOrders(b.bookingId);
    expect(open.map((o) => o.plan).sort()).toEqual(['full', 'half']);
    // And the booking can be paid through that order.
    const { verify } = await payWithTestGateway(t, b.bookingId);
    expect(verify.status).toBe(200);
  });

  it('the database refuses a second open order of a plan', async () => {
    const b = await createBookingOk(t);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, b.bookingId));
    const order = (id: string) => ({
      id,
      bookingId: row!.id,
      provider: 'test' as const,
      plan: 'full' as const,
      amount: row!.total,
      status: 'created' as const,
    });
    await t.database.db.insert(paymentOrders).values(order(`order_test_a_${b.bookingId}`));
    await expect(
      t.database.db.insert(paymentOrders).values(order(`order_test_b_${b.bookingId}`)),
    ).rejects.toThrow();
  });

  it('an open order whose amount no longer matches is retired, and the new one is payable', async () => {
    const b = await createBookingOk(t);
    const first = await t.api.ok('POST /payments/create-order', {
      json: { bookingId: b.bookingId, plan: 'full' },
    });
    // Staff change the booking's total (e.g. an edit): the open order's amount is stale.
    await t.database.db
      .update(bookings)
      .set({ total: b.total + 1000 })
      .where(eq(bookings.bookingId, b.bookingId));
    const second = await t.api('POST /payments/create-order', {
      json: { bookingId: b.bookingId, plan: 'full' },
    });
    expect(second.status).toBe(200);
    const body = bodyAt(second, 200);
    expect(body.orderId).not.toBe(first.orderId);
    expect(body.amount).toBe(b.total + 1000);
    expect((await openOrders(b.bookingId)).map((o) => o.id)).toEqual([body.orderId]);
  });
});
