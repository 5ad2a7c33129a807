import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates';
import type { MovementKind } from '../../domain/folio';
import { rangeInstants, type DateRange } from '../../domain/reports';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows } from '../db/client';
import { bookingCharges, bookings, bookingUnits, moneyMovements } from '../db/schema';
import { recordMoneyMovement } from '../payments/ledger';
import { insertBookingWithUnits } from '../testing/fixtures';
import {
  insertPricedStay,
  insertSafariCharge,
  recordTestMovement,
  revenueDirectly,
  revenueSetsOver,
  sortedRevenueRows,
} from './test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  KEPT_CHARGES,
  KEPT_COUNTS,
  KEPT_MADE,
  KEPT_MONTHS,
  KEPT_NIGHTS,
  KEPT_PAYMENTS,
  RECOMPUTED_CHARGES,
  RECOMPUTED_COUNTS,
  RECOMPUTED_MADE,
  RECOMPUTED_MONTHS,
  RECOMPUTED_NIGHTS,
  RECOMPUTED_PAYMENTS,
} from '../testing/report-tables';
import { testDatabaseMode } from '../testing/test-database';
import { paymentsReceivedBy, revenueBy } from './money-figures';
import { bookingsBy, bookingSums, stayFigures, type Filters } from './period-queries';
import { revenueSets } from './revenue-sets';
import { madeSets, paymentsReceivedSets, type MadeSet } from './zone-months';

/**
 * The per-month totals of migration 0029 (decision 0159) give the figures of the direct
 * computation: after every kind of write (bookings made, payments, refunds, status changes, date
 * and villa changes, charges added and voided, erasure, deletion, TRUNCATE), for stays inside a
 * month, crossing one or two month boundaries and a year's, and charges in another month than
 * their stay, every figure `revenueSets` answers (ranges with whole and partial months, by villa,
 * by package, in total, by month, narrowed by villa and status) equals `revenueBy` over the same
 * range, which reads every item; `revenue_months` equals a plain GROUP BY of the stays, and
 * `booking_counts` (migration 0030) one of the bookings. The same for the per-resort-month totals
 * of migration 0031 (decision 0164): every Payments-received and bookings-made figure equals
 * `paymentsReceivedBy`, `bookingsBy` and `bookingSums` over the same range (with ledger rows and
 * bookings made either side of the resort's midnight starting a month, and after a change of the
 * zone), and `payment_months` and `made_months` a plain GROUP BY of the ledger and the bookings;
 * and the nights sold of `stayFigures` (from `night_months`, migration 0032) the nights of the units
 * counted one by one, `night_months` a GROUP BY of the units' nights by month; and every Revenue
 * figure read with the charges' rows of migration 0033 the figure read from the charges themselves,
 * `charge_figures` the charges joined to their bookings' figures.
 */

/** Nights sold in [from, end) by villa, unit by unit (the SQL of stayFigures before migration 0032). */
const nightsSold = (from: string, end: string, villaId?: string) => sql`
  select b.villa_id, sum(greatest(0, least(bu.check_out, ${end}::date) - greatest(bu.check_in, ${from}::date)))::int as nights
    from booking_units bu join bookings b on b.id = bu.booking_id
   where bu.status in ('reserved', 'occupied')
     and daterange(bu.check_in, bu.check_out, '[)') && daterange(${from}::date, ${end}::date, '[)')
     and b.status in ('confirmed', 'checked_in', 'checked_out', 'completed')
     and (${villaId ?? null}::text is null or b.villa_id = ${villaId ?? null})
   group by b.villa_id order by 1`;

/** Ranges with no whole month, partial months at one or both ends, whole months, a year's turn. */
const RANGES: DateRange[] = [
  { from: '2026-11-27', to: '2026-12-03' },
  { from: '2026-11-01', to: '2026-11-22' },
  { from: '2026-11-01', to: '2026-11-30' },
  { from: '2026-10-01', to: '2026-12-31' },
  { from: '2026-01-01', to: '2026-12-31' },
  { from: '2026-10-15', to: '2027-01-10' },
  { from: '2026-09-20', to: '2027-02-20' },
];
const WHERES: Record<string, SQL | undefined> = {
  any: undefined,
  confirmed: sql`b.status = 'confirmed'`,
  cancelled: sql`b.status = 'cancelled'`,
};

let t: TestApp;
const ids: Record<string, string> = {};
let seq = 0;

async function booking(
  key: string,
  s: {
    villa: string;
    unit: string;
    in: string;
    out: string;
    email: string;
    subtotal: number;
    packageId?: string;
  },
) {
  ids[key] = await insertPricedStay(t.database.db, {
    ...s,
    made: new Date(Date.parse('2026-10-01T04:30:00Z') + ++seq * 3_600_000),
  });
}

const move = (key: string, kind: MovementKind, amount: number, at = '2026-11-20T06:00:00Z') =>
  recordTestMovement(t.database.db, t.config, {
    bookingUuid: ids[key]!,
    kind,
    amount,
    at,
    key: `months:${key}:${++seq}`,
  });

async function charge(key: string, amount: number, tax: number, at: string) {
  ids[`charge:${key}`] = await insertSafariCharge(t.database.db, ids[key]!, { amount, tax, at });
}

const setStatus = (
  key: string,
  status: 'cancelled' | 'completed' | 'no_show' | 'confirmed' | 'pending',
) => t.database.db.update(bookings).set({ status }).where(eq(bookings.id, ids[key]!));

/** Every set of every range, one call per range and villa narrowing, against the direct figures. */
async function expectFiguresOfTheDirectComputation() {
  const db = t.database.db;
  const timeZone = t.config.resortTz;
  expect(await queryRows(db, KEPT_MONTHS)).toEqual(await queryRows(db, RECOMPUTED_MONTHS));
  expect(await queryRows(db, KEPT_COUNTS)).toEqual(await queryRows(db, RECOMPUTED_COUNTS));
  expect(await queryRows(db, KEPT_CHARGES)).toEqual(await queryRows(db, RECOMPUTED_CHARGES));
  // The charges' rows give the direct figures (by guest, as the guest report keys them, too).
  for (const range of RANGES)
    for (const where of Object.values(WHERES)) {
      const key = sql`lower(b.email)`;
      expect({
        range,
        rows: sortedRevenueRows(
          await revenueBy(db, range, { timeZone, where, key, chargeFigures: true }),
        ),
      }).toEqual({
        range,
        rows: sortedRevenueRows(await revenueBy(db, range, { timeZone, where, key })),
      });
    }
  for (const villa of [undefined, sql`b.villa_id = 'glass-cottage'`]) {
    for (const range of RANGES) {
      const sets = revenueSetsOver(range, WHERES);
      sets.monthsConfirmed = { ...sets.months!, where: WHERES.confirmed };
      const got = await revenueSets(db, sets, { timeZone, where: villa });
      // The same from the charges' rows (migration 0033).
      expect(await revenueSets(db, sets, { timeZone, where: villa, chargeFigures: true })).toEqual(
        got,
      );
      for (const [name, set] of Object.entries(sets))
        expect({ range, name, villa: !!villa, rows: sortedRevenueRows(got[name] ?? []) }).toEqual({
          range,
          name,
          villa: !!villa,
          rows: await revenueDirectly(db, set, { timeZone, villa }),
        });
    }
  }
}

/** Every Payments-received and bookings-made figure of every range against the direct SQL. */
async function expectZoneFiguresOfTheDirectComputation(timeZone: string) {
  const db = t.database.db;
  expect(await queryRows(db, KEPT_PAYMENTS)).toEqual(await queryRows(db, RECOMPUTED_PAYMENTS));
  expect(await queryRows(db, KEPT_MADE)).toEqual(await queryRows(db, RECOMPUTED_MADE));
  expect(await queryRows(db, KEPT_NIGHTS)).toEqual(await queryRows(db, RECOMPUTED_NIGHTS));
  expect(await queryRows(db, KEPT_CHARGES)).toEqual(await queryRows(db, RECOMPUTED_CHARGES));
  for (const villaId of [undefined, 'glass-cottage'])
    for (const range of [...RANGES, { from: '2026-10-01', to: '2026-10-31' }]) {
      const stays = await stayFigures(db, range, { villaId, status: 'all' });
      const got = [...stays.entries()]
        .filter(([, s]) => s.nights !== 0)
        .map(([villa_id, s]) => ({ villa_id, nights: s.nights }))
        .sort((a, b) => a.villa_id.localeCompare(b.villa_id));
      expect({ range, villaId, nights: got }).toEqual({
        range,
        villaId,
        nights: await queryRows(db, nightsSold(range.from, addDays(range.to, 1), villaId)),
      });
    }
  const [zone] = await queryRows<{ zone: string }>(db, sql`select zone from report_zone`);
  const monthKey = (col: SQL) => sql`to_char(${col} at time zone ${timeZone}, 'YYYY-MM')`;
  const byKey = <T extends { key: string | null }>(rows: T[]) =>
    [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));
  const filters: Filters[] = [
    { villaId: undefined, status: 'all' },
    { villaId: 'glass-cottage', status: 'all' },
    { villaId: undefined, status: 'confirmed' },
    { villaId: 'glass-cottage', status: 'cancelled' },
  ];
  for (const f of filters) {
    const parts: SQL[] = [sql`true`];
    if (f.villaId) parts.push(sql`b.villa_id = ${f.villaId}`);
    const villaOnly = sql`(${sql.join(parts, sql` and `)})`;
    if (f.status !== 'all') parts.push(sql`b.status = ${f.status}`);
    const where = sql`(${sql.join(parts, sql` and `)})`;
    for (const range of RANGES) {
      const monthly = { from: `${range.from.slice(0, 7)}-01`, to: range.to };
      const other = { from: addDays(range.from, -40), to: addDays(range.from, -1) };
      const rows = zone!.zone === timeZone;
      const paid = await paymentsReceivedSets(
        db,
        { range: { range }, other: { range: other }, months: { range: monthly, byMonth: true } },
        { timeZone, where, rows: rows && f.status === 'all' },
      );
      const direct = async (r: DateRange, key?: SQL) =>
        (await paymentsReceivedBy(db, rangeInstants(r, timeZone), { where, key })).map((p) => ({
          key: p.key,
          amount: p.amount,
        }));
      expect({ range, f, paid: byKey(paid.range), other: byKey(paid.other) }).toEqual({
        range,
        f,
        paid: byKey(await direct(range)),
        other: byKey(await direct(other)),
      });
      expect({ range, f, months: byKey(paid.months) }).toEqual({
        range,
        f,
        months: byKey(await direct(monthly, monthKey(sql`m.at`))),
      });
      const sets: Record<string, MadeSet> = {
        all: { range, where },
        other: { range: other, where },
        villa: { range, where, key: sql`b.villa_id` },
        package: { range, where, key: sql`coalesce(b.package_id, '')` },
        months: { range: monthly, where, byMonth: true },
        sums: { range, where: villaOnly },
      };
      const made = await madeSets(db, sets, { timeZone, rows });
      const counts = async (r: DateRange, key: SQL) => {
        const w = rangeInstants(r, timeZone);
        return [...(await bookingsBy(db, w.start, w.end, f, key)).entries()]
          .map(([k, n]) => ({ key: k, n }))
          .sort((a, b) => String(a.key).localeCompare(String(b.key)));
      };
      const countsOf = (name: string) =>
        byKey(made[name] ?? []).map((r) => ({ key: r.key, n: r.created }));
      expect({ range, f, made: countsOf('all'), other: countsOf('other') }).toEqual({
        range,
        f,
        made: await counts(range, sql`'all'`),
        other: await counts(other, sql`'all'`),
      });
      expect({ range, f, villa: countsOf('villa'), package: countsOf('package') }).toEqual({
        range,
        f,
        villa: await counts(range, sql`b.villa_id`),
        package: await counts(range, sql`coalesce(b.package_id, '')`),
      });
      expect({ range, f, months: countsOf('months') }).toEqual({
        range,
        f,
        months: await counts(monthly, monthKey(sql`b.created_at`)),
      });
      const w = rangeInstants(range, timeZone);
      const sums = await bookingSums(db, w.start, w.end, f, timeZone);
      const [got] = made.sums ?? [];
      expect({ range, f, sums: got ? { ...got, key: undefined } : undefined }).toEqual({
        range,
        f,
        sums: sums.created ? { ...sums, key: undefined } : undefined,
      });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STEPS: [string, () => Promise<unknown>][] = [
  [
    'bookings made inside a month, across one and two month boundaries and the year’s',
    async () => {
      await booking('A', {
        villa: 'glass-cottage',
        unit: 'GC-01',
        in: '2026-11-10',
        out: '2026-11-13',
        email: 'a@example.com',
        subtotal: 10_001,
      });
      await booking('B', {
        villa: 'glass-cottage',
        unit: 'GC-02',
        in: '2026-10-30',
        out: '2026-11-02',
        email: 'b@example.com',
        subtotal: 20_000,
        packageId: 'breakfast-package',
      });
      await booking('C', {
        villa: 'hornbill-villa',
        unit: 'HV-01',
        in: '2026-11-29',
        out: '2026-12-03',
        email: 'c@example.com',
        subtotal: 30_003,
      });
      await booking('D', {
        villa: 'kingfisher-villa',
        unit: 'KF-01',
        in: '2026-10-28',
        out: '2026-12-02',
        email: 'd@example.com',
        subtotal: 70_007,
      });
      await booking('E', {
        villa: 'glass-cottage',
        unit: 'GC-03',
        in: '2026-12-30',
        out: '2027-01-02',
        email: 'e@example.com',
        subtotal: 15_001,
      });
      await booking('F', {
        villa: 'glass-cottage',
        unit: 'GC-04',
        in: '2026-12-10',
        out: '2026-12-12',
        email: 'f@example.com',
        subtotal: 9_999,
        packageId: 'breakfast-package',
      });
      await booking('G', {
        villa: 'hornbill-villa',
        unit: 'HV-02',
        in: '2026-11-15',
        out: '2026-11-18',
        email: 'g@example.com',
        subtotal: 12_345,
      });
      await booking('H', {
        villa: 'glass-cottage',
        unit: 'GC-05',
        in: '2026-09-25',
        out: '2026-09-28',
        email: 'h@example.com',
        subtotal: 8_888,
      });
    },
  ],
  [
    'payments and refunds (asked and failed)',
    async () => {
      await move('A', 'online_payment', 11_801);
      await move('A', 'refund_requested', 1_003);
      await move('D', 'online_payment', 40_000);
      await move('D', 'refund_requested', 777);
      await move('D', 'refund_failed', 777);
      await move('G', 'online_payment', 7_283);
    },
  ],
  [
    'status changes: cancelled keeping money, pending, completed, no-show',
    async () => {
      await setStatus('G', 'cancelled');
      await setStatus('B', 'completed');
      await setStatus('H', 'pending');
      await setStatus('F', 'no_show');
      await t.database.db
        .update(bookings)
        .set({ paymentStatus: 'advance_paid' })
        .where(eq(bookings.id, ids.C!));
    },
  ],
  [
    'date and villa changes into and out of a month',
    async () => {
      await t.database.db
        .update(bookings)
        .set({ checkIn: '2026-11-28', checkOut: '2026-12-01' })
        .where(eq(bookings.id, ids.A!));
      await t.database.db
        .update(bookings)
        .set({ checkIn: '2026-12-05', checkOut: '2026-12-08', villaId: 'kingfisher-villa' })
        .where(eq(bookings.id, ids.C!));
      await t.database.db
        .update(bookings)
        .set({ checkIn: '2026-10-02', checkOut: '2026-10-05' })
        .where(eq(bookings.id, ids.E!));
    },
  ],
  [
    'charges in the stay’s month and another, one voided',
    async () => {
      await charge('E', 5_900, 900, '2026-12-05T06:00:00Z');
      await charge('C', 1_181, 180, '2026-12-06T06:00:00Z');
      await charge('B', 2_950, 450, '2026-11-30T20:00:00Z');
      await charge('D', 590, 90, '2026-11-20T06:00:00Z');
      await t.database.db
        .update(bookingCharges)
        .set({ voidedAt: new Date('2026-12-07T06:00:00Z') })
        .where(eq(bookingCharges.id, ids['charge:D']!));
      await move('E', 'refund_requested', 2_001);
    },
  ],
  [
    'ledger rows and bookings made either side of the resort’s midnight starting a month',
    async () => {
      // 23:59:59 on 31 October and 00:00 on 1 November in the resort (IST), and a day in September.
      await move('C', 'online_payment', 3_001, '2026-10-31T18:29:59Z');
      await move('C', 'refund_requested', 1_001, '2026-10-31T18:30:00Z');
      await move('H', 'desk_payment', 501, '2026-09-15T06:00:00Z');
      await move('F', 'bank_transfer', 4_999, '2026-12-31T18:30:00Z');
      // A ledger row redated (another month), and a booking with ledger rows moved to another villa.
      await t.database.db
        .update(moneyMovements)
        .set({ occurredAt: new Date('2026-08-31T18:30:00Z') })
        .where(eq(moneyMovements.bookingId, ids.G!));
      await t.database.db
        .update(bookings)
        .set({ villaId: 'hornbill-villa' })
        .where(eq(bookings.id, ids.D!));
      await t.database.db
        .update(bookings)
        .set({ createdAt: new Date('2026-10-31T18:29:59Z') })
        .where(eq(bookings.id, ids.A!));
      await t.database.db
        .update(bookings)
        .set({ createdAt: new Date('2026-10-31T18:30:00Z') })
        .where(eq(bookings.id, ids.F!));
      await t.database.db
        .update(bookings)
        .set({ createdAt: new Date('2026-12-31T18:30:00Z') })
        .where(eq(bookings.id, ids.E!));
      // A charge redated (into the next month in the resort) and one deleted.
      await t.database.db
        .update(bookingCharges)
        .set({ createdAt: new Date('2026-11-30T18:30:00Z') })
        .where(eq(bookingCharges.id, ids['charge:E']!));
      await t.database.db.delete(bookingCharges).where(eq(bookingCharges.id, ids['charge:C']!));
      // Units redated (into two months) and taken away.
      await t.database.db
        .update(bookingUnits)
        .set({ checkIn: '2026-10-30', checkOut: '2026-11-02' })
        .where(eq(bookingUnits.bookingId, ids.E!));
      await t.database.db.delete(bookingUnits).where(eq(bookingUnits.bookingId, ids.B!));
    },
  ],
  [
    'a guest erased (their bookings rewritten) and a booking deleted',
    async () => {
      const erased = await t.request('DELETE', '/api/admin/guests/b%40example.com', undefined, {
        cookie: await signInDemoAdmin(t),
      });
      expect(erased.status).toBe(200);
      // H has ledger rows (deleted with it) and an invoice, which a deletion may not leave behind.
      await queryRows(t.database.db, sql`delete from tax_documents where booking_id = ${ids.H!}`);
      await t.database.db.delete(bookings).where(eq(bookings.id, ids.H!));
    },
  ],
];

describe('revenue by month (migration 0029)', () => {
  it.each(STEPS)('gives the direct figures after %s', async (_name, write) => {
    await write();
    await expectFiguresOfTheDirectComputation();
    await expectZoneFiguresOfTheDirectComputation(t.config.resortTz);
  });

  it('follows another zone’s months when the zone changes, and reads directly for any other', async () => {
    expect(t.config.resortTz).toBe('Asia/Kolkata');
    await queryRows(t.database.db, sql`update report_zone set zone = 'America/New_York'`);
    await expectZoneFiguresOfTheDirectComputation('America/New_York');
    await expectZoneFiguresOfTheDirectComputation('Asia/Kolkata');
    await queryRows(t.database.db, sql`update report_zone set zone = 'Asia/Kolkata'`);
    await expectZoneFiguresOfTheDirectComputation('Asia/Kolkata');
    await expectZoneFiguresOfTheDirectComputation('America/New_York');
  });

  it('is empty after a TRUNCATE of the bookings', async () => {
    expect((await queryRows(t.database.db, KEPT_MONTHS)).length).toBeGreaterThan(0);
    expect((await queryRows(t.database.db, KEPT_COUNTS)).length).toBeGreaterThan(0);
    expect((await queryRows(t.database.db, KEPT_PAYMENTS)).length).toBeGreaterThan(0);
    expect((await queryRows(t.database.db, KEPT_MADE)).length).toBeGreaterThan(0);
    expect((await queryRows(t.database.db, KEPT_NIGHTS)).length).toBeGreaterThan(0);
    await queryRows(t.database.db, sql`truncate bookings cascade`);
    expect(await queryRows(t.database.db, KEPT_MONTHS)).toEqual([]);
    expect(await queryRows(t.database.db, KEPT_COUNTS)).toEqual([]);
    expect(await queryRows(t.database.db, KEPT_PAYMENTS)).toEqual([]);
    expect(await queryRows(t.database.db, KEPT_MADE)).toEqual([]);
    expect(await queryRows(t.database.db, KEPT_NIGHTS)).toEqual([]);
    expect(await queryRows(t.database.db, KEPT_CHARGES)).toEqual([]);
    await expectFiguresOfTheDirectComputation();
    await expectZoneFiguresOfTheDirectComputation(t.config.resortTz);
  });

  it.runIf(testDatabaseMode() === 'postgres')(
    'count both of two stays of one month and villa written at the same time',
    async () => {
      const db = t.database.db;
      let commitFirst!: () => void;
      let firstWritten!: () => void;
      const written = new Promise<void>((resolve) => (firstWritten = resolve));
      const stay = (unit: string, checkIn: string, checkOut: string, email: string) => ({
        villaId: 'glass-cottage',
        checkIn,
        checkOut,
        unitNumbers: [unit],
        status: 'confirmed' as const,
        email,
      });
      const first = db.transaction(async (tx) => {
        await insertBookingWithUnits(
          tx,
          stay('GC-06', '2027-03-01', '2027-03-03', 'one@example.com'),
        );
        firstWritten();
        await new Promise<void>((resolve) => (commitFirst = resolve));
      });
      await written;
      const second = db.transaction((tx) =>
        insertBookingWithUnits(tx, stay('GC-07', '2027-03-05', '2027-03-07', 'two@example.com')),
      );
      // The second commits while the first is open (the tables are refreshed at commit, decision
      // 0168); the first, committing later, sums with the second's rows.
      await second;
      commitFirst();
      await Promise.all([first, second]);
      const kept = await queryRows<{ stays: number }>(
        db,
        sql`select stays from revenue_months where month = '2027-03-01' and villa_id = 'glass-cottage'`,
      );
      expect(kept).toEqual([{ stays: 2 }]);
      const counted = await queryRows<{ n: number }>(
        db,
        sql`select sum(bookings)::int as n from booking_counts where month = '2027-03-01' and villa_id = 'glass-cottage'`,
      );
      expect(counted).toEqual([{ n: 2 }]);
      await expectFiguresOfTheDirectComputation();
    },
  );

  it.runIf(testDatabaseMode() === 'postgres')(
    'count both of two bookings made, two payments and two stays’ units of one month and villa written at the same time',
    async () => {
      const db = t.database.db;
      const stay = (unit: string, checkIn: string, checkOut: string, email: string) => ({
        villaId: 'glass-cottage',
        checkIn,
        checkOut,
        unitNumbers: [unit],
        status: 'confirmed' as const,
        email,
      });
      type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
      // Two bookings to pay, their stays in other months (other buckets of the stays' locks).
      const p1 = await insertBookingWithUnits(
        db,
        stay('GC-10', '2027-06-01', '2027-06-03', 'p1@example.com'),
      );
      const p2 = await insertBookingWithUnits(
        db,
        stay('GC-11', '2027-07-01', '2027-07-03', 'p2@example.com'),
      );
      const pay = (tx: Tx, bookingUuid: string) =>
        recordMoneyMovement(
          tx,
          {
            bookingUuid,
            kind: 'desk_payment',
            amount: 1_000,
            idempotencyKey: `months:both:${bookingUuid}`,
            method: 'cash',
            chargeId: null,
          },
          {
            actor: { id: null, name: 'Test' },
            now: new Date('2027-05-10T06:00:00Z'),
            config: t.config,
          },
        );
      // The first writes and stays open while the second commits; the first must then sum with the
      // second's row, else it writes its sum without it over the second's.
      const race = async (one: (tx: Tx) => Promise<unknown>, two: (tx: Tx) => Promise<unknown>) => {
        let commitFirst!: () => void;
        let firstWritten!: () => void;
        const written = new Promise<void>((resolve) => (firstWritten = resolve));
        const first = db.transaction(async (tx) => {
          await one(tx);
          firstWritten();
          await new Promise<void>((resolve) => (commitFirst = resolve));
        });
        await written;
        let secondDone = false;
        const second = db.transaction(two).finally(() => (secondDone = true));
        // The second commits while the first is open (the tables are refreshed at commit, decision
        // 0168) unless another lock of the first holds it (a ledger row's event); either way the
        // later commit sums with the other's rows.
        await expect
          .poll(async () => {
            const [row] = await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from pg_locks where not granted`,
            );
            return secondDone || row!.n > 0;
          })
          .toBe(true);
        commitFirst();
        await Promise.all([first, second]);
      };
      // Made in the same month and villa, stayed in other months: only the made months' lock.
      await race(
        (tx) =>
          insertBookingWithUnits(
            tx,
            stay('GC-08', '2027-04-01', '2027-04-03', 'three@example.com'),
          ),
        (tx) =>
          insertBookingWithUnits(tx, stay('GC-09', '2027-05-01', '2027-05-03', 'four@example.com')),
      );
      // Paid in the same month, for two bookings of the villa: only the payment months' lock.
      await race(
        (tx) => pay(tx, p1.id),
        (tx) => pay(tx, p2.id),
      );
      // Units of two bookings of the villa moved into one month: only the night months' lock.
      const redate = (tx: Tx, bookingId: string, checkIn: string, checkOut: string) =>
        tx
          .update(bookingUnits)
          .set({ checkIn, checkOut })
          .where(eq(bookingUnits.bookingId, bookingId));
      await race(
        (tx) => redate(tx, p1.id, '2027-08-01', '2027-08-03'),
        (tx) => redate(tx, p2.id, '2027-08-05', '2027-08-07'),
      );
      await expectZoneFiguresOfTheDirectComputation(t.config.resortTz);
    },
  );
});
