import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './bootstrap';
import { loadConfig } from './env';

const staticDir = path.resolve(fileURLToPath(new URL('../../dist/web', import.meta.url)));

try {
  const config = loadConfig();
  const running = await startServer(config, staticDir);
  const where = running.database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.dataDir)}` : 'PostgreSQL';
  console.log(`Village Machaan booking is running on ${running.url} (database: ${where})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Village Machaan booking could not start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
