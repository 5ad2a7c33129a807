import { asc, desc, gt } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { adminEvents } from '../db/schema';
import { adminEventDataSchema, type AdminEvent } from './event-types';
import { EVENTS_CHANNEL } from './publish';

type EventSubscription = { stop(): void };

/** The app process's side of the events: one LISTEN, fanned out to any number of subscribers. */
export type EventFeed = {
  /** Committed events after `afterId`, oldest first. */
  since(afterId: number, limit?: number): Promise<AdminEvent[]>;
  /** The newest event id (0 when there is none). */
  latestId(): Promise<number>;
  /**
   * Delivers every event after `afterId`, in order, exactly once: now (the backlog) and whenever a
   * notification arrives. `deliver` is never called concurrently for one subscription.
   */
  subscribe(
    afterId: number,
    deliver: (events: AdminEvent[]) => void | Promise<void>,
  ): EventSubscription;
  /** False while the LISTEN connection is down and being reopened (GET /api/health says so). */
  listening(): boolean;
  close(): Promise<void>;
};

const BATCH = 200;
/** A notification can be lost while the LISTEN connection is down; a slow sweep catches up. */
const SWEEP_MS = 15_000;

export function toAdminEvent(row: { id: number; data: unknown; createdAt: Date }): AdminEvent {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    data: adminEventDataSchema.parse(row.data),
  };
}

async function eventsSince(db: Db, afterId: number, limit = BATCH): Promise<AdminEvent[]> {
  const rows = await db
    .select({ id: adminEvents.id, data: adminEvents.data, createdAt: adminEvents.createdAt })
    .from(adminEvents)
    .where(gt(adminEvents.id, afterId))
    .orderBy(asc(adminEvents.id))
    .limit(limit);
  return rows.map(toAdminEvent);
}

export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: adminEvents.id })
    .from(adminEvents)
    .orderBy(desc(adminEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

export async function startEventFeed(
  database: Pick<Database, 'db' | 'listen'>,
): Promise<EventFeed> {
  const { db } = database;
  const wakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  let listening = true;
  const stopListening = await database.listen(EVENTS_CHANNEL, wakeAll, (up) => {
    listening = up;
  });
  const sweep = setInterval(wakeAll, SWEEP_MS);
  sweep.unref();

  return {
    since: (afterId, limit) => eventsSince(db, afterId, limit),
    latestId: () => latestEventId(db),
    listening: () => listening,
    subscribe(afterId, deliver) {
      let last = afterId;
      let running = false;
      let again = false;
      let stopped = false;
      const pump = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            for (;;) {
              const batch = await eventsSince(db, last, BATCH);
              if (stopped || batch.length === 0) break;
              last = batch[batch.length - 1]!.id;
              await deliver(batch);
              if (batch.length < BATCH) break;
            }
          } while (again && !stopped);
        } catch {
          // The database is unreachable for a moment: the next notification or sweep tries again.
        } finally {
          running = false;
        }
      };
      const wake = () => void pump();
      wakers.add(wake);
      wake();
      return {
        stop() {
          stopped = true;
          wakers.delete(wake);
        },
      };
    },
    close: async () => {
      clearInterval(sweep);
      wakers.clear();
      await stopListening();
    },
  };
}
