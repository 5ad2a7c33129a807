// Seeds a PostgreSQL database with N bookings spread like a real resort's (bench of issue 29):
// villas and their units (more units at 100,000 so the stays fit), ~3 years past and 1 ahead with
// seasons, every status (paid, half paid, pending, cancelled, expired, checked in/out, no-show),
// payments, refunds, charges, repeat guests with names in several scripts and phone numbers, safari
// enquiries. SQL bulk inserts (not the HTTP API), rows as the app writes them: each booking's money
// columns agree with its ledger (`money_movements`), checked on a sample with src/domain/folio.ts.
//
// Usage: tsx bench/seed-scale.ts <bookings> [database url]
//   default url: postgres://postgres@127.0.0.1:5432/vm_bench_scale_<bookings>; the database is
//   created (or emptied) first. `scaleDatabase()` reuses a database already seeded with that size.
import pg from 'pg';
import {
  bookingMoneyOf,
  ledgerSums,
  outstandingOf,
  paymentStatusOf,
  stayReceipts,
} from '../src/domain/folio';
import type { MovementKind } from '../src/domain/folio';
import { ensureInitialAdmins } from '../src/server/admin-auth/initial-admins';
import { openPostgres } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import {
  BOOKINGS_SQL,
  drawnFor,
  MOVEMENTS_SQL,
  PLAN_ALL_SQL,
  PLAN_SQL,
  unitsFor,
} from './seed-scale-sql';

/** The tables whose triggers keep the running totals (booking_figures, guest_figures, revenue_months, booking_counts, payment_months, made_months). */
const FIGURE_SOURCES = ['bookings', 'money_movements', 'booking_charges', 'guests'];

/** The bench's clock: the resort's today is 2026-11-22 (IST). */
export const SCALE_NOW = new Date('2026-11-22T04:30:00.000Z');
const TODAY = '2026-11-22';
const FIRST_DAY = '2023-11-22';
const DAYS = 365 * 4 + 1;

export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Adds units to the catalogue's villas (in its proportions) until there are `total`. */
async function addUnits(c: pg.Client, total: number) {
  await c.query(
    `insert into villa_inventory (villa_id, unit_number, room_type, floor, view_type, status, amenities)
     select v.villa_id, v.prefix || '-' || lpad((v.have + s.j)::text, 3, '0'), v.room_type, 1 + s.j / 10,
            case when s.j % 2 = 0 then 'Forest View' else 'Garden View' end, 'available', '{}'
     from (select villa_id, min(room_type) as room_type, split_part(min(unit_number), '-', 1) as prefix,
                  count(*)::int as have, count(*) * 1.0 / sum(count(*)) over () as share
           from villa_inventory group by villa_id) v
     cross join lateral generate_series(1, ceil(($1::int - 22) * v.share)::int) s(j)`,
    [total],
  );
}

/** Seeds `count` bookings (and everything around them) into an empty migrated database. */
export async function seedScale(url: string, count: number): Promise<void> {
  const database = await openPostgres(url);
  await database.migrate();
  await seedCatalogue(database.db, SCALE_NOW);
  await ensureInitialAdmins(
    database.db,
    { demoMode: true, adminEmail: undefined, adminPassword: undefined },
    SCALE_NOW,
    () => undefined,
  );
  await database.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const drawn = drawnFor(count);
    const units = unitsFor(drawn, DAYS);
    if (units > 22) await addUnits(c, units);
    await c.query('begin');
    // The running totals' triggers (migrations 0028–0031) are off while the rows are loaded and the
    // totals are built once at the end, from the same functions, as a migration's backfill builds
    // them: statement by statement, every bulk insert below would refresh every booking again.
    for (const table of FIGURE_SOURCES) await c.query(`alter table ${table} disable trigger user`);
    await c.query(PLAN_ALL_SQL, [drawn, TODAY, FIRST_DAY, DAYS, count]);
    await c.query(PLAN_SQL, [SCALE_NOW, count]);
    const made = await c.query<{ n: number }>('select count(*)::int as n from plan');
    if (made.rows[0]!.n !== count)
      throw new Error(`only ${made.rows[0]!.n} of the ${drawn} stays drawn were booked by now`);
    await c.query(BOOKINGS_SQL, [SCALE_NOW]);
    await c.query(
      `insert into booking_units (booking_id, villa_inventory_id, check_in, check_out, status, created_at)
       select booking_uuid, unit_id, ci, co,
              case when status in ('checked_in', 'checked_out', 'completed') then 'occupied' else 'reserved' end,
              created_at
       from plan where status not in ('cancelled', 'no_show')`,
    );
    await c.query(
      `insert into booking_charges (id, booking_id, kind, description, quantity, unit_price, tax, amount, created_at)
       select charge_id, booking_uuid, charge_kind, initcap(replace(charge_kind, '_', ' ')), charge_qty, charge_price,
              round(charge_qty * charge_price * case when charge_kind = 'meal' then 0.05 else 0.18 end)::int,
              charge_qty * charge_price
                + round(charge_qty * charge_price * case when charge_kind = 'meal' then 0.05 else 0.18 end)::int,
              co::timestamp + interval '3 hours'
       from plan where charged`,
    );
    await c.query(
      `insert into refunds (id, booking_id, channel, payment_id, amount, reason, status, provider_refund_id,
                            idempotency_key, requested_by_name, created_at, processed_at)
       select p.refund_id, p.booking_uuid, case when p.desk then 'manual' else 'razorpay' end,
              case when not p.desk then 'pay_seed' || p.n end,
              case when p.pay = 'full_refund' then b.total_amount else b.total_amount / 2 end,
              'Cancelled by the guest', 'processed',
              case when not p.desk then 'rfnd_seed' || p.n end, 'seed-refund:' || p.n, 'Front desk',
              least(p.created_at + interval '2 days', $1::timestamptz),
              least(p.created_at + interval '4 days', $1::timestamptz)
       from plan p join bookings b on b.id = p.booking_uuid where p.pay in ('full_refund', 'part_refund')`,
      [SCALE_NOW],
    );
    await c.query(MOVEMENTS_SQL, [SCALE_NOW]);
    // Safari enquiries: one booking in seven asks; a few come from visitors who never booked.
    await c.query(
      `insert into safari_queries (booking_id, guest_name, email, phone, safari_option_id, safari_name,
                                   preferred_date, preferred_timing, number_of_persons, status, created_at)
       select b.booking_id, b.guest_name, b.email, b.phone, o.id, o.name, b.check_in + 1,
              (array['Morning','Afternoon','Evening'])[1 + p.n % 3], 1 + p.n % 6,
              (array['pending','confirmed','completed','cancelled'])[1 + p.n / 7 % 4], b.created_at + interval '1 hour'
       from plan p join bookings b on b.id = p.booking_uuid
       join lateral (select id, name from safari_options order by id offset p.n % 3 limit 1) o on true
       where p.n % 7 = 0`,
    );
    await c.query(
      `insert into safari_queries (guest_name, email, phone, safari_option_id, safari_name, preferred_date,
                                   preferred_timing, number_of_persons, status, created_at)
       select 'Visitor ' || s, 'visitor' || s || '@example.com', '+91 90000 ' || lpad(s::text, 5, '0'), o.id, o.name,
              $2::date - 900 + s % 1200, 'Morning', 2, 'pending', $1::timestamptz - interval '1 hour' * s
       from generate_series(1, $3::int / 50) s
       join lateral (select id, name from safari_options order by id offset s % 3 limit 1) o on true`,
      [SCALE_NOW, TODAY, count],
    );
    // Guests staff edited (a name or phone), and some they added who have not booked yet.
    await c.query(
      `insert into guests (email, name, phone, created_at, updated_at)
       select lower(email), min(guest_name) || ' (VIP)', min(phone), min(created_at), $1::timestamptz
       from bookings group by lower(email) having lower(email) like '%7@%'
       union all
       select 'walkin' || s || '@example.com', 'Walk-in guest ' || s, '+91 91234 ' || lpad(s::text, 5, '0'),
              $1::timestamptz, $1::timestamptz
       from generate_series(1, $2::int / 100) s`,
      [SCALE_NOW, count],
    );
    for (const table of FIGURE_SOURCES) await c.query(`alter table ${table} enable trigger user`);
    await c.query('select refresh_booking_figures(array(select id from bookings))');
    await c.query('select refresh_guest_figures(array(select email from guests))');
    await c.query(
      `select refresh_booking_counts(k.m, k.v, k.p, k.s, k.ps)
         from (select array_agg(month) as m, array_agg(villa_id) as v, array_agg(package_id) as p,
                      array_agg(status) as s, array_agg(payment_status) as ps
                 from (select distinct date_trunc('month', check_in::timestamp)::date as month, villa_id,
                              package_id, status, payment_status from bookings) d) k`,
    );
    // Payments received and bookings made by resort month (migration 0031), grouped in one go.
    await c.query('select rebuild_zone_months()');
    // Nights sold by month (migration 0032): its triggers on booking_units found no booking's
    // figures while the rows were loaded.
    await c.query('select rebuild_night_months()');
    await c.query('commit');
    // What autovacuum does on a live database soon after: statistics and the visibility map.
    await c.query('vacuum analyze');
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

/** Every booking of a sample: its money columns are what its ledger says (folio.ts), else throws. */
export async function checkLedger(url: string, sample = 2000): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{
      id: string;
      total_amount: number;
      status: string;
      payment_status: string;
      remaining_amount: number;
      advance_amount: number;
      moves: { kind: MovementKind; amount: number }[] | null;
    }>(
      `select b.id, b.total_amount, b.status, b.payment_status, b.remaining_amount, b.advance_amount,
              (select json_agg(json_build_object('kind', m.kind, 'amount', m.amount) order by m.occurred_at, m.created_at)
               from money_movements m where m.booking_id = b.id) as moves
       from bookings b order by md5(b.id::text) limit $1`,
      [sample],
    );
    for (const b of rows) {
      const moves = b.moves ?? [];
      const sums = ledgerSums(moves);
      const stay = stayReceipts(sums);
      const total = b.total_amount + sums.charges;
      const status = paymentStatusOf(total, sums, 'pending');
      const remaining = outstandingOf(total, stay.received, stay.refunded);
      const money = bookingMoneyOf(
        { stayTotal: b.total_amount, cancelled: b.status === 'cancelled' },
        moves,
      );
      if (status !== b.payment_status || remaining !== b.remaining_amount || money.total < 0)
        throw new Error(
          `booking ${b.id}: columns ${b.payment_status}/${b.remaining_amount}, ledger says ${status}/${remaining}`,
        );
      if (status === 'advance_paid' && b.advance_amount !== Math.min(total, stay.received))
        throw new Error(
          `booking ${b.id}: advance ${b.advance_amount}, ledger says ${stay.received}`,
        );
    }
    return rows.length;
  } finally {
    await c.end();
  }
}

/**
 * A database holding `count` seeded bookings, kept between runs: `vm_perf_scale_<count>` unless
 * named. Seeds it only when it does not hold that many bookings yet; migrates it either way.
 */
export async function scaleDatabase(
  count: number,
  name = `${process.env.BENCH_SCALE_PREFIX ?? 'vm_bench_scale_'}${count}`,
) {
  const url = databaseUrl(name);
  const exists = await onServer(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (exists) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    let have = -1;
    try {
      have = (await c.query<{ n: number }>('select count(*)::int as n from bookings')).rows[0]!.n;
    } catch {
      // not a seeded database: made again below
    } finally {
      await c.end();
    }
    if (have === count) {
      const database = await openPostgres(url);
      await database.migrate();
      await database.close();
      return { url, seededSeconds: 0 };
    }
    await onServer((s) => s.query(`drop database "${name}" with (force)`));
  }
  await onServer((s) => s.query(`create database "${name}"`));
  const t0 = performance.now();
  await seedScale(url, count);
  return { url, seededSeconds: (performance.now() - t0) / 1000 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 100) {
    console.error('usage: tsx bench/seed-scale.ts <bookings ≥ 100> [database name]');
    process.exit(2);
  }
  const name = process.argv[3] ?? `${process.env.BENCH_SCALE_PREFIX ?? 'vm_bench_scale_'}${count}`;
  await onServer((c) => c.query(`drop database if exists "${name}" with (force)`));
  const { url, seededSeconds } = await scaleDatabase(count, name);
  const checked = await checkLedger(url);
  console.log(
    `seeded ${count} bookings into ${name} in ${seededSeconds.toFixed(1)} s; ledger agrees with the money columns of ${checked} sampled bookings`,
  );
  process.exit(0);
}
