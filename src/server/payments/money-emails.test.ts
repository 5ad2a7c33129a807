import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStaffTime } from '../../domain/dates';
import { describeEvent } from '../../web/admin/notification-text';
import { signInDemoAdmin } from '../admin-auth/test-helpers';

import { adminEvents, bookingActivities, bookings, emailOutbox } from '../db/schema';
import { adminEventDataSchema } from '../events/event-types';
import { createBookingOk, payWithTestGateway, TEST_CARD } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

import { bodyAt, typedClient } from '../testing/typed-client';

/**
 * E-mails that tell the truth about money (decision 0121): for each money scenario, the e-mails the
 * ledger's writer queued (ledger-emails.ts), with their subjects and the words that matter.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
});
afterAll(() => t.close());

const WEEKDAYS = [4, 5, 6, 7, 11, 12, 13, 14, 18, 19, 20, 21, 25, 26];
let n = 0;
/** A weekday night in January 2027 (Glass Cottage, 17,700), far enough for a guest to cancel. */
const stay = () => {
  const d = WEEKDAYS[n++ % WEEKDAYS.length]!;
  return {
    checkIn: `2027-01-${String(d).padStart(2, '0')}`,
    checkOut: `2027-01-${String(d + 1).padStart(2, '0')}`,
  };
};
const staff = () => typedClient(t.request, { cookie });
/**
 * The e-mails of a booking, by kind then subject (the test clock stands still, so they share a
 * time), leaving out those of `seen` (the e-mails it had before a step).
 */
const mails = async (uuid: string, seen: { id: string }[] = []) =>
  (
    await t.database.db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, uuid))
      .orderBy(asc(emailOutbox.kind), asc(emailOutbox.subject))
  ).filter((m) => !seen.some((x) => x.id === m.id));
const ofKind = (list: Awaited<ReturnType<typeof mails>>, kind: string) =>
  list.filter((m) => m.kind === kind);

async function paid(plan: 'full' | 'half') {
  const b = await createBookingOk(t, stay());
  const { verify } = await payWithTestGateway(t, b.bookingId, plan);
  expect(verify.status).toBe(200);
  return b;
}

describe('payments in', () => {
  it('full: the confirmation and "New Booking Received", nothing else', async () => {
    const b = await paid('full');
    const m = await mails(b.id);
    expect(m.map((x) => x.kind).sort()).toEqual(['admin_notification', 'booking_confirmation']);
    expect(ofKind(m, 'booking_confirmation')[0]!.text).toContain('Paid in full: ₹17,700');
    expect(ofKind(m, 'admin_notification')[0]!.subject).toContain(
      `[new_booking] New Booking Received – ${b.bookingId}`,
    );
  });

  it('half then the balance online: a receipt and "Payment Received", and the bell says so', async () => {
    const b = await paid('half');
    const before = await mails(b.id);
    const { orderId } = await t.api.ok('POST /payments/create-order', {
      json: { bookingId: b.bookingId, plan: 'balance' },
    });
    const pay = await t.api.ok('POST /test-gateway/pay', { json: { orderId, card: TEST_CARD } });
    const verify = await t.request('POST', '/api/payments/verify', {
      ...pay,
      bookingId: b.bookingId,
    });
    expect(verify.status).toBe(200);
    const m = await mails(b.id, before);
    expect(m.map((x) => x.kind).sort()).toEqual(['admin_notification', 'payment_receipt']);
    const receipt = ofKind(m, 'payment_receipt')[0]!;
    expect(receipt.subject).toBe(`Payment received – ₹8,850 – ${b.bookingId}`);
    expect(receipt.to).toBe(b.email);
    expect(receipt.text).toContain('Paid now: ₹8,850 (card)');
    expect(receipt.text).toContain('Total paid: ₹17,700 of ₹17,700');
    expect(receipt.text).toContain('Balance due: Nothing – paid in full');
    const staff = ofKind(m, 'admin_notification')[0]!;
    expect(staff.subject).toBe(
      `[payment_received] Payment Received – ${b.bookingId} – Asha Rao – ₹8,850`,
    );
    expect(staff.text).toContain('Balance of ₹8,850 paid online');
    expect(staff.text).toContain('Paid in all ₹17,700 of ₹17,700; nothing due');
    expect(staff.text).not.toContain('New Booking Received');
    expect(staff.text).not.toMatch(/\bFull\b/);
    const events = await t.database.db.select().from(adminEvents);
    const balance = events
      .map((e) => adminEventDataSchema.parse(e.data))
      .find(
        (d) => d.type === 'payment.captured' && d.bookingId === b.bookingId && d.plan === 'balance',
      )!;
    expect(describeEvent(balance)).toMatchObject({
      title: 'Payment Received',
      message: `Asha Rao paid the balance of ₹8,850 for ${b.bookingId}; nothing due`,
    });
  });
});

describe('refunds', () => {
  it('by staff, partial then the rest: each e-mails the amount and "Refunds take 5-7 business days"', async () => {
    const b = await paid('full');
    const before = await mails(b.id);
    const part = await t.request(
      'POST',
      `/api/admin/bookings/${b.bookingId}/refunds`,
      { amount: 5000, reason: 'Safari cancelled' },
      { cookie, 'idempotency-key': 'mail-part-1' },
    );
    expect(part.status).toBe(201);
    const rest = await t.api.ok('POST /admin/bookings/:bookingId/refunds', {
      param: { bookingId: b.bookingId },
      json: { amount: 12700, reason: 'Stay cut short' },
      header: { cookie, 'idempotency-key': 'mail-rest-1' },
    });
    expect(rest.paymentStatus).toBe('refunded');
    const notices = ofKind(await mails(b.id, before), 'refund_notice');
    const part5000 = notices.find(
      (x) => x.subject === `Refund of ₹5,000 processed – ${b.bookingId}`,
    );
    const rest12700 = notices.find(
      (x) => x.subject === `Refund of ₹12,700 processed – ${b.bookingId}`,
    );
    expect(notices).toHaveLength(2);
    expect(part5000!.text).toContain(
      '₹5,000 is on its way back to the card, UPI or bank account you paid with online. Refunds take 5-7 business days to reach your account.',
    );
    expect(rest12700!.text).toContain('Refunded in all: ₹17,700');
  });

  it('by hand (money taken at the desk): says how the resort pays it back', async () => {
    const b = await paid('half');
    const desk = await staff()('POST /admin/bookings/:bookingId/payments', {
      param: { bookingId: b.bookingId },
      json: { amount: 8850, method: 'cash' },
    });
    expect(desk.status).toBe(201);
    const afterDesk = await mails(b.id);
    // Money taken at the desk on a confirmed booking: the guest's receipt, no staff notice.
    const receipt = ofKind(afterDesk, 'payment_receipt')[0]!;
    expect(receipt.text).toContain('Paid now: ₹8,850 (cash)');
    expect(ofKind(afterDesk, 'admin_notification')).toHaveLength(1); // the first payment's only
    const before = afterDesk;
    const r = await t.request(
      'POST',
      `/api/admin/bookings/${b.bookingId}/refunds`,
      { amount: 17700, reason: 'Flood on the road' },
      { cookie, 'idempotency-key': 'mail-manual-1' },
    );
    expect(r.status).toBe(201);
    const notices = ofKind(await mails(b.id, before), 'refund_notice');
    expect(notices).toHaveLength(2);
    expect(notices.map((x) => x.subject)).toEqual([
      `Refund of ₹8,850 processed – ${b.bookingId}`,
      `Refund of ₹8,850 processed – ${b.bookingId}`,
    ]);
    const online = notices.find((x) => x.text.includes('paid with online'))!;
    const byHand = notices.find((x) => x.text.includes('by the resort directly'))!;
    expect(online.text).toContain('Refunds take 5-7 business days');
    expect(byHand.text).toContain(
      '₹8,850 is paid back to you by the resort directly, by cash as you paid us.',
    );
    expect(byHand.text).not.toContain('5-7 business days');
  });

  it('a guest cancelling: the cancellation states the refund, the refund e-mails when to expect it', async () => {
    const b = await paid('full');
    const before = await mails(b.id);
    const res = await t.request(
      'POST',
      `/api/bookings/${b.bookingId}/cancel`,
      { accessToken: b.accessToken },
      { 'x-forwarded-for': '10.77.0.1' },
    );
    expect(res.status).toBe(200);
    const m = await mails(b.id, before);
    expect(m.map((x) => x.kind)).toEqual(['booking_cancellation', 'refund_notice']);
    expect(m[0]!.text).toContain('Refund: ₹17,700 of the ₹17,700 you paid.');
    expect(m[1]!.text).toContain('Refunds take 5-7 business days');
  });

  it('staff cancelling with a refund decided, and without one', async () => {
    const b = await paid('full');
    const before = await mails(b.id);
    const c = await staff()('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: b.bookingId },
      json: { reason: 'Villa closed for repairs', refundAmount: 10000 },
    });
    expect(c.status).toBe(200);
    const m = await mails(b.id, before);
    expect(m.map((x) => x.kind)).toEqual(['booking_cancellation', 'refund_notice']);
    expect(m[0]!.text).toContain('Refund: ₹10,000');
    expect(m[0]!.text).toContain(
      'Refund: ₹10,000 of the ₹17,700 you paid. The other ₹7,700 is not refunded: Villa closed for repairs.',
    );
    expect(m[0]!.text).not.toContain('Please contact us');
    expect(m[1]!.subject).toBe(`Refund of ₹10,000 processed – ${b.bookingId}`);

    const k = await paid('full');
    const kBefore = await mails(k.id);
    const none = await staff()('POST /admin/bookings/:bookingId/cancel', {
      param: { bookingId: k.bookingId },
      json: { reason: 'No-show policy' },
    });
    expect(none.status).toBe(200);
    const km = await mails(k.id, kBefore);
    expect(km.map((x) => x.kind)).toEqual(['booking_cancellation']);
    expect(km[0]!.text).toContain('Refund: No refund');
    expect(km[0]!.text).toContain('No refund: No-show policy. You paid ₹17,700 for this booking.');
  });
});

describe('a bank transfer reported by the guest', () => {
  it('rings the bell, shows under "Transfer reported", and the history states the real deadline', async () => {
    const b = await createBookingOk(t, stay());
    const res = await t.request(
      'POST',
      '/api/payments/bank-transfer',
      { bookingId: b.bookingId, email: b.email },
      { 'x-forwarded-for': '10.77.0.2' },
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    const deadline = formatStaffTime(row!.holdExpiresAt!, t.config.resortTz);
    expect(row!.holdExpiresAt!.getTime() - t.clock.now().getTime()).toBe(
      t.config.limits.bankTransferHoldHours * 3_600_000,
    );

    const events = (await t.database.db.select().from(adminEvents))
      .map((e) => adminEventDataSchema.parse(e.data))
      .filter((d) => d.type === 'payment.transfer_reported' && d.bookingId === b.bookingId);
    expect(events).toHaveLength(1);
    expect(describeEvent(events[0]!)).toMatchObject({
      title: 'Bank Transfer Reported',
      message: `Asha Rao reports a bank transfer of ₹8,850 for ${b.bookingId}: verify it by ${deadline}`,
    });

    const [activity] = await t.database.db
      .select()
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, b.id),
          eq(bookingActivities.activityType, 'bank_transfer_reported'),
        ),
      );
    expect(activity!.description).toContain(
      `verify receipt and record the advance by ${deadline}, when the units are released`,
    );

    const reported = {
      query: { paymentStatus: 'transfer_reported', pageSize: 100 },
      header: { cookie },
    } as const;
    const list = await t.api('GET /admin/bookings', reported);
    expect(list.status).toBe(200);
    const codes = bodyAt(list, 200).items.map((i) => i.bookingId);
    expect(codes).toContain(b.bookingId);
    const other = await createBookingOk(t, stay());
    const again = await t.api('GET /admin/bookings', reported);
    expect(bodyAt(again, 200).items.map((i) => i.bookingId)).not.toContain(other.bookingId);
    const bad = await t.request('GET', '/api/admin/bookings?paymentStatus=wired', undefined, {
      cookie,
    });
    expect(bad.status).toBe(400);
  });
});
