import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffSettings } from '../db/schema';

export type StaffSettings = { requireTwoFactor: boolean };

/** The staff sign-in rules (one row; the defaults when it was never saved). */
export async function readStaffSettings(db: Db): Promise<StaffSettings> {
  const [row] = await db
    .select({ requireTwoFactor: staffSettings.requireTwoFactor })
    .from(staffSettings)
    .where(eq(staffSettings.id, 'staff'));
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

export async function twoFactorRequired(db: Db): Promise<boolean> {
  return (await readStaffSettings(db)).requireTwoFactor;
}

export async function writeStaffSettings(
  db: Db,
  settings: StaffSettings,
  by: string,
  now: Date,
): Promise<StaffSettings> {
  await db
    .insert(staffSettings)
    .values({ id: 'staff', ...settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: staffSettings.id,
      set: { ...settings, updatedAt: now, updatedBy: by },
    });
  return readStaffSettings(db);
}
