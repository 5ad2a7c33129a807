import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_C_HEADER } from '../../domain/form-c';
import { bookingActivities, bookingRegistrations, registrationGuests } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { expectStatus, type JsonOf } from '../testing/typed-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { GuestExportSchema } from '../guests/admin-contract';
import { eraseExpiredIdentityNumbers } from './retention-service';
import {
  asStaff,
  GERMAN_FORM_C,
  GERMAN_GUEST,
  INDIAN_LEAD,
  ownerCookie,
  staffCookie,
} from './test-data';

/* Form C export, submission, the dashboard's due list, retention, export and erasure (0132). */
let t: TestApp;
let owner: ReturnType<typeof asStaff>;
let desk: ReturnType<typeof asStaff>;
let foreign: { id: string; bookingId: string };
let indian: { id: string; bookingId: string };

const HINDI_NAME = 'राहुल वर्मा';

beforeAll(async () => {
  t = await createTestApp();
  const ownerC = await ownerCookie(t);
  owner = asStaff(t, ownerC);
  desk = asStaff(t, await staffCookie(t, ownerC, 'front_desk'));
  const db = t.database.db;
  foreign = await insertBookingWithUnits(db, {
    villaId: 'kingfisher-villa',
    checkIn: '2026-11-22',
    checkOut: '2026-11-25',
    unitNumbers: ['KF-02'],
    guestName: 'Anna Schmidt',
    email: 'anna@example.de',
  });
  indian = await insertBookingWithUnits(db, {
    villaId: 'kingfisher-villa',
    checkIn: '2026-11-22',
    checkOut: '2026-11-23',
    unitNumbers: ['KF-03'],
  });
  const put = (
    b: { bookingId: string },
    guests: JsonOf<'PUT /admin/bookings/:bookingId/registration'>['guests'],
  ) =>
    desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: b.bookingId },
      json: { guests },
    });
  expect(
    (
      await put(foreign, [
        { ...GERMAN_GUEST, formC: { ...GERMAN_FORM_C, purpose: '=HYPERLINK("http://x")' } },
        {
          ...GERMAN_GUEST,
          name: HINDI_NAME,
          nationality: 'NP',
          idNumber: 'NP7654321',
          formC: { ...GERMAN_FORM_C, passportNumber: 'NP7654321' },
        },
      ])
    ).status,
  ).toBe(200);
  expect((await put(indian, [INDIAN_LEAD])).status).toBe(200);
  for (const b of [foreign, indian])
    expect(
      (
        await desk('POST /admin/bookings/:bookingId/front-desk/:action', {
          param: { bookingId: b.bookingId, action: 'check-in' },
        })
      ).status,
    ).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the Form C export', () => {
  it('lists the day’s foreign arrivals in the FRRO’s column order, names in any script, cells formula-safe', async () => {
    const r = await owner('GET /admin/registrations/form-c.csv', { query: { date: '2026-11-22' } });
    expectStatus(r, 200);
    expect(r.res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await r.res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(FORM_C_HEADER.join(','));
    expect(FORM_C_HEADER.slice(0, 8)).toEqual([
      'Name',
      'Nationality',
      'Address in country of residence',
      'Passport number',
      'Passport place of issue',
      'Passport date of issue',
      'Passport valid till',
      'Visa number',
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      [
        'Anna Schmidt',
        'Germany',
        '"Hauptstraße 1, 10115 Berlin"',
        'C01X00T47',
        'Berlin',
        '2020-03-01',
        '2030-02-28',
        'VT1234567',
        '2026-10-01',
        'e-Tourist',
        'Frankfurt',
        '2027-03-31',
        '"Frankfurt, Germany"',
        '2026-11-20',
        '2026-11-22',
        '10:00',
        '3',
        '2026-11-25',
        'Jaipur',
        `"'=HYPERLINK(""http://x"")"`,
        foreign.bookingId,
        'KF-02',
      ].join(','),
    );
    expect(lines[2]!.startsWith(`${HINDI_NAME},Nepal,`)).toBe(true);
    const empty = await owner('GET /admin/registrations/form-c.csv', {
      query: { date: '2026-11-23' },
    });
    expect((await empty.res.text()).trim().split('\r\n')).toHaveLength(1);
    expect(
      (await owner('GET /admin/registrations/form-c.csv', { query: { date: '2026-02-30' } }))
        .status,
    ).toBe(400);
  });
});

describe('Form C submitted, and the dashboard’s due list', () => {
  it('lists the foreign arrival as due, overdue after 24 h, gone once marked (who, when)', async () => {
    const due = await desk.ok('GET /admin/dashboard/form-c-due');
    expect(due.items).toEqual([
      {
        bookingId: foreign.bookingId,
        guestNames: ['Anna Schmidt', HINDI_NAME],
        arrivedAt: t.clock.now().toISOString(),
        dueAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        overdue: false,
      },
    ]);
    // 25 hours after arrival (the arrival moved back: a session would not outlive a moved clock).
    await t.database.db
      .update(bookingRegistrations)
      .set({ arrivedAt: new Date(t.clock.now().getTime() - 25 * 3_600_000) })
      .where(eq(bookingRegistrations.bookingId, foreign.id));
    const later = await desk.ok('GET /admin/dashboard/form-c-due');
    expect(later.items.map((i) => i.overdue)).toEqual([true]);
    const none = await desk('POST /admin/bookings/:bookingId/registration/form-c-submitted', {
      param: { bookingId: indian.bookingId },
    });
    expect([none.status, none.body.error?.message]).toEqual([
      409,
      'No foreign national is registered on this booking: no Form C is needed',
    ]);
    const marked = await desk('POST /admin/bookings/:bookingId/registration/form-c-submitted', {
      param: { bookingId: foreign.bookingId },
    });
    expectStatus(marked, 200);
    expect(marked.body).toMatchObject({
      formCSubmittedAt: t.clock.now().toISOString(),
      formCSubmittedByName: 'Staff front_desk',
    });
    const again = await desk('POST /admin/bookings/:bookingId/registration/form-c-submitted', {
      param: { bookingId: foreign.bookingId },
    });
    expect([again.status, again.body.error?.message]).toEqual([
      409,
      'Form C was already marked submitted by Staff front_desk',
    ]);
    expect((await desk.ok('GET /admin/dashboard/form-c-due')).items).toEqual([]);
  });
});

describe('the registration card', () => {
  it('prints the party, masked numbers for the desk, Form C and a signature line', async () => {
    const r = await desk('GET /admin/bookings/:bookingId/registration-card.pdf', {
      param: { bookingId: foreign.bookingId },
    });
    expectStatus(r, 200);
    expect(r.res.headers.get('content-type')).toBe('application/pdf');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data: new Uint8Array(await r.res.arrayBuffer()),
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join('');
    expect(text).toContain('Guest registration card');
    expect(text).toContain('Anna Schmidt');
    expect(text).toContain('••••0T47');
    expect(text).not.toContain('C01X00T47');
    expect(text).toContain('e-Tourist');
    expect(text).toContain('Guest’s signature');
    expect(text).not.toContain('?');
  });
});

describe('retention and the guest’s data', () => {
  it('the guest’s data export carries the registration (numbers as the exporter may see them)', async () => {
    const r = await owner('GET /admin/guests/:email/export', {
      param: { email: 'anna@example.de' },
      query: { format: 'json' },
    });
    expectStatus(r, 200);
    const exported = GuestExportSchema.parse(await r.res.json());
    expect(exported.registrations).toEqual([
      expect.objectContaining({ bookingId: foreign.bookingId }),
    ]);
    expect(exported.registrations[0]!.guests.map((g) => g.idNumber)).toEqual([
      'C01X00T47',
      'NP7654321',
    ]);
  });

  it('erases identity numbers of stays ended longer ago than the setting, with history rows', async () => {
    const db = t.database.db;
    const run = (iso: string) =>
      eraseExpiredIdentityNumbers(db, {
        now: new Date(iso),
        timeZone: 'Asia/Kolkata',
        keepDays: 365,
      });
    // The Indian stay ended on 23 Nov 2026: kept through 23 Nov 2027, erased from the 24th.
    expect(await run('2027-11-23T12:00:00Z')).toBe(0);
    expect(await run('2027-11-24T12:00:00Z')).toBe(1);
    expect(await run('2027-11-27T12:00:00Z')).toBe(1);
    expect(await run('2027-11-28T12:00:00Z')).toBe(0);
    const rows = await db
      .select()
      .from(registrationGuests)
      .where(inArray(registrationGuests.bookingId, [foreign.id, indian.id]));
    expect(rows.map((g) => [g.idNumber, g.passportNumber, g.visaNumber])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(rows.every((g) => g.name && g.nationality)).toBe(true);
    const history = await db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.activityType, 'identity_numbers_erased'));
    expect(history.map((h) => [h.bookingId, h.performedByName]).sort()).toEqual(
      [
        [foreign.id, 'system'],
        [indian.id, 'system'],
      ].sort(),
    );
    const view = await owner.ok('GET /admin/bookings/:bookingId/registration', {
      param: { bookingId: indian.bookingId },
    });
    expect(view).toMatchObject({ status: 'complete', numbersRevealed: false });
    expect(view.guests[0]!.idNumber).toBeNull();
    const edit = await desk('PUT /admin/bookings/:bookingId/registration', {
      param: { bookingId: indian.bookingId },
      json: {
        guests: [INDIAN_LEAD],
      },
    });
    expectStatus(edit, 409);
  });

  it('erasure on request removes the registered party, every name of it', async () => {
    const db = t.database.db;
    const r = await owner('DELETE /admin/guests/:email', { param: { email: 'anna@example.de' } });
    expectStatus(r, 200);
    expect(
      await db
        .select()
        .from(registrationGuests)
        .where(eq(registrationGuests.bookingId, foreign.id)),
    ).toEqual([]);
    const history = await db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.bookingId, foreign.id));
    expect(JSON.stringify(history)).not.toContain(HINDI_NAME);
    expect(JSON.stringify(history)).not.toContain('Anna Schmidt');
    const [reg] = await db
      .select()
      .from(bookingRegistrations)
      .where(eq(bookingRegistrations.bookingId, foreign.id));
    expect(reg?.formCSubmittedByName).toBe('Staff front_desk');
  });
});
