import type { BookingStatus } from '../../domain/enums';
import type { MovementKind } from '../../domain/folio';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows } from '../db/client';
import { bookings, inventoryBlocks, villaInventory } from '../db/schema';
import { recordMoneyMovement } from '../payments/ledger';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerOf, bodyAt, errorBody } from '../testing/typed-client';

/**
 * A hand-computed data set (22 units: GC 14, HV 4, KF 4), resort time Asia/Kolkata (UTC+5:30).
 * Money moves through the ledger's writer; Revenue is earned on the nights before tax, Payments
 * received is dated when the money moved (decision 0113).
 *
 * B5 kingfisher KF-03, 10–11 Sep, confirmed, made 1 Sep, subtotal 36,356, paid ₹42,900 on 2 Sep.
 * B1 kingfisher KF-01+KF-02, 10–13 Oct (6 unit-nights), confirmed, subtotal 60,000, made 20 Sep,
 *    paid ₹70,800 at 23:30 IST on 31 Oct (18:00 UTC): October money.
 * B2 glass GC-01, 30 Oct – 2 Nov (2 of its 3 nights in October), completed, subtotal 30,000,
 *    made 5 Oct, ₹35,400 at the desk at 00:10 IST on 1 Nov (18:40 UTC on 31 Oct): November money.
 * B3 hornbill HV-01, 20–22 Oct, cancelled, subtotal 16,000 of 20,000, made 6 Oct, paid ₹20,000 on
 *    6 Oct, ₹5,000 refunded on 8 Oct, a ₹1,000 refund asked on 9 Oct that failed on 10 Oct. It keeps
 *    ₹15,000 → ₹12,000 before tax, on its nights of 20 and 21 Oct.
 * B4 hornbill HV-02, 25–26 Oct, pending (not sold), made 20 Oct, nothing paid.
 * B6 glass GC-02, 1–3 Nov, confirmed, subtotal 8,400, ₹10,000 taken at the desk on 2 Nov.
 * GC-14 blocked 1–10 Oct (10 unit-nights).
 *
 * October (custom 1–31 Oct): Revenue 60,000 (B1) + 20,000 (B2's 30, 31 Oct) + 12,000 (B3) =
 * 92,000 from 3 bookings (avg 30,667); Payments received 20,000 − 5,000 − 1,000 + 1,000 + 70,800 =
 * 85,800; bookings made 3 (B2, B3, B4); nights sold 6 + 2 = 8; available 22 × 31 − 10 = 672 →
 * occupancy 1.2 %, ADR 92,000 / 8 = 11,500, RevPAR 92,000 / 672 = 137; conversion 1/3 = 33.3 %,
 * cancellation 33.3 %, avg stay (3 + 1) / 2 = 2, lead (25 + 5) / 2 = 15.
 * Previous period (31 Aug – 30 Sep): revenue 36,356, payments 42,900 → growth +153.1 %.
 * November to the 5th: 10,000 (B2's 1 Nov) + 8,400 (B6) = 18,400 against 92,000 → −80 %;
 * payments 35,400 + 10,000 = 45,400.
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
  },
  money: { subtotal: number; total: number; createdAt: string },
) {
  const b = await insertBookingWithUnits(t.database.db, {
    villaId: stay.villaId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    unitNumbers: stay.units,
    status: stay.status,
    paymentStatus: 'pending',
    guestName: `Guest ${key}`,
    email: `${key.toLowerCase()}@example.com`,
  });
  await t.database.db
    .update(bookings)
    .set({
      subtotal: money.subtotal,
      taxes: money.total - money.subtotal,
      total: money.total,
      remainingAmount: money.total,
      createdAt: at(money.createdAt),
    })
    .where(eq(bookings.id, b.id));
  ids[key] = b;
  return b;
}

let seq = 0;
/** One movement through the ledger's writer, at `when`. */
async function move(key: string, kind: MovementKind, amount: number, when: string) {
  seq += 1;
  await t.database.db.transaction((tx) =>
    recordMoneyMovement(
      tx,
      {
        bookingUuid: ids[key]!.id,
        kind,
        amount,
        idempotencyKey: `reports:${key}:${seq}`,
        method: kind === 'desk_payment' ? 'cash' : 'test',
        plan: kind === 'online_payment' ? 'full' : null,
        reference: `pay_${key}_${seq}`,
      },
      { actor: { id: null, name: 'Test' }, now: at(when), config: t.config },
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();

  await booking(
    'B5',
    {
      villaId: 'kingfisher-villa',
      units: ['KF-03'],
      checkIn: '2026-09-10',
      checkOut: '2026-09-11',
      status: 'confirmed',
    },
    { subtotal: 36_356, total: 42_900, createdAt: '2026-09-01T04:30:00Z' },
  );
  await move('B5', 'online_payment', 42_900, '2026-09-02T04:30:00Z');
  await booking(
    'B1',
    {
      villaId: 'kingfisher-villa',
      units: ['KF-01', 'KF-02'],
      checkIn: '2026-10-10',
      checkOut: '2026-10-13',
      status: 'confirmed',
    },
    { subtotal: 60_000, total: 70_800, createdAt: '2026-09-20T06:00:00Z' },
  );
  await move('B1', 'online_payment', 70_800, '2026-10-31T18:00:00Z');
  await booking(
    'B2',
    {
      villaId: 'glass-cottage',
      units: ['GC-01'],
      checkIn: '2026-10-30',
      checkOut: '2026-11-02',
      status: 'completed',
    },
    { subtotal: 30_000, total: 35_400, createdAt: '2026-10-05T04:30:00Z' },
  );
  await move('B2', 'desk_payment', 35_400, '2026-10-31T18:40:00Z');
  await booking(
    'B3',
    {
      villaId: 'hornbill-villa',
      units: [],
      checkIn: '2026-10-20',
      checkOut: '2026-10-22',
      status: 'cancelled',
    },
    { subtotal: 16_000, total: 20_000, createdAt: '2026-10-06T04:00:00Z' },
  );
  await move('B3', 'online_payment', 20_000, '2026-10-06T05:00:00Z');
  await move('B3', 'refund_requested', 5000, '2026-10-08T05:00:00Z');
  await move('B3', 'refund_requested', 1000, '2026-10-09T05:00:00Z');
  await move('B3', 'refund_failed', 1000, '2026-10-10T05:00:00Z');
  await booking(
    'B4',
    {
      villaId: 'hornbill-villa',
      units: ['HV-02'],
      checkIn: '2026-10-25',
      checkOut: '2026-10-26',
      status: 'pending',
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
    },
    { subtotal: 8400, total: 10_000, createdAt: '2026-11-01T04:30:00Z' },
  );
  await move('B6', 'desk_payment', 10_000, '2026-11-02T04:30:00Z');
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
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

const get = (path: string) => t.request('GET', path, undefined, { cookie });
const report = async (query: string) => {
  const res = await get(`/api/admin/reports?${query}`);
  return bodyAt(await answerOf('GET /admin/reports', res), 200);
};
const OCTOBER = 'period=custom&from=2026-10-01&to=2026-10-31';

describe('reports', () => {
  it('needs a session and refuses bad filters with the field named', async () => {
    expect((await t.request('GET', '/api/admin/reports')).status).toBe(401);
    const bad = await get('/api/admin/reports?period=custom&from=2026-10-31&to=2026-10-01');
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.fields).toHaveProperty('to');
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
        const body = await errorBody(res);
        expect(body.error.code).toBe('VALIDATION_ERROR');
        expect(body.error.fields).toHaveProperty(field);
      }
    },
  );

  it('October by hand: revenue on the nights before tax, payments received, growth, bookings, KPIs', async () => {
    const r = await report(OCTOBER);
    expect(r.period).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(r.previousPeriod).toMatchObject({ from: '2026-08-31', to: '2026-09-30' });
    expect(r.summary).toEqual({
      revenue: 92_000,
      previousRevenue: 36_356,
      growth: 153.1,
      bookings: 3,
      previousBookings: 2,
      bookingsGrowth: 50,
      averageBookingValue: 30_667,
      previousAverageBookingValue: 36_356,
      earningBookings: 3,
      paymentsReceived: 85_800,
      previousPaymentsReceived: 42_900,
    });
    expect(r.kpis).toEqual({
      occupancyRate: 1.2,
      adr: 11_500,
      revpar: 137,
      averageStay: 2,
      leadTime: 15,
      cancellationRate: 33.3,
      conversionRate: 33.3,
      nightsSold: 8,
      unitNightsAvailable: 672,
    });
    expect(r.villaShare).toEqual([
      { villaId: 'kingfisher-villa', name: expect.any(String), revenue: 60_000, share: 65.2 },
      { villaId: 'glass-cottage', name: expect.any(String), revenue: 20_000, share: 21.7 },
      { villaId: 'hornbill-villa', name: expect.any(String), revenue: 12_000, share: 13 },
    ]);
    expect(r.packageShare).toEqual([
      { packageId: null, name: 'Room only', revenue: 92_000, share: 100 },
    ]);
    expect(r.trend.map((m) => [m.month, m.revenue, m.paymentsReceived, m.bookings])).toEqual([
      ['2026-05', 0, 0, 0],
      ['2026-06', 0, 0, 0],
      ['2026-07', 0, 0, 0],
      ['2026-08', 0, 0, 0],
      ['2026-09', 36_356, 42_900, 2],
      ['2026-10', 92_000, 85_800, 3],
    ]);
    expect(r.topVillas.map((v) => [v.villaId, v.revenue, v.nightsSold])).toEqual([
      ['kingfisher-villa', 60_000, 6],
      ['glass-cottage', 20_000, 2],
      ['hornbill-villa', 12_000, 0],
    ]);
  });

  it('period boundaries are the resort’s midnight: 23:30 IST on 31 Oct is October, 00:10 IST on 1 Nov is November', async () => {
    const r = await report('period=month');
    expect(r.period).toMatchObject({ from: '2026-11-01', to: '2026-11-05' });
    expect(r.previousPeriod).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    // B2's last night (1 Nov) and B6's two nights.
    expect(r.summary.revenue).toBe(18_400);
    expect(r.summary.previousRevenue).toBe(92_000);
    expect(r.summary.growth).toBe(-80);
    // B2's desk payment (00:10 IST on 1 Nov) and B6's.
    expect(r.summary.paymentsReceived).toBe(45_400);
    expect(r.summary.bookings).toBe(1);
    // The last night of B2 (1 Nov) and B6's nights of 1 and 2 Nov (3 Nov is not yet in the period).
    expect(r.kpis.nightsSold).toBe(3);
    expect(r.kpis.unitNightsAvailable).toBe(22 * 5);
    // A day's range: only 31 October (IST) holds B1's payment; its revenue is B2's night.
    const lastDay = await report('period=custom&from=2026-10-31&to=2026-10-31');
    expect(lastDay.summary.paymentsReceived).toBe(70_800);
    expect(lastDay.summary.revenue).toBe(10_000);
    const firstDay = await report('period=custom&from=2026-11-01&to=2026-11-01');
    expect(firstDay.summary.paymentsReceived).toBe(35_400);
    expect(firstDay.summary.revenue).toBe(10_000 + 4200);
  });

  it('the trend’s last month stops where the period stops, so its bar equals the summary', async () => {
    // 1–20 Oct: B1's 3 nights (60,000) and B3's kept money on its night of 20 Oct (6,000).
    const r = await report('period=custom&from=2026-10-01&to=2026-10-20');
    expect(r.summary.revenue).toBe(66_000);
    expect(r.trend.at(-1)).toMatchObject({ month: '2026-10', revenue: 66_000 });
  });

  it('growth is 0 when the previous period had no revenue', async () => {
    const r = await report('period=custom&from=2026-09-01&to=2026-09-30');
    expect(r.summary.revenue).toBe(36_356);
    expect(r.summary.previousRevenue).toBe(0);
    expect(r.summary.growth).toBe(0);
  });

  it('refunds lower Payments received on the day they are asked; a failed one gives it back', async () => {
    const day = async (d: string) =>
      (await report(`period=custom&from=${d}&to=${d}`)).summary.paymentsReceived;
    expect(await day('2026-10-06')).toBe(20_000);
    expect(await day('2026-10-08')).toBe(-5000);
    expect(await day('2026-10-09')).toBe(-1000);
    expect(await day('2026-10-10')).toBe(1000);
    // The cancelled booking's revenue is what it kept, on its nights (20 and 21 Oct).
    expect((await report('period=custom&from=2026-10-08&to=2026-10-08')).summary.revenue).toBe(0);
    const nights = await report('period=custom&from=2026-10-20&to=2026-10-21');
    expect(nights.summary.revenue).toBe(12_000);
  });

  it('villa and status filters narrow the figures; the villa report has per-villa KPIs', async () => {
    const kf = await report(`${OCTOBER}&villaId=kingfisher-villa&reportType=villa`);
    expect(kf.summary.revenue).toBe(60_000);
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
        revenue: 60_000,
        share: 100,
        bookings: 0,
        nightsSold: 6,
        occupancyRate: 4.8,
        adr: 10_000,
        revpar: 484,
      },
    ]);
    const cancelled = await report(`${OCTOBER}&status=cancelled`);
    expect(cancelled.summary).toMatchObject({
      revenue: 12_000,
      paymentsReceived: 15_000,
      bookings: 1,
    });
    const guests = await report(`${OCTOBER}&reportType=guest`);
    expect(
      guests.detail.rows.map((g) => [g.email, g.revenue, g.paymentsReceived, g.bookings]),
    ).toEqual([
      ['b1@example.com', 60_000, 70_800, 0],
      ['b2@example.com', 20_000, 0, 1],
      ['b3@example.com', 12_000, 15_000, 1],
      ['b4@example.com', 0, 0, 1],
    ]);
  });

  it('Payments received agrees with a direct sum over the ledger', async () => {
    const [row] = await queryRows<{ net: unknown }>(
      t.database.db,
      sql`select coalesce(sum(case when kind = 'refund_requested' then -amount
                                   when kind in ('charge_added', 'charge_voided', 'stay_repriced', 'refund_processed') then 0
                                   else amount end), 0) as net
            from money_movements
           where (occurred_at at time zone 'Asia/Kolkata')::date between '2026-10-01' and '2026-10-31'`,
    );
    expect((await report(OCTOBER)).summary.paymentsReceived).toBe(Number(row!.net));
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
    expect(rows[0]).toEqual([
      'Period',
      'Revenue',
      'Bookings',
      'Avg Booking Value',
      'Payments Received',
    ]);
    expect(rows[1]).toEqual([
      'Custom range (1 Oct 2026 – 31 Oct 2026)',
      '92000',
      '3',
      '30667',
      '85800',
    ]);
    expect(rows[2]).toEqual([
      'Previous period (31 Aug 2026 – 30 Sep 2026)',
      '36356',
      '2',
      '36356',
      '42900',
    ]);
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
    expect(rows[header + 1]!.slice(1)).toEqual(['60000', '65.2', '0', '6', '4.8', '10000', '484']);
    expect(rows.find((r) => r[0] === 'Occupancy')).toEqual(['Occupancy', '1.2']);
    expect(rows.find((r) => r[0] === 'RevPAR')).toEqual(['RevPAR', '137']);
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
    expect(current.getCell(2).value).toBe(92_000);
    expect(typeof current.getCell(2).value).toBe('number');
    expect(current.getCell(2).numFmt).toContain('₹');
    expect(current.getCell(3).value).toBe(3);
    expect(current.getCell(4).value).toBe(30_667);
    expect(current.getCell(5).value).toBe(85_800);
    expect(current.getCell(5).numFmt).toContain('₹');
    const detail = wb.getWorksheet('Package Analysis')!;
    expect(detail.getRow(1).values).toEqual([undefined, 'Package', 'Revenue', 'Share', 'Bookings']);
    expect(detail.getRow(2).getCell(1).value).toBe('Room only');
    expect(detail.getRow(2).getCell(2).value).toBe(92_000);
    expect(detail.getRow(2).getCell(2).numFmt).toContain('₹');
    const trend = wb.getWorksheet('Revenue Trend')!;
    expect(trend.getRow(7).getCell(1).value).toBe('Oct 2026');
    expect(trend.getRow(7).getCell(2).value).toBe(92_000);
    expect(trend.getRow(7).getCell(5).value).toBe(85_800);
  });

  /** The text pdf.js reads back from a PDF answer, one drawn item per line. */
  const pdfLines = async (res: Response) => {
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
    return text;
  };

  it('PDF: the resort’s name, the period, the KPI table and the trend as a table', async () => {
    const res = await download('pdf');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfLines(res);
    expect(text).toContain(t.config.resortName);
    expect(text).toContain('1 Oct 2026 - 31 Oct 2026');
    expect(text).toContain('Key figures');
    expect(text).toMatch(/Occupancy\n1\.2%/);
    expect(text).toMatch(/RevPAR\nINR 137/);
    expect(text).toContain('Revenue Trend');
    expect(text).toMatch(/Oct 2026\nINR 92,000\n3\nINR 30,667\nINR 85,800/);
    expect(text).toContain('Payments received: Money paid in by guests');
  });

  it('PDF: guests’ names in any script print as typed, not as "?"', async () => {
    const names = { B1: 'Zoë Łukasiewicz', B3: 'محمد الحسن' };
    for (const [key, guestName] of Object.entries(names))
      await t.database.db.update(bookings).set({ guestName }).where(eq(bookings.id, ids[key]!.id));
    const text = await pdfLines(await download('pdf', `${OCTOBER}&reportType=guest`));
    const lines = text.split('\n');
    // A name may be drawn in runs of several fonts: its row's first cell, up to the e-mail column
    // (cut to fit: "b1@ex...").
    for (const [key, name] of Object.entries(names)) {
      const email = `${key.toLowerCase()}@`;
      const at = lines.findIndex((line) => line.startsWith(email));
      expect(at, email).toBeGreaterThan(0);
      const cell = lines.slice(Math.max(0, at - 3), at).join('');
      // Compared without spaces: pdf.js reads each run apart and the test trims them.
      expect(cell.replace(/\s/g, '')).toContain(name.replace(/\s/g, ''));
    }
    expect(text).not.toContain('?');
    // Columns as wide as their figures: money is never cut to "INR 60...".
    expect(lines).toEqual(expect.arrayContaining(['INR 60,000', 'INR 70,800', 'b1@example.com']));
  });
});
