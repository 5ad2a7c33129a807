import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovementKind } from '../../domain/folio';
import { rangeInstants, type DateRange } from '../../domain/reports';
import { bookings } from '../db/schema';
import { insertPricedStay, insertSafariCharge, recordTestMovement } from './test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { guestRows, type GuestPlan } from './guest-rows';
import type { Filters } from './period-queries';

/**
 * The guest report's rows (decision 0167) are the same read figure by figure, in one pass with each
 * booking's Payments received from its ledger rows in the window, and in one pass from its total
 * less its rows outside the window: for ranges short and long, partial months, with the charges
 * read from their rows or joined to their bookings, narrowed by villa and status. The guests have
 * bookings made inside and outside the window, stays touching it or not, payments and refunds
 * either side of its ends, charges, a stay that earned nothing and a cancelled booking that kept
 * money; two bookings of one guest under e-mails differing in case.
 */

type Stay = {
  email: string;
  villa: string;
  unit: string;
  in: string;
  out: string;
  subtotal: number;
  made: string;
  status?: 'confirmed' | 'cancelled' | 'completed';
};
const STAYS: Record<string, Stay> = {
  A: {
    email: 'asha@example.com',
    villa: 'glass-cottage',
    unit: 'GC-01',
    in: '2026-03-03',
    out: '2026-03-06',
    subtotal: 30_000,
    made: '2026-01-10T04:00:00Z',
  },
  A2: {
    email: 'Asha@Example.com',
    villa: 'hornbill-villa',
    unit: 'HV-01',
    in: '2026-09-28',
    out: '2026-10-02',
    subtotal: 40_000,
    made: '2025-12-31T19:00:00Z',
  },
  B: {
    email: 'bo@example.com',
    villa: 'glass-cottage',
    unit: 'GC-02',
    in: '2025-12-30',
    out: '2026-01-02',
    subtotal: 21_000,
    made: '2025-11-02T04:00:00Z',
    status: 'completed',
  },
  C: {
    email: 'chen@example.com',
    villa: 'kingfisher-villa',
    unit: 'KF-01',
    in: '2026-06-10',
    out: '2026-06-12',
    subtotal: 0,
    made: '2026-05-01T04:00:00Z',
  },
  D: {
    email: 'dara@example.com',
    villa: 'kingfisher-villa',
    unit: 'KF-01',
    in: '2026-08-01',
    out: '2026-08-04',
    subtotal: 18_000,
    made: '2026-07-01T04:00:00Z',
    status: 'cancelled',
  },
  E: {
    email: 'eve@example.com',
    villa: 'hornbill-villa',
    unit: 'HV-01',
    in: '2027-02-01',
    out: '2027-02-03',
    subtotal: 12_000,
    made: '2026-11-20T04:00:00Z',
  },
};

/** Ledger rows: booking, kind, amount, instant (either side of the ranges' ends). */
const MOVES: [string, MovementKind, number, string][] = [
  ['A', 'online_payment', 35_400, '2026-01-10T05:00:00Z'],
  ['A2', 'online_payment', 20_000, '2025-12-31T19:30:00Z'],
  ['A2', 'desk_payment', 27_200, '2026-09-28T06:00:00Z'],
  ['B', 'bank_transfer', 24_780, '2025-11-03T06:00:00Z'],
  ['B', 'refund_requested', 2_000, '2026-01-05T06:00:00Z'],
  ['D', 'online_payment', 10_000, '2026-07-01T05:00:00Z'],
  ['D', 'refund_requested', 4_000, '2026-07-20T05:00:00Z'],
  ['D', 'refund_failed', 4_000, '2026-07-21T05:00:00Z'],
  ['E', 'online_payment', 5_000, '2026-11-20T05:00:00Z'],
];
/** Charges: booking, amount with tax, tax, instant. */
const CHARGES: [string, number, number, string][] = [
  ['A', 2_360, 360, '2026-03-04T06:00:00Z'],
  ['A2', 1_180, 180, '2026-10-01T06:00:00Z'],
  ['C', 590, 90, '2026-06-11T06:00:00Z'],
  ['B', 1_770, 270, '2025-12-31T20:00:00Z'],
];

const RANGES: DateRange[] = [
  { from: '2026-01-01', to: '2026-11-22' },
  { from: '2025-01-01', to: '2027-12-31' },
  { from: '2026-01-01', to: '2026-03-31' },
  { from: '2025-12-15', to: '2026-06-11' },
  { from: '2026-03-05', to: '2026-03-05' },
];
const FILTERS: Filters[] = [
  { villaId: undefined, status: 'all' },
  { villaId: 'glass-cottage', status: 'all' },
  { villaId: undefined, status: 'cancelled' },
  { villaId: undefined, status: 'confirmed' },
];
const PLANS: GuestPlan[] = ['by-figure', 'one-pass', 'one-pass-outside'];

let t: TestApp;
const ids: Record<string, string> = {};
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [key, s] of Object.entries(STAYS))
    ids[key] = await insertPricedStay(db, {
      ...s,
      guestName: `Guest ${key}`,
      made: new Date(s.made),
    });
  for (const [key, kind, amount, at] of MOVES)
    await recordTestMovement(db, t.config, {
      bookingUuid: ids[key]!,
      kind,
      amount,
      at,
      key: `guest-rows:${key}:${++seq}`,
    });
  for (const [key, amount, tax, at] of CHARGES)
    await insertSafariCharge(db, ids[key]!, { amount, tax, at });
  for (const [key, s] of Object.entries(STAYS))
    if (s.status)
      await db.update(bookings).set({ status: s.status }).where(eq(bookings.id, ids[key]!));
});
afterAll(async () => {
  await t?.close();
});

describe('guest rows', () => {
  it.each(RANGES)('are the same by every plan over $from to $to', async (range) => {
    const db = t.database.db;
    const tz = t.config.resortTz;
    const window = rangeInstants(range, tz);
    let listed = 0;
    for (const f of FILTERS)
      for (const chargeFigures of [true, false]) {
        const [first, ...others] = await Promise.all(
          PLANS.map((plan) => guestRows(db, range, window, f, tz, chargeFigures, plan)),
        );
        listed += first!.length;
        for (const [i, rows] of others.entries())
          expect({ f, chargeFigures, plan: PLANS[i + 1], rows }).toEqual({
            f,
            chargeFigures,
            plan: PLANS[i + 1],
            rows: first,
          });
        // The default plan answers the same.
        expect(await guestRows(db, range, window, f, tz, chargeFigures)).toEqual(first);
      }
    expect(listed).toBeGreaterThan(0);
  });

  it('sums a guest over e-mails differing in case, with every figure', async () => {
    const range = { from: '2025-01-01', to: '2027-12-31' };
    const tz = t.config.resortTz;
    const rows = await guestRows(
      t.database.db,
      range,
      rangeInstants(range, tz),
      FILTERS[0]!,
      tz,
      true,
      'one-pass-outside',
    );
    expect(rows.find((r) => r.email === 'asha@example.com')).toEqual({
      guest: 'Guest A',
      email: 'asha@example.com',
      bookings: 2,
      nights: 7,
      revenue: 30_000 + 40_000 + 2_000 + 1_000,
      paymentsReceived: 35_400 + 20_000 + 27_200,
      lastBooking: '2026-01-10',
    });
  });
});
