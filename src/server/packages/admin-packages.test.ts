import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DELETE_REFUSED } from '../../domain/admin-forms';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { auditLog, bookings, packages } from '../db/schema';
import { bookingRequest, createBookingOk } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt, errorBody, typedClient, type TestApi } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
let staff: TestApi;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  staff = typedClient(t.request, { cookie });
}, 120_000);
afterAll(() => t?.close(), 60_000);

const admin = (method: string, path: string, body?: unknown) =>
  t.request(method, path, body, { cookie });

const spa = {
  id: 'spa-retreat',
  name: 'Spa Retreat',
  description: 'Massage and herbal steam',
  price: 2500,
  duration: 'Per stay' as const,
  inclusions: ['Massage', ' Massage ', '', 'Herbal steam'],
  images: ['/a.jpg', '/a.jpg', ' '],
};

describe('admin packages', () => {
  it('is for staff only', async () => {
    expect((await t.request('GET', '/api/admin/packages')).status).toBe(401);
  });

  it('adds a package with its lists cleaned, and refuses a second one with the same id', async () => {
    const res = await staff('POST /admin/packages', { json: spa });
    expect(res.status).toBe(201);
    const body = bodyAt(res, 201);
    expect(body).toMatchObject({
      id: 'spa-retreat',
      inclusions: ['Massage', 'Herbal steam'],
      images: ['/a.jpg'],
      isActive: true,
      bookings: 0,
      popularity: 0,
    });
    const again = await admin('POST', '/api/admin/packages', spa);
    expect(again.status).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'spa-retreat'));
    expect(audit).toMatchObject({ action: 'package.created', actorName: expect.any(String) });
  });

  it.each([
    [
      { ...spa, id: 'Spa Retreat' },
      'id',
      'Package ID can only contain lowercase letters, numbers, and hyphens',
    ],
    [{ ...spa, id: '' }, 'id', 'Package ID is required'],
    [{ ...spa, id: 'x1', price: 2550 }, 'price', 'Price must be in steps of ₹100'],
    [{ ...spa, id: 'x2', price: -100 }, 'price', 'Price cannot be negative'],
    [{ ...spa, id: 'x3', inclusions: [' '] }, 'inclusions', 'At least one inclusion is required'],
    [{ ...spa, id: 'x4', name: '' }, 'name', 'Package name is required'],
  ])('refuses %o with the spec message on %s', async (body, field, message) => {
    const res = await admin('POST', '/api/admin/packages', body);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.fields?.[field]).toBe(message);
  });

  it('edits without changing the id, and leaves unsent fields alone', async () => {
    const renamed = { id: 'renamed', price: 3000 };
    const res = await staff('PATCH /admin/packages/:id', {
      param: { id: 'spa-retreat' },
      // An id in the body is ignored (sent on purpose, beside what the contract takes).
      json: renamed,
    });
    expect(res.status).toBe(200);
    const body = bodyAt(res, 200);
    expect(body).toMatchObject({
      id: 'spa-retreat',
      price: 3000,
      inclusions: ['Massage', 'Herbal steam'],
      images: ['/a.jpg'],
      duration: 'Per stay',
    });
    expect((await admin('PATCH', '/api/admin/packages/nope', { price: 100 })).status).toBe(404);
  });

  it('lists packages with bookings, this month’s revenue, popularity by the spec formula and the screen figures', async () => {
    // A confirmed stay on 20–21 Nov (this month, before today 22 Nov) earns its pre-tax price
    // (decision 0113); the December one earns nothing this month.
    const sold = await createBookingOk(t, { packageId: 'breakfast-package' });
    const [row] = await t.database.db
      .update(bookings)
      .set({ status: 'confirmed', checkIn: '2026-11-20', checkOut: '2026-11-21' })
      .where(eq(bookings.bookingId, sold.bookingId))
      .returning({ subtotal: bookings.subtotal });
    await createBookingOk(t, {
      packageId: 'breakfast-package',
      checkIn: '2026-12-02',
      checkOut: '2026-12-03',
    });
    const list = await staff.ok('GET /admin/packages');
    const breakfast = list.items.find((p) => p.id === 'breakfast-package')!;
    expect(breakfast).toMatchObject({ bookings: 2, revenue: row!.subtotal, popularity: 74 });
    expect(list.items.find((p) => p.id === 'spa-retreat')).toMatchObject({
      bookings: 0,
      revenue: 0,
      popularity: 0,
    });
    const prices = list.items.map((p) => p.price);
    expect(list.stats).toEqual({
      totalPackages: list.items.length,
      activePackages: list.items.filter((p) => p.isActive).length,
      packageRevenue: row!.subtotal,
      avgPackageValue: Math.round(prices.reduce((a, b) => a + b, 0) / prices.length),
      revenuePeriod: { from: '2026-11-01', to: '2026-11-22' },
    });
  });

  it('refuses to delete a package bookings use (spec message) and deletes an unused one', async () => {
    const refused = await admin('DELETE', '/api/admin/packages/breakfast-package');
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(PACKAGE_DELETE_REFUSED);
    expect(
      await t.database.db.select().from(packages).where(eq(packages.id, 'breakfast-package')),
    ).toHaveLength(1);
    await admin('POST', '/api/admin/packages', { ...spa, id: 'short-lived' });
    expect((await admin('DELETE', '/api/admin/packages/short-lived')).status).toBe(204);
    expect((await admin('DELETE', '/api/admin/packages/short-lived')).status).toBe(404);
  });

  it('deactivates (bulk): the guest list drops the package, quote and booking refuse it with words', async () => {
    const res = await admin('POST', '/api/admin/packages/bulk-status', {
      ids: ['spa-retreat', 'breakfast-package'],
      isActive: false,
    });
    expect(await res.json()).toEqual({ updated: 2 });
    const guestList = await t.api.ok('GET /packages');
    expect(guestList.map((p) => p.id)).toEqual(['basic-stay']);

    const quote = await t.request('POST', '/api/quote', {
      villaId: 'glass-cottage',
      checkIn: '2026-12-05',
      checkOut: '2026-12-06',
      adults: 2,
      children: 0,
      packageId: 'breakfast-package',
    });
    expect(quote.status).toBe(409);
    expect((await errorBody(quote)).error.message).toBe(
      'The Bed & Breakfast Package is no longer available. Please choose another package.',
    );

    const booking = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({
        packageId: 'breakfast-package',
        checkIn: '2026-12-05',
        checkOut: '2026-12-06',
      }),
    );
    expect(booking.status).toBe(409);
    expect((await errorBody(booking)).error.code).toBe('CONFLICT');

    expect(
      await (
        await admin('POST', '/api/admin/packages/bulk-status', {
          ids: ['breakfast-package', 'missing'],
          isActive: true,
        })
      ).json(),
    ).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    // Nothing changed by the refused bulk request.
    const [row] = await t.database.db
      .select()
      .from(packages)
      .where(eq(packages.id, 'breakfast-package'));
    expect(row!.isActive).toBe(false);

    const single = await staff.ok('PATCH /admin/packages/:id', {
      param: { id: 'breakfast-package' },
      json: { isActive: true },
    });
    expect(single.isActive).toBe(true);
    expect(
      (
        await t.request('POST', '/api/quote', {
          villaId: 'glass-cottage',
          checkIn: '2026-12-05',
          checkOut: '2026-12-06',
          adults: 2,
          children: 0,
          packageId: 'breakfast-package',
        })
      ).status,
    ).toBe(200);
  });
});
