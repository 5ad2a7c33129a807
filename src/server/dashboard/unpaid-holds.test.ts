import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { villaInventory } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt } from '../testing/typed-client';

/** Issue 10, item 2: staff see when unpaid holds take a large share of a date (decision 0108). */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
});
afterAll(() => t.close());

const unpaidHolds = async () => {
  const res = await t.api('GET /admin/dashboard/unpaid-holds', { header: { cookie } });
  expect(res.status).toBe(200);
  return bodyAt(res, 200);
};

describe('GET /api/admin/dashboard/unpaid-holds', () => {
  it('is for staff only', async () => {
    expect((await t.request('GET', '/api/admin/dashboard/unpaid-holds')).status).toBe(401);
  });

  it('lists villa-nights where unpaid bookings and holds reach the threshold, until they are paid', async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(villaInventory)
      .where(
        and(eq(villaInventory.villaId, 'glass-cottage'), eq(villaInventory.status, 'available')),
      );
    const units = row!.n;
    const before = await unpaidHolds();
    expect(before.thresholdPercent).toBe(50);
    expect(before.nights).toEqual([]);

    // One room short of half: not listed. Then a browsing hold makes it half: listed.
    const half = Math.ceil(units / 2);
    const stay = { checkIn: '2026-12-10', checkOut: '2026-12-12' };
    const unpaid = [];
    for (let left = half - 1; left > 0; left -= 3) {
      const rooms = Math.min(3, left);
      unpaid.push(await createBookingOk(t, { ...stay, rooms, adults: rooms }));
    }
    expect((await unpaidHolds()).nights).toEqual([]);
    const hold = await t.request(
      'PUT',
      '/api/holds/dashboard-hold-session',
      { villaId: 'glass-cottage', checkIn: '2026-12-11', checkOut: '2026-12-12', rooms: 1 },
      { 'x-forwarded-for': '203.0.113.200' },
    );
    expect(hold.status).toBe(200);
    expect((await unpaidHolds()).nights).toEqual([
      {
        date: '2026-12-11',
        villaId: 'glass-cottage',
        villaName: 'Glass Cottage',
        heldUnits: half,
        totalUnits: units,
      },
    ]);

    // Paid bookings are not hoarding: the night drops off once the booking is paid.
    for (const b of unpaid) await payWithTestGateway(t, b.bookingId);
    expect((await unpaidHolds()).nights).toEqual([]);
  });
});
