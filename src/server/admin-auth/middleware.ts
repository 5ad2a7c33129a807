import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-types';
import { AppError } from '../http/errors';
import { readSessionCookie } from './cookie';
import { adminMe, setPrincipal } from './principal';
import { findSession } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The only admin path that works without a session. */
const PUBLIC_ADMIN_ROUTES = [{ method: 'POST', path: '/api/admin/login' }] as const;

const isPublic = (c: Context) =>
  PUBLIC_ADMIN_ROUTES.some((r) => r.method === c.req.method && r.path === c.req.path);

/**
 * CSRF defence for state-changing admin requests: an Origin header (sent by every browser on a
 * cross-origin POST) must be this site's own origin or PUBLIC_URL's; Sec-Fetch-Site must not be
 * cross-site or same-site. Requests without either header (curl, scripts) pass: they carry no
 * ambient browser cookies.
 */
export function originCheck(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const publicOrigin = deps.config.publicUrl ? safeOrigin(deps.config.publicUrl) : undefined;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const ownHost = new URL(c.req.url).host;
      // Fail closed: an Origin that is present but unparseable, "null" or not http(s) is refused.
      const parsed = origin === undefined ? undefined : parseWebOrigin(origin);
      const originOk =
        origin === undefined ||
        (parsed !== undefined && (parsed.host === ownHost || parsed.origin === publicOrigin));
      const siteOk = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!originOk || !siteOk) throw new AppError(403, 'FORBIDDEN', 'Request origin not allowed');
    }
    await next();
  };
}

/** Every /api/admin/* request needs a valid session (401 otherwise), except sign-in itself. */
export function requireAdminSession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (isPublic(c)) return next();
    const session = await findSession(deps.db, readSessionCookie(c), deps.now());
    if (!session) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue');
    setPrincipal(c, { ...adminMe(session.user), sessionIdHash: session.idHash });
    await next();
  };
}

/** An Origin header's scheme://host[:port], or undefined when it is not exactly that for http(s). */
function parseWebOrigin(value: string): { origin: string; host: string } | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Browsers send the serialised origin exactly; anything else (paths, user info, odd case) is not one.
  if (url.origin !== value) return undefined;
  return { origin: url.origin, host: url.host };
}
function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
