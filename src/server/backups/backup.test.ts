import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { openPglite, type Db } from '../db/client';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseMode } from '../testing/test-database';
import { backupFileName } from '../../domain/backups';
import { POSTGRES_BACKUPS } from './contract';
import { restoreBackup, scheduledBackupJob } from './service';
import { errorBody, bodyAt } from '../testing/typed-client';

/* Issue 26 (decision 0125): backups taken by the running server, and a restore that keeps the data. */
let t: TestApp;
let owner: string;
const scratch = mkdtempSync(path.join(tmpdir(), 'vm-restore-'));
const embedded = testDatabaseMode() === 'pglite';

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  t = await createTestApp();
  owner = await signInDemoAdmin(t);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const TABLES = ['bookings', 'booking_units', 'payment_orders', 'uploaded_images', 'admin_users'];

/** One checksum per table: every row's text, ordered (images' bytes included). */
async function checksums(db: Db): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.identifier(name)} x) as ${sql.identifier(name)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows[0]!;
}

describe.runIf(embedded)('backups of the embedded database', () => {
  let file = '';

  it('takes a backup on demand that restores into an empty folder with bookings, payments and images', async () => {
    const booking = await createBookingOk(t);
    const { verify } = await payWithTestGateway(t, booking.bookingId);
    expect(verify.status).toBe(200);
    await t.database.db.execute(
      sql`insert into uploaded_images (content_type, content, width, height, byte_size)
          values ('image/webp', ${Buffer.from('RIFF-fake-webp-bytes')}, 10, 10, 20)`,
    );

    const res = await t.api('POST /admin/backups', { header: { cookie: owner } });
    expect(res.status).toBe(201);
    const taken = bodyAt(res, 201);
    expect(taken.file).toMatch(/^vm-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(taken.bytes).toBeGreaterThan(1000);
    expect(taken.createdAt).toBe(
      new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000).toISOString(),
    );
    const list = await t.api.ok('GET /admin/backups', { header: { cookie: owner } });
    expect(list.items.map((i) => i.file)).toEqual([taken.file]);
    expect(list.health).toBe('ok');
    file = path.join(t.config.backupDir, taken.file);

    const target = path.join(scratch, 'restored');
    const found = await restoreBackup(file, target);
    expect(found).toMatchObject({ bookings: 1, payments: 1, images: 1 });
    const before = await checksums(t.database.db);
    const restored = await openPglite(path.join(target, 'pglite'));
    try {
      expect(await checksums(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a folder that holds anything', async () => {
    const busy = path.join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(path.join(busy, 'keep.txt'), 'mine');
    await expect(restoreBackup(file, busy)).rejects.toThrow(/is not empty/);
    expect(readdirSync(busy)).toEqual(['keep.txt']);
    await expect(
      restoreBackup(path.join(scratch, 'nope.tar.gz'), path.join(scratch, 'x')),
    ).rejects.toThrow(/No backup file/);
  });

  it('keeps the newest 14 and warns when the newest is over 48 hours old', async () => {
    // Twelve older backups as copies of the first test's file (a real dump takes seconds; what is
    // kept depends on the names), then two real ones: 15 in all, of which the oldest goes.
    const dir = t.config.backupDir;
    const copies = Array.from({ length: 12 }, (_, i) =>
      backupFileName(new Date(t.clock.now().getTime() - (i + 1) * 24 * 60 * 60_000)),
    );
    for (const name of copies) copyFileSync(file, path.join(dir, name));
    const tarballs = () => readdirSync(dir).filter((n) => n.endsWith('.tar.gz'));
    expect(tarballs()).toHaveLength(13);
    for (let i = 0; i < 2; i++) {
      t.clock.advance(60 * 60_000);
      owner = await signIn(t); // the session's idle limit passed
      expect(
        (await t.request('POST', '/api/admin/backups', undefined, { cookie: owner })).status,
      ).toBe(201);
    }
    expect(tarballs()).toHaveLength(14);
    expect(tarballs()).not.toContain(copies.at(-1));
    t.clock.advance(49 * 60 * 60_000);
    owner = await signIn(t);
    const list = await t.api.ok('GET /admin/backups', { header: { cookie: owner } });
    expect(list.items).toHaveLength(14);
    expect(list.health).toBe('stale');
  });

  it('the daily job backs up when the newest backup is a day old, not before', async () => {
    const dir = path.join(scratch, 'scheduled');
    const job = scheduledBackupJob(
      { db: t.database.db, dump: () => t.database.dump!() },
      dir,
      t.clock.now,
    );
    const count = () => readdirSync(dir).filter((n) => n.endsWith('.tar.gz')).length;
    await job.run();
    expect(count()).toBe(1);
    t.clock.advance(23 * 60 * 60_000);
    await job.run();
    expect(count()).toBe(1);
    t.clock.advance(60 * 60_000);
    await job.run();
    expect(count()).toBe(2);
  });

  it('is for owners only', async () => {
    owner = await signIn(t);
    const res = await t.request(
      'POST',
      '/api/admin/users',
      {
        name: 'Maya Manager',
        email: 'maya@example.com',
        password: 'Forest-Lantern-2026!x',
        role: 'manager',
      },
      { cookie: owner },
    );
    expect(res.status).toBe(201);
    const login = await t.request('POST', '/api/admin/login', {
      email: 'maya@example.com',
      password: 'Forest-Lantern-2026!x',
    });
    const cookie = /vm_admin_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    expect((await t.request('POST', '/api/admin/backups', undefined, { cookie })).status).toBe(403);
  });
});

describe.runIf(!embedded)('backups on PostgreSQL', () => {
  it("says backups are the database's job", async () => {
    const res = await t.request('POST', '/api/admin/backups', undefined, { cookie: owner });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).error.message).toBe(POSTGRES_BACKUPS);
    const list = await (
      await t.request('GET', '/api/admin/backups', undefined, { cookie: owner })
    ).json();
    expect(list).toEqual({ database: 'postgres', directory: null, health: 'external', items: [] });
  });
});
