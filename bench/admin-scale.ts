// Admin at scale (issue 29): every admin list, search, filter, occupancy view, the dashboard, every
// report (period × type), the guests list and the villa/package cards, with 10,000 and 100,000
// bookings seeded on PostgreSQL by bench/seed-scale.ts (databases kept between runs). Budgets
// (DESIGN.md "Performance budgets"): p95 ≤ 50 ms for lists, ≤ 200 ms for reports and the
// dashboard; the bookings CSV and the report files (guest report, CSV and XLSX) of the largest
// size ≤ 10 s with flat memory (RSS growth printed). The 10k → 100k ratio of each p50 must not
// outgrow the ratio of what the screen shows (its answer's bytes): ≤ max(2, 1.5 × bytes ratio).
// Server time: requests go through the whole Hono app in process (app.request), no network.
//
// Usage: npm run bench:admin-scale   BENCH_SIZES=10000,100000 (default), BENCH_RUNS (list runs,
// default 40; reports run half as often; BENCH_SECONDS_EACH caps the time per figure, default 10),
// BENCH_SKIP=<regexp> skips the figures whose names match, BENCH_SCALE_PREFIX (database names, default
// vm_bench_scale_), BENCH_OUT=<file.json> writes the figures. Exits 1 when a budget fails.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { DEMO_ADMIN } from '../src/server/admin-auth/initial-admins';
import { createApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { startEventFeed } from '../src/server/events/feed';
import { logger } from '../src/server/logging/logger';
import { adminScaleCases, type Budget } from './admin-scale-cases';
import { SCALE_NOW, scaleDatabase } from './seed-scale';

logger.level = 'warn';
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const secondsEach = Number(process.env.BENCH_SECONDS_EACH ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const minRuns = Number(process.env.BENCH_MIN_RUNS ?? 3);
const skip = process.env.BENCH_SKIP ? new RegExp(process.env.BENCH_SKIP) : undefined;
const BUDGET_MS: Record<Budget, number> = { list: 50, report: 200, export: 10_000 };
const EXPORT_RSS_MB = 150;

type Figure = {
  size: number;
  name: string;
  budget: Budget;
  p50: number;
  p95: number;
  bytes: number;
  pass: boolean;
  note?: string;
};
const figures: Figure[] = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function benchSize(size: number) {
  const { url, seededSeconds } = await scaleDatabase(size);
  if (seededSeconds > 0) console.log(`seeded ${size} bookings in ${seededSeconds.toFixed(1)} s`);
  const database = await openPostgres(url);
  const config = loadConfig({
    DATABASE_URL: url,
    PAYMENT_TEST_SECRET: 'bench',
    PAYMENT_PROVIDER: 'test',
    DATA_DIR: '/nonexistent',
  });
  const events = await startEventFeed(database);
  const app = createApp({
    db: database.db,
    dbKind: 'postgres',
    config,
    now: () => SCALE_NOW,
    events,
  });
  const login = await app.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const cookie = /((?:__Host-)?vm_admin_session=[^;]*)/.exec(
    login.headers.get('set-cookie') ?? '',
  )?.[1];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
  const headers = { cookie };
  const get = async (path: string) => {
    const res = await app.request(path, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${body.toString().slice(0, 300)}`);
    return body;
  };
  console.log(`\n== ${size} bookings (machine: ${cpus().length} cores, load ${load()}) ==`);
  const cases = await adminScaleCases(database.db, size);
  for (const c of cases) {
    if (skip && skip.test(c.name)) {
      console.log(`${c.name.padEnd(46)} skipped (BENCH_SKIP)`);
      continue;
    }
    if (c.budget === 'export') {
      if (size !== Math.max(...sizes)) continue;
      const rss0 = process.memoryUsage().rss;
      let peak = rss0;
      const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const start = performance.now();
      const res = await app.request(c.path, { headers });
      let bytes = 0;
      let lines = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        for (const b of value) if (b === 10) lines++;
      }
      const ms = performance.now() - start;
      clearInterval(timer);
      const growth = (peak - rss0) / 2 ** 20;
      const pass = res.status === 200 && ms <= BUDGET_MS.export && growth <= EXPORT_RSS_MB;
      const note = `${c.rowsNote ? `${lines - 1} rows, ` : ''}${(bytes / 2 ** 20).toFixed(1)} MiB, RSS +${growth.toFixed(0)} MiB (≤ ${EXPORT_RSS_MB})`;
      figures.push({ size, name: c.name, budget: 'export', p50: ms, p95: ms, bytes, pass, note });
      print(figures.at(-1)!);
      continue;
    }
    const n = c.budget === 'report' ? Math.max(5, Math.round(runs / 2)) : runs;
    const first = await get(c.path);
    for (let i = 0; i < warmup; i++) await get(c.path);
    const times: number[] = [];
    // A slow answer is measured fewer times (at least BENCH_MIN_RUNS, default 3), so a run stays
    // within minutes; BENCH_WARMUP requests (default 2) go first, unmeasured.
    const deadline = performance.now() + secondsEach * 1000;
    for (let i = 0; i < n && (i < minRuns || performance.now() < deadline); i++) {
      const start = performance.now();
      await get(c.path);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const f: Figure = {
      size,
      name: c.name,
      budget: c.budget,
      p50: percentile(times, 50),
      p95,
      bytes: first.length,
      pass: p95 <= BUDGET_MS[c.budget],
    };
    figures.push(f);
    print(f);
  }
  console.log(`(load at the end: ${load()})`);
  await events.close();
  await database.close();
}

function print(f: Figure) {
  const budget = BUDGET_MS[f.budget];
  console.log(
    `${f.name.padEnd(46)} p50 ${f.p50.toFixed(1).padStart(8)} ms  p95 ${f.p95.toFixed(1).padStart(8)} ms  ≤ ${String(budget).padStart(5)}  ${f.pass ? 'PASS' : 'FAIL'}${f.note ? `  ${f.note}` : ''}`,
  );
}

for (const size of sizes) await benchSize(size);

let failed = figures.some((f) => !f.pass);
if (sizes.length >= 2) {
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  console.log(
    `\n== growth ${small} → ${large}: p50 ratio vs what the screen shows (answer bytes) ==`,
  );
  for (const f of figures.filter((x) => x.size === large && x.budget !== 'export')) {
    const s = figures.find((x) => x.size === small && x.name === f.name);
    if (!s) continue;
    const ratio = f.p50 / s.p50;
    const shown = f.bytes / s.bytes;
    const allowed = Math.max(2, 1.5 * shown);
    const ok = ratio <= allowed;
    if (!ok) failed = true;
    console.log(
      `${f.name.padEnd(46)} time ×${ratio.toFixed(2).padStart(6)}  shown ×${shown.toFixed(2).padStart(6)}  ≤ ×${allowed.toFixed(1).padStart(5)}  ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
}
console.log(`\n${figures.filter((f) => !f.pass).length} of ${figures.length} budgets failed`);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(figures, null, 1));
process.exit(failed ? 1 : 0);
