import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { backupDue, backupFileName, backupsToPrune, backupTakenAt } from '../../domain/backups';
import { openPglite } from '../db/client';
import type { Db } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { logger } from '../logging/logger';

/* Backups of the embedded database (decision 0125). */

export type BackupInfo = { file: string; bytes: number; createdAt: string };

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The backups in `dir`, newest first (none when the folder does not exist yet). */
export async function listBackups(dir: string): Promise<BackupInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const found = names.flatMap((file) => {
    const at = backupTakenAt(file);
    return at ? [{ file, at }] : [];
  });
  found.sort((a, b) => b.at.getTime() - a.at.getTime());
  return Promise.all(
    found.map(async ({ file, at }) => ({
      file,
      bytes: (await stat(path.join(dir, file))).size,
      createdAt: at.toISOString(),
    })),
  );
}

/**
 * Takes a backup of the running embedded database: a checkpoint, then PGlite's dump of its data
 * folder (taken while no statement runs), gzipped, written under a temporary name and renamed, so a
 * crash never leaves a half file under a backup's name. Keeps the newest 14.
 */
export async function takeBackup(
  deps: { db: Db; dump: () => Promise<Blob> },
  dir: string,
  now: Date,
): Promise<BackupInfo> {
  await mkdir(dir, { recursive: true });
  await deps.db.execute(sql`checkpoint`);
  const tar = Buffer.from(await (await deps.dump()).arrayBuffer());
  const file = backupFileName(now);
  const target = path.join(dir, file);
  const partial = `${target}.partial`;
  await writeFile(partial, await gzipAsync(tar), { mode: 0o600 });
  await rename(partial, target);
  for (const old of backupsToPrune(await readdir(dir)))
    await rm(path.join(dir, old), { force: true });
  return { file, bytes: (await stat(target)).size, createdAt: backupTakenAt(file)!.toISOString() };
}

export class RestoreRefused extends Error {}

/**
 * Restores a backup into an empty DATA_DIR (refused when the folder holds anything), then opens it
 * once and counts the bookings, to prove it starts. Returns what it found.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
): Promise<{ bookings: number; payments: number; images: number }> {
  const target = path.resolve(dataDir);
  let existing: string[] = [];
  try {
    existing = await readdir(target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (existing.length > 0)
    throw new RestoreRefused(
      `DATA_DIR ${target} is not empty. Restore only into an empty folder: stop the server, move the current folder aside, then run the restore again.`,
    );
  let tar: Buffer;
  try {
    tar = await gunzipAsync(await readFile(file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefused(`No backup file at ${path.resolve(file)}`);
    throw new RestoreRefused(`${path.resolve(file)} is not a Village Machaan backup (not gzip)`);
  }
  await mkdir(target, { recursive: true });
  const unlock = await lockDataDir(target);
  try {
    const database = await openPglite(path.join(target, 'pglite'), {
      loadDataDir: new Blob([new Uint8Array(tar)]),
    });
    try {
      const rows = await database.db.execute<{
        bookings: number;
        payments: number;
        images: number;
      }>(
        sql`select (select count(*)::int from bookings) as bookings,
                   (select count(*)::int from payment_orders) as payments,
                   (select count(*)::int from uploaded_images) as images`,
      );
      const row = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as {
        bookings: number;
        payments: number;
        images: number;
      };
      return row;
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

/** Checks every 30 minutes; takes a backup when the newest is a day old (or there is none). */
export function scheduledBackupJob(
  deps: { db: Db; dump: () => Promise<Blob> },
  dir: string,
  now: () => Date,
): { name: string; everyMs: number; run: () => Promise<void> } {
  return {
    name: 'database-backup',
    everyMs: 30 * 60_000,
    run: async () => {
      const [newest] = await listBackups(dir);
      const t = now();
      if (!backupDue(newest ? backupTakenAt(newest.file) : undefined, t)) return;
      const taken = await takeBackup(deps, dir, t);
      logger.info({ file: taken.file, bytes: taken.bytes, dir }, 'database backup taken');
    },
  };
}
