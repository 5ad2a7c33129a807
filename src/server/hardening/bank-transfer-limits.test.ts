import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../db/schema';
import { createBookingOk } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorBody } from '../testing/typed-client';

/** Issue 10, item 2: a reported bank transfer held units 48 h on the guest's word, without limit. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (b: { bookingId: string; email: string }, ip: string) =>
  t.request(
    'POST',
    '/api/payments/bank-transfer',
    { bookingId: b.bookingId, email: b.email },
    { 'x-forwarded-for': ip },
  );

describe('bank-transfer holds (decision 0091)', () => {
  it('are short (BANK_TRANSFER_HOLD_HOURS) and limited per e-mail until staff see the transfer', async () => {
    const quota = t.config.limits.bankTransfersUnverifiedPerClient;
    const made = [];
    for (let i = 0; i <= quota; i++)
      made.push(await createBookingOk(t, { guest: { email: 'hoarder@example.com' } }));
    for (let i = 0; i < quota; i++)
      expect((await report(made[i]!, `198.51.100.${40 + i}`)).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, made[0]!.bookingId));
    expect(row!.holdExpiresAt!.getTime() - t.clock.now().getTime()).toBe(
      t.config.limits.bankTransferHoldHours * 3_600_000,
    );
    expect(t.config.limits.bankTransferHoldHours).toBeLessThan(48);
    // One more for the same e-mail, even from another address: refused until staff act.
    const refused = await report(made[quota]!, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).error).toMatchObject({ code: 'RATE_LIMITED' });
    const [untouched] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, made[quota]!.bookingId));
    expect(untouched!.paymentMethod).not.toBe('bank_transfer');
  });

  it('are limited per client address across e-mails', async () => {
    const quota = t.config.limits.bankTransfersUnverifiedPerClient;
    const ip = '198.51.100.120';
    const answers = [];
    for (let i = 0; i <= quota; i++) {
      const b = await createBookingOk(t, { guest: { email: `guest${i}@example.com` } });
      answers.push((await report(b, ip)).status);
    }
    expect(answers).toEqual([...Array<number>(quota).fill(200), 429]);
  });
});

describe('the acknowledgement e-mail (Issue 10, item 9)', () => {
  it('carries no text the booker typed: the address may not be theirs', async () => {
    const b = await createBookingOk(t, {
      guest: { firstName: 'Click', lastName: 'Visit evilexample now', email: 'victim@example.com' },
    });
    expect((await report(b, '198.51.100.150')).status).toBe(200);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, b.id));
    const ack = mails.find((m) => m.kind === 'bank_transfer_received')!;
    expect(ack.toAddress).toBe('victim@example.com');
    for (const part of [ack.subject, ack.text, ack.html]) expect(part).not.toContain('evilexample');
    expect(ack.text).toContain('Dear guest,');
  });
});
