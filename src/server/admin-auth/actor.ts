import type { Context } from 'hono';
import type { Actor } from '../audit/record';
import { currentAdmin } from './principal';

/** The signed-in staff member as the author of a change. */
export type StaffActor = Actor & { id: string; email: string; name: string };

/**
 * The signed-in staff member of an /api/admin/* request (the guard in app.ts has checked the
 * session). Services take this, never the Hono context.
 */
export function actorOf(c: Context): StaffActor {
  const admin = currentAdmin(c);
  return { id: admin.id, email: admin.email, name: admin.name };
}
