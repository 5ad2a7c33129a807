import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingUnits, bookings, emailOutbox, guestProofCodes, refunds } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorBody } from '../testing/typed-client';

// Decision 0117: a booking code and an e-mail are not enough to cancel or move a stay.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const START = '2026-11-22T04:30:00.000Z';
let client = 0;
const nextClient = () => ({ 'x-forwarded-for': `192.0.2.${++client}` });

async function paidBooking(checkIn: string, checkOut: string) {
  const b = await createBookingOk(t, { checkIn, checkOut });
  expect((await payWithTestGateway(t, b.bookingId, 'full')).verify.status).toBe(200);
  return b;
}

const askCode = (bookingId: string, email: string, h: Record<string, string>) =>
  t.request('POST', `/api/bookings/${bookingId}/proof-code`, { email }, h);

/** The code the last proof-code e-mail of the booking carries (what the guest reads). */
async function mailedCode(bookingUuid: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingUuid), eq(emailOutbox.kind, 'proof_code')))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  expect(mail).toBeDefined();
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function statusOf(uuid: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, uuid));
  return row!;
}

describe('cancelling or moving a stay found by e-mail', () => {
  it('refuses the e-mail alone with CODE_REQUIRED and changes nothing', async () => {
    t.clock.set(START);
    const b = await paidBooking('2026-12-15', '2026-12-16');
    const h = nextClient();
    // Looking at it and asking what the policy refunds still work with the e-mail.
    expect(
      (await t.request('GET', `/api/bookings/${b.bookingId}?email=${b.email}`, undefined, h))
        .status,
    ).toBe(200);
    const quote = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/cancellation?email=${b.email}`,
      undefined,
      h,
    );
    expect(await quote.json()).toMatchObject({ allowed: true, refundAmount: b.total });
    const cancel = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email },
      h,
    );
    expect(cancel.status).toBe(403);
    expect((await errorBody(cancel)).error).toMatchObject({
      code: 'CODE_REQUIRED',
      message: expect.stringContaining('ask for a one-time code') as string,
    });
    const stay = { checkIn: '2026-12-15', checkOut: '2026-12-17', adults: 2, children: 0 };
    const preview = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/change`,
      { email: b.email, ...stay, dryRun: true },
      h,
    );
    expect(preview.status).toBe(200);
    const move = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/change`,
      { email: b.email, ...stay },
      h,
    );
    expect(move.status).toBe(403);
    expect((await errorBody(move)).error.code).toBe('CODE_REQUIRED');
    const row = await statusOf(b.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      checkOut: '2026-12-16',
      paymentStatus: 'paid',
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toEqual(
      [],
    );
    // A wrong e-mail with any code is the same 404 as before.
    const wrong = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: 'someone.else@example.com', code: '123456' },
      h,
    );
    expect(wrong.status).toBe(404);
  });

  it('answers a code request the same for the right e-mail, a wrong one and an unknown booking; mails only the right one', async () => {
    t.clock.set(START);
    const b = await createBookingOk(t, { checkIn: '2026-12-16', checkOut: '2026-12-17' });
    const answers = [];
    for (const [code, email] of [
      [b.bookingId, b.email],
      [b.bookingId, 'someone.else@example.com'],
      ['VM0000000000000AAAAA', b.email],
    ] as const) {
      const res = await askCode(code, email, nextClient());
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(202);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'proof_code')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(b.email);
    const code = await mailedCode(b.id);
    // Only a salted hash is stored.
    const stored = await t.database.db
      .select()
      .from(guestProofCodes)
      .where(eq(guestProofCodes.bookingId, b.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('cancels with the e-mail and the right code; the code works once', async () => {
    t.clock.set(START);
    const b = await paidBooking('2026-12-17', '2026-12-18');
    const h = nextClient();
    expect((await askCode(b.bookingId, b.email.toUpperCase(), h)).status).toBe(202);
    const code = await mailedCode(b.id);
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email, code: `${code.slice(0, 3)} ${code.slice(3)}` },
      h,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', refundAmount: b.total });
    const again = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email, code },
      h,
    );
    expect(again.status).toBe(403);
    expect((await errorBody(again)).error).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'This code has expired or was already used. Please ask for a new code.',
    });
    const back = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(back.map((r) => r.amount)).toEqual([b.total]);
  });

  it('counts wrong codes, ends the code after five, and nothing changes', async () => {
    t.clock.set(START);
    const b = await paidBooking('2026-12-18', '2026-12-19');
    const h = nextClient();
    await askCode(b.bookingId, b.email, h);
    const code = await mailedCode(b.id);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request(
        'POST',
        `/api/bookings/${b.bookingId}/cancel`,
        { email: b.email, code: wrongCode },
        h,
      );
      expect(res.status).toBe(403);
      const body = await errorBody(res);
      expect(body.error.code).toBe('CODE_INVALID');
      expect(body.error.fields?.code).toBe(body.error.message);
      messages.push(body.error.message);
    }
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right, and it cannot be tried again. Please ask for a new code.',
    ]);
    const right = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email, code },
      h,
    );
    expect(right.status).toBe(403);
    expect((await errorBody(right)).error.code).toBe('CODE_EXPIRED');
    expect((await statusOf(b.id)).status).toBe('confirmed');
    // A malformed code is a wrong one, not a crash.
    await askCode(b.bookingId, b.email, h);
    const odd = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email, code: 'abc' },
      h,
    );
    expect(odd.status).toBe(403);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    t.clock.set(START);
    const b = await paidBooking('2026-12-21', '2026-12-22');
    const h = nextClient();
    await askCode(b.bookingId, b.email, h);
    const first = await mailedCode(b.id);
    t.clock.advance(60_000);
    await askCode(b.bookingId, b.email, h);
    const second = await mailedCode(b.id);
    if (first !== second) {
      const old = await t.request(
        'POST',
        `/api/bookings/${b.bookingId}/cancel`,
        { email: b.email, code: first },
        h,
      );
      expect(old.status).toBe(403);
    }
    t.clock.advance(10 * 60_000 + 1);
    const late = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email, code: second },
      h,
    );
    expect(late.status).toBe(403);
    expect((await errorBody(late)).error.code).toBe('CODE_EXPIRED');
    expect((await statusOf(b.id)).status).toBe('confirmed');
    t.clock.set(START);
  });

  it('spends no code on a cancellation the policy refuses anyway', async () => {
    t.clock.set(START);
    const b = await paidBooking('2026-11-28', '2026-11-29');
    const h = nextClient();
    await askCode(b.bookingId, b.email, h);
    const code = await mailedCode(b.id);
    // Inside the last 48 hours before check-in (2:00 PM on 28 Nov, resort time).
    t.clock.set('2026-11-27T06:00:00.000Z');
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { email: b.email, code },
      h,
    );
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error.message).toMatch(
      /^Online cancellation closed 48 hours before check-in/,
    );
    const [stored] = await t.database.db
      .select()
      .from(guestProofCodes)
      .where(eq(guestProofCodes.bookingId, b.id));
    expect(stored).toMatchObject({ usedAt: null, attempts: 0 });
    expect((await statusOf(b.id)).status).toBe('confirmed');
    t.clock.set(START);
  });

  it('moves the stay with the e-mail and a code', async () => {
    t.clock.set(START);
    const b = await paidBooking('2027-01-12', '2027-01-13');
    const h = nextClient();
    await askCode(b.bookingId, b.email, h);
    const code = await mailedCode(b.id);
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/change`,
      {
        email: b.email,
        code,
        checkIn: '2027-01-19',
        checkOut: '2027-01-20',
        adults: 2,
        children: 0,
      },
      h,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const units = await t.database.db
      .select()
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, b.id));
    expect(units.map((u) => u.checkIn)).toEqual(['2027-01-19']);
  });

  it('still cancels with the private link’s token alone', async () => {
    t.clock.set(START);
    const b = await createBookingOk(t, { checkIn: '2026-12-23', checkOut: '2026-12-24' });
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      nextClient(),
    );
    expect(res.status).toBe(200);
  });

  it('limits code requests per booking code and client, and codes mailed per booking', async () => {
    t.clock.set(START);
    const b = await createBookingOk(t, { checkIn: '2026-12-24', checkOut: '2026-12-25' });
    const h = nextClient();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await askCode(b.bookingId, b.email, h)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await askCode(b.bookingId, 'someone.else@example.com', h);
    expect(limited.status).toBe(429);
    expect((await errorBody(limited)).error.code).toBe('RATE_LIMITED');
    // From other addresses: answered, but at most 5 codes an hour reach the guest's mailbox.
    for (let i = 0; i < 4; i++)
      expect((await askCode(b.bookingId, b.email, nextClient())).status).toBe(202);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'proof_code')));
    expect(mails).toHaveLength(5);
  });
});
