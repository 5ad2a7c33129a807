import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '../../domain/enums';
import { can, forbiddenMessage, permissionsOf, SIGNED_IN } from '../../domain/staff-permissions';
import { adminUsers, auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ADMIN_ROUTE_PERMISSIONS } from './route-permissions';
import { signIn, signInDemoAdmin } from './test-helpers';
import { ApiErrorSchema } from '../http/contract';
import { bodyAt, openApiDocument } from '../testing/typed-client';

/*
 * Issue 26 (decision 0123): every admin route of /api/openapi.json declares a permission, and the
 * server refuses (403) exactly the roles the matrix in src/domain/staff-permissions.ts refuses.
 */
let t: TestApp;
let ownerCookie: string;
const cookies = {} as Record<AdminRole, string>;
const ids = {} as Record<AdminRole, string>;
let adminRoutes: string[];
const PASSWORD = 'Forest-Lantern-2026!x';

/** Would end the test's own session, or never end (a server-sent events stream). */
const NOT_CALLED = new Set(['POST /api/admin/logout', 'GET /api/admin/events']);

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  t = await createTestApp();
  ownerCookie = await signInDemoAdmin(t);
  for (const role of ADMIN_ROLES) {
    const email = `${role.replace('_', '-')}@example.com`;
    const res = await t.api('POST /admin/users', {
      json: { name: `Staff ${role}`, email, password: PASSWORD, role },
      header: { cookie: ownerCookie },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[role] = bodyAt(res, 201).id;
    cookies[role] = await signIn(t, email, PASSWORD);
  }
  const doc = await openApiDocument(t.request);
  adminRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((key) => key !== 'POST /api/admin/login');
}, 300_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('the permission of every admin route', () => {
  it('is declared for every route of the OpenAPI document', () => {
    const missing = adminRoutes.filter((key) => !(key in ADMIN_ROUTE_PERMISSIONS));
    expect(
      missing,
      `Admin routes without a permission. Add to ADMIN_ROUTE_PERMISSIONS in src/server/admin-auth/route-permissions.ts:\n${missing
        .map((k) => `  '${k}': '<permission>',`)
        .join(
          '\n',
        )}\n(one of the permissions of src/domain/staff-permissions.ts, or SIGNED_IN for the own account). Until then every role gets 403 on them.`,
    ).toEqual([]);
  });

  it('names no route the API does not have', () => {
    const stale = Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((k) => !adminRoutes.includes(k));
    expect(stale, 'Remove these from src/server/admin-auth/route-permissions.ts').toEqual([]);
  });

  it('refuses exactly the roles the matrix refuses, on every admin route', async () => {
    const wrong: string[] = [];
    for (const key of adminRoutes) {
      const access = ADMIN_ROUTE_PERMISSIONS[key];
      if (!access || NOT_CALLED.has(key)) continue;
      const [method, template] = key.split(' ') as [string, string];
      const path = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const role of ADMIN_ROLES) {
        const allowed = access === SIGNED_IN || can(role, access);
        const res = await t.request(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : {},
          { cookie: cookies[role] },
        );
        // Any answer: an error body when it is one (the contract check has checked its shape).
        const error = res.headers.get('content-type')?.includes('json')
          ? ApiErrorSchema.safeParse(await res.json()).data?.error
          : undefined;
        const refused = res.status === 403 && error?.code === 'FORBIDDEN';
        if (allowed === refused)
          wrong.push(`${role} ${key}: ${res.status} ${error?.message ?? ''}`);
        if (refused && access !== SIGNED_IN)
          expect(error?.message).toBe(forbiddenMessage(role, access));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 with the role and what it cannot do', async () => {
    const res = await t.request(
      'POST',
      '/api/admin/bookings/VM-NONE/refunds',
      { amount: 100 },
      { cookie: cookies.front_desk },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Your role (Front desk) cannot refund payments.' },
    });
  });

  it('keeps 404 for admin paths that do not exist', async () => {
    const res = await t.request('GET', '/api/admin/no-such-thing', undefined, {
      cookie: cookies.housekeeping,
    });
    expect(res.status).toBe(404);
  });

  it('tells the web the role and its permissions', async () => {
    for (const role of ADMIN_ROLES) {
      const { user } = await t.api.ok('GET /admin/me', { header: { cookie: cookies[role] } });
      expect(user.role).toBe(role);
      expect(user.permissions).toEqual(permissionsOf(role));
    }
  });
});

describe('at least one active owner', () => {
  const patch = (id: string, body: object, cookie = ownerCookie) =>
    t.request('PATCH', `/api/admin/users/${id}`, body, { cookie });

  it('refuses to demote or deactivate the last active owner, and allows it once another owner exists', async () => {
    // Two owners now: the demo admin and Staff owner. Demote Staff owner: fine.
    expect((await patch(ids.owner, { role: 'manager' })).status).toBe(200);
    const demo = await t.api.ok('GET /admin/me', { header: { cookie: ownerCookie } });
    const self = await patch(demo.user.id, { role: 'accountant' });
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        fields: { role: expect.stringContaining('at least one active owner') },
      },
    });
    // Promote back, then the demo admin may step down; the other may not then be deactivated.
    expect((await patch(ids.owner, { role: 'owner' })).status).toBe(200);
    const ownerCookie2 = cookies.owner;
    expect((await patch(demo.user.id, { role: 'manager' }, ownerCookie2)).status).toBe(200);
    expect((await patch(ids.owner, { role: 'front_desk' }, ownerCookie2)).status).toBe(409);
    expect((await patch(demo.user.id, { role: 'owner' }, ownerCookie2)).status).toBe(200);
    const inactive = await patch(demo.user.id, { isActive: false }, ownerCookie2);
    expect(inactive.status).toBe(200);
    expect((await patch(ids.owner, { role: 'manager' }, ownerCookie2)).status).toBe(409);
  });

  it('lets only some of simultaneous demotions through, never the last owner', async () => {
    const made: string[] = [];
    for (const name of ['x', 'y']) {
      const res = await t.api('POST /admin/users', {
        json: {
          name: `Owner ${name}`,
          email: `owner-${name}@example.com`,
          password: PASSWORD,
          role: 'owner',
        },
        header: { cookie: cookies.owner },
      });
      made.push(bodyAt(res, 201).id);
    }
    const results = await Promise.all(
      [ids.owner, ...made].map((id) => patch(id, { role: 'manager' }, cookies.owner)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    const owners = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)));
    expect(owners).toHaveLength(1);
  });

  it('puts every role change on record', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids.owner));
    const roleChanges = rows
      .filter((r) => r.action === 'admin_user.updated')
      .map((r) => [
        (r.before as { role: string }).role,
        (r.after as { role: string }).role,
        r.actorName,
      ]);
    expect(roleChanges).toEqual(
      expect.arrayContaining([
        ['owner', 'manager', 'Demo Admin'],
        ['manager', 'owner', 'Demo Admin'],
      ]),
    );
  });
});
