import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, withDemoAdmin } from '../admin-auth/test-helpers';
import { bookings, paymentEvents, safariQueries } from '../db/schema';
import { toErrorResponse } from '../http/errors';
import { BODY_LIMITS, MAX_JSON_DEPTH } from '../http/input-guard';
import { hmacHex } from '../payments/signature';
import { bookingRequest } from '../testing/booking-helpers';
import { createTestApp, TEST_PEER, type TestApp } from '../testing/test-app';
import { errorBody } from '../testing/typed-client';

/** Regressions of Issue 10 items 4, 6 and 10 (number fields, safari dates): each was a 500 or accepted before. */
let t: TestApp;
const webhookSecret = 'whsec-input-test';
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_input',
      RAZORPAY_KEY_SECRET: 'rzp-secret-input',
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: 'http://127.0.0.1:9',
    },
  });
  await withDemoAdmin(t);
});
afterAll(() => t.close());

const rowCount = async () => {
  const [b] = await t.database.db.select({ n: count() }).from(bookings);
  const [s] = await t.database.db.select({ n: count() }).from(safariQueries);
  return { bookings: b!.n, safaris: s!.n };
};

describe('item 4: body limits', () => {
  it('a JSON body over the limit is 413 in the API error shape, with or without Content-Length', async () => {
    const big = JSON.stringify({ ...bookingRequest(), filler: 'x'.repeat(BODY_LIMITS.json) });
    const withLength = await t.request('POST', '/api/bookings', big);
    expect(withLength.status).toBe(413);
    expect((await errorBody(withLength)).error.code).toBe('PAYLOAD_TOO_LARGE');

    // Chunked (no Content-Length): counted while read, refused once over.
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(encoder.encode('x'.repeat(16 * 1024)));
        controller.close();
      },
    });
    const chunked = await t.app.request(
      '/api/quote',
      {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        duplex: 'half',
      } as RequestInit,
      TEST_PEER,
    );
    expect(chunked.status).toBe(413);
    expect((await errorBody(chunked)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an admin route has the JSON limit too; the image upload its own, larger one', async () => {
    const cookie = await signIn(t);
    const headers = { cookie, origin: 'http://localhost' };
    const json = await t.request(
      'POST',
      'http://localhost/api/admin/packages',
      { name: 'x'.repeat(BODY_LIMITS.json + 10) },
      headers,
    );
    expect(json.status).toBe(413);
    const image = await t.app.request(
      'http://localhost/api/admin/images',
      {
        method: 'POST',
        body: new Uint8Array(BODY_LIMITS.image + 1),
        headers: { ...headers, 'content-type': 'image/png' },
      },
      TEST_PEER,
    );
    expect(image.status).toBe(413);
    expect((await errorBody(image)).error.code).toBe('PAYLOAD_TOO_LARGE');
    // Under the upload limit, the image's own checks answer (not a picture → 400), not the JSON limit.
    const notPicture = await t.app.request(
      'http://localhost/api/admin/images',
      {
        method: 'POST',
        body: new Uint8Array(BODY_LIMITS.json * 2),
        headers: { ...headers, 'content-type': 'image/png' },
      },
      TEST_PEER,
    );
    expect(notPicture.status).toBe(400);
  });
});

describe('item 6: control characters, encodings, nesting', () => {
  it.each([
    ['path', 'GET', '/api/villas/glass%00cottage', undefined],
    ['path (static)', 'GET', '/admin/%01bookings', undefined],
    [
      'query',
      'GET',
      '/api/availability?villaId=glass-cottage%00&checkIn=2026-12-01&checkOut=2026-12-02',
      undefined,
    ],
    ['query key', 'GET', '/api/villas?a%00=1', undefined],
    [
      'body string',
      'POST',
      '/api/bookings',
      bookingRequest({ guest: { firstName: 'Asha\u0000' } }),
    ],
    [
      'body key',
      'POST',
      '/api/quote',
      { villaId: 'glass-cottage', checkIn: '2026-12-01', checkOut: '2026-12-02', ['x\u0000']: 1 },
    ],
    [
      'body (escape)',
      'POST',
      '/api/safari-enquiries',
      '{"specialRequirements":"abc\\u0000defgh","checkIn":"2026-12-10","checkOut":"2026-12-12","safaris":[{"date":"2026-12-10","timing":"Evening","persons":2}]}',
    ],
    ['bad percent-encoding', 'GET', '/api/villas/%E0%A4%A', undefined],
  ])('%s → 400 VALIDATION_ERROR, nothing stored', async (_what, method, path, body) => {
    const before = await rowCount();
    const res = await t.request(method, path, body);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.code).toBe('VALIDATION_ERROR');
    expect(await rowCount()).toEqual(before);
  });

  it('multi-line text (tab, line feed) in a body is still accepted', async () => {
    const res = await t.request(
      'POST',
      '/api/bookings',
      bookingRequest({ guest: { specialRequests: 'Line one\n\tLine two' } }),
    );
    expect(res.status).toBe(201);
  });

  it('deeply nested JSON is 400, never a 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/api/quote', '/api/bookings', '/api/safari-enquiries']) {
      const res = await t.request('POST', path, deep);
      expect(res.status).toBe(400);
    }
    const nested = JSON.stringify({
      ...bookingRequest(),
      guest: JSON.parse(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`),
    });
    expect((await t.request('POST', '/api/bookings', nested)).status).toBe(400);
  });

  it('a body that is not JSON on a JSON route is refused (415), not handled as empty', async () => {
    const res = await t.request('POST', '/api/bookings', JSON.stringify(bookingRequest()), {
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(415);
    expect((await errorBody(res)).error.code).toBe('VALIDATION_ERROR');
  });

  it('a transaction the database aborted for another (40001, 40P01) is a 503 to retry, not a 500', () => {
    for (const code of ['40001', '40P01']) {
      const err = Object.assign(new Error('Failed query: update …'), { cause: { code } });
      expect(toErrorResponse(err)).toMatchObject({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE' } },
      });
    }
  });

  it('the database refusing text (22021, 22P05) is a 400, not a 500', () => {
    for (const code of ['22021', '22P05']) {
      const err = Object.assign(new Error('Failed query: insert …'), { cause: { code } });
      expect(toErrorResponse(err).status).toBe(400);
    }
  });

  const signed = (body: string) =>
    t.app.request('/api/payments/webhook', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(webhookSecret, body),
      },
    });

  it.each(['[1,2]', '"payment.captured"', '42', 'null', '{"event":7}', '{"payload":{}}'])(
    'a correctly signed webhook whose body is not an event object (%s) is 400 and recorded nowhere',
    async (body) => {
      const [before] = await t.database.db.select({ n: count() }).from(paymentEvents);
      const res = await signed(body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.code).toBe('VALIDATION_ERROR');
      const [after] = await t.database.db.select({ n: count() }).from(paymentEvents);
      expect(after!.n).toBe(before!.n);
    },
  );

  it('a signed event with a payment of an unknown shape is recorded and ignored (no retry storm)', async () => {
    const res = await signed(
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 5 } } } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ignored' });
  });
});

describe('item 10: strict number fields', () => {
  it.each([true, [2], '0x2', '1e1', '2.5', '', null, { n: 2 }])(
    'adults = %j in a booking body is 400 with the field named',
    async (adults) => {
      const res = await t.request('POST', '/api/quote', {
        villaId: 'glass-cottage',
        checkIn: '2026-12-01',
        checkOut: '2026-12-02',
        adults,
      });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.fields).toHaveProperty('adults');
    },
  );

  it.each(['0x2', 'true', '1e1', '2.0x'])('a query number (rooms=%s) is 400', async (rooms) => {
    const res = await t.request(
      'GET',
      `/api/availability?villaId=glass-cottage&checkIn=2026-12-01&checkOut=2026-12-02&rooms=${rooms}`,
    );
    expect(res.status).toBe(400);
  });

  it('a decimal string in a query and a JSON number in a body still work', async () => {
    expect(
      (
        await t.request(
          'GET',
          '/api/availability?villaId=glass-cottage&checkIn=2026-12-01&checkOut=2026-12-02&rooms=1',
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request('POST', '/api/quote', {
          villaId: 'glass-cottage',
          checkIn: '2026-12-01',
          checkOut: '2026-12-02',
          adults: 2,
        })
      ).status,
    ).toBe(200);
  });

  it('admin list paging refuses pageSize=[2]-style values', async () => {
    const cookie = await signIn(t);
    for (const q of ['page=0x2', 'pageSize=true', 'page=1e1']) {
      const res = await t.request('GET', `/api/admin/bookings?${q}`, undefined, { cookie });
      expect(res.status).toBe(400);
    }
  });
});

describe('item 10: safari enquiry dates', () => {
  const card = { date: '2026-12-10', timing: 'Evening', persons: 2 };
  it.each([
    ['check-out before check-in', { checkIn: '2026-12-12', checkOut: '2026-12-10' }, 'checkOut'],
    ['check-out on check-in', { checkIn: '2026-12-10', checkOut: '2026-12-10' }, 'checkOut'],
    ['check-in in the past', { checkIn: '2026-11-01', checkOut: '2026-11-03' }, 'checkIn'],
  ])('%s is a 400 naming the field, and nothing is stored', async (_what, stay, field) => {
    const before = await rowCount();
    const res = await t.request('POST', '/api/safari-enquiries', {
      ...stay,
      safaris: [{ ...card, date: stay.checkIn }],
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.fields).toHaveProperty(field);
    expect(await rowCount()).toEqual(before);
  });
});
