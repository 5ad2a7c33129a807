import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouterRoute } from 'hono/types';
import type { Result } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { SplitRouter } from './split-router';

/**
 * The app's router (decision 0169): the guest API and the site are matched by hono's RegExpRouter,
 * with or without the built site, and for any path the split gives the same routes, in the same
 * order and with the same parameters, as one router over every route.
 */
let siteDir: string;
const apps = new Map<string, TestApp>();
beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'vm-site-'));
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Village Machaan</title>');
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  apps.set('the API alone', await createTestApp());
  apps.set('the API and the site', await createTestApp({ staticDir: siteDir }));
}, 120_000);
afterAll(async () => {
  for (const t of apps.values()) await t.close();
  rmSync(siteDir, { recursive: true, force: true });
}, 60_000);

type Handler = [unknown, RouterRoute];

/** The matched routes with their parameters, whichever form the router answers in. */
function matched<T>(result: Result<T>, route: (h: T) => RouterRoute) {
  const [handlers, stash] = result;
  return handlers.map(([h, params]) => ({
    route: route(h),
    params: stash
      ? Object.fromEntries(Object.entries(params).map(([k, i]) => [k, stash[i as number]]))
      : { ...params },
  }));
}

/** A path each pattern matches: a value for each parameter, `x` for a wildcard. */
const sample = (pattern: string) =>
  pattern
    .replace(/:\w+\{[^}]*\}/g, 'a.jpg')
    .replace(/:\w+\??/g, 'x1')
    .replace(/\*/g, 'x');

const EDGES = ['/', '/x', '/api', '/api/', '/api/admin', '/api/admin/', '/api/adminx', '/api/x'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe.each(['the API alone', 'the API and the site'])('the router of %s', (name) => {
  it('matches the guest API on the RegExpRouter', async () => {
    const t = apps.get(name)!;
    await t.app.request('/api/health');
    await t.app.request('/api/admin/me');
    expect((t.app.router as SplitRouter<Handler>).activeRouters().public).toBe('RegExpRouter');
  });

  it('gives every path the routes one router over all of them gives', () => {
    const t = apps.get(name)!;
    const whole = new TrieRouter<RouterRoute>();
    for (const r of t.app.routes) whole.add(r.method, r.path, r);
    const paths = new Set([...EDGES, ...t.app.routes.map((r) => sample(r.path))]);
    expect(paths.size).toBeGreaterThan(100);
    for (const p of paths)
      for (const m of METHODS) {
        const split = matched(t.app.router.match(m, p) as Result<Handler>, (h) => h[1]);
        expect(split, `${m} ${p}`).toEqual(matched(whole.match(m, p), (r) => r));
      }
  });
});
