import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFARI_QUERY_STATUSES, type SafariQueryStatus } from '../../domain/enums';
import {
  canChangeSafariStatus,
  CONFIRMED_BY_ADMIN_RESPONSE,
  isAnswerableEnquiry,
  SAFARI_NO_EMAIL,
} from '../../domain/safari-status';
import { purgeUnbookedSafariEnquiries } from './admin-service';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { adminEvents, emailOutbox, safariQueries } from '../db/schema';
import { createBookingOk } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt, errorBody, typedClient, type TestApi } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
let staff: TestApi;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  staff = typedClient(t.request, { cookie });
}, 120_000);
afterAll(() => t?.close(), 60_000);

const admin = (method: string, path: string, body?: unknown) =>
  t.request(method, path, body, { cookie });

/** A guest's enquiry from step 3; with `book`, the guest then books from the same session (name and e-mail attach). */
async function enquiry(
  options: { book?: { email: string; firstName: string }; timing?: string } = {},
): Promise<string> {
  const guest = t.browser();
  const res = await guest.api('POST /safari-enquiries', {
    json: {
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      safaris: [{ date: '2026-12-01', timing: options.timing ?? 'Evening', persons: 2 }],
    },
  });
  const { enquiries } = bodyAt(res, 201);
  if (options.book)
    await createBookingOk(
      t,
      { guest: { email: options.book.email, firstName: options.book.firstName } },
      guest,
    );
  return enquiries[0]!.id;
}

async function setStatus(id: string, status: SafariQueryStatus) {
  await t.database.db.update(safariQueries).set({ status }).where(eq(safariQueries.id, id));
}

describe('admin safari enquiries', () => {
  it('publishes an event for each new enquiry (the live list and the toast)', async () => {
    const id = await enquiry();
    const events = await t.database.db
      .select()
      .from(adminEvents)
      .where(eq(adminEvents.type, 'safari_enquiry.created'));
    expect(events.map((e) => (e.data as { enquiryId: string }).enquiryId)).toContain(id);
  });

  it('lists newest first with search over guest name, e-mail and safari name, a status filter and paging', async () => {
    await enquiry({ book: { email: 'Meera.Iyer@Example.com', firstName: 'Meera' } });
    await enquiry({
      book: { email: 'kabir@example.com', firstName: 'Kabir' },
      timing: 'Afternoon',
    });
    const byName = await staff.ok('GET /admin/safari-enquiries', { query: { q: 'meera' } });
    expect(byName.items.map((e) => e.email)).toEqual(['meera.iyer@example.com']);
    expect(byName.items[0]!.bookingId).toMatch(/^VM/);
    const bySafari = await staff.ok('GET /admin/safari-enquiries', { query: { q: 'afternoon' } });
    expect(bySafari.items.map((e) => e.guestName)).toEqual(['Kabir Rao']);
    const wildcard = await staff.ok('GET /admin/safari-enquiries', { query: { q: '%' } });
    expect(wildcard.total).toBe(0);
    const all = await staff.ok('GET /admin/safari-enquiries', { query: { pageSize: 1 } });
    // The answerable list: the two booked guests, not the first test's guest who never booked.
    expect([all.items.length, all.total, all.page, all.pageSize]).toEqual([1, 2, 1, 1]);
    const both = await staff.ok('GET /admin/safari-enquiries');
    expect(both.items[0]!.createdAt >= both.items[1]!.createdAt).toBe(true);
    const pending = await staff.ok('GET /admin/safari-enquiries', { query: { status: 'pending' } });
    expect(pending.total).toBe(2);
    const unbooked = await staff.ok('GET /admin/safari-enquiries', { query: { view: 'unbooked' } });
    expect(unbooked.items.map((e) => [e.bookingId, e.email])).toEqual([[null, null]]);
    // A search and a filter together: both apply (the search's ORs are bracketed).
    const searchedAndFiltered = await staff.ok('GET /admin/safari-enquiries', {
      query: { q: 'meera', status: 'confirmed' },
    });
    expect(searchedAndFiltered.total).toBe(0);
    expect((await admin('GET', '/api/admin/safari-enquiries?status=maybe')).status).toBe(400);
    expect((await admin('GET', '/api/admin/safari-enquiries?view=all')).status).toBe(400);
  });

  it('counts Total, Pending, Confirmed and This Week (since Monday in the resort) in SQL', async () => {
    const old = await enquiry();
    // The test clock is Sunday 22 Nov 2026 10:00 in the resort: Monday 16 Nov opens the week.
    await t.database.db
      .update(safariQueries)
      .set({ createdAt: new Date('2026-11-15T12:00:00Z') })
      .where(eq(safariQueries.id, old));
    const confirmedId = await enquiry();
    await setStatus(confirmedId, 'confirmed');
    // The figures are of the answerable enquiries; those of guests who never booked apart (0119).
    const everything = await t.database.db
      .select({
        createdAt: safariQueries.createdAt,
        status: safariQueries.status,
        bookingId: safariQueries.bookingId,
        email: safariQueries.email,
      })
      .from(safariQueries);
    const rows = everything.filter(isAnswerableEnquiry);
    const weekStart = new Date('2026-11-15T18:30:00Z');
    const stats = await staff.ok('GET /admin/safari-enquiries/stats');
    expect(stats).toEqual({
      total: rows.length,
      pending: rows.filter((r) => r.status === 'pending').length,
      confirmed: rows.filter((r) => r.status === 'confirmed').length,
      cancelled: rows.filter((r) => r.status === 'cancelled').length,
      completed: rows.filter((r) => r.status === 'completed').length,
      thisWeek: rows.filter((r) => r.createdAt >= weekStart).length,
      unbooked: everything.length - rows.length,
      unbookedKeepDays: 14,
    });
    // The two new enquiries were never booked: not in Pending, counted apart.
    expect(stats.unbooked).toBeGreaterThanOrEqual(2);
    expect(everything.length - rows.length).toBe(stats.unbooked);
  });

  it('removes the enquiries of guests who never booked after SAFARI_UNBOOKED_KEEP_DAYS, keeping the rest', async () => {
    const day = 86_400_000;
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * day);
    const stale = await enquiry();
    const staleCancelled = await enquiry();
    const staleConfirmed = await enquiry();
    const recent = await enquiry();
    const booked = await enquiry({ book: { email: 'old.guest@example.com', firstName: 'Old' } });
    for (const id of [stale, staleCancelled, staleConfirmed, booked])
      await t.database.db
        .update(safariQueries)
        .set({ createdAt: ago(15) })
        .where(eq(safariQueries.id, id));
    await t.database.db
      .update(safariQueries)
      .set({ createdAt: ago(13) })
      .where(eq(safariQueries.id, recent));
    await setStatus(staleCancelled, 'cancelled');
    await setStatus(staleConfirmed, 'confirmed');
    expect(
      await purgeUnbookedSafariEnquiries(t.database.db, t.clock.now(), 14),
    ).toBeGreaterThanOrEqual(2);
    const left = new Set(
      (await t.database.db.select({ id: safariQueries.id }).from(safariQueries)).map((r) => r.id),
    );
    expect(left.has(stale)).toBe(false);
    expect(left.has(staleCancelled)).toBe(false);
    // Staff confirmed it; a booked guest's enquiry is answerable; a 13-day-old one is not due yet.
    expect([left.has(staleConfirmed), left.has(booked), left.has(recent)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  const pairs = SAFARI_QUERY_STATUSES.flatMap((from) =>
    SAFARI_QUERY_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s is allowed only as the spec says', async (from, to) => {
    const id = await enquiry();
    await setStatus(id, from);
    const res = await admin('PATCH', `/api/admin/safari-enquiries/${id}`, { status: to });
    const [row] = await t.database.db.select().from(safariQueries).where(eq(safariQueries.id, id));
    if (canChangeSafariStatus(from, to)) {
      expect(res.status).toBe(200);
      expect(row!.status).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect((await errorBody(res)).error.code).toBe('CONFLICT');
      expect(row!.status).toBe(from);
    }
  });

  it('confirming without a response records "Query confirmed by admin", the time and the staff member', async () => {
    const id = await enquiry();
    const body = await staff.ok('PATCH /admin/safari-enquiries/:id', {
      param: { id },
      json: { status: 'confirmed' },
    });
    expect(body).toMatchObject({
      status: 'confirmed',
      response: CONFIRMED_BY_ADMIN_RESPONSE,
      respondedAt: t.clock.now().toISOString(),
      respondedBy: 'Demo Admin',
    });
  });

  it('Respond: needs a message, confirms with the response and e-mails it to the guest in the same transaction', async () => {
    const id = await enquiry({ book: { email: 'ananya@example.com', firstName: 'Ananya' } });
    const empty = await admin('POST', `/api/admin/safari-enquiries/${id}/respond`, {
      response: '   ',
    });
    expect(empty.status).toBe(400);
    expect((await errorBody(empty)).error.message).toBe('Please enter a response message');

    const text = 'Your evening jeep is confirmed: meet at the gate at 3:30 PM. <b>Bring water</b>.';
    const res = await admin('POST', `/api/admin/safari-enquiries/${id}/respond`, {
      response: text,
      adminNotes: 'Gypsy 4, driver Raju',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'confirmed',
      response: text,
      adminNotes: 'Gypsy 4, driver Raju',
      respondedBy: 'Demo Admin',
    });

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'safari_response'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('ananya@example.com');
    expect(mails[0]!.text).toContain(text);
    expect(mails[0]!.html).toContain('&lt;b&gt;Bring water&lt;/b&gt;');
    expect(mails[0]!.text).not.toContain('Gypsy 4');
    expect(mails[0]!.bookingId).not.toBeNull();
    const events = await t.database.db
      .select()
      .from(adminEvents)
      .where(eq(adminEvents.type, 'safari_enquiry.answered'));
    expect(events).toHaveLength(1);
  });

  it('refuses to answer a closed enquiry or one without an e-mail address, and sends nothing', async () => {
    // Answers only: each new enquiry itself notifies the resort (safari_enquiry_notification).
    const answers = async () =>
      (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.kind, 'safari_response'))
      ).length;
    const before = await answers();
    const anonymous = await enquiry();
    const res = await admin('POST', `/api/admin/safari-enquiries/${anonymous}/respond`, {
      response: 'Yes',
    });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error.message).toBe(SAFARI_NO_EMAIL);
    const closed = await enquiry({ book: { email: 'dev@example.com', firstName: 'Dev' } });
    await setStatus(closed, 'cancelled');
    expect(
      (await admin('POST', `/api/admin/safari-enquiries/${closed}/respond`, { response: 'Yes' }))
        .status,
    ).toBe(409);
    expect(await answers()).toBe(before);
    expect(
      (
        await admin(
          'POST',
          '/api/admin/safari-enquiries/00000000-0000-4000-8000-000000000000/respond',
          { response: 'Yes' },
        )
      ).status,
    ).toBe(404);
    expect((await admin('GET', '/api/admin/safari-enquiries/not-a-uuid')).status).toBe(400);
  });
});

describe('admin safari options', () => {
  const canter = {
    id: 'canter-safari',
    name: 'Canter Safari',
    description: 'A shared open bus through the core zone',
    duration: '3 hours',
    maxPersons: 6,
    timings: [{ value: 'Morning', label: '6:00-9:00 AM' }],
    images: ['/images/canter.jpg'],
  };
  it('adds, edits and deactivates a step-3 card; inactive ones leave the guest list', async () => {
    const created = await admin('POST', '/api/admin/safari-options', canter);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      id: 'canter-safari',
      timings: [{ value: 'morning', label: '6:00-9:00 AM' }],
      isActive: true,
    });
    const guestIds = async () => (await t.api.ok('GET /safari-options')).map((o) => o.id);
    expect(await guestIds()).toContain('canter-safari');
    const edited = await admin('PATCH', '/api/admin/safari-options/canter-safari', {
      duration: '3.5 hours',
      isActive: false,
    });
    expect(await edited.json()).toMatchObject({
      duration: '3.5 hours',
      isActive: false,
      images: ['/images/canter.jpg'],
    });
    expect(await guestIds()).not.toContain('canter-safari');
    const all = await staff.ok('GET /admin/safari-options');
    expect(all.map((o) => o.id)).toContain('canter-safari');
    expect((await admin('POST', '/api/admin/safari-options', canter)).status).toBe(409);
    const bad = await admin('POST', '/api/admin/safari-options', {
      ...canter,
      id: 'x',
      maxPersons: 9,
    });
    expect((await errorBody(bad)).error.fields?.maxPersons).toBe('Maximum 6 persons per jeep');
  });
});
