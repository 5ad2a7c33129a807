import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';

import { bookingCharges, bookings, moneyMovements } from '../db/schema';
import { documentsOf } from '../documents/issue-service';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { taxOnCharge } from '../../domain/charge-tax';
import { recordMoneyMovement } from './ledger';
import { bodyAt } from '../testing/typed-client';

/**
 * The ledger's money scenarios (decision 0112): each asserts the ledger rows, `money` on the admin
 * detail and the guest view, the payment status and the tax documents the writer issued (0114). Glass Cottage, one weekday night: ₹17,700.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
});
afterAll(() => t.close());

let day = 0;
const WEEKDAYS = [1, 2, 3, 7, 8, 9, 10, 14, 15, 16, 17, 21, 22];
const stay = () => {
  const n = WEEKDAYS[day++ % WEEKDAYS.length]!;
  const d = (x: number) => `2026-12-${String(x).padStart(2, '0')}`;
  return { checkIn: d(n), checkOut: d(n + 1) };
};
const admin = (method: string, path: string, body?: unknown, key?: string) =>
  t.request(method, path, body, { cookie, ...(key ? { 'idempotency-key': key } : {}) });
const ledgerOf = async (uuid: string) =>
  (
    await t.database.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.bookingId, uuid))
      .orderBy(asc(moneyMovements.createdAt), asc(moneyMovements.occurredAt))
  ).map((m) => [m.kind, m.amount, m.method ?? null]);
/** The tax documents of a booking: [kind, total in rupees, the movement kind that issued it]. */
const docsOf = async (uuid: string) => {
  const kinds = new Map(
    (
      await t.database.db.select().from(moneyMovements).where(eq(moneyMovements.bookingId, uuid))
    ).map((m) => [m.id, m.kind]),
  );
  return (await documentsOf(t.database.db, uuid)).map((d) => [
    d.kind,
    d.totalPaise / 100,
    kinds.get(d.movementId) ?? null,
  ]);
};
const INVOICE = (by = 'online_payment') => ['invoice', 17700, by];
const rowOf = async (uuid: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, uuid)))[0]!;

/** `money` as the admin detail and the guest's view give it: the same on both. */
async function moneyOf(b: { bookingId: string; email: string }) {
  const param = { bookingId: b.bookingId };
  const detail = await t.api('GET /admin/bookings/:bookingId', { param, header: { cookie } });
  expect(detail.status).toBe(200);
  const m = bodyAt(detail, 200).money;
  const guest = await t.api('GET /bookings/:bookingId', { param, query: { email: b.email } });
  expect(guest.status).toBe(200);
  const g = bodyAt(guest, 200).money;
  const adminMoney = { total: m.total, received: m.received, refunded: m.refunded, due: m.due };
  expect(g).toEqual(adminMoney);
  return adminMoney;
}

async function paid(plan: 'full' | 'half') {
  const b = await createBookingOk(t, stay());
  const { verify } = await payWithTestGateway(t, b.bookingId, plan);
  expect(verify.status).toBe(200);
  return b;
}

describe('money scenarios', () => {
  it('full online payment', async () => {
    const b = await paid('full');
    expect(await ledgerOf(b.id)).toEqual([['online_payment', 17700, 'card']]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: 0, due: 0 });
    expect(await rowOf(b.id)).toMatchObject({ paymentStatus: 'paid', remainingAmount: 0 });
    expect(await docsOf(b.id)).toEqual([INVOICE()]);
  });

  it('half, then the balance online', async () => {
    const b = await paid('half');
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 8850, refunded: 0, due: 8850 });
    expect(await rowOf(b.id)).toMatchObject({
      paymentStatus: 'advance_paid',
      advanceAmount: 8850,
      remainingAmount: 8850,
    });
    expect(await docsOf(b.id)).toEqual([INVOICE()]);
    const { verify } = await payWithTestGateway(t, b.bookingId, 'balance' as 'full');
    expect(verify.status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 8850, 'card'],
      ['online_payment', 8850, 'card'],
    ]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: 0, due: 0 });
    expect(await rowOf(b.id)).toMatchObject({ paymentStatus: 'paid', remainingAmount: 0 });
    // The invoice came with the first money; the balance issues nothing.
    expect(await docsOf(b.id)).toEqual([INVOICE()]);
  });

  it('half, then the rest at the desk', async () => {
    const b = await paid('half');
    const res = await admin('POST', `/api/admin/bookings/${b.bookingId}/payments`, {
      amount: 8850,
      method: 'cash',
    });
    expect(res.status).toBe(201);
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 8850, 'card'],
      ['desk_payment', 8850, 'cash'],
    ]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: 0, due: 0 });
    expect((await rowOf(b.id)).paymentStatus).toBe('paid');
    expect(await docsOf(b.id)).toEqual([INVOICE()]);
  });

  it('a bank transfer, verified by staff', async () => {
    const b = await createBookingOk(t, stay());
    const reported = await t.request('POST', '/api/payments/bank-transfer', {
      bookingId: b.bookingId,
      email: b.email,
    });
    expect(reported.status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([]);
    expect(await docsOf(b.id)).toEqual([]); // a transfer reported is not money received
    const res = await admin('POST', `/api/admin/bookings/${b.bookingId}/verify-bank-transfer`, {});
    expect(res.status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([['bank_transfer', 8850, 'bank_transfer']]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 8850, refunded: 0, due: 8850 });
    expect(await rowOf(b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'advance_paid' });
    expect(await docsOf(b.id)).toEqual([INVOICE('bank_transfer')]);
  });

  it('staff confirm a pending booking with the payment received: a desk movement', async () => {
    const b = await createBookingOk(t, stay());
    const res = await admin('POST', `/api/admin/bookings/${b.bookingId}/status`, {
      status: 'confirmed',
      paymentReceived: true,
      paymentMethod: 'card',
    });
    expect(res.status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([['desk_payment', 17700, 'card']]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: 0, due: 0 });
    expect(await rowOf(b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await docsOf(b.id)).toEqual([INVOICE('desk_payment')]);
  });

  it('dates changed by the guest after a full payment: dearer leaves a balance, cheaper is never Half Paid', async () => {
    const b = await createBookingOk(t, { checkIn: '2027-01-12', checkOut: '2027-01-13' });
    expect((await payWithTestGateway(t, b.bookingId, 'full')).verify.status).toBe(200);
    const change = (checkOut: string) =>
      t.request('POST', `/api/bookings/${b.bookingId}/change`, {
        accessToken: b.accessToken,
        checkIn: '2027-01-12',
        checkOut,
        adults: 2,
        children: 0,
      });
    expect((await change('2027-01-14')).status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 17700, 'card'],
      ['stay_repriced', 17700, null],
    ]);
    expect(await moneyOf(b)).toEqual({ total: 35400, received: 17700, refunded: 0, due: 17700 });
    // Something is due after a full payment: the honest status is "part paid" (advance_paid).
    expect((await rowOf(b.id)).paymentStatus).toBe('advance_paid');
    // Repricing issues no document: the invoice of the money first received stands.
    expect(await docsOf(b.id)).toEqual([INVOICE()]);

    const back = await change('2027-01-13');
    expect(back.status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 17700, 'card'],
      ['stay_repriced', 17700, null],
      ['stay_repriced', -17700, null],
    ]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: 0, due: 0 });
    expect(await rowOf(b.id)).toMatchObject({ paymentStatus: 'paid', remainingAmount: 0 });
    expect(await docsOf(b.id)).toEqual([INVOICE()]);
  });

  it('a charge added and voided through the writer; Record payment takes what is due including it', async () => {
    const b = await paid('full');
    const net = 2000;
    const tax = taxOnCharge('safari', net);
    const ctx = { actor: { id: null, name: 'Test' }, now: t.clock.now(), config: t.config };
    const chargeId = await t.database.db.transaction(async (tx) => {
      const [c] = await tx
        .insert(bookingCharges)
        .values({
          bookingId: b.id,
          kind: 'safari',
          description: 'Jeep safari',
          quantity: 1,
          unitPrice: net,
          tax,
          amount: net + tax,
        })
        .returning();
      await recordMoneyMovement(
        tx,
        {
          bookingUuid: b.id,
          kind: 'charge_added',
          amount: c!.amount,
          idempotencyKey: `charge:${c!.id}`,
          chargeId: c!.id,
        },
        ctx,
      );
      return c!.id;
    });
    expect(await moneyOf(b)).toEqual({ total: 20060, received: 17700, refunded: 0, due: 2360 });
    expect((await rowOf(b.id)).paymentStatus).toBe('advance_paid');
    expect(await docsOf(b.id)).toEqual([INVOICE()]); // a charge added issues nothing

    const above = await admin('POST', `/api/admin/bookings/${b.bookingId}/payments`, {
      amount: 2361,
      method: 'upi',
    });
    expect(above.status).toBe(400);
    const desk = await admin('POST', `/api/admin/bookings/${b.bookingId}/payments`, {
      amount: 2360,
      method: 'upi',
    });
    expect(desk.status).toBe(201);
    expect(await moneyOf(b)).toEqual({ total: 20060, received: 20060, refunded: 0, due: 0 });
    expect((await rowOf(b.id)).paymentStatus).toBe('paid');

    await t.database.db.transaction((tx) =>
      recordMoneyMovement(
        tx,
        {
          bookingUuid: b.id,
          kind: 'charge_voided',
          amount: 2360,
          idempotencyKey: `charge:${chargeId}:void`,
          chargeId,
        },
        ctx,
      ),
    );
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 17700, 'card'],
      ['charge_added', 2360, null],
      ['desk_payment', 2360, 'upi'],
      ['charge_voided', 2360, null],
    ]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 20060, refunded: 0, due: 0 });
    expect((await rowOf(b.id)).paymentStatus).toBe('paid');
    // The desk payment invoices the charge (the stay is invoiced already; decision 0120); the void
    // issues a credit note against that charges invoice, with the charge's own tax.
    expect(await docsOf(b.id)).toEqual([
      INVOICE(),
      ['invoice', 2360, null], // issued for the desk payment, under a key of its own
      ['credit_note', 2360, 'charge_voided'],
    ]);
    const note = (await documentsOf(t.database.db, b.id))[2]!;
    expect(note.cgstPaise + note.sgstPaise).toBe(tax * 100);
    expect(note.taxablePaise).toBe(net * 100);
  });

  it('partial, then full refund by staff', async () => {
    const b = await paid('full');
    const part = await admin(
      'POST',
      `/api/admin/bookings/${b.bookingId}/refunds`,
      { amount: 5000, reason: 'Goodwill' },
      `ledger-part-${b.id}`,
    );
    expect(part.status).toBe(201);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: 5000, due: 5000 });
    expect((await rowOf(b.id)).paymentStatus).toBe('partial_refund');
    expect(await docsOf(b.id)).toEqual([INVOICE(), ['credit_note', 5000, 'refund_requested']]);
    const rest = await admin(
      'POST',
      `/api/admin/bookings/${b.bookingId}/refunds`,
      { amount: 12700, reason: 'Stay cancelled' },
      `ledger-rest-${b.id}`,
    );
    expect(rest.status).toBe(201);
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 17700, 'card'],
      ['refund_requested', 5000, 'test'],
      ['refund_processed', 5000, 'test'],
      ['refund_requested', 12700, 'test'],
      ['refund_processed', 12700, 'test'],
    ]);
    expect((await rowOf(b.id)).paymentStatus).toBe('refunded');
    // One credit note per refund decided (none for its settlement); together they close the invoice.
    expect(await docsOf(b.id)).toEqual([
      INVOICE(),
      ['credit_note', 5000, 'refund_requested'],
      ['credit_note', 12700, 'refund_requested'],
    ]);
  });

  it("the guest's own cancellation refunds through the ledger; nothing is due on a cancelled booking", async () => {
    t.clock.set('2026-11-22T04:30:00.000Z');
    const b = await paid('full');
    const res = await t.api('POST /bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: { accessToken: b.accessToken },
    });
    expect(res.status).toBe(200);
    const refund = bodyAt(res, 200).refundAmount;
    expect(refund).toBeGreaterThan(0);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 17700, refunded: refund, due: 0 });
    expect((await rowOf(b.id)).paymentStatus).toBe(
      refund === 17700 ? 'refunded' : 'partial_refund',
    );
    expect(await docsOf(b.id)).toEqual([INVOICE(), ['credit_note', refund, 'refund_requested']]);
  });

  it('a booking never paid and cancelled by its guest: no ledger row, no document', async () => {
    const b = await createBookingOk(t, stay());
    const res = await t.request('POST', `/api/bookings/${b.bookingId}/cancel`, {
      accessToken: b.accessToken,
    });
    expect(res.status).toBe(200);
    expect(await ledgerOf(b.id)).toEqual([]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 0, refunded: 0, due: 0 });
    expect(await docsOf(b.id)).toEqual([]);
  });

  it('a retried movement (same key) is applied once', async () => {
    const b = await createBookingOk(t, stay());
    const ctx = { actor: { id: null, name: 'Test' }, now: t.clock.now(), config: t.config };
    const move = () =>
      t.database.db.transaction((tx) =>
        recordMoneyMovement(
          tx,
          {
            bookingUuid: b.id,
            kind: 'desk_payment',
            amount: 5000,
            method: 'cash',
            idempotencyKey: `retry-${b.id}`,
          },
          ctx,
        ),
      );
    expect((await move()).applied).toBe(true);
    const again = await move();
    expect(again.applied).toBe(false);
    expect(await ledgerOf(b.id)).toEqual([['desk_payment', 5000, 'cash']]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 5000, refunded: 0, due: 12700 });
    expect(await docsOf(b.id)).toEqual([INVOICE('desk_payment')]);
  });

  it('two movements at once are serialised on the booking row: both count', async () => {
    const b = await createBookingOk(t, stay());
    const ctx = { actor: { id: null, name: 'Test' }, now: t.clock.now(), config: t.config };
    const move = (i: number) =>
      t.database.db.transaction((tx) =>
        recordMoneyMovement(
          tx,
          {
            bookingUuid: b.id,
            kind: 'desk_payment',
            amount: 5000,
            method: 'cash',
            idempotencyKey: `parallel-${b.id}-${i}`,
          },
          ctx,
        ),
      );
    await Promise.all([move(1), move(2), move(3)]);
    expect(await moneyOf(b)).toEqual({ total: 17700, received: 15000, refunded: 0, due: 2700 });
    expect(await rowOf(b.id)).toMatchObject({
      paymentStatus: 'advance_paid',
      advanceAmount: 15000,
      remainingAmount: 2700,
    });
    // Three payments at once: one invoice, with the first of them.
    expect(await docsOf(b.id)).toEqual([INVOICE('desk_payment')]);
  });
});
