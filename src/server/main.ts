import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './bootstrap';
import { installCrashPolicy } from './crash-policy';
import { loadConfig } from './env';
import { errorForLog, flushLogs, logger } from './logging/logger';

const staticDir = path.resolve(fileURLToPath(new URL('../../dist/web', import.meta.url)));

// A dropped database connection never ends the process; any other unhandled error does (0115).
installCrashPolicy();

try {
  const config = loadConfig();
  const running = await startServer(config, staticDir);
  const where =
    running.database.kind === 'pglite'
      ? `embedded PGlite in ${path.resolve(config.dataDir)}`
      : 'PostgreSQL';
  logger.info(
    { url: running.url, database: where },
    `Village Machaan booking is running on ${running.url}`,
  );
  // Whoever started the server waits for this line: out now, not with the next batch.
  flushLogs();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await running.close();
    } catch (err) {
      // E.g. the database is away: stopping must still stop (not hang, not "keep serving").
      logger.error({ err: errorForLog(err) }, 'Village Machaan booking did not close cleanly');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (err) {
  // Whoever started the server reads why it did not start on stderr, whatever LOG_LEVEL says.
  const reason =
    err instanceof DataDirLockedError
      ? err.message
      : `Village Machaan booking could not start: ${err instanceof Error ? err.message : String(err)}`;
  logger.fatal({ err: errorForLog(err) }, 'Village Machaan booking could not start');
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
