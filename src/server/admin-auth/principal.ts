import type { Context } from 'hono';
import { AppError } from '../http/errors';
import type { AdminMe } from './routes';

/** The signed-in admin, set on the context by the session middleware. */
export type AdminPrincipal = AdminMe & {
  /** sha256 of the session cookie (to keep this session when revoking the others). */
  sessionIdHash: string;
};

const KEY = 'admin';

export function setPrincipal(c: Context, principal: AdminPrincipal) {
  c.set(KEY, principal);
}

export function currentAdmin(c: Context): AdminPrincipal {
  const principal = c.get(KEY) as AdminPrincipal | undefined;
  if (!principal) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue');
  return principal;
}
