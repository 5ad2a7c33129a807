import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from './env';
import type { Db, DatabaseKind } from './db/client';
import type { PaymentProvider } from './payments/provider';
import type { Logger } from './logging/logger';
import type { EventFeed } from './events/feed';

/** What every feature receives: the database, the configuration and the clock. */
export type AppDeps = {
  db: Db;
  dbKind: DatabaseKind;
  config: Config;
  now: () => Date;
  /** Committed admin events of every process (LISTEN/NOTIFY), for live notifications. */
  events: EventFeed;
  /** Background jobs, when running (bootstrap); lets a handler ask for a run now (e.g. e-mail after a payment). */
  jobs?: { runNow(name: string): Promise<void> };
  /** The embedded database's dump (PGlite only): backups (decision 0125). */
  dumpDatabase?: () => Promise<Blob>;
  /** The payment provider the server resolved at start (bootstrap); tests let it default from config. */
  paymentProvider?: PaymentProvider;
};

/** Per-request values every handler can read: the request id and a logger that carries it. */
type RequestVariables = { requestId: string; log: Logger };

export type AppEnv = { Variables: Record<string, unknown> & RequestVariables };
export type Router = OpenAPIHono<AppEnv>;
