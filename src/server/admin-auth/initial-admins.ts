import { and, eq } from 'drizzle-orm';
import { newPasswordSchema } from '../../domain/admin-forms';
import { passwordWeakness, WEAK_PASSWORD } from '../../domain/password-strength';
import type { Db } from '../db/client';
import { adminUsers } from '../db/schema';
import type { Config } from '../env';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { logger } from '../logging/logger';

export const DEMO_ADMIN = {
  email: 'admin@villagemachaan.com',
  password: 'Machaan@Demo2026',
  name: 'Demo Admin',
} as const;

/**
 * Admin accounts at start-up:
 * - demo mode: the demo admin exists (its published password is not held to the strength rules:
 *   it is a demonstration credential, and the account exists only in demo mode) (argon2id hash) and is active;
 * - not demo mode: a demo admin left from an earlier demo run is deactivated (no built-in credentials);
 * - ADMIN_EMAIL + ADMIN_PASSWORD: that admin is created when no account has the e-mail yet (an
 *   existing account is left alone, so a stale variable never resets a changed password).
 */
export async function ensureInitialAdmins(
  db: Db,
  config: Pick<Config, 'demoMode' | 'adminEmail' | 'adminPassword'>,
  now: Date,
  log: (line: string) => void = (line) => logger.info(line),
) {
  if (config.demoMode) {
    const [demo] = await db.select().from(adminUsers).where(eq(adminUsers.email, DEMO_ADMIN.email));
    if (!demo) {
      await db
        .insert(adminUsers)
        .values({
          email: DEMO_ADMIN.email,
          name: DEMO_ADMIN.name,
          passwordHash: await hashPassword(DEMO_ADMIN.password),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  } else {
    const deactivated = await db
      .update(adminUsers)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(adminUsers.email, DEMO_ADMIN.email), eq(adminUsers.isActive, true)))
      .returning({ id: adminUsers.id });
    for (const { id } of deactivated) await revokeUserSessions(db, id);
    if (deactivated.length) log('Demo mode is off: the demo admin account has been deactivated.');
  }

  if (config.adminEmail && config.adminPassword) {
    const email = config.adminEmail.trim().toLowerCase();
    const [existing] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    if (existing) return;
    const checked = newPasswordSchema.safeParse(config.adminPassword);
    if (!checked.success)
      throw new Error(`ADMIN_PASSWORD is not acceptable: ${checked.error.issues[0]?.message}`);
    const name = email.split('@')[0] ?? 'Admin';
    const weakness = passwordWeakness(config.adminPassword, { email, name });
    if (weakness) throw new Error(`ADMIN_PASSWORD is not acceptable: ${WEAK_PASSWORD[weakness]}`);
    await db
      .insert(adminUsers)
      .values({
        email,
        name,
        passwordHash: await hashPassword(config.adminPassword),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    log(`Created admin user ${email} from ADMIN_EMAIL.`);
  }
}
