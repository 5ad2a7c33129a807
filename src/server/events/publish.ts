import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminEvents } from '../db/schema';
import type { AdminEventData } from './event-types';

/** The NOTIFY channel; the payload is the new event's id (readers fetch the row). */
export const EVENTS_CHANNEL = 'vm_admin_events';

/** Serialises event writers so ids become visible in commit order (see decision 0080). */
const EVENTS_LOCK_KEY = 727274080;

/**
 * Records an event in the caller's transaction and signals it with pg_notify, which PostgreSQL (and
 * PGlite, in process) delivers only when the transaction commits; a rollback leaves no trace.
 *
 * Call it as the LAST write of the transaction: it takes a transaction-level advisory lock held
 * until commit, so ids are handed out in commit order and a reader that resumes after id N misses
 * nothing.
 */
export async function publish(tx: Db, event: AdminEventData, now?: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
  const [row] = await tx
    .insert(adminEvents)
    .values({ type: event.type, data: event, ...(now ? { createdAt: now } : {}) })
    .returning({ id: adminEvents.id });
  const id = row!.id;
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(id)})`);
  return id;
}
