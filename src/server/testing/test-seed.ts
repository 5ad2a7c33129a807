import { ensureInitialAdmins } from '../admin-auth/initial-admins';
import type { Db } from '../db/client';
import { seedCatalogue } from '../db/seed';

/** Where a test app's clock starts: 2026-11-22 10:00 in the resort (04:30 UTC). */
export const TEST_CLOCK_START = '2026-11-22T04:30:00.000Z';

/**
 * What a seeded test database holds, whether copied from the run's template
 * (database-template.ts) or seeded in place: the catalogue as a fresh install seeds it, and the
 * demo admin (as withDemoAdmin makes it), both dated at the test clock's start (decision 0138).
 */
export async function seedTestDatabase(db: Db) {
  const now = new Date(TEST_CLOCK_START);
  await seedCatalogue(db, now);
  await ensureInitialAdmins(
    db,
    { demoMode: true, adminEmail: undefined, adminPassword: undefined },
    now,
    () => undefined,
  );
}
