import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOCAL_BROWSE_COOKIE, SECURE_BROWSE_COOKIE } from './browsing-session';

/** The browsing session cookie (docs/decisions/0106-browsing-session.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const browseCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => /^(__Host-)?vm_browse=/.test(c));
const valueOf = (line: string) => line.split(';')[0]!.split('=')[1]!;
/** A guest route that needs the session: availability (it leaves out the browser's own hold). */
const AVAILABILITY =
  '/api/availability?villaId=glass-cottage&checkIn=2026-12-01&checkOut=2026-12-02&sessionId=browse-test';

describe('browsing session cookie', () => {
  it('is issued to a guest API request without one: random, 256-bit, HttpOnly, SameSite=Lax', async () => {
    const first = browseCookie(await t.request('GET', AVAILABILITY));
    const second = browseCookie(await t.request('GET', AVAILABILITY));
    expect(first).toBeDefined();
    const attributes = first!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=604800']),
    );
    // Plain http on localhost: browsers refuse Secure there, so it is the unprefixed name.
    expect(first!.startsWith(`${LOCAL_BROWSE_COOKIE}=`)).toBe(true);
    expect(valueOf(first!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(valueOf(second!)).not.toBe(valueOf(first!));
  });

  it('is kept when well-formed and replaced when malformed', async () => {
    const browser = t.browser();
    await browser.request('GET', AVAILABILITY);
    const value = browser.cookie(LOCAL_BROWSE_COOKIE);
    expect(browseCookie(await browser.request('GET', AVAILABILITY))).toBeUndefined();
    expect(browser.cookie(LOCAL_BROWSE_COOKIE)).toBe(value);

    const forged = await t.request('GET', AVAILABILITY, undefined, {
      cookie: `${LOCAL_BROWSE_COOKIE}=VM20261201ABCDE`,
    });
    expect(valueOf(browseCookie(forged)!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is Secure and __Host- prefixed over https, and only that name is read there', async () => {
    const res = await t.request('GET', `https://villagemachaan.example${AVAILABILITY}`);
    const line = browseCookie(res)!;
    expect(line.startsWith(`${SECURE_BROWSE_COOKIE}=`)).toBe(true);
    expect(line.split(';').map((a) => a.trim().toLowerCase())).toContain('secure');
    // A plain-named cookie (e.g. planted over http) is not honoured on https: a new one is issued.
    const planted = await t.request(
      'GET',
      `https://villagemachaan.example${AVAILABILITY}`,
      undefined,
      {
        cookie: `${LOCAL_BROWSE_COOKIE}=${'a'.repeat(43)}`,
      },
    );
    expect(browseCookie(planted)?.startsWith(`${SECURE_BROWSE_COOKIE}=`)).toBe(true);
  });

  it('is not issued on cacheable public answers (a shared cache must not hand one to everyone)', async () => {
    for (const path of ['/api/villas', '/api/site-info', '/api/legal/terms', '/api/packages']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(browseCookie(res)).toBeUndefined();
    }
  });

  it('is not issued on staff routes', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/bookings'],
      ['POST', '/api/admin/login'],
    ] as const) {
      const res = await t.request(method, path, method === 'POST' ? {} : undefined, {
        origin: 'http://localhost',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(browseCookie(res)).toBeUndefined();
    }
  });
});
