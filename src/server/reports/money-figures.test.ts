import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSums, type MovementKind } from '../../domain/folio';
import { bookingRevenue } from '../../domain/money-figures';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { bookingCharges, bookings } from '../db/schema';
import { movementsOf, recordMoneyMovement } from '../payments/ledger';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { revenueBy } from './money-figures';
import { typedClient } from '../testing/typed-client';

/**
 * THE CONSISTENCY TEST of the two money figures (decision 0113): one scenario, the same Revenue on
 * the dashboard, the reports' "This month", the villa cards and the package cards (summed), and the
 * same Payments received on the reports and the guests' Total Spent (summed). Every number below is
 * computed by hand. GST 18% everywhere, so a price before tax is total ÷ 1.18.
 *
 * Today: 30 Nov 2026, 10:00 IST. "This month" = 1–30 Nov. 22 units (GC 14, HV 4, KF 4).
 *
 * A  GC-01 10–12 Nov (2 n), ₹20,000 + tax = ₹23,600, paid in full online 1 Nov.   basic, a@
 * B  HV-01 14–17 Nov (3 n), ₹30,000 / ₹35,400, half online 2 Nov, balance online 14 Nov. breakfast, b@
 *    + a safari charge on B: 2 × ₹2,500 = ₹5,000 + ₹900 tax, added 15 Nov, paid at the desk 16 Nov.
 * C  KF-01 20–21 Nov (1 n), ₹10,000 / ₹11,800, paid at the desk (cash) 20 Nov.     basic, a@
 * D  GC-02 5–7 Nov (2 n), ₹20,000 / ₹23,600, paid 3 Nov, ₹2,360 goodwill refund 8 Nov, completed.
 *    Revenue 20,000 − 2,360 ÷ 1.18 = ₹18,000.                                           breakfast, d@
 * E  HV-02 24–26 Nov (2 n), ₹20,000 / ₹23,600, half ₹11,800 online 4 Nov, cancelled, ₹5,900 refunded
 *    6 Nov: it keeps ₹5,900 → ₹5,000 before tax, on its original nights (24, 25 Nov).  basic, e@
 * G  KF-02 30 Oct – 2 Nov (3 n), ₹30,000 / ₹35,400, paid 20 Oct, completed: ₹10,000 a night,
 *    two nights in October, one (1 Nov) in November.                                   breakfast, g@
 * H  GC-03 29 Nov – 3 Dec (4 n), ₹40,000 / ₹47,200, half ₹23,600 online 25 Nov: ₹10,000 a night,
 *    29 and 30 Nov in the period.                                                       basic, h@
 *
 * November Revenue: A 20,000 + B 30,000 + charge 5,000 + C 10,000 + D 18,000 + E 5,000 + G 10,000
 *   + H 20,000 = 1,18,000. By villa: glass A+D+H 58,000, hornbill B+charge+E 40,000, kingfisher
 *   C+G 20,000. By package: basic A+C+E+H 55,000, breakfast B+charge+D+G 63,000.
 * November Payments received: 23,600 + 35,400 + 5,900 + 11,800 + (23,600 − 2,360) + (11,800 −
 *   5,900) + 23,600 = 1,27,440 (G paid in October: 35,400).
 * Nights sold in November: A 2 + B 3 + C 1 + D 2 + G 1 + H 2 = 11 (E cancelled);
 *   available 22 × 30 = 660 → ADR 1,18,000 / 11 = 10,727; RevPAR 1,18,000 / 660 = 179.
 * Guests, all time: a@ 35,400; b@ 41,300; d@ 21,240; e@ 5,900; g@ 35,400; h@ 23,600 = 1,62,840.
 */

let t: TestApp;
let cookie: string;
const ids: Record<string, string> = {};

const NOV_REVENUE = 118_000;
const NOV_PAYMENTS = 127_440;
const ALL_PAYMENTS = 162_840;

async function booking(
  key: string,
  s: {
    villaId: string;
    units: string[];
    checkIn: string;
    checkOut: string;
    subtotal: number;
    packageId: string;
    email: string;
    status?: 'confirmed' | 'completed';
  },
) {
  const b = await insertBookingWithUnits(t.database.db, {
    villaId: s.villaId,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    unitNumbers: s.units,
    status: s.status ?? 'confirmed',
    paymentStatus: 'pending',
    email: s.email,
    guestName: `Guest ${key}`,
  });
  const total = Math.round(s.subtotal * 1.18);
  await t.database.db
    .update(bookings)
    .set({
      subtotal: s.subtotal,
      taxes: total - s.subtotal,
      total: total,
      remainingAmount: total,
      packageId: s.packageId,
      createdAt: new Date('2026-10-15T04:30:00Z'),
    })
    .where(eq(bookings.id, b.id));
  ids[key] = b.id;
}

let seq = 0;
async function move(
  key: string,
  kind: MovementKind,
  amount: number,
  at: string,
  extra: { method?: string; plan?: 'full' | 'half' | 'balance'; chargeId?: string } = {},
) {
  await t.database.db.transaction((tx) =>
    recordMoneyMovement(
      tx,
      {
        bookingUuid: ids[key]!,
        kind,
        amount,
        idempotencyKey: `figures:${key}:${++seq}`,
        method: extra.method ?? (kind === 'desk_payment' ? 'cash' : 'test'),
        plan: extra.plan ?? null,
        chargeId: extra.chargeId ?? null,
        reference: `ref_${key}_${seq}`,
      },
      { actor: { id: null, name: 'Test' }, now: new Date(at), config: t.config },
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const gc = 'glass-cottage';
  const hv = 'hornbill-villa';
  const kf = 'kingfisher-villa';
  const basic = 'basic-stay';
  const bnb = 'breakfast-package';
  await booking('A', {
    villaId: gc,
    units: ['GC-01'],
    checkIn: '2026-11-10',
    checkOut: '2026-11-12',
    subtotal: 20_000,
    packageId: basic,
    email: 'a@example.com',
  });
  await move('A', 'online_payment', 23_600, '2026-11-01T06:00:00Z', { plan: 'full' });

  await booking('B', {
    villaId: hv,
    units: ['HV-01'],
    checkIn: '2026-11-14',
    checkOut: '2026-11-17',
    subtotal: 30_000,
    packageId: bnb,
    email: 'b@example.com',
  });
  await move('B', 'online_payment', 17_700, '2026-11-02T06:00:00Z', { plan: 'half' });
  await move('B', 'online_payment', 17_700, '2026-11-14T06:00:00Z', { plan: 'balance' });
  const [charge] = await t.database.db
    .insert(bookingCharges)
    .values({
      bookingId: ids.B!,
      kind: 'safari',
      description: 'Jeep safari',
      quantity: 2,
      unitPrice: 2500,
      tax: 900,
      amount: 5900,
      createdAt: new Date('2026-11-15T06:00:00Z'),
    })
    .returning();
  await move('B', 'charge_added', 5900, '2026-11-15T06:00:00Z', { chargeId: charge!.id });
  await move('B', 'desk_payment', 5900, '2026-11-16T06:00:00Z');

  await booking('C', {
    villaId: kf,
    units: ['KF-01'],
    checkIn: '2026-11-20',
    checkOut: '2026-11-21',
    subtotal: 10_000,
    packageId: basic,
    email: 'A@Example.com',
  });
  await move('C', 'desk_payment', 11_800, '2026-11-20T06:00:00Z');

  await booking('D', {
    villaId: gc,
    units: ['GC-02'],
    checkIn: '2026-11-05',
    checkOut: '2026-11-07',
    subtotal: 20_000,
    packageId: bnb,
    email: 'd@example.com',
    status: 'completed',
  });
  await move('D', 'online_payment', 23_600, '2026-11-03T06:00:00Z', { plan: 'full' });
  await move('D', 'refund_requested', 2360, '2026-11-08T06:00:00Z', { method: 'manual' });

  await booking('E', {
    villaId: hv,
    units: [],
    checkIn: '2026-11-24',
    checkOut: '2026-11-26',
    subtotal: 20_000,
    packageId: basic,
    email: 'e@example.com',
  });
  await move('E', 'online_payment', 11_800, '2026-11-04T06:00:00Z', { plan: 'half' });
  await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ids.E!));
  await move('E', 'refund_requested', 5900, '2026-11-06T06:00:00Z', { method: 'manual' });

  await booking('G', {
    villaId: kf,
    units: ['KF-02'],
    checkIn: '2026-10-30',
    checkOut: '2026-11-02',
    subtotal: 30_000,
    packageId: bnb,
    email: 'g@example.com',
    status: 'completed',
  });
  await move('G', 'online_payment', 35_400, '2026-10-20T06:00:00Z', { plan: 'full' });

  await booking('H', {
    villaId: gc,
    units: ['GC-03'],
    checkIn: '2026-11-29',
    checkOut: '2026-12-03',
    subtotal: 40_000,
    packageId: basic,
    email: 'h@example.com',
  });
  await move('H', 'online_payment', 23_600, '2026-11-25T06:00:00Z', { plan: 'half' });

  t.clock.set('2026-11-30T04:30:00Z');
  cookie = await signInDemoAdmin(t);
});
afterAll(() => t?.close());

const staff = () => typedClient(t.request, { cookie });

describe('the two money figures agree on every screen (decision 0113)', () => {
  it('Revenue: dashboard = reports (This month) = villa cards = package cards', async () => {
    const dash = await staff().ok('GET /admin/dashboard');
    expect(dash.figures.revenue).toBe(NOV_REVENUE);
    expect(dash.figures.revenuePeriod).toEqual({ from: '2026-11-01', to: '2026-11-30' });

    const month = await staff().ok('GET /admin/reports', { query: { period: 'month' } });
    expect(month.period).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(month.summary.revenue).toBe(NOV_REVENUE);
    expect(month.summary.previousRevenue).toBe(20_000);
    expect(month.villaShare.map((v) => [v.villaId, v.revenue])).toEqual([
      ['glass-cottage', 58_000],
      ['hornbill-villa', 40_000],
      ['kingfisher-villa', 20_000],
    ]);
    expect(month.packageShare.map((p) => [p.packageId, p.revenue])).toEqual([
      ['breakfast-package', 63_000],
      ['basic-stay', 55_000],
    ]);
    expect(month.trend.at(-1)).toMatchObject({ month: '2026-11', revenue: NOV_REVENUE });
    expect(month.trend.at(-2)).toMatchObject({ month: '2026-10', revenue: 20_000 });
    expect(month.topVillas.map((v) => v.revenue)).toEqual([58_000, 40_000, 20_000]);

    const villas = await staff().ok('GET /admin/villas');
    expect(villas.summary.revenuePeriod).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(Object.fromEntries(villas.items.map((v) => [v.id, v.revenue]))).toEqual({
      'glass-cottage': 58_000,
      'hornbill-villa': 40_000,
      'kingfisher-villa': 20_000,
    });
    expect(villas.summary.totalRevenue).toBe(NOV_REVENUE);

    const packages = await staff().ok('GET /admin/packages');
    expect(Object.fromEntries(packages.items.map((p) => [p.id, p.revenue]))).toMatchObject({
      'basic-stay': 55_000,
      'breakfast-package': 63_000,
    });
    expect(packages.items.reduce((s, p) => s + p.revenue, 0)).toBe(NOV_REVENUE);
    expect(packages.stats.packageRevenue).toBe(NOV_REVENUE);
  });

  it('ADR and RevPAR divide the same revenue by the nights: non-zero and exact', async () => {
    const month = await staff().ok('GET /admin/reports', {
      query: { period: 'month', reportType: 'villa' },
    });
    expect(month.kpis).toMatchObject({
      nightsSold: 11,
      unitNightsAvailable: 660,
      adr: Math.round(NOV_REVENUE / 11),
      revpar: Math.round(NOV_REVENUE / 660),
    });
    expect(month.kpis.adr).toBe(10_727);
    expect(month.kpis.revpar).toBe(179);
    // Per villa: glass 58,000 over A 2 + D 2 + H 2 nights, 14 units × 30.
    const glass = month.detail.rows.find((r) => r.name === 'Glass Cottage')!;
    expect(glass).toMatchObject({ revenue: 58_000, nightsSold: 6, adr: 9667, revpar: 138 });
  });

  it('Payments received: the reports = the guests’ Total Spent (summed) = the dashboard', async () => {
    const month = await staff().ok('GET /admin/reports', { query: { period: 'month' } });
    expect(month.summary.paymentsReceived).toBe(NOV_PAYMENTS);
    expect(month.summary.previousPaymentsReceived).toBe(35_400);
    const dash = await staff().ok('GET /admin/dashboard');
    expect(dash.figures.paymentsReceived).toBe(NOV_PAYMENTS);

    const all = await staff().ok('GET /admin/reports', {
      query: { period: 'custom', from: '2026-10-01', to: '2026-11-30' },
    });
    expect(all.summary.paymentsReceived).toBe(ALL_PAYMENTS);
    expect(all.summary.revenue).toBe(NOV_REVENUE + 20_000);

    const guests = await staff().ok('GET /admin/guests', { query: { pageSize: 50 } });
    const spent = Object.fromEntries(guests.items.map((g) => [g.email, g.totalSpent]));
    expect(spent).toEqual({
      'a@example.com': 35_400,
      'b@example.com': 41_300,
      'd@example.com': 21_240,
      'e@example.com': 5900,
      'g@example.com': 35_400,
      'h@example.com': 23_600,
    });
    expect(guests.items.reduce((s, g) => s + g.totalSpent, 0)).toBe(ALL_PAYMENTS);
    const stats = await staff().ok('GET /admin/guests/stats');
    expect(stats.paymentsReceived).toBe(ALL_PAYMENTS);

    const byGuest = await staff().ok('GET /admin/reports', {
      query: { period: 'month', reportType: 'guest' },
    });
    const rows = Object.fromEntries(
      byGuest.detail.rows.map((r) => [r.email, [r.revenue, r.paymentsReceived]]),
    );
    expect(rows['a@example.com']).toEqual([30_000, 23_600 + 11_800]);
    expect(rows['e@example.com']).toEqual([5000, 5900]);
    expect(rows['g@example.com']).toEqual([10_000, 0]);
  });

  it('the SQL earns each booking what the domain rule says (bookingRevenue), over its whole stay', async () => {
    const whole = { from: '2026-10-01', to: '2026-12-31' };
    const sqlByBooking = new Map(
      (
        await revenueBy(t.database.db, whole, { timeZone: 'Asia/Kolkata', key: sql`b.id::text` })
      ).map((r) => [r.key, r.revenue]),
    );
    for (const [key, uuid] of Object.entries(ids)) {
      const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, uuid));
      const sums = ledgerSums(await movementsOf(t.database.db, uuid));
      const charges = await t.database.db
        .select()
        .from(bookingCharges)
        .where(eq(bookingCharges.bookingId, uuid));
      const live = charges.filter((c) => !c.voidedAt);
      const expected = bookingRevenue({
        status: b!.status,
        subtotal: b!.subtotal,
        total: b!.total,
        chargesTotal: live.reduce((n, c) => n + c.amount, 0),
        chargesExTax: live.reduce((n, c) => n + c.amount - c.tax, 0),
        received: sums.received - sums.unapplied,
        unapplied: sums.unapplied,
        refunded: sums.refunded,
      });
      expect(sqlByBooking.get(uuid) ?? 0, key).toBe(Math.round(expected.nights + expected.charges));
    }
  });

  it('a failed refund gives its amount back to Payments received; revenue follows', async () => {
    await move('D', 'refund_failed', 2360, '2026-11-29T06:00:00Z');
    const month = await staff().ok('GET /admin/reports', { query: { period: 'month' } });
    expect(month.summary.paymentsReceived).toBe(NOV_PAYMENTS + 2360);
    expect(month.summary.revenue).toBe(NOV_REVENUE + 2000);
    const dash = await staff().ok('GET /admin/dashboard');
    expect(dash.figures.revenue).toBe(NOV_REVENUE + 2000);
    const villas = await staff().ok('GET /admin/villas');
    expect(villas.summary.totalRevenue).toBe(NOV_REVENUE + 2000);
  });
});
