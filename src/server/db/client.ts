import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { errorForLog, logger } from '../logging/logger';

/** One handle type for both drivers; a transaction handle is a `Db` too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /**
   * Run migrations (serialised across processes on PostgreSQL). `folder`: another migrations folder
   * (tests of an upgrade migrate to an earlier journal first).
   */
  migrate(folder?: string): Promise<void>;
  /**
   * LISTEN on a channel (PostgreSQL: a dedicated connection, reconnected after a failure; PGlite:
   * its in-process notifications). `onNotify` gets each payload, and `undefined` after a reconnect
   * (notifications sent meanwhile are lost: the listener catches up from the table). Returns stop().
   */
  listen(
    channel: string,
    onNotify: (payload: string | undefined) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Stay dates (`date`, OID 1082) stay 'YYYY-MM-DD' strings in both modes; never a UTC-midnight Date. */
const DATE_OID = 1082;
const keepText = (value: string) => value;

/**
 * PGlite in a folder (or in memory when `dataDir` is undefined). The caller holds the folder lock.
 * `loadDataDir`: start from a dump of another PGlite (`dumpDataDir`), e.g. a migrated template.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { btree_gist },
    parsers: { [DATE_OID]: keepText },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), {
        migrationsFolder: folder,
      });
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (err) => {
    logger.error({ err: errorForLog(err) }, 'PostgreSQL pool error');
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async (folder = migrationsFolder) => {
      const conn = await pool.connect();
      try {
        // Several app processes may start at once: one migrates, the others wait.
        await conn.query('select pg_advisory_lock(727274001)');
        await migratePg(drizzlePg({ client: conn, schema, casing: 'snake_case' }), {
          migrationsFolder: folder,
        });
      } finally {
        await conn.query('select pg_advisory_unlock(727274001)').catch(() => undefined);
        conn.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: async () => {
      await pool.end();
    },
  };
}

/** A dedicated LISTEN connection outside the pool, reopened (1 s, 2 s, … 10 s apart) when it drops. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string | undefined) => void,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 1000;
  const open = async (reconnect: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload);
    });
    c.on('error', () => scheduleReconnect(c));
    c.on('end', () => scheduleReconnect(c));
    await c.connect();
    await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = c;
    delay = 1000;
    if (reconnect) onNotify(undefined);
  };
  const scheduleReconnect = (c: pg.Client) => {
    if (stopped || client !== c || retryTimer) return;
    client = undefined;
    c.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = undefined;
      if (stopped) return;
      open(true).catch(() => {
        delay = Math.min(delay * 2, 10_000);
        retryTimer = setTimeout(attempt, delay);
      });
    };
    retryTimer = setTimeout(attempt, delay);
  };
  await open(false);
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Raw SQL returning rows, the same on both drivers. Prefer the query builder; use this for SQL it cannot express. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
