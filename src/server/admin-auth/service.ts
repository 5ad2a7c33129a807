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
import { spendSecondFactor, WRONG_CODE } from './two-factor';
import type { AdminMe } from './contract';

const TOTP_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

export type SignInResult = {
  rawSessionId: string;
  expiresAt: Date;
  user: AdminMe;
};

/** One line per sign-in, success or failure. Never the password. */
export type AuthLogger = (line: string) => void;
const defaultAuthLogger: AuthLogger = (line) => logger.info(line);

/**
 * Checks the credentials of an active admin and opens a new session (a fresh id: any session the
 * browser presented is revoked first). Unknown e-mail and wrong password fail alike.
 */
export async function signIn(
  db: Db,
  input: {
    email: string;
    password: string;
    /** The authenticator (or recovery) code, for an account with two-factor sign-in. */
    code?: string | undefined;
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
  const attempt = { email, ip: input.ip, at: now, userAgent: input.userAgent };
  const claim = await claimPasswordCheck(db, email, input.ip, now);
  if (!claim.allowed) {
    await recordSignInAttempt(db, { ...attempt, success: false, reason: 'locked_out' });
    log(`admin sign-in refused (rate limited) ${who}`);
    throw new AppError(429, 'RATE_LIMITED', claim.message);
  }
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const active = user?.isActive ? user : undefined;
  const ok = await verifyPassword(active?.passwordHash, input.password);
  if (!active || !ok) {
    await recordSignInAttempt(db, { ...attempt, success: false, reason: 'password' });
    log(`admin sign-in failed ${who}`);
    throw new AppError(401, 'UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  // Two-factor sign-in: the code is counted with the same limits (the claim above is still open).
  if (active.totpEnabledAt) {
    const code = input.code?.trim();
    if (!code) {
      await recordSignInAttempt(db, { ...attempt, success: false, reason: 'code_required' });
      throw new AppError(401, 'TOTP_REQUIRED', TOTP_REQUIRED_MESSAGE);
    }
    if (!(await spendSecondFactor(db, active, code, now))) {
      await recordSignInAttempt(db, { ...attempt, success: false, reason: 'code' });
      log(`admin sign-in failed (code) ${who}`);
      throw new AppError(401, 'UNAUTHORIZED', WRONG_CODE);
    }
  }
  await claim.succeeded();
  await revokeSession(db, input.previousSessionId);
  await deleteExpiredSessions(db, now);
  const session = await createSession(db, active.id, now, {
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await db.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, active.id));
  await recordSignInAttempt(db, { ...attempt, success: true });
  log(`admin sign-in succeeded ${who} user=${active.id}`);
  return {
    rawSessionId: session.rawId,
    expiresAt: session.expiresAt,
    user: adminMe({ ...active, lastLogin: now }),
  };
}
