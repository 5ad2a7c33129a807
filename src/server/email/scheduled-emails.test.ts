import type { BookingStatus } from '../../domain/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { bookingActivities, bookings, emailOutbox, safariQueries } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sendScheduledGuestEmails } from './scheduled-service';
import { errorBody } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

/** 10:00 in the resort (IST) on a calendar day. */
const resortMorning = (date: string) => new Date(`${date}T04:30:00.000Z`);

async function booking(
  name: string,
  checkIn: string,
  status: BookingStatus,
  paymentStatus: 'paid' | 'advance_paid' | 'pending' | 'refunded',
) {
  const b = await insertBookingWithUnits(t.database.db, {
    villaId: 'glass-cottage',
    checkIn,
    checkOut: checkIn.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')),
    unitNumbers: [],
    status,
    paymentStatus,
    guestName: name,
    email: `${name.toLowerCase()}@example.com`,
  });
  if (paymentStatus === 'advance_paid')
    await t.database.db
      .update(bookings)
      .set({ advanceAmount: 8850, remainingAmount: 8850 })
      .where(eq(bookings.id, b.id));
  return b;
}

const mailsOf = async (bookingUuid: string) =>
  await t.database.db
    .select({
      kind: emailOutbox.kind,
      text: emailOutbox.text,
      html: emailOutbox.html,
      to: emailOutbox.toAddress,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.bookingId, bookingUuid))
    .orderBy(emailOutbox.createdAt);
const kindsOf = async (bookingUuid: string) => (await mailsOf(bookingUuid)).map((m) => m.kind);
const run = (date: string) =>
  sendScheduledGuestEmails(t.database.db, t.config, resortMorning(date));

describe('scheduled guest e-mails (payment reminders 7 and 2 days before, pre-arrival 3 days before)', () => {
  let half: { id: string; bookingId: string };
  let paid: { id: string; bookingId: string };
  let cancelled: { id: string; bookingId: string };
  let paidLater: { id: string; bookingId: string };
  beforeAll(async () => {
    half = await booking('Half', '2026-12-10', 'confirmed', 'advance_paid');
    paid = await booking('Paid', '2026-12-10', 'confirmed', 'paid');
    cancelled = await booking('Cancelled', '2026-12-10', 'cancelled', 'refunded');
    paidLater = await booking('Later', '2026-12-10', 'confirmed', 'advance_paid');
    await t.database.db.insert(safariQueries).values({
      bookingId: half.bookingId,
      guestName: 'Half',
      email: 'half@example.com',
      safariName: 'Jungle Safari - Morning',
      preferredDate: '2026-12-11',
      preferredTiming: 'Morning',
      numberOfPersons: 2,
      status: 'confirmed',
      response: 'Gypsy booked for 6:00 AM at Gate 2',
    });
  });

  it('sends nothing more than 7 days before arrival', async () => {
    const r = await run('2026-12-02');
    expect(r.queued).toEqual({ payment_reminder_7d: 0, payment_reminder_2d: 0, pre_arrival: 0 });
    expect(await kindsOf(half.id)).toEqual([]);
  });

  it('7 days before: a payment reminder to half-paid bookings only, once however often the job runs', async () => {
    await run('2026-12-03');
    await run('2026-12-03');
    await run('2026-12-04');
    expect(await kindsOf(half.id)).toEqual(['payment_reminder_7d']);
    expect(await kindsOf(paidLater.id)).toEqual(['payment_reminder_7d']);
    expect(await kindsOf(paid.id)).toEqual([]);
    expect(await kindsOf(cancelled.id)).toEqual([]);
    const [mail] = await mailsOf(half.id);
    expect(mail!.to).toBe('half@example.com');
    expect(mail!.text).toContain('Balance due: ₹8,850');
    expect(mail!.text).toContain('begins in 7 days');
    expect(mail!.html).toContain('<table role="presentation"');
    const history = await t.database.db
      .select()
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, half.id),
          eq(bookingActivities.activityType, 'payment_reminder'),
        ),
      );
    expect(history).toHaveLength(1);
  });

  it('3 days before: the pre-arrival e-mail with directions, check-in time and the safari answers', async () => {
    // Meanwhile one guest paid the balance: no more payment reminders for them.
    await t.database.db
      .update(bookings)
      .set({ paymentStatus: 'paid', remainingAmount: 0 })
      .where(eq(bookings.id, paidLater.id));
    await run('2026-12-07');
    await run('2026-12-07');
    expect(await kindsOf(half.id)).toEqual(['payment_reminder_7d', 'pre_arrival']);
    expect(await kindsOf(paid.id)).toEqual(['pre_arrival']);
    expect(await kindsOf(cancelled.id)).toEqual([]);
    const pre = (await mailsOf(half.id))[1]!;
    for (const part of [
      'Check-in is from 2:00 PM',
      'Getting here',
      t.config.resortAddress,
      'https://www.google.com/maps/',
      'Jungle Safari - Morning, Friday, December 11, 2026, 2 persons: Gypsy booked for 6:00 AM at Gate 2',
      'Balance due: ₹8,850 at the property',
    ])
      expect(pre.text).toContain(part);
  });

  it('2 days before: the second reminder, once; not for the booking paid in full meanwhile nor the cancelled one', async () => {
    await run('2026-12-08');
    await run('2026-12-09');
    expect(await kindsOf(half.id)).toEqual([
      'payment_reminder_7d',
      'pre_arrival',
      'payment_reminder_2d',
    ]);
    expect(await kindsOf(paidLater.id)).toEqual(['payment_reminder_7d', 'pre_arrival']);
    expect(await kindsOf(paid.id)).toEqual(['pre_arrival']);
    expect(await kindsOf(cancelled.id)).toEqual([]);
    // On and after the arrival day nothing more goes out.
    await run('2026-12-10');
    await run('2026-12-11');
    expect(await kindsOf(half.id)).toHaveLength(3);
  });

  it('a booking cancelled before its reminder gets none', async () => {
    const late = await booking('Dropped', '2026-12-20', 'confirmed', 'advance_paid');
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, late.id));
    await run('2026-12-13');
    await run('2026-12-18');
    expect(await kindsOf(late.id)).toEqual([]);
  });
});

describe('Send reminder (staff)', () => {
  it('queues a payment reminder for a half-paid booking and refuses paid and cancelled ones', async () => {
    const half = await booking('Manual', '2026-12-24', 'confirmed', 'advance_paid');
    const paid = await booking('Settled', '2026-12-24', 'confirmed', 'paid');
    const gone = await booking('Gone', '2026-12-24', 'cancelled', 'advance_paid');
    const post = (code: string) =>
      t.request('POST', `/api/admin/bookings/${code}/payment-reminder`, undefined, { cookie });

    const ok = await post(half.bookingId);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ bookingId: half.bookingId, to: 'manual@example.com' });
    expect(await kindsOf(half.id)).toEqual(['payment_reminder']);
    const [activity] = await t.database.db
      .select()
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, half.id),
          eq(bookingActivities.activityType, 'payment_reminder'),
        ),
      );
    expect(activity!.performedByName).not.toBe('system');

    const paidRes = await post(paid.bookingId);
    expect(paidRes.status).toBe(409);
    expect((await errorBody(paidRes)).error.message).toBe('This booking is paid in full.');
    expect((await post(gone.bookingId)).status).toBe(409);
    expect((await post('VM0000000000000NOPE')).status).toBe(404);
    expect(
      (await t.request('POST', `/api/admin/bookings/${half.bookingId}/payment-reminder`)).status,
    ).toBe(401);
    expect(await kindsOf(paid.id)).toEqual([]);
  });
});
