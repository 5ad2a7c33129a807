import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOCAL_BROWSE_COOKIE } from './browsing-session';

/**
 * A handler's own headers (availability's `Cache-Control: no-store` and its browsing-session
 * cookie) go on node's response on the Node server and through `c.header` under `app.request()`
 * (setAnswerHeader, decision 0160): both ways answer the same headers, on a 200 and on an error.
 */
let t: TestApp;
let server: ServerType;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
}, 60_000);

const stay = 'villaId=kingfisher-villa&checkIn=2027-06-10&checkOut=2027-06-12';
const ways = [
  ['the Node server', (p: string, init?: RequestInit) => fetch(`${origin}${p}`, init)],
  [
    'app.request()',
    (p: string, init?: RequestInit) => Promise.resolve(t.app.request(`http://127.0.0.1${p}`, init)),
  ],
] as const;
const browseCookies = (res: Response) =>
  res.headers.getSetCookie().filter((c) => c.startsWith(`${LOCAL_BROWSE_COOKIE}=`));

describe.each(ways)('through %s', (_, get) => {
  it('an availability answer is not cached and issues one browsing-session cookie', async () => {
    const res = await get(`/api/availability?${stay}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ available: true, unitsLeft: 4 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = browseCookies(res);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^vm_browse=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly;/);
    expect(cookies[0]).toContain('SameSite=Lax');
  });

  it('a guest who has the cookie gets none again', async () => {
    const first = browseCookies(await get(`/api/availability?${stay}`))[0]!.split(';')[0]!;
    const res = await get(`/api/availability?${stay}`, { headers: { cookie: first } });
    expect(res.status).toBe(200);
    expect(browseCookies(res)).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('an unknown villa is a 404 that still issues the cookie, without Cache-Control', async () => {
    const res = await get(
      '/api/availability?villaId=no-such-villa&checkIn=2027-06-10&checkOut=2027-06-12',
    );
    expect(res.status).toBe(404);
    expect(browseCookies(res)).toHaveLength(1);
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
