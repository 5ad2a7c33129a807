import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSessions, adminUsers, loginAttempts, rateLimits } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_ADMIN, sessionCookie, signIn, withDemoAdmin } from './test-helpers';
import { bodyAt, errorBody, openApiDocument } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  t = await createTestApp();
  await withDemoAdmin(t);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks(); // the files after this one in the worker log normally (decision 0111)
  await t?.close();
}, 60_000);
afterEach(async () => {
  // Each test starts with a clean rate-limit history.
  await t.database.db.delete(loginAttempts);
  await t.database.db.delete(rateLimits);
  await t.database.db.delete(adminSessions);
});

const me = (cookie?: string) =>
  t.request('GET', '/api/admin/me', undefined, cookie ? { cookie } : {});
const fromIp = (ip: string, email: string, password: string) =>
  t.app.request(
    '/api/admin/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );

describe('every /api/admin route needs a session', () => {
  it('answers 401 on every registered admin route without a valid session', async () => {
    const routes = t.app.routes.filter(
      (r) =>
        r.path.startsWith('/api/admin') &&
        !r.path.includes('*') &&
        !(r.method === 'POST' && r.path === '/api/admin/login'),
    );
    const unique = [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(unique.length).toBeGreaterThanOrEqual(6);
    for (const route of unique) {
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method === 'ALL' ? 'GET' : route.method;
      for (const cookie of [
        undefined,
        'vm_admin_session=not-a-session',
        `vm_admin_session=${'A'.repeat(43)}`,
      ]) {
        const res = await t.request(
          method,
          path,
          method === 'GET' ? undefined : {},
          cookie ? { cookie } : {},
        );
        expect(res.status, `${method} ${path} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect((await errorBody(res)).error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('also answers 401 for admin paths that do not exist (no route discovery)', async () => {
    expect((await t.request('GET', '/api/admin/secret-report')).status).toBe(401);
    expect((await t.request('DELETE', '/api/admin/users')).status).toBe(401);
  });

  it('documents the admin API in the OpenAPI contract', async () => {
    const doc = await openApiDocument(t.request);
    for (const path of [
      '/admin/login',
      '/admin/logout',
      '/admin/me',
      '/admin/users',
      '/admin/users/{id}',
      '/admin/me/password',
      '/admin/dashboard',
    ]) {
      expect(
        Object.keys(doc.paths).some((p) => p.endsWith(path)),
        path,
      ).toBe(true);
    }
  });
});

describe('sign-in and sessions', () => {
  it('signs in the active admin with an HttpOnly SameSite=Lax cookie and records last_login', async () => {
    const login = await t.api('POST /admin/login', {
      json: { email: 'Admin@VillageMachaan.com', password: DEMO_ADMIN.password },
    });
    const res = login.res;
    expect(res.status).toBe(200);
    const body = bodyAt(login, 200);
    expect(body.user).toMatchObject({
      email: DEMO_ADMIN.email,
      name: 'Demo Admin',
      lastLogin: t.clock.now().toISOString(),
    });
    const header = res.headers.get('set-cookie')!;
    expect(header).toMatch(/^vm_admin_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    const who = await t.api('GET /admin/me', { header: { cookie: sessionCookie(res) ?? '' } });
    expect(who.status).toBe(200);
    expect(bodyAt(who, 200).user.email).toBe(DEMO_ADMIN.email);
    expect(who.res.headers.get('cache-control')).toBe('no-store');
    const [row] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, DEMO_ADMIN.email));
    expect(row!.lastLogin?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('uses a __Host- Secure cookie anywhere but plain-http localhost', async () => {
    const res = await t.request('POST', 'https://book.villagemachaan.com/api/admin/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    const header = res.headers.get('set-cookie')!;
    expect(header).toMatch(/^__Host-vm_admin_session=/);
    expect(header).toContain('Secure');
    expect(header).not.toContain('Domain');
    const cookie = sessionCookie(res)!;
    expect(
      (
        await t.request('GET', 'https://book.villagemachaan.com/api/admin/me', undefined, {
          cookie,
        })
      ).status,
    ).toBe(200);
    // The non-prefixed name is not honoured on a real domain.
    const planted = cookie.replace('__Host-', '');
    expect(
      (
        await t.request('GET', 'https://book.villagemachaan.com/api/admin/me', undefined, {
          cookie: planted,
        })
      ).status,
    ).toBe(401);
  });

  it('issues a new session id at every sign-in (no fixation) and stores only its hash', async () => {
    const first = await signIn(t);
    const second = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password, { cookie: first });
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    const raw = second.split('=')[1]!;
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).not.toBe(raw);
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logout deletes the session on the server', async () => {
    const cookie = await signIn(t);
    const out = await t.request('POST', '/api/admin/logout', undefined, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/vm_admin_session=;.*Max-Age=0/);
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(0);
    expect((await me(cookie)).status).toBe(401);
  });

  it('expires after 30 idle minutes', async () => {
    const cookie = await signIn(t);
    t.clock.advance(29 * 60_000);
    expect((await me(cookie)).status).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await me(cookie)).status).toBe(200);
    t.clock.advance(30 * 60_000);
    expect((await me(cookie)).status).toBe(401);
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(0);
  });

  it('expires 12 hours after sign-in even when used all along', async () => {
    const cookie = await signIn(t);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await me(cookie)).status, `after ${minutes} min`).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.request('POST', '/api/admin/login', {
      email: 'nobody@villagemachaan.com',
      password: 'whatever-1',
    });
    const wrong = await t.request('POST', '/api/admin/login', {
      email: DEMO_ADMIN.email,
      password: 'whatever-1',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const expected = { error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } };
    expect(await unknown.json()).toEqual(expected);
    expect(await wrong.json()).toEqual(expected);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('answers 415 or 400, never 500, to a body that is not JSON', async () => {
    const res = await t.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `email=${DEMO_ADMIN.email}&password=${DEMO_ADMIN.password}`,
    });
    expect(res.status).toBe(415);
    expect((await errorBody(res)).error.code).toBeDefined();
    const broken = await t.request('POST', '/api/admin/login', '{"email":', {});
    expect(broken.status).toBe(400);
  });

  it('requires e-mail and password', async () => {
    const res = await t.request('POST', '/api/admin/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.fields).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('locks an account for 15 minutes after 5 failures from one source, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.request('POST', '/api/admin/login', {
            email: DEMO_ADMIN.email,
            password: `wrong-${i}`,
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await t.request('POST', '/api/admin/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      },
    });
    // Unknown accounts are limited the same way (no enumeration through the limiter).
    for (let i = 0; i < 5; i++)
      await t.request('POST', '/api/admin/login', { email: 'ghost@x.com', password: `wrong-${i}` });
    expect(
      (await t.request('POST', '/api/admin/login', { email: 'ghost@x.com', password: 'x' })).status,
    ).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect(
      (
        await t.request('POST', '/api/admin/login', {
          email: DEMO_ADMIN.email,
          password: DEMO_ADMIN.password,
        })
      ).status,
    ).toBe(200);
  });

  it('an attacker elsewhere cannot lock the admin out, and their own lockouts grow', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    const staff = { 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < 6; i++)
      await t.request(
        'POST',
        '/api/admin/login',
        { email: DEMO_ADMIN.email, password: `guess-${i}` },
        attacker,
      );
    expect(
      (
        await t.request(
          'POST',
          '/api/admin/login',
          { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
          attacker,
        )
      ).status,
    ).toBe(429);
    // The real admin, from their own address, signs in at once.
    expect(
      (
        await t.request(
          'POST',
          '/api/admin/login',
          { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
          staff,
        )
      ).status,
    ).toBe(200);
    // The attacker's second lockout lasts twice as long (30 minutes), the third 60.
    t.clock.advance(15 * 60_000 + 1000);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.request(
            'POST',
            '/api/admin/login',
            { email: DEMO_ADMIN.email, password: `again-${i}` },
            attacker,
          )
        ).status,
      ).toBe(401);
    }
    const second = await t.request(
      'POST',
      '/api/admin/login',
      { email: DEMO_ADMIN.email, password: 'x' },
      attacker,
    );
    expect(second.status).toBe(429);
    expect((await errorBody(second)).error.message).toBe(
      'Too many sign-in attempts. Please wait 30 minutes and try again.',
    );
    t.clock.advance(20 * 60_000);
    expect(
      (
        await t.request(
          'POST',
          '/api/admin/login',
          { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
          attacker,
        )
      ).status,
    ).toBe(429);
  });

  it('checks at most 5 of 30 parallel wrong passwords (counted before the check)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.90' };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request(
          'POST',
          '/api/admin/login',
          { email: DEMO_ADMIN.email, password: `parallel-${i}` },
          from,
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    // The checked attempts are in the sign-in log as wrong passwords, the refused ones as lock-outs.
    const failed = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '203.0.113.90'));
    expect(failed.filter((a) => a.reason === 'password')).toHaveLength(5);
    expect(failed.filter((a) => a.reason === 'locked_out')).toHaveLength(25);
  });

  it('limits one IP trying many accounts, without touching other IPs', async () => {
    for (let i = 0; i < 20; i++)
      expect((await fromIp('203.0.113.7', `user${i}@x.com`, 'nope-nope')).status).toBe(401);
    expect((await fromIp('203.0.113.7', DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(429);
    expect((await fromIp('198.51.100.2', DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(200);
    const attempts = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '203.0.113.7'));
    expect(attempts.map((a) => a.reason).sort()).toEqual([
      'locked_out',
      ...Array<string>(20).fill('password'),
    ]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with a foreign Origin', async () => {
    const evil = await t.request(
      'POST',
      '/api/admin/login',
      { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect((await errorBody(evil)).error.code).toBe('FORBIDDEN');
    const cookie = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password, {
      origin: 'http://localhost',
    });
    const logout = await t.request('POST', '/api/admin/logout', undefined, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(logout.status).toBe(403);
    const crossSite = await t.request('POST', '/api/admin/logout', undefined, {
      cookie,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
    expect(
      (
        await t.request('POST', '/api/admin/logout', undefined, {
          cookie,
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
        })
      ).status,
    ).toBe(200);
  });
});

describe('client address and configured origin', () => {
  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY', async () => {
    const attempt = (app: TestApp, peer: string, forwarded: string) =>
      app.app.request(
        '/api/admin/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({ email: 'probe@x.com', password: 'nope-nope' }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    // The test app trusts loopback: the right-most address that is not a trusted proxy.
    await attempt(t, '127.0.0.1', '198.51.100.9, 203.0.113.50');
    await attempt(t, '127.0.0.1', '198.51.100.9, 203.0.113.51, 127.0.0.1');
    await attempt(t, '203.0.113.77', '10.9.9.9');
    // A private peer is not trusted just for being private.
    await attempt(t, '10.0.0.5', '203.0.113.52');
    const ips = (await t.database.db.select().from(loginAttempts)).map((a) => a.ip).sort();
    expect(ips).toEqual(['10.0.0.5', '203.0.113.50', '203.0.113.51', '203.0.113.77']);

    // Without TRUST_PROXY nobody is trusted, not even loopback.
    const direct = await createTestApp({ env: { TRUST_PROXY: '' } });
    try {
      await attempt(direct, '127.0.0.1', '203.0.113.53');
      await attempt(direct, '::ffff:127.0.0.1', '203.0.113.54');
      const seen = (await direct.database.db.select().from(loginAttempts)).map((a) => a.ip);
      expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
    } finally {
      await direct.close();
    }
  });

  it('accepts the PUBLIC_URL origin behind a proxy that rewrites the host', async () => {
    const proxied = await createTestApp({ env: { PUBLIC_URL: 'https://book.villagemachaan.com' } });
    try {
      await withDemoAdmin(proxied);
      const body = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
      const ok = await proxied.request('POST', 'http://app-1.internal:3000/api/admin/login', body, {
        origin: 'https://book.villagemachaan.com',
      });
      expect(ok.status).toBe(200);
      const evil = await proxied.request(
        'POST',
        'http://app-1.internal:3000/api/admin/login',
        body,
        { origin: 'https://villagemachaan.com.evil.example' },
      );
      expect(evil.status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
