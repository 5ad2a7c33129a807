import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSessions, loginAttempts, rateLimits } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sessionCookie, signIn, signInDemoAdmin } from './test-helpers';
import { totpAt } from './totp';
import { bodyAt, errorBody } from '../testing/typed-client';

/* Issue 26 (decision 0124): two-factor sign-in, the sign-in audit and sessions. */
let t: TestApp;
let owner: string;
const PASSWORD = 'Forest-Lantern-2026!x';
const EMAIL = 'desk@example.com';
let secret = '';
let recoveryCodes: string[] = [];

const req = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(method, path, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}), {
    cookie,
  });
const login = (body: object, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/admin/login', { email: EMAIL, password: PASSWORD, ...body }, headers);
const errorOf = async (res: Response) => (await errorBody(res)).error;
const resetLimits = async () => {
  await t.database.db.delete(rateLimits);
};

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  t = await createTestApp();
  owner = await signInDemoAdmin(t);
  const res = await req('POST', '/api/admin/users', owner, {
    name: 'Desk Person',
    email: EMAIL,
    password: PASSWORD,
    role: 'front_desk',
  });
  expect(res.status).toBe(201);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('two-factor sign-in', () => {
  let desk: string;

  it('is set up with a key, confirmed by a code, and answers ten recovery codes once', async () => {
    desk = await signIn(t, EMAIL, PASSWORD);
    const setup = await t.api('POST /admin/me/2fa/setup', { header: { cookie: desk } });
    expect(setup.status).toBe(200);
    const body = bodyAt(setup, 200);
    secret = body.secret;
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/Village%20Machaan%3Adesk%40example.com?secret=${secret}&issuer=Village+Machaan&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until confirmed: sign-in still needs no code.
    expect((await login({})).status).toBe(200);

    const wrong = await req('POST', '/api/admin/me/2fa/enable', desk, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toHaveProperty('code');

    const enable = await t.api('POST /admin/me/2fa/enable', {
      json: { code: totpAt(secret, t.clock.now()) },
      header: { cookie: desk },
    });
    expect(enable.status).toBe(200);
    recoveryCodes = bodyAt(enable, 200).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    const me = await t.api.ok('GET /admin/me', { header: { cookie: desk } });
    expect(me.user.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(me)).not.toContain(secret);
    expect((await req('POST', '/api/admin/me/2fa/setup', desk)).status).toBe(409);
  });

  it('asks for the code (401 TOTP_REQUIRED), signs in with it, and refuses the same code again', async () => {
    t.clock.advance(60_000); // the enabling code's step is used up
    const missing = await login({});
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).code).toBe('TOTP_REQUIRED');
    expect(sessionCookie(missing)).toBeUndefined();

    const code = totpAt(secret, t.clock.now());
    const ok = await login({ code });
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).toBeDefined();

    const replay = await login({ code });
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe('UNAUTHORIZED');

    const wrongPassword = await login({ password: 'not-the-password', code });
    expect((await errorOf(wrongPassword)).code).toBe('UNAUTHORIZED');

    t.clock.advance(30_000);
    expect((await login({ code: totpAt(secret, t.clock.now()) })).status).toBe(200);
    await resetLimits();
  });

  it('takes a recovery code once', async () => {
    const [first] = recoveryCodes;
    expect((await login({ code: first!.toLowerCase().replace('-', ' ') })).status).toBe(200);
    const again = await login({ code: first! });
    expect(again.status).toBe(401);
    await resetLimits();
  });

  it('counts wrong codes with the sign-in limits', async () => {
    for (let i = 0; i < 4; i++) expect((await login({ code: '123456' })).status).toBe(401);
    // The fifth attempt of the window is the last one checked; then the account is locked here.
    await login({ code: '123456' });
    const locked = await login({ code: totpAt(secret, t.clock.now()) });
    expect(locked.status).toBe(429);
    await resetLimits();
  });

  it('is turned off only with the password and a code', async () => {
    t.clock.advance(60_000);
    const noPassword = await req('POST', '/api/admin/me/2fa/disable', desk, {
      password: 'wrong',
      code: totpAt(secret, t.clock.now()),
    });
    expect(noPassword.status).toBe(400);
    const noCode = await req('POST', '/api/admin/me/2fa/disable', desk, {
      password: PASSWORD,
      code: '000000',
    });
    expect(noCode.status).toBe(400);
    t.clock.advance(30_000);
    const off = await req('POST', '/api/admin/me/2fa/disable', desk, {
      password: PASSWORD,
      code: totpAt(secret, t.clock.now()),
    });
    expect(off.status).toBe(200);
    expect((await login({})).status).toBe(200);
    await resetLimits();
  });
});

describe('sessions and the sign-in audit', () => {
  it('lists my sessions and sign-ins (address, browser, failures, lock-outs), and ends one', async () => {
    await t.database.db.delete(adminSessions);
    await t.database.db.delete(loginAttempts);
    await resetLimits();
    owner = await signIn(t);
    await t.database.db.delete(loginAttempts);
    t.clock.advance(1000);
    const phone = await signIn(t, EMAIL, PASSWORD, { 'user-agent': 'Phone Browser/1.0' });
    t.clock.advance(1000);
    const laptop = await signIn(t, EMAIL, PASSWORD, { 'user-agent': 'Laptop Browser/2.0' });
    t.clock.advance(1000);
    await login({ password: 'wrong-password' });
    const list = await t.api('GET /admin/me/sessions', { header: { cookie: laptop } });
    expect(list.status).toBe(200);
    const body = bodyAt(list, 200);
    expect(body.sessions.map((s) => [s.userAgent, s.current]).sort()).toEqual([
      ['Laptop Browser/2.0', true],
      ['Phone Browser/1.0', false],
    ]);
    expect(body.sessions[0]!.ip).toBe('127.0.0.1');
    expect(body.signIns.map((s) => [s.success, s.reason])).toEqual([
      [false, 'password'],
      [true, null],
      [true, null],
    ]);
    const phoneSession = body.sessions.find((s) => !s.current)!;
    expect((await req('DELETE', `/api/admin/me/sessions/${phoneSession.id}`, laptop)).status).toBe(
      200,
    );
    expect((await req('GET', '/api/admin/me', phone)).status).toBe(401);
    expect((await req('DELETE', `/api/admin/me/sessions/${phoneSession.id}`, laptop)).status).toBe(
      404,
    );
    // Another person's session is not "mine".
    const ownerList = await t.api.ok('GET /admin/me/sessions', { header: { cookie: owner } });
    expect(
      (await req('DELETE', `/api/admin/me/sessions/${ownerList.sessions[0]!.id}`, laptop)).status,
    ).toBe(404);
  });

  it('lists lock-outs, and lets owners see and end anyone’s session (others get 403)', async () => {
    await resetLimits();
    for (let i = 0; i < 6; i++) await login({ password: 'wrong-password' });
    const desk = await (async () => {
      await resetLimits();
      return signIn(t, EMAIL, PASSWORD);
    })();
    const all = await t.api.ok('GET /admin/staff-sessions', { header: { cookie: owner } });
    expect(all.signIns.filter((s) => s.reason === 'locked_out').length).toBeGreaterThanOrEqual(1);
    const deskSessions = all.sessions.filter((s) => s.user.email === EMAIL);
    expect(deskSessions.length).toBeGreaterThanOrEqual(1);
    expect((await req('GET', '/api/admin/staff-sessions', desk)).status).toBe(403);
    for (const s of deskSessions)
      expect((await req('DELETE', `/api/admin/staff-sessions/${s.id}`, owner)).status).toBe(200);
    expect((await req('GET', '/api/admin/me', desk)).status).toBe(401);
  });

  it('owners may require two-factor sign-in: until it is on, only the own account works', async () => {
    await resetLimits();
    const desk = await signIn(t, EMAIL, PASSWORD);
    expect((await req('GET', '/api/admin/bookings', desk)).status).toBe(200);
    const set = await req('PATCH', '/api/admin/security-settings', owner, {
      requireTwoFactor: true,
    });
    expect(await set.json()).toEqual({ requireTwoFactor: true });
    const refused = await req('GET', '/api/admin/bookings', desk);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('TWO_FACTOR_REQUIRED');
    expect((await req('GET', '/api/admin/me', desk)).status).toBe(200);
    const setup = await t.api.ok('POST /admin/me/2fa/setup', { header: { cookie: desk } });
    t.clock.advance(120_000);
    const on = await req('POST', '/api/admin/me/2fa/enable', desk, {
      code: totpAt(setup.secret, t.clock.now()),
    });
    expect(on.status).toBe(200);
    expect((await req('GET', '/api/admin/bookings', desk)).status).toBe(200);
    await req('PATCH', '/api/admin/security-settings', owner, { requireTwoFactor: false });
  });
});
