import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DateRange } from '../../domain/reports';
import { queryRows } from '../db/client';
import {
  insertPricedStay,
  insertSafariCharge,
  revenueDirectly,
  revenueSetsOver,
  sortedRevenueRows,
} from './test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { homeCharge } from './home-charges';
import { revenueSets } from './revenue-sets';

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
const WHERES: Record<string, SQL | undefined> = {
  any: undefined,
  confirmed: sql`b.status = 'confirmed'`,
};

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [key, s] of Object.entries(STAYS))
    ids[key] = await insertPricedStay(db, { ...s, email: `${key.toLowerCase()}@example.com` });
  for (const [key, booking, amount, tax, at] of CHARGES)
    ids[key] = await insertSafariCharge(db, ids[booking]!, { amount, tax, at });
});
afterAll(async () => {
  await t?.close();
});

describe('home charges', () => {
  const classified = CHARGES.map(([key, booking, , , , home]) => ({ key, booking, home }));
  it.each(classified)('$key of $booking is home: $home', async ({ key, home }) => {
    const [row] = await queryRows<{ home: boolean }>(
      t.database.db,
      sql`select ${homeCharge(sql`cf`)} as home from charge_figures cf where cf.charge_id = ${ids[key]!}`,
    );
    expect(row?.home).toBe(home);
  });

  it.each(RANGES)('give the direct figures over $from to $to', async (range) => {
    const db = t.database.db;
    const timeZone = t.config.resortTz;
    for (const villa of [undefined, sql`b.villa_id = 'glass-cottage'`]) {
      const sets = revenueSetsOver(range, WHERES);
      const got = await revenueSets(db, sets, { timeZone, where: villa, chargeFigures: true });
      for (const [name, set] of Object.entries(sets))
        expect({ name, villa: !!villa, rows: sortedRevenueRows(got[name] ?? []) }).toEqual({
          name,
          villa: !!villa,
          rows: await revenueDirectly(db, set, { timeZone, villa }),
        });
    }
  });
});
