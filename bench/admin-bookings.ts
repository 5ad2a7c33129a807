// Admin budget: the booking list page and search p95 ≤ 50 ms server time, CSV export of 10,000
// rows ≤ 2 s, with 10,000 bookings on PostgreSQL (DESIGN.md "Performance budgets").
// Server time: requests go through the whole Hono app in process (app.request), no network.
// Usage: npm run bench:bookings   (BENCH_DATABASE_URL defaults to the machine's PostgreSQL;
// BENCH_RUNS sets the runs per list/search measurement, BENCH_KEEP=1 keeps the database)
import { loadavg, cpus } from 'node:os';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ensureInitialAdmins, DEMO_ADMIN } from '../src/server/admin-auth/initial-admins';
import { createApp } from '../src/server/app';
import { openPostgres, queryRows } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { loadConfig } from '../src/server/env';
import { startEventFeed } from '../src/server/events/feed';
import { logger } from '../src/server/logging/logger';

// One log line per request would time the logger, not the server.
logger.level = 'warn';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 200);
const dbName = `vm_bench_bookings_${Date.now()}`;
const LIST_BUDGET_MS = 50;
const EXPORT_BUDGET_MS = 2000;
const BOOKINGS = 10_000;

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

  // 10,000 bookings: 22 units × back-to-back stays, 40 first names × 50 surnames, phones, a mix of
  // statuses and payment states, made over the last 1000 days; every booking holds its unit.
  const t0 = performance.now();
  await database.db.execute(sql`
    with first_names as (select array['Asha','Vikram','Zoe','Meera','Kabir','Lakshmi','Rohan','Ishaan','Tara','Kavya',
           'Arjun','Nila','Dev','Priya','Sameer','Anika','Rahul','Sara','Omar','Leela','Farhan','Gita','Hari','Irene','Jai',
           'Kiran','Lina','Manav','Neha','Oscar','Pooja','Qadir','Ritu','Sunil','Tanvi','Uma','Varun','Wendy','Yash','Zara'] as a),
         surnames as (select array['Rao','Seth','Fernandes','Raoji','Khan','Venkataraman','Kapoor','Mukherjee','Dsouza','Menon',
           'Iyer','Nair','Sharma','Verma','Gupta','Reddy','Patel','Shah','Mehta','Joshi','Kulkarni','Desai','Pillai','Bose',
           'Sen','Das','Ghosh','Chatterjee','Banerjee','Singh','Gill','Sandhu','Malhotra','Khanna','Chopra','Bhatia','Arora',
           'Saxena','Tiwari','Mishra','Pandey','Dubey','Yadav','Jain','Agarwal','Goyal','Bansal','Mittal','Thomas','Mathew'] as a),
         seq as (
           select u.id as unit_id, u.villa_id, u.i, k, (u.i * 1000 + k) as n
           from (select id, villa_id, (row_number() over (order by unit_number) - 1)::int as i from villa_inventory) u
           cross join generate_series(0, 454) k
           where u.i * 455 + k < ${BOOKINGS})
    insert into bookings (booking_id, session_id, guest_name, email, phone, country_code, check_in, check_out, guests, adults,
                          rooms, villa_id, villa_name, villa_price, subtotal, taxes, total_amount, advance_amount,
                          remaining_amount, status, payment_status, booking_source, created_at, updated_at)
    select 'VM' || (1763000000000 + s.n * 7919)::text || upper(substr(md5(s.n::text), 1, 5)),
           s.unit_id::text,
           f.a[1 + s.n % 40] || ' ' || l.a[1 + (s.n / 40) % 50],
           lower(f.a[1 + s.n % 40] || '.' || l.a[1 + (s.n / 40) % 50]) || s.n || '@example.com',
           (9000000000 + s.n * 37)::text, '+91',
           d.ci, d.ci + d.nights, 2, 2, 1, s.villa_id, initcap(replace(s.villa_id, '-', ' ')), 15000,
           15000 * d.nights, 2700 * d.nights, 17700 * d.nights,
           case when s.k % 5 = 1 then 8850 * d.nights else 0 end,
           case when s.k % 5 = 1 then 8850 * d.nights when s.k % 5 in (0, 2) then 0 else 17700 * d.nights end,
           (array['confirmed','confirmed','completed','pending','cancelled'])[1 + s.k % 5],
           (array['paid','advance_paid','paid','pending','refunded'])[1 + s.k % 5],
           case when s.k % 7 = 0 then 'admin' else 'website' end,
           ${now.toISOString()}::timestamptz - interval '1 minute' * (s.n * 144 % 1440000),
           ${now.toISOString()}::timestamptz
    from seq s, first_names f, surnames l,
         lateral (select ('2025-06-01'::date + s.k * 3 + (s.i % 3)) as ci, 1 + ((s.k + s.i) % 2) as nights) d`);
  await database.db.execute(sql`
    insert into booking_units (booking_id, villa_inventory_id, check_in, check_out, status)
    select b.id, b.session_id::uuid, b.check_in, b.check_out, 'reserved' from bookings b
    where b.status <> 'cancelled'`);
  await database.db.execute(sql`analyze`);
  const [{ n }] = (await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from bookings`,
  )) as [{ n: number }];
  console.log(`seeded ${n} bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // Figures from a busy machine say little: print how busy it was.
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );

  const config = loadConfig({
    DATABASE_URL: dbUrl.toString(),
    PAYMENT_TEST_SECRET: 'bench',
    PAYMENT_PROVIDER: 'test',
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

  async function measure(name: string, path: string, budget: number | undefined, times_ = runs) {
    for (let i = 0; i < 10; i++) await (await app.request(path, { headers })).arrayBuffer();
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < times_; i++) {
      const start = performance.now();
      const res = await app.request(path, { headers });
      body = await res.text();
      times.push(performance.now() - start);
      if (res.status !== 200)
        throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
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
      `${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${verdict}`,
    );
    return body;
  }

  const first = JSON.parse(
    await measure('list, first page (newest first)', '/api/admin/bookings', LIST_BUDGET_MS),
  ) as {
    total: number;
  };
  if (first.total !== BOOKINGS) throw new Error(`list total ${first.total}, expected ${BOOKINGS}`);
  await measure(
    'list, page 250 of 500',
    '/api/admin/bookings?page=250&pageSize=20',
    LIST_BUDGET_MS,
  );
  await measure(
    'list, status + payment + villa filter',
    '/api/admin/bookings?status=confirmed&paymentStatus=advance_paid&villaId=glass-cottage',
    LIST_BUDGET_MS,
  );
  await measure(
    'list, stay dates, sorted by check-in',
    '/api/admin/bookings?from=2026-01-01&to=2026-03-31&sort=checkIn',
    LIST_BUDGET_MS,
  );
  await measure(
    'list, sorted by guest name, 100/page',
    '/api/admin/bookings?sort=guestName&pageSize=100&page=7',
    LIST_BUDGET_MS,
  );
  await measure('search surname "kapo"', '/api/admin/bookings?q=kapo', LIST_BUDGET_MS);
  await measure('search e-mail "leela.bose"', '/api/admin/bookings?q=leela.bose', LIST_BUDGET_MS);
  await measure('search phone digits "90000037"', '/api/admin/bookings?q=90000037', LIST_BUDGET_MS);
  await measure(
    'search booking id fragment',
    `/api/admin/bookings?q=${encodeURIComponent('VM1763000')}`,
    LIST_BUDGET_MS,
  );
  await measure(
    'search + status filter, page 3',
    '/api/admin/bookings?q=sharma&status=pending&page=3',
    LIST_BUDGET_MS,
  );

  const csv = await measure(
    `CSV export, all ${BOOKINGS} rows`,
    '/api/admin/bookings/export.csv',
    EXPORT_BUDGET_MS,
    5,
  );
  const rows = parse(csv, { bom: true }) as string[][];
  if (rows.length - 1 !== BOOKINGS)
    throw new Error(`export had ${rows.length - 1} rows, expected ${BOOKINGS}`);
  console.log(
    `CSV export: ${rows.length - 1} rows, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB`,
  );
  await events.close();
  await database.close();
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else await withAdmin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
process.exit(failed ? 1 : 0);
