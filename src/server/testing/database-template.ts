import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildIfChanged } from '../../../scripts/build-if-changed';
import { openPglite, openPostgres } from '../db/client';
import { seedTestDatabase } from './test-seed';

/**
 * Global setup of the server test projects: migrate and seed once per run, copy per test database
 * (a PGlite data-dir dump, or a PostgreSQL template database). A fresh PGlite runs initdb (~2 s);
 * loading the dump takes ~0.5 s; migrating, seeding the catalogue and hashing the demo admin's
 * password (argon2) are then done once, not once per test file (decision 0138).
 * `createTestDatabase` falls back to migrating (and createTestApp to seeding) without a template.
 * It also builds the server bundle the app processes run when its sources changed (decision 0174).
 */
export default async function setup(project: TestProject) {
  // The app processes some files start run the server bundle (server-process.ts): built when stale.
  buildIfChanged();
  if (project.config.env?.VM_TEST_DB === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-pglite-template-'));
  const migrated = path.join(dir, 'migrated.tar');
  const seeded = path.join(dir, 'seeded.tar');
  const database = await openPglite(undefined);
  await database.migrate();
  writeFileSync(migrated, Buffer.from(await (await database.dump()).arrayBuffer()));
  await seedTestDatabase(database.db);
  writeFileSync(seeded, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', migrated);
  project.provide('pgliteSeededTemplate', seeded);
  return () => rmSync(dir, { recursive: true, force: true });
}

type PostgresTemplates = { migrated: string; seeded: string; drop: () => Promise<void> };
/**
 * The run's PostgreSQL templates, made once for every project that asks (server-postgres and
 * server-processes): global setups run one after another in Vitest's own process, each with its own
 * copy of this module, so the memo lives on globalThis; the last project's teardown drops them.
 */
const shared = globalThis as {
  vmPostgresTemplates?: { made: Promise<PostgresTemplates>; users: number };
};

async function postgresTemplate(project: TestProject) {
  shared.vmPostgresTemplates ??= { made: makePostgresTemplates(), users: 0 };
  const templates = shared.vmPostgresTemplates;
  templates.users++;
  const { migrated, seeded, drop } = await templates.made;
  project.provide('postgresTemplate', migrated);
  project.provide('postgresSeededTemplate', seeded);
  return async () => {
    if (--templates.users > 0) return;
    shared.vmPostgresTemplates = undefined;
    await drop();
  };
}

async function makePostgresTemplates(): Promise<PostgresTemplates> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const base = new URL(serverUrl);
  const id = randomBytes(4).toString('hex');
  const migrated = `${base.pathname.slice(1) || 'vm'}_template_${id}`;
  const seeded = `${base.pathname.slice(1) || 'vm'}_seeded_${id}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const open = (name: string) => {
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return openPostgres(url.toString(), 2);
  };
  await admin(`create database "${migrated}"`);
  const database = await open(migrated);
  await database.migrate();
  // A template may have no open connection while it is copied.
  await database.close();
  await admin(`create database "${seeded}" template "${migrated}"`);
  const seededDatabase = await open(seeded);
  await seedTestDatabase(seededDatabase.db);
  await seededDatabase.close();
  return {
    migrated,
    seeded,
    drop: async () => {
      await admin(`drop database if exists "${seeded}" with (force)`);
      await admin(`drop database if exists "${migrated}" with (force)`);
    },
  };
}
