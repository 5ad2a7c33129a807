import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, withDemoAdmin } from '../admin-auth/test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Regressions of Issue 10: each case answered wrongly before its fix. */
let t: TestApp;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'vm-site-'));
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Village Machaan</title>');
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ staticDir: siteDir });
  await withDemoAdmin(t);
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('CSRF Origin check fails closed', () => {
  it.each([
    'not a url',
    'null',
    'javascript:alert(1)',
    'http://localhost/evil/path',
    'file://localhost',
  ])('refuses a state-changing admin call with Origin %j (403)', async (origin) => {
    const cookie = await signIn(t);
    const res = await t.request(
      'POST',
      'http://localhost/api/admin/logout',
      {},
      { cookie, origin },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Request origin not allowed' },
    });
    // The session was not ended.
    expect((await t.request('GET', '/api/admin/me', undefined, { cookie })).status).toBe(200);
  });

  it('still accepts the own origin', async () => {
    const cookie = await signIn(t);
    const res = await t.request(
      'POST',
      'http://localhost/api/admin/logout',
      {},
      { cookie, origin: 'http://localhost' },
    );
    expect(res.status).toBe(200);
  });
});

describe('static site', () => {
  it('serves an existing asset with the year-long cache', async () => {
    const res = await t.app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends a hashed asset the headers a script obeys, without ids or dates it never needs', async () => {
    const res = await t.app.request('/assets/app-abc123.js');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('last-modified')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeNull();
    // A missing asset still carries its request id, as every other answer does.
    const missing = await t.app.request('/assets/app-missing.js');
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    '/assets/app-missing.js',
    '/assets/nested/x.css',
    '/favicon-missing.png',
    '/robots-missing.txt',
  ])('a missing file %s is a 404 that no cache keeps, never index.html', async (p) => {
    const res = await t.app.request(p);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('application routes still get index.html, revalidated', async () => {
    const res = await t.app.request('/admin/bookings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Village Machaan');
  });
});
