import type { Db } from '../db/client';
import { auditLog, bookingActivities } from '../db/schema';

/** Who did it: the signed-in admin (id and name at the time). */
export type Actor = { id: string | null; name: string };

/** One audit row for an admin change that is not about a single booking (users, villas, packages, ...). */
export async function recordAudit(
  db: Db,
  entry: { actor: Actor; action: string; entityType: string; entityId: string | null; before?: unknown; after?: unknown; at: Date },
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

/** One activity row on a booking's history (status changes, edits, payments by staff). */
export async function recordBookingActivity(
  db: Db,
  entry: { bookingId: string; actor: Actor; activityType: string; description: string; before?: unknown; after?: unknown; at: Date },
) {
  await db.insert(bookingActivities).values({
    bookingId: entry.bookingId,
    activityType: entry.activityType,
    description: entry.description,
    oldValues: entry.before ?? null,
    newValues: entry.after ?? null,
    performedBy: entry.actor.id,
    performedByName: entry.actor.name,
    createdAt: entry.at,
  });
}
