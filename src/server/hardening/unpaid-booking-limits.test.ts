import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_LIMIT_MESSAGES } from '../bookings/unpaid-limits-service';
import { bookings } from '../db/schema';
import { bookingRequest, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, UNPAID_LIMITS_AS_DEPLOYED, type TestApp } from '../testing/test-app';
import { answerOf, bodyAt, errorBody } from '../testing/typed-client';

/** Issue 10, item 2: 40 unpaid bookings from one client went through in 0.3 s (decision 0108). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: UNPAID_LIMITS_AS_DEPLOYED });
});
afterAll(() => t.close());

let night = 0;
/** A one-night stay in the Glass Cottage on a night no other test of this file uses. */
function stay() {
  night += 1;
  const day = (n: number) => new Date(Date.UTC(2027, 0, n)).toISOString().slice(0, 10);
  return { checkIn: day(night), checkOut: day(night + 1) };
}

const book = (ip: string, email: string, dates = stay()) =>
  t.request('POST', '/api/bookings', bookingRequest({ ...dates, guest: { email } }), {
    'x-forwarded-for': ip,
  });

async function bookingCount() {
  const [row] = await t.database.db.select({ n: count() }).from(bookings);
  return row!.n;
}

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect((await errorBody(res)).error).toEqual({
    code: 'RATE_LIMITED',
    message,
  });
}

describe('unpaid website bookings are capped (decision 0108)', () => {
  it('per client address, and a refused booking writes nothing', async () => {
    const { unpaidBookingsPerClient: cap } = t.config.limits;
    expect(cap).toBe(5);
    for (let i = 0; i < cap; i++)
      expect((await book('198.51.100.10', `client-cap-${i}@example.com`)).status).toBe(201);
    const before = await bookingCount();
    await expectRefused(
      await book('198.51.100.10', 'client-cap-x@example.com'),
      UNPAID_LIMIT_MESSAGES.client(cap),
    );
    expect(await bookingCount()).toBe(before);
    // Another guest is not affected.
    expect((await book('198.51.100.11', 'someone-else@example.com')).status).toBe(201);
  });

  it('per e-mail address, whatever the client address', async () => {
    const { unpaidBookingsPerEmail: cap } = t.config.limits;
    expect(cap).toBe(3);
    for (let i = 0; i < cap; i++)
      expect((await book(`198.51.100.${20 + i}`, 'Same.Guest@example.com')).status).toBe(201);
    await expectRefused(
      await book('198.51.100.29', 'same.guest@example.com'),
      UNPAID_LIMIT_MESSAGES.email(cap),
    );
  });

  it('per stay: one client cannot take a villa-night over and over', async () => {
    const { unpaidBookingsPerStay: cap } = t.config.limits;
    expect(cap).toBe(2);
    const dates = stay();
    for (let i = 0; i < cap; i++)
      expect((await book('198.51.100.30', `stay-${i}@example.com`, dates)).status).toBe(201);
    await expectRefused(
      await book('198.51.100.30', 'stay-x@example.com', dates),
      UNPAID_LIMIT_MESSAGES.stay(cap),
    );
    // Another guest may still book the same night (the villa has units left).
    expect((await book('198.51.100.31', 'stay-other@example.com', dates)).status).toBe(201);
  });

  it('counts only live unpaid bookings: paying one, or its hold lapsing, makes room', async () => {
    const ip = '198.51.100.40';
    const email = 'pays@example.com';
    const made = [];
    for (let i = 0; i < t.config.limits.unpaidBookingsPerEmail; i++) {
      const res = await book(ip, email);
      expect(res.status).toBe(201);
      made.push(bodyAt(await answerOf('POST /bookings', res), 201));
    }
    expect((await book('198.51.100.41', email)).status).toBe(429);
    await payWithTestGateway(t, made[0]!.bookingId);
    expect((await book('198.51.100.41', email)).status).toBe(201);
    expect((await book('198.51.100.42', email)).status).toBe(429);
    t.clock.advance(16 * 60_000); // the unpaid holds lapse
    expect((await book('198.51.100.42', email)).status).toBe(201);
  });

  it('holds under concurrency: parallel bookings of one client pass the cap at most together', async () => {
    const ip = '198.51.100.50';
    const cap = t.config.limits.unpaidBookingsPerClient;
    const answers = await Promise.all(
      Array.from({ length: cap + 5 }, (_, i) => book(ip, `parallel-${i}@example.com`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('limits booking attempts per client per hour, valid or not', async () => {
    const ip = '198.51.100.60';
    const { bookingRequestsPerHour: rate } = t.config.limits;
    expect(rate).toBe(20);
    for (let i = 0; i < rate; i++) {
      const res = await t.request(
        'POST',
        '/api/bookings',
        { nonsense: true },
        { 'x-forwarded-for': ip },
      );
      expect(res.status).toBe(400);
    }
    const refused = await book(ip, 'rate@example.com');
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).error.message).toMatch(
      /^Too many booking attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    t.clock.advance(61 * 60_000);
    expect((await book(ip, 'rate@example.com')).status).toBe(201);
  });
});
