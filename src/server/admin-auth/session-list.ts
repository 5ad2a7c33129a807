import { and, desc, eq, gt } from 'drizzle-orm';
import type { SignInFailure } from '../../domain/enums';
import type { Db } from '../db/client';
import { adminSessions, adminUsers, loginAttempts } from '../db/schema';
import { notFound } from '../http/errors';
import { IDLE_TIMEOUT_MS } from './sessions';

/* The sign-in audit: open sessions and recent sign-in attempts (decision 0124). */

const RECENT_SIGN_INS = 20;
const RECENT_SIGN_INS_ALL = 100;

export type SessionView = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
  user: { id: string; name: string; email: string };
};
export type SignInView = {
  at: string;
  email: string;
  ip: string;
  userAgent: string | null;
  success: boolean;
  reason: SignInFailure | null;
};

/** Open sessions (within both limits), newest activity first; all staff when `userId` is absent. */
export async function listSessions(
  db: Db,
  now: Date,
  currentIdHash: string,
  userId?: string,
): Promise<SessionView[]> {
  const idleSince = new Date(now.getTime() - IDLE_TIMEOUT_MS);
  const live = and(gt(adminSessions.expiresAt, now), gt(adminSessions.lastSeenAt, idleSince));
  const rows = await db
    .select({ s: adminSessions, name: adminUsers.name, email: adminUsers.email })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(userId ? and(live, eq(adminSessions.adminUserId, userId)) : live)
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map(({ s, name, email }) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.idHash === currentIdHash,
    user: { id: s.adminUserId, name, email },
  }));
}

/** Recent sign-in attempts, successful and not; of one e-mail address, or of everyone. */
export async function listSignIns(db: Db, email?: string): Promise<SignInView[]> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(email ? eq(loginAttempts.email, email) : undefined)
    .orderBy(desc(loginAttempts.createdAt))
    .limit(email ? RECENT_SIGN_INS : RECENT_SIGN_INS_ALL);
  return rows.map((r) => ({
    at: r.createdAt.toISOString(),
    email: r.email,
    ip: r.ip,
    userAgent: r.userAgent,
    success: r.success,
    reason: r.reason,
  }));
}

/** Ends one session by its public id (of `userId` only, when given); 404 when there is none. */
export async function endSession(db: Db, id: string, userId?: string) {
  const [row] = await db
    .delete(adminSessions)
    .where(
      userId
        ? and(eq(adminSessions.id, id), eq(adminSessions.adminUserId, userId))
        : eq(adminSessions.id, id),
    )
    .returning({ idHash: adminSessions.idHash });
  if (!row) throw notFound('Session not found');
  return row.idHash;
}
