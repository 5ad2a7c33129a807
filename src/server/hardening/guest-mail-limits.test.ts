import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { GUEST_MAIL_HELD_REASON } from '../email/outbox';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 10, item 9: the resort e-mailed any address with text the booker chose. Mail a guest on
 * the website causes is counted per recipient, and echoes no typed name until money was taken.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SPAM_NAME = { firstName: 'Cheap', lastName: 'Pills Here' };
let n = 0;
const guestAddress = () => `203.0.113.${++n}`;

async function bookAndCancel(email: string, pay = false) {
  const b = await createBookingOk(t, {
    checkIn: '2026-12-20',
    checkOut: '2026-12-21',
    guest: { ...SPAM_NAME, email },
  });
  if (pay) await payWithTestGateway(t, b.bookingId);
  const res = await t.request(
    'POST',
    `/api/bookings/${b.bookingId}/cancel`,
    { accessToken: b.accessToken },
    { 'x-forwarded-for': guestAddress() },
  );
  expect(res.status).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'booking_cancellation'), eq(emailOutbox.bookingId, b.id)));
  return mail!;
}

describe('e-mail that guests on the website cause', () => {
  it('echoes no typed name to an address no payment has proven', async () => {
    const mail = await bookAndCancel('victim@example.com');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Dear guest,');
      expect(body).not.toMatch(/Cheap|Pills/);
    }
    expect(mail.subject).not.toMatch(/Cheap|Pills/);
  });

  it('greets a paying guest by name', async () => {
    const mail = await bookAndCancel('payer@example.com', true);
    expect(mail.text).toContain('Dear Cheap Pills Here,');
  });

  it('is held for staff, not sent, past the per-recipient limit of the day', async () => {
    const perDay = t.config.limits.guestEmailsPerRecipientPerDay;
    expect(perDay).toBe(6);
    const to = 'flooded@example.com';
    const statuses = [];
    for (let i = 0; i < perDay + 2; i++) statuses.push((await bookAndCancel(to)).status);
    expect(statuses).toEqual([...Array<string>(perDay).fill('pending'), 'held', 'held']);
    const [held] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.status, 'held')))
      .limit(1);
    expect(held!.lastError).toBe(GUEST_MAIL_HELD_REASON(perDay));
    // Another address is not affected, and a day later the address gets mail again.
    expect((await bookAndCancel('other@example.com')).status).toBe('pending');
    t.clock.advance(24 * 3_600_000 + 60_000);
    expect((await bookAndCancel(to)).status).toBe('pending');
  });
});
