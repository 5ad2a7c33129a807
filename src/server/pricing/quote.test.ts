import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, villas } from '../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerOf, bodyAt, errorBody, expectStatus } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // the clock reads Sunday 22 Nov 2026, 10:00 in the resort
});
afterAll(() => t.close());

const quote = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/quote', {
    villaId: 'glass-cottage',
    adults: 2,
    children: 0,
    ...body,
  });
  // Sent untyped: some bodies are wrong on purpose; the answer is read by the route's contract.
  return answerOf('POST /quote', res);
};

describe('POST /api/quote', () => {
  it('prices a weekday night in the Glass Cottage for 2, room only: 15000 + 2700 = 17700', async () => {
    const answer = await quote({
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      packageId: 'basic-stay',
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body).toMatchObject({
      nights: 1,
      subtotal: 15000,
      taxes: 2700,
      total: 17700,
      halfAdvance: 8850,
      currency: 'INR',
    });
  });

  it.each([
    [
      'bed & breakfast, 2 nights',
      { checkIn: '2026-12-01', checkOut: '2026-12-03', packageId: 'breakfast-package' },
      30000,
      1000,
      36580,
    ],
    [
      '3 guests with breakfast: extra-guest charges on villa and package',
      { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 3, packageId: 'breakfast-package' },
      34000,
      2000,
      42480,
    ],
    [
      'two rooms for 4 adults',
      { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 4, rooms: 2 },
      60000,
      0,
      70800,
    ],
    [
      'a weekend: Friday and Saturday nights ×1.3',
      { checkIn: '2026-12-03', checkOut: '2026-12-06' },
      54000,
      0,
      63720,
    ],
    [
      'the holidays ×1.8 across a weekend',
      { checkIn: '2026-12-22', checkOut: '2026-12-26' },
      84000,
      0,
      99120,
    ],
    [
      'the Kingfisher Villa for 8 in one villa',
      {
        villaId: 'kingfisher-villa',
        checkIn: '2026-12-01',
        checkOut: '2026-12-02',
        adults: 4,
        children: 4,
      },
      34000,
      0,
      40120,
    ],
  ])('prices %s', async (_label, body, villaTotal, packageTotal, total) => {
    const r = await quote(body);
    expectStatus(r, 200);
    expect([r.body.villaTotal, r.body.packageTotal, r.body.total]).toEqual([
      villaTotal,
      packageTotal,
      total,
    ]);
    expect(r.body.lines.reduce((s, l) => s + l.amount, 0)).toBe(total);
  });

  it('prices parties beyond 4 + 4 up to rooms × capacity (a family of 10 in two Kingfisher rooms)', async () => {
    const r = await quote({
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      adults: 6,
      children: 4,
      rooms: 2,
    });
    expectStatus(r, 200);
    expect(r.body.total).toBeGreaterThan(0);
  });

  it('uses a per-date price override from the database', async () => {
    await t.database.db
      .insert(availability)
      .values({ villaId: 'glass-cottage', date: '2027-02-10', priceOverride: 9000 });
    const r = await quote({ checkIn: '2027-02-10', checkOut: '2027-02-11' });
    expect([bodyAt(r, 200).subtotal, bodyAt(r, 200).total]).toEqual([9000, 10620]);
  });

  it.each([
    [
      'a past check-in',
      { checkIn: '2026-11-20', checkOut: '2026-11-23' },
      'checkIn',
      'Check-in date cannot be in the past',
    ],
    [
      'check-out before check-in',
      { checkIn: '2026-12-05', checkOut: '2026-12-03' },
      'checkOut',
      'Check-out date must be after check-in date',
    ],
    [
      '31 nights',
      { checkIn: '2026-12-01', checkOut: '2027-01-01' },
      'checkOut',
      'Maximum stay duration is 30 days',
    ],
    [
      'too many guests',
      { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 4, children: 1 },
      'adults',
      'Maximum 4 guests allowed for this villa',
    ],
    [
      'no guests',
      { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 0 },
      'adults',
      'At least 1 guest is required',
    ],
    [
      '13 guests in three Kingfisher rooms',
      {
        villaId: 'kingfisher-villa',
        checkIn: '2026-12-01',
        checkOut: '2026-12-02',
        adults: 9,
        children: 4,
        rooms: 3,
      },
      'adults',
      'Maximum 12 guests per booking',
    ],
    [
      'children without an adult',
      { checkIn: '2026-12-01', checkOut: '2026-12-02', adults: 0, children: 2 },
      'adults',
      'At least 1 adult is required',
    ],
    [
      'four rooms',
      { checkIn: '2026-12-01', checkOut: '2026-12-02', rooms: 4 },
      'rooms',
      'Rooms must be between 1 and 3',
    ],
    [
      'an impossible date',
      { checkIn: '2026-02-30', checkOut: '2026-12-02' },
      'checkIn',
      'Please enter a valid date (YYYY-MM-DD)',
    ],
    [
      'no villa',
      { villaId: '', checkIn: '2026-12-01', checkOut: '2026-12-02' },
      'villaId',
      'Villa selection is required',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, body, field, message) => {
    const r = await quote(body);
    expectStatus(r, 400);
    expect(r.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(r.body.error.fields?.[field]).toBe(message);
  });

  it('answers 404 for an unknown villa or package, and for an inactive villa', async () => {
    expect(
      (await quote({ villaId: 'treehouse', checkIn: '2026-12-01', checkOut: '2026-12-02' })).status,
    ).toBe(404);
    const pkg = await quote({
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      packageId: 'spa-package',
    });
    expect([pkg.status, pkg.body.error?.message]).toEqual([404, 'Package not found: spa-package']);
    await t.database.db
      .update(villas)
      .set({ status: 'maintenance' })
      .where(eq(villas.id, 'hornbill-villa'));
    expect(
      (await quote({ villaId: 'hornbill-villa', checkIn: '2026-12-01', checkOut: '2026-12-02' }))
        .status,
    ).toBe(404);
    await t.database.db
      .update(villas)
      .set({ status: 'active' })
      .where(eq(villas.id, 'hornbill-villa'));
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await t.request('POST', '/api/quote', '{"villaId":', {
      'content-type': 'application/json',
    });
    expectStatus(res, 400);
    expect((await errorBody(res)).error.code).toBe('VALIDATION_ERROR');
  });
});
