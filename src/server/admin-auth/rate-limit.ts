import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export const RATE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account (since its last success) within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client IP within the window. */
export const MAX_FAILURES_PER_IP = 20;
export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** True when this e-mail or this IP has used up its failed attempts. */
export async function isSignInBlocked(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, since)));
  const accountSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const [perAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, accountSince)));
  if ((perAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT) return true;
  const [perIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  return (perIp?.n ?? 0) >= MAX_FAILURES_PER_IP;
}

export async function recordSignInAttempt(db: Db, attempt: { email: string; ip: string; success: boolean; at: Date }) {
  await db.insert(loginAttempts).values({
    email: attempt.email.slice(0, 320),
    ip: attempt.ip,
    success: attempt.success,
    createdAt: attempt.at,
  });
}
