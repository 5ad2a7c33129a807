import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { adminRecoveryCodes, adminUsers } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { verifyPassword } from './passwords';
import { claimPasswordCheck } from './rate-limit';
import { base32Encode, matchTotp, newTotpSecret, otpauthUrl } from './totp';

/* Two-factor sign-in for staff (decision 0124). */

const ISSUER = 'Village Machaan';
const RECOVERY_CODE_COUNT = 10;
export const WRONG_CODE =
  'That code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.';

/** A recovery code: 10 base32 characters (50 bits) shown as XXXXX-XXXXX. */
const newRecoveryCode = () => {
  const raw = base32Encode(randomBytes(7)).slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
};
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const hashRecovery = (code: string) =>
  createHash('sha256')
    .update(`vm-recovery:${normaliseRecovery(code)}`)
    .digest('hex');

type UserRow = typeof adminUsers.$inferSelect;

async function loadUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!user) throw notFound('Admin user not found');
  return user;
}

/** Starts set-up: a new key, kept pending until a code from the app confirms it. */
export async function startTwoFactorSetup(db: Db, userId: string) {
  const user = await loadUser(db, userId);
  if (user.totpEnabledAt) throw conflict('Two-factor sign-in is already on for your account.');
  const secret = newTotpSecret();
  await db.update(adminUsers).set({ totpPendingSecret: secret }).where(eq(adminUsers.id, userId));
  return { secret, otpauthUrl: otpauthUrl(secret, user.email, ISSUER) };
}

/** A code typed for the account: counted with the sign-in limits before it is checked. */
async function claimCodeCheck(db: Db, user: UserRow, ip: string, now: Date) {
  const claim = await claimPasswordCheck(db, user.email, ip, now);
  if (!claim.allowed) throw new AppError(429, 'RATE_LIMITED', claim.message);
  return claim;
}

/** Confirms set-up with a code; answers the ten recovery codes, shown this once. */
export async function enableTwoFactor(
  db: Db,
  input: { userId: string; code: string; ip: string },
  actor: Actor,
  now: Date,
): Promise<{ recoveryCodes: string[] }> {
  const user = await loadUser(db, input.userId);
  if (user.totpEnabledAt) throw conflict('Two-factor sign-in is already on for your account.');
  if (!user.totpPendingSecret)
    throw conflict('Start the set-up first: there is no key waiting to be confirmed.');
  const claim = await claimCodeCheck(db, user, input.ip, now);
  const step = matchTotp(user.totpPendingSecret, input.code.trim(), now, null);
  if (step === null) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  await claim.succeeded();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminUsers)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(and(eq(adminUsers.id, user.id), isNull(adminUsers.totpEnabledAt)))
      .returning({ id: adminUsers.id });
    if (!row) throw conflict('Two-factor sign-in is already on for your account.');
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, user.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(
        codes.map((c) => ({ adminUserId: user.id, codeHash: hashRecovery(c), createdAt: now })),
      );
    await recordAudit(tx, {
      actor,
      action: 'admin_user.two_factor_enabled',
      entityType: 'admin_user',
      entityId: user.id,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
      at: now,
    });
  });
  return { recoveryCodes: codes };
}

/**
 * Whether a code is a valid second factor for the user now, and uses it up: an authenticator code
 * moves the last used step forward (that code and older ones are refused afterwards), a recovery
 * code is marked used. Both are single atomic updates, so two requests with one code cannot both
 * pass.
 */
export async function spendSecondFactor(
  db: Db,
  user: Pick<UserRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (!user.totpSecret) return null;
  const typed = code.trim();
  const step = matchTotp(user.totpSecret, typed, now, user.totpLastStep);
  if (step !== null) {
    const [row] = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(adminUsers.id, user.id),
          or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: adminUsers.id });
    return row ? 'totp' : null;
  }
  if (normaliseRecovery(typed).length !== 10) return null;
  const [used] = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminUserId, user.id),
        eq(adminRecoveryCodes.codeHash, hashRecovery(typed)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used ? 'recovery' : null;
}

/** Turns two-factor sign-in off: the password and a code (or a recovery code) are both needed. */
export async function disableTwoFactor(
  db: Db,
  input: { userId: string; password: string; code: string; ip: string },
  actor: Actor,
  now: Date,
) {
  const user = await loadUser(db, input.userId);
  if (!user.totpEnabledAt) throw conflict('Two-factor sign-in is not on for your account.');
  const claim = await claimCodeCheck(db, user, input.ip, now);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw badRequest('Your password is not right.', { password: 'Your password is not right.' });
  if (!(await spendSecondFactor(db, user, input.code, now)))
    throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  await claim.succeeded();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: now,
      })
      .where(eq(adminUsers.id, user.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, user.id));
    await recordAudit(tx, {
      actor,
      action: 'admin_user.two_factor_disabled',
      entityType: 'admin_user',
      entityId: user.id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
      at: now,
    });
  });
}
