import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminEvents, adminNotificationState } from '../db/schema';
import type { NotificationList } from './admin-contract';
import { latestEventId, toAdminEvent } from './feed';

/** The bell keeps the newest 50; items older than an hour count as read. */
const NOTIFICATION_LIMIT = 50;
const READ_AFTER_MS = 60 * 60 * 1000;

async function stateOf(db: Db, adminUserId: string) {
  const [row] = await db
    .select()
    .from(adminNotificationState)
    .where(eq(adminNotificationState.adminUserId, adminUserId));
  return { readUpTo: row?.readUpTo ?? 0, clearedUpTo: row?.clearedUpTo ?? 0 };
}

function isRead(event: { id: number; createdAt: string }, readUpTo: number, now: Date): boolean {
  return (
    event.id <= readUpTo || now.getTime() - new Date(event.createdAt).getTime() > READ_AFTER_MS
  );
}

/** One staff member's bell: the newest 50 events they have not cleared, with read flags. */
export async function listNotifications(
  db: Db,
  adminUserId: string,
  now: Date,
): Promise<NotificationList> {
  const { readUpTo, clearedUpTo } = await stateOf(db, adminUserId);
  const rows = await db
    .select({ id: adminEvents.id, data: adminEvents.data, createdAt: adminEvents.createdAt })
    .from(adminEvents)
    .where(gt(adminEvents.id, clearedUpTo))
    .orderBy(desc(adminEvents.id))
    .limit(NOTIFICATION_LIMIT);
  const items = rows.map(toAdminEvent).map((e) => ({ ...e, read: isRead(e, readUpTo, now) }));
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminEvents)
    .where(
      and(
        gt(adminEvents.id, Math.max(readUpTo, clearedUpTo)),
        gt(adminEvents.createdAt, new Date(now.getTime() - READ_AFTER_MS)),
      ),
    );
  return { items, unreadCount: unread?.n ?? 0, latestId: await latestEventId(db) };
}

/**
 * Moves a watermark forward (never back) to `upTo`, capped at the newest event: what the staff
 * member saw when they pressed the button, so an event arriving meanwhile stays unread.
 */
export async function advanceNotificationState(
  db: Db,
  adminUserId: string,
  field: 'read' | 'clear',
  upTo: number | undefined,
  now: Date,
): Promise<NotificationList> {
  const latest = await latestEventId(db);
  const mark = Math.min(upTo ?? latest, latest);
  const set =
    field === 'read'
      ? { readUpTo: sql`greatest(${adminNotificationState.readUpTo}, ${mark})`, updatedAt: now }
      : {
          readUpTo: sql`greatest(${adminNotificationState.readUpTo}, ${mark})`,
          clearedUpTo: sql`greatest(${adminNotificationState.clearedUpTo}, ${mark})`,
          updatedAt: now,
        };
  await db
    .insert(adminNotificationState)
    .values({
      adminUserId,
      readUpTo: mark,
      clearedUpTo: field === 'clear' ? mark : 0,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: adminNotificationState.adminUserId, set });
  return listNotifications(db, adminUserId, now);
}
