import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingActivities } from '../db/schema';
import type { Actor } from './record';
import type { AdminBookingDetail } from '../bookings/admin-contract';

/** `{ field: { before, after } }`: what a change did to each field it touched. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export type BookingActivityEntry = {
  /** The booking's uuid (bookings.id). */
  bookingId: string;
  actor: Actor;
  /** What happened, a short machine word: created, status_changed, cancelled, edited, payment_recorded … */
  action: string;
  changes?: FieldChanges;
  /** Words for people; defaults to one made from the action and the changes. */
  description?: string;
  at: Date;
};

/** Sentence for a history row when the caller gives none: "Status: pending → confirmed; Payment status: …". */
function describeChanges(action: string, changes: FieldChanges | undefined): string {
  const parts = Object.entries(changes ?? {}).map(
    ([field, { before, after }]) => `${humanField(field)}: ${show(before)} → ${show(after)}`,
  );
  const headline = action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return parts.length ? `${headline} (${parts.join('; ')})` : headline;
}

const humanField = (field: string) =>
  field
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();
const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The one writer of a booking's history. Call it with the transaction handle of the change it
 * records, so the change and its history row commit (or roll back) together.
 */
export async function recordBookingActivity(
  tx: Db,
  entry: BookingActivityEntry | BookingActivityEntry[],
): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await tx.insert(bookingActivities).values(
    entries.map((e) => {
      const changes = e.changes ?? {};
      const fields = Object.keys(changes);
      return {
        bookingId: e.bookingId,
        activityType: e.action,
        description: e.description ?? describeChanges(e.action, e.changes),
        oldValues: fields.length
          ? Object.fromEntries(fields.map((f) => [f, changes[f]!.before ?? null]))
          : null,
        newValues: fields.length
          ? Object.fromEntries(fields.map((f) => [f, changes[f]!.after ?? null]))
          : null,
        performedBy: e.actor.id,
        performedByName: e.actor.name,
        createdAt: e.at,
      };
    }),
  );
}

/** One entry of a booking's history as its admin page shows it. */
type BookingActivityRow = AdminBookingDetail['activity'][number];

/** A booking's history, newest first, with before → after per field. */
export async function readBookingActivity(
  db: Db,
  bookingUuid: string,
): Promise<BookingActivityRow[]> {
  const rows = await db
    .select()
    .from(bookingActivities)
    .where(eq(bookingActivities.bookingId, bookingUuid))
    .orderBy(desc(bookingActivities.createdAt), desc(bookingActivities.id));
  return rows.map((r) => {
    const before = (r.oldValues ?? {}) as Record<string, unknown>;
    const after = (r.newValues ?? {}) as Record<string, unknown>;
    const changes: FieldChanges = {};
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
    }
    return {
      id: r.id,
      action: r.activityType,
      description: r.description,
      actorName: r.performedByName,
      actorId: r.performedBy,
      changes,
      at: r.createdAt.toISOString(),
    };
  });
}
