import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './client';

/** Upgrading a database with admins, sessions and sign-ins across migration 0020 (decision 0123). */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
let database: TestDatabase;
let before: string;

/** The migrations folder with its journal cut just before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  before = migrationsBefore('0020_staff_security');
  await database.migrate(before);
  await database.db.execute(
    sql`insert into admin_users (email, password_hash, name, role, is_active)
        values ('a@example.com', 'x', 'Asha', 'admin', true),
               ('b@example.com', 'x', 'Bala', 'admin', false)`,
  );
  await database.db.execute(
    sql`insert into admin_sessions (id_hash, admin_user_id, expires_at, ip)
        select 'hash-' || email, id, now() + interval '1 hour', '10.0.0.1' from admin_users`,
  );
  await database.db.execute(
    sql`insert into login_attempts (email, ip, success) values ('a@example.com', '10.0.0.1', true)`,
  );
  await database.migrate();
});
afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await database?.drop();
});

describe('migration 0020 on a database with data', () => {
  it('makes every existing admin an owner, active or not', async () => {
    const rows = await queryRows<{ email: string; role: string; totp_secret: string | null }>(
      database.db,
      sql`select email, role, totp_secret from admin_users order by email`,
    );
    expect(rows).toEqual([
      { email: 'a@example.com', role: 'owner', totp_secret: null },
      { email: 'b@example.com', role: 'owner', totp_secret: null },
    ]);
  });

  it('refuses the old role and unknown ones from now on', async () => {
    await expect(
      database.db.execute(
        sql`insert into admin_users (email, password_hash, name, role) values ('c@example.com', 'x', 'C', 'admin')`,
      ),
    ).rejects.toThrow();
    await database.db.execute(
      sql`insert into admin_users (email, password_hash, name, role) values ('d@example.com', 'x', 'D', 'front_desk')`,
    );
  });

  it('gives every open session its own public id and keeps the sign-in log', async () => {
    const sessions = await queryRows<{ id: string }>(
      database.db,
      sql`select id from admin_sessions`,
    );
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(2);
    const attempts = await queryRows<{ success: boolean; reason: string | null }>(
      database.db,
      sql`select success, reason from login_attempts`,
    );
    expect(attempts).toEqual([{ success: true, reason: null }]);
  });
});
