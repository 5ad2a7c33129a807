import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxOnCharge } from '../../domain/charge-tax';
import { CHARGE_MESSAGES } from '../../domain/folio-charges';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import {
  bookingCharges,
  bookings,
  emailOutbox,
  moneyMovements,
  safariQueries,
  taxDocuments,
} from '../db/schema';
import { createBookingOk, payWithTestGateway, TEST_CARD } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/** What these tests read of the guest's booking view (GET /api/bookings/:id). */
import { NOTHING_DUE_ONLINE } from './payment-link-service';
import { answerOf, bodyAt, expectStatus, type TestApi, typedClient } from '../testing/typed-client';

const PUBLIC_URL = 'https://book.example.test';
let t: TestApp;
let cookie: string;
/** The demo admin's typed client (decision 0157). */
let admin: TestApi;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  cookie = await signInDemoAdmin(t);
  admin = typedClient(t.request, { cookie });
});
afterAll(() => t?.close());

let day = 0;
/** One weekday night in December 2026 (Glass Cottage, 17,700 for two), a different one each time. */
const WEEKDAYS = [2, 3, 7, 8, 9, 10, 14, 15, 16, 17, 21, 22, 23];
const stay = () => {
  const n = WEEKDAYS[day++ % WEEKDAYS.length]!;
  const d = (x: number) => `2026-12-${String(x).padStart(2, '0')}`;
  return { checkIn: d(n), checkOut: d(n + 1) };
};
/** A charge; its body may be wrong on purpose, so it is sent untyped and read by the contract. */
const addCharge = async (code: string, body: unknown, key?: string) => {
  const res = await t.request('POST', `/api/admin/bookings/${code}/charges`, body, {
    cookie,
    ...(key ? { 'idempotency-key': key } : {}),
  });
  return answerOf('POST /admin/bookings/:bookingId/charges', res);
};
const detail = async (code: string) =>
  bodyAt(await admin('GET /admin/bookings/:bookingId', { param: { bookingId: code } }), 200);
const ledgerOf = async (uuid: string) =>
  (
    await t.database.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.bookingId, uuid))
      .orderBy(asc(moneyMovements.occurredAt), asc(moneyMovements.createdAt))
  ).map((m) => [m.kind, m.amount, m.idempotencyKey.split(':')[0]]);
const documentsOf = async (uuid: string) =>
  (
    await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, uuid))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial))
  ).map((d) => ({
    kind: d.kind,
    covers: d.covers,
    total: d.totalPaise / 100,
    tax: (d.cgstPaise + d.sgstPaise) / 100,
  }));
const mailsOf = (
  uuid: string,
  kind: 'payment_link' | 'safari_response' | 'booking_confirmation' | 'payment_receipt',
) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, uuid), eq(emailOutbox.kind, kind)));

async function paid(plan: 'full' | 'half') {
  const b = await createBookingOk(t, stay());
  const { verify } = await payWithTestGateway(t, b.bookingId, plan);
  expectStatus(verify, 200);
  return b;
}

/** The guest pays what is due through the balance flow (create-order plan balance → pay → verify). */
async function payBalance(code: string) {
  const order = await t.api('POST /payments/create-order', {
    json: { bookingId: code, plan: 'balance' },
  });
  if (order.status !== 200) return { status: order.status, body: order.body };
  const { orderId, amount } = order.body;
  const pay = await t.api('POST /test-gateway/pay', { json: { orderId, card: TEST_CARD } });
  expectStatus(pay, 200);
  const verify = await t.request('POST', '/api/payments/verify', {
    ...bodyAt(pay, 200),
    bookingId: code,
  });
  return { status: verify.status, amount };
}

const SAFARI = { kind: 'safari', description: 'Evening jeep safari, 2 persons', quantity: 2 };
const safariTax = taxOnCharge('safari', 2 * 2500); // 18% of 5,000 = 900

describe('charges beyond the room (the folio)', () => {
  it('a charge on a Paid booking: due grows, Half Paid, ledger, detail; a retry applies once', async () => {
    const b = await paid('full');
    const body = { ...SAFARI, unitPrice: 2500 };
    const first = await addCharge(b.bookingId, body, 'charge-1');
    expectStatus(first, 201);
    expect(first.body).toMatchObject({
      bookingId: b.bookingId,
      kind: 'safari',
      quantity: 2,
      unitPrice: 2500,
      tax: safariTax,
      amount: 5000 + safariTax,
      voidedAt: null,
      money: { total: 17700 + 5900, received: 17700, refunded: 0, due: 5900 },
      // Paid in full, then the price went up: part paid, a balance due (decision 0112).
      paymentStatus: 'advance_paid',
    });
    const again = await addCharge(b.bookingId, body, 'charge-1');
    expectStatus(again, 201);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 17700, 'payment'],
      ['charge_added', 5900, 'charge'],
    ]);
    const d = await detail(b.bookingId);
    expect(d.money).toMatchObject({ total: 23600, due: 5900 });
    expect(d.charges).toEqual([expect.objectContaining({ id: first.body.id, amount: 5900 })]);
    expect(d.activity.some((a) => a.action === 'charge_added')).toBe(true);
    // Record payment takes up to what is due, charges included, and not a rupee more.
    const above = await admin('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: {
        amount: 5901,
        method: 'cash',
      },
    });
    expectStatus(above, 400);
  });

  it('the guest pays the charge through the balance flow from the e-mailed link: due 0, Paid', async () => {
    const b = await paid('full');
    const charge = await addCharge(b.bookingId, { ...SAFARI, unitPrice: 2500 });
    expectStatus(charge, 201);

    const link = await admin('POST /admin/bookings/:bookingId/payment-link', {
      param: { bookingId: b.bookingId },
      header: { 'idempotency-key': 'link-1' },
    });
    expectStatus(link, 201);
    expect(link.body).toEqual({ bookingId: b.bookingId, to: b.email, amount: 5900 });
    const [mail, ...more] = await mailsOf(b.id, 'payment_link');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Due now: ₹5,900');
    expect(mail!.text).toContain('Safari: Evening jeep safari, 2 persons');
    const url = /https:\/\/book\.example\.test\/booking\/\S+/.exec(mail!.text)![0];
    const token = new URL(url).searchParams.get('token')!;

    // The link opens the guest's booking with the charge and "Pay balance" for what is due.
    const view = await t.api('GET /bookings/:bookingId', {
      param: { bookingId: b.bookingId },
      query: { token },
    });
    expectStatus(view, 200);
    const guest = bodyAt(view, 200);
    expect(guest.balanceDue).toBe(5900);
    expect(guest.money.due).toBe(5900);
    expect(guest.charges).toEqual([expect.objectContaining({ kind: 'safari', amount: 5900 })]);

    const confirmationsBefore = (await mailsOf(b.id, 'booking_confirmation')).length;
    const paidBalance = await payBalance(b.bookingId);
    expect(paidBalance).toEqual({ status: 200, amount: 5900 });
    const after = await detail(b.bookingId);
    expect(after.money).toMatchObject({ total: 23600, received: 23600, due: 0 });
    expect(after.booking.paymentStatus).toBe('paid');
    expect(await ledgerOf(b.id)).toEqual([
      ['online_payment', 17700, 'payment'],
      ['charge_added', 5900, 'charge'],
      ['online_payment', 5900, 'payment'],
    ]);
    // A receipt goes out for the balance payment, not a second confirmation (ledger-emails.ts, 0121).
    expect((await mailsOf(b.id, 'booking_confirmation')).length).toBe(confirmationsBefore);
    expect(await mailsOf(b.id, 'payment_receipt')).toHaveLength(1);
    // Nothing left: no second link, no second balance order.
    const none = await admin('POST /admin/bookings/:bookingId/payment-link', {
      param: { bookingId: b.bookingId },
    });
    expectStatus(none, 409);
    expect(none.body.error.message).toBe(NOTHING_DUE_ONLINE);
    expect((await payBalance(b.bookingId)).status).toBe(409);
  });

  it('a Half Paid booking pays the stay balance and the charge in one balance payment', async () => {
    const b = await paid('half');
    await addCharge(b.bookingId, {
      kind: 'meal',
      description: 'Dinner',
      quantity: 2,
      unitPrice: 900,
    });
    const meal = 1800 + taxOnCharge('meal', 1800);
    const due = 17700 - 8850 + meal;
    expect((await detail(b.bookingId)).money.due).toBe(due);
    expect(await payBalance(b.bookingId)).toEqual({ status: 200, amount: due });
    const d = await detail(b.bookingId);
    expect(d.money.due).toBe(0);
    expect(d.booking.paymentStatus).toBe('paid');
  });

  it('void: kept on record, due shrinks, the charge invoiced when paid is credited at its own tax; twice is a 409', async () => {
    const b = await paid('full');
    const c = bodyAt(await addCharge(b.bookingId, { ...SAFARI, unitPrice: 2500 }), 201);
    // Paid the charge at the desk: money in, then the charge is voided.
    expect(
      (
        await admin('POST /admin/bookings/:bookingId/payments', {
          param: { bookingId: b.bookingId },
          json: {
            amount: 5900,
            method: 'upi',
          },
        })
      ).status,
    ).toBe(201);
    const voided = await admin('DELETE /admin/bookings/:bookingId/charges/:chargeId', {
      param: { bookingId: b.bookingId, chargeId: c.id },
    });
    expectStatus(voided, 200);
    expect(voided.body.voidedAt).not.toBeNull();
    expect(voided.body.money).toEqual({ total: 17700, received: 23600, refunded: 0, due: 0 });
    const [row] = await t.database.db
      .select()
      .from(bookingCharges)
      .where(eq(bookingCharges.id, c.id));
    expect(row!.voidedAt).not.toBeNull();
    expect((await detail(b.bookingId)).charges).toEqual([
      expect.objectContaining({ id: c.id, voidedAt: expect.any(String) }),
    ]);
    const docs = await documentsOf(b.id);
    // The stay's invoice, then the charge's own invoice when its money came in, then the credit
    // note against that invoice at the charge's tax (decision 0120).
    expect(docs.filter((x) => x.kind === 'invoice')).toEqual([
      { kind: 'invoice', covers: 'stay', total: 17700, tax: 2700 },
      { kind: 'invoice', covers: 'charges', total: 5900, tax: safariTax },
    ]);
    expect(docs.filter((x) => x.kind === 'credit_note')).toEqual([
      { kind: 'credit_note', covers: 'charges', total: 5900, tax: safariTax },
    ]);
    const [chargeInvoice] = await t.database.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.bookingId, b.id), eq(taxDocuments.covers, 'charges')));
    expect(chargeInvoice!.snapshot.lines).toEqual([
      {
        label: 'Safari: Evening jeep safari, 2 persons (2 × INR 2,500)',
        sac: '998552',
        amountPaise: 500000,
      },
    ]);

    const twice = await admin('DELETE /admin/bookings/:bookingId/charges/:chargeId', {
      param: { bookingId: b.bookingId, chargeId: c.id },
    });
    expectStatus(twice, 409);
    expect(twice.body.error.message).toBe(CHARGE_MESSAGES.alreadyVoided);
    expect((await ledgerOf(b.id)).filter(([k]) => k === 'charge_voided')).toHaveLength(1);
  });

  it('a void before any payment changes the price only: no document', async () => {
    const b = await createBookingOk(t, stay());
    const c = bodyAt(
      await addCharge(b.bookingId, {
        kind: 'transport',
        description: 'Airport pickup',
        quantity: 1,
        unitPrice: 3000,
      }),
      201,
    );
    expect(c.money.total).toBe(17700 + 3000 + 540);
    const v = await admin.ok('DELETE /admin/bookings/:bookingId/charges/:chargeId', {
      param: { bookingId: b.bookingId, chargeId: c.id },
    });
    expect(v.money.total).toBe(17700);
    expect(await documentsOf(b.id)).toEqual([]);
  });

  it('refuses hostile input with a clear 400 and changes nothing', async () => {
    const b = await paid('full');
    const cases: [unknown, string][] = [
      [{ ...SAFARI, quantity: 0, unitPrice: 100 }, 'quantity'],
      [{ ...SAFARI, quantity: -1, unitPrice: 100 }, 'quantity'],
      [{ ...SAFARI, quantity: 1.5, unitPrice: 100 }, 'quantity'],
      [{ ...SAFARI, quantity: 1, unitPrice: 0 }, 'unitPrice'],
      [{ ...SAFARI, quantity: 1, unitPrice: -500 }, 'unitPrice'],
      [{ ...SAFARI, quantity: 1, unitPrice: 99.5 }, 'unitPrice'],
      [{ ...SAFARI, quantity: 1000, unitPrice: 10_000_000 }, 'unitPrice'],
      [{ ...SAFARI, quantity: 1, unitPrice: 1e300 }, 'unitPrice'],
      [{ ...SAFARI, kind: 'spa', quantity: 1, unitPrice: 100 }, 'kind'],
      [{ ...SAFARI, description: '   ', quantity: 1, unitPrice: 100 }, 'description'],
      [{ kind: 'other', quantity: 1, unitPrice: 100 }, 'description'],
      [{ ...SAFARI, quantity: '2', unitPrice: 100 }, 'quantity'],
    ];
    for (const [body, field] of cases) {
      const res = await addCharge(b.bookingId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = bodyAt(res, 400);
      expect(err.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(err.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      await t.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id)),
    ).toEqual([]);
    expect((await detail(b.bookingId)).money.due).toBe(0);

    // Another booking's charge, an unknown id, garbage: 404, nothing voided.
    const other = await paid('full');
    const theirs = bodyAt(await addCharge(other.bookingId, { ...SAFARI, unitPrice: 100 }), 201);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin('DELETE /admin/bookings/:bookingId/charges/:chargeId', {
        param: { bookingId: b.bookingId, chargeId: id },
      });
      expectStatus(res, 404);
    }
    expect((await detail(other.bookingId)).charges[0]!.voidedAt).toBeNull();
    expect((await addCharge('VM-NOPE-0000', { ...SAFARI, unitPrice: 100 })).status).toBe(404);
  });

  it('refuses charges on a cancelled or archived booking with a clear message', async () => {
    const b = await createBookingOk(t, stay());
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, b.id));
    const res = await addCharge(b.bookingId, { ...SAFARI, unitPrice: 100 });
    expectStatus(res, 409);
    expect(res.body.error.message).toBe(CHARGE_MESSAGES.cancelled);
    const a = await createBookingOk(t, stay());
    await t.database.db
      .update(bookings)
      .set({ archivedAt: t.clock.now() })
      .where(eq(bookings.id, a.id));
    const archived = await addCharge(a.bookingId, { ...SAFARI, unitPrice: 100 });
    expectStatus(archived, 409);
    expect(archived.body.error.message).toBe(CHARGE_MESSAGES.archived);
  });

  it('answering a safari enquiry adds the safari as a charge and e-mails its amount and the link', async () => {
    const guest = t.browser();
    const res = await guest.api('POST /safari-enquiries', {
      json: {
        checkIn: '2026-12-28',
        checkOut: '2026-12-29',
        safaris: [{ date: '2026-12-28', timing: 'Evening', persons: 2 }],
      },
    });
    expectStatus(res, 201);
    const enquiryId = bodyAt(res, 201).enquiries[0]!.id;
    const b = await createBookingOk(
      t,
      { checkIn: '2026-12-28', checkOut: '2026-12-29', guest: { email: 'ravi@example.com' } },
      guest,
    );
    expect((await payWithTestGateway(t, b.bookingId, 'full')).verify.status).toBe(200);
    const [enq] = await t.database.db
      .select()
      .from(safariQueries)
      .where(eq(safariQueries.id, enquiryId));
    expect(enq!.bookingId).toBe(b.bookingId);

    const bad = await admin('POST /admin/safari-enquiries/:id/respond', {
      param: { id: enquiryId },
      json: {
        response: 'Booked',
        charge: { description: 'Jeep', quantity: 0, unitPrice: 2500 },
      },
    });
    expectStatus(bad, 400);

    const answered = await admin('POST /admin/safari-enquiries/:id/respond', {
      param: { id: enquiryId },
      json: {
        response: 'Your evening jeep safari is booked.',
        charge: { description: 'Evening jeep safari, 2 persons', quantity: 2, unitPrice: 2500 },
      },
    });
    expectStatus(answered, 200);
    const d = await detail(b.bookingId);
    expect(d.charges).toEqual([expect.objectContaining({ kind: 'safari', amount: 5900 })]);
    expect(d.money.due).toBe(5900);
    const [mail] = await mailsOf(b.id, 'safari_response');
    expect(mail!.text).toContain('Your evening jeep safari is booked.');
    expect(mail!.text).toContain('Safari charge (incl. GST): ₹5,900');
    expect(mail!.text).toContain('Due now on your booking: ₹5,900');
    const url = /https:\/\/book\.example\.test\/booking\/\S+/.exec(mail!.text)![0];
    const token = new URL(url).searchParams.get('token')!;
    const view = await t.api.ok('GET /bookings/:bookingId', {
      param: { bookingId: b.bookingId },
      query: { token },
    });
    expect(view.balanceDue).toBe(5900);
    expect(await payBalance(b.bookingId)).toEqual({ status: 200, amount: 5900 });
    expect((await detail(b.bookingId)).money.due).toBe(0);

    // An enquiry with no booking cannot carry a charge (nothing changes).
    const lone = await t.browser().api('POST /safari-enquiries', {
      json: {
        checkIn: '2026-12-28',
        checkOut: '2026-12-29',
        safaris: [{ date: '2026-12-28', timing: 'Evening', persons: 1 }],
      },
    });
    expectStatus(lone, 201);
    const loneId = bodyAt(lone, 201).enquiries[0]!.id;
    await t.database.db
      .update(safariQueries)
      .set({ email: 'lone@example.com' })
      .where(eq(safariQueries.id, loneId));
    const refused = await admin('POST /admin/safari-enquiries/:id/respond', {
      param: { id: loneId },
      json: {
        response: 'Yes',
        charge: { description: 'Jeep', quantity: 1, unitPrice: 2500 },
      },
    });
    expectStatus(refused, 400);
    const [still] = await t.database.db
      .select()
      .from(safariQueries)
      .where(eq(safariQueries.id, loneId));
    expect(still!.status).toBe('pending');
  });
});
