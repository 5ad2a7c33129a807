import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '../src/domain/dates';
import { formatInr } from '../src/domain/money';
import { bookings } from '../src/server/db/schema';
import { insertBookingWithUnits } from '../src/server/testing/fixtures';
import { bodyAt } from '../src/server/testing/typed-client';
import { browserApi, siteApi } from './support/api';
import {
  asNewGuest,
  DESKTOP,
  PHONE,
  hasHorizontalScroll,
  newPage,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { axeViolations } from './support/axe';
import { screenshot } from './support/screenshots';

const require = createRequire(import.meta.url);

const e2e = useSiteAndBrowser();

/** A guest books and pays in full through the test gateway. */
async function paidBooking(villaId: string, daysAhead: number, name: string) {
  const checkIn = addDays(e2e.clock.today(), daysAhead);
  const guest = siteApi(e2e.site, asNewGuest());
  const created = await guest('POST /bookings', {
    json: {
      sessionId: `e2e-reports-${name}-${randomUUID()}`,
      villaId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 2,
      children: 0,
      guest: {
        firstName: name,
        lastName: 'Guest',
        email: `${name.toLowerCase()}@example.com`,
        phone: '98765 43210',
        countryCode: '+91',
      },
      acceptTerms: true,
    },
  });
  const { bookingId } = bodyAt(created, 201);
  const order = await guest.ok('POST /payments/create-order', {
    json: { bookingId, plan: 'full' },
  });
  const card = {
    number: '4111 1111 1111 1111',
    expiry: '12/35',
    cvv: '123',
    name: `${name} Guest`,
  };
  const paid = await guest.ok('POST /test-gateway/pay', { json: { orderId: order.orderId, card } });
  const verified = await guest('POST /payments/verify', { json: { ...paid, bookingId } });
  expect(verified.status).toBe(200);
}

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { file, bytes: readFileSync((await file.path())!) };
}

const FILE_NAME = (ext: string) =>
  new RegExp(`^report-month-\\d{4}-\\d{2}-01_\\d{4}-\\d{2}-\\d{2}-\\d{8}-\\d{4}\\.${ext}$`);

describe('admin reports', () => {
  it('shows this month’s figures and exports them as CSV, PDF and Excel files that open', async () => {
    await paidBooking('kingfisher-villa', 20, 'Meera');
    await paidBooking('glass-cottage', 25, 'Arjun');

    const { context, page } = await newPage(e2e.browser, DESKTOP);
    try {
      await signInAsAdmin(page, e2e.site);
      const api = await browserApi(page, e2e.site).ok('GET /admin/reports', {
        query: { period: 'month' },
      });
      expect(api.summary.bookings).toBe(2);
      // Paid today for stays ahead (decision 0113): money in now, revenue on the nights.
      expect(api.summary.paymentsReceived).toBeGreaterThan(0);
      expect(api.summary.revenue).toBeGreaterThanOrEqual(0);

      await page.getByRole('link', { name: 'Reports' }).first().click();
      await page.waitForURL(`${e2e.site.url}/admin/reports`);
      await expect
        .poll(() => page.getByTestId('stat-total-revenue').textContent())
        .toBe(formatInr(api.summary.revenue));
      expect(await page.getByTestId('stat-total-bookings').textContent()).toBe('2');
      await page
        .getByRole('region', { name: 'Top Performing Villas' })
        .getByText('Kingfisher', { exact: false })
        .waitFor();
      // The chart (a lazy chunk) has drawn its bars.
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'reports-1280', { fullPage: true });

      // The definitions are one click away.
      await page.getByRole('button', { name: 'How the figures are counted' }).click();
      await page
        .getByRole('dialog')
        .getByText('Nights sold ÷ unit-nights available (units', { exact: false })
        .waitFor();
      await screenshot(page, 'reports-help-1280');
      await page.keyboard.press('Escape');

      // CSV
      const csv = await download(page, 'CSV');
      expect(csv.file.suggestedFilename()).toMatch(FILE_NAME('csv'));
      const rows = parse(csv.bytes, {
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
      expect(rows[1]!.slice(1)).toEqual([
        String(api.summary.revenue),
        '2',
        String(api.summary.averageBookingValue),
        String(api.summary.paymentsReceived),
      ]);
      await page.getByText('Export Complete').first().waitFor();

      // PDF
      const pdf = await download(page, 'PDF');
      expect(pdf.file.suggestedFilename()).toMatch(FILE_NAME('pdf'));
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const doc = await pdfjs.getDocument({
        data: new Uint8Array(pdf.bytes),
        isEvalSupported: false,
        standardFontDataUrl: `${dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`,
      }).promise;
      const content = await (await doc.getPage(1)).getTextContent();
      const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
      expect(text).toContain('Village Machaan');
      expect(text).toContain(api.period.label.replace('–', '-'));
      expect(text).toContain(`INR ${api.summary.revenue.toLocaleString('en-IN')}`);
      expect(text).toContain('Key figures');
      expect(text).toContain('Revenue Trend');

      // Excel
      const xlsx = await download(page, 'Excel');
      expect(xlsx.file.suggestedFilename()).toMatch(FILE_NAME('xlsx'));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.bytes as never);
      const summary = wb.getWorksheet('Summary')!;
      let current: ExcelJS.Row | undefined;
      summary.eachRow((row, n) => {
        if (row.getCell(1).value === 'Period') current = summary.getRow(n + 1);
      });
      expect(current!.getCell(2).value).toBe(api.summary.revenue);
      expect(current!.getCell(2).numFmt).toContain('₹');
      expect(current!.getCell(3).value).toBe(2);

      // Filters live in the URL: the villa report survives a reload.
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel('Report Type').selectOption('villa');
      await page.waitForURL(/reportType=villa/);
      await page.reload();
      await expect.poll(() => page.getByLabel('Report Type').inputValue()).toBe('villa');
      await page.getByRole('columnheader', { name: 'RevPAR' }).waitFor();
      await page.getByLabel('Status').selectOption('cancelled');
      await page.waitForURL(/status=cancelled/);
      await expect
        .poll(() => page.getByTestId('stat-total-revenue').textContent())
        .toBe(formatInr(0));
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    try {
      await signInAsAdmin(page, e2e.site, '/admin/reports?period=year');
      await page.getByTestId('stat-total-revenue').waitFor();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'reports-390', { fullPage: true });
      await page.getByLabel('Period').selectOption('custom');
      await page.waitForURL(/period=custom&from=\d{4}-\d{2}-\d{2}&to=/);
      await page.getByLabel('From').waitFor();
      await screenshot(page, 'reports-390-custom');
    } finally {
      await context.close();
    }
  });

  it('shows the promo discounts given on the period’s nights, per code (decision 0128)', async () => {
    // A stay of the last two nights (sold, a promo code applied): its discount is on them.
    const today = e2e.clock.today();
    const b = await insertBookingWithUnits(e2e.site.database.db, {
      villaId: 'hornbill-villa',
      checkIn: addDays(today, -2),
      checkOut: today,
      unitNumbers: ['HV-04'],
      status: 'checked_out',
      paymentStatus: 'paid',
      guestName: 'Promo Guest',
    });
    await e2e.site.database.db
      .update(bookings)
      .set({ promoCode: 'FOREST10', discountAmount: 1500 })
      .where(eq(bookings.id, b.id));
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(e2e.browser, viewport);
      try {
        await signInAsAdmin(page, e2e.site, '/admin/reports?period=year');
        const card = page.getByRole('region', { name: 'Promo Discounts Given' });
        await card.getByRole('cell', { name: 'FOREST10' }).waitFor();
        expect(await card.textContent()).toContain(formatInr(1500));
        expect(await hasHorizontalScroll(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(card, `reports-discounts-${viewport.width}`);
      } finally {
        await context.close();
      }
    }
  });
});
