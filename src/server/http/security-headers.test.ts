import { serve, type ServerType } from '@hono/node-server';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { assetHeaders, documentHeaders } from './security-headers';

/**
 * Every answer carries the security headers and its request id, both when served by the Node server
 * (set on node's response before the app runs, decision 0153) and under `app.request()` (set on the
 * finished Response): a JSON answer, an error, a 404, a document, an asset (without the id).
 */
/** The built page's inline boot script (decision 0162) and the CSP source that allows it. */
const BOOT = 'document.body.dataset.booted = "yes";';
const BOOT_SOURCE = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

let t: TestApp;
let server: ServerType;
let origin: string;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'vm-site-'));
  writeFileSync(
    path.join(siteDir, 'index.html'),
    `<!doctype html><title>Village Machaan</title><script type="module">${BOOT}</script>`,
  );
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ staticDir: siteDir });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
}, 60_000);

const documents = [
  ['/api/health', 200],
  ['/api/villas/no-such-villa', 404],
  ['/api/nothing-here', 404],
  ['/api/availability?villaId=x', 400],
  ['/', 200],
] as const;

const ways = [
  ['the Node server', (p: string) => fetch(`${origin}${p}`)],
  ['app.request()', (p: string) => Promise.resolve(t.app.request(p))],
] as const;

describe.each(ways)('through %s', (_, get) => {
  it.each(documents)(
    '%s (%i) carries every document header and a request id',
    async (p, status) => {
      const res = await get(p);
      expect(res.status).toBe(status);
      for (const [name, value] of documentHeaders(t.config, [BOOT_SOURCE]))
        expect(res.headers.get(name)).toBe(value);
      // The page's inline script is allowed by its hash, and no other inline script is.
      const scriptSrc = res.headers
        .get('content-security-policy')
        ?.split('; ')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${BOOT_SOURCE}`);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('an asset carries only the asset headers', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    for (const [name, value] of assetHeaders(t.config)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    // A hashed file cached for a year carries no request id (decision 0152); a missing one does.
    expect(res.headers.get('x-request-id')).toBeNull();
    const missing = await get('/assets/app-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
