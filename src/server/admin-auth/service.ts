import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS } from '../../domain/admin-forms';
import type { Db } from '../db/client';
import { adminUsers } from '../db/schema';
import { AppError } from '../http/errors';
import { verifyPassword } from './passwords';
import { claimPasswordCheck, recordSignInAttempt } from './rate-limit';
import { createSession, deleteExpiredSessions, revokeSession } from './sessions';
import { logger } from '../logging/logger';
import { adminMe } from './principal';
import type { AdminMe } from './routes';

export type SignInResult = {
  rawSessionId: string;
  expiresAt: Date;
  user: AdminMe;
};

/** One line per sign-in, success or failure. Never the password. */
export type AuthLogger = (line: string) => void;
export const defaultAuthLogger: AuthLogger = (line) => logger.info(line);

/**
 * Checks the credentials of an active admin and opens a new session (a fresh id: any session the
 * browser presented is revoked first). Unknown e-mail and wrong password fail alike.
 */
export async function signIn(
  db: Db,
  input: {
    email: string;
    password: string;
    ip: string;
    userAgent: string | undefined;
    previousSessionId: string | undefined;
  },
  now: Date,
  log: AuthLogger = defaultAuthLogger,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const who = `email=${JSON.stringify(email.slice(0, 320))} ip=${input.ip}`;
  // Counted before the password is checked: parallel guesses cannot overrun the limit.
  const claim = await claimPasswordCheck(db, email, input.ip, now);
  if (!claim.allowed) {
    log(`admin sign-in refused (rate limited) ${who}`);
    throw new AppError(429, 'RATE_LIMITED', claim.message);
  }
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const active = user?.isActive ? user : undefined;
  const ok = await verifyPassword(active?.passwordHash, input.password);
  if (!active || !ok) {
    await recordSignInAttempt(db, { email, ip: input.ip, success: false, at: now });
    log(`admin sign-in failed ${who}`);
    throw new AppError(401, 'UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await claim.succeeded();
  await revokeSession(db, input.previousSessionId);
  await deleteExpiredSessions(db, now);
  const session = await createSession(db, active.id, now, {
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await db.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, active.id));
  await recordSignInAttempt(db, { email, ip: input.ip, success: true, at: now });
  log(`admin sign-in succeeded ${who} user=${active.id}`);
  return {
    rawSessionId: session.rawId,
    expiresAt: session.expiresAt,
    user: adminMe({ ...active, lastLogin: now }),
  };
}
