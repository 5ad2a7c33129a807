import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { adminEvents, bookingActivities, bookings, bookingUnits } from '../db/schema';
import { registerLeadGuest } from '../registrations/test-helpers';
import { insertBookingWithUnits } from '../testing/fixtures';
import { errorBody, expectStatus, typedClient, type TestApi } from '../testing/typed-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { OccupancyDay } from './admin-contract';

let t: TestApp;
let cookie: string;
/** The demo admin's typed client (decision 0157). */
let admin: TestApi;
const ids = {} as Record<'A' | 'B' | 'C' | 'D' | 'E', string>;

/*
 * December 2026, hand-counted (22 units; nights are half-open, the check-out day is a departure):
 *   A  KF-01         1 → 4 Dec  confirmed, paid        nights 1, 2, 3
 *   B  KF-02, KF-03  3 → 5 Dec  confirmed, paid        nights 3, 4 (two units)
 *   C  KF-04         4 → 6 Dec  cancelled              not counted
 *   D  HV-01         2 → 3 Dec  pending, payment failed not counted
 *   E  GC-01         4 → 5 Dec  confirmed, paid        night 4
 *   block HV-02 on 3 and 4 Dec (maintenance)
 * 3 Dec: occupied KF-01, KF-02, KF-03 = 3; blocked 1; available 18; rate round(3/22) = 14%.
 * 4 Dec: occupied KF-02, KF-03, GC-01 = 3 (KF-01 departs, KF-04's stay is cancelled); blocked 1; 14%.
 */
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  admin = typedClient(t.request, { cookie });
  const db = t.database.db;
  ids.A = (
    await insertBookingWithUnits(db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      unitNumbers: ['KF-01'],
      guestName: 'Anita Shah',
    })
  ).bookingId;
  ids.B = (
    await insertBookingWithUnits(db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-03',
      checkOut: '2026-12-05',
      unitNumbers: ['KF-02', 'KF-03'],
      guestName: 'Bala Iyer',
    })
  ).bookingId;
  ids.C = (
    await insertBookingWithUnits(db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      unitNumbers: ['KF-04'],
      status: 'cancelled',
      paymentStatus: 'refunded',
    })
  ).bookingId;
  ids.D = (
    await insertBookingWithUnits(db, {
      villaId: 'hornbill-villa',
      checkIn: '2026-12-02',
      checkOut: '2026-12-03',
      unitNumbers: ['HV-01'],
      status: 'pending',
      paymentStatus: 'failed',
    })
  ).bookingId;
  ids.E = (
    await insertBookingWithUnits(db, {
      villaId: 'glass-cottage',
      checkIn: '2026-12-04',
      checkOut: '2026-12-05',
      unitNumbers: ['GC-01'],
      guestName: 'Esha Menon',
    })
  ).bookingId;
  const block = await admin('POST /admin/blocks', {
    json: {
      villaId: 'hornbill-villa',
      unitNumbers: ['HV-02'],
      from: '2026-12-03',
      to: '2026-12-04',
      type: 'maintenance',
      notes: 'Roof',
    },
  });
  expectStatus(block, 201);
}, 120_000);
afterAll(() => t?.close(), 60_000);

/** Moves the clock (sessions expire over days, so sign in again). */
async function travel(iso: string) {
  t.clock.set(iso);
  cookie = await signIn(t);
  admin = typedClient(t.request, { cookie });
}

const tile = (day: OccupancyDay, unit: string) => day.units.find((u) => u.unitNumber === unit)!;

describe('GET /api/admin/occupancy (one night)', () => {
  it('counts the night of 3 Dec by hand', async () => {
    const answer = await admin('GET /admin/occupancy', { query: { date: '2026-12-03' } });
    expectStatus(answer, 200);
    const { body } = answer;
    expect({
      total: body.totalRooms,
      occupied: body.occupied,
      blocked: body.blocked,
      available: body.available,
      rate: body.occupancyRate,
    }).toEqual({
      total: 22,
      occupied: 3,
      blocked: 1,
      available: 18,
      rate: 14,
    });
    expect(tile(body, 'KF-01')).toMatchObject({
      status: 'occupied',
      bookingId: ids.A,
      arriving: false,
      stay: { guestName: 'Anita Shah', checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 },
    });
    expect(tile(body, 'KF-02')).toMatchObject({
      status: 'occupied',
      bookingId: ids.B,
      arriving: true,
    });
    expect(tile(body, 'HV-01')).toMatchObject({ status: 'available', stay: null, departure: null });
    expect(tile(body, 'HV-02')).toMatchObject({
      status: 'blocked',
      blockType: 'maintenance',
      blockNotes: 'Roof',
    });
  });

  it('treats the check-out day as a departure, not an occupied night, and skips cancelled stays', async () => {
    const body = await admin.ok('GET /admin/occupancy', { query: { date: '2026-12-04' } });
    expect([body.occupied, body.blocked, body.available, body.occupancyRate]).toEqual([
      3, 1, 18, 14,
    ]);
    expect(tile(body, 'KF-01')).toMatchObject({
      status: 'available',
      stay: null,
      departure: { bookingId: ids.A },
    });
    expect(tile(body, 'KF-04')).toMatchObject({ status: 'available', stay: null });
    expect(tile(body, 'GC-01')).toMatchObject({
      status: 'occupied',
      bookingId: ids.E,
      arriving: true,
    });
  });

  it('defaults to the resort’s today and refuses a malformed date', async () => {
    expect((await admin.ok('GET /admin/occupancy')).date).toBe('2026-11-22');
    const bad = await admin('GET /admin/occupancy', { query: { date: '2026-13-01' } });
    expect([bad.status, bad.body.error?.message]).toEqual([
      400,
      'Please enter a valid date (YYYY-MM-DD)',
    ]);
  });

  it('is for staff only', async () => {
    expect((await t.request('GET', '/api/admin/occupancy')).status).toBe(401);
  });
});

describe('GET /api/admin/occupancy/range (week and month grid)', () => {
  it('returns each stay once, clipped to the range, with daily counts', async () => {
    const answer = await admin('GET /admin/occupancy/range', {
      query: { from: '2026-12-01', to: '2026-12-31' },
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.units).toHaveLength(22);
    expect(body.stays.map((s) => [s.unitNumber, s.bookingId, s.start, s.end])).toEqual([
      ['GC-01', ids.E, '2026-12-04', '2026-12-05'],
      ['KF-01', ids.A, '2026-12-01', '2026-12-04'],
      ['KF-02', ids.B, '2026-12-03', '2026-12-05'],
      ['KF-03', ids.B, '2026-12-03', '2026-12-05'],
    ]);
    expect(body.blocks).toEqual([
      expect.objectContaining({
        unitNumber: 'HV-02',
        type: 'maintenance',
        start: '2026-12-03',
        end: '2026-12-05',
      }),
    ]);
    expect(body.days.slice(0, 6).map((d) => [d.date, d.occupied, d.blocked])).toEqual([
      ['2026-12-01', 1, 0],
      ['2026-12-02', 1, 0],
      ['2026-12-03', 3, 1],
      ['2026-12-04', 3, 1],
      ['2026-12-05', 0, 0],
      ['2026-12-06', 0, 0],
    ]);
    // The bar's Room Details need the guest's contact without a second request.
    expect(body.stays.find((s) => s.bookingId === ids.A)).toMatchObject({
      guestName: 'Anita Shah',
      guests: 2,
      email: 'guest@example.com',
      phone: null,
      status: 'confirmed',
      paymentStatus: 'paid',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
    });
    expect(body.days).toHaveLength(31);
    const occupiedNights = body.days.reduce((s, d) => s + d.occupied, 0);
    expect(occupiedNights).toBe(3 + 2 * 2 + 1);
  });

  it('clips a stay that started before the range', async () => {
    const body = await admin.ok('GET /admin/occupancy/range', {
      query: { from: '2026-12-02', to: '2026-12-03' },
    });
    expect(body.stays.find((s) => s.bookingId === ids.A)).toMatchObject({
      start: '2026-12-02',
      end: '2026-12-04',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
    });
    expect(body.days.map((d) => d.occupancyRate)).toEqual([5, 14]);
  });

  it.each([
    ['reversed', 'from=2026-12-05&to=2026-12-01', 'End date must be on or after the start date'],
    ['too long', 'from=2026-12-01&to=2027-03-01', 'Choose at most 62 days'],
  ])('refuses a %s range', async (_label, query, message) => {
    const res = await t.request('GET', `/api/admin/occupancy/range?${query}`, undefined, {
      cookie,
    });
    expect([res.status, (await errorBody(res)).error.message]).toEqual([400, message]);
  });
});

describe('front desk', () => {
  it('lists the day’s arrivals and departures with the actions allowed today', async () => {
    await travel('2026-12-03T04:30:00.000Z');
    const body = await admin.ok('GET /admin/front-desk');
    expect(body.date).toBe('2026-12-03');
    expect(body.arrivals.map((a) => [a.bookingId, a.units, a.actions])).toEqual([
      [ids.B, ['KF-02', 'KF-03'], ['check-in']],
    ]);
    expect(body.departures).toEqual([]);
    expect(body.overdue.map((a) => [a.bookingId, a.actions])).toEqual([
      [ids.A, ['check-in', 'no-show']],
    ]);
  });

  it('checks a guest in (units occupied, activity written) and refuses a second check-in', async () => {
    const [b] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.bookingId, ids.B));
    await registerLeadGuest(t.database.db, b!.id, 'Bala Iyer');
    const r = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: ids.B, action: 'check-in' },
    });
    expect([r.status, r.body]).toEqual([
      200,
      { bookingId: ids.B, status: 'checked_in', releasedFrom: null },
    ]);
    const [row] = await t.database.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.bookingId, ids.B));
    expect(row!.status).toBe('checked_in');
    const units = await t.database.db
      .select({ status: bookingUnits.status })
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, row!.id));
    expect(units.map((u) => u.status)).toEqual(['occupied', 'occupied']);
    const activity = await t.database.db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.bookingId, row!.id));
    expect(activity).toEqual([
      expect.objectContaining({
        activityType: 'checked_in',
        description: 'Guest checked in',
        oldValues: { status: 'confirmed' },
        newValues: { status: 'checked_in' },
      }),
    ]);
    const events = await t.database.db.select({ data: adminEvents.data }).from(adminEvents);
    expect(events.map((e) => e.data)).toContainEqual({
      type: 'booking.checked_in',
      bookingId: ids.B,
      guestName: 'Bala Iyer',
      units: ['KF-02', 'KF-03'],
    });
    const again = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: ids.B, action: 'check-in' },
    });
    expect([again.status, again.body.error?.message]).toEqual([
      409,
      'This guest is already checked in',
    ]);
  });

  it('marks a no-show after the check-in day and releases the nights from today on', async () => {
    const r = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: ids.A, action: 'no-show' },
    });
    expectStatus(r, 200);
    expect([r.status, r.body.status, r.body.releasedFrom]).toEqual([200, 'no_show', '2026-12-03']);
    const night = await admin.ok('GET /admin/occupancy', { query: { date: '2026-12-03' } });
    expect(tile(night, 'KF-01').status).toBe('available');
  });

  it('refuses check-out before check-in and a no-show on the arrival day', async () => {
    const early = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: ids.E, action: 'check-out' },
    });
    expect([early.status, early.body.error?.message]).toEqual([
      409,
      'Only checked-in guests can be checked out',
    ]);
    await travel('2026-12-04T04:30:00.000Z');
    const noShow = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: ids.E, action: 'no-show' },
    });
    expect([noShow.status, noShow.body.error?.message]).toEqual([
      409,
      'No-show can be marked from Sat, Dec 5',
    ]);
    const unknown = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: 'VM0NOPE', action: 'check-in' },
    });
    expectStatus(unknown, 404);
    // An action the contract does not have: sent untyped.
    const bad = await t.request(
      'POST',
      `/api/admin/bookings/${ids.E}/front-desk/teleport`,
      undefined,
      { cookie },
    );
    expect(bad.status).toBe(400);
  });

  it('checks a guest out on the departure day', async () => {
    await travel('2026-12-05T04:30:00.000Z');
    const desk = await admin.ok('GET /admin/front-desk');
    expect(desk.departures.map((d) => [d.bookingId, d.actions])).toEqual([
      [ids.B, ['check-out']],
      [ids.E, ['no-show']],
    ]);
    const r = await admin('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: ids.B, action: 'check-out' },
    });
    expectStatus(r, 200);
    expect([r.status, r.body.status, r.body.releasedFrom]).toEqual([200, 'checked_out', null]);
  });
});
