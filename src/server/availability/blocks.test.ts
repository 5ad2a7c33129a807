import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { inventoryBlocks } from '../db/schema';
import { bookingRequest } from '../testing/booking-helpers';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  answerOf,
  errorBody,
  expectStatus,
  type TestApi,
  typedClient,
} from '../testing/typed-client';

let t: TestApp;
let cookie: string;
/** The demo admin's typed client (decision 0157). */
let admin: TestApi;

beforeAll(async () => {
  t = await createTestApp(); // Sunday 22 Nov 2026, 10:00 in the resort
  cookie = await signInDemoAdmin(t);
  admin = typedClient(t.request, { cookie });
}, 120_000);
afterAll(() => t?.close(), 60_000);

const availability = async (villaId: string, checkIn: string, checkOut: string) =>
  (
    await t.request(
      'GET',
      `/api/availability?villaId=${villaId}&checkIn=${checkIn}&checkOut=${checkOut}`,
    )
  ).json();

describe('POST /api/admin/blocks', () => {
  it('blocks every unit of the Kingfisher Villa for a night: the guest availability says so at once', async () => {
    expect(await availability('kingfisher-villa', '2027-01-12', '2027-01-13')).toEqual({
      available: true,
      unitsLeft: 4,
    });
    const r = await admin('POST /admin/blocks', {
      json: {
        villaId: 'kingfisher-villa',
        from: '2027-01-12',
        to: '2027-01-12',
        type: 'owner_use',
        notes: 'Family visit',
      },
    });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({
      villaId: 'kingfisher-villa',
      unitNumbers: ['KF-01', 'KF-02', 'KF-03', 'KF-04'],
      from: '2027-01-12',
      to: '2027-01-12',
      type: 'owner_use',
      notes: 'Family visit',
    });
    expect(await availability('kingfisher-villa', '2027-01-12', '2027-01-13')).toMatchObject({
      available: false,
      unitsLeft: 0,
    });
    // The night before and the morning after are not blocked (a stay checking out on the 12th is fine).
    expect(await availability('kingfisher-villa', '2027-01-10', '2027-01-12')).toEqual({
      available: true,
      unitsLeft: 4,
    });
    expect(await availability('kingfisher-villa', '2027-01-13', '2027-01-14')).toEqual({
      available: true,
      unitsLeft: 4,
    });
    const booking = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({
        villaId: 'kingfisher-villa',
        checkIn: '2027-01-11',
        checkOut: '2027-01-13',
      }),
    );
    expect([booking.status, (await errorBody(booking)).error.message]).toEqual([
      409,
      'Villa is no longer available for selected dates',
    ]);

    const list = await admin.ok('GET /admin/blocks', {
      query: { villaId: 'kingfisher-villa', from: '2027-01-01', to: '2027-01-31' },
    });
    expect(list.items.map((b) => [b.id, b.unitNumbers.length, b.from, b.to])).toEqual([
      [r.body.id, 4, '2027-01-12', '2027-01-12'],
    ]);

    const removed = await admin('DELETE /admin/blocks/:id', { param: { id: r.body.id } });
    expect([removed.status, removed.body]).toEqual([200, { id: r.body.id, removedDates: 4 }]);
    expect(await availability('kingfisher-villa', '2027-01-12', '2027-01-13')).toEqual({
      available: true,
      unitsLeft: 4,
    });
    expect((await admin('DELETE /admin/blocks/:id', { param: { id: r.body.id } })).status).toBe(
      404,
    );
  });

  it('blocks one unit over a range, both ends included', async () => {
    const r = await admin('POST /admin/blocks', {
      json: {
        villaId: 'hornbill-villa',
        unitNumbers: ['hv-03'],
        from: '2027-02-01',
        to: '2027-02-03',
        type: 'deep_cleaning',
      },
    });
    expectStatus(r, 201);
    expect([r.status, r.body.unitNumbers]).toEqual([201, ['HV-03']]);
    expect(await availability('hornbill-villa', '2027-02-03', '2027-02-04')).toEqual({
      available: true,
      unitsLeft: 3,
    });
    expect(await availability('hornbill-villa', '2027-02-04', '2027-02-05')).toEqual({
      available: true,
      unitsLeft: 4,
    });
    const again = await admin('POST /admin/blocks', {
      json: {
        villaId: 'hornbill-villa',
        unitNumbers: ['HV-03'],
        from: '2027-02-03',
        to: '2027-02-05',
        type: 'maintenance',
      },
    });
    expect([again.status, again.body.error?.message]).toEqual([
      409,
      'HV-03 is already blocked on Wed, Feb 3',
    ]);
  });

  it('refuses a unit booked on one of the nights and names the booking', async () => {
    const b = await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: '2027-03-10',
      checkOut: '2027-03-12',
      unitNumbers: ['GC-05'],
    });
    const r = await admin('POST /admin/blocks', {
      json: {
        villaId: 'glass-cottage',
        unitNumbers: ['GC-04', 'GC-05'],
        from: '2027-03-11',
        to: '2027-03-11',
        type: 'maintenance',
      },
    });
    expectStatus(r, 409);
    expect(r.body.error?.message).toBe(
      `GC-05 is booked on those dates (booking ${b.bookingId}, Wed, Mar 10 – Fri, Mar 12); cancel or move that booking first`,
    );
    // Nothing was written, GC-04 included.
    expect(
      (await t.database.db.select().from(inventoryBlocks)).filter(
        (x) => x.blockDate === '2027-03-11',
      ),
    ).toEqual([]);
    // The check-out day is free to block.
    expect(
      (
        await admin('POST /admin/blocks', {
          json: {
            villaId: 'glass-cottage',
            unitNumbers: ['GC-05'],
            from: '2027-03-12',
            to: '2027-03-12',
            type: 'deep_cleaning',
          },
        })
      ).status,
    ).toBe(201);
  });

  it('the database itself refuses a block on a booked night (the trigger behind the service)', async () => {
    const b = await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: '2027-04-01',
      checkOut: '2027-04-02',
      unitNumbers: ['GC-09'],
    });
    expect(b.bookingId).toMatch(/^VM/);
    const unit = (await t.database.db.query.villaInventory.findFirst({
      where: (u, { eq }) => eq(u.unitNumber, 'GC-09'),
    }))!;
    await expect(
      t.database.db
        .insert(inventoryBlocks)
        .values({ villaInventoryId: unit.id, blockDate: '2027-04-01', blockType: 'maintenance' }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
  });

  it.each([
    ['a past date', { from: '2026-11-21', to: '2026-11-23' }, 400, 'Past dates cannot be blocked'],
    [
      'a reversed range',
      { from: '2026-12-05', to: '2026-12-01' },
      400,
      'End date must be on or after the start date',
    ],
    ['an unknown type', { type: 'party' }, 400, 'Please choose a block type'],
    ['a malformed date', { from: '12/05/2026' }, 400, 'Please enter a valid date (YYYY-MM-DD)'],
    ['an unknown unit', { unitNumbers: ['KF-09'] }, 404, 'Unit not found in this villa: KF-09'],
    [
      'a unit of another villa',
      { unitNumbers: ['GC-01'] },
      404,
      'Unit not found in this villa: GC-01',
    ],
    ['an unknown villa', { villaId: 'treehouse' }, 404, 'Villa not found: treehouse'],
  ])('refuses %s and changes nothing', async (_label, patch, status, message) => {
    const before = (await t.database.db.select().from(inventoryBlocks)).length;
    // Fields wrong on purpose: sent untyped, read by the route's contract.
    const res = await t.request(
      'POST',
      '/api/admin/blocks',
      {
        villaId: 'kingfisher-villa',
        from: '2026-12-01',
        to: '2026-12-01',
        type: 'maintenance',
        ...patch,
      },
      { cookie },
    );
    const r = await answerOf('POST /admin/blocks', res);
    expect([r.status, r.body.error?.message]).toEqual([status, message]);
    expect((await t.database.db.select().from(inventoryBlocks)).length).toBe(before);
  });

  it('blocks today (not in the past in the resort)', async () => {
    expect(
      (
        await admin('POST /admin/blocks', {
          json: {
            villaId: 'kingfisher-villa',
            unitNumbers: ['KF-04'],
            from: '2026-11-22',
            to: '2026-11-22',
            type: 'maintenance',
          },
        })
      ).status,
    ).toBe(201);
  });
});

describe('rates', () => {
  const quote = (villaId: string, checkIn: string, checkOut: string) =>
    t.api.ok('POST /quote', { json: { villaId, checkIn, checkOut, adults: 2, children: 0 } });

  it('an override set for a night shows in the guest quote at once, and clearing it restores the rules', async () => {
    // Fri 4 Dec 2026: the weekend rule makes 15000 × 1.3 = 19500.
    expect((await quote('glass-cottage', '2026-12-04', '2026-12-05')).subtotal).toBe(19500);
    const set = await admin('PUT /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-04' },
      json: {
        price: 12000,
      },
    });
    expect([set.status, set.body]).toEqual([
      200,
      {
        villaId: 'glass-cottage',
        date: '2026-12-04',
        price: 12000,
        minNights: null,
        closedToArrival: false,
      },
    ]);
    expect(await quote('glass-cottage', '2026-12-04', '2026-12-05')).toMatchObject({
      subtotal: 12000,
      total: 14160,
    });
    expect(
      (
        await admin('PUT /admin/villas/:id/rates/:date', {
          param: { id: 'glass-cottage', date: '2026-12-04' },
          json: { price: 13000 },
        })
      ).status,
    ).toBe(200);
    expect((await quote('glass-cottage', '2026-12-04', '2026-12-05')).subtotal).toBe(13000);
    const preview = await admin.ok('GET /admin/villas/:id/rates', {
      param: { id: 'glass-cottage' },
      query: { from: '2026-12-03', days: '3' },
    });
    const plain = { minNights: null, closedToArrival: false };
    expect(preview.nights).toEqual([
      { ...plain, date: '2026-12-03', rate: 15000, reason: null, override: null },
      { ...plain, date: '2026-12-04', rate: 13000, reason: 'special rate', override: 13000 },
      { ...plain, date: '2026-12-05', rate: 19500, reason: 'weekend rate', override: null },
    ]);
    const cleared = await admin('DELETE /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-04' },
    });
    expect([cleared.status, cleared.body]).toEqual([
      200,
      {
        villaId: 'glass-cottage',
        date: '2026-12-04',
        price: null,
        minNights: null,
        closedToArrival: false,
      },
    ]);
    expect((await quote('glass-cottage', '2026-12-04', '2026-12-05')).subtotal).toBe(19500);
    expect(
      (
        await admin('DELETE /admin/villas/:id/rates/:date', {
          param: { id: 'glass-cottage', date: '2026-12-04' },
        })
      ).status,
    ).toBe(404);
  });

  it('a night override sets its minimum stay and closed arrival; the quote enforces them; absent ones stay', async () => {
    // Thu 10 Dec 2026: no rule restricts it.
    expect((await quote('glass-cottage', '2026-12-10', '2026-12-11')).subtotal).toBe(15000);
    const set = await admin('PUT /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-10' },
      json: {
        price: 15000,
        minNights: 3,
        closedToArrival: true,
      },
    });
    expect([set.status, set.body]).toEqual([
      200,
      {
        villaId: 'glass-cottage',
        date: '2026-12-10',
        price: 15000,
        minNights: 3,
        closedToArrival: true,
      },
    ]);
    const refused = await t.request('POST', '/api/quote', {
      villaId: 'glass-cottage',
      checkIn: '2026-12-10',
      checkOut: '2026-12-11',
      adults: 2,
      children: 0,
    });
    expectStatus(refused, 400);
    expect((await errorBody(refused)).error.message).toMatch(
      /Arrival is not possible|Minimum stay for these dates is 3 nights/,
    );
    // A price-only change keeps the restrictions; null hands the minimum back to the rules.
    await admin('PUT /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-10' },
      json: { price: 14000 },
    });
    const preview = await admin.ok('GET /admin/villas/:id/rates', {
      param: { id: 'glass-cottage' },
      query: { from: '2026-12-10', days: '1' },
    });
    expect(preview.nights[0]).toMatchObject({
      override: 14000,
      minNights: 3,
      closedToArrival: true,
    });
    const reopened = await admin('PUT /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-10' },
      json: {
        price: 14000,
        minNights: null,
        closedToArrival: false,
      },
    });
    expect(reopened.body).toMatchObject({ minNights: null, closedToArrival: false });
    expect((await quote('glass-cottage', '2026-12-10', '2026-12-11')).subtotal).toBe(14000);
    const bad = await admin('PUT /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-10' },
      json: { price: 14000, minNights: 31 },
    });
    expectStatus(bad, 400);
    expect([bad.status, bad.body.error?.fields?.minNights]).toEqual([
      400,
      'Minimum stay must be between 1 and 30 nights',
    ]);
    await admin('DELETE /admin/villas/:id/rates/:date', {
      param: { id: 'glass-cottage', date: '2026-12-10' },
    });
  });

  it('previews 60 nights from today by default', async () => {
    const preview = await admin.ok('GET /admin/villas/:id/rates', {
      param: { id: 'hornbill-villa' },
    });
    expect([preview.from, preview.nights.length]).toEqual(['2026-11-22', 60]);
  });

  it.each([
    [
      'a past night',
      'glass-cottage',
      '2026-11-21',
      { price: 9000 },
      400,
      'Past dates cannot be repriced',
    ],
    [
      'a price of 0',
      'glass-cottage',
      '2026-12-10',
      { price: 0 },
      400,
      'Price must be greater than 0',
    ],
    [
      'paise',
      'glass-cottage',
      '2026-12-10',
      { price: 9000.5 },
      400,
      'Price must be a whole number of rupees',
    ],
    [
      'a string price',
      'glass-cottage',
      '2026-12-10',
      { price: '9000' },
      400,
      'Price must be a whole number of rupees',
    ],
    [
      'an unknown villa',
      'treehouse',
      '2026-12-10',
      { price: 9000 },
      404,
      'Villa not found: treehouse',
    ],
    [
      'a bad date',
      'glass-cottage',
      '2026-12-32',
      { price: 9000 },
      400,
      'Please enter a valid date (YYYY-MM-DD)',
    ],
  ])('refuses %s', async (_label, villa, date, body, status, message) => {
    // Prices wrong on purpose: sent untyped, read by the route's contract.
    const res = await t.request('PUT', `/api/admin/villas/${villa}/rates/${date}`, body, {
      cookie,
    });
    const r = await answerOf('PUT /admin/villas/:id/rates/:date', res);
    expect([r.status, r.body.error?.message]).toEqual([status, message]);
  });
});

describe('pricing rules', () => {
  const quoteTotal = async (checkIn: string, checkOut: string) =>
    (
      await t.api.ok('POST /quote', {
        json: { villaId: 'hornbill-villa', checkIn, checkOut, adults: 2, children: 0 },
      })
    ).subtotal;

  it('lists the seeded rules, adds one, edits it and deactivates it; quotes follow each step', async () => {
    const list = await admin.ok('GET /admin/pricing-rules');
    expect(list.items.map((r) => r.name).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/weekend/i)]),
    );
    // Tue 12 Jan 2027 in the Hornbill Villa: 18000 base.
    expect(await quoteTotal('2027-01-12', '2027-01-13')).toBe(18000);
    const created = await admin('POST /admin/pricing-rules', {
      json: {
        name: 'Tiger season',
        villaId: 'hornbill-villa',
        priceModifier: 1.5,
        startDate: '2027-01-10',
        endDate: '2027-01-20',
        daysOfWeek: [2],
      },
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({
      name: 'Tiger season',
      priceModifier: 1.5,
      isActive: true,
      daysOfWeek: [2],
      villaId: 'hornbill-villa',
    });
    expect(await quoteTotal('2027-01-12', '2027-01-13')).toBe(27000);
    expect(await quoteTotal('2027-01-13', '2027-01-14')).toBe(18000); // a Wednesday
    const edited = await admin('PATCH /admin/pricing-rules/:id', {
      param: { id: created.body.id },
      json: {
        priceModifier: 1.25,
        daysOfWeek: [],
      },
    });
    expectStatus(edited, 200);
    expect([edited.status, edited.body.priceModifier, edited.body.daysOfWeek]).toEqual([
      200,
      1.25,
      null,
    ]);
    expect(await quoteTotal('2027-01-13', '2027-01-14')).toBe(22500);
    expect(
      (
        await admin('PATCH /admin/pricing-rules/:id', {
          param: { id: created.body.id },
          json: { isActive: false },
        })
      ).status,
    ).toBe(200);
    expect(await quoteTotal('2027-01-13', '2027-01-14')).toBe(18000);
  });

  it('a rule with a minimum stay and closed arrival: the quote refuses with the reason, the calendar shows it', async () => {
    const created = await admin('POST /admin/pricing-rules', {
      json: {
        name: 'Diwali',
        villaId: 'hornbill-villa',
        priceModifier: 1,
        startDate: '2027-03-10',
        endDate: '2027-03-12',
        minNights: 3,
        closedToArrival: true,
      },
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ minNights: 3, closedToArrival: true });
    const refused = await t.request('POST', '/api/quote', {
      villaId: 'hornbill-villa',
      checkIn: '2027-03-09',
      checkOut: '2027-03-11',
      adults: 2,
    });
    expectStatus(refused, 400);
    expect((await errorBody(refused)).error.fields).toEqual({
      checkOut: 'Minimum stay for these dates is 3 nights',
    });
    expect(await quoteTotal('2027-03-09', '2027-03-12')).toBe(54000); // × 1 leaves the price
    const closed = await t.request('POST', '/api/quote', {
      villaId: 'hornbill-villa',
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      adults: 2,
    });
    expectStatus(closed, 400);
    const month = await t.api.ok('GET /calendar', {
      query: { villaId: 'hornbill-villa', month: '2027-03' },
    });
    expect(month.days.find((d) => d.date === '2027-03-11')).toMatchObject({
      minNights: 3,
      closedToArrival: true,
    });
    const off = await admin.ok('PATCH /admin/pricing-rules/:id', {
      param: { id: created.body.id },
      json: { minNights: null, closedToArrival: false },
    });
    expect(off.minNights).toBeNull();
    expect(await quoteTotal('2027-03-10', '2027-03-11')).toBe(18000);
  });

  it.each([
    [
      'a zero modifier',
      { name: 'X', priceModifier: 0 },
      400,
      'Modifier must be between 0.1 and 10',
    ],
    [
      'a reversed range',
      { name: 'X', priceModifier: 1.1, startDate: '2027-02-10', endDate: '2027-02-01' },
      400,
      'End date must be on or after the start date',
    ],
    [
      'an unknown villa',
      { name: 'X', priceModifier: 1.1, villaId: 'treehouse' },
      404,
      'Villa not found: treehouse',
    ],
  ])('refuses %s', async (_label, body, status, message) => {
    const r = await admin('POST /admin/pricing-rules', { json: body });
    expect([r.status, r.body.error?.message]).toEqual([status, message]);
  });

  it('refuses an edit that reverses the range and an unknown rule', async () => {
    const created = await admin.ok('POST /admin/pricing-rules', {
      json: {
        name: 'Spring',
        priceModifier: 1.1,
        startDate: '2027-03-01',
        endDate: '2027-03-31',
      },
    });
    const r = await admin('PATCH /admin/pricing-rules/:id', {
      param: { id: created.id },
      json: {
        endDate: '2027-02-01',
      },
    });
    expect([r.status, r.body.error?.message]).toEqual([
      400,
      'End date must be on or after the start date',
    ]);
    expect(
      (
        await admin('PATCH /admin/pricing-rules/:id', {
          param: { id: '5f0c6b3e-3c55-4f7e-9a38-5b8a7c1e2d40' },
          json: {
            isActive: false,
          },
        })
      ).status,
    ).toBe(404);
  });
});
