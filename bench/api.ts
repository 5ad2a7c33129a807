// API budget (DESIGN.md "Performance budgets"): GET /api/availability and POST /api/quote on
// PostgreSQL at 50 connections, next to a bare node:http + pg server running the same SQL
// (bench/baseline-server.ts) in the same run: ≥ 80% of the baseline's throughput, p99 ≤ 1.5× the
// baseline's p99. POST /api/bookings: bookings per second with distinct stays and p99, then a check
// that every answered booking is stored once with its units and no unit is sold twice. Memory: the
// server's RSS during 60 s of load ≤ 1.5× its idle RSS, and near idle again after.
// The app runs the way `npm start` runs it (its package.json's command: scripts/start.ts, which builds
// the server bundle when its sources changed and runs dist/server/main.mjs); the baseline gets the
// same node runtime options. Booking requests without an answer (timeouts, in flight at the end)
// are counted in the database and reported apart from bookings lost or doubled.
//
// Usage: npm run bench:api
//   BENCH_DATABASE_URL  PostgreSQL to create the bench database in (default: the machine's)
//   BENCH_SECONDS       seconds of each measured run (default 5); BENCH_ROUNDS runs per side (3)
//   BENCH_MEMORY_SECONDS seconds of load for the memory figure (default 60)
//   BENCH_APP_DIR       run the app from another checkout (e.g. the code before a change)
//   BENCH_ONLY          comma list of phases: memory, availability, quote, bookings
//   BENCH_PROFILE       a folder: the app runs with --cpu-prof and writes its profile there, the
//                       baseline in its subfolder baseline (bench/profile-summary.ts reads them)
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { bookingLoad, checkBookings } from './support/booking-load';
import {
  cpuMs,
  createBenchDatabase,
  loadLine,
  npmStart,
  rssMb,
  runtimeOptions,
  sleep,
  startNode,
  stop,
  verdict,
  type Started,
} from './support/processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const phases = new Set(
  (process.env.BENCH_ONLY ?? 'memory,availability,quote,bookings').split(',').map((s) => s.trim()),
);
const RATIO_BUDGET = 0.8;
const P99_BUDGET = 1.5;
const RSS_LOAD_BUDGET = 1.5;
const RSS_AFTER_BUDGET = 1.2;

type Init = { method?: 'GET' | 'POST'; body?: string };
type Run = { rps: number; p99: number; errors: number; cpuPerRequest: number };

/** `pid`: the server's process, whose CPU time per answered request is measured too. */
async function load(url: string, init: Init, pid: number, duration = seconds): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.body ? { 'content-type': 'application/json' } : {},
    connections: 50,
    duration,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Baseline and app in turns (B A, A B, B A, …) so a burst of load elsewhere hits both alike. */
async function compare(base: Started, app: Started, path: string, init: Init) {
  await load(`http://127.0.0.1:${app.port}${path}`, init, app.pid, 2);
  await load(`http://127.0.0.1:${base.port}${path}`, init, base.pid, 2);
  const b: Run[] = [];
  const a: Run[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [base, app] : [app, base];
    for (const side of order) {
      const run = await load(`http://127.0.0.1:${side.port}${path}`, init, side.pid);
      (side === base ? b : a).push(run);
    }
  }
  const sum = (runs: Run[]) => ({
    rps: median(runs.map((x) => x.rps)),
    p99: median(runs.map((x) => x.p99)),
    errors: runs.reduce((n, x) => n + x.errors, 0),
    cpuPerRequest: median(runs.map((x) => x.cpuPerRequest)),
  });
  return { baseline: sum(b), app: sum(a) };
}

/** RSS before, during and after `memorySeconds` of availability and quote requests. */
async function memory(app: Started, availability: string, quoteBody: string) {
  const requests = [
    { method: 'GET' as const, path: availability },
    {
      method: 'POST' as const,
      path: '/api/quote',
      body: quoteBody,
      headers: { 'content-type': 'application/json' },
    },
  ];
  await autocannon({ url: `http://127.0.0.1:${app.port}`, requests, connections: 10, duration: 3 });
  await sleep(5000);
  const idle = rssMb(app.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 1000);
  const result = await autocannon({
    url: `http://127.0.0.1:${app.port}`,
    requests,
    connections: 50,
    duration: memorySeconds,
  });
  clearInterval(sampler);
  const end = rssMb(app.pid);
  peak = Math.max(peak, end);
  await sleep(30_000);
  const after = rssMb(app.pid);
  return { idle, peak, end, after, requests: result.requests.total };
}

const database = await createBenchDatabase('vm_bench_api_');
const procs: Started[] = [];
const lines: string[] = [];
let ok = true;
const record = (pass: boolean, figure: string, value: string, budget: string) => {
  ok &&= pass;
  lines.push(verdict(pass, figure, value, budget));
};
try {
  const db = await openPostgres(database.url);
  await db.migrate();
  await seedCatalogue(db.db, new Date());
  await db.close();

  const profile = process.env.BENCH_PROFILE;
  // What production runs (decision 0151, 0160): `npm start`'s command of the app's checkout, which
  // builds the server bundle when its sources changed and runs it, with the same node options.
  const appDir = process.env.BENCH_APP_DIR ?? process.cwd();
  const start = npmStart(appDir);
  console.log(`app: node ${start.nodeOptions.join(' ')} ${start.script} in ${appDir}`);
  const app = await startNode(start.script, {
    cwd: appDir,
    loader: 'own',
    env: {
      DATABASE_URL: database.url,
      PORT: '0',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      // Each booking comes from its own client address (X-Forwarded-For from the loopback proxy),
      // as real guests do: the per-client limits of decision 0108 are exercised, not switched off.
      TRUST_PROXY: 'loopback',
    },
    ready: /running on http:\/\/localhost:(\d+)/,
    nodeArgs: [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ...start.nodeOptions,
    ],
  });
  procs.push(app);
  // The baseline gets the same runtime options (V8 flags) as the app: they are not the app's edge.
  const base = await startNode('bench/baseline-server.ts', {
    env: { DATABASE_URL: database.url, PORT: '0' },
    ready: /LISTENING (\d+)/,
    nodeArgs: [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/baseline`] : []),
      ...runtimeOptions(start.nodeOptions),
    ],
  });
  procs.push(base);

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
  console.log(`${loadLine()} at the start`);

  if (phases.has('memory')) {
    const m = await memory(app, availability, quoteBody);
    const mb = (x: number) => `${x.toFixed(0)} MB`;
    console.log(
      `memory: idle ${mb(m.idle)}, peak under load ${mb(m.peak)}, end of load ${mb(m.end)}, 30 s after ${mb(m.after)} (${m.requests} requests in ${memorySeconds} s)`,
    );
    record(
      m.peak <= m.idle * RSS_LOAD_BUDGET,
      `RSS under ${memorySeconds} s of load`,
      `${mb(m.peak)} / ${mb(m.idle)} idle`,
      `≤ ${RSS_LOAD_BUDGET}× idle`,
    );
    record(
      m.after <= m.idle * RSS_AFTER_BUDGET,
      'RSS 30 s after the load',
      `${mb(m.after)} / ${mb(m.idle)} idle`,
      `≤ ${RSS_AFTER_BUDGET}× idle`,
    );
  }

  for (const [label, path, init] of [
    ['availability', availability, {}],
    ['quote', '/api/quote', { method: 'POST' as const, body: quoteBody }],
  ] as const) {
    if (!phases.has(label)) continue;
    const { baseline, app: ours } = await compare(base, app, path, init);
    const ratio = ours.rps / baseline.rps;
    console.log(
      `${label}: baseline ${baseline.rps.toFixed(0)} req/s p99 ${baseline.p99} ms ${baseline.cpuPerRequest.toFixed(2)} ms CPU/request, app ${ours.rps.toFixed(0)} req/s p99 ${ours.p99} ms ${ours.cpuPerRequest.toFixed(2)} ms CPU/request, app errors ${ours.errors}`,
    );
    record(
      ratio >= RATIO_BUDGET && ours.errors === 0,
      `${label} throughput`,
      `${(ratio * 100).toFixed(0)}% (${ours.rps.toFixed(0)}/${baseline.rps.toFixed(0)})`,
      `≥ ${RATIO_BUDGET * 100}% of baseline, no errors`,
    );
    record(
      ours.p99 <= baseline.p99 * P99_BUDGET,
      `${label} p99`,
      `${ours.p99} ms (base ${baseline.p99} ms)`,
      `≤ ${P99_BUDGET}× baseline p99`,
    );
  }

  if (phases.has('bookings')) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const run = await bookingLoad(client, `http://127.0.0.1:${app.port}`, seconds * 2);
      const check = await checkBookings(client, run);
      if (run.firstRefusal) console.log(`bookings: first refusal ${run.firstRefusal}`);
      console.log(
        `bookings: ${run.created} created in ${run.seconds} s, ${run.refused} refused, ${run.timeouts} client timeouts and ${run.errors} other errors (unanswered, these and the ones in flight when the time was up: ${run.unanswered}, of which stored ${check.unansweredStored}); stored ${check.stored}, without their units ${check.unitless}, units sold twice ${check.doubleSold}, requests booked twice ${check.doubled}`,
      );
      lines.push(
        verdict(
          true,
          'POST /api/bookings throughput',
          `${(run.created / run.seconds).toFixed(0)} bookings/s, p99 ${run.p99} ms`,
          'printed (no budget)',
        ),
      );
      record(
        check.lost === 0 && check.unitless === 0 && check.doubleSold === 0 && check.doubled === 0,
        'bookings lost or doubled',
        `${check.lost} lost, ${check.doubleSold + check.doubled} double`,
        'none',
      );
      // Not lost (checked above against the database), but a guest who waited 10 s for nothing.
      // The requests still in flight when the run's time is up are unanswered too, and not timeouts.
      record(
        run.timeouts + run.errors === 0,
        'bookings timed out or dropped',
        `${run.timeouts + run.errors}`,
        'none',
      );
    } finally {
      await client.end();
    }
  }

  console.log(`${loadLine()} at the end\n\nAPI on PostgreSQL, 50 connections`);
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const p of procs) await stop(p, 10_000);
  await database.drop();
}
