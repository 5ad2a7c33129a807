import { loadConfig } from './env';
import { restoreBackup, RestoreRefused } from './backups/service';

/*
 * npm run restore -- FILE: restores an embedded-database backup into DATA_DIR, which must be empty
 * or absent (decision 0125; the drill is in docs/security.md).
 */
const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore -- <backup file>   (restores into DATA_DIR, which must be empty)',
  );
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: this server uses PostgreSQL, whose backups are restored with pg_restore / point-in-time recovery (docs/security.md).',
  );
  process.exit(2);
}
try {
  const found = await restoreBackup(file, config.dataDir);
  console.log(
    `Restored ${file} into ${config.dataDir}: ${found.bookings} bookings, ${found.payments} payments, ${found.images} images. Start the server as usual.`,
  );
} catch (err) {
  if (err instanceof RestoreRefused) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
