// API budget: availability and quote on PostgreSQL at 50 connections, next to a bare node:http + pg
// server running the same SQL in the same run. Budget: ≥ 60% of the baseline's throughput, p99 ≤ 20 ms.
// Usage: npm run bench:api   (BENCH_DATABASE_URL defaults to the machine's PostgreSQL)
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const dbName = `vm_bench_${Date.now()}`;

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function start(
  command: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...command], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      const m = ready.exec(d.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}`)));
  });
}

async function load(
  name: string,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
) {
  const result = await autocannon({
    url,
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.body ? { 'content-type': 'application/json' } : {},
    connections: 50,
    duration: seconds,
  });
  const errors = result.errors + result.non2xx;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
await withAdmin((c) => c.query(`create database "${dbName}"`));
const procs: ChildProcess[] = [];
try {
  const database = await openPostgres(dbUrl.toString());
  await database.migrate();
  await seedCatalogue(database.db, new Date());
  await database.close();

  const ours = await start(
    ['src/server/main.ts'],
    { DATABASE_URL: dbUrl.toString(), PORT: '0', NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' },
    /running on http:\/\/localhost:(\d+)/,
  );
  procs.push(ours.child);
  const base = await start(
    ['bench/baseline-server.ts'],
    { DATABASE_URL: dbUrl.toString(), PORT: '0' },
    /LISTENING (\d+)/,
  );
  procs.push(base.child);

  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const next = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
  const availability = `/api/availability?villaId=kingfisher-villa&checkIn=${day}&checkOut=${next}`;
  const quoteBody = JSON.stringify({
    villaId: 'glass-cottage',
    checkIn: day,
    checkOut: next,
    adults: 3,
    children: 0,
    packageId: 'breakfast-package',
  });

  const rows = [];
  for (const [label, path, init] of [
    ['availability', availability, {}],
    ['quote', '/api/quote', { method: 'POST' as const, body: quoteBody }],
  ] as const) {
    await load('warm-up', `http://127.0.0.1:${ours.port}${path}`, init);
    const baseline = await load(
      `${label} (baseline)`,
      `http://127.0.0.1:${base.port}${path}`,
      init,
    );
    const app = await load(`${label} (app)`, `http://127.0.0.1:${ours.port}${path}`, init);
    rows.push({ label, baseline, app });
  }

  console.log(`\nAPI on PostgreSQL, 50 connections, ${seconds} s each`);
  console.log(
    'endpoint       baseline req/s   app req/s   ratio   base p99   app p99   errors   budget',
  );
  let ok = true;
  for (const { label, baseline, app } of rows) {
    const ratio = app.rps / baseline.rps;
    const pass = ratio >= 0.6 && app.p99 <= 20 && app.errors === 0;
    ok &&= pass;
    console.log(
      `${label.padEnd(14)} ${baseline.rps.toFixed(0).padStart(14)} ${app.rps.toFixed(0).padStart(11)} ${(ratio * 100).toFixed(0).padStart(6)}% ${`${baseline.p99} ms`.padStart(10)} ${`${app.p99} ms`.padStart(9)} ${String(app.errors).padStart(8)}   ${pass ? 'PASS' : 'FAIL'} (≥ 60%, p99 ≤ 20 ms)`,
    );
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const p of procs) p.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await withAdmin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
