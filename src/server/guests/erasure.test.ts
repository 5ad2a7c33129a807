import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows } from '../db/client';
import { bookingRequest, createBookingOk } from '../testing/booking-helpers';
import { startFakeRazorpay, type FakeRazorpay } from '../testing/fake-razorpay';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hmacHex } from '../payments/signature';
import { answerOf, bodyAt } from '../testing/typed-client';

/**
 * Erasure erases (decision 0118): a guest goes through booking (with an Idempotency-Key), a safari
 * enquiry, a Razorpay payment with its webhook, staff editing the booking, a one-time code, a guest
 * cancel with refund and its e-mails and rate-limit counters; staff erase them; then EVERY table
 * of the database is dumped as text and none of the guest's words is anywhere.
 */

const keys = {
  keyId: 'rzp_test_erase',
  keySecret: 'rzp-secret-erase',
  webhookSecret: 'whsec-erase',
};
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
  await t?.close();
  await fake?.close();
});

const GUEST = {
  firstName: 'Zanzibar',
  lastName: 'Quillfeather',
  email: 'Zanzibar.Quillfeather@Erase-Me.example',
  phone: '91234 56780',
  countryCode: '+91',
  specialRequests: 'Please hang a hammock under the jamun tree "for us"',
};
const SAFARI_WISH = 'We hope to see the leopard called Kaalibagh';
const STAFF_PHONE = '90000-77711';
/** Every word of the guest's that must be gone (compared case-insensitively). */
const NEEDLES = [
  'Zanzibar',
  'Quillfeather',
  'zanzibar.quillfeather@erase-me.example',
  'erase-me.example',
  '9123456780',
  '91234 56780',
  '9000077711',
  '90000-77711',
  'hammock under the jamun',
  'leopard called Kaalibagh',
];

type Row = { t: string };

/** Every row of every table of the schema, as text, with the table's name. */
async function dumpEverything(): Promise<{ table: string; text: string }[]> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  expect(tables.length).toBeGreaterThan(25);
  const out: { table: string; text: string }[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<Row>(
      t.database.db,
      sql`select x::text as t from ${sql.identifier(table_name)} x`,
    );
    for (const r of rows) out.push({ table: table_name, text: r.t });
  }
  return out;
}

/** The needles found: as typed, and with the text's separators removed (phone numbers). */
function findings(dump: { table: string; text: string }[]) {
  const found: string[] = [];
  for (const { table, text } of dump) {
    const lower = text.toLowerCase();
    const digits = text.replace(/[\s().-]/g, '');
    for (const needle of NEEDLES) {
      const n = needle.toLowerCase();
      if (lower.includes(n) || (/^\d+$/.test(n) && digits.includes(n)))
        found.push(`${table}: ${needle} in ${text.slice(0, 300)}`);
    }
  }
  return found;
}

describe('erasing a guest', () => {
  it('leaves none of their words in any table, and the money still adds up', async () => {
    const browser = t.browser();
    // A safari enquiry from the browsing session that then books: it joins the booking.
    const enquiry = await browser.request('POST', '/api/safari-enquiries', {
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      safaris: [{ date: '2026-12-10', timing: 'Evening', persons: 2 }],
      specialRequirements: SAFARI_WISH,
    });
    expect(enquiry.status, await enquiry.clone().text()).toBe(201);
    const created = await browser.request(
      'POST',
      '/api/bookings',
      bookingRequest({ checkIn: '2026-12-10', checkOut: '2026-12-12', guest: GUEST }),
      { 'idempotency-key': 'erase-me-key-1' },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const b = bodyAt(await answerOf('POST /bookings', created), 201);

    // A look-up with the e-mail, and a wrong one (rate-limit counters).
    expect(
      (
        await t.request(
          'GET',
          `/api/bookings/${b.bookingId}?email=${encodeURIComponent(GUEST.email)}`,
        )
      ).status,
    ).toBe(200);

    // Paid through Razorpay; its webhook carries the payer's e-mail and phone.
    const order = await t.api('POST /payments/create-order', {
      json: { bookingId: b.bookingId, plan: 'full' },
    });
    expect(order.status).toBe(200);
    const { orderId } = bodyAt(order, 200);
    const callback = fake.pay(orderId);
    const delivery = fake.webhook('payment.captured', callback.razorpay_payment_id);
    const event = JSON.parse(delivery.body) as {
      payload: { payment: { entity: Record<string, unknown> } };
    };
    event.payload.payment.entity.email = GUEST.email.toLowerCase();
    event.payload.payment.entity.contact = `+91${GUEST.phone.replace(/\s/g, '')}`;
    const body = JSON.stringify(event);
    const hook = await t.app.request('/api/payments/webhook', {
      method: 'POST',
      body,
      headers: { ...delivery.headers, 'x-razorpay-signature': hmacHex(keys.webhookSecret, body) },
    });
    expect(hook.status, await hook.clone().text()).toBe(200);

    // Staff correct the phone (the history keeps before/after).
    const edit = await t.request(
      'PATCH',
      `/api/admin/bookings/${b.bookingId}`,
      { phone: STAFF_PHONE },
      { cookie },
    );
    expect(edit.status, await edit.clone().text()).toBe(200);

    // The guest asks for a code and cancels with it: refund, e-mails, staff notices.
    const h = { 'x-forwarded-for': '198.18.0.9' };
    expect(
      (
        await t.request(
          'POST',
          `/api/bookings/${b.bookingId}/proof-code`,
          { email: GUEST.email },
          h,
        )
      ).status,
    ).toBe(202);
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text from email_outbox where kind = 'proof_code' order by created_at desc limit 1`,
    );
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const cancel = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: GUEST.email, code },
      h,
    );
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect(await cancel.json()).toMatchObject({ refundAmount: b.total });

    // Before: the guest's words are all over the database (the test can fail).
    const before = findings(await dumpEverything());
    for (const needle of NEEDLES.filter((n) => n !== '91234 56780' && n !== '90000-77711'))
      expect(
        before.some((f) => f.includes(`: ${needle} in`)),
        needle,
      ).toBe(true);
    const tablesBefore = new Set(before.map((f) => f.split(':')[0]));
    for (const table of [
      'bookings',
      'booking_activities',
      'admin_events',
      'email_outbox',
      'idempotency_keys',
      'payment_events',
      'rate_limits',
      'refunds',
      'safari_queries',
    ])
      expect(tablesBefore.has(table), table).toBe(true);

    const [moneyBefore] = await queryRows<{ total: number; refunded: number }>(
      t.database.db,
      sql`select (select total_amount from bookings where booking_id = ${b.bookingId}) as total,
                 (select coalesce(sum(amount), 0)::int from refunds) as refunded`,
    );

    const erase = await t.request(
      'DELETE',
      `/api/admin/guests/${encodeURIComponent(GUEST.email.toLowerCase())}`,
      undefined,
      { cookie },
    );
    expect(erase.status, await erase.clone().text()).toBe(200);

    expect(findings(await dumpEverything())).toEqual([]);
    // Records stay, anonymised: the booking code, the amounts, the refund.
    const [moneyAfter] = await queryRows<{ total: number; refunded: number }>(
      t.database.db,
      sql`select (select total_amount from bookings where booking_id = ${b.bookingId}) as total,
                 (select coalesce(sum(amount), 0)::int from refunds) as refunded`,
    );
    expect(moneyAfter).toEqual(moneyBefore);
    // The private link and the e-mail no longer open the booking.
    expect(
      (
        await t.request(
          'GET',
          `/api/bookings/${b.bookingId}?email=${encodeURIComponent(GUEST.email)}`,
        )
      ).status,
    ).toBe(404);
  });

  it('keeps a staff account whose address also booked as a guest', async () => {
    await createBookingOk(t, {
      checkIn: '2026-12-20',
      checkOut: '2026-12-21',
      guest: { email: DEMO_ADMIN.email },
    });
    const erase = await t.request(
      'DELETE',
      `/api/admin/guests/${encodeURIComponent(DEMO_ADMIN.email)}`,
      undefined,
      { cookie },
    );
    expect(erase.status, await erase.clone().text()).toBe(200);
    expect(await signIn(t)).toBeTruthy();
  });
});
