import { mkdirSync } from 'node:fs';
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

/**
 * PGlite is single-process: two processes on one folder corrupt it silently. The server takes an
 * exclusive lock on DATA_DIR before opening the database; a second process fails at once.
 * The lock is refreshed every 10 s and counts as stale 60 s after a crash (generous, so a busy
 * event loop never makes a live server look dead).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(dataDir);
  mkdirSync(absolute, { recursive: true });
  try {
    return await lockfile.lock(absolute, {
      lockfilePath: path.join(absolute, 'server.lock'),
      stale: 60_000,
      update: 10_000,
      retries: 0,
      onCompromised: (err) => {
        logger.fatal({ dataDir: absolute, reason: err.message }, 'lost the data folder lock; stopping to protect the data');
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(absolute);
    throw err;
  }
}
