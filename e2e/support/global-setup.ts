import { existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureInitialAdmins } from '../../src/server/admin-auth/initial-admins';
import { openPglite } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';
import { buildIfChanged } from '../../scripts/build-if-changed';

/**
 * The instant every e2e site's clock starts at (decision 0156): Wednesday 13 January 2027, 12:00
 * in Asia/Kolkata (06:30 UTC, the same date in both zones). The days 5 before to 120 after it hold
 * no holiday-season night (24 Dec - 1 Jan); yesterday and tomorrow are in its month; tomorrow's
 * 2 PM check-in is 26 hours away; the stays the tests write as dates (Feb - May 2027) lie ahead.
 */
export const E2E_START = '2027-01-13T06:30:00Z';

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
 * admin's argon2 hash), made once in a temporary folder; each site copies it (decision 0138). It is
 * seeded at `now`, the instant the sites that copy it start at, as their first start would be: the
 * e2e run's at E2E_START (its holiday seasons are the years around the e2e clock, not around the
 * machine's date; decision 0156), the benches' and scripts' at the wall clock they run on.
 */
export async function createDatabaseTemplate(now: Date) {
  const dir = scratchFolder('vm-e2e-template-');
  const folder = path.join(dir, 'pglite');
  const database = await openPglite(folder);
  await database.migrate();
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
 * The end-to-end tests' browser: Chromium's headless shell (Debian's chromium-headless-shell, the
 * same engine without the full browser's windowing layers; Playwright's own default for headless
 * runs). It renders the same pages for about half the CPU (decision 0172).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests run against the built front end, built here when its sources changed (npm
 * test builds it first; decision 0174). The database template is made once per run here (0138).
 */
export default async function setup(project: TestProject) {
  buildIfChanged();
  if (!existsSync(HEADLESS_SHELL))
    throw new Error(
      "Chromium's headless shell is missing: npm test installs it (apt-get install -y chromium-headless-shell)",
    );
  const { folder, remove } = await createDatabaseTemplate(new Date(E2E_START));
  project.provide('e2eDatabaseTemplate', folder);
  return remove;
}
