// Admin screens budget (DESIGN.md "Performance budgets"): the first admin screen (sign-in, then the
// dashboard) and the signed-in bookings list each ≤ 180 KB of JavaScript (compressed, as
// transferred), desktop Lighthouse performance, accessibility and best practices 100.
// Needs a build (npm run build) and /usr/bin/chromium. Signs in as the demo admin of a fresh
// embedded-database site, as the e2e tests do.
// Usage: npm run bench:admin-page   (BENCH_RUNS=3 runs Lighthouse three times per page and prints
// the median; BENCH_LHR=/tmp/admin keeps each report as /tmp/admin-<page>-<run>.json)
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { BrowserContext } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  DESKTOP,
  launchBrowser,
  signInAsAdmin,
  startSite,
} from '../e2e/support/site';
import { logger } from '../src/server/logging/logger';

logger.level = 'warn';

const JS_BUDGET_KB = 180;
// BENCH_RUNS=0 measures the JavaScript only.
const runs = Math.max(0, Number(process.env.BENCH_RUNS ?? 1));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

type Screen = { name: string; path: string; ready: string; signedIn: boolean; lighthouse: boolean };
const SCREENS: Screen[] = [
  {
    name: 'Sign-in',
    path: '/admin/login',
    ready: 'Admin Login',
    signedIn: false,
    lighthouse: false,
  },
  { name: 'Dashboard', path: '/admin', ready: 'Dashboard', signedIn: true, lighthouse: true },
  {
    name: 'Bookings list',
    path: '/admin/bookings',
    ready: 'Booking Management',
    signedIn: true,
    lighthouse: true,
  },
];

/** JavaScript transferred (compressed, headers included) by a cold load of `url`, and the files. */
async function scriptBytes(context: BrowserContext, url: string, ready: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const files: string[] = [];
  let js = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, new URL(e.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const file = scripts.get(e.requestId);
    if (file === undefined) return;
    js += e.encodedDataLength;
    files.push(`${file} ${(e.encodedDataLength / 1024).toFixed(1)} KB`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.close();
  return { js, files };
}

const site = await startSite();
const results: { name: string; js: number; files: string[]; scores?: number[][] }[] = [];
let cookie: string;
try {
  const browser = await launchBrowser();
  try {
    const signedOut = await browser.newContext({ viewport: DESKTOP });
    const signedIn = await browser.newContext({ viewport: DESKTOP });
    const login = await signedIn.newPage();
    await signInAsAdmin(login, site);
    await login.close();
    cookie = (await signedIn.cookies())
      .filter((c) => c.name.includes('vm_admin_session'))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    if (!cookie) throw new Error('signing in as the demo admin set no session cookie');
    for (const screen of SCREENS) {
      const context = screen.signedIn ? signedIn : signedOut;
      const { js, files } = await scriptBytes(context, `${site.url}${screen.path}`, screen.ready);
      results.push({ name: screen.name, js, files });
    }
  } finally {
    await browser.close();
  }

  for (const screen of SCREENS.filter((s) => s.lighthouse)) {
    const scores: number[][] = [];
    for (let run = 1; run <= runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: CHROMIUM_ARGS,
      });
      try {
        const result = await lighthouse(
          `${site.url}${screen.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            extraHeaders: { Cookie: cookie },
          },
          desktopConfig,
        );
        const lhr = result!.lhr;
        if (process.env.BENCH_LHR) {
          const slug = screen.name.toLowerCase().replace(/\W+/g, '-');
          writeFileSync(`${process.env.BENCH_LHR}-${slug}-${run}.json`, JSON.stringify(lhr));
        }
        if (lhr.finalDisplayedUrl.includes('/admin/login') && screen.path !== '/admin/login')
          throw new Error(`Lighthouse saw the sign-in page instead of ${screen.path}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        scores.push([
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        ]);
        for (const [id, audit] of Object.entries(lhr.audits)) {
          const weighted = ['performance', 'accessibility', 'best-practices'].some((c) =>
            lhr.categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
          );
          if (weighted && audit.score !== null && audit.score < 1)
            console.log(
              `  ${screen.name} run ${run}: ${id} — ${audit.title} (score ${audit.score})`,
            );
        }
      } finally {
        chrome.kill();
      }
    }
    const entry = results.find((r) => r.name === screen.name)!;
    if (scores.length) entry.scores = scores;
  }
} finally {
  await site.close();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: [string, string, string, boolean][] = [];
for (const r of results) {
  rows.push([
    `${r.name}: JavaScript`,
    kb(r.js),
    `≤ ${JS_BUDGET_KB} KB`,
    r.js <= JS_BUDGET_KB * 1024,
  ]);
  if (!r.scores) continue;
  const col = (i: number) => median(r.scores!.map((s) => s[i]!));
  const [perf, a11y, practices, tbt, lcp] = [0, 1, 2, 3, 4].map(col) as number[];
  const all = (i: number) => (runs > 1 ? ` (${r.scores!.map((s) => s[i]).join('/')})` : '');
  rows.push([`${r.name}: Lighthouse perf (desktop)`, `${perf}${all(0)}`, '100', perf === 100]);
  rows.push([`${r.name}: Lighthouse accessibility`, `${a11y}${all(1)}`, '100', a11y === 100]);
  rows.push([
    `${r.name}: Lighthouse best practices`,
    `${practices}${all(2)}`,
    '100',
    practices === 100,
  ]);
  rows.push([`${r.name}: total blocking time`, `${Math.round(tbt!)} ms`, '(info)', true]);
  rows.push([`${r.name}: LCP`, `${(lcp! / 1000).toFixed(2)} s`, '(info)', true]);
}
console.log(
  `\nAdmin screens (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Lighthouse median of ${runs})`,
);
for (const r of results) console.log(`  ${r.name} scripts: ${r.files.join(', ')}`);
for (const [name, value, budget, ok] of rows)
  console.log(
    `${name.padEnd(42)} ${value.padStart(14)}   budget ${budget.padEnd(9)} ${ok ? 'PASS' : 'FAIL'}`,
  );
process.exitCode = rows.every((r) => r[3]) ? 0 : 1;
