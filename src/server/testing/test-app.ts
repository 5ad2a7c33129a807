import { createApp } from '../app';
import { checkedAgainstContract } from './contract-check';
import { startEventFeed, type EventFeed } from '../events/feed';
import { seedCatalogue } from '../db/seed';
import { loadConfig, type Config } from '../env';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The socket peer of `request()`: a trusted loopback proxy (TRUST_PROXY=loopback). */
export const TEST_PEER = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

const UNPAID_LIMITS_FOR_FIXTURES = {
  BOOKING_REQUESTS_PER_HOUR: '100000',
  UNPAID_BOOKINGS_PER_CLIENT: '100000',
  UNPAID_BOOKINGS_PER_EMAIL: '100000',
  UNPAID_BOOKINGS_PER_STAY: '100000',
};

/** The unpaid-booking limits as a deployment without settings has them (their defaults). */
export const UNPAID_LIMITS_AS_DEPLOYED = Object.fromEntries(
  Object.keys(UNPAID_LIMITS_FOR_FIXTURES).map((k) => [k, '']),
) as Record<keyof typeof UNPAID_LIMITS_FOR_FIXTURES, string>;

export type TestClock = { now: () => Date; set(iso: string): void; advance(ms: number): void };

/** A settable clock; starts at 2026-11-22 10:00 in the resort (04:30 UTC). */
export function testClock(start = '2026-11-22T04:30:00.000Z'): TestClock {
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

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  clock: TestClock;
  config: Config;
  /** This app's event feed (LISTEN/NOTIFY subscriber). */
  events: EventFeed;
  /**
   * JSON request helper; the peer is 127.0.0.1 (send X-Forwarded-For to be another client). Throws
   * when the answer breaks its route's contract (a body or 2xx status its schema does not describe).
   */
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; staticDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = testClock();
  if (options.seed !== false) await seedCatalogue(database.db, clock.now());
  // Requests come from a loopback "proxy" that is trusted, so a test can be many guests by sending
  // each one's own X-Forwarded-For (the abuse limits count per client address).
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    PAYMENT_TEST_SECRET: 'test-secret',
    TRUST_PROXY: 'loopback',
    // The fixtures are one guest (one e-mail, one address) booking many stays unpaid, which the
    // unpaid-booking caps (decision 0108) exist to refuse; their own tests set production numbers
    // (UNPAID_LIMITS_AS_DEPLOYED).
    ...UNPAID_LIMITS_FOR_FIXTURES,
    ...options.env,
  });
  const events = await startEventFeed(database);
  const app = createApp(
    { db: database.db, dbKind: database.kind, config, now: clock.now, events },
    { staticDir: options.staticDir },
  );
  return {
    app,
    database,
    clock,
    config,
    events,
    // Every answer is checked against its route's declared response schema (contract-check.ts).
    request: async (method, path, body, headers = {}) =>
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
              body === undefined
                ? undefined
                : typeof body === 'string'
                  ? body
                  : JSON.stringify(body),
          },
          TEST_PEER,
        ),
      ),
    close: async () => {
      await events.close();
      await database.drop();
    },
  };
}
