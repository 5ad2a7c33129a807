import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Who did it: the signed-in staff member (see `actorOf(c)` in admin-auth/actor.ts), or a named
 * non-staff author with no id (the guest, the system's jobs, the payment provider).
 */
export type Actor = { id: string | null; name: string; email?: string };

/** Authors that are not staff. */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };

/** One audit row for an admin change that is not about a single booking (users, villas, packages, ...). */
export async function recordAudit(
  db: Db,
  entry: {
    actor: Actor;
    action: string;
    entityType: string;
    entityId: string | null;
    before?: unknown;
    after?: unknown;
    at: Date;
  },
) {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}
