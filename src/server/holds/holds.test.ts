import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHolds, bookings, bookingUnits, villaInventory } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { purgeExpiredHolds } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stay = { villaId: 'kingfisher-villa', checkIn: '2026-12-10', checkOut: '2026-12-12' };
const put = (sessionId: string, body: unknown) => t.request('PUT', `/api/holds/${sessionId}`, body);

async function holdsOf(sessionId: string) {
  return t.database.db.select().from(bookingHolds).where(eq(bookingHolds.sessionId, sessionId));
}

describe('booking holds', () => {
  it('places a 15-minute hold for the session and replaces it when the choice changes', async () => {
    const res = await put('session-aaaa-1', { ...stay, rooms: 1 });
    expect(res.status).toBe(200);
    const hold = (await res.json()) as { expiresAt: string; rooms: number };
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
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Villa is no longer available for selected dates' },
    });
    // The availability answer agrees: nothing left for a third session, own hold not counted.
    const mine = await t.request('GET', `/api/availability?villaId=kingfisher-villa&checkIn=2026-12-10&checkOut=2026-12-12&sessionId=session-bbbb-2`);
    expect(await mine.json()).toEqual({ available: true, unitsLeft: 2 });
    const theirs = await t.request('GET', `/api/availability?villaId=kingfisher-villa&checkIn=2026-12-10&checkOut=2026-12-12`);
    expect(await theirs.json()).toEqual({ available: false, unitsLeft: 0 });
    // A range that does not overlap (check-out day = next arrival) is free.
    expect((await put('session-cccc-3', { ...stay, checkIn: '2026-12-13', checkOut: '2026-12-14' })).status).toBe(200);
  });

  it('releases a hold and frees its units', async () => {
    expect((await t.request('DELETE', '/api/holds/session-bbbb-2')).status).toBe(204);
    expect(await holdsOf('session-bbbb-2')).toHaveLength(0);
    expect((await put('session-dddd-4', { ...stay, rooms: 2 })).status).toBe(200);
    expect((await t.request('DELETE', '/api/holds/session-nothing-held')).status).toBe(204);
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
    const units = await t.database.db.select().from(villaInventory).where(eq(villaInventory.villaId, 'hornbill-villa'));
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
        totalAmount: 42480,
        remainingAmount: 42480,
      })
      .returning();
    await t.database.db
      .insert(bookingUnits)
      .values(units.slice(0, 3).map((u) => ({ bookingId: booking!.id, villaInventoryId: u.id, checkIn: '2026-12-20', checkOut: '2026-12-22' })));
    const hornbill = { villaId: 'hornbill-villa', checkIn: '2026-12-21', checkOut: '2026-12-23' };
    expect((await put('session-ffff-6', { ...hornbill, rooms: 2 })).status).toBe(409);
    expect((await put('session-ffff-6', { ...hornbill, rooms: 1 })).status).toBe(200);
  });

  it('answers bad input with clear 400s and an unknown villa with 404', async () => {
    const backwards = await put('session-gggg-7', { ...stay, checkIn: '2026-12-12', checkOut: '2026-12-10' });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: { message: string } }).error.message).toBe(
      'Check-out date must be after check-in date',
    );
    expect((await put('session-gggg-7', { ...stay, rooms: 4 })).status).toBe(400);
    const past = await put('session-gggg-7', { ...stay, checkIn: '2026-11-01', checkOut: '2026-11-03' });
    expect(((await past.json()) as { error: { message: string } }).error.message).toBe('Check-in date cannot be in the past');
    expect((await put('bad id!', { ...stay, rooms: 1 })).status).toBe(400);
    expect((await put('session-gggg-7', { ...stay, villaId: 'treehouse' })).status).toBe(404);
  });

  it('never holds more units than exist when sessions race for the last ones', async () => {
    const race = { villaId: 'kingfisher-villa', checkIn: '2027-02-01', checkOut: '2027-02-03', rooms: 1 };
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => put(`session-race-${i}`, race)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 409, 409, 409]);
    const held = await t.database.db.select().from(bookingHolds).where(eq(bookingHolds.checkIn, '2027-02-01'));
    expect(held).toHaveLength(4);
  });
});
