import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, safariQueries } from '../db/schema';
import { browsingSessionKey, LOCAL_BROWSE_COOKIE } from '../http/browsing-session';
import { createBookingOk } from '../testing/booking-helpers';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/**
 * Issue 10 item 3 (and issue 9): whose safari enquiries are whose. A browser's enquiries join only
 * the booking that browser makes; a client-chosen id (the body's sessionId, a booking code) never
 * moves or adds enquiries (docs/decisions/0106-browsing-session.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stay = { checkIn: '2026-12-01', checkOut: '2026-12-02' };

/** Step 3 of the wizard: one evening safari for `persons`, sent as `browser`. */
async function enquire(browser: TestBrowser, persons: number, body: Record<string, unknown> = {}) {
  const res = await browser.request('POST', '/api/safari-enquiries', {
    ...stay,
    safaris: [{ date: '2026-12-01', timing: 'Evening', persons }],
    ...body,
  });
  expect(res.status).toBe(201);
}

const enquiriesOf = (bookingId: string) =>
  t.database.db.select().from(safariQueries).where(eq(safariQueries.bookingId, bookingId));

const guest = (firstName: string, email: string) => ({
  guest: { firstName, lastName: 'Guest', email, phone: '98765 00000' },
});

describe('safari enquiries belong to the browser that sent them', () => {
  it("booking with the victim's booking code as sessionId leaves the victim's enquiries alone", async () => {
    // As the wizard does: the same client-made sessionId for the enquiry and the booking.
    const victim = t.browser();
    const sessionId = 'victim-client-id-1';
    await enquire(victim, 3, { sessionId });
    const booked = await createBookingOk(
      t,
      { sessionId, ...guest('Victim', 'victim@example.com') },
      victim,
    );
    expect((await enquiriesOf(booked.bookingId)).map((q) => q.email)).toEqual([
      'victim@example.com',
    ]);

    const attacker = t.browser();
    const theirs = await createBookingOk(
      t,
      { sessionId: booked.bookingId, ...guest('Mallory', 'mallory@example.com') },
      attacker,
    );

    const rows = await enquiriesOf(booked.bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      guestName: 'Victim Guest',
      email: 'victim@example.com',
      phone: '+919876500000',
      numberOfPersons: 3,
    });
    expect(await enquiriesOf(theirs.bookingId)).toHaveLength(0);
  });

  it("enquiries sent with someone's booking code as sessionId never reach that booking", async () => {
    const victim = t.browser();
    const booked = await createBookingOk(t, guest('Asha', 'asha@example.com'), victim);
    const attacker = t.browser();
    for (let i = 0; i < 3; i++) await enquire(attacker, 6, { sessionId: booked.bookingId });
    expect(await enquiriesOf(booked.bookingId)).toHaveLength(0);
    // They are the attacker's own, on no booking.
    const mine = await t.database.db
      .select()
      .from(safariQueries)
      .where(
        eq(
          safariQueries.browsingSession,
          browsingSessionKey(attacker.cookie(LOCAL_BROWSE_COOKIE)!),
        ),
      );
    expect(mine.map((q) => q.bookingId)).toEqual([null, null, null]);
  });

  it('two browsers with the same client session id each book with their own enquiries only', async () => {
    const a = t.browser();
    const b = t.browser();
    const sessionId = 'same-client-chosen-id';
    await enquire(a, 1, { sessionId });
    await enquire(b, 2, { sessionId });
    await enquire(b, 4, { sessionId });

    const bBooking = await createBookingOk(t, { sessionId, ...guest('Bee', 'b@example.com') }, b);
    const aBooking = await createBookingOk(t, { sessionId, ...guest('Ay', 'a@example.com') }, a);

    const ofB = await enquiriesOf(bBooking.bookingId);
    expect(ofB.map((q) => q.numberOfPersons).sort()).toEqual([2, 4]);
    expect(ofB.every((q) => q.email === 'b@example.com')).toBe(true);
    const ofA = await enquiriesOf(aBooking.bookingId);
    expect(ofA.map((q) => [q.numberOfPersons, q.email])).toEqual([[1, 'a@example.com']]);

    // A later booking from B's browser takes nothing: those enquiries already belong to a booking.
    const again = await createBookingOk(t, { sessionId, ...guest('Bee', 'b@example.com') }, b);
    expect(await enquiriesOf(again.bookingId)).toHaveLength(0);
    expect(await enquiriesOf(bBooking.bookingId)).toHaveLength(2);
  });

  it('records the browsing session on the booking', async () => {
    const browser = t.browser();
    const booked = await createBookingOk(t, {}, browser);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, booked.bookingId));
    expect(row!.browsingSession).toBe(browsingSessionKey(browser.cookie(LOCAL_BROWSE_COOKIE)!));
  });
});
