// Admin budget: the occupancy month view (all 22 units) with 10,000 bookings on PostgreSQL,
// p95 ≤ 50 ms server time (DESIGN.md). Also prints the day view, the week view and the villa list.
// Server time: requests go through the whole Hono app in process (app.request), no network.
// Usage: npm run bench:occupancy   (BENCH_DATABASE_URL defaults to the machine's PostgreSQL)
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ensureInitialAdmins, DEMO_ADMIN } from '../src/server/admin-auth/initial-admins';
import { createApp } from '../src/server/app';
import { openPostgres, queryRows } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { loadConfig } from '../src/server/env';
import { startEventFeed } from '../src/server/events/feed';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 300);
// BENCH_KEEP=1 keeps the database for EXPLAIN.
const dbName = `vm_bench_occ_${Date.now()}`;
const BUDGET_MS = 50;

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
await withAdmin((c) => c.query(`create database "${dbName}"`));
let failed = false;
try {
  const database = await openPostgres(dbUrl.toString());
  await database.migrate();
  const now = new Date('2026-11-22T04:30:00.000Z');
  await seedCatalogue(database.db, now);
  await ensureInitialAdmins(
    database.db,
    { demoMode: true, adminEmail: undefined, adminPassword: undefined },
    now,
    () => undefined,
  );

  // 22 units × 455 back-to-back stays of 1–2 nights from June 2025 (10,010 bookings, one in ten cancelled).
  const t0 = performance.now();
  await database.db.execute(sql`
    insert into bookings (booking_id, session_id, guest_name, email, check_in, check_out, guests, adults, rooms, villa_id, villa_name,
                          villa_price, subtotal, taxes, total_amount, remaining_amount, status, payment_status, created_at)
    select 'VMBENCH' || lpad((u.i * 1000 + k)::text, 8, '0'), u.id::text, 'Guest ' || (u.i * 1000 + k), 'guest' || (u.i * 1000 + k) || '@example.com',
           s.ci, s.ci + s.nights, 2, 2, 1, u.villa_id, u.villa_id, 15000, 15000 * s.nights, 2700 * s.nights, 17700 * s.nights, 0,
           case when k % 10 = 0 then 'cancelled' else 'confirmed' end, case when k % 10 = 0 then 'refunded' else 'paid' end,
           now() - interval '1 day' * (1000 - k)
    from (select id, villa_id, (row_number() over (order by unit_number) - 1)::int as i from villa_inventory) u
    cross join generate_series(0, 454) k
    cross join lateral (select ('2025-06-01'::date + k * 3 + (u.i % 3)) as ci, 1 + ((k + u.i) % 2) as nights) s`);
  await database.db.execute(sql`
    insert into booking_units (booking_id, villa_inventory_id, check_in, check_out, status)
    select b.id, b.session_id::uuid, b.check_in, b.check_out, 'reserved' from bookings b where b.booking_id like 'VMBENCH%'`);
  await database.db.execute(sql`analyze`);
  const [{ n }] = (await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from bookings`,
  )) as [{ n: number }];
  console.log(`seeded ${n} bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const config = loadConfig({
    DATABASE_URL: dbUrl.toString(),
    PAYMENT_PROVIDER: 'test',
    PAYMENT_TEST_SECRET: 'bench',
    DATA_DIR: '/nonexistent',
  });
  const events = await startEventFeed(database);
  const app = createApp({ db: database.db, dbKind: 'postgres', config, now: () => now, events });
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

  async function measure(name: string, path: string, budget?: number) {
    for (let i = 0; i < 20; i++) await (await app.request(path, { headers })).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const res = await app.request(path, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const verdict =
      budget === undefined
        ? ''
        : p95 <= budget
          ? `  PASS (≤ ${budget} ms)`
          : `  FAIL (> ${budget} ms)`;
    if (budget !== undefined && p95 > budget) failed = true;
    console.log(
      `${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${verdict}`,
    );
  }

  await measure(
    'occupancy month view (Dec 2026)',
    '/api/admin/occupancy/range?from=2026-12-01&to=2026-12-31',
    BUDGET_MS,
  );
  await measure('occupancy week view', '/api/admin/occupancy/range?from=2026-12-07&to=2026-12-13');
  await measure('occupancy day view', '/api/admin/occupancy?date=2026-12-10');
  await measure('front desk', '/api/admin/front-desk?date=2026-12-10');
  await measure('villa list with figures', '/api/admin/villas');
  await measure(
    'villa calendar month',
    '/api/admin/villas/glass-cottage/calendar?from=2026-12-01&to=2026-12-31',
  );
  await events.close();
  await database.close();
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else await withAdmin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
process.exit(failed ? 1 : 0);
