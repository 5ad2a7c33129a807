import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHolds, holdGrants } from '../db/schema';
import { bookingRequest } from '../testing/booking-helpers';
import {
  createTestApp,
  HOLD_LIMITS_AS_DEPLOYED,
  type TestApp,
  type TestBrowser,
} from '../testing/test-app';
import { errorBody, bodyAt, type JsonOf } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  // The hold limits as deployed (decision 0116), not the fixtures' generous ones.
  t = await createTestApp({ env: HOLD_LIMITS_AS_DEPLOYED });
});
afterAll(() => t.close());

const put = (
  sessionId: string,
  json: JsonOf<'PUT /holds/:sessionId'>,
  ip: string,
  browser: TestBrowser,
) =>
  browser.api('PUT /holds/:sessionId', {
    param: { sessionId },
    json,
    header: { 'x-forwarded-for': ip },
  });

describe('no one address holds the resort (Issue 23; decision 0116)', () => {
  // Glass Cottage has 14 units; a month of 3 rooms is 90 unit-nights.
  const month = (m: string, rooms = 3) => ({
    villaId: 'glass-cottage',
    checkIn: `2027-${m}-01`,
    checkOut: `2027-${m}-31`,
    rooms,
  });
  const glassLeft = async (m: string) =>
    (
      await t.api.ok('GET /availability', {
        query: { villaId: 'glass-cottage', checkIn: `2027-${m}-01`, checkOut: `2027-${m}-31` },
      })
    ).unitsLeft;
  const book = (ip: string, m: string, browser: TestBrowser = t.browser(), extra = {}) =>
    browser.request(
      'POST',
      '/api/bookings',
      bookingRequest({
        ...month(m),
        adults: 3,
        guest: { email: `guest-${Math.random().toString(36).slice(2)}@example.com` },
        ...extra,
      }),
      { 'x-forwarded-for': ip },
    );

  it('3 holds and 2 unpaid bookings from one address no longer keep every Glass Cottage unit for 30 nights', async () => {
    const ip = '198.18.0.1';
    const holds = [];
    for (let i = 0; i < 3; i++)
      holds.push((await put(`hoarder-${i}`, month('01'), ip, t.browser())).status);
    expect(holds).toEqual([200, 200, 429]);
    const refused = await put('hoarder-x', month('01'), ip, t.browser());
    expect((await errorBody(refused.res)).error.message).toBe(
      'Too many rooms are held from your network right now. Please book or release a held stay, or try again in 15 minutes.',
    );
    // Booking straight away is no way round it: the address's unit-nights are counted there too.
    const bookings = [(await book(ip, '01')).status, (await book(ip, '01')).status];
    expect(bookings).toEqual([429, 429]);
    expect(await glassLeft('01')).toBe(14 - 6);
    // Another guest is unaffected.
    expect((await put('other-guest', month('01', 1), '198.18.0.2', t.browser())).status).toBe(200);
  });

  it('a guest books the stay they hold (their own hold is not counted twice)', async () => {
    const ip = '198.18.1.1';
    const browser = t.browser();
    expect((await put('own-hold-0', month('03'), ip, browser)).status).toBe(200);
    expect((await put('own-hold-1', month('05'), ip, t.browser())).status).toBe(200);
    // The address keeps 180 unit-nights: booking own-0's stay converts it and is allowed.
    const res = await book(ip, '03', browser, { sessionId: 'own-hold-0' });
    expect(res.status).toBe(201);
  });

  it('one browsing session keeps at most HOLD_UNIT_NIGHTS_PER_SESSION', async () => {
    const browser = t.browser();
    expect((await put('session-nights-0', month('07'), '198.18.2.1', browser)).status).toBe(200);
    const refused = await put(
      'session-nights-1',
      { ...month('08', 1), checkOut: '2027-08-02' },
      '198.18.2.1',
      browser,
    );
    expect(refused.status).toBe(429);
    expect((await errorBody(refused.res)).error.message).toBe(
      'Your held stays already keep 90 room-nights, the most one guest can hold at once. Book or release one of them (or wait for it to lapse) before holding more.',
    );
  });

  it('holds that lapse at their maximum age do not start afresh: the rolling window caps the address', async () => {
    const ip = '198.18.3.1';
    const cycle = async (n: number) => {
      const statuses = [];
      for (let i = 0; i < 2; i++)
        statuses.push((await put(`cycle-${n}-${i}`, month('10'), ip, t.browser())).status);
      return statuses;
    };
    // 540 unit-nights per 24 h: three cycles of 2 × 90, then refused until the first grants age out.
    expect(await cycle(0)).toEqual([200, 200]);
    t.clock.advance(46 * 60_000);
    expect(await cycle(1)).toEqual([200, 200]);
    t.clock.advance(46 * 60_000);
    expect(await cycle(2)).toEqual([200, 200]);
    t.clock.advance(46 * 60_000);
    const refused = await put('cycle-3-0', month('10'), ip, t.browser());
    expect(refused.status).toBe(429);
    // The first cycle's grants leave the window 24 h after they were made: 24 h − 3 × 46 min.
    expect((await errorBody(refused.res)).error.message).toBe(
      `Too many rooms have been held from your network recently. Please try again in ${24 * 60 - 3 * 46} minutes.`,
    );
    t.clock.advance((24 * 60 - 3 * 46) * 60_000);
    expect((await put('cycle-4-0', month('10'), ip, t.browser())).status).toBe(200);
  });

  it("moving one's own hold charges the window only for what it grows by", async () => {
    const ip = '198.18.4.1';
    const browser = t.browser();
    for (let i = 0; i < 20; i++) {
      const res = await put('mover-hold', { ...month('01'), rooms: 1 + (i % 3) }, ip, browser);
      expect(res.status).toBe(200);
    }
    // Growth only: +30 unit-nights for each move to one more room (14 of the 20 moves), nothing
    // for a move to fewer; a new hold at each move would have taken 20 × 30..90.
    const [row] = await t.database.db
      .select({ n: sql<number>`sum(unit_nights)::int` })
      .from(holdGrants)
      .where(eq(holdGrants.clientIp, ip));
    expect(Number(row!.n)).toBe(14 * 30);
  });

  it('renewing a hold past its maximum age answers 409 with a clear message, and the next hold starts anew', async () => {
    const ip = '198.18.5.1';
    const browser = t.browser();
    const stay = month('03', 1);
    expect((await put('too-old-hold', stay, ip, browser)).status).toBe(200);
    // Placed when the maximum was longer (another process, or before the setting was lowered).
    await t.database.db
      .update(bookingHolds)
      .set({ firstHeldAt: new Date(t.clock.now().getTime() - 50 * 60_000) })
      .where(eq(bookingHolds.sessionId, 'too-old-hold'));
    const renewed = await put('too-old-hold', stay, ip, browser);
    expect(renewed.status).toBe(409);
    expect(renewed.body).toEqual({
      error: {
        code: 'HOLD_EXPIRED',
        message: `This hold has reached its limit of ${t.config.limits.holdMaxMinutes} minutes. Check availability again to hold the rooms anew.`,
      },
    });
    const again = await put('too-old-hold', stay, ip, browser);
    expect(again.status).toBe(200);
    const { expiresAt } = bodyAt(again, 200);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('parallel holds from one address never pass its unit-night cap together', async () => {
    const ip = '198.18.6.1';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put(`parallel-${i}`, month('05'), ip, t.browser())),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('a hold is never granted on a unit a simultaneous booking takes', async () => {
    // Hornbill has 4 units; each round, a hold and a booking race for the last free ones.
    for (let round = 0; round < 6; round++) {
      const checkIn = `2027-10-${String(round * 3 + 1).padStart(2, '0')}`;
      const checkOut = `2027-10-${String(round * 3 + 3).padStart(2, '0')}`;
      const stay = { villaId: 'hornbill-villa', checkIn, checkOut };
      const [held, booked] = await Promise.all([
        put(`race-hold-${round}`, { ...stay, rooms: 3 }, `198.18.7.${round + 1}`, t.browser()),
        t.request(
          'POST',
          '/api/bookings',
          bookingRequest({ ...stay, rooms: 2, adults: 2, packageId: 'basic-stay' }),
          { 'x-forwarded-for': `198.18.8.${round + 1}` },
        ),
      ]);
      // Both cannot fit (3 + 2 > 4): exactly one wins.
      expect([held.status, booked.status].sort()).toEqual(
        held.status === 200 ? [200, 409] : [201, 409],
      );
      const left = await t.api.ok('GET /availability', {
        query: { villaId: 'hornbill-villa', checkIn, checkOut },
      });
      expect(left.unitsLeft).toBeGreaterThanOrEqual(0);
      expect(left.unitsLeft).toBe(held.status === 200 ? 1 : 2);
    }
  });
});
