import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { reconnectDelayMs } from '../../domain/retry-backoff';
import { errorForLog, logger } from '../logging/logger';
import { isConnectionError } from './connection-error';

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
   * (notifications sent meanwhile are lost: the listener catches up from the table). `onState`
   * hears false when the connection drops and true when it listens again. Returns stop().
   */
  listen(
    channel: string,
    onNotify: (payload: string | undefined) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: a tar of the whole data folder, taken between statements (backups, decision 0125). */
  dump?(): Promise<Blob>;
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
    extensions: { btree_gist, pg_trgm },
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

/** Waiting longer than this for a pooled connection fails the request (503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 10_000;
/** TCP keepalive on every connection, so a peer that vanished (failover) is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

/** Logs a connection's error: expected (warn) when the database went away, else an error. */
function logConnectionError(err: unknown, what: string) {
  if (isConnectionError(err))
    logger.warn({ reason: errorMessage(err) }, `${what}: database unavailable`);
  else logger.error({ err: errorForLog(err) }, `${what} error`);
}
const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * How often the LISTEN connection is asked `select 1`, and how long an answer may take before it is
 * taken for dead and reopened. An idle connection whose server vanished without a word (a failover
 * that moved the address) would otherwise look alive until TCP keepalive gives up, minutes later.
 */
export type ListenProbe = { everyMs: number; timeoutMs: number };
const LISTEN_PROBE: ListenProbe = { everyMs: 30_000, timeoutMs: 10_000 };

export async function openPostgres(
  url: string,
  poolSize = 10,
  options: { listenProbe?: ListenProbe } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: 'village-machaan',
    // No JIT compilation (decision 0141): at 100,000 bookings the reports' plans cost enough to
    // trigger it, and compiling took 300 ms of a 700 ms report whose execution needed 400; every
    // query here runs in milliseconds to a few hundred, where JIT never pays back.
    options: '-c jit=off',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error reaches the pool's 'error' event.
  pool.on('error', (err) => logConnectionError(err, 'PostgreSQL pool'));
  // A checked-out client (a transaction, a migration) emits 'error' on itself, where pg-pool listens
  // only while it is idle: without a listener of its own a dropped connection there is an uncaught
  // 'error' event that ends the process. The query in flight fails with the same error (a 503), the
  // server rolls the transaction back, and the pool discards the client on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      logger.debug({ reason: errorMessage(err) }, 'PostgreSQL connection in use dropped');
    });
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
    listen: (channel, onNotify, onState) =>
      listenPostgres(
        url,
        channel,
        onNotify,
        onState ?? (() => undefined),
        options.listenProbe ?? LISTEN_PROBE,
      ),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A dedicated LISTEN connection outside the pool, reopened when it drops or stops answering its
 * probe: 0.5 s, 1 s, 2 s, 4 s, then every 5 s (reconnectDelayMs) until the database answers again.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string | undefined) => void,
  onState: (listening: boolean) => void,
  probe: ListenProbe,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  /** Asks the connection `select 1` now and then; no answer in time: its socket is cut (→ 'end'). */
  const startProbing = (c: pg.Client) => {
    let probing = false;
    probeTimer = setInterval(() => {
      if (client !== c || probing) return;
      probing = true;
      const deadline = setTimeout(() => {
        logger.warn('PostgreSQL LISTEN connection: no answer to its probe; reopening it');
        cutSocket(c);
      }, probe.timeoutMs);
      void c
        .query('select 1')
        .catch(() => undefined) // a dropped connection reports itself through 'error'/'end'
        .finally(() => {
          clearTimeout(deadline);
          probing = false;
        });
    }, probe.everyMs);
    probeTimer.unref();
  };
  const open = async (reconnect: boolean): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      application_name: 'village-machaan-events',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload);
    });
    c.on('error', (err) => {
      logConnectionError(err, 'PostgreSQL LISTEN connection');
      scheduleReconnect(c);
    });
    c.on('end', () => scheduleReconnect(c));
    try {
      await c.connect();
      await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failures = 0;
    startProbing(c);
    onState(true);
    if (reconnect) {
      logger.info('PostgreSQL LISTEN connection restored');
      onNotify(undefined);
    }
  };
  const attempt = () => {
    retryTimer = undefined;
    if (stopped) return;
    open(true).catch((err: unknown) => {
      failures++;
      if (!isConnectionError(err)) logConnectionError(err, 'PostgreSQL LISTEN reconnect');
      if (!stopped) retryTimer = setTimeout(attempt, reconnectDelayMs(failures));
    });
  };
  const scheduleReconnect = (c: pg.Client) => {
    if (stopped || client !== c || retryTimer) return;
    client = undefined;
    clearInterval(probeTimer);
    onState(false);
    c.end().catch(() => undefined);
    retryTimer = setTimeout(attempt, reconnectDelayMs(failures));
  };
  await open(false);
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    clearInterval(probeTimer);
    const c = client;
    client = undefined;
    if (c) await endWithin(c, probe.timeoutMs);
  };
}

/** Cuts a client's socket (pg-pool does the same on a connect timeout); pg then reports 'end'. */
function cutSocket(c: pg.Client) {
  (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** Closes a client politely, or cuts its socket when the server does not answer in time. */
async function endWithin(c: pg.Client, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const ended = c.end().then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  if (!(await Promise.race([ended, late]))) cutSocket(c);
  clearTimeout(timer);
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
