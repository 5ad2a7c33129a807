import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { logger } from '../logging/logger';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is already in use by another Village Machaan server. ` +
        'Stop that server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

type Owner = { pid: number; host: string };

const ownerFile = (dir: string) => path.join(dir, 'server.lock.owner');

function readOwner(dir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as Partial<Owner>;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string'
      ? { pid: owner.pid!, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else — alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The owner recorded in the lock is known to be gone: same machine, and its process no longer runs
 * (or it had this process's own id — a container restarted with the same pid, which holds no lock
 * yet). On another machine, or without an owner record, only the lock's age can tell.
 */
function ownerIsDead(dir: string): boolean {
  const owner = readOwner(dir);
  if (!owner || owner.host !== hostname()) return false;
  return owner.pid === process.pid || !isAlive(owner.pid);
}

/**
 * PGlite is single-process: two processes on one folder corrupt it silently. The server takes an
 * exclusive lock on DATA_DIR before opening the database; a second process fails at once.
 * The lock records its owner (pid, host): after a crash the next start sees the owner is dead and
 * takes the lock over at once. Otherwise the lock is refreshed every 10 s and counts as stale 60 s
 * after its last refresh (generous, so a busy event loop never makes a live server look dead).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(dataDir);
  mkdirSync(absolute, { recursive: true });
  const lockfilePath = path.join(absolute, 'server.lock');
  const take = () =>
    lockfile.lock(absolute, {
      lockfilePath,
      stale: 60_000,
      update: 10_000,
      retries: 0,
      onCompromised: (err) => {
        logger.fatal(
          { dataDir: absolute, reason: err.message },
          'lost the data folder lock; stopping to protect the data',
        );
        process.exit(1);
      },
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    if (!ownerIsDead(absolute)) throw new DataDirLockedError(absolute);
    logger.warn(
      { dataDir: absolute, previousPid: readOwner(absolute)?.pid },
      'the previous server on this data folder is gone (crashed); taking its lock over',
    );
    // Move the dead lock aside atomically (of two processes starting at once, one rename wins;
    // the other then finds the winner's fresh lock), then take it anew.
    const aside = `${lockfilePath}.dead-${process.pid}-${Date.now()}`;
    try {
      renameSync(lockfilePath, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Already moved by another starting process: the lock attempt below decides.
    }
    try {
      release = await take();
    } catch (again) {
      // Another process took it between the check and now.
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED')
        throw new DataDirLockedError(absolute);
      throw again;
    }
  }
  writeFileSync(ownerFile(absolute), JSON.stringify({ pid: process.pid, host: hostname() }));
  return async () => {
    rmSync(ownerFile(absolute), { force: true });
    await release();
  };
}
