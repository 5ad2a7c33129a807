import { existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureInitialAdmins } from '../../src/server/admin-auth/initial-admins';
import { openPglite } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';

/**
 * Where e2e sites keep their data folders (and the template they copy): memory (/dev/shm) when the
 * machine has a tmpfs there with room for them, else the temporary folder. A site's PGlite folder
 * is ~45 MB of small files: on a disk, copying it at each start and removing it after took seconds
 * of I/O waits per test file; in memory, a fraction of that (decision 0155).
 */
export function scratchFolder(prefix: string): string {
  let root = tmpdir();
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= 2 ** 30) root = '/dev/shm';
  } catch {
    // No /dev/shm (not Linux): the temporary folder.
  }
  return mkdtempSync(path.join(root, prefix));
}

/**
 * The database a site's first start would make (initdb, every migration, the seed, the demo
 * admin's argon2 hash), made once in a temporary folder; each site copies it (decision 0138).
 */
export async function createDatabaseTemplate() {
  const dir = scratchFolder('vm-e2e-template-');
  const folder = path.join(dir, 'pglite');
  const database = await openPglite(folder);
  await database.migrate();
  const now = new Date();
  await seedCatalogue(database.db, now);
  await ensureInitialAdmins(
    database.db,
    { demoMode: true, adminEmail: undefined, adminPassword: undefined },
    now,
    () => undefined,
  );
  await database.close();
  return { folder, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The end-to-end tests run against the built front end (npm test builds it first). The database
 * template is made once per run here (decision 0138).
 */
export default async function setup(project: TestProject) {
  const index = path.resolve('dist/web/index.html');
  if (!existsSync(index))
    throw new Error(
      'dist/web is missing: run "npx vite build" (npm test does it) before the e2e tests',
    );
  if (!existsSync('/usr/bin/chromium'))
    throw new Error(
      'Debian Chromium is missing: npm test installs it (apt-get install -y chromium)',
    );
  const { folder, remove } = await createDatabaseTemplate();
  project.provide('e2eDatabaseTemplate', folder);
  return remove;
}
