import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

/** What the server projects' global setup (database-template.ts) provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite (file path) that every test database of the run starts from. */
    pgliteTemplate: string;
    /** The same, also seeded: the catalogue and the demo admin (seedTestDatabase). */
    pgliteSeededTemplate: string;
    /** A migrated PostgreSQL database every test database of the run is copied from. */
    postgresTemplate: string;
    /** The same, also seeded: the catalogue and the demo admin (seedTestDatabase). */
    postgresSeededTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the test project runs in postgres mode. Both are
 * copies of the run's migrated template when the project's global setup made one.
 */
export type TestDatabase = Database & {
  url: string | undefined;
  /** Copied from the run's seeded template: the catalogue and the demo admin are in (test-seed.ts). */
  seeded: boolean;
  drop(): Promise<void>;
};

export function testDatabaseMode(): 'pglite' | 'postgres' {
  return process.env.VM_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  return url;
}

/**
 * `empty`: a database with no tables, not migrated (a test of the migrations themselves).
 * `seeded`: a copy of the run's seeded template when there is one (see `seeded` in the answer).
 */
export async function createTestDatabase(
  options: { empty?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  if (testDatabaseMode() === 'pglite') {
    // A copy of the run's migrated template (database-template.ts); migrate() then finds nothing to do.
    const seededTemplate =
      options.seeded && !options.empty ? inject('pgliteSeededTemplate') : undefined;
    const template = options.empty ? undefined : (seededTemplate ?? inject('pgliteTemplate'));
    const database = await openPglite(
      undefined,
      template ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
    );
    if (!options.empty) await database.migrate();
    return {
      ...database,
      url: undefined,
      seeded: Boolean(seededTemplate),
      drop: () => database.close(),
    };
  }
  const base = new URL(testServerUrl());
  const name = `${base.pathname.slice(1) || 'vm'}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const seededTemplate =
    options.seeded && !options.empty ? inject('postgresSeededTemplate') : undefined;
  const template = options.empty ? undefined : (seededTemplate ?? inject('postgresTemplate'));
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  if (!options.empty) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    seeded: Boolean(seededTemplate),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
