import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { expireUnpaidBookings } from '../bookings/expiry';
import { bookingRequest, createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  answerOf,
  bodyAt,
  errorBody,
  expectStatus,
  type JsonOf,
  type TestApi,
  typedClient,
} from '../testing/typed-client';

let t: TestApp;
let cookie: string;
/** The demo admin's typed client (decision 0157). */
let admin: TestApi;
beforeAll(async () => {
  t = await createTestApp(); // Sunday 22 Nov 2026 in the resort
  cookie = await signInDemoAdmin(t);
  admin = typedClient(t.request, { cookie });
});
afterAll(() => t.close());

const createCode = (body: JsonOf<'POST /admin/promo-codes'>) =>
  admin('POST /admin/promo-codes', { json: body });
const quote = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/quote', {
    villaId: 'glass-cottage',
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    adults: 2,
    ...body,
  });
  return answerOf('POST /quote', res);
};
const book = (email: string, overrides: Record<string, unknown> = {}) =>
  t.request(
    'POST',
    '/api/bookings',
    bookingRequest({ guest: { email }, ...overrides }),
    // Each guest from an address of its own (the unpaid-booking caps count per address).
    { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
  );

describe('promo codes', () => {
  it('staff create a code; the quote shows the discount as a line and taxes the discounted amount', async () => {
    const created = await createCode({ code: 'forest10', kind: 'percent', value: 10 });
    expect([created.status, created.body.error?.message]).toEqual([201, undefined]);
    expect(created.body).toMatchObject({
      code: 'FOREST10',
      kind: 'percent',
      value: 10,
      isActive: true,
      usesPaid: 0,
    });
    const answer = await quote({ promoCode: ' Forest10 ' });
    expectStatus(answer, 200);
    const { body } = answer;
    // 15000 room − 1500 = 13500, 18% GST = 2430.
    expect(body).toMatchObject({ discount: 1500, subtotal: 13500, taxes: 2430, total: 15930 });
    expect(body.lines).toContainEqual({
      kind: 'discount',
      label: 'Promo code FOREST10 (10% off)',
      amount: -1500,
    });
    expect(body.lines.reduce((s, l) => s + l.amount, 0)).toBe(15930);
    // A duplicate code is refused.
    expect((await createCode({ code: 'FOREST10', kind: 'amount', value: 500 })).status).toBe(409);
  });

  it.each([
    ['an unknown code', 'NOPE', {}, 'This promo code is not valid'],
    [
      'a stay shorter than its minimum',
      'LONGSTAY',
      {},
      'This promo code needs a stay of at least 3 nights',
    ],
    ['another villa', 'HORNBILLONLY', {}, 'This promo code is not valid for the Glass Cottage'],
    [
      'a stay outside its dates',
      'SUMMER',
      {},
      'This promo code is valid for stays from Tuesday, June 1, 2027 to Monday, August 30, 2027',
    ],
    ['a code switched off', 'OFFCODE', {}, 'This promo code is no longer active'],
  ])('refuses %s with the reason (400, field promoCode)', async (_name, code, extra, reason) => {
    await createCode({ code: 'LONGSTAY', kind: 'amount', value: 1000, minNights: 3 });
    await createCode({
      code: 'HORNBILLONLY',
      kind: 'amount',
      value: 1000,
      villaIds: ['hornbill-villa'],
    });
    await createCode({
      code: 'SUMMER',
      kind: 'percent',
      value: 5,
      stayFrom: '2027-06-01',
      stayTo: '2027-08-30',
    });
    await createCode({ code: 'OFFCODE', kind: 'percent', value: 5, isActive: false });
    const answer = await quote({ promoCode: code, ...extra });
    expectStatus(answer, 400);
    const { body } = answer;
    expect(body.error.fields).toEqual({ promoCode: reason });
  });

  it('validates the form: a percentage above 100, reversed dates', async () => {
    const over = await createCode({ code: 'TOOMUCH', kind: 'percent', value: 150 });
    expectStatus(over, 400);
    expect(over.body.error.fields?.value).toBe('A percentage is at most 100');
    const reversed = await createCode({
      code: 'BACKWARDS',
      kind: 'amount',
      value: 100,
      stayFrom: '2027-02-01',
      stayTo: '2027-01-01',
    });
    expect(reversed.body.error?.fields?.stayTo).toBe('Stay end must be on or after its start');
  });

  it('parallel bookings never take more uses than the code has', async () => {
    await createCode({ code: 'TWOONLY', kind: 'amount', value: 2000, maxUses: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book(`parallel${i}@example.com`, { promoCode: 'TWOONLY' }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400, 400]);
    const refused = answers.find((r) => r.status === 400)!;
    expect((await errorBody(refused)).error.fields).toEqual({
      promoCode: 'This promo code has been fully used',
    });
    const won = answers.find((r) => r.status === 201)!;
    expect(bodyAt(await answerOf('POST /bookings', won), 201).total).toBe(17700 - 2000 - 360);
  });

  it('counts uses per e-mail', async () => {
    await createCode({ code: 'ONCEEACH', kind: 'amount', value: 500, maxUsesPerEmail: 1 });
    expect((await book('once@example.com', { promoCode: 'ONCEEACH' })).status).toBe(201);
    const again = await book('ONCE@example.com', {
      promoCode: 'ONCEEACH',
      checkIn: '2026-12-03',
      checkOut: '2026-12-04',
    });
    expectStatus(again, 400);
    expect((await errorBody(again)).error.fields?.promoCode).toBe(
      'This promo code has already been used with this e-mail address',
    );
    expect((await book('other@example.com', { promoCode: 'ONCEEACH' })).status).toBe(201);
  });

  it('an unpaid booking reserves the use; expiry gives it back; a paid booking counts it and reports the discount', async () => {
    const code = bodyAt(
      await createCode({ code: 'LASTONE', kind: 'percent', value: 20, maxUses: 1 }),
      201,
    );
    const first = await createBookingOk(t, {
      promoCode: 'LASTONE',
      guest: { email: 'first@example.com' },
    });
    expect((await book('second@example.com', { promoCode: 'LASTONE' })).status).toBe(400);
    // The first guest never pays: 15 minutes later the booking expires and the use is free again.
    t.clock.advance(16 * 60_000);
    expect((await expireUnpaidBookings(t.database.db, t.clock.now())).expired).toContain(
      first.bookingId,
    );
    const second = await createBookingOk(t, {
      promoCode: 'LASTONE',
      guest: { email: 'second@example.com' },
    });
    let listed = (await admin.ok('GET /admin/promo-codes')).items;
    expect(listed.find((c) => c.id === code.id)).toMatchObject({
      usesPaid: 0,
      usesReserved: 1,
    });
    expect((await payWithTestGateway(t, second.bookingId)).verify.status).toBe(200);
    listed = (await admin.ok('GET /admin/promo-codes')).items;
    // 20% of 15000 room + basic stay package.
    expect(listed.find((c) => c.id === code.id)).toMatchObject({
      usesPaid: 1,
      usesReserved: 0,
    });
    expect(listed.find((c) => c.id === code.id)!.discountGiven).toBeGreaterThan(0);
    // Switched off by staff: refused.
    const off = await admin.ok('PATCH /admin/promo-codes/:id', {
      param: { id: code.id },
      json: {
        isActive: false,
      },
    });
    expect(off.isActive).toBe(false);
  });
});
