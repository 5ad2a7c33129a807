import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-types';
import { createTestApp, type TestApp } from '../testing/test-app';
import { handleError } from './errors';
import { requestLog } from './request-log';

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
    const body = (await res.json()) as { error: { code: string; requestId?: string } };
    expect(body.error.code).toBe('UNKNOWN_ERROR');
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  });
});
