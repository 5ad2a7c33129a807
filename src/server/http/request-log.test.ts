import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-types';
import { captureLogs, logger } from '../logging/logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { handleError } from './errors';
import { requestLog } from './request-log';
import { errorBody } from '../testing/typed-client';

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers every request with a fresh x-request-id', async () => {
    const a = await t.request('GET', '/api/health');
    const b = await t.request('GET', '/api/nothing-here');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.status).toBe(404);
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it("keeps a proxy's well-formed id and replaces anything else", async () => {
    const kept = await t.request('GET', '/api/health', undefined, {
      'x-request-id': 'lb-0123456789abcdef',
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    const replaced = await t.request('GET', '/api/health', undefined, {
      'x-request-id': 'bad id {"forged":1}',
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('server failures', () => {
  it('carry the request id in the error body, matching the header', async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', requestLog());
    app.get('/boom', () => {
      throw new Error('Failed query: select 1\nparams: guest@example.com');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const body = await errorBody(res);
    expect(body.error.code).toBe('UNKNOWN_ERROR');
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  });
});

/** The JSON log lines captured while `work` ran. */
async function logsOf(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const logs = captureLogs('info');
  try {
    await work();
  } finally {
    logs.stop();
  }
  return logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('log lines say where', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the route pattern that handled the request, never the raw path', async () => {
    const lines = await logsOf(async () => {
      expect((await t.request('GET', '/api/villas/no-such-villa')).status).toBe(404);
      expect((await t.request('GET', '/api/admin/bookings')).status).toBe(401);
      expect((await t.request('GET', '/api/nothing-here')).status).toBe(404);
    });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/villas/:id', 404],
      // Refused by the session middleware: still the endpoint the request was for.
      ['GET', '/api/admin/bookings', 401],
      ['GET', '/api/*', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain('no-such-villa');
  });

  it("gives a service's log lines the request id, across awaits, and none outside a request", async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestLog());
    // A service: no Hono context, logs with the plain logger after a database-like await.
    const service = async (id: string) => {
      await new Promise((resolve) => setImmediate(resolve));
      logger.info({ thing: id }, 'service did its work');
    };
    app.get('/things/:id', async (c) => {
      await service(c.req.param('id'));
      return c.json({ ok: true });
    });
    const lines = await logsOf(async () => {
      const res = await app.request('/things/42', { headers: { 'x-request-id': 'lb-0123456789' } });
      expect(res.status).toBe(200);
      logger.info('outside any request');
    });
    const service_ = lines.find((l) => l.msg === 'service did its work');
    const request = lines.find((l) => l.msg === 'request');
    expect(service_).toMatchObject({ reqId: 'lb-0123456789', thing: '42' });
    expect(request).toMatchObject({ reqId: 'lb-0123456789', route: '/things/:id', status: 200 });
    expect(lines.find((l) => l.msg === 'outside any request')).not.toHaveProperty('reqId');
  });
});
