import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import {
  LAST_UNIT_OF_ACTIVE_VILLA,
  VILLA_NEEDS_UNITS,
  villasNeedUnits,
} from '../../domain/admin-forms';
import { villaInventory } from '../db/schema';
import { bookingRequest } from '../testing/booking-helpers';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expectStatus, typedClient, type TestApi } from '../testing/typed-client';

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

const treehouse = {
  id: 'tree-house',
  name: 'Tree House',
  description: 'Up in the canopy',
  basePrice: 12000,
  maxGuests: 3,
  amenities: ['Deck', ' ', 'Deck', 'Binoculars'],
  images: [],
};

describe('villas', () => {
  it('lists every villa with its card figures and the summary', async () => {
    // A paid stay in KF-01 for the last 3 nights and tonight; a failed one that does not count.
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-11-19',
      checkOut: '2026-11-23',
      unitNumbers: ['KF-01'],
    });
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-11-20',
      checkOut: '2026-11-21',
      unitNumbers: ['KF-02'],
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    const answer = await admin('GET /admin/villas');
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.items.map((v) => v.id)).toEqual([
      'glass-cottage',
      'hornbill-villa',
      'kingfisher-villa',
    ]);
    const kf = body.items.find((v) => v.id === 'kingfisher-villa')!;
    // 3 unit-nights (19, 20, 21 Nov) of 4 units × 30 nights = 2.5%; KF-01 occupied tonight; two
    // bookings. Revenue this month (1–22 Nov, decision 0113): the confirmed stay's ₹15,000 before
    // tax over its 4 nights, all in the period; the cancelled one kept nothing.
    expect(kf).toMatchObject({
      totalUnits: 4,
      availableUnits: 4,
      occupiedNow: 1,
      bookings: 2,
      revenue: 15_000,
      occupancyRate: 2.5,
    });
    expect(body.summary).toEqual({
      totalVillas: 3,
      activeVillas: 3,
      totalBookings: 2,
      totalRevenue: 15_000,
      revenuePeriod: { from: '2026-11-01', to: '2026-11-22' },
    });
  });

  it('creates a villa with cleaned amenities; the ID is locked afterwards', async () => {
    const r = await admin('POST /admin/villas', { json: treehouse });
    expectStatus(r, 201);
    // A new villa has no room units: it starts Inactive (decision 0119).
    expect(r.body).toMatchObject({
      id: 'tree-house',
      amenities: ['Deck', 'Binoculars'],
      status: 'inactive',
    });
    const dup = await admin('POST /admin/villas', { json: treehouse });
    expect([dup.status, dup.body.error?.message]).toEqual([
      409,
      'A villa with ID tree-house already exists',
    ]);
    const rename = await admin('PATCH /admin/villas/:id', {
      param: { id: 'tree-house' },
      json: {
        id: 'tree-house-2',
        name: 'X',
      },
    });
    expect([rename.status, rename.body.error?.message]).toEqual([
      400,
      'Villa ID cannot be changed after creation',
    ]);
    const edit = await admin('PATCH /admin/villas/:id', {
      param: { id: 'tree-house' },
      json: {
        id: 'tree-house',
        basePrice: 12500,
        images: ['/api/images/5f0c6b3e-3c55-4f7e-9a38-5b8a7c1e2d40'],
      },
    });
    expectStatus(edit, 200);
    expect([edit.status, edit.body.basePrice, edit.body.amenities]).toEqual([
      200,
      12500,
      ['Deck', 'Binoculars'],
    ]);
  });

  it.each([
    [{ name: '' }, 'name', 'Villa name is required'],
    [{ description: ' ' }, 'description', 'Description is required'],
    [{ basePrice: 0 }, 'basePrice', 'Base price must be greater than 0'],
    [{ basePrice: 12250 }, 'basePrice', 'Base price must be a multiple of 500'],
    [{ maxGuests: 0 }, 'maxGuests', 'Max guests must be greater than 0'],
    [{ maxGuests: 21 }, 'maxGuests', 'Max guests cannot exceed 20'],
    [{ id: '' }, 'id', 'Villa ID is required'],
    [
      { id: 'Tree House' },
      'id',
      'Villa ID can only contain lowercase letters, numbers, and hyphens',
    ],
    [
      { id: 'x1', images: ['https://evil.example/x.jpg'] },
      'images',
      'Images must be uploaded photos or paths on this site (starting with /)',
    ],
    [
      { id: 'x2', images: ['javascript:alert(1)'] },
      'images',
      'Images must be uploaded photos or paths on this site (starting with /)',
    ],
  ])('refuses %o with the spec’s message', async (patch, field, message) => {
    const r = await admin('POST /admin/villas', {
      json: { ...treehouse, id: 'new-villa', ...patch },
    });
    expect([r.status, r.body.error?.message, r.body.error?.fields?.[field]]).toEqual([
      400,
      message,
      message,
    ]);
  });

  it('an inactive or maintenance villa disappears from the guest API and cannot be quoted, checked or booked', async () => {
    const stay = { villaId: 'hornbill-villa', checkIn: '2026-12-08', checkOut: '2026-12-09' };
    for (const status of ['inactive', 'maintenance'] as const) {
      expect(
        (
          await admin('PATCH /admin/villas/:id', {
            param: { id: 'hornbill-villa' },
            json: { status },
          })
        ).status,
      ).toBe(200);
      const villas = await t.api.ok('GET /villas');
      expect(villas.map((v) => v.id)).not.toContain('hornbill-villa');
      expect(
        (await t.request('POST', '/api/quote', { ...stay, adults: 2, children: 0 })).status,
      ).toBe(404);
      expect(
        (
          await t.request(
            'GET',
            `/api/availability?villaId=hornbill-villa&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
          )
        ).status,
      ).toBe(404);
      expect((await t.request('POST', '/api/bookings', bookingRequest(stay))).status).toBe(404);
    }
    // Tree House has no room unit yet: activating it with others is refused, naming it, and
    // changes nothing.
    const refusedBulk = await admin('POST /admin/villas/bulk-status', {
      json: {
        ids: ['hornbill-villa', 'tree-house'],
        status: 'active',
      },
    });
    expect([refusedBulk.status, refusedBulk.body.error?.message]).toEqual([
      409,
      villasNeedUnits(['Tree House']),
    ]);
    expect((await t.request('POST', '/api/bookings', bookingRequest(stay))).status).toBe(404);
    expect(
      (
        await admin('POST /admin/villas/:id/units', {
          param: { id: 'tree-house' },
          json: { unitNumber: 'th-00', floor: 2 },
        })
      ).status,
    ).toBe(201);
    const bulk = await admin('POST /admin/villas/bulk-status', {
      json: {
        ids: ['hornbill-villa', 'tree-house'],
        status: 'active',
      },
    });
    expect([bulk.status, bulk.body]).toEqual([200, { updated: 2 }]);
    expect((await t.request('POST', '/api/bookings', bookingRequest(stay))).status).toBe(201);
    const none = await admin('POST /admin/villas/bulk-status', {
      json: {
        ids: [],
        status: 'active',
      },
    });
    expect([none.status, none.body.error?.message]).toEqual([
      400,
      'Please select villas to update',
    ]);
  });

  it('a villa cannot be Active with no room units: created Inactive, activated once it has one, its last unit kept while Active', async () => {
    const lake = { ...treehouse, id: 'lake-hut', name: 'Lake Hut' };
    const active = await admin('POST /admin/villas', { json: { ...lake, status: 'active' } });
    expect([active.status, active.body.error?.message, active.body.error?.fields?.status]).toEqual([
      409,
      VILLA_NEEDS_UNITS,
      VILLA_NEEDS_UNITS,
    ]);
    expect((await admin('GET /admin/villas/:id/units', { param: { id: 'lake-hut' } })).status).toBe(
      404,
    );
    expect((await admin.ok('POST /admin/villas', { json: lake })).status).toBe('inactive');
    const early = await admin('PATCH /admin/villas/:id', {
      param: { id: 'lake-hut' },
      json: { status: 'active' },
    });
    expect([early.status, early.body.error?.fields?.status]).toEqual([409, VILLA_NEEDS_UNITS]);
    // Editing other fields of a villa without units is fine.
    expect(
      (
        await admin('PATCH /admin/villas/:id', {
          param: { id: 'lake-hut' },
          json: { basePrice: 12500 },
        })
      ).status,
    ).toBe(200);
    const unit = await admin('POST /admin/villas/:id/units', {
      param: { id: 'lake-hut' },
      json: {
        unitNumber: 'lh-01',
        floor: 0,
      },
    });
    expectStatus(unit, 201);
    const on = await admin('PATCH /admin/villas/:id', {
      param: { id: 'lake-hut' },
      json: { status: 'active' },
    });
    expectStatus(on, 200);
    expect([on.status, on.body.status]).toEqual([200, 'active']);
    const last = await admin('DELETE /admin/units/:unitId', { param: { unitId: unit.body.id } });
    expect([last.status, last.body.error?.message]).toEqual([409, LAST_UNIT_OF_ACTIVE_VILLA]);
    expect(
      (
        await admin('PATCH /admin/villas/:id', {
          param: { id: 'lake-hut' },
          json: { status: 'inactive' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await admin('DELETE /admin/units/:unitId', { param: { unitId: unit.body.id } })).status,
    ).toBe(200);
    expect((await admin('DELETE /admin/villas/:id', { param: { id: 'lake-hut' } })).status).toBe(
      200,
    );
  });

  it('refuses to delete a villa with bookings (spec message) and deletes one without', async () => {
    const refused = await admin('DELETE /admin/villas/:id', { param: { id: 'hornbill-villa' } });
    expect([refused.status, refused.body.error?.message]).toEqual([
      409,
      'Cannot delete villa with existing bookings. Please cancel or complete all bookings first.',
    ]);
    const unit = await admin('POST /admin/villas/:id/units', {
      param: { id: 'tree-house' },
      json: {
        unitNumber: 'th-01',
        floor: 2,
        viewType: 'Canopy',
      },
    });
    expectStatus(unit, 201);
    expect((await admin('DELETE /admin/villas/:id', { param: { id: 'tree-house' } })).status).toBe(
      200,
    );
    expect((await admin('DELETE /admin/villas/:id', { param: { id: 'tree-house' } })).status).toBe(
      404,
    );
    expect(
      await t.database.db
        .select()
        .from(villaInventory)
        .where(eq(villaInventory.unitNumber, 'TH-01')),
    ).toEqual([]);
  });
});

describe('room units', () => {
  it('lists, adds, edits and deletes units; the villa’s unit count follows', async () => {
    const list = await admin.ok('GET /admin/villas/:id/units', {
      param: { id: 'kingfisher-villa' },
    });
    expect(list.items.map((u) => u.unitNumber)).toEqual(['KF-01', 'KF-02', 'KF-03', 'KF-04']);
    const added = await admin.ok('POST /admin/villas/:id/units', {
      param: { id: 'kingfisher-villa' },
      json: {
        unitNumber: 'kf-05',
        floor: 2,
        viewType: 'River View',
      },
    });
    expect(added).toMatchObject({
      unitNumber: 'KF-05',
      floor: 2,
      viewType: 'River View',
      status: 'available',
      roomType: 'villa',
    });
    expect(await t.api.ok('GET /villas/:id', { param: { id: 'kingfisher-villa' } })).toMatchObject({
      totalUnits: 5,
    });
    const dup = await admin('POST /admin/villas/:id/units', {
      param: { id: 'glass-cottage' },
      json: {
        unitNumber: 'KF-05',
        floor: 1,
      },
    });
    expect([dup.status, dup.body.error?.message]).toEqual([409, 'Unit KF-05 already exists']);
    const edited = await admin.ok('PATCH /admin/units/:unitId', {
      param: { unitId: added.id },
      json: {
        status: 'maintenance',
        floor: 3,
      },
    });
    expect([edited.status, edited.floor, edited.unitNumber]).toEqual(['maintenance', 3, 'KF-05']);
    expect(await t.api.ok('GET /villas/:id', { param: { id: 'kingfisher-villa' } })).toMatchObject({
      totalUnits: 4,
    });
    expect(
      (await admin('DELETE /admin/units/:unitId', { param: { unitId: added.id } })).status,
    ).toBe(200);
    expect(
      (await admin('DELETE /admin/units/:unitId', { param: { unitId: added.id } })).status,
    ).toBe(404);
  });

  it('refuses to delete a unit with active bookings, and one past stays refer to', async () => {
    const units = (
      await admin.ok('GET /admin/villas/:id/units', { param: { id: 'glass-cottage' } })
    ).items;
    const gc14 = units.find((u) => u.unitNumber === 'GC-14')!;
    const gc13 = units.find((u) => u.unitNumber === 'GC-13')!;
    await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      unitNumbers: ['GC-14'],
    });
    await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: '2026-10-01',
      checkOut: '2026-10-02',
      unitNumbers: ['GC-13'],
    });
    const active = await admin('DELETE /admin/units/:unitId', { param: { unitId: gc14.id } });
    expect([active.status, active.body.error?.message]).toEqual([
      409,
      'Cannot delete unit with active bookings',
    ]);
    const past = await admin('DELETE /admin/units/:unitId', { param: { unitId: gc13.id } });
    expect([past.status, past.body.error?.message]).toEqual([
      409,
      'Cannot delete a unit that past bookings refer to; set it Out of Service instead',
    ]);
  });
});

describe('availability calendar', () => {
  it('counts units per day and lists the stays and blocks of a day', async () => {
    await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2027-01-05',
      checkOut: '2027-01-07',
      unitNumbers: ['KF-01', 'KF-02'],
      guestName: 'Kiran Das',
    });
    expect(
      (
        await admin('POST /admin/blocks', {
          json: {
            villaId: 'kingfisher-villa',
            unitNumbers: ['KF-04'],
            from: '2027-01-06',
            to: '2027-01-06',
            type: 'owner_use',
          },
        })
      ).status,
    ).toBe(201);
    const cal = await admin.ok('GET /admin/villas/:id/calendar', {
      param: { id: 'kingfisher-villa' },
      query: { from: '2027-01-01', to: '2027-01-31' },
    });
    expect(cal.totalUnits).toBe(4);
    expect(
      cal.days.slice(4, 7).map((d) => [d.date, d.booked, d.blocked, d.available, d.bookings]),
    ).toEqual([
      ['2027-01-05', 2, 0, 2, 1],
      ['2027-01-06', 2, 1, 1, 1],
      ['2027-01-07', 0, 0, 4, 0],
    ]);
    const day = await admin.ok('GET /admin/villas/:id/calendar/:date', {
      param: { id: 'kingfisher-villa', date: '2027-01-06' },
    });
    expect(day.bookings).toEqual([
      expect.objectContaining({
        guestName: 'Kiran Das',
        guests: 2,
        status: 'confirmed',
        units: ['KF-01', 'KF-02'],
      }),
    ]);
    expect(day.blocks).toEqual([
      expect.objectContaining({ unitNumber: 'KF-04', type: 'owner_use' }),
    ]);
  });
});
