import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { availability, bookingHolds, inventoryBlocks, villaInventory } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { browsingSessionKey, LOCAL_BROWSE_COOKIE } from '../http/browsing-session';
import { answerOf, bodyAt, expectStatus } from '../testing/typed-client';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = async (query: string, browser: TestBrowser | TestApp = t) => {
  const res = await browser.request('GET', `/api/availability?${query}`);
  // A query string as written (some wrong on purpose), read by the route's contract.
  return answerOf('GET /availability', res);
};
/** The availability answer the test expects (200), read by the contract. */
const available = async (query: string, browser: TestBrowser | TestApp = t) =>
  bodyAt(await check(query, browser), 200);
const unitId = async (unitNumber: string) =>
  (
    await t.database.db
      .select({ id: villaInventory.id })
      .from(villaInventory)
      .where(eq(villaInventory.unitNumber, unitNumber))
  )[0]!.id;

describe('GET /api/availability: the party and the alternatives', () => {
  it('checks that the party fits the rooms chosen', async () => {
    const tooMany = await check(
      'villaId=kingfisher-villa&checkIn=2027-06-10&checkOut=2027-06-12&rooms=1&adults=9',
    );
    expectStatus(tooMany, 400);
    expect(tooMany.body.error?.fields?.adults).toBe('Maximum 8 guests allowed for this villa');
    const fits = await check(
      'villaId=kingfisher-villa&checkIn=2027-06-10&checkOut=2027-06-12&rooms=2&adults=9&children=2',
    );
    expect(fits.body).toEqual({ available: true, unitsLeft: 4 });
  });

  it('offers the other villas free for the dates (priced by the quote) and the nearest free dates', async () => {
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2027-07-01',
      checkOut: '2027-07-04',
      unitNumbers: ['KF-01', 'KF-02', 'KF-03', 'KF-04'],
    });
    const body = await available(
      'villaId=kingfisher-villa&checkIn=2027-07-03&checkOut=2027-07-05&adults=2',
    );
    expect(body.available).toBe(false);
    const totals: Record<string, number> = {};
    for (const villaId of ['glass-cottage', 'hornbill-villa']) {
      const q = await t.api.ok('POST /quote', {
        json: { villaId, checkIn: '2027-07-03', checkOut: '2027-07-05', adults: 2 },
      });
      totals[villaId] = q.total;
    }
    expect(body.alternatives?.villas).toEqual([
      { villaId: 'glass-cottage', unitsLeft: 14, total: totals['glass-cottage'] },
      { villaId: 'hornbill-villa', unitsLeft: 4, total: totals['hornbill-villa'] },
    ]);
    // Nearest 2-night stays: 4 July (+1), 5 July (+2), 6 July (+3); 2 July to 29 June cross the booking.
    expect(body.alternatives?.dates).toEqual([
      { checkIn: '2027-07-04', checkOut: '2027-07-06' },
      { checkIn: '2027-07-05', checkOut: '2027-07-07' },
      { checkIn: '2027-07-06', checkOut: '2027-07-08' },
    ]);
    // A party of 5 does not fit a Glass Cottage (4): only Hornbill is offered.
    const five = await check(
      'villaId=kingfisher-villa&checkIn=2027-07-03&checkOut=2027-07-05&adults=5',
    );
    expect(bodyAt(five, 200).alternatives?.villas.map((v) => v.villaId)).toEqual([
      'hornbill-villa',
    ]);
  });

  it('leaves out dates that break a minimum stay or a closed arrival', async () => {
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2027-08-10',
      checkOut: '2027-08-12',
      unitNumbers: ['KF-01', 'KF-02', 'KF-03', 'KF-04'],
    });
    await t.database.db.insert(availability).values([
      { villaId: 'kingfisher-villa', date: '2027-08-12', closedToArrival: true },
      { villaId: 'kingfisher-villa', date: '2027-08-09', minNights: 3 },
    ]);
    const body = await available(
      'villaId=kingfisher-villa&checkIn=2027-08-11&checkOut=2027-08-12&adults=2',
    );
    // 12 Aug closed for arrival, 9 Aug needs 3 nights, 10 Aug booked: 8, 13 and 14 Aug.
    expect(body.alternatives?.dates.map((d) => d.checkIn)).toEqual([
      '2027-08-08',
      '2027-08-13',
      '2027-08-14',
    ]);
  });
});

describe('GET /api/availability', () => {
  it('counts every unit of the villa when nothing is taken', async () => {
    expect(
      (await check('villaId=kingfisher-villa&checkIn=2027-01-10&checkOut=2027-01-12')).body,
    ).toEqual({ available: true, unitsLeft: 4 });
    expect(
      (await check('villaId=glass-cottage&checkIn=2027-01-10&checkOut=2027-01-12')).body,
    ).toEqual({ available: true, unitsLeft: 14 });
  });

  it('answers Not Available when every unit is reserved for an overlapping night', async () => {
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2027-03-01',
      checkOut: '2027-03-04',
      unitNumbers: ['KF-01', 'KF-02', 'KF-03', 'KF-04'],
    });
    expect(
      (await check('villaId=kingfisher-villa&checkIn=2027-03-03&checkOut=2027-03-05')).body,
    ).toMatchObject({ available: false, unitsLeft: 0 });
    expect(
      (await available('villaId=kingfisher-villa&checkIn=2027-02-27&checkOut=2027-03-02'))
        .available,
    ).toBe(false);
  });

  it('frees units on the check-out day (half-open nights)', async () => {
    expect(
      (await check('villaId=kingfisher-villa&checkIn=2027-03-04&checkOut=2027-03-06')).body,
    ).toEqual({ available: true, unitsLeft: 4 });
    expect(
      (await available('villaId=kingfisher-villa&checkIn=2027-02-26&checkOut=2027-03-01'))
        .unitsLeft,
    ).toBe(4);
  });

  it('counts blocked units as taken on their dates', async () => {
    await t.database.db.insert(inventoryBlocks).values({
      villaInventoryId: await unitId('HV-02'),
      blockDate: '2027-04-11',
      blockType: 'maintenance',
    });
    expect(
      (await available('villaId=hornbill-villa&checkIn=2027-04-10&checkOut=2027-04-12')).unitsLeft,
    ).toBe(3);
    expect(
      (await available('villaId=hornbill-villa&checkIn=2027-04-12&checkOut=2027-04-13')).unitsLeft,
    ).toBe(4);
  });

  it('counts other sessions’ unexpired holds, not this session’s own, and not expired ones', async () => {
    const now = t.clock.now().getTime();
    const me = t.browser();
    await check('villaId=hornbill-villa&checkIn=2027-05-01&checkOut=2027-05-03', me);
    const mine = browsingSessionKey(me.cookie(LOCAL_BROWSE_COOKIE)!);
    await t.database.db.insert(bookingHolds).values([
      {
        villaId: 'hornbill-villa',
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        rooms: 2,
        sessionId: 'other-session',
        browsingSession: 'someone-else',
        expiresAt: new Date(now + 10 * 60_000),
      },
      {
        villaId: 'hornbill-villa',
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        rooms: 1,
        sessionId: 'stale-session',
        browsingSession: 'someone-else',
        expiresAt: new Date(now - 60_000),
      },
      {
        villaId: 'hornbill-villa',
        checkIn: '2027-05-02',
        checkOut: '2027-05-04',
        rooms: 1,
        sessionId: 'my-session-1',
        browsingSession: mine,
        expiresAt: new Date(now + 10 * 60_000),
      },
    ]);
    const myQuery =
      'villaId=hornbill-villa&checkIn=2027-05-01&checkOut=2027-05-03&sessionId=my-session-1';
    expect((await available(myQuery, me)).unitsLeft).toBe(2);
    // The hold's key from another browser does not make it that browser's own (decision 0106).
    expect((await available(myQuery, t.browser())).unitsLeft).toBe(1);
    expect(
      (await available('villaId=hornbill-villa&checkIn=2027-05-01&checkOut=2027-05-03')).unitsLeft,
    ).toBe(1);
    expect(
      (
        await check(
          'villaId=hornbill-villa&checkIn=2027-05-01&checkOut=2027-05-03&rooms=3&sessionId=my-session-1',
          me,
        )
      ).body,
    ).toMatchObject({ available: false, unitsLeft: 2 });
  });

  it.each([
    [
      'a past stay',
      'villaId=glass-cottage&checkIn=2026-11-01&checkOut=2026-11-03',
      400,
      'Check-in date cannot be in the past',
    ],
    [
      'reversed dates',
      'villaId=glass-cottage&checkIn=2026-12-05&checkOut=2026-12-03',
      400,
      'Check-out date must be after check-in date',
    ],
    [
      'a malformed date',
      'villaId=glass-cottage&checkIn=tomorrow&checkOut=2026-12-03',
      400,
      'Please enter a valid date (YYYY-MM-DD)',
    ],
    ['no dates', 'villaId=glass-cottage', 400, 'Check-in date is required'],
    [
      'an unknown villa',
      'villaId=treehouse&checkIn=2026-12-01&checkOut=2026-12-03',
      404,
      'Villa not found: treehouse',
    ],
  ])('refuses %s', async (_label, query, status, message) => {
    const r = await check(query);
    expect([r.status, r.body.error?.message]).toEqual([status, message]);
  });
});
