import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { auditLog, emailOutbox } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deliverDueEmails, type MailMessage } from './delivery';
import { bodyAt, typedClient, type QueryOf } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
let bookingId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  // A guest with a safari enquiry books and pays: the confirmation and the staff notice are queued.
  const guest = t.browser();
  const enquiry = await guest.request('POST', '/api/safari-enquiries', {
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    safaris: [{ date: '2026-12-01', timing: 'Evening', persons: 2 }],
  });
  expect(enquiry.status).toBe(201);
  const booking = await createBookingOk(t, {}, guest);
  bookingId = booking.bookingId;
  await payWithTestGateway(t, bookingId, 'full');
}, 120_000);
afterAll(() => t?.close(), 60_000);

const admin = (method: string, path: string) => t.request(method, path, undefined, { cookie });
const staff = () => typedClient(t.request, { cookie });
const list = async (query: QueryOf<'GET /admin/emails'> = {}) => {
  const res = await staff()('GET /admin/emails', { query });
  expect(res.status).toBe(200);
  return bodyAt(res, 200);
};
const summary = () => staff().ok('GET /admin/emails/summary');
const sentMail: MailMessage[] = [];
const mailer = { send: async (m: MailMessage) => void sentMail.push(m) };

describe('admin e-mail outbox API', () => {
  it('lists the queued messages with recipient, subject, status, attempts and the booking', async () => {
    const page = await list();
    const kinds = page.items.map((i) => i.kind).sort();
    expect(kinds).toEqual([
      'admin_notification',
      'booking_confirmation',
      'safari_enquiry_notification',
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const confirmation = page.items.find((i) => i.kind === 'booking_confirmation')!;
    expect(confirmation).toMatchObject({
      to: 'asha.rao@example.com',
      status: 'pending',
      attempts: 0,
      lastError: null,
      bookingId,
    });
    expect(confirmation.subject).toContain(bookingId);
    expect(await summary()).toEqual({
      pending: 3,
      sent: 0,
      held: 0,
      failed: 0,
      smtpConfigured: false,
    });
  });

  it('without SMTP the messages are held, and the list filters and searches them', async () => {
    await deliverDueEmails(t.database.db, { now: t.clock.now(), mailer: undefined, from: 'x@y' });
    expect(await summary()).toMatchObject({ pending: 0, held: 3 });
    const held = await list({ status: 'held' });
    expect(held.total).toBe(3);
    expect(held.items[0]!.lastError).toContain('SMTP');
    expect((await list({ status: 'sent' })).total).toBe(0);
    expect((await list({ q: bookingId })).total).toBe(2);
    // A search and a filter together: both apply (the search's ORs are bracketed).
    expect((await list({ q: bookingId, status: 'sent' })).total).toBe(0);
    expect((await list({ status: 'sent', q: bookingId })).total).toBe(0);
    expect(
      (await list({ q: bookingId, kind: 'admin_notification' })).items.map((i) => i.kind),
    ).toEqual(['admin_notification']);
    expect((await list({ kind: 'admin_notification' })).items.map((i) => i.kind)).toEqual([
      'admin_notification',
    ]);
    expect((await list({ pageSize: 1, page: 2 })).items).toHaveLength(1);
    const bad = await admin('GET', '/api/admin/emails?status=lost');
    expect(bad.status).toBe(400);
  });

  it('previews a message as the recipient sees it: the HTML (a table layout) and the text part', async () => {
    const { items } = await list({ kind: 'admin_notification' });
    const res = await staff()('GET /admin/emails/:id', { param: { id: items[0]!.id } });
    expect(res.status).toBe(200);
    const message = bodyAt(res, 200);
    expect(message.subject).toContain('New Booking Received');
    expect(message.html).toContain('<table role="presentation"');
    // The staff notice carries the special requests and the safari enquiries.
    for (const part of [
      'Special requests:',
      'Ground floor please',
      'Safari enquiries:',
      '- Jungle Safari - Evening on 2026-12-01, 2 persons',
    ])
      expect(message.text).toContain(part);
    expect(message.html).toContain('Ground floor please');
    const enquiryMail = (await list({ kind: 'safari_enquiry_notification' })).items[0]!;
    const enquiry = await staff().ok('GET /admin/emails/:id', { param: { id: enquiryMail.id } });
    expect(enquiry.to).toBe(t.config.adminNotifyEmail ?? t.config.resortEmail);
    expect(enquiry.text).toContain('New Safari Enquiry');
    expect(enquiry.text).toContain(
      '- Jungle Safari - Evening, Tuesday, December 1, 2026, 2 persons',
    );
  });

  it('retries a held message (queued again, attempts from 0, audited); a queued one cannot be retried', async () => {
    const { items } = await list({ kind: 'booking_confirmation' });
    const id = items[0]!.id;
    const res = await staff()('POST /admin/emails/:id/retry', { param: { id } });
    expect(res.status).toBe(200);
    expect(bodyAt(res, 200)).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
    });
    const again = await t.request('POST', `/api/admin/emails/${id}/retry`, undefined, { cookie });
    expect(again.status).toBe(409);
    const resendQueued = await t.request('POST', `/api/admin/emails/${id}/resend`, undefined, {
      cookie,
    });
    expect(resendQueued.status).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.retried'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorName).toBeTruthy();

    // With SMTP it goes out; a sent message is resent as a new copy, the original stays sent.
    await deliverDueEmails(t.database.db, { now: t.clock.now(), mailer, from: 'stay@example.com' });
    expect(sentMail.map((m) => m.to)).toEqual(['asha.rao@example.com']);
    const retrySent = await t.request('POST', `/api/admin/emails/${id}/retry`, undefined, {
      cookie,
    });
    expect(retrySent.status).toBe(409);
    const resent = await staff()('POST /admin/emails/:id/resend', { param: { id } });
    expect(resent.status).toBe(200);
    const copy = bodyAt(resent, 200);
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ status: 'pending', kind: 'booking_confirmation', bookingId });
    const [original] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(original!.status).toBe('sent');
    await deliverDueEmails(t.database.db, { now: t.clock.now(), mailer, from: 'stay@example.com' });
    expect(sentMail).toHaveLength(2);
    expect(sentMail[1]!.html).toBe(sentMail[0]!.html);
  });

  it('retries a failed message', async () => {
    const { items } = await list({ kind: 'admin_notification' });
    const id = items[0]!.id;
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
      .where(eq(emailOutbox.id, id));
    expect((await list({ status: 'failed' })).items[0]).toMatchObject({
      id,
      attempts: 8,
      lastError: '550 mailbox unavailable',
    });
    const res = await staff()('POST /admin/emails/:id/retry', { param: { id } });
    expect(res.status).toBe(200);
    expect(bodyAt(res, 200)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('answers 404 for an unknown message, 400 for a malformed id and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin('GET', `/api/admin/emails/${unknown}`)).status).toBe(404);
    expect(
      (await t.request('POST', `/api/admin/emails/${unknown}/retry`, undefined, { cookie })).status,
    ).toBe(404);
    expect((await admin('GET', '/api/admin/emails/not-an-id')).status).toBe(400);
    expect((await t.request('GET', '/api/admin/emails')).status).toBe(401);
    expect((await t.request('GET', '/api/admin/emails/summary')).status).toBe(401);
  });
});
