import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingActivities,
  bookingRegistrations,
  bookings,
  registrationGuests,
} from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { answerOf, expectStatus } from '../testing/typed-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  asStaff,
  GERMAN_FORM_C,
  GERMAN_GUEST,
  INDIAN_LEAD,
  ownerCookie,
  staffCookie,
} from './test-data';

/*
 * Registration at check-in (decision 0132), through the API as staff use it. The test clock is
 * 2026-11-22 10:00 in the resort: the stays below arrive today.
 */
let t: TestApp;
let owner: ReturnType<typeof asStaff>;
let desk: ReturnType<typeof asStaff>;
let deskCookie: string;
let accountant: ReturnType<typeof asStaff>;
let stay: { id: string; bookingId: string };

beforeAll(async () => {
  t = await createTestApp();
  const ownerC = await ownerCookie(t);
  owner = asStaff(t, ownerC);
  deskCookie = await staffCookie(t, ownerC, 'front_desk');
  desk = asStaff(t, deskCookie);
  accountant = asStaff(t, await staffCookie(t, ownerC, 'accountant'));
  stay = await insertBookingWithUnits(t.database.db, {
    villaId: 'kingfisher-villa',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
    unitNumbers: ['KF-01'],
    guestName: 'Anannya Sharma',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const checkIn = () =>
  desk('POST /admin/bookings/:bookingId/front-desk/:action', {
    param: { bookingId: stay.bookingId, action: 'check-in' },
  });
const statusOf = async () =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id)))[0]!.status;

describe('registration at check-in', () => {
  it('refuses check-in until the lead guest is registered', async () => {
    const r = await checkIn();
    expectStatus(r, 409);
    expect(r.body.error?.message).toBe('Register the lead guest before check-in');
    expect(await statusOf()).toBe('confirmed');
    const empty = await desk('GET /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
    });
    expect(empty.body).toMatchObject({
      status: 'none',
      guests: [],
      missing: [r.body.error!.message],
    });
  });

  it('answers bad input with field messages and changes nothing', async () => {
    const bad = await desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
      json: {
        guests: [
          { ...INDIAN_LEAD, idNumber: '1234' },
          {
            ...GERMAN_GUEST,
            nationality: 'XX',
            formC: { ...GERMAN_FORM_C, visaExpiry: '2026-01-01' },
          },
          { ...INDIAN_LEAD, name: ' ', formC: GERMAN_FORM_C },
        ],
      },
    });
    expectStatus(bad, 400);
    expect(bad.body.error?.fields).toMatchObject({
      'guests.0.idNumber': 'An Aadhaar number has 12 digits',
      'guests.1.nationality': 'Choose a nationality',
      'guests.1.formC.visaExpiry': 'The visa’s expiry must be after its date of issue',
      'guests.2.name': 'Enter the guest’s full name',
      'guests.2.formC': 'Form C is for foreign nationals only',
    });
    expect(
      (
        await desk('PUT /admin/bookings/:bookingId/registration', {
          param: { bookingId: stay.bookingId },
          json: { guests: [] },
        })
      ).body.error?.message,
    ).toBe('Register at least the lead guest');
    // Not a list, on purpose: sent untyped.
    const notAList = await t.request(
      'PUT',
      `/api/admin/bookings/${stay.bookingId}/registration`,
      { guests: 'x' },
      { cookie: deskCookie },
    );
    expect(notAList.status).toBe(400);
    expect(await t.database.db.select().from(registrationGuests)).toEqual([]);
    expect(await t.database.db.select().from(bookingRegistrations)).toEqual([]);
  });

  it('refuses check-in while a foreign national has no Form C, naming them', async () => {
    const saved = await desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
      json: {
        guests: [INDIAN_LEAD, GERMAN_GUEST],
      },
    });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({
      status: 'incomplete',
      missing: ['Form C particulars missing for Anna Schmidt'],
      formCRequired: true,
    });
    const r = await checkIn();
    expectStatus(r, 409);
    expect(r.body.error?.message).toBe('Form C particulars missing for Anna Schmidt');
    expect(await statusOf()).toBe('confirmed');
  });

  it('checks in once the registration is complete, and starts the Form C clock', async () => {
    const saved = await desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
      json: {
        guests: [INDIAN_LEAD, { ...GERMAN_GUEST, formC: GERMAN_FORM_C }],
      },
    });
    expect(saved.body).toMatchObject({ status: 'complete', missing: [] });
    const r = await checkIn();
    expectStatus(r, 200);
    expect(await statusOf()).toBe('checked_in');
    const view = await desk.ok('GET /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
    });
    expect(view.arrivedAt).toBe(t.clock.now().toISOString());
    expect(view.formCDueAt).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
    const history = await t.database.db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.bookingId, stay.id));
    const saves = history.filter((h) => h.activityType === 'registration_saved');
    expect(saves).toHaveLength(2);
    expect(saves.map((h) => h.description)).toContain(
      'Registration saved: 2 guests, 1 foreign national',
    );
    // History names the guests, never their numbers.
    expect(JSON.stringify(history)).not.toMatch(/C01X00T47|1234 5678 9012|VT1234567/);
  });
});

describe('a registration changed after Form C was filed', () => {
  it('keeps the mark while Form C still says the same, and clears it when the particulars change', async () => {
    const later = await insertBookingWithUnits(t.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: '2026-11-22',
      checkOut: '2026-11-23',
      unitNumbers: ['KF-04'],
      guestName: 'Anna Schmidt',
    });
    const guests = [INDIAN_LEAD, { ...GERMAN_GUEST, formC: GERMAN_FORM_C }];
    expect(
      (
        await desk('PUT /admin/bookings/:bookingId/registration', {
          param: { bookingId: later.bookingId },
          json: { guests },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await desk('POST /admin/bookings/:bookingId/registration/form-c-submitted', {
          param: { bookingId: later.bookingId },
        })
      ).status,
    ).toBe(200);

    // The lead's address corrected, the foreign guest as filed: Form C still holds.
    const sameFormC = await desk.ok('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: later.bookingId },
      json: {
        guests: [{ ...INDIAN_LEAD, address: '14 MG Road, Pune' }, guests[1]!],
      },
    });
    expect(sameFormC.formCSubmittedAt).toBe(t.clock.now().toISOString());

    // Another visa on the foreign guest: the filed Form C no longer says what is true.
    const changed = await desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: later.bookingId },
      json: {
        guests: [
          INDIAN_LEAD,
          { ...GERMAN_GUEST, formC: { ...GERMAN_FORM_C, visaNumber: 'VT7654321' } },
        ],
      },
    });
    expectStatus(changed, 200);
    expect(changed.body).toMatchObject({ formCSubmittedAt: null, formCSubmittedByName: null });
    const history = await t.database.db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.bookingId, later.id));
    expect(history.map((h) => h.description)).toContain(
      'Registration saved: 2 guests, 1 foreign national; Form C particulars changed after it was filed: submit Form C again',
    );
    // It can be marked submitted again once the amended Form C is filed.
    expect(
      (
        await desk('POST /admin/bookings/:bookingId/registration/form-c-submitted', {
          param: { bookingId: later.bookingId },
        })
      ).status,
    ).toBe(200);
  });
});

describe('identity numbers are masked except to staff allowed to see them', () => {
  it('shows the desk and the accountant the last 4 characters only, and records no view', async () => {
    for (const who of [desk, accountant]) {
      const view = await who.ok('GET /admin/bookings/:bookingId/registration', {
        param: { bookingId: stay.bookingId },
      });
      expect(view.numbersRevealed).toBe(false);
      expect(view.guests.map((g) => g.idNumber)).toEqual(['••••9012', '••••0T47']);
      expect(view.guests[1]!.formC).toMatchObject({
        passportNumber: '••••0T47',
        visaNumber: '••••4567',
        visaType: 'e-Tourist',
      });
    }
    const views = await t.database.db
      .select()
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, stay.id),
          eq(bookingActivities.activityType, 'identity_viewed'),
        ),
      );
    expect(views).toEqual([]);
  });

  it('shows an owner the full numbers and records the read in history', async () => {
    const view = await owner.ok('GET /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
    });
    expect(view.numbersRevealed).toBe(true);
    expect(view.guests.map((g) => g.idNumber)).toEqual(['1234 5678 9012', 'C01X00T47']);
    expect(view.guests[1]!.formC?.visaNumber).toBe('VT1234567');
    const [row] = await t.database.db
      .select()
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, stay.id),
          eq(bookingActivities.activityType, 'identity_viewed'),
        ),
      );
    expect(row).toMatchObject({
      performedByName: 'Demo Admin',
      description: 'Identity numbers viewed in full (registration form)',
    });
  });

  it('keeps a stored number when the form sends back its masked form; refuses one that masks nothing', async () => {
    const shown = await desk.ok('GET /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
    });
    // The desk corrects the address and reorders the party; the numbers come back masked.
    const guests = shown.guests.map((g) => ({
      ...g,
      address: g.address ?? undefined,
      formC: g.formC ?? undefined,
    }));
    // The view sent back as the form holds it (masked numbers, nulls): untyped, read by the contract.
    const again = await answerOf(
      'PUT /admin/bookings/:bookingId/registration',
      await t.request(
        'PUT',
        `/api/admin/bookings/${stay.bookingId}/registration`,
        { guests: [guests[1], { ...guests[0], address: '14 MG Road, Pune' }] },
        { cookie: deskCookie },
      ),
    );
    expectStatus(again, 200);
    const stored = await t.database.db
      .select()
      .from(registrationGuests)
      .where(eq(registrationGuests.bookingId, stay.id))
      .orderBy(registrationGuests.position);
    expect(stored.map((g) => [g.name, g.idNumber, g.passportNumber, g.address])).toEqual([
      ['Anna Schmidt', 'C01X00T47', 'C01X00T47', 'Hauptstraße 1, 10115 Berlin'],
      ['अनन्या शर्मा', '1234 5678 9012', null, '14 MG Road, Pune'],
    ]);
    const wrong = await desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: stay.bookingId },
      json: {
        guests: [{ ...INDIAN_LEAD, idNumber: '••••0000' }],
      },
    });
    expectStatus(wrong, 400);
    expect(wrong.body.error?.fields).toEqual({ 'guests.0.idNumber': 'Enter the full number' });
    expect(
      (
        await t.database.db
          .select()
          .from(registrationGuests)
          .where(eq(registrationGuests.bookingId, stay.id))
      ).length,
    ).toBe(2);
  });

  it('lets only staff with the permission export Form C; the others get a 403 naming it', async () => {
    const r = await desk('GET /admin/registrations/form-c.csv', { query: { date: '2026-11-22' } });
    expectStatus(r, 403);
    expect(r.body.error?.message).toBe(
      'Your role (Front desk) cannot see guests’ full ID, passport and visa numbers or export Form C.',
    );
    expect(
      (
        await accountant('PUT /admin/bookings/:bookingId/registration', {
          param: { bookingId: stay.bookingId },
          json: { guests: [INDIAN_LEAD] },
        })
      ).status,
    ).toBe(403);
  });
});
