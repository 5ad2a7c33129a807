import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { emailOutbox } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

import { listPublicReviews, sendReviewRequests } from './service';
import { errorBody, bodyAt } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://stay.example.in' } });
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

/** 10:00 in the resort (IST) on a calendar day. */
const resortMorning = (date: string) => new Date(`${date}T04:30:00.000Z`);
const run = (date: string) => sendReviewRequests(t.database.db, t.config, resortMorning(date));

const requestsOf = (bookingUuid: string) =>
  t.database.db
    .select({ text: emailOutbox.text, to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingUuid), eq(emailOutbox.kind, 'review_request')));

const stay = (name: string, checkIn: string, checkOut: string, status = 'checked_out' as const) =>
  insertBookingWithUnits(t.database.db, {
    villaId: 'hornbill-villa',
    checkIn,
    checkOut,
    unitNumbers: [],
    status,
    guestName: name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  });

const tokenIn = (text: string) => /\?token=([A-Za-z0-9_-]+)#review/.exec(text)?.[1];

describe('reviews after the stay', () => {
  it('e-mails the request two days after check-out, once, with the private link', async () => {
    const b = await stay('Priya Sharma', '2026-12-07', '2026-12-10');
    await run('2026-12-11');
    expect(await requestsOf(b.id)).toEqual([]);
    await run('2026-12-12');
    const mails = await requestsOf(b.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('priya@example.com');
    expect(mails[0]!.text).toContain(`https://stay.example.in/booking/${b.bookingId}?token=`);
    await run('2026-12-12');
    await run('2026-12-13');
    expect(await requestsOf(b.id)).toHaveLength(1);
  });

  it('asks no one whose stay did not happen, nor long after', async () => {
    const cancelled = await insertBookingWithUnits(t.database.db, {
      villaId: 'hornbill-villa',
      checkIn: '2026-12-07',
      checkOut: '2026-12-10',
      unitNumbers: [],
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const old = await stay('Old Guest', '2026-11-01', '2026-11-03');
    await run('2026-12-12');
    expect(await requestsOf(cancelled.id)).toEqual([]);
    expect(await requestsOf(old.id)).toEqual([]);
  });

  it('takes a review only through the private link; staff approve before it is public', async () => {
    t.clock.set(resortMorning('2026-12-20').toISOString());
    cookie = await signInDemoAdmin(t); // a new day: a new staff session
    const b = await stay('Arjun Mehta', '2026-12-14', '2026-12-17');
    await run('2026-12-20');
    const token = tokenIn((await requestsOf(b.id))[0]!.text)!;
    const url = `/api/bookings/${b.bookingId}/review`;

    // The code alone, an e-mail address or a wrong token proves nothing.
    expect((await t.request('GET', url)).status).toBe(400);
    expect((await t.request('GET', `${url}?email=arjun@example.com`)).status).toBe(400);
    expect((await t.request('GET', `${url}?accessToken=wrong-token`)).status).toBe(404);
    expect(
      (await t.request('POST', url, { accessToken: 'wrong', rating: 5, body: 'Lovely stay here' }))
        .status,
    ).toBe(404);

    const review = { param: { bookingId: b.bookingId } };
    const state = await t.api.ok('GET /bookings/:bookingId/review', {
      ...review,
      query: { accessToken: token },
    });
    expect(state).toEqual({
      canReview: true,
      reason: null,
      review: null,
    });

    const bad = await t.request('POST', url, { accessToken: token, rating: 6, body: 'ok' });
    expect(bad.status).toBe(400);
    const fields = (await errorBody(bad)).error.fields;
    expect(fields?.rating).toBe('Please choose a rating from 1 to 5 stars');
    expect(fields?.body).toBe('Please write a few words (at least 10 characters)');

    const body = 'We saw a tigress on the second morning. The staff were wonderful.';
    const ok = await t.api('POST /bookings/:bookingId/review', {
      ...review,
      json: { accessToken: token, rating: 5, body },
    });
    expect(ok.status).toBe(201);
    expect(bodyAt(ok, 201).review).toEqual({
      rating: 5,
      body,
      status: 'pending',
    });
    const again = await t.request('POST', url, { accessToken: token, rating: 4, body });
    expect(again.status).toBe(409);

    // Pending: not on the home page.
    expect((await listPublicReviews(t.database.db)).map((r) => r.body)).not.toContain(body);
    expect((await t.request('GET', '/api/admin/reviews')).status).toBe(401);
    const listed = await t.api('GET /admin/reviews', {
      query: { status: 'pending' },
      header: { cookie },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const list = bodyAt(listed, 200);
    const mine = list.find((r) => r.bookingId === b.bookingId)!;
    expect(mine).toMatchObject({ author: 'Arjun M.', rating: 5, status: 'pending' });

    const approve = await t.request(
      'PATCH',
      `/api/admin/reviews/${mine.id}`,
      { status: 'approved' },
      { cookie },
    );
    expect(approve.status).toBe(200);
    expect(await listPublicReviews(t.database.db)).toContainEqual({
      author: 'Arjun M.',
      rating: 5,
      body,
      stayedIn: 'hornbill-villa',
    });
    await t.request('PATCH', `/api/admin/reviews/${mine.id}`, { status: 'hidden' }, { cookie });
    expect((await listPublicReviews(t.database.db)).map((r) => r.body)).not.toContain(body);
  });

  it('refuses a review before check-out', async () => {
    t.clock.set(resortMorning('2026-12-20').toISOString());
    const b = await stay('Early Bird', '2026-12-19', '2026-12-22', 'checked_out');
    const { issueAccessToken } = await import('../booking-records/repository');
    const token = await issueAccessToken(t.database.db, b.id, t.clock.now());
    const res = await t.request('POST', `/api/bookings/${b.bookingId}/review`, {
      accessToken: token,
      rating: 4,
      body: 'Not even there yet!',
    });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error.message).toBe('You can review your stay after check-out');
  });
});
