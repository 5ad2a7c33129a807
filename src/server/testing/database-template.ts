import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite (file path) that every test database of the run starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database every test database of the run is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the server test projects: migrate once per run, copy per test database (a PGlite
 * data-dir dump, or a PostgreSQL template database). A fresh PGlite runs initdb (~2 s); loading the
 * dump takes ~0.5 s. `createTestDatabase` falls back to migrating when no template was provided.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.VM_TEST_DB === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite(undefined);
  await database.migrate();
  writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const base = new URL(serverUrl);
  const name = `${base.pathname.slice(1) || 'vm'}_template_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  await database.migrate();
  // A template may have no open connection while it is copied.
  await database.close();
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists "${name}" with (force)`);
}
