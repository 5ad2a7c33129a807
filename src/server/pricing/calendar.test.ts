import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { availability, inventoryBlocks, villaInventory } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type QueryOf } from '../testing/typed-client';
import type { CalendarMonth } from './calendar-contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calendar = async (query: QueryOf<'GET /calendar'>, header: Record<string, string> = {}) => {
  const answer = await t.api('GET /calendar', { query, header });
  return { res: answer.res, body: answer.status === 200 ? answer.body : null };
};
const day = (m: CalendarMonth | null, date: string) => m!.days.find((d) => d.date === date)!;
const unitId = async (unitNumber: string) =>
  (
    await t.database.db
      .select({ id: villaInventory.id })
      .from(villaInventory)
      .where(eq(villaInventory.unitNumber, unitNumber))
  )[0]!.id;

describe('GET /api/calendar', () => {
  it('prices every night of the month as the quote does, night by night (weekend and holiday rules, overrides)', async () => {
    await t.database.db
      .insert(availability)
      .values({ villaId: 'hornbill-villa', date: '2026-12-15', priceOverride: 9999 });
    for (const villaId of ['glass-cottage', 'hornbill-villa', 'kingfisher-villa']) {
      const { body } = await calendar({ villaId, month: '2026-12' });
      expect(body!.days).toHaveLength(31);
      const { nightly } = await t.api.ok('POST /quote', {
        json: { villaId, checkIn: '2026-12-01', checkOut: '2026-12-31', adults: 2, rooms: 1 },
      });
      expect(body!.days.slice(0, 30).map((d) => [d.date, d.price])).toEqual(
        nightly.map((n) => [n.date, n.rate]),
      );
    }
    const { body } = await calendar({ villaId: 'hornbill-villa', month: '2026-12' });
    expect(day(body, '2026-12-15').price).toBe(9999);
    expect(day(body, '2026-12-01')).toMatchObject({ available: true, unitsLeft: 4 });
  });

  it('reflects bookings, blocks and holds night by night; the check-out night is free', async () => {
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
      unitNumbers: ['KF-01', 'KF-02', 'KF-03'],
    });
    await t.database.db.insert(inventoryBlocks).values({
      villaInventoryId: await unitId('KF-04'),
      blockDate: '2027-01-11',
      blockType: 'maintenance',
    });
    const hold = await t.request(
      'PUT',
      '/api/holds/session-cal-1',
      { villaId: 'kingfisher-villa', checkIn: '2027-01-12', checkOut: '2027-01-14', rooms: 2 },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    expect(hold.status).toBe(200);
    const { body } = await calendar({ villaId: 'kingfisher-villa', month: '2027-01' });
    expect(day(body, '2027-01-10')).toMatchObject({ available: true, unitsLeft: 1 });
    expect(day(body, '2027-01-11')).toMatchObject({ available: false, unitsLeft: 0 });
    expect(day(body, '2027-01-12')).toMatchObject({ available: true, unitsLeft: 2 });
    expect(day(body, '2027-01-14')).toMatchObject({ available: true, unitsLeft: 4 });
    // Asking for 3 rooms: nights with 2 left are not available for them.
    const three = (await calendar({ villaId: 'kingfisher-villa', month: '2027-01', rooms: 3 }))
      .body;
    expect(day(three, '2027-01-12').available).toBe(false);
    // The same answer as GET /api/availability for a one-night stay.
    const one = await t.api.ok('GET /availability', {
      query: { villaId: 'kingfisher-villa', checkIn: '2027-01-12', checkOut: '2027-01-13' },
    });
    expect(one.unitsLeft).toBe(2);
    // Without a villa: rooms summed; the cheapest villa with a room left sets the price.
    const all = (await calendar({ month: '2027-01' })).body;
    expect(day(all, '2027-01-11').unitsLeft).toBe(14 + 4);
    expect(day(all, '2027-01-11').available).toBe(true);
  });

  it('shows minimum stays and closed arrivals, and marks past nights unavailable', async () => {
    await t.database.db.insert(availability).values({
      villaId: 'glass-cottage',
      date: '2027-02-05',
      minNights: 3,
      closedToArrival: true,
    });
    const { body } = await calendar({ villaId: 'glass-cottage', month: '2027-02' });
    expect(day(body, '2027-02-05')).toMatchObject({ minNights: 3, closedToArrival: true });
    expect(day(body, '2027-02-04').minNights).toBeUndefined();
    const nov = (await calendar({ villaId: 'glass-cottage', month: '2026-11' })).body;
    expect(day(nov, '2026-11-21').available).toBe(false);
    expect(day(nov, '2026-11-25').available).toBe(true);
  });

  it('is cacheable for a short time with an ETag, and answers 304 when unchanged', async () => {
    const { res } = await calendar({ villaId: 'glass-cottage', month: '2027-03' });
    expect(res.headers.get('cache-control')).toBe('private, max-age=15');
    const etag = res.headers.get('etag')!;
    const again = await calendar(
      { villaId: 'glass-cottage', month: '2027-03' },
      { 'if-none-match': etag },
    );
    expect(again.res.status).toBe(304);
    await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: '2027-03-03',
      checkOut: '2027-03-04',
      unitNumbers: ['GC-01'],
    });
    const changed = await calendar(
      { villaId: 'glass-cottage', month: '2027-03' },
      {
        'if-none-match': etag,
      },
    );
    expect(changed.res.status).toBe(200);
    expect(day(changed.body, '2027-03-03').unitsLeft).toBe(13);
  });

  it('refuses a bad month or one out of range (400) and an unknown villa (404)', async () => {
    expect((await calendar({ month: '2026-13' })).res.status).toBe(400);
    expect((await calendar({ month: 'nov' })).res.status).toBe(400);
    expect((await calendar({ month: '2030-01' })).res.status).toBe(400);
    const unknown = await calendar({ villaId: 'nope', month: '2026-12' });
    expect(unknown.res.status).toBe(404);
  });
});
