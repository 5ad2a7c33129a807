import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { contractViolation } from '../testing/contract-check';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseMode } from '../testing/test-database';
import { errorBody } from '../testing/typed-client';

/**
 * Health and the 503 of a database that does not answer (decision 0115). "Unreachable" is a real
 * driver on a port nobody listens on (ECONNREFUSED), in both test projects.
 */
let t: TestApp;
let nowhere: Database;
beforeAll(async () => {
  t = await createTestApp();
  nowhere = await openPostgres('postgres://postgres@127.0.0.1:9/unreachable', 2);
});
afterAll(async () => {
  await nowhere.close();
  await t.close();
});

const appWith = (overrides: Partial<Parameters<typeof createApp>[0]>) =>
  createApp({
    db: t.database.db,
    dbKind: t.database.kind,
    config: t.config,
    now: t.clock.now,
    events: t.events,
    ...overrides,
  });

describe('GET /api/health', () => {
  it('says ok while the database answers and live events listen', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: testDatabaseMode(),
      liveEvents: 'listening',
    });
  });

  it('says degraded (still 200) while the live-events connection is being reopened', async () => {
    const app = appWith({ events: { ...t.events, listening: () => false } });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await contractViolation(app, 'GET', '/api/health', res)).toBeNull();
    expect(await res.json()).toEqual({
      status: 'degraded',
      database: testDatabaseMode(),
      liveEvents: 'reconnecting',
    });
  });

  it('answers 503 database-unreachable with Retry-After while the database does not answer', async () => {
    const app = appWith({ db: nowhere.db, dbKind: 'postgres' });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await contractViolation(app, 'GET', '/api/health', res)).toBeNull();
    expect(await res.json()).toEqual({
      status: 'database-unreachable',
      database: 'postgres',
      liveEvents: 'listening',
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unreachable' },
    });
  });
});

describe('a request while the database is unreachable', () => {
  it.each([
    ['GET', '/api/villas'],
    ['GET', '/api/villas/glass-cottage'],
  ])('%s %s answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async (method, path) => {
    const app = appWith({ db: nowhere.db, dbKind: 'postgres' });
    const res = await app.request(path, { method });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await errorBody(res);
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error.message).toMatch(/briefly unavailable/);
  });
});
