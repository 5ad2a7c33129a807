import { ensureInitialAdmins, DEMO_ADMIN } from './initial-admins';
import type { TestApp } from '../testing/test-app';

export { DEMO_ADMIN };

/** The cookie pair `name=value` from a response's Set-Cookie, or undefined. */
export function sessionCookie(res: Response): string | undefined {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /((?:__Host-)?vm_admin_session)=([^;]*)/.exec(header);
  return match && match[2] ? `${match[1]}=${match[2]}` : undefined;
}

export async function withDemoAdmin(t: TestApp) {
  await ensureInitialAdmins(
    t.database.db,
    { demoMode: true, adminEmail: undefined, adminPassword: undefined },
    t.clock.now(),
    () => undefined,
  );
}

/** Signs in and returns the cookie header value. */
export async function signIn(
  t: TestApp,
  email: string = DEMO_ADMIN.email,
  password: string = DEMO_ADMIN.password,
  headers: Record<string, string> = {},
) {
  const res = await t.request('POST', '/api/admin/login', { email, password }, headers);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** The signed-in admin of most staff tests: creates the demo admin if missing, signs in, returns the cookie. */
export async function signInDemoAdmin(t: TestApp) {
  await withDemoAdmin(t);
  return signIn(t);
}
