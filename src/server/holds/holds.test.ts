import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHolds, bookings, bookingUnits, villaInventory } from '../db/schema';
import {
  createTestApp,
  HOLD_LIMITS_AS_DEPLOYED,
  type TestApp,
  type TestBrowser,
} from '../testing/test-app';
import { purgeExpiredHolds } from './service';
import { errorBody, bodyAt, type JsonOf } from '../testing/typed-client';

let t: TestApp;
/** The browser (browsing session cookie) the holds below are placed from, unless a test says otherwise. */
let guest: TestBrowser;
beforeAll(async () => {
  // The hold limits as deployed (decisions 0091, 0116), not the fixtures' generous ones.
  t = await createTestApp({ env: HOLD_LIMITS_AS_DEPLOYED });
  guest = t.browser();
});
afterAll(() => t.close());

const stay = { villaId: 'kingfisher-villa', checkIn: '2026-12-10', checkOut: '2026-12-12' };
/** A hold from one client: each simulated guest sends its own X-Forwarded-For (trusted loopback proxy). */
const put = (
  sessionId: string,
  json: JsonOf<'PUT /holds/:sessionId'>,
  ip = '203.0.113.1',
  browser = guest,
) =>
  browser.api('PUT /holds/:sessionId', {
    param: { sessionId },
    json,
    header: { 'x-forwarded-for': ip },
  });

async function holdsOf(sessionId: string) {
  return t.database.db.select().from(bookingHolds).where(eq(bookingHolds.sessionId, sessionId));
}

describe('booking holds', () => {
  it('places a 15-minute hold for the session and replaces it when the choice changes', async () => {
    const res = await put('session-aaaa-1', { ...stay, rooms: 1 });
    expect(res.status).toBe(200);
    const hold = bodyAt(res, 200);
    expect(hold.rooms).toBe(1);
    expect(new Date(hold.expiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);

    const again = await put('session-aaaa-1', { ...stay, checkOut: '2026-12-13', rooms: 2 });
    expect(again.status).toBe(200);
    const rows = await holdsOf('session-aaaa-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ checkOut: '2026-12-13', rooms: 2 });
  });

  it("counts other sessions' holds as taken and refuses when the units are gone", async () => {
    // Kingfisher has 4 units; session 1 holds 2 of them (above). Session 2 takes the other 2.
    expect((await put('session-bbbb-2', { ...stay, rooms: 2 })).status).toBe(200);
    const refused = await put('session-cccc-3', { ...stay, rooms: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: 'CONFLICT', message: 'Villa is no longer available for selected dates' },
    });
    // The availability answer agrees: nothing left for a third session, own hold not counted.
    const mine = await guest.request(
      'GET',
      `/api/availability?villaId=kingfisher-villa&checkIn=2026-12-10&checkOut=2026-12-12&sessionId=session-bbbb-2`,
    );
    expect(await mine.json()).toEqual({ available: true, unitsLeft: 2 });
    const theirs = await t.request(
      'GET',
      `/api/availability?villaId=kingfisher-villa&checkIn=2026-12-10&checkOut=2026-12-12`,
    );
    expect(await theirs.json()).toMatchObject({ available: false, unitsLeft: 0 });
    // A range that does not overlap (check-out day = next arrival) is free.
    expect(
      (await put('session-cccc-3', { ...stay, checkIn: '2026-12-13', checkOut: '2026-12-14' }))
        .status,
    ).toBe(200);
  });

  it('releases a hold and frees its units', async () => {
    expect((await guest.request('DELETE', '/api/holds/session-bbbb-2')).status).toBe(204);
    expect(await holdsOf('session-bbbb-2')).toHaveLength(0);
    expect((await put('session-dddd-4', { ...stay, rooms: 2 })).status).toBe(200);
    expect((await guest.request('DELETE', '/api/holds/session-nothing-held')).status).toBe(204);
  });

  it('ignores expired holds and purges them', async () => {
    t.clock.advance(16 * 60_000);
    // Every earlier hold has expired: 3 rooms can be held again.
    expect((await put('session-eeee-5', { ...stay, rooms: 3 })).status).toBe(200);
    const all = await t.database.db.select().from(bookingHolds);
    expect(all.map((h) => h.sessionId)).toEqual(['session-eeee-5']);
    t.clock.advance(16 * 60_000);
    expect(await purgeExpiredHolds(t.database.db, t.clock.now())).toBe(1);
  });

  it('counts booked units as taken', async () => {
    const units = await t.database.db
      .select()
      .from(villaInventory)
      .where(eq(villaInventory.villaId, 'hornbill-villa'));
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        bookingId: 'VMTEST00001',
        guestName: 'Asha Rao',
        email: 'asha@example.com',
        checkIn: '2026-12-20',
        checkOut: '2026-12-22',
        guests: 2,
        adults: 2,
        villaId: 'hornbill-villa',
        villaName: 'Hornbill Villa',
        villaPrice: 18000,
        subtotal: 36000,
        taxes: 6480,
        total: 42480,
        remainingAmount: 42480,
      })
      .returning();
    await t.database.db.insert(bookingUnits).values(
      units.slice(0, 3).map((u) => ({
        bookingId: booking!.id,
        villaInventoryId: u.id,
        checkIn: '2026-12-20',
        checkOut: '2026-12-22',
      })),
    );
    const hornbill = { villaId: 'hornbill-villa', checkIn: '2026-12-21', checkOut: '2026-12-23' };
    expect((await put('session-ffff-6', { ...hornbill, rooms: 2 })).status).toBe(409);
    expect((await put('session-ffff-6', { ...hornbill, rooms: 1 })).status).toBe(200);
  });

  it('answers bad input with clear 400s and an unknown villa with 404', async () => {
    const backwards = await put('session-gggg-7', {
      ...stay,
      checkIn: '2026-12-12',
      checkOut: '2026-12-10',
    });
    expect(backwards.status).toBe(400);
    expect(bodyAt(backwards, 400).error.message).toBe('Check-out date must be after check-in date');
    expect((await put('session-gggg-7', { ...stay, rooms: 4 })).status).toBe(400);
    const past = await put('session-gggg-7', {
      ...stay,
      checkIn: '2026-11-01',
      checkOut: '2026-11-03',
    });
    expect((await errorBody(past.res)).error.message).toBe('Check-in date cannot be in the past');
    expect((await put('bad id!', { ...stay, rooms: 1 })).status).toBe(400);
    expect((await put('session-gggg-7', { ...stay, villaId: 'treehouse' })).status).toBe(404);
  });

  it('never holds more units than exist when sessions race for the last ones', async () => {
    const race = {
      villaId: 'kingfisher-villa',
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      rooms: 1,
    };
    // Seven guests, each from their own address and browser.
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        put(`session-race-${i}`, race, `198.51.100.${i + 1}`, t.browser()),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 409, 409, 409]);
    const held = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.checkIn, '2027-02-01'));
    expect(held).toHaveLength(4);
  });
});

describe('a hold belongs to the browser that placed it (Issue 10 item 3; decision 0106)', () => {
  const hornbill = { villaId: 'hornbill-villa', checkIn: '2027-06-10', checkOut: '2027-06-12' };
  const availability = (browser: TestBrowser, sessionId: string) =>
    browser.request(
      'GET',
      `/api/availability?villaId=hornbill-villa&checkIn=2027-06-10&checkOut=2027-06-12&sessionId=${sessionId}`,
    );

  it('another browser can neither release, change nor look past a hold by sending its key', async () => {
    const victim = t.browser();
    const attacker = t.browser();
    const key = 'victim-hold-key-1';
    expect((await put(key, { ...hornbill, rooms: 2 }, '203.0.113.50', victim)).status).toBe(200);
    const [held] = await holdsOf(key);

    // Release with the victim's key: answered like a key with no hold, and the hold stays.
    expect((await attacker.request('DELETE', `/api/holds/${key}`)).status).toBe(204);
    // Change with the victim's key: the attacker gets a hold of its own; the victim's is untouched.
    expect((await put(key, { ...hornbill, rooms: 1 }, '203.0.113.51', attacker)).status).toBe(200);
    const rows = await holdsOf(key);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === held!.id)).toMatchObject({ rooms: 2, checkIn: '2027-06-10' });

    // Availability: the victim's 2 rooms count against the attacker even with the victim's key
    // (Hornbill has 4 units; the attacker's own room is not counted against it).
    expect(await (await availability(attacker, key)).json()).toEqual({
      available: true,
      unitsLeft: 2,
    });
    expect(await (await availability(victim, key)).json()).toEqual({
      available: true,
      unitsLeft: 3,
    });

    // The victim still controls their hold.
    expect((await victim.request('DELETE', `/api/holds/${key}`)).status).toBe(204);
    expect((await holdsOf(key)).map((r) => r.rooms)).toEqual([1]);
    expect((await attacker.request('DELETE', `/api/holds/${key}`)).status).toBe(204);
    expect(await holdsOf(key)).toHaveLength(0);
  });
});

describe('hoarding limits (Issue 10, item 2; decision 0091)', () => {
  const stayOf = (month: string) => ({
    villaId: 'glass-cottage',
    checkIn: `2027-${month}-01`,
    checkOut: `2027-${month}-03`,
    rooms: 1,
  });

  it('re-sending a hold renews it only up to the maximum hold age', async () => {
    const ip = '192.0.2.10';
    const first = await put('session-renew-1', stayOf('03'), ip);
    expect(first.status).toBe(200);
    const started = t.clock.now().getTime();
    const maxEnd = started + t.config.limits.holdMaxMinutes * 60_000;
    let last = '';
    for (let i = 0; i < 6; i++) {
      t.clock.advance(10 * 60_000);
      const res = await put('session-renew-1', stayOf('03'), ip);
      if (t.clock.now().getTime() >= maxEnd) {
        // The hold lapsed at its maximum age; this is a fresh one, not a renewal of the old.
        break;
      }
      expect(res.status).toBe(200);
      last = bodyAt(res, 200).expiresAt;
      expect(new Date(last).getTime()).toBeLessThanOrEqual(maxEnd);
    }
    // Before the fix every renewal gave 15 more minutes: the last one ended 15 min after it was sent.
    expect(new Date(last).getTime()).toBe(maxEnd);
  });

  it('one browsing session holds at most HOLDS_PER_SESSION stays at once, also when the requests race', async () => {
    const ip = '192.0.2.20';
    const cap = t.config.limits.holdsPerSession;
    const guest = t.browser();
    // The browser has its browsing session cookie before its requests race.
    await guest.request('DELETE', '/api/holds/cookie-first');
    const answers = await Promise.all(
      Array.from({ length: cap + 4 }, (_, i) =>
        put(
          `session-cap-${i}`,
          {
            ...stayOf('04'),
            checkIn: `2027-04-${String(i + 1).padStart(2, '0')}`,
            checkOut: `2027-04-${String(i + 2).padStart(2, '0')}`,
          },
          ip,
          guest,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `You are already holding ${cap} stays. Finish or release one of them (or wait for it to lapse) before holding another.`,
      },
    });
    const held = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.clientIp, ip));
    expect(held).toHaveLength(cap);
    // Another guest is not affected; the same session may still move one of its own holds.
    expect((await put('session-cap-other', stayOf('05'), '192.0.2.21')).status).toBe(200);
    expect((await put(held[0]!.sessionId, stayOf('06'), ip, guest)).status).toBe(200);
  });

  it('a fourth (and tenth) ordinary search from one shared address is not refused (Issue 27)', async () => {
    const ip = '192.0.2.25';
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const family = t.browser();
      const day = String(i + 1).padStart(2, '0');
      const stay = {
        ...stayOf('08'),
        checkIn: `2027-08-${day}`,
        checkOut: `2027-08-${String(i + 3).padStart(2, '0')}`,
      };
      statuses.push((await put(`family-${i}`, stay, ip, family)).status);
    }
    expect(statuses).toEqual(Array<number>(10).fill(200));
  });

  it('a script that drops its cookie (a new browsing session every request) is bound by the address caps', async () => {
    const ip = '192.0.2.30';
    // 3 rooms for 30 nights: 90 unit-nights each; the address keeps at most 180 at once.
    const month = {
      villaId: 'glass-cottage',
      checkIn: '2027-09-01',
      checkOut: '2027-10-01',
      rooms: 3,
    };
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await put(`cookieless-${i}`, month, ip, t.browser())).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
  it('hold requests are rate limited per client (shared counter), 429 in the error shape', async () => {
    const ip = '192.0.2.40';
    const limit = t.config.limits.holdRequestsPer10Min;
    let refused: Response | undefined;
    for (let i = 0; i <= limit; i++) {
      const res = await put('session-rate-1', stayOf('07'), ip);
      if (res.status === 429) {
        refused = res.res;
        break;
      }
    }
    expect(refused).toBeDefined();
    expect((await errorBody(refused!)).error.code).toBe('RATE_LIMITED');
    expect((await put('session-rate-2', stayOf('07'), '192.0.2.41', t.browser())).status).toBe(200);
  });
});
