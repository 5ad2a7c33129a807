import { createRoute, z } from '@hono/zod-openapi';
import { backupHealth } from '../../domain/backups';
import type { AppDeps } from '../app-types';
import { errorResponse, json } from '../http/contract';
import { conflict } from '../http/errors';
import { createRouter } from '../http/router';
import { listBackups, takeBackup } from './service';
import { POSTGRES_BACKUPS } from './contract';
import { BackupSchema } from './contract';

/* Backups (decision 0125): on the embedded database taken by this server; on PostgreSQL, not ours. */

const listRoute = createRoute({
  method: 'get',
  path: '/admin/backups',
  summary: 'Owners: the backups of the embedded database, newest first (on PostgreSQL: none here)',
  responses: {
    200: json(
      z.object({
        database: z.enum(['pglite', 'postgres']),
        /** The folder (BACKUP_DIR) on the embedded database; null on PostgreSQL. */
        directory: z.string().nullable(),
        health: z.enum(['none', 'ok', 'stale', 'external']),
        items: z.array(BackupSchema),
      }),
      'Backups',
    ),
  },
});
const createBackupRoute = createRoute({
  method: 'post',
  path: '/admin/backups',
  summary: 'Owners: take a backup of the embedded database now',
  responses: {
    201: json(BackupSchema, 'Taken'),
    409: errorResponse('PostgreSQL: backups are the database’s job'),
  },
});

export function backupRoutes({ db, dbKind, config, now, dumpDatabase }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      if (!dumpDatabase)
        return c.json(
          { database: dbKind, directory: null, health: 'external' as const, items: [] },
          200,
        );
      const items = await listBackups(config.backupDir);
      const newest = items[0] ? new Date(items[0].createdAt) : undefined;
      return c.json(
        {
          database: dbKind,
          directory: config.backupDir,
          health: backupHealth(newest, now()),
          items,
        },
        200,
      );
    })
    .openapi(createBackupRoute, async (c) => {
      if (!dumpDatabase) throw conflict(POSTGRES_BACKUPS);
      return c.json(await takeBackup({ db, dump: dumpDatabase }, config.backupDir, now()), 201);
    });
}
