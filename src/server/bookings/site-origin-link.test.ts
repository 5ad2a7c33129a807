import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../db/schema';
import { bookingRequest, createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerOf, bodyAt } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no PUBLIC_URL
});
afterAll(() => t.close());

describe('the "view your booking" link without PUBLIC_URL', () => {
  it("uses the address the booking was made at (the request's origin), as the README says", async () => {
    expect(t.config.publicUrl).toBeUndefined();
    const b = await createBookingOk(t);
    const [row] = await t.database.db
      .select({ id: bookings.id, siteOrigin: bookings.siteOrigin })
      .from(bookings)
      .where(eq(bookings.bookingId, b.bookingId));
    expect(row!.siteOrigin).toBe('http://localhost');
    expect((await payWithTestGateway(t, b.bookingId)).verify.status).toBe(200);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, row!.id));
    const confirmation = mails.find((m) => m.kind === 'booking_confirmation')!;
    expect(confirmation.text).toMatch(
      new RegExp(`http://localhost/booking/${b.bookingId}\\?token=[\\w-]+`),
    );
  });

  it('is https behind a trusted proxy that ended TLS', async () => {
    const res = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({
        checkIn: '2026-12-14',
        checkOut: '2026-12-15',
      }),
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(201);
    const { bookingId } = bodyAt(await answerOf('POST /bookings', res), 201);
    const [row] = await t.database.db
      .select({ siteOrigin: bookings.siteOrigin })
      .from(bookings)
      .where(eq(bookings.bookingId, bookingId));
    expect(row!.siteOrigin).toBe('https://localhost');
  });
});
