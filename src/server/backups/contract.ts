import { z } from '@hono/zod-openapi';
/** The request and answer schemas of backups/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const POSTGRES_BACKUPS =
  "This server runs on PostgreSQL: backups are the database's job (pg_dump or point-in-time recovery; see docs/security.md).";

export const BackupSchema = z
  .object({ file: z.string(), bytes: z.number().int(), createdAt: z.string() })
  .openapi('Backup');
