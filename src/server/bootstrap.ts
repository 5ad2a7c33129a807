import type { Server as HttpServer } from 'node:http';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { ensureInitialAdmins } from './admin-auth/initial-admins';
import { createApp } from './app';
import { startEventFeed } from './events/feed';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedCatalogue } from './db/seed';
import type { Config } from './env';
import { backgroundJobs } from './jobs/definitions';
import { startJobs } from './jobs/runner';
import { logger } from './logging/logger';
import { resolvePaymentProvider } from './payments/provider-factory';
import { followResortZone } from './reports/zone-months';

export type RunningServer = {
  url: string;
  port: number;
  database: Database;
  /** The app it serves: its routes' contracts check the answers end-to-end tests read (decision 0165). */
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
};

/** Opens the configured database (locking DATA_DIR for PGlite), migrates, seeds an empty one. */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; release: () => Promise<void> }> {
  if (config.databaseUrl) {
    return { database: await openPostgres(config.databaseUrl), release: async () => undefined };
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(path.resolve(config.dataDir), 'pglite'));
    return { database, release: unlock };
  } catch (err) {
    await unlock();
    throw err;
  }
}

/**
 * `options.now`: the server's clock. Only code passes it (the e2e harness, a settable clock); there
 * is no environment variable for it, and main.ts runs on the wall clock (decision 0138).
 */
export async function startServer(
  config: Config,
  staticDir: string | undefined,
  options: { now?: () => Date } = {},
): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const { database, release } = await openConfiguredDatabase(config);
  await database.migrate();
  await followResortZone(database.db, config.resortTz);
  await seedCatalogue(database.db, now());
  await ensureInitialAdmins(database.db, config, now());
  // nodemailer is loaded only when there is an SMTP server to use (decision 0151).
  const mailer = config.smtpUrl
    ? (await import('./email/smtp-mailer')).createSmtpMailer(config.smtpUrl)
    : undefined;
  const paymentProvider = await resolvePaymentProvider(database.db, config);
  warnAboutTestPayments(config);
  const jobs = await startJobs(
    backgroundJobs({
      db: database.db,
      config,
      now,
      provider: paymentProvider,
      mailer,
      ...(database.dump ? { dump: () => database.dump!() } : {}),
    }),
    {
      databaseUrl: config.databaseUrl,
    },
  );
  const events = await startEventFeed(database);
  const app = createApp(
    {
      db: database.db,
      dbKind: database.kind,
      config,
      now,
      jobs,
      events,
      paymentProvider,
      ...(database.dump ? { dumpDatabase: () => database.dump!() } : {}),
    },
    { staticDir },
  );
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://localhost:${port}`,
    port,
    database,
    app,
    close: async () => {
      // Stop accepting, let requests in flight finish (up to 5 s), then close the pool.
      const http = server as HttpServer;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          http.closeAllConnections();
          resolve();
        }, 5000);
        http.close(() => {
          clearTimeout(timer);
          resolve();
        });
        http.closeIdleConnections();
      });
      await jobs.stop();
      await events.close();
      mailer?.close();
      await database.close();
      await release();
    },
  };
}

/**
 * Outside demo mode the test gateway runs only on PAYMENT_PROVIDER=test: say so at every start, in
 * the log and framed on stderr (seen whatever LOG_LEVEL says).
 */
function warnAboutTestPayments(config: Config) {
  if (config.paymentProvider !== 'test' || config.demoMode) return;
  const message =
    'PAYMENT_PROVIDER=test: payments go through the BUILT-IN TEST GATEWAY. The public test card confirms bookings and NO MONEY IS COLLECTED.';
  logger.warn({ paymentProvider: 'test' }, message);
  const line = '*'.repeat(78);
  process.stderr.write(
    [
      line,
      '* PAYMENT_PROVIDER=test: payments go through the BUILT-IN TEST GATEWAY.',
      '* The public test card confirms bookings and NO MONEY IS COLLECTED.',
      '* Staff see a warning on the admin dashboard. Set RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET',
      '* and remove PAYMENT_PROVIDER to take real payments.',
      line,
      '',
    ].join('\n'),
  );
}
