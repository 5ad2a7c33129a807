import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

/**
 * The one rate limiter / counter of the server (docs/decisions/0096-shared-rate-limits.md): a fixed
 * window per key in the `rate_limits` table, shared by every app process. A hit is one atomic
 * upsert that returns the new count, so any number of concurrent requests get distinct counts and
 * at most `limit` of them are allowed — count first, then do the work.
 */
export type LimitRule = { limit: number; windowMs: number };
export type Hit = { allowed: boolean; count: number; resetAt: Date };

const MAX_KEY_LENGTH = 400;
const keyOf = (key: string) => key.slice(0, MAX_KEY_LENGTH);

/** Counts one hit on `key`; `allowed` is false once the window's count is over the limit. */
export async function hitLimit(db: Db, key: string, rule: LimitRule, now: Date): Promise<Hit> {
  const at = now.toISOString();
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(key), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, resetAt: row?.resetAt ?? resetAt };
}

/** Takes back one hit (a look-up or sign-in that turned out to be right must not count as a failure). */
export async function undoHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(key)));
}

/** Moves the end of `key`'s window (growing lockouts); never shortens it. */
export async function extendWindow(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ resetAt: sql`greatest(${rateLimits.resetAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(rateLimits.key, keyOf(key)));
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(key)));
}

/** Deletes counters whose window has ended (the rate-limit-purge job). */
export async function purgeExpiredLimits(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/** Whole minutes until `resetAt` (at least 1), for messages. */
export function minutesUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
}

export const tooMany = (message: string) => new AppError(429, 'RATE_LIMITED', message);
