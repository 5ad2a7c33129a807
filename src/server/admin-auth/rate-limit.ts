import type { SignInFailure } from '../../domain/enums';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import {
  clearLimit,
  extendWindow,
  hitLimit,
  minutesUntil,
  undoHit,
  type LimitRule,
} from '../http/rate-limit';

/*
 * Sign-in limits (docs/decisions/0098-sign-in-limits.md). Every attempt is counted in the shared
 * `rate_limits` table *before* the password is checked (one atomic upsert per counter), so 30
 * parallel guesses check at most the limit, in any number of processes. The lockout is keyed per
 * account AND source address: an attacker elsewhere locks out only themselves, never the staff.
 */

/** Attempts on one account from one source address (successes are taken back). */
const PER_ACCOUNT_AND_SOURCE: LimitRule = { limit: 5, windowMs: 15 * 60_000 };
/** Attempts from one source address over all accounts (successes are taken back). */
const PER_SOURCE: LimitRule = { limit: 20, windowMs: 15 * 60_000 };
/** Lockouts of one account+source are remembered this long; each one doubles the next wait. */
const STRIKES: LimitRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: 24 * 60 * 60_000 };
const FIRST_LOCKOUT_MS = 15 * 60_000;
const LONGEST_LOCKOUT_MS = 24 * 60 * 60_000;

const rateLimitedMessage = (minutes: number) =>
  `Too many sign-in attempts. Please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and try again.`;

export type SignInClaim =
  | { allowed: false; message: string }
  | {
      allowed: true;
      /** Call once the password was right: the attempt stops counting. */ succeeded(): Promise<void>;
    };

const norm = (email: string) => email.trim().toLowerCase().slice(0, 320);

/**
 * Counts one password check for (account, source) and for the source. Refused when either is used
 * up; the first refusal of a window starts a lockout of 15 minutes × 2^(earlier lockouts in 24 h).
 */
export async function claimPasswordCheck(
  db: Db,
  emailInput: string,
  ip: string,
  now: Date,
): Promise<SignInClaim> {
  const email = norm(emailInput);
  const accountKey = `signin:account:${email}|${ip}`;
  const sourceKey = `signin:source:${ip}`;
  const account = await hitLimit(db, accountKey, PER_ACCOUNT_AND_SOURCE, now);
  if (!account.allowed) {
    let until = account.resetAt;
    if (account.count === PER_ACCOUNT_AND_SOURCE.limit + 1) {
      const strikes = await hitLimit(db, `signin:strikes:${email}|${ip}`, STRIKES, now);
      const wait = Math.min(
        LONGEST_LOCKOUT_MS,
        FIRST_LOCKOUT_MS * 2 ** Math.min(strikes.count - 1, 20),
      );
      until = new Date(Math.max(until.getTime(), now.getTime() + wait));
      await extendWindow(db, accountKey, until);
    }
    return { allowed: false, message: rateLimitedMessage(minutesUntil(until, now)) };
  }
  const source = await hitLimit(db, sourceKey, PER_SOURCE, now);
  if (!source.allowed) {
    await undoHit(db, accountKey);
    return { allowed: false, message: rateLimitedMessage(minutesUntil(source.resetAt, now)) };
  }
  return {
    allowed: true,
    succeeded: async () => {
      await clearLimit(db, accountKey);
      await undoHit(db, sourceKey);
    },
  };
}

/** The sign-in log: one row per attempt (never the password). */
export async function recordSignInAttempt(
  db: Db,
  attempt: {
    email: string;
    ip: string;
    success: boolean;
    at: Date;
    userAgent?: string | undefined;
    reason?: SignInFailure;
  },
) {
  await db.insert(loginAttempts).values({
    email: norm(attempt.email),
    ip: attempt.ip,
    success: attempt.success,
    userAgent: attempt.userAgent?.slice(0, 300) ?? null,
    reason: attempt.reason ?? null,
    createdAt: attempt.at,
  });
}
