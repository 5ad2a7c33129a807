import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureInitialAdmins } from '../admin-auth/initial-admins';
import { DEMO_ADMIN, signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { adminSessions, adminUsers, auditLog, loginAttempts } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { captureLogs } from '../logging/logger';

let t: TestApp;
let cookie: string;
const logged: string[] = [];
let logs: ReturnType<typeof captureLogs> | undefined;
const bodies: string[] = [];

const capture = (...args: unknown[]) => {
  logged.push(
    args
      .map((a) =>
        a instanceof Error
          ? `${a.message} ${a.stack}`
          : typeof a === 'string'
            ? a
            : JSON.stringify(a),
      )
      .join(' '),
  );
};

beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation(capture);
  logs = captureLogs();
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks(); // the files after this one in the worker log normally (decision 0111)
  logs?.stop();
  await t?.close();
}, 60_000);

/** A request whose response text is kept for the no-password check. */
async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.request(method, path, body, { cookie, ...headers });
  const text = await res.text();
  bodies.push(`${res.headers.get('set-cookie') ?? ''} ${text}`);
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

const PASSWORDS = {
  meera: 'forest-canopy-42',
  meeraNew: 'hornbill-dawn-77',
  wrong: 'not-her-password-1',
};

describe('admin users', () => {
  let meeraId: string;

  it('creates an admin with an argon2id hash and audits it without the hash', async () => {
    const res = await call('POST', '/api/admin/users', {
      name: 'Meera Nair',
      email: 'Meera@VillageMachaan.com',
      password: PASSWORDS.meera,
      role: 'owner',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Meera Nair',
      email: 'meera@villagemachaan.com',
      role: 'owner',
      isActive: true,
      lastLogin: null,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    meeraId = res.body!.id as string;
    const rows = await t.database.db.select().from(adminUsers);
    for (const row of rows)
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, meeraId));
    expect(audit).toMatchObject({
      action: 'admin_user.created',
      actorName: 'Demo Admin',
      before: null,
    });
    expect(audit!.after).toMatchObject({ email: 'meera@villagemachaan.com' });
  });

  it('refuses a duplicate e-mail with "Email already exists"', async () => {
    const res = await call('POST', '/api/admin/users', {
      name: 'Other',
      email: 'meera@villagemachaan.com',
      password: 'saffron-kettle-quarry-9',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Email already exists',
        fields: { email: 'Email already exists' },
      },
    });
    const rename = await call('PATCH', `/api/admin/users/${meeraId}`, { email: DEMO_ADMIN.email });
    expect(rename.status).toBe(409);
  });

  it('refuses short and common passwords', async () => {
    const short = await call('POST', '/api/admin/users', {
      name: 'X',
      email: 'x@villagemachaan.com',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect((short.body!.error as { fields: Record<string, string> }).fields.password).toBe(
      'Password must be at least 8 characters',
    );
    const common = await call('POST', '/api/admin/users', {
      name: 'X',
      email: 'x@villagemachaan.com',
      password: 'Password123',
    });
    expect((common.body!.error as { fields: Record<string, string> }).fields.password).toBe(
      'This password is too common. Please choose a less common one',
    );
  });

  it('refuses weak passwords: the e-mail or name in it, resort words, or a low strength estimate', async () => {
    const cases: [string, string][] = [
      ['ravi.kumar2026!', 'Password must not contain your email address or name'],
      ['Kumar#Hornbill88', 'Password must not contain your email address or name'],
      ['VillageSunrise#77', "Password must not contain the resort's name"],
      [
        'qwerty12345',
        'This password is too easy to guess. Please use a longer password, for example a few unrelated words',
      ],
      [
        'Summer2026!',
        'This password is too easy to guess. Please use a longer password, for example a few unrelated words',
      ],
    ];
    for (const [password, message] of cases) {
      const res = await call('POST', '/api/admin/users', {
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.in',
        password,
      });
      expect(res.status, password).toBe(400);
      expect(
        (res.body!.error as { fields: Record<string, string> }).fields.password,
        password,
      ).toBe(message);
    }
    expect(
      await t.database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, 'ravi.kumar@example.in')),
    ).toHaveLength(0);
  });

  it('lists admins and updates name and role, with before and after in the audit', async () => {
    const list = await call('GET', '/api/admin/users');
    expect((list.body as unknown as { email: string }[]).map((u) => u.email)).toEqual([
      DEMO_ADMIN.email,
      'meera@villagemachaan.com',
    ]);
    const res = await call('PATCH', `/api/admin/users/${meeraId}`, { name: 'Meera N.' });
    expect(res.status).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin_user.updated'));
    expect(audits.at(-1)).toMatchObject({
      before: { name: 'Meera Nair' },
      after: { name: 'Meera N.' },
    });
  });

  it('only active admins can sign in; deactivating ends their sessions', async () => {
    const meeraCookie = await signIn(t, 'meera@villagemachaan.com', PASSWORDS.meera);
    expect((await call('PATCH', `/api/admin/users/${meeraId}`, { isActive: false })).status).toBe(
      200,
    );
    expect(
      (await t.request('GET', '/api/admin/me', undefined, { cookie: meeraCookie })).status,
    ).toBe(401);
    const login = await call(
      'POST',
      '/api/admin/login',
      { email: 'meera@villagemachaan.com', password: PASSWORDS.meera },
      { cookie: '' },
    );
    expect(login.status).toBe(401);
    expect((await call('PATCH', `/api/admin/users/${meeraId}`, { isActive: true })).status).toBe(
      200,
    );
  });

  it('does not let an admin deactivate themself', async () => {
    const self = (await call('GET', '/api/admin/me')).body!.user as { id: string };
    const res = await call('PATCH', `/api/admin/users/${self.id}`, { isActive: false });
    expect(res.status).toBe(400);
    expect((res.body!.error as { message: string }).message).toBe(
      'You cannot deactivate your own account',
    );
  });

  it('changes a password only with the current one, ending the other sessions', async () => {
    const meera = await signIn(t, 'meera@villagemachaan.com', PASSWORDS.meera);
    const meeraElsewhere = await signIn(t, 'meera@villagemachaan.com', PASSWORDS.meera);
    const wrong = await call(
      'POST',
      '/api/admin/me/password',
      { currentPassword: PASSWORDS.wrong, newPassword: PASSWORDS.meeraNew },
      { cookie: meera },
    );
    expect(wrong.status).toBe(400);
    expect((wrong.body!.error as { message: string }).message).toBe(
      'Current password is incorrect',
    );
    const ok = await call(
      'POST',
      '/api/admin/me/password',
      {
        currentPassword: PASSWORDS.meera,
        newPassword: PASSWORDS.meeraNew,
        confirmPassword: PASSWORDS.meeraNew,
      },
      { cookie: meera },
    );
    expect(ok.status).toBe(200);
    expect((await t.request('GET', '/api/admin/me', undefined, { cookie: meera })).status).toBe(
      200,
    );
    expect(
      (await t.request('GET', '/api/admin/me', undefined, { cookie: meeraElsewhere })).status,
    ).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/api/admin/login',
          { email: 'meera@villagemachaan.com', password: PASSWORDS.meera },
          { cookie: '' },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/api/admin/login',
          { email: 'meera@villagemachaan.com', password: PASSWORDS.meeraNew },
          { cookie: '' },
        )
      ).status,
    ).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins, and refuses a weak new one', async () => {
    const meera = await signIn(t, 'meera@villagemachaan.com', PASSWORDS.meeraNew);
    const weak = await call(
      'POST',
      '/api/admin/me/password',
      { currentPassword: PASSWORDS.meeraNew, newPassword: 'meera-nair-1' },
      { cookie: meera },
    );
    expect(weak.status).toBe(400);
    expect((weak.body!.error as { fields: Record<string, string> }).fields.newPassword).toBe(
      'Password must not contain your email address or name',
    );
    const from = { cookie: meera, 'x-forwarded-for': '203.0.113.31' };
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          'POST',
          '/api/admin/me/password',
          { currentPassword: `wrong-${i}-x`, newPassword: PASSWORDS.meera },
          from,
        ),
      ),
    );
    expect(tries.filter((r) => r.status === 400)).toHaveLength(5);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(7);
    // The same source cannot go on guessing through the sign-in form either.
    const login = await call(
      'POST',
      '/api/admin/login',
      { email: 'meera@villagemachaan.com', password: PASSWORDS.meeraNew },
      { cookie: '', 'x-forwarded-for': '203.0.113.31' },
    );
    expect(login.status).toBe(429);
  });

  it('never puts a password in a response, a log line, the audit or the sign-in log', async () => {
    await call(
      'POST',
      '/api/admin/login',
      { email: DEMO_ADMIN.email, password: PASSWORDS.wrong },
      { cookie: '' },
    );
    const secrets = [DEMO_ADMIN.password, ...Object.values(PASSWORDS)];
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    const attempts = JSON.stringify(await t.database.db.select().from(loginAttempts));
    expect(logs?.lines.some((l) => l.includes('admin sign-in failed'))).toBe(true);
    expect(logs?.lines.some((l) => l.includes('admin sign-in succeeded'))).toBe(true);
    for (const secret of secrets) {
      for (const text of [...bodies, ...logged, audit, attempts])
        expect(text).not.toContain(secret);
      logs = captureLogs();
    }
    expect(audit).not.toContain('argon2');
  });
});

describe('first admins at start-up', () => {
  it('in non-demo mode creates no demo admin, deactivates a left-over one and creates ADMIN_EMAIL once', async () => {
    const db = t.database.db;
    await ensureInitialAdmins(
      db,
      { demoMode: false, adminEmail: 'Owner@Resort.com', adminPassword: 'tiger-trail-2026' },
      t.clock.now(),
      () => undefined,
    );
    const [demo] = await db.select().from(adminUsers).where(eq(adminUsers.email, DEMO_ADMIN.email));
    expect(demo!.isActive).toBe(false);
    expect(
      await db.select().from(adminSessions).where(eq(adminSessions.adminUserId, demo!.id)),
    ).toHaveLength(0);
    const login = await t.request('POST', '/api/admin/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(login.status).toBe(401);
    const [owner] = await db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'owner@resort.com'));
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$/);
    // A second start with a different password leaves the account alone.
    await ensureInitialAdmins(
      db,
      { demoMode: false, adminEmail: 'owner@resort.com', adminPassword: 'another-pass-99' },
      t.clock.now(),
      () => undefined,
    );
    const [again] = await db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'owner@resort.com'));
    expect(again!.passwordHash).toBe(owner!.passwordHash);
    await expect(
      ensureInitialAdmins(
        db,
        { demoMode: false, adminEmail: 'weak@resort.com', adminPassword: 'password' },
        t.clock.now(),
        () => undefined,
      ),
    ).rejects.toThrow(/too common/);
    await expect(
      ensureInitialAdmins(
        db,
        { demoMode: false, adminEmail: 'owner2@resort.com', adminPassword: 'owner2-secret-pass' },
        t.clock.now(),
        () => undefined,
      ),
    ).rejects.toThrow(/must not contain your email address or name/);
  });
});
