import type { Context } from 'hono';
import type { AdminRole } from '../../domain/enums';
import { permissionsOf } from '../../domain/staff-permissions';
import { AppError } from '../http/errors';
import type { AdminMe } from './contract';

/** The signed-in admin, set on the context by the session middleware. */
export type AdminPrincipal = AdminMe & {
  /** sha256 of the session cookie (to keep this session when revoking the others). */
  sessionIdHash: string;
};

const KEY = 'admin';

/** What the web learns about the signed-in admin (GET /api/admin/me, the sign-in answer). */
export function adminMe(user: {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  lastLogin: Date | null;
  totpEnabledAt: Date | null;
}): AdminMe {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    twoFactorEnabled: user.totpEnabledAt !== null,
    permissions: permissionsOf(user.role),
  };
}

export function setPrincipal(c: Context, principal: AdminPrincipal) {
  c.set(KEY, principal);
}

/** The signed-in admin, or undefined on the public sign-in route. */
export function optionalAdmin(c: Context): AdminPrincipal | undefined {
  return c.get(KEY) as AdminPrincipal | undefined;
}

export function currentAdmin(c: Context): AdminPrincipal {
  const principal = c.get(KEY) as AdminPrincipal | undefined;
  if (!principal) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue');
  return principal;
}
