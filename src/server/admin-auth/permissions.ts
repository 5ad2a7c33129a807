import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { can, forbiddenMessage, SIGNED_IN } from '../../domain/staff-permissions';
import type { AppDeps, AppEnv } from '../app-types';
import { twoFactorRequired } from './staff-settings';
import { AppError } from '../http/errors';
import { optionalAdmin } from './principal';
import { ADMIN_ROUTE_PERMISSIONS } from './route-permissions';

/** An admin route as /api/openapi.json lists it: "GET /api/admin/bookings/{bookingId}". */
type RouteKey = string;
type CompiledRoute = { key: RouteKey; method: string; pattern: RegExp; literals: number };

/** Compiles documented routes into matchers; a literal segment beats a parameter. */
function compileRoutes(keys: RouteKey[]): CompiledRoute[] {
  return keys
    .map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const segments = path.split('/');
      const source = segments
        .map((s) =>
          /^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, (ch) => `\\${ch}`),
        )
        .join('/');
      return {
        key,
        method,
        pattern: new RegExp(`^${source}/?$`),
        literals: segments.filter((s) => !s.startsWith('{')).length,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

/** The documented route a request reaches, or undefined (the API answers 404). */
function matchRoute(routes: CompiledRoute[], method: string, path: string) {
  const m = method === 'HEAD' ? 'GET' : method;
  return routes.find((r) => r.method === m && r.pattern.test(path))?.key;
}

/**
 * Every /api/admin/* request of a signed-in member of staff: the route's permission (decision 0123)
 * must be one their role holds, else 403. A documented route without a declared permission is
 * refused for every role (fail closed). `documentedRoutes` reads the app's own OpenAPI routes.
 */
export function requirePermission(
  documentedRoutes: () => RouteKey[],
  deps: Pick<AppDeps, 'db'>,
): MiddlewareHandler<AppEnv> {
  let compiled: CompiledRoute[] | undefined;
  return async (c, next) => {
    const admin = optionalAdmin(c);
    if (!admin) return next(); // the public sign-in route
    compiled ??= compileRoutes(documentedRoutes().filter((k) => k.includes(' /api/admin/')));
    const key = matchRoute(compiled, c.req.method, c.req.path);
    if (!key) return next();
    const access = ADMIN_ROUTE_PERMISSIONS[key];
    if (!access) throw new AppError(403, 'FORBIDDEN', `No permission is declared for ${key}`);
    if (access !== SIGNED_IN && !can(admin.role, access))
      throw new AppError(403, 'FORBIDDEN', forbiddenMessage(admin.role, access));
    // Owners may require two-factor sign-in for everyone: until it is on, only the own account works.
    if (access !== SIGNED_IN && !admin.twoFactorEnabled && (await twoFactorRequired(deps.db)))
      throw new AppError(
        403,
        'TWO_FACTOR_REQUIRED',
        'Two-factor sign-in is required for all staff. Turn it on under Settings → Security to continue.',
      );
    await next();
  };
}

/** "METHOD /api/path" of every route the app documents in /api/openapi.json. */
export function documentedRoutes(api: OpenAPIHono<AppEnv>): RouteKey[] {
  const doc = api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: '', version: '' } });
  return Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.keys(ops ?? {}).map((m) => `${m.toUpperCase()} ${path}`),
  );
}
