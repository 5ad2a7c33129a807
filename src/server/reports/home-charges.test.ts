import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates';
import type { DateRange } from '../../domain/reports';
import { queryRows } from '../db/client';
import { bookingCharges, bookings } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { homeCharge } from './home-charges';
import { revenueBy, type RevenueRow } from './money-figures';
import { revenueSets, type RevenueSet } from './revenue-sets';

/**
 * Home charges (decision 0167): a charge on a day of the month its booking's stay lies wholly in,
 * the stay earning something, is summed into that month's row; every other charge is read one by
 * one. Each charge below is classified as expected, and every Revenue figure `revenueSets` answers
 * from the charges' rows — ranges whole, partial at one or both ends, by key, by month, narrowed by
 * status and villa, beside another range — equals `revenueBy` over the same range, which reads
 * every item (the count of bookings included: a booking with a home charge and one in another
 * month, or a stay earning nothing with a charge, counts once).
 */

type Stay = { villa: string; unit: string; in: string; out: string; subtotal: number };
const STAYS: Record<string, Stay> = {
  H: {
    villa: 'glass-cottage',
    unit: 'GC-01',
    in: '2026-11-03',
    out: '2026-11-06',
    subtotal: 30_000,
  },
  Z: { villa: 'glass-cottage', unit: 'GC-02', in: '2026-11-10', out: '2026-11-12', subtotal: 0 },
  X: {
    villa: 'hornbill-villa',
    unit: 'HV-01',
    in: '2026-11-29',
    out: '2026-12-02',
    subtotal: 21_000,
  },
  P: {
    villa: 'kingfisher-villa',
    unit: 'KF-01',
    in: '2026-10-05',
    out: '2026-10-08',
    subtotal: 18_000,
  },
};

/** charge → booking, amount with tax, tax, instant, and whether it is a home charge (IST days). */
const CHARGES: [string, string, number, number, string, boolean][] = [
  ['H1', 'H', 2_360, 360, '2026-11-04T06:00:00Z', true], // in the stay's month
  ['H2', 'H', 1_180, 180, '2026-12-02T06:00:00Z', false], // in the next month
  ['Z1', 'Z', 590, 90, '2026-11-11T06:00:00Z', false], // the stay earned nothing
  ['X1', 'X', 1_770, 270, '2026-11-30T06:00:00Z', false], // the stay crosses a month's end
  ['P1', 'P', 4_720, 720, '2026-10-06T06:00:00Z', true],
  ['P2', 'P', 2_950, 450, '2026-10-31T20:00:00Z', false], // 1 November in the resort's zone
];

const RANGES: DateRange[] = [
  { from: '2026-10-01', to: '2026-10-31' },
  { from: '2026-11-01', to: '2026-11-30' },
  { from: '2026-10-01', to: '2026-12-31' },
  { from: '2026-10-15', to: '2026-11-20' },
  { from: '2026-10-06', to: '2026-11-30' },
  { from: '2026-11-01', to: '2026-11-05' },
];
const KEYS: Record<string, SQL | undefined> = {
  all: undefined,
  villa: sql`b.villa_id`,
  package: sql`coalesce(b.package_id, '')`,
};
const WHERES: Record<string, SQL | undefined> = {
  any: undefined,
  confirmed: sql`b.status = 'confirmed'`,
};
const sorted = (rows: RevenueRow[]) =>
  [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));
const lastDayOf = (d: string) => {
  const [y, m] = d.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [key, s] of Object.entries(STAYS)) {
    const b = await insertBookingWithUnits(db, {
      villaId: s.villa,
      checkIn: s.in,
      checkOut: s.out,
      unitNumbers: [s.unit],
      status: 'confirmed',
      paymentStatus: 'pending',
      email: `${key.toLowerCase()}@example.com`,
    });
    const taxes = Math.round(s.subtotal * 0.18);
    await db
      .update(bookings)
      .set({ subtotal: s.subtotal, taxes, total: s.subtotal + taxes })
      .where(eq(bookings.id, b.id));
    ids[key] = b.id;
  }
  for (const [key, booking, amount, tax, at] of CHARGES) {
    const [c] = await db
      .insert(bookingCharges)
      .values({
        bookingId: ids[booking]!,
        kind: 'safari',
        description: 'Jeep safari',
        quantity: 1,
        unitPrice: amount - tax,
        tax,
        amount,
        createdAt: new Date(at),
      })
      .returning();
    ids[key] = c!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('home charges', () => {
  it.each(CHARGES)('%s of %s is home: %s', async (key, _b, _a, _t, _at, home) => {
    const [row] = await queryRows<{ home: boolean }>(
      t.database.db,
      sql`select ${homeCharge(sql`cf`)} as home from charge_figures cf where cf.charge_id = ${ids[key]!}`,
    );
    expect(row?.home).toBe(home);
  });

  it.each(RANGES)('give the direct figures over $from..$to', async (range) => {
    const db = t.database.db;
    const timeZone = t.config.resortTz;
    for (const villa of [undefined, sql`b.villa_id = 'glass-cottage'`]) {
      const sets: Record<string, RevenueSet> = {};
      for (const [k, key] of Object.entries(KEYS))
        for (const [w, where] of Object.entries(WHERES)) sets[`${k}:${w}`] = { range, key, where };
      const monthly = { from: `${range.from.slice(0, 7)}-01`, to: range.to };
      sets.months = { range: monthly, byMonth: true };
      sets.other = {
        range: { from: addDays(range.from, -40), to: addDays(range.from, -1) },
        key: KEYS.villa,
      };
      const got = await revenueSets(db, sets, { timeZone, where: villa, chargeFigures: true });
      for (const [name, set] of Object.entries(sets)) {
        const where = sql`((${villa ?? sql`true`}) and (${set.where ?? sql`true`}))`;
        const expected: RevenueRow[] = [];
        if (!set.byMonth)
          expected.push(...(await revenueBy(db, set.range, { timeZone, where, key: set.key })));
        else
          for (let m = set.range.from; m <= set.range.to; m = addDays(lastDayOf(m), 1)) {
            const to = lastDayOf(m) < set.range.to ? lastDayOf(m) : set.range.to;
            const [row] = await revenueBy(db, { from: m, to }, { timeZone, where });
            if (row) expected.push({ ...row, key: m.slice(0, 7) });
          }
        expect({ name, villa: !!villa, rows: sorted(got[name] ?? []) }).toEqual({
          name,
          villa: !!villa,
          rows: sorted(expected),
        });
      }
    }
  });
});
