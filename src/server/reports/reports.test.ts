import type { BookingStatus, PaymentStatus } from '../../domain/enums';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows } from '../db/client';
import {
  bookings,
  inventoryBlocks,
  paymentOrders,
  propertyPayments,
  refunds,
  villaInventory,
} from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { ReportData } from './admin-routes';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A hand-computed data set (22 units: GC 14, HV 4, KF 4), resort time Asia/Kolkata (UTC+5:30).
 *
 * B5 kingfisher KF-03, 10–11 Sep, confirmed, made 1 Sep, paid ₹42,900 on 2 Sep.
 * B1 kingfisher KF-01+KF-02, 10–13 Oct (6 unit-nights), confirmed, subtotal 60,000, made 20 Sep,
 *    paid ₹70,800 at 23:30 IST on 31 Oct (18:00 UTC): October money.
 * B2 glass GC-01, 30 Oct – 2 Nov (2 of its 3 nights in October), completed, subtotal 30,000,
 *    made 5 Oct, ₹35,400 at the desk at 00:10 IST on 1 Nov (18:40 UTC on 31 Oct): November money.
 * B3 hornbill HV-01, 20–22 Oct, cancelled, made 6 Oct, paid ₹20,000 on 6 Oct, ₹5,000 refunded on
 *    8 Oct (processed) and a ₹1,000 refund still pending (not counted).
 * B4 hornbill HV-02, 25–26 Oct, pending (not sold), made 20 Oct, nothing paid.
 * B6 glass GC-02, 1–3 Nov, confirmed and marked paid by staff on 2 Nov (no payment record): ₹10,000.
 * GC-14 blocked 1–10 Oct (10 unit-nights).
 *
 * October (custom 1–31 Oct): revenue 20,000 − 5,000 + 70,800 = 85,800 from 2 paying bookings
 * (avg 42,900); bookings made 3 (B2, B3, B4); nights sold 6 + 2 = 8; available 22 × 31 − 10 = 672;
 * room revenue 60,000 + 30,000 × 2/3 = 80,000 → occupancy 1.2 %, ADR 10,000, RevPAR 119;
 * conversion 1/3 = 33.3 %, cancellation 33.3 %, avg stay (3 + 1) / 2 = 2, lead (25 + 5) / 2 = 15.
 * Previous period (31 Aug – 30 Sep): 42,900 → growth +100 %.
 * November to the 5th: 35,400 + 10,000 = 45,400 against October's 85,800 → −47.1 %.
 */

let t: TestApp;
let cookie: string;
const ids: Record<string, { id: string; bookingId: string }> = {};

const at = (iso: string) => new Date(iso);

async function booking(
  key: string,
  stay: {
    villaId: string;
    units: string[];
    checkIn: string;
    checkOut: string;
    status: BookingStatus;
    paymentStatus: PaymentStatus;
  },
  money: { subtotal: number; total: number; createdAt: string; paidAt?: string },
) {
  const b = await insertBookingWithUnits(t.database.db, {
    villaId: stay.villaId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    unitNumbers: stay.units,
    status: stay.status,
    paymentStatus: stay.paymentStatus,
    guestName: `Guest ${key}`,
    email: `${key.toLowerCase()}@example.com`,
  });
  await t.database.db
    .update(bookings)
    .set({
      subtotal: money.subtotal,
      taxes: money.total - money.subtotal,
      totalAmount: money.total,
      remainingAmount: stay.paymentStatus === 'paid' ? 0 : money.total,
      createdAt: at(money.createdAt),
      paidAt: money.paidAt ? at(money.paidAt) : null,
    })
    .where(eq(bookings.id, b.id));
  ids[key] = b;
  return b;
}

async function paidOrder(key: string, amount: number, paidAt: string) {
  await t.database.db.insert(paymentOrders).values({
    id: `order_${key}_${amount}`,
    bookingId: ids[key]!.id,
    provider: 'test',
    plan: 'full',
    amount,
    status: 'paid',
    paymentId: `pay_${key}_${amount}`,
    createdAt: at(paidAt),
    paidAt: at(paidAt),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);

  await booking(
    'B5',
    {
      villaId: 'kingfisher-villa',
      units: ['KF-03'],
      checkIn: '2026-09-10',
      checkOut: '2026-09-11',
      status: 'confirmed',
      paymentStatus: 'paid',
    },
    {
      subtotal: 36_356,
      total: 42_900,
      createdAt: '2026-09-01T04:30:00Z',
      paidAt: '2026-09-02T04:30:00Z',
    },
  );
  await paidOrder('B5', 42_900, '2026-09-02T04:30:00Z');
  await booking(
    'B1',
    {
      villaId: 'kingfisher-villa',
      units: ['KF-01', 'KF-02'],
      checkIn: '2026-10-10',
      checkOut: '2026-10-13',
      status: 'confirmed',
      paymentStatus: 'paid',
    },
    {
      subtotal: 60_000,
      total: 70_800,
      createdAt: '2026-09-20T06:00:00Z',
      paidAt: '2026-10-31T18:00:00Z',
    },
  );
  await paidOrder('B1', 70_800, '2026-10-31T18:00:00Z');
  await booking(
    'B2',
    {
      villaId: 'glass-cottage',
      units: ['GC-01'],
      checkIn: '2026-10-30',
      checkOut: '2026-11-02',
      status: 'completed',
      paymentStatus: 'paid',
    },
    {
      subtotal: 30_000,
      total: 35_400,
      createdAt: '2026-10-05T04:30:00Z',
      paidAt: '2026-10-31T18:40:00Z',
    },
  );
  await t.database.db.insert(propertyPayments).values({
    bookingId: ids.B2!.id,
    amount: 35_400,
    method: 'cash',
    receivedByName: 'Front desk',
    createdAt: at('2026-10-31T18:40:00Z'),
  });
  await booking(
    'B3',
    {
      villaId: 'hornbill-villa',
      units: ['HV-01'],
      checkIn: '2026-10-20',
      checkOut: '2026-10-22',
      status: 'cancelled',
      paymentStatus: 'partial_refund',
    },
    {
      subtotal: 16_950,
      total: 20_000,
      createdAt: '2026-10-06T04:00:00Z',
      paidAt: '2026-10-06T05:00:00Z',
    },
  );
  await paidOrder('B3', 20_000, '2026-10-06T05:00:00Z');
  await t.database.db.insert(refunds).values([
    {
      bookingId: ids.B3!.id,
      channel: 'test',
      amount: 5000,
      reason: 'Cancelled',
      status: 'processed',
      idempotencyKey: 'refund-b3-1',
      requestedByName: 'Admin',
      createdAt: at('2026-10-08T05:00:00Z'),
      processedAt: at('2026-10-08T05:00:00Z'),
    },
    {
      bookingId: ids.B3!.id,
      channel: 'test',
      amount: 1000,
      reason: 'Goodwill',
      status: 'pending',
      idempotencyKey: 'refund-b3-2',
      requestedByName: 'Admin',
      createdAt: at('2026-10-09T05:00:00Z'),
    },
  ]);
  await booking(
    'B4',
    {
      villaId: 'hornbill-villa',
      units: ['HV-02'],
      checkIn: '2026-10-25',
      checkOut: '2026-10-26',
      status: 'pending',
      paymentStatus: 'pending',
    },
    { subtotal: 9000, total: 10_620, createdAt: '2026-10-20T04:30:00Z' },
  );
  await booking(
    'B6',
    {
      villaId: 'glass-cottage',
      units: ['GC-02'],
      checkIn: '2026-11-01',
      checkOut: '2026-11-03',
      status: 'confirmed',
      paymentStatus: 'paid',
    },
    {
      subtotal: 8475,
      total: 10_000,
      createdAt: '2026-11-01T04:30:00Z',
      paidAt: '2026-11-02T04:30:00Z',
    },
  );
  const [gc14] = await t.database.db
    .select({ id: villaInventory.id })
    .from(villaInventory)
    .where(eq(villaInventory.unitNumber, 'GC-14'));
  await t.database.db.insert(inventoryBlocks).values(
    Array.from({ length: 10 }, (_, i) => ({
      villaInventoryId: gc14!.id,
      blockDate: `2026-10-${String(i + 1).padStart(2, '0')}`,
      blockType: 'maintenance',
    })),
  );
  // 10:00 IST on 5 November.
  t.clock.set('2026-11-05T04:30:00Z');
}, 120_000);
afterAll(() => t?.close(), 60_000);

const get = (path: string) => t.request('GET', path, undefined, { cookie });
const report = async (query: string) => {
  const res = await get(`/api/admin/reports?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ReportData;
};
const OCTOBER = 'period=custom&from=2026-10-01&to=2026-10-31';

describe('reports', () => {
  it('needs a session and refuses bad filters with the field named', async () => {
    expect((await t.request('GET', '/api/admin/reports')).status).toBe(401);
    const bad = await get('/api/admin/reports?period=custom&from=2026-10-31&to=2026-10-01');
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty('to');
    expect((await get('/api/admin/reports/export?format=docx')).status).toBe(400);
  });

  it.each([
    ['from=null&to=0001-01-01', 'from'],
    ['from=abc&to=2026-10-01', 'from'],
    ['from=2026-10-01&to=9999-12-31', 'to'],
    ['from=2026-10-01&to=2026-10-1', 'to'],
  ])(
    'a malformed custom date (%s) is a 400 naming %s, on the report and its export (was a 500)',
    async (dates, field) => {
      for (const path of ['/api/admin/reports', '/api/admin/reports/export']) {
        const res = await get(`${path}?period=custom&format=csv&${dates}`);
        expect(res.status, path).toBe(400);
        const body = (await res.json()) as {
          error: { code: string; fields: Record<string, string> };
        };
        expect(body.error.code).toBe('VALIDATION_ERROR');
        expect(body.error.fields).toHaveProperty(field);
      }
    },
  );

  it('October by hand: revenue net of refunds, growth, bookings, KPIs', async () => {
    const r = await report(OCTOBER);
    expect(r.period).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(r.previousPeriod).toMatchObject({ from: '2026-08-31', to: '2026-09-30' });
    expect(r.summary).toEqual({
      revenue: 85_800,
      previousRevenue: 42_900,
      growth: 100,
      bookings: 3,
      previousBookings: 2,
      bookingsGrowth: 50,
      averageBookingValue: 42_900,
      previousAverageBookingValue: 42_900,
      payingBookings: 2,
    });
    expect(r.kpis).toEqual({
      occupancyRate: 1.2,
      adr: 10_000,
      revpar: 119,
      averageStay: 2,
      leadTime: 15,
      cancellationRate: 33.3,
      conversionRate: 33.3,
      nightsSold: 8,
      unitNightsAvailable: 672,
    });
    expect(r.villaShare).toEqual([
      { villaId: 'kingfisher-villa', name: expect.any(String), revenue: 70_800, share: 82.5 },
      { villaId: 'hornbill-villa', name: expect.any(String), revenue: 15_000, share: 17.5 },
    ]);
    expect(r.packageShare).toEqual([
      { packageId: null, name: 'Room only', revenue: 85_800, share: 100 },
    ]);
    expect(r.trend.map((m) => [m.month, m.revenue, m.bookings])).toEqual([
      ['2026-05', 0, 0],
      ['2026-06', 0, 0],
      ['2026-07', 0, 0],
      ['2026-08', 0, 0],
      ['2026-09', 42_900, 2],
      ['2026-10', 85_800, 3],
    ]);
    expect(r.topVillas.map((v) => [v.villaId, v.revenue, v.nightsSold])).toEqual([
      ['kingfisher-villa', 70_800, 6],
      ['hornbill-villa', 15_000, 0],
      ['glass-cottage', 0, 2],
    ]);
  });

  it('period boundaries are the resort’s midnight: 23:30 IST on 31 Oct is October, 00:10 IST on 1 Nov is November', async () => {
    const r = await report('period=month');
    expect(r.period).toMatchObject({ from: '2026-11-01', to: '2026-11-05' });
    expect(r.previousPeriod).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    // B2's desk payment (00:10 IST on 1 Nov) and B6's staff-marked payment.
    expect(r.summary.revenue).toBe(45_400);
    expect(r.summary.previousRevenue).toBe(85_800);
    expect(r.summary.growth).toBe(-47.1);
    expect(r.summary.bookings).toBe(1);
    // The last night of B2 (1 Nov) and B6's nights of 1 and 2 Nov (3 Nov is not yet in the period).
    expect(r.kpis.nightsSold).toBe(3);
    expect(r.kpis.unitNightsAvailable).toBe(22 * 5);
    // A day's range: only 31 October (IST) holds B1's payment.
    const lastDay = await report('period=custom&from=2026-10-31&to=2026-10-31');
    expect(lastDay.summary.revenue).toBe(70_800);
    const firstDay = await report('period=custom&from=2026-11-01&to=2026-11-01');
    expect(firstDay.summary.revenue).toBe(35_400);
  });

  it('growth is 0 when the previous period had no revenue', async () => {
    const r = await report('period=custom&from=2026-09-01&to=2026-09-30');
    expect(r.summary.revenue).toBe(42_900);
    expect(r.summary.previousRevenue).toBe(0);
    expect(r.summary.growth).toBe(0);
  });

  it('refunds reduce revenue in the period they are paid out; pending ones do not', async () => {
    const before = await report('period=custom&from=2026-10-06&to=2026-10-06');
    expect(before.summary.revenue).toBe(20_000);
    const refundDay = await report('period=custom&from=2026-10-08&to=2026-10-08');
    expect(refundDay.summary.revenue).toBe(-5000);
    const pendingDay = await report('period=custom&from=2026-10-09&to=2026-10-09');
    expect(pendingDay.summary.revenue).toBe(0);
  });

  it('villa and status filters narrow the figures; the villa report has per-villa KPIs', async () => {
    const kf = await report(`${OCTOBER}&villaId=kingfisher-villa&reportType=villa`);
    expect(kf.summary.revenue).toBe(70_800);
    expect(kf.summary.bookings).toBe(0);
    // 6 nights of 4 units × 31 days.
    expect(kf.kpis).toMatchObject({
      nightsSold: 6,
      unitNightsAvailable: 124,
      occupancyRate: 4.8,
      adr: 10_000,
    });
    expect(kf.detail.rows).toEqual([
      {
        name: expect.any(String),
        revenue: 70_800,
        share: 100,
        bookings: 0,
        nightsSold: 6,
        occupancyRate: 4.8,
        adr: 10_000,
        revpar: 484,
      },
    ]);
    const cancelled = await report(`${OCTOBER}&status=cancelled`);
    expect(cancelled.summary).toMatchObject({ revenue: 15_000, bookings: 1 });
    const guests = await report(`${OCTOBER}&reportType=guest`);
    expect(guests.detail.rows.map((g) => [g.email, g.revenue, g.bookings])).toEqual([
      ['b1@example.com', 70_800, 0],
      ['b3@example.com', 15_000, 1],
      ['b2@example.com', 0, 1],
      ['b4@example.com', 0, 1],
    ]);
  });

  it('the figures agree with a direct sum over the database', async () => {
    const [row] = await queryRows<{ net: unknown }>(
      t.database.db,
      sql`select (select coalesce(sum(amount), 0) from payment_orders where status = 'paid'
                   and (paid_at at time zone 'Asia/Kolkata')::date between '2026-10-01' and '2026-10-31')
             + (select coalesce(sum(amount), 0) from property_payments
                   where (created_at at time zone 'Asia/Kolkata')::date between '2026-10-01' and '2026-10-31')
             - (select coalesce(sum(amount), 0) from refunds where status = 'processed'
                   and (processed_at at time zone 'Asia/Kolkata')::date between '2026-10-01' and '2026-10-31') as net`,
    );
    expect((await report(OCTOBER)).summary.revenue).toBe(Number(row!.net));
  });
});

describe('exports', () => {
  const download = async (format: string, query = OCTOBER) => {
    const res = await get(`/api/admin/reports/export?format=${format}&${query}`);
    expect(res.status).toBe(200);
    return res;
  };

  it('CSV: named with the period and a timestamp; summary, detail rows and KPIs parse back', async () => {
    const res = await download('csv', `${OCTOBER}&reportType=villa`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(
      'filename="report-custom-2026-10-01_2026-10-31-20261105-0430.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    expect(rows[0]).toEqual(['Period', 'Revenue', 'Bookings', 'Avg Booking Value']);
    expect(rows[1]).toEqual(['Custom range (1 Oct 2026 – 31 Oct 2026)', '85800', '3', '42900']);
    expect(rows[2]).toEqual(['Previous period (31 Aug 2026 – 30 Sep 2026)', '42900', '2', '42900']);
    const header = rows.findIndex((r) => r[0] === 'Villa');
    expect(rows[header]).toEqual([
      'Villa',
      'Revenue',
      'Share',
      'Bookings',
      'Nights Sold',
      'Occupancy',
      'ADR',
      'RevPAR',
    ]);
    expect(rows[header + 1]!.slice(1)).toEqual(['70800', '82.5', '0', '6', '4.8', '10000', '484']);
    expect(rows.find((r) => r[0] === 'Occupancy')).toEqual(['Occupancy', '1.2']);
    expect(rows.find((r) => r[0] === 'RevPAR')).toEqual(['RevPAR', '119']);
  });

  it('CSV neutralises a guest name that a spreadsheet would run as a formula', async () => {
    await t.database.db
      .update(bookings)
      .set({ guestName: '=HYPERLINK("http://evil")' })
      .where(eq(bookings.id, ids.B4!.id));
    const res = await download('csv', `${OCTOBER}&reportType=guest`);
    const rows = parse(Buffer.from(await res.arrayBuffer()), {
      bom: true,
      relax_column_count: true,
    }) as string[][];
    expect(rows.find((r) => r[1] === 'b4@example.com')?.[0]).toBe('\'=HYPERLINK("http://evil")');
  });

  it('Excel: numbers are numbers with the rupee format', async () => {
    const res = await download('xlsx', `${OCTOBER}&reportType=package`);
    expect(res.headers.get('content-disposition')).toMatch(
      /report-custom-2026-10-01_2026-10-31-\d{8}-\d{4}\.xlsx/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const summary = wb.getWorksheet('Summary')!;
    let headerRow = 0;
    summary.eachRow((row, n) => {
      if (row.getCell(1).value === 'Period') headerRow = n;
    });
    expect(headerRow).toBeGreaterThan(0);
    const current = summary.getRow(headerRow + 1);
    expect(current.getCell(2).value).toBe(85_800);
    expect(typeof current.getCell(2).value).toBe('number');
    expect(current.getCell(2).numFmt).toContain('₹');
    expect(current.getCell(3).value).toBe(3);
    expect(current.getCell(4).value).toBe(42_900);
    const detail = wb.getWorksheet('Package Analysis')!;
    expect(detail.getRow(1).values).toEqual([undefined, 'Package', 'Revenue', 'Share', 'Bookings']);
    expect(detail.getRow(2).getCell(1).value).toBe('Room only');
    expect(detail.getRow(2).getCell(2).value).toBe(85_800);
    expect(detail.getRow(2).getCell(2).numFmt).toContain('₹');
    const trend = wb.getWorksheet('Revenue Trend')!;
    expect(trend.getRow(7).getCell(1).value).toBe('Oct 2026');
    expect(trend.getRow(7).getCell(2).value).toBe(85_800);
  });

  it('PDF: the resort’s name, the period, the KPI table and the trend as a table', async () => {
    const res = await download('pdf');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const data = new Uint8Array(await res.arrayBuffer());
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data,
      isEvalSupported: false,
      standardFontDataUrl: `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`,
    }).promise;
    let text = '';
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      text +=
        content.items
          .map((i) => ('str' in i ? i.str.trim() : ''))
          .filter(Boolean)
          .join('\n') + '\n';
    }
    expect(text).toContain(t.config.resortName);
    expect(text).toContain('1 Oct 2026 - 31 Oct 2026');
    expect(text).toContain('Key figures');
    expect(text).toMatch(/Occupancy\n1\.2%/);
    expect(text).toMatch(/RevPAR\nINR 119/);
    expect(text).toContain('Revenue Trend');
    expect(text).toMatch(/Oct 2026\nINR 85,800\n3\nINR 42,900/);
  });
});
