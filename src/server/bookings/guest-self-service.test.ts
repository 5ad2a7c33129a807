import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEvents, bookingUnits, bookings, emailOutbox, refunds } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt, errorBody } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://stay.example.in' } });
}, 60_000);
afterAll(() => t.close());

// The test clock starts on 2026-11-22 10:00 resort time. Stays in these tests check in on
// `checkIn` at 2:00 PM resort time; 48 hours earlier is the cancellation deadline.
const deadlineOf = (checkIn: string) =>
  new Date(new Date(`${checkIn}T14:00:00+05:30`).getTime() - 48 * 3_600_000);
const START = '2026-11-22T04:30:00.000Z';

let client = 0;
/** Each test is its own client address, so the look-up limits of one never touch another. */
const nextClient = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

async function paidBooking(plan: 'full' | 'half', stay: { checkIn: string; checkOut: string }) {
  const b = await createBookingOk(t, stay);
  const { verify } = await payWithTestGateway(t, b.bookingId, plan);
  expect(verify.status).toBe(200);
  return b;
}

async function emailedToken(bookingUuid: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.bookingId, bookingUuid), eq(emailOutbox.kind, 'booking_confirmation')),
    );
  const link = /https:\/\/stay\.example\.in\/booking\/(\S+)\?token=(\S+)/.exec(mail!.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![2]!);
}

describe('finding a booking', () => {
  it('answers identical 404s for a wrong e-mail, a wrong code, a wrong token and no proof', async () => {
    t.clock.set(START);
    const b = await createBookingOk(t, { checkIn: '2026-12-08', checkOut: '2026-12-09' });
    const h = nextClient();
    const answers = [];
    for (const path of [
      `/api/bookings/${b.bookingId}?email=someone.else@example.com`,
      `/api/bookings/VM0000000000000AAAAA?email=${b.email}`,
      `/api/bookings/${b.bookingId}?accessToken=wrong-token-wrong-token`,
      `/api/bookings/${b.bookingId}/cancellation?email=someone.else@example.com`,
      `/api/bookings/VM0000000000000AAAAA/cancellation?email=${b.email}`,
    ]) {
      const res = await t.request('GET', path, undefined, h);
      answers.push({ status: res.status, body: (await res.text()).replace(/VM\w+/g, 'VM…') });
    }
    for (const body of [{ email: 'someone.else@example.com' }, { accessToken: 'nope' }, {}]) {
      const res = await t.request('POST', `/api/bookings/${b.bookingId}/cancel`, body, h);
      answers.push({ status: res.status, body: (await res.text()).replace(/VM\w+/g, 'VM…') });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 404,
      body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Booking not found: VM…' } }),
    });
    // Nothing was cancelled by any of them.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.status).toBe('pending');
  });

  it('opens the booking from the e-mailed link until 30 days after check-out, then 404', async () => {
    t.clock.set(START);
    const b = await paidBooking('full', { checkIn: '2026-12-10', checkOut: '2026-12-12' });
    const token = await emailedToken(b.id);
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits in base64url
    const h = nextClient();
    const open = () =>
      t.api('GET /bookings/:bookingId', {
        param: { bookingId: b.bookingId },
        query: { accessToken: token },
        header: h,
      });
    const ok = await open();
    expect(ok.status).toBe(200);
    const view = bodyAt(ok, 200);
    expect(view).toMatchObject({
      bookingId: b.bookingId,
      status: 'confirmed',
      paymentStatus: 'paid',
      villaName: 'Glass Cottage',
      checkInAt: '2026-12-10T08:30:00.000Z',
      checkOutAt: '2026-12-12T05:30:00.000Z',
      resortTimeZone: 'Asia/Kolkata',
      cancellation: { allowed: true, refundAmount: b.total, deadline: '2026-12-08T08:30:00.000Z' },
      balanceDue: 0,
      canChangeDates: true,
    });
    expect(view.units).toEqual([expect.stringMatching(/^GC-\d\d$/)]);
    // The token is stored only as a hash.
    const stored = JSON.stringify(
      await t.database.db.select().from(bookings).where(eq(bookings.id, b.id)),
    );
    expect(stored).not.toContain(token);
    // The link keeps working after the stay (invoice), and not after 30 days past check-out.
    t.clock.set('2027-01-11T23:00:00.000Z');
    expect((await open()).status).toBe(200);
    t.clock.set('2027-01-12T00:00:01.000Z');
    const expired = await open();
    expect(expired.status).toBe(404);
    // The e-mail address still works (the guest can still find it by typing).
    const byEmail = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}?email=${b.email}`,
      undefined,
      h,
    );
    expect(byEmail.status).toBe(200);
    t.clock.set(START);
  });
});

describe('cancellation by the guest', () => {
  it.each([
    ['48 h + 1 minute before check-in', -1, true],
    ['exactly 48 h before', 0, true],
    ['48 h − 1 minute before check-in', 1, false],
  ])('%s: allowed = %s', async (_label, minutes, allowed) => {
    t.clock.set(START);
    const stay = { checkIn: '2026-12-15', checkOut: '2026-12-16' };
    const b = await paidBooking('half', stay);
    t.clock.set(new Date(deadlineOf(stay.checkIn).getTime() + minutes * 60_000).toISOString());
    const h = nextClient();
    const quote = await t.api('GET /bookings/:bookingId/cancellation', {
      param: { bookingId: b.bookingId },
      query: { email: b.email },
      header: h,
    });
    expect(quote.status).toBe(200);
    const body = bodyAt(quote, 200);
    expect(body.allowed).toBe(allowed);
    if (allowed) {
      expect(body).toEqual({
        allowed: true,
        refundAmount: b.halfAdvance,
        deadline: deadlineOf(stay.checkIn).toISOString(),
      });
    } else {
      expect(body.refundAmount).toBe(0);
      expect(body.reason).toBe(
        'Online cancellation closed 48 hours before check-in (2:00 PM on Sunday, December 13, 2026, resort time). Please call or e-mail the resort and we will help you.',
      );
      const cancel = await t.request(
        'POST',
        `/api/bookings/${b.bookingId}/cancel`,
        { accessToken: b.accessToken },
        h,
      );
      expect(cancel.status).toBe(409);
      expect((await errorBody(cancel)).error.message).toBe(body.reason);
    }
    t.clock.set(START);
  });

  it('cancels an unpaid booking: units free at once, the e-mail and the staff event, nothing to refund', async () => {
    t.clock.set(START);
    const stay = {
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      rooms: 1,
    };
    const b = await createBookingOk(t, stay);
    const h = nextClient();
    const quote = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/cancellation?accessToken=${b.accessToken}`,
      undefined,
      h,
    );
    expect(await quote.json()).toMatchObject({ allowed: true, refundAmount: 0 });
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      h,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'cancelled',
      paymentStatus: 'pending',
      refundAmount: 0,
    });
    expect(
      await t.database.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, b.id)),
    ).toEqual([]);
    const avail = await t.request(
      'GET',
      '/api/availability?villaId=kingfisher-villa&checkIn=2026-12-20&checkOut=2026-12-22',
    );
    expect(await avail.json()).toMatchObject({ available: true, unitsLeft: 4 });
    const mails = await t.database.db
      .select({ kind: emailOutbox.kind, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, b.id));
    expect(mails.map((m) => m.kind)).toContain('booking_cancellation');
    const events = await t.database.db.select({ data: adminEvents.data }).from(adminEvents);
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        type: 'booking.cancelled',
        bookingId: b.bookingId,
        reason: 'Cancelled by the guest online',
      }),
    );
    // A second cancel answers the same, changes nothing.
    const again = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      h,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      status: 'cancelled',
      paymentStatus: 'pending',
      refundAmount: 0,
    });
    const after = await t.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_cancellation')));
    expect(after).toHaveLength(1);
  });
});

describe('refunds of a guest cancellation', () => {
  it('refunds what was paid through the provider once, however often the cancel is retried', async () => {
    t.clock.set(START);
    const b = await paidBooking('full', { checkIn: '2026-12-22', checkOut: '2026-12-23' });
    const h = nextClient();
    const cancels = await Promise.all(
      [1, 2].map(() =>
        t.request('POST', `/api/bookings/${b.bookingId}/cancel`, { accessToken: b.accessToken }, h),
      ),
    );
    const again = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      h,
    );
    for (const res of [...cancels, again]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'cancelled', refundAmount: b.total });
    }
    const back = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(back.map((r) => [r.amount, r.status])).toEqual([[b.total, 'processed']]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.paymentStatus).toBe('refunded');
    // The retries found the amount on the booking, not in its history (decision 0110).
    expect(row!.guestCancelRefund).toBe(b.total);
    const mail = await t.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_cancellation')));
    expect(mail).toHaveLength(1);
    const paid = `₹${b.total.toLocaleString('en-IN')}`;
    expect(mail[0]!.text).toContain(`Refund: ${paid} of the ${paid} you paid.`);
    // The refund itself, once processed, e-mails the amount and when to expect it (decision 0121).
    const notices = await t.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'refund_notice')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Refund of ${paid} processed – ${b.bookingId}`);
    expect(notices[0]!.text).toContain('Refunds take 5-7 business days');
    // The guest's page still shows what they paid, and the refund beside it (not "Paid ₹0").
    const view = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}?email=${b.email}`,
      undefined,
      h,
    );
    expect(await view.json()).toMatchObject({
      paymentStatus: 'refunded',
      paidAmount: b.total,
      refundedAmount: b.total,
    });
  });
});

describe('paying the balance online', () => {
  it('takes the remainder of a Half Paid booking through order → checkout → verify; both e-mails go out', async () => {
    t.clock.set(START);
    const b = await paidBooking('half', { checkIn: '2026-12-17', checkOut: '2026-12-18' });
    const h = nextClient();
    const before = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}?email=${b.email}`,
      undefined,
      h,
    );
    expect(await before.json()).toMatchObject({
      paymentStatus: 'advance_paid',
      balanceDue: b.total - b.halfAdvance,
    });
    const mailsBefore = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, b.id));

    const order = await t.api('POST /payments/create-order', {
      json: { bookingId: b.bookingId, plan: 'balance' },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const { orderId, amount } = bodyAt(order, 200);
    expect(amount).toBe(b.total - b.halfAdvance);
    const pay = await t.api.ok('POST /test-gateway/pay', {
      json: {
        orderId,
        card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' },
      },
    });
    const verify = await t.request('POST', '/api/payments/verify', {
      ...pay,
      bookingId: b.bookingId,
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({
      paymentStatus: 'paid',
      remainingAmount: 0,
      paidAmount: b.total,
    });

    const after = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}?email=${b.email}`,
      undefined,
      h,
    );
    expect(await after.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      balanceDue: 0,
      remainingAmount: 0,
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, b.id));
    const added = mails.filter((m) => !mailsBefore.some((x) => x.id === m.id));
    // A receipt for the guest and "Payment Received" for staff, not a second confirmation (0121).
    expect(added.map((m) => m.kind).sort()).toEqual(['admin_notification', 'payment_receipt']);
    const receipt = added.find((m) => m.kind === 'payment_receipt')!;
    expect(receipt.text).toContain(
      `Total paid: ₹${b.total.toLocaleString('en-IN')} of ₹${b.total.toLocaleString('en-IN')}`,
    );
    expect(receipt.text).toContain('Balance due: Nothing – paid in full');
    expect(added.find((m) => m.kind === 'admin_notification')!.subject).toContain(
      `[payment_received] Payment Received – ${b.bookingId}`,
    );

    // Nothing is left to pay: no second balance order.
    const again = await t.request('POST', '/api/payments/create-order', {
      bookingId: b.bookingId,
      plan: 'balance',
    });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error.message).toBe(
      'There is no balance to pay on this booking',
    );
  });
});

describe('changing the dates', () => {
  const TUE = '2027-01-05';
  const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' };
  const change = (code: string, body: Record<string, unknown>, h: Record<string, string>) =>
    t.request('POST', `/api/bookings/${code}/change`, body, h);

  it('a dearer stay: previewed, units moved in one go, the difference paid through the payment flow', async () => {
    t.clock.set(START);
    const b = await paidBooking('full', { checkIn: TUE, checkOut: '2027-01-06' });
    const h = nextClient();
    const proof = { email: b.email };
    const stay = { checkIn: TUE, checkOut: '2027-01-07', adults: 2, children: 0 };
    const preview = await change(b.bookingId, { ...proof, ...stay, dryRun: true }, h);
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(await preview.json()).toMatchObject({
      dryRun: true,
      previousTotal: 17700,
      newTotal: 35400,
      difference: 17700,
      paid: 17700,
      due: 17700,
      refundAmount: 0,
    });
    // The preview wrote nothing.
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(still).toMatchObject({
      checkOut: '2027-01-06',
      total: 17700,
      paymentStatus: 'paid',
    });

    // The preview may use the e-mail; the change itself needs the token (decision 0117).
    const done = await change(b.bookingId, { accessToken: b.accessToken, ...stay }, h);
    expect(done.status).toBe(200);
    const result = await done.json();
    expect(result).toMatchObject({ dryRun: false, due: 17700, paymentStatus: 'advance_paid' });
    const units = await t.database.db
      .select()
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, b.id));
    expect(units.map((u) => [u.checkIn, u.checkOut])).toEqual([[TUE, '2027-01-07']]);
    const view = await t.api.ok('GET /bookings/:bookingId', {
      param: { bookingId: b.bookingId },
      query: { email: b.email },
      header: h,
    });
    expect(view).toMatchObject({
      checkOut: '2027-01-07',
      total: 35400,
      balanceDue: 17700,
      paidAmount: 17700,
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_change')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('₹17,700 is now due');

    // The difference goes through order → checkout → verify (plan balance).
    const order = await t.api.ok('POST /payments/create-order', {
      json: { bookingId: b.bookingId, plan: 'balance' },
    });
    expect(order.amount).toBe(17700);
    const callback = await (
      await t.request('POST', '/api/test-gateway/pay', { orderId: order.orderId, card })
    ).json();
    const verify = await t.request('POST', '/api/payments/verify', {
      ...(callback as object),
      bookingId: b.bookingId,
    });
    expect(verify.status).toBe(200);
    // Cancelling now refunds everything paid: both payments.
    const quote = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/cancellation?email=${b.email}`,
      undefined,
      h,
    );
    expect(await quote.json()).toMatchObject({ allowed: true, refundAmount: 35400 });
  });

  it('a cheaper stay than was paid: the difference is refunded and the booking stays paid', async () => {
    t.clock.set(START);
    const b = await paidBooking('full', { checkIn: TUE, checkOut: '2027-01-07' });
    const h = nextClient();
    const res = await change(
      b.bookingId,
      { accessToken: b.accessToken, checkIn: TUE, checkOut: '2027-01-06', adults: 2, children: 0 },
      h,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      previousTotal: 35400,
      newTotal: 17700,
      difference: -17700,
      refundAmount: 17700,
      due: 0,
      paymentStatus: 'paid',
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    // (The refund itself is the payments service's: it may mark the payment partly refunded.)
    expect(row).toMatchObject({ total: 17700, remainingAmount: 0, checkOut: '2027-01-06' });
    const back = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(back.map((r) => [r.amount, r.status])).toEqual([[17700, 'processed']]);
    // Cancelling afterwards gives back what is left: the new total.
    const quote = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/cancellation?accessToken=${b.accessToken}`,
      undefined,
      h,
    );
    expect(await quote.json()).toMatchObject({ allowed: true, refundAmount: 17700 });
  });

  it('refuses more guests, another villa and a stay inside the 48 hours', async () => {
    t.clock.set(START);
    const b = await paidBooking('full', { checkIn: TUE, checkOut: '2027-01-06' });
    const h = nextClient();
    const more = await change(
      b.bookingId,
      { accessToken: b.accessToken, checkIn: TUE, checkOut: '2027-01-06', adults: 3, children: 0 },
      h,
    );
    expect(more.status).toBe(400);
    t.clock.set(new Date(deadlineOf(TUE).getTime() + 60_000).toISOString());
    const late = await change(
      b.bookingId,
      {
        accessToken: b.accessToken,
        checkIn: '2027-01-12',
        checkOut: '2027-01-13',
        adults: 2,
        children: 0,
      },
      h,
    );
    expect(late.status).toBe(409);
    t.clock.set(START);
  });

  it('two guests racing for the last unit: one wins, the other keeps its old stay', async () => {
    t.clock.set(START);
    const target = { villaId: 'kingfisher-villa', checkIn: '2027-02-02', checkOut: '2027-02-03' };
    for (let i = 0; i < 3; i++) await paidBooking('full', target);
    const a = await paidBooking('full', {
      villaId: 'kingfisher-villa',
      checkIn: '2027-02-09',
      checkOut: '2027-02-10',
    } as never);
    const c = await paidBooking('full', {
      villaId: 'kingfisher-villa',
      checkIn: '2027-02-16',
      checkOut: '2027-02-17',
    } as never);
    const body = (accessToken: string) => ({
      accessToken,
      checkIn: target.checkIn,
      checkOut: target.checkOut,
      adults: 2,
      children: 0,
    });
    const [ra, rc] = await Promise.all([
      change(a.bookingId, body(a.accessToken), nextClient()),
      change(c.bookingId, body(c.accessToken), nextClient()),
    ]);
    expect([ra.status, rc.status].sort()).toEqual([200, 409]);
    const loser =
      ra.status === 409
        ? { res: ra, b: a, from: '2027-02-09' }
        : { res: rc, b: c, from: '2027-02-16' };
    expect((await errorBody(loser.res)).error.message).toBe(
      'Villa is no longer available for selected dates',
    );
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, loser.b.id));
    expect(row!.checkIn).toBe(loser.from);
    const units = await t.database.db
      .select()
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, loser.b.id));
    expect(units.map((u) => u.checkIn)).toEqual([loser.from]);
  });
});
