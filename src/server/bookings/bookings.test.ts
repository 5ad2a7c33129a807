import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import {
  bookingAccessTokens,
  bookingHolds,
  bookings,
  bookingUnits,
  safariQueries,
} from '../db/schema';
import { bookingRequest, createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';
import { expireUnpaidBookings } from './expiry';
import { answerOf, bodyAt, errorBody, openApiDocument } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('POST /api/bookings', () => {
  it('creates a pending booking priced by the server, ignoring any client total', async () => {
    const res = await answerOf(
      'POST /bookings',
      await t.request('POST', '/api/bookings', {
        ...bookingRequest(),
        total: 1,
        totalAmount: 1,
        subtotal: 1,
        price: 1,
        priceLines: [{ label: 'free', amount: 0 }],
      }),
    );
    expect(res.status).toBe(201);
    const body = bodyAt(res, 201);
    expect(body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'pending',
      total: 17700,
      subtotal: 15000,
      taxes: 2700,
      advanceAmount: 0,
      remainingAmount: 17700,
      halfAdvance: 8850,
      nights: 1,
      villaName: 'Glass Cottage',
      guestName: 'Asha Rao',
      email: 'asha.rao@example.com',
    });
    expect(body.bookingId).toMatch(/^VM\d{13}[A-Z]{5}$/);
    expect(new Date(body.holdExpiresAt as string).getTime() - t.clock.now().getTime()).toBe(
      15 * 60_000,
    );
    expect(String(body.accessToken)).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, body.bookingId as string));
    expect(row).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'pending',
      advanceAmount: 0,
      remainingAmount: 17700,
      total: 17700,
      bookingSource: 'website',
      marketingConsent: true,
      phone: '9876543210',
      countryCode: '+91',
      adults: 2,
      children: 0,
      guests: 2,
      specialRequests: 'Ground floor please',
    });
    expect(row!.termsAcceptedAt).not.toBeNull();
    // Only the token's sha256 is stored, in the booking's access tokens.
    const tokens = await t.database.db
      .select()
      .from(bookingAccessTokens)
      .where(eq(bookingAccessTokens.bookingId, row!.id));
    expect(tokens.map((k) => k.tokenHash)).toEqual([
      createHash('sha256')
        .update(body.accessToken as string)
        .digest('hex'),
    ]);
    const units = await t.database.db
      .select()
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, row!.id));
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      status: 'reserved',
    });
  });

  it('answers 400 "Missing required booking information" when villa, dates, name or e-mail are missing', async () => {
    for (const patch of [
      { villaId: '' },
      { checkIn: undefined },
      { guest: { email: '' } },
      { guest: { firstName: '  ' } },
    ]) {
      const res = await t.request('POST', '/api/bookings', bookingRequest(patch));
      expect(res.status).toBe(400);
      const body = await errorBody(res);
      expect(body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Missing required booking information',
      });
    }
  });

  it('answers 400 with per-field messages of the shared schemas', async () => {
    const res = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({
        guest: { email: 'not-an-email', phone: '12345', lastName: 'R2' },
        acceptTerms: false,
      }),
    );
    expect(res.status).toBe(400);
    const { error } = await errorBody(res);
    expect(error.fields).toMatchObject({
      'guest.email': 'Please enter a valid email address',
      'guest.lastName': 'Last Name can only contain letters and spaces',
      acceptTerms: 'You must accept the terms and conditions to proceed',
    });
  });

  it('applies the stay rules on the server (past dates, too many guests)', async () => {
    const past = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({ checkIn: '2026-11-01', checkOut: '2026-11-02' }),
    );
    expect(past.status).toBe(400);
    expect((await errorBody(past)).error.fields?.checkIn).toBe(
      'Check-in date cannot be in the past',
    );
    const crowd = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({ adults: 4, children: 2 }),
    );
    expect(crowd.status).toBe(400);
  });

  it('answers 404 for an unknown villa', async () => {
    const res = await t.request('POST', '/api/bookings', bookingRequest({ villaId: 'treehouse' }));
    expect(res.status).toBe(404);
  });

  it('reserves concrete units and answers 409 when none are left', async () => {
    const stay = { villaId: 'kingfisher-villa', checkIn: '2026-12-08', checkOut: '2026-12-10' };
    for (let i = 0; i < 4; i++) await createBookingOk(t, stay);
    const res = await t.request('POST', '/api/bookings', bookingRequest(stay));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Villa is no longer available for selected dates' },
    });
    const rows = await queryRows<{ n: number; distinct_units: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct villa_inventory_id)::int as distinct_units
          from booking_units bu join bookings b on b.id = bu.booking_id
          where b.villa_id = 'kingfisher-villa' and b.check_in = '2026-12-08'`,
    );
    expect(rows[0]).toEqual({ n: 4, distinct_units: 4 });
  });

  it("counts other sessions' holds as taken and converts the browser's own hold", async () => {
    const stay = { villaId: 'hornbill-villa', checkIn: '2026-12-15', checkOut: '2026-12-16' };
    const me = t.browser();
    const someoneElse = t.browser();
    const hold = (browser: TestBrowser, key: string, rooms: number, ip: string) =>
      browser.request('PUT', `/api/holds/${key}`, { ...stay, rooms }, { 'x-forwarded-for': ip });
    expect((await hold(someoneElse, 'someone-else-123', 3, '203.0.113.7')).status).toBe(200);
    expect((await hold(me, 'my-session-12345', 1, '203.0.113.8')).status).toBe(200);
    const mine = await createBookingOk(t, { ...stay, sessionId: 'my-session-12345' }, me);
    expect(mine.status).toBe('pending');
    const holds = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.sessionId, 'my-session-12345'));
    expect(holds).toHaveLength(0);
    const third = await t.request('POST', '/api/bookings', bookingRequest(stay));
    expect(third.status).toBe(409);
  });

  it("links the browser's safari enquiries to the booking and stores the safari requests", async () => {
    const guest = t.browser();
    const safaris = [{ date: '2026-12-01', timing: 'Evening', persons: 2 }];
    const enquiry = await guest.request('POST', '/api/safari-enquiries', {
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      safaris,
    });
    expect(enquiry.status).toBe(201);
    const b = await createBookingOk(t, { safaris }, guest);
    const [q] = await t.database.db
      .select()
      .from(safariQueries)
      .where(eq(safariQueries.bookingId, b.bookingId));
    expect(q).toMatchObject({
      guestName: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+919876543210',
    });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, b.bookingId));
    expect(row!.safariRequests).toEqual([
      { date: '2026-12-01', timing: 'Evening', persons: 2, name: 'Jungle Safari - Evening' },
    ]);
    const bad = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({ safaris: [{ date: '2026-12-01', timing: 'Morning', persons: 2 }] }),
    );
    expect(bad.status).toBe(400);
  });

  it('replays the first answer for a repeated Idempotency-Key and creates nothing twice', async () => {
    const body = bookingRequest({
      villaId: 'hornbill-villa',
      checkIn: '2026-12-20',
      checkOut: '2026-12-21',
    });
    const headers = { 'idempotency-key': 'key-abc-123' };
    const [a, b] = await Promise.all([
      t.request('POST', '/api/bookings', body, headers),
      t.request('POST', '/api/bookings', body, headers),
    ]);
    const c = await t.request('POST', '/api/bookings', body, headers);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    const [ja, jb, jc] = await Promise.all(
      [a, b, c].map(async (r) => bodyAt(await answerOf('POST /bookings', r), 201)),
    );
    expect(jb).toEqual(ja);
    expect(jc).toEqual(ja);
    expect(c.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.sessionId, body.sessionId as string));
    expect(rows).toHaveLength(1);
    const other = await t.request('POST', '/api/bookings', { ...body, adults: 1 }, headers);
    expect(other.status).toBe(409);
  });
});

describe('OpenAPI contract', () => {
  it('lists the booking, payment and document endpoints', async () => {
    const doc = await openApiDocument(t.request);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/bookings',
        '/api/bookings/{bookingId}',
        '/api/bookings/{bookingId}/confirmation.pdf',
        '/api/bookings/{bookingId}/calendar.ics',
        '/api/payments/create-order',
        '/api/payments/verify',
        '/api/payments/webhook',
        '/api/test-gateway/pay',
        '/api/payments/bank-transfer',
        '/api/payments/bank-details',
      ]),
    );
  });
});

describe('GET /api/bookings/:bookingId', () => {
  it('answers the guest with the right e-mail or token, and 404 for any mismatch', async () => {
    const b = await createBookingOk(t);
    const ok = await t.request('GET', `/api/bookings/${b.bookingId}?email=ASHA.RAO@example.com`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      bookingId: b.bookingId,
      status: 'pending',
      total: 17700,
      expired: false,
    });
    const byToken = await t.request('GET', `/api/bookings/${b.bookingId}?token=${b.accessToken}`);
    expect(byToken.status).toBe(200);
    for (const q of ['?email=someone@example.com', '', '?token=wrong']) {
      expect((await t.request('GET', `/api/bookings/${b.bookingId}${q}`)).status).toBe(404);
    }
    expect(
      (await t.request('GET', `/api/bookings/VM0000000000000AAAAA?email=asha.rao@example.com`))
        .status,
    ).toBe(404);
  });

  it("limits the guesser's own failed look-ups, never the real guest's e-mail or token", async () => {
    const b = await createBookingOk(t);
    const guesser = { 'x-forwarded-for': '203.0.113.23' };
    const guest = { 'x-forwarded-for': '198.51.100.23' };
    const get = (q: string, headers: Record<string, string>) =>
      t.request('GET', `/api/bookings/${b.bookingId}${q}`, undefined, headers);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await get(`?email=guess${i}@example.com`, guesser)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The guesser cannot go on with the right e-mail either (their own failures)...
    expect((await get(`?email=${b.email}`, guesser)).status).toBe(429);
    // ...but the real guest, from their own address, is never held up by them,
    expect((await get(`?email=${b.email}`, guest)).status).toBe(200);
    // and a valid access token is always accepted, even from the guesser's address.
    expect((await get(`?token=${b.accessToken}`, guesser)).status).toBe(200);
    // Parallel guesses cannot overrun the limit: each is counted before it is checked.
    const other = await createBookingOk(t);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request(
          'GET',
          `/api/bookings/${other.bookingId}?email=burst${i}@example.com`,
          undefined,
          { 'x-forwarded-for': '203.0.113.24' },
        ),
      ),
    );
    expect(burst.filter((r) => r.status === 404)).toHaveLength(10);
    t.clock.advance(16 * 60_000);
    expect((await get(`?email=${b.email}`, guesser)).status).toBe(200);
  });
});

describe('expiry of unpaid bookings', () => {
  it('cancels unpaid bookings after 15 minutes, frees their units and tells the returning guest', async () => {
    await expireUnpaidBookings(t.database.db, t.clock.now()); // earlier tests' leftovers
    const stay = { villaId: 'kingfisher-villa', checkIn: '2027-01-12', checkOut: '2027-01-13' };
    const created = [];
    for (let i = 0; i < 4; i++) created.push(await createBookingOk(t, stay));
    await payWithTestGateway(t, created[0]!.bookingId);
    expect((await t.request('POST', '/api/bookings', bookingRequest(stay))).status).toBe(409);

    t.clock.advance(14 * 60_000);
    expect((await expireUnpaidBookings(t.database.db, t.clock.now())).expired).toEqual([]);
    t.clock.advance(60_000);
    const { expired } = await expireUnpaidBookings(t.database.db, t.clock.now());
    expect(expired.sort()).toEqual(
      created
        .slice(1)
        .map((b) => b.bookingId)
        .sort(),
    );

    const availability = await t.request(
      'GET',
      `/api/availability?villaId=kingfisher-villa&checkIn=2027-01-12&checkOut=2027-01-13`,
    );
    expect(await availability.json()).toMatchObject({ available: true, unitsLeft: 3 });
    const view = await t.request(
      'GET',
      `/api/bookings/${created[1]!.bookingId}?email=${created[1]!.email}`,
    );
    expect(await view.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      expired: true,
      message: expect.stringContaining('not paid within 15 minutes'),
    });
    const order = await t.request('POST', '/api/payments/create-order', {
      bookingId: created[1]!.bookingId,
      plan: 'full',
    });
    expect(order.status).toBe(409);
    expect((await errorBody(order)).error.message).toBe(
      'Your booking hold has expired. Please start a new booking.',
    );
    // The paid one keeps its unit; the freed units can be booked again.
    const paidView = await t.request(
      'GET',
      `/api/bookings/${created[0]!.bookingId}?email=${created[0]!.email}`,
    );
    expect(await paidView.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    for (let i = 0; i < 3; i++) await createBookingOk(t, stay);
    expect((await t.request('POST', '/api/bookings', bookingRequest(stay))).status).toBe(409);
  });
});
