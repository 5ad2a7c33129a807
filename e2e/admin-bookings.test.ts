import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  asNewGuest,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { axeViolations } from './support/axe';
import { siteApi } from './support/api';
import { bodyAt } from '../src/server/testing/typed-client';

const e2e = useSiteAndBrowser();
const STAY = { villaId: 'kingfisher-villa', checkIn: '2027-02-10', checkOut: '2027-02-12' };

/** A booking made the way a guest makes it: POST /api/bookings. */
async function guestBooking(first: string, last: string, rooms: number): Promise<string> {
  const created = await siteApi(e2e.site)('POST /bookings', {
    header: asNewGuest(),
    json: {
      sessionId: `e2e-${first}-${randomUUID()}`,
      ...STAY,
      adults: 2,
      children: 0,
      rooms,
      packageId: 'basic-stay',
      guest: {
        firstName: first,
        lastName: last,
        email: `${first}.${last}@example.com`.toLowerCase(),
        phone: '98765 43210',
        countryCode: '+91',
      },
      acceptTerms: true,
    },
  });
  return bodyAt(created, 201).bookingId;
}

async function unitsLeft(): Promise<number> {
  return (await siteApi(e2e.site).ok('GET /availability', { query: STAY })).unitsLeft;
}

describe('admin booking management', () => {
  it('finds a guest booking by surname, opens it, cancels another (unit freed), exports CSV', async () => {
    const lakshmi = await guestBooking('Lakshmi', 'Venkataraman', 1);
    const rohan = await guestBooking('Rohan', 'Kapoor', 3);
    expect(await unitsLeft()).toBe(0);

    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site);
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await page.getByRole('heading', { name: 'Booking Management' }).waitFor();

    // Search by part of the surname, in another case; the URL keeps the search.
    await page.getByLabel('Search bookings').fill('venKATA');
    await page.waitForURL(/q=venKATA/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('table').textContent()).toContain('Lakshmi Venkataraman');
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('link', { name: lakshmi, exact: true }).click();
    await page.getByRole('heading', { name: 'Lakshmi Venkataraman' }).waitFor();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    expect(await page.getByRole('region', { name: 'Units' }).textContent()).toMatch(/KF-0\d/);
    expect(await axeViolations(page)).toEqual([]);

    // Cancel the other booking from the list, behind the danger dialog with a reason.
    await page.getByRole('link', { name: 'All bookings' }).click();
    await page.getByLabel('Search bookings').fill('Kapoor');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: `Cancel booking ${rohan}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.getByText('Please give a reason for the cancellation').waitFor();
    await dialog.getByLabel('Reason for cancellation').fill('Guest phoned: plans changed');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByText('Booking status changed to cancelled').waitFor();
    expect(await unitsLeft()).toBe(3);
    await expect.poll(() => page.getByRole('table').textContent()).toContain('No units held');

    // Export what the filter matches (everything, with no search) and read the file.
    await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]![0]).toBe('Booking ID');
    const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byCode.get(lakshmi)![1]).toBe('Lakshmi Venkataraman');
    expect(byCode.get(rohan)![9]).toBe('Cancelled');
    // A phone is written as it is (not a formula: decision 0119); times in the resort's words.
    expect(byCode.get(lakshmi)![3]).toBe('+91 9876543210');
    expect(byCode.get(lakshmi)![15]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    await page.getByText('Export Complete').waitFor();
    await context.close();
  });

  it('on a phone: the list, the dashboard link pre-filtered to Half Paid, nothing scrolls sideways', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(page, e2e.site, '/admin/bookings?filter=advance_paid');
    await page.waitForURL(/paymentStatus=advance_paid/);
    expect(await page.getByLabel('Payment').inputValue()).toBe('advance_paid');
    await page.getByText('No bookings found', { exact: true }).waitFor();
    await page.getByText('No Bookings Found', { exact: true }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
