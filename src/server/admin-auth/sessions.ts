import type { AdminRole } from '../../domain/enums';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

/** The database keeps only sha256 of the cookie value. */
export const hashSessionId = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A session id is 32 random bytes (256 bits), base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export async function createSession(
  db: Db,
  adminUserId: string,
  now: Date,
  meta: { ip: string; userAgent: string | undefined },
): Promise<{ rawId: string; expiresAt: Date }> {
  const rawId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  await db.insert(adminSessions).values({
    idHash: hashSessionId(rawId),
    adminUserId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { rawId, expiresAt };
}

export type SessionUser = {
  idHash: string;
  user: {
    id: string;
    email: string;
    name: string;
    role: AdminRole;
    lastLogin: Date | null;
    totpEnabledAt: Date | null;
  };
};

/**
 * The active admin of a session cookie, or null. Sessions past the idle (30 min) or absolute
 * (12 h) limit, or of a deactivated admin, are deleted on sight.
 */
export async function findSession(
  db: Db,
  rawId: string | undefined,
  now: Date,
): Promise<SessionUser | null> {
  if (!rawId || !SESSION_ID.test(rawId)) return null;
  const idHash = hashSessionId(rawId);
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.idHash, idHash));
  if (!row) return null;
  const t = now.getTime();
  const expired =
    t >= row.session.expiresAt.getTime() ||
    t - row.session.lastSeenAt.getTime() >= IDLE_TIMEOUT_MS ||
    !row.user.isActive;
  if (expired) {
    await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
    return null;
  }
  if (t - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  const { id, email, name, role, lastLogin, totpEnabledAt } = row.user;
  return { idHash, user: { id, email, name, role, lastLogin, totpEnabledAt } };
}

/**
 * Whether a session is still live — present, its admin active, within the idle and absolute limits —
 * without counting as activity (a long-lived stream re-checks it; decision 0116).
 */
export async function sessionIsLive(db: Db, idHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ session: adminSessions, isActive: adminUsers.isActive })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.idHash, idHash));
  if (!row) return false;
  const t = now.getTime();
  return (
    row.isActive &&
    t < row.session.expiresAt.getTime() &&
    t - row.session.lastSeenAt.getTime() < IDLE_TIMEOUT_MS
  );
}

export async function revokeSession(db: Db, rawId: string | undefined) {
  if (!rawId || !SESSION_ID.test(rawId)) return;
  await db.delete(adminSessions).where(eq(adminSessions.idHash, hashSessionId(rawId)));
}

/** Ends every session of an admin, except `keepIdHash` (used after a password change). */
export async function revokeUserSessions(db: Db, adminUserId: string, keepIdHash?: string) {
  await db
    .delete(adminSessions)
    .where(
      keepIdHash
        ? and(eq(adminSessions.adminUserId, adminUserId), ne(adminSessions.idHash, keepIdHash))
        : eq(adminSessions.adminUserId, adminUserId),
    );
}

/** Housekeeping: drops sessions past either limit. */
export async function deleteExpiredSessions(db: Db, now: Date) {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    );
}
