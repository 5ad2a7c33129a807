import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { checkedAgainstContract } from './contract-check';
import { startEventFeed, type EventFeed } from '../events/feed';
import { loadConfig, type Config } from '../env';
import { createTestDatabase, type TestDatabase } from './test-database';
import { seedTestDatabase, TEST_CLOCK_START } from './test-seed';
import { typedClient, type TestApi } from './typed-client';

/** The socket peer of `request()`: a trusted loopback proxy (TRUST_PROXY=loopback). */
export const TEST_PEER = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

const UNPAID_LIMITS_FOR_FIXTURES = {
  BOOKING_REQUESTS_PER_HOUR: '100000',
  UNPAID_BOOKINGS_PER_CLIENT: '100000',
  UNPAID_BOOKINGS_PER_EMAIL: '100000',
  UNPAID_BOOKINGS_PER_STAY: '100000',
};

/**
 * What one client may hold in unit-nights (decision 0116): the fixtures' one guest books many long
 * stays unpaid; the hold tests use the deployed numbers (HOLD_LIMITS_AS_DEPLOYED).
 */
const HOLD_LIMITS_FOR_FIXTURES = {
  HOLD_UNIT_NIGHTS_PER_SESSION: '100000',
  HOLD_UNIT_NIGHTS_PER_CLIENT: '100000',
  HOLD_UNIT_NIGHTS_PER_CLIENT_WINDOW: '100000',
};

/** The hold limits as a deployment without settings has them (their defaults). */
export const HOLD_LIMITS_AS_DEPLOYED = Object.fromEntries(
  Object.keys(HOLD_LIMITS_FOR_FIXTURES).map((k) => [k, '']),
) as Record<keyof typeof HOLD_LIMITS_FOR_FIXTURES, string>;

/** The unpaid-booking limits as a deployment without settings has them (their defaults). */
export const UNPAID_LIMITS_AS_DEPLOYED = Object.fromEntries(
  Object.keys(UNPAID_LIMITS_FOR_FIXTURES).map((k) => [k, '']),
) as Record<keyof typeof UNPAID_LIMITS_FOR_FIXTURES, string>;

type TestClock = { now: () => Date; set(iso: string): void; advance(ms: number): void };

/** A settable clock; starts at 2026-11-22 10:00 in the resort (04:30 UTC). */
function testClock(start = TEST_CLOCK_START): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

type TestRequest = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/**
 * One browser: sends back the cookies the server set (e.g. the browsing session, decision 0106),
 * like a real one on a same-origin fetch. Each `t.browser()` is a separate browser.
 */
export type TestBrowser = {
  request: TestRequest;
  /** The typed client over this browser's `request` (typed-client.ts, decision 0157). */
  api: TestApi;
  cookie(name: string): string | undefined;
};

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  clock: TestClock;
  config: Config;
  /** This app's event feed (LISTEN/NOTIFY subscriber). */
  events: EventFeed;
  /**
   * JSON request helper; the peer is 127.0.0.1 (send X-Forwarded-For to be another client). It keeps
   * no cookies: every call is a fresh browser. Use `browser()` to be one browser across requests.
   * Throws when the answer breaks its route's contract (a body or 2xx status its schema does not
   * describe), in every server test.
   */
  request: TestRequest;
  /** The typed client over `request` (typed-client.ts, decision 0157): `t.api('GET /villas')`. */
  api: TestApi;
  /** A new browser with its own cookie jar. */
  browser(): TestBrowser;
  close(): Promise<void>;
};

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; staticDir?: string } = {},
): Promise<TestApp> {
  // Seeded: a copy of the run's seeded template (the catalogue and the demo admin, decision 0138).
  const database = await createTestDatabase({ seeded: options.seed !== false });
  const clock = testClock();
  if (options.seed !== false && !database.seeded) await seedTestDatabase(database.db);
  // Requests come from a loopback "proxy" that is trusted, so a test can be many guests by sending
  // each one's own X-Forwarded-For (the abuse limits count per client address).
  // Backups an owner takes in a test go to a folder of this app's own (removed at close).
  const backupDir = mkdtempSync(path.join(tmpdir(), 'vm-test-backups-'));
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    BACKUP_DIR: backupDir,
    PAYMENT_TEST_SECRET: 'test-secret',
    TRUST_PROXY: 'loopback',
    // The fixtures are one guest (one e-mail, one address) booking many stays unpaid, which the
    // unpaid-booking caps (decision 0108) exist to refuse; their own tests set production numbers
    // (UNPAID_LIMITS_AS_DEPLOYED).
    ...UNPAID_LIMITS_FOR_FIXTURES,
    ...HOLD_LIMITS_FOR_FIXTURES,
    ...options.env,
  });
  const events = await startEventFeed(database);
  const app = createApp(
    {
      db: database.db,
      dbKind: database.kind,
      config,
      now: clock.now,
      events,
      ...(database.dump ? { dumpDatabase: () => database.dump!() } : {}),
    },
    { staticDir: options.staticDir },
  );
  // Every answer is checked against its route's declared response schema (contract-check.ts).
  const request: TestRequest = async (method, path, body, headers = {}) =>
    checkedAgainstContract(
      app,
      method,
      path,
      await app.request(
        path,
        {
          method,
          headers:
            body === undefined ? headers : { 'content-type': 'application/json', ...headers },
          body:
            body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        },
        TEST_PEER,
      ),
    );
  return {
    app,
    database,
    clock,
    config,
    events,
    request,
    api: typedClient(request),
    browser: () => testBrowser(request),
    close: async () => {
      rmSync(backupDir, { recursive: true, force: true });
      await events.close();
      await database.drop();
    },
  };
}

function testBrowser(request: TestRequest): TestBrowser {
  const jar = new Map<string, string>();
  const browser: Omit<TestBrowser, 'api'> = {
    cookie: (name) => jar.get(name),
    request: async (method, path, body, headers = {}) => {
      const sent = [...jar].map(([name, value]) => `${name}=${value}`);
      if (headers.cookie) sent.push(headers.cookie);
      const res = await request(
        method,
        path,
        body,
        sent.length ? { ...headers, cookie: sent.join('; ') } : headers,
      );
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired || value === '') jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
  };
  return { ...browser, api: typedClient(browser.request) };
}
