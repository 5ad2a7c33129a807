import { and, asc, eq } from 'drizzle-orm';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_EXISTS,
  type adminUserCreateSchema,
  type adminUserUpdateSchema,
} from '../../domain/admin-forms';
import { hashPassword, verifyPassword } from '../admin-auth/passwords';
import { throwIfWeakPassword } from '../admin-auth/password-policy';
import { claimPasswordCheck } from '../admin-auth/rate-limit';
import { revokeUserSessions } from '../admin-auth/sessions';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/pg-error-code';
import { adminUsers } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import type { z } from 'zod';
import type { AdminUser } from './contract';

type Row = typeof adminUsers.$inferSelect;
/** What may be shown or audited: never the hash. */
const view = (u: Row): AdminUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  isActive: u.isActive,
  lastLogin: u.lastLogin?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

const emailExists = () => new AppError(409, 'CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });

const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  return (
    await db.select().from(adminUsers).orderBy(asc(adminUsers.name), asc(adminUsers.email))
  ).map(view);
}

export async function createAdminUser(
  db: Db,
  input: z.output<typeof adminUserCreateSchema>,
  actor: Actor,
  now: Date,
): Promise<AdminUser> {
  throwIfWeakPassword(input.password, { email: input.email, name: input.name });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.email, input.email));
      if (existing) throw emailExists();
      const [row] = await tx
        .insert(adminUsers)
        .values({
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = view(row!);
      await recordAudit(tx, {
        actor,
        action: 'admin_user.created',
        entityType: 'admin_user',
        entityId: created.id,
        after: created,
        at: now,
      });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailExists();
    throw err;
  }
}

export async function updateAdminUser(
  db: Db,
  id: string,
  patch: z.output<typeof adminUserUpdateSchema>,
  actor: Actor,
  now: Date,
): Promise<AdminUser> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
      if (!current) throw notFound('Admin user not found');
      if (patch.isActive === false && actor.id === id)
        throw badRequest('You cannot deactivate your own account', {
          isActive: 'You cannot deactivate your own account',
        });
      const losesOwner =
        current.role === 'owner' &&
        current.isActive &&
        ((patch.role !== undefined && patch.role !== 'owner') || patch.isActive === false);
      if (losesOwner)
        await throwIfLastOwner(tx, id, patch.isActive === false ? 'isActive' : 'role');
      if (patch.email && patch.email !== current.email) {
        const [taken] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.email, patch.email));
        if (taken) throw emailExists();
      }
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const [row] = await tx
        .update(adminUsers)
        .set({ ...changes, updatedAt: now })
        .where(eq(adminUsers.id, id))
        .returning();
      const before = view(current);
      const after = view(row!);
      if (current.isActive && !row!.isActive) await revokeUserSessions(tx, id);
      await recordAudit(tx, {
        actor,
        action: 'admin_user.updated',
        entityType: 'admin_user',
        entityId: id,
        before,
        after,
        at: now,
      });
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailExists();
    throw err;
  }
}

const LAST_OWNER =
  'The resort needs at least one active owner. Make another member of staff an owner first.';

/**
 * Refuses to take away the last active owner. The active owners' rows are locked first, so two
 * owners demoting each other at the same moment cannot both succeed. They are locked in id order:
 * in heap order, a row another request had just updated (a sign-in, a demotion) could be locked
 * first by one transaction and last by another, and the two would deadlock (a 500, not the 409).
 */
async function throwIfLastOwner(tx: Db, id: string, field: 'role' | 'isActive') {
  const owners = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)))
    .orderBy(adminUsers.id)
    .for('update');
  if (!owners.some((o) => o.id !== id))
    throw new AppError(409, 'CONFLICT', LAST_OWNER, { [field]: LAST_OWNER });
}

/**
 * Changes the signed-in admin's own password: the current one must match. Every other session
 * of that admin is ended; the current one stays.
 */
export async function changeOwnPassword(
  db: Db,
  input: {
    adminUserId: string;
    keepSessionIdHash: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
  },
  actor: Actor,
  now: Date,
) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, input.adminUserId));
  if (!user) throw notFound('Admin user not found');
  // A wrong current password is a password guess like a failed sign-in: same counters, counted first.
  const claim = await claimPasswordCheck(db, user.email, input.ip, now);
  if (!claim.allowed) throw new AppError(429, 'RATE_LIMITED', claim.message);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  await claim.succeeded();
  throwIfWeakPassword(input.newPassword, { email: user.email, name: user.name }, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(adminUsers.id, user.id));
    await revokeUserSessions(tx, user.id, input.keepSessionIdHash);
    await recordAudit(tx, {
      actor,
      action: 'admin_user.password_changed',
      entityType: 'admin_user',
      entityId: user.id,
      before: { passwordChanged: false },
      after: { passwordChanged: true },
      at: now,
    });
  });
}
