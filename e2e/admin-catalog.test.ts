import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { emailOutbox } from '../src/server/db/schema';
import {
  calendarDay,
  DESKTOP,
  PHONE,
  hasHorizontalScroll,
  newPage,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { axeViolations } from './support/axe';
import { browserApi, siteApi } from './support/api';
import { expectStatus } from '../src/server/testing/typed-client';

const e2e = useSiteAndBrowser();

/** A guest's same-origin call from their browser (its cookies: the browsing session, decision 0106). */
const asGuest = (guest: BrowserContext) => browserApi(guest, e2e.site);

describe('admin catalog', () => {
  it('a guest enquiry appears live, staff respond, and the answer is e-mailed', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const guest = (await newPage(e2e.browser, PHONE)).context;
    try {
      await signInAsAdmin(page, e2e.site, '/admin/safari-queries');
      await expect.poll(() => page.getByTestId('stat-total-queries').textContent()).toBe('0');
      expect(await axeViolations(page)).toEqual([]);

      // The guest sends an enquiry from step 3, then books from the same browser.
      const sessionId = `e2e-session-${randomUUID()}`;
      const stay = { checkIn: '2027-02-09', checkOut: '2027-02-11' };
      const enquiry = await asGuest(guest)('POST /safari-enquiries', {
        json: { ...stay, safaris: [{ date: '2027-02-10', timing: 'Morning', persons: 3 }] },
      });
      expectStatus(enquiry, 201);
      await expect
        .poll(() => page.getByText('A new safari enquiry has been received from a guest').count())
        .toBe(1);
      // Not booked yet (no address to answer): listed apart, not in the figures (decision 0119).
      await expect
        .poll(() => page.getByTestId('view-unbooked').textContent())
        .toBe('Not booked (1)');
      expect(await page.getByTestId('stat-total-queries').textContent()).toBe('0');
      expect(await page.getByTestId('stat-pending').textContent()).toBe('0');
      const booking = await asGuest(guest)('POST /bookings', {
        json: {
          sessionId,
          villaId: 'glass-cottage',
          ...stay,
          adults: 2,
          children: 0,
          packageId: 'basic-stay',
          guest: {
            firstName: 'Nila',
            lastName: 'Kumar',
            email: 'nila.kumar@example.com',
            phone: '98765 43210',
            countryCode: '+91',
          },
          acceptTerms: true,
        },
      });
      expectStatus(booking, 201);
      await expect
        .poll(() => page.getByRole('button', { name: 'Respond to Nila Kumar' }).count())
        .toBe(1);
      await expect.poll(() => page.getByTestId('stat-total-queries').textContent()).toBe('1');
      expect(await page.getByTestId('view-unbooked').textContent()).toBe('Not booked (0)');

      await page.getByRole('button', { name: 'Respond to Nila Kumar' }).click();
      await page.getByRole('button', { name: 'Send Response' }).click();
      await expect.poll(() => page.getByText('Please enter a response message').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const answer = 'Your morning jeep on 10 Feb is booked. Meet at reception at 5:45 AM.';
      await page.getByLabel('Response to the guest').fill(answer);
      await page.getByLabel('Admin notes (internal)').fill('Jeep 2');
      await page.getByRole('button', { name: 'Send Response' }).click();
      await expect.poll(() => page.getByText('Response Sent').count()).toBe(1);
      await expect.poll(() => page.getByTestId('stat-confirmed').textContent()).toBe('1');

      const mails = await e2e.site.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'safari_response'));
      expect(mails.map((m) => m.toAddress)).toEqual(['nila.kumar@example.com']);
      expect(mails[0]!.text).toContain(answer);

      // The booking's detail page shows the resort's answer beside the enquiry.
      const { bookingId } = booking.body;
      await page.goto(`${e2e.site.url}/admin/bookings/${bookingId}`);
      await page.getByText(answer).first().waitFor();
      expect(await page.getByText(answer).count()).toBe(1);
    } finally {
      await guest.close();
      await context.close();
    }
  });

  it('staff upload a photo for a package and the guest package list shows it', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    try {
      await signInAsAdmin(page, e2e.site, '/admin/packages');
      await page.getByRole('button', { name: 'Edit Room Only Package' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not a picture'),
      });
      await expect
        .poll(() => dialog.getByText('Please upload a JPEG, PNG or WebP image').count())
        .toBeGreaterThan(0);
      const png = await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 150, b: 60 } },
      })
        .png()
        .toBuffer();
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'breakfast.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => page.getByText('Photo Uploaded').count()).toBe(1);
      expect(await dialog.getByLabel('Image URLs').inputValue()).toMatch(
        /\/api\/images\/[0-9a-f-]{36}$/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      const list = await siteApi(e2e.site).ok('GET /packages');
      const image = list.find((p) => p.id === 'basic-stay')!.images.at(-1)!;
      expect(image).toMatch(/^\/api\/images\//);
      const served = await fetch(`${e2e.site.url}${image}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
    } finally {
      await context.close();
    }
  });

  it('staff deactivate a package and the guest step 2 no longer offers it', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    try {
      await signInAsAdmin(page, e2e.site, '/admin/packages');
      await page.getByRole('button', { name: 'Deactivate Bed & Breakfast Package' }).click();
      await expect.poll(() => page.getByText('Status Updated').count()).toBe(1);
      await expect.poll(() => page.getByTestId('stat-active-packages').textContent()).toBe('1');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      const guestList = await siteApi(e2e.site).ok('GET /packages');
      expect(guestList.map((p) => p.id)).toEqual(['basic-stay']);
      // The guest's wizard: step 2 offers only the active package.
      await page.goto(e2e.site.url);
      const arrival = addDays(e2e.clock.today(), 21);
      await (await calendarDay(page, arrival)).click();
      await (await calendarDay(page, addDays(arrival, 1))).click();
      await page.getByLabel('Villa', { exact: true }).selectOption('kingfisher-villa');
      await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
      await page.getByRole('heading', { name: 'Select your Package' }).waitFor();
      await expect.poll(() => page.getByText('Room Only Package').count()).toBeGreaterThan(0);
      expect(await page.getByText('Bed & Breakfast Package').count()).toBe(0);

      await page.goto(`${e2e.site.url}/admin/users`);
      await expect.poll(() => page.getByText('Nila Kumar').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
