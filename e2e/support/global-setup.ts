import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureInitialAdmins } from '../../src/server/admin-auth/initial-admins';
import { openPglite } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';

/**
 * The end-to-end tests run against the built front end (npm test builds it first). The database a
 * site's first start would make (initdb, every migration, the seed, the demo admin's argon2 hash)
 * is made once per run here; each site copies the folder (decision 0138).
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
  const template = await makeDatabaseTemplate();
  project.provide('e2eDatabaseTemplate', template.folder);
  return template.remove;
}

/**
 * An embedded database folder (PGlite, closed) migrated and seeded as a site's first start leaves
 * it: the catalogue and the demo admin. Also used by the benches, which run outside Vitest.
 */
export async function makeDatabaseTemplate(): Promise<{ folder: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-e2e-template-'));
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
