import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safariQueries } from '../db/schema';
import { browsingSessionKey, LOCAL_BROWSE_COOKIE } from '../http/browsing-session';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorBody, openApiDocument, bodyAt } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stay = { checkIn: '2026-12-10', checkOut: '2026-12-13' };

describe('POST /api/safari-enquiries', () => {
  it("stores one pending row per card, named by timing, kept with the browser's session and on no booking", async () => {
    const guest = t.browser();
    const res = await guest.api('POST /safari-enquiries', {
      json: {
        ...stay,
        safaris: [
          { date: '2026-12-10', timing: 'Evening', persons: 2 },
          { date: '2026-12-11', timing: 'Morning', persons: 6 },
        ],
      },
    });
    expect(res.status).toBe(201);
    const body = bodyAt(res, 201);
    expect(body.enquiries.map((e) => [e.safariName, e.status, e.bookingId])).toEqual([
      ['Jungle Safari - Evening', 'pending', null],
      ['Jungle Safari - Morning', 'pending', null],
    ]);
    // The session is the server's cookie, stored only as its SHA-256.
    const cookie = guest.cookie(LOCAL_BROWSE_COOKIE)!;
    const rows = await t.database.db
      .select()
      .from(safariQueries)
      .where(eq(safariQueries.browsingSession, browsingSessionKey(cookie)));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.bookingId === null)).toBe(true);
    expect(rows.find((r) => r.preferredTiming === 'Morning')).toMatchObject({
      safariName: 'Jungle Safari - Morning',
      preferredDate: '2026-12-11',
      numberOfPersons: 6,
      status: 'pending',
      safariOptionId: null,
      guestName: null,
      email: null,
      phone: null,
      adminNotes: null,
      response: null,
    });
  });

  it.each([
    [
      'a card without a time',
      [{ date: '2026-12-10', persons: 2 }],
      'Please fill in all required fields for all safari bookings before proceeding',
    ],
    [
      'a card without a date',
      [{ timing: 'Evening', persons: 2 }],
      'Please fill in all required fields for all safari bookings before proceeding',
    ],
    [
      'a morning safari on the check-in day',
      [{ date: '2026-12-10', timing: 'Morning', persons: 2 }],
      'Morning safari is not available on your check-in day. Please select afternoon or evening safari for that day.',
    ],
    [
      'seven persons in one jeep',
      [{ date: '2026-12-11', timing: 'Evening', persons: 7 }],
      'Maximum 6 persons per jeep',
    ],
    [
      'the departure day',
      [{ date: '2026-12-13', timing: 'Evening', persons: 2 }],
      'Safari date must be one of the nights of your stay',
    ],
    ['no cards', [], 'Add at least one safari'],
  ])('refuses %s with a clear 400 and stores nothing', async (_label, safaris, message) => {
    const stored = async () =>
      (await t.database.db.select({ n: count() }).from(safariQueries))[0]!.n;
    const before = await stored();
    const res = await t.request('POST', '/api/safari-enquiries', { ...stay, safaris });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('names the failing card in the field messages', async () => {
    const res = await t.request('POST', '/api/safari-enquiries', {
      ...stay,
      safaris: [
        { date: '2026-12-11', timing: 'Afternoon', persons: 2 },
        { date: '2026-12-12', timing: 'Evening', persons: 9 },
      ],
    });
    expect((await errorBody(res)).error.fields).toEqual({
      'safaris.1.persons': 'Maximum 6 persons per jeep',
    });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request('POST', '/api/safari-enquiries', '{not json', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('is part of the OpenAPI contract, with the hold endpoints', async () => {
    const doc = await openApiDocument(t.request);
    expect(Object.keys(doc.paths['/api/safari-enquiries'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/holds/{sessionId}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
  });
});
