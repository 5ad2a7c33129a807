import pg from 'pg';
import type PgBoss from 'pg-boss';
import { isConnectionError } from '../db/connection-error';
import { logger } from '../logging/logger';

/**
 * Background jobs. Each job is an idempotent sweep of the database (expire holds, deliver the outbox,
 * reconcile payments) that is safe to run in several processes at once (row locks with SKIP LOCKED).
 *
 * - PostgreSQL: pg-boss 10 schedules every job each minute (cron, one `singleton` queue per job so a
 *   run never overlaps itself across processes) and retries failed runs.
 * - PGlite (one process by construction): a small interval runner in the process. pg-boss through an
 *   executeSql adapter would add its tables, polling and supervisor to a single-connection WASM
 *   database for no gain in safety (docs/decisions/0022-background-jobs.md).
 */
export type JobDefinition = {
  name: string;
  /** Interval of the in-process runner (PGlite). pg-boss runs every job each minute. */
  everyMs: number;
  run: () => Promise<unknown>;
};

export type JobRunner = {
  kind: 'pg-boss' | 'interval';
  /** Ask for a run now (used after a payment so its e-mail does not wait for the next tick). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobs(
  jobs: JobDefinition[],
  opts: { databaseUrl: string | undefined; log?: (message: string) => void },
): Promise<JobRunner> {
  const log = opts.log ?? ((m: string) => logger.warn(m));
  return opts.databaseUrl
    ? startPgBoss(jobs, opts.databaseUrl, log)
    : startIntervalRunner(jobs, log);
}

function startIntervalRunner(jobs: JobDefinition[], log: (m: string) => void): JobRunner {
  const running = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const runOnce = (job: JobDefinition): Promise<void> => {
    if (stopped || running.has(job.name)) return Promise.resolve();
    running.add(job.name);
    const p = job
      .run()
      .then(() => undefined)
      .catch((err: unknown) =>
        log(`Job ${job.name} failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        running.delete(job.name);
        inFlight.delete(p);
      });
    inFlight.add(p);
    return p;
  };
  const timers = jobs.map((job) => setInterval(() => void runOnce(job), job.everyMs));
  for (const t of timers) t.unref();
  return {
    kind: 'interval',
    runNow: async (name) => {
      const job = jobs.find((j) => j.name === name);
      if (job) await runOnce(job);
    },
    stop: async () => {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...inFlight]);
    },
  };
}

async function startPgBoss(
  jobs: JobDefinition[],
  databaseUrl: string,
  log: (m: string) => void,
): Promise<JobRunner> {
  // pg-boss hands its whole configuration to its own pg.Pool (its types name only some of it):
  // fail fast while the database is away, notice a peer that vanished.
  const options: PgBoss.ConstructorOptions &
    Pick<pg.PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
    connectionString: databaseUrl,
    max: 3,
    schema: 'pgboss',
    application_name: 'village-machaan-jobs',
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  };
  // Loaded only on PostgreSQL: the embedded database's runner does not need it (decision 0151).
  const { default: PgBossClass } = await import('pg-boss');
  const boss = new PgBossClass(options);
  // pg-boss reports every failure of its pool, its workers' polls and its cron here and keeps
  // polling (every 2 s): after a database restart or failover its next poll reconnects. Without
  // this listener an 'error' event would end the process.
  boss.on('error', (err: Error) =>
    log(
      isConnectionError(err)
        ? `pg-boss: database unavailable (${err.message}); retrying`
        : `pg-boss: ${err.message}`,
    ),
  );
  // Several app processes start at once: one installs pg-boss's schema and queues, the others wait.
  const lock = new pg.Client({ connectionString: databaseUrl });
  lock.on('error', (err) => log(`pg-boss start lock: ${err.message}`)); // the start then fails
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(727274002)');
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        name: job.name,
        policy: 'singleton',
        retryLimit: 2,
        retryDelay: 10,
        expireInSeconds: 300,
      });
      await boss.schedule(job.name, '* * * * *', {}, { tz: 'UTC' });
    }
  } finally {
    await lock.query('select pg_advisory_unlock(727274002)').catch(() => undefined);
    await lock.end();
  }
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
      await job.run();
    });
  }
  return {
    kind: 'pg-boss',
    runNow: async (name) => {
      await boss.send(name, {}, { singletonKey: name, singletonSeconds: 2 });
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
