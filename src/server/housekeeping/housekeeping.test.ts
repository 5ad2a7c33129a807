import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { bookings, unitHousekeepingHistory, villaInventory } from '../db/schema';
import { bookingRequest } from '../testing/booking-helpers';
import { insertBookingWithUnits } from '../testing/fixtures';
import { answerOf, bodyAt, expectStatus, typedClient } from '../testing/typed-client';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * Issue 25 (decision 0133). The test clock starts on Sun 22 Nov 2026, 10:00 at the resort: "tonight"
 * is the night of 22 Nov.
 */
let t: TestApp;
let owner: string;
let housekeeper: string;
let accountant: string;
const PASSWORD = 'Forest-Lantern-2026!x';
const TODAY = '2026-11-22';

/** One member of staff's typed client (decision 0157). */
const call = (cookie: string) => typedClient(t.request, { cookie });

async function staff(role: string) {
  const email = `${role.replace('_', '-')}@example.com`;
  const res = await t.request(
    'POST',
    '/api/admin/users',
    { name: `Staff ${role}`, email, password: PASSWORD, role },
    { cookie: owner },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return signIn(t, email, PASSWORD);
}

const board = async () => await call(owner).ok('GET /admin/housekeeping');
const unitOf = async (n: string) => (await board()).find((u) => u.unitNumber === n)!;
/** A state change; its body may be wrong on purpose, so it is sent untyped and read by the contract. */
const patch = async (cookie: string, unitId: string, body: unknown) =>
  answerOf(
    'PATCH /admin/units/:unitId/housekeeping',
    await t.request('PATCH', `/api/admin/units/${unitId}/housekeeping`, body, { cookie }),
  );

async function unitsOfBooking(code: string) {
  const r = await call(owner).ok('GET /admin/bookings/:bookingId', { param: { bookingId: code } });
  return r.units.map((u) => u.unitNumber);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInDemoAdmin(t);
  housekeeper = await staff('housekeeping');
  accountant = await staff('accountant');
}, 120_000);
afterAll(() => t?.close(), 60_000);

describe('the housekeeping board', () => {
  it('lists every unit, clean until someone says otherwise', async () => {
    const units = await board();
    expect(units).toHaveLength(22);
    expect(units[0]).toMatchObject({
      unitNumber: 'GC-01',
      villaId: 'glass-cottage',
      state: 'clean',
    });
    expect(units.every((u) => u.state === 'clean' && !u.note)).toBe(true);
    const kf = await call(owner).ok('GET /admin/housekeeping', {
      query: { villaId: 'kingfisher-villa' },
    });
    expect(kf.map((u) => u.unitNumber)).toEqual(['KF-01', 'KF-02', 'KF-03', 'KF-04']);
  });

  it('moves a unit through its states, refuses what the rules refuse, and records each change', async () => {
    const unit = await unitOf('HV-01');
    const steps: [unknown, number, string | null][] = [
      [{ state: 'inspected' }, 200, null],
      [{ state: 'inspected' }, 409, 'This room is already inspected'],
      [{ state: 'dirty' }, 200, null],
      [{ state: 'inspected' }, 409, 'A dirty room must be cleaned before it is inspected'],
      [
        { state: 'out_of_order' },
        400,
        'Say what is wrong: a note is required when a room is out of order',
      ],
      [{ state: 'sparkling' }, 400, 'Choose clean, dirty, inspected or out of order'],
      [{ state: 'out_of_order', note: 'Geyser broken' }, 200, null],
      [
        { state: 'inspected' },
        409,
        'A room back in service must be cleaned before it is inspected',
      ],
      [{ state: 'clean' }, 200, null],
    ];
    for (const [body, status, message] of steps) {
      t.clock.advance(1000);
      const r = await patch(housekeeper, unit.unitId, body);
      expect([JSON.stringify(body), r.status, r.body.error?.message ?? null]).toEqual([
        JSON.stringify(body),
        status,
        message,
      ]);
    }
    const after = await unitOf('HV-01');
    expect(after).toMatchObject({ state: 'clean', updatedBy: 'Staff housekeeping' });
    expect(after.note).toBeUndefined();

    const history = await t.database.db
      .select()
      .from(unitHousekeepingHistory)
      .where(eq(unitHousekeepingHistory.villaInventoryId, unit.unitId))
      .orderBy(asc(unitHousekeepingHistory.createdAt), asc(unitHousekeepingHistory.id));
    expect(history.map((h) => [h.fromState, h.toState, h.note, h.actorName, h.bookingId])).toEqual([
      ['clean', 'inspected', null, 'Staff housekeeping', null],
      ['inspected', 'dirty', null, 'Staff housekeeping', null],
      ['dirty', 'out_of_order', 'Geyser broken', 'Staff housekeeping', null],
      ['out_of_order', 'clean', null, 'Staff housekeeping', null],
    ]);
    expect(history.every((h) => h.actorId !== null && h.createdAt instanceof Date)).toBe(true);
  });

  it('refuses roles without the permission and units that do not exist, changing nothing', async () => {
    const unit = await unitOf('HV-02');
    const denied = await patch(accountant, unit.unitId, { state: 'dirty' });
    expectStatus(denied, 403);
    expect(denied.body.error?.message).toBe(
      'Your role (Accountant) cannot change room housekeeping states or block units for maintenance.',
    );
    const missing = await patch(owner, '00000000-0000-4000-8000-000000000000', { state: 'dirty' });
    expectStatus(missing, 404);
    const junk = await patch(owner, 'HV-02', { state: 'dirty' });
    expect([junk.status, junk.body.error?.message]).toEqual([400, 'Room unit not found']);
    expect((await unitOf('HV-02')).state).toBe('clean');
  });
});

describe('check-out leaves the rooms dirty', () => {
  it('marks each unit of the stay dirty, with the stay on record', async () => {
    const stay = await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-11-20',
      checkOut: TODAY,
      unitNumbers: ['KF-01', 'KF-02'],
      status: 'checked_in',
    });
    const kf2 = await unitOf('KF-02');
    await patch(owner, kf2.unitId, { state: 'out_of_order', note: 'Window glass cracked' });
    const r = await call(owner)('POST /admin/bookings/:bookingId/front-desk/:action', {
      param: { bookingId: stay.bookingId, action: 'check-out' },
    });
    expectStatus(r, 200);
    expect((await unitOf('KF-01')).state).toBe('dirty');
    // A broken room stays broken: check-out does not hide the fault.
    expect(await unitOf('KF-02')).toMatchObject({
      state: 'out_of_order',
      note: 'Window glass cracked',
    });
    const [row] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.bookingId, stay.bookingId));
    const kf1 = await unitOf('KF-01');
    const history = await t.database.db
      .select()
      .from(unitHousekeepingHistory)
      .where(eq(unitHousekeepingHistory.villaInventoryId, kf1.unitId));
    expect(history.map((h) => [h.fromState, h.toState, h.bookingId, h.actorName])).toEqual([
      ['clean', 'dirty', row!.id, 'Demo Admin'],
    ]);
  });
});

describe('a unit out of order is not given to a stay covering tonight', () => {
  it('is not chosen for a new booking tonight, but is for tomorrow', async () => {
    const gc1 = await unitOf('GC-01');
    const r = await patch(owner, gc1.unitId, { state: 'out_of_order', note: 'AC leaking' });
    expectStatus(r, 200);
    const left = async (checkIn: string, checkOut: string) =>
      (
        await call(owner).ok('POST /admin/bookings/quote', {
          json: {
            villaId: 'glass-cottage',
            checkIn,
            checkOut,
            adults: 2,
            children: 0,
            rooms: 1,
          },
        })
      ).unitsLeft;
    expect(await left(TODAY, '2026-11-23')).toBe(13);
    expect(await left('2026-11-23', '2026-11-24')).toBe(14);
    // The guest's availability for tomorrow counts it too (guests cannot book tonight).
    const guest = await t.request(
      'GET',
      '/api/availability?villaId=glass-cottage&checkIn=2026-11-23&checkOut=2026-11-24',
    );
    expect(await guest.json()).toMatchObject({ unitsLeft: 14 });

    const staffBooking = async (checkIn: string, checkOut: string) => {
      // The untyped fixture's body: sent untyped, read by the route's contract.
      const res = await t.request(
        'POST',
        '/api/admin/bookings',
        { ...bookingRequest({ checkIn, checkOut }), paymentMode: 'pay_later' },
        { cookie: owner },
      );
      const r = await answerOf('POST /admin/bookings', res);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return bodyAt(r, 201);
    };
    const tonight = await staffBooking(TODAY, '2026-11-23');
    expect(await unitsOfBooking(tonight.bookingId)).toEqual(['GC-02']);
    const later = await staffBooking('2026-11-23', '2026-11-24');
    expect(await unitsOfBooking(later.bookingId)).toEqual(['GC-01']);
  });

  it('refuses staff moving a stay that covers tonight onto it, with the reason', async () => {
    const stay = await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: TODAY,
      checkOut: '2026-11-23',
      unitNumbers: ['GC-05'],
    });
    const free = await call(owner).ok('GET /admin/bookings/:bookingId/free-units', {
      param: { bookingId: stay.bookingId },
    });
    expect(free.units.map((u) => u.unitNumber)).not.toContain('GC-01');
    const moved = await call(owner)('PATCH /admin/bookings/:bookingId', {
      param: { bookingId: stay.bookingId },
      json: {
        unitNumbers: ['GC-01'],
      },
    });
    expectStatus(moved, 409);
    expect(moved.body.error?.message).toBe(
      'GC-01 (AC leaking) is out of order tonight; choose another room',
    );
    expect(await unitsOfBooking(stay.bookingId)).toEqual(['GC-05']);
  });

  it('moves a stay whose dates change to cover tonight off it, and lets a future stay have it', async () => {
    const stay = await insertBookingWithUnits(t.database.db, {
      villaId: 'glass-cottage',
      checkIn: '2026-11-25',
      checkOut: '2026-11-26',
      unitNumbers: ['GC-06'],
    });
    const future = await call(owner)('PATCH /admin/bookings/:bookingId', {
      param: { bookingId: stay.bookingId },
      json: {
        unitNumbers: ['GC-01'],
      },
    });
    expect(future.status, JSON.stringify(future.body)).toBe(200);
    expect(await unitsOfBooking(stay.bookingId)).toEqual(['GC-01']);
    const earlier = await call(owner)('PATCH /admin/bookings/:bookingId', {
      param: { bookingId: stay.bookingId },
      json: {
        checkIn: TODAY,
        checkOut: '2026-11-23',
        pricing: 'keep',
      },
    });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
    const units = await unitsOfBooking(stay.bookingId);
    expect(units).toHaveLength(1);
    expect(units).not.toContain('GC-01');
  });

  it('warns when the unit put out of order has a stay tonight', async () => {
    const stay = await insertBookingWithUnits(t.database.db, {
      villaId: 'hornbill-villa',
      checkIn: TODAY,
      checkOut: '2026-11-24',
      unitNumbers: ['HV-04'],
    });
    const [hv4] = await t.database.db
      .select({ id: villaInventory.id })
      .from(villaInventory)
      .where(eq(villaInventory.unitNumber, 'HV-04'));
    const r = await patch(housekeeper, hv4!.id, { state: 'out_of_order', note: 'No water' });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({
      state: 'out_of_order',
      note: 'No water',
      occupiedTonight: true,
    });
    expect(r.body.warning).toBe(
      `HV-04 has a stay tonight (${stay.bookingId}): move the booking to another room`,
    );
  });
});
