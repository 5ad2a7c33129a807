import type { BookingStatus } from '../../domain/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { bookings } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt, type QueryOf } from '../testing/typed-client';

/**
 * Promo discounts given (decision 0128, Reports): sold bookings' pre-tax discount, spread over
 * their nights like Revenue (0113).
 *
 * D1 glass GC-01, 10–12 Oct, confirmed, FOREST10, discount 2,000 → 2,000 in October.
 * D2 glass GC-02, 30 Oct – 2 Nov, completed, FOREST10, discount 3,000 → 2 of 3 nights: 2,000.
 * D3 hornbill HV-01, 15–16 Oct, checked in, MONSOON, discount 500 → 500.
 * D4 hornbill HV-02, 20–21 Oct, cancelled, FOREST10, discount 1,000 → nothing (not sold).
 * D5 kingfisher KF-01, 22–23 Oct, pending, MONSOON, discount 700 → nothing (not sold).
 * October: 4,500 from 3 bookings; FOREST10 4,000 (2), MONSOON 500 (1).
 * Glass Cottage filter: 4,000. November 1–30: D2's 1 Nov night → 1,000.
 */

let t: TestApp;
let cookie: string;

async function booking(
  villaId: string,
  unit: string,
  checkIn: string,
  checkOut: string,
  status: BookingStatus,
  promoCode: string,
  discountAmount: number,
) {
  const b = await insertBookingWithUnits(t.database.db, {
    villaId,
    checkIn,
    checkOut,
    unitNumbers: [unit],
    status,
    paymentStatus: 'pending',
  });
  await t.database.db
    .update(bookings)
    .set({ promoCode, discountAmount, createdAt: new Date('2026-09-20T06:00:00Z') })
    .where(eq(bookings.id, b.id));
}

beforeAll(async () => {
  t = await createTestApp();
  await booking(
    'glass-cottage',
    'GC-01',
    '2026-10-10',
    '2026-10-12',
    'confirmed',
    'FOREST10',
    2000,
  );
  await booking(
    'glass-cottage',
    'GC-02',
    '2026-10-30',
    '2026-11-02',
    'completed',
    'FOREST10',
    3000,
  );
  await booking(
    'hornbill-villa',
    'HV-01',
    '2026-10-15',
    '2026-10-16',
    'checked_in',
    'MONSOON',
    500,
  );
  await booking(
    'hornbill-villa',
    'HV-02',
    '2026-10-20',
    '2026-10-21',
    'cancelled',
    'FOREST10',
    1000,
  );
  await booking('kingfisher-villa', 'KF-01', '2026-10-22', '2026-10-23', 'pending', 'MONSOON', 700);
  t.clock.set('2026-12-05T04:30:00Z');
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

const report = async (query: QueryOf<'GET /admin/reports'>) => {
  const res = await t.api('GET /admin/reports', { query, header: { cookie } });
  expect(res.status).toBe(200);
  return bodyAt(res, 200);
};

describe('reports: promo discounts given', () => {
  it('sums the sold bookings’ discounts on the period’s nights, per code', async () => {
    const r = await report({ period: 'custom', from: '2026-10-01', to: '2026-10-31' });
    expect(r.discounts).toEqual({
      total: 4500,
      bookings: 3,
      byCode: [
        { code: 'FOREST10', amount: 4000, bookings: 2 },
        { code: 'MONSOON', amount: 500, bookings: 1 },
      ],
    });
  });

  it('follows the villa filter and dates the rest of a stay in the next period', async () => {
    const glass = await report({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      villaId: 'glass-cottage',
    });
    expect(glass.discounts.total).toBe(4000);
    const november = await report({ period: 'custom', from: '2026-11-01', to: '2026-11-30' });
    expect(november.discounts).toEqual({
      total: 1000,
      bookings: 1,
      byCode: [{ code: 'FOREST10', amount: 1000, bookings: 1 }],
    });
  });
});

describe('reports export: promo discounts given', () => {
  it('lists the figure among the KPI lines of the CSV', async () => {
    const res = await t.request(
      'GET',
      '/api/admin/reports/export?format=csv&period=custom&from=2026-10-01&to=2026-10-31',
      undefined,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^Promo Discounts Given,4500\r?$/m);
  });
});
