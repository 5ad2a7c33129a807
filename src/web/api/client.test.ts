import { afterEach, describe, expect, it, vi } from 'vitest';
import type { adminBookingEditRoutes } from '../../server/bookings/admin-edit-routes';
import type { bookingRoutes } from '../../server/bookings/routes';
import type { holdRoutes } from '../../server/holds/routes';
import type { imageAdminRoutes } from '../../server/images/routes';
import type { villaRoutes } from '../../server/villas/routes';
import { ApiError, clientFor, hrefFor } from './client';
import type { RouterOf } from './route-types';

type Bookings = RouterOf<typeof bookingRoutes>;
const bookings = clientFor<Bookings>();
const bookingHref = hrefFor<Bookings>();
const holds = clientFor<RouterOf<typeof holdRoutes>>();
const villas = clientFor<RouterOf<typeof villaRoutes>>();
const staffEdits = clientFor<RouterOf<typeof adminBookingEditRoutes>>();
const images = clientFor<RouterOf<typeof imageAdminRoutes>>();

/** Answers every fetch with `status` and `body`, and keeps what was asked. */
function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it('fills path parameters (encoded), the query, the JSON body and declared headers', async () => {
    const calls = answer(201, { bookingId: 'VM-1' });
    await bookings('POST /bookings', {
      json: {
        sessionId: 'session-1',
        villaId: 'v',
        checkIn: '2030-01-01',
        checkOut: '2030-01-02',
        adults: 2,
        guest: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'a@example.com',
          countryCode: '+91',
          phone: '9876543210',
        },
        acceptTerms: true,
      },
      header: { 'idempotency-key': 'k1' },
    });
    await bookings('GET /bookings/:bookingId', {
      param: { bookingId: 'VM 1/2' },
      query: { email: 'a+b@example.com' },
    });
    await holds('DELETE /holds/:sessionId', { param: { sessionId: 's1' } });

    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/bookings'],
      ['GET', '/api/bookings/VM%201%2F2?email=a%2Bb%40example.com'],
      ['DELETE', '/api/holds/s1'],
    ]);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('k1');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ villaId: 'v', adults: 2 });
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('leaves out undefined query values and repeats array values', () => {
    expect(
      bookingHref('GET /bookings/:bookingId/calendar.ics', {
        param: { bookingId: 'VM-1' },
        query: { email: undefined, token: 't' },
      }),
    ).toBe('/api/bookings/VM-1/calendar.ics?token=t');
  });

  it('sends a Blob as raw bytes', async () => {
    const calls = answer(201, { url: '/api/images/i1/800.webp' });
    const file = new Blob(['x'], { type: 'image/png' });
    await images('POST /admin/images', { body: file });
    expect(calls[0]!.init.body).toBe(file);
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe(
      'application/octet-stream',
    );
  });

  it('answers the body on 2xx and throws the API error of any other status', async () => {
    answer(200, [{ id: 'v1' }]);
    await expect(villas('GET /villas')).resolves.toEqual([{ id: 'v1' }]);
    answer(409, { error: { code: 'CONFLICT', message: 'Gone', fields: { unit: 'Taken' } } });
    const err = await holds('DELETE /holds/:sessionId', { param: { sessionId: 's' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'CONFLICT', fields: { unit: 'Taken' } });
  });
});

/** Checked by the compiler (tsc -p src/web), never run: each line must stay an error. */
const refusedAtCompileTime = () => {
  // @ts-expect-error: no such path
  void villas('GET /villa');
  // @ts-expect-error: no such method on the path
  void villas('DELETE /villas');
  // @ts-expect-error: the path's parameter is required
  void holds('DELETE /holds/:sessionId');
  // @ts-expect-error: the body's fields are checked (rooms is a number)
  void staffEdits('POST /admin/bookings/quote', { json: { rooms: 'two' } });
  // @ts-expect-error: a header the route does not declare
  void holds('DELETE /holds/:sessionId', { param: { sessionId: 's' }, header: { x: 'y' } });
};
void refusedAtCompileTime;
