import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { testDatabaseMode } from './testing/test-database';
import { errorBody, bodyAt, openApiDocument } from './testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public catalogue API', () => {
  it('GET /api/health names the database', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: testDatabaseMode(),
      liveEvents: 'listening',
    });
  });

  it('GET /api/villas lists active villas by base price with their unit counts', async () => {
    const res = await t.api('GET /villas');
    expect(res.status).toBe(200);
    const body = bodyAt(res, 200);
    expect(body.map((v) => [v.id, v.basePrice, v.totalUnits])).toEqual([
      ['glass-cottage', 15000, 14],
      ['hornbill-villa', 18000, 4],
      ['kingfisher-villa', 22000, 4],
    ]);
    expect(body[0]!.amenities.length).toBeGreaterThan(0);
  });

  it('GET /api/villas/:id answers one villa, or a clear 404', async () => {
    const ok = await t.api('GET /villas/:id', { param: { id: 'hornbill-villa' } });
    expect(ok.status).toBe(200);
    expect(bodyAt(ok, 200).name).toBe('Hornbill Villa');
    const missing = await t.request('GET', '/api/villas/treehouse');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Villa not found: treehouse' },
    });
  });

  it('GET /api/packages lists active packages by price', async () => {
    const body = await t.api.ok('GET /packages');
    expect(body.map((p) => [p.id, p.price])).toEqual([
      ['basic-stay', 0],
      ['breakfast-package', 500],
    ]);
  });

  it('GET /api/safari-options lists the three safaris by name with timings', async () => {
    const body = await t.api.ok('GET /safari-options');
    expect(body.map((s) => s.id)).toEqual([
      'evening-wildlife-safari',
      'morning-wildlife-safari',
      'night-wildlife-safari',
    ]);
    expect(body[1]!.timings).toEqual([
      { value: 'early-morning', label: '5:30 AM-9:30 AM' },
      { value: 'morning', label: '6:00-10:00 AM' },
    ]);
  });

  it('an unknown API path answers a JSON 404', async () => {
    const res = await t.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await errorBody(res)).error.code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI contract', async () => {
    const doc = await openApiDocument(t.request);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/villas', '/api/villas/{id}', '/api/health']),
    );
  });

  it('sends the security headers', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
