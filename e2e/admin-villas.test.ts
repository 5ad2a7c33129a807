import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VILLA_DELETE_REFUSED } from '../src/domain/admin-forms';
import { addDays, formatLongDate, formatShortDate } from '../src/domain/dates';
import { axeViolations } from './support/axe';
import { siteApi } from './support/api';
import {
  asNewGuest,
  DESKTOP,
  PHONE,
  hasHorizontalScroll,
  newPage,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { screenshot } from './support/screenshots';

const e2e = useSiteAndBrowser();

const availability = (villaId: string, checkIn: string) =>
  siteApi(e2e.site).ok('GET /availability', {
    query: { villaId, checkIn, checkOut: addDays(checkIn, 1), rooms: '1' },
  });

const quote = (villaId: string, checkIn: string) =>
  siteApi(e2e.site, asNewGuest()).ok('POST /quote', {
    json: { villaId, checkIn, checkOut: addDays(checkIn, 1), adults: 2, children: 0, rooms: 1 },
  });

const guestVillas = () => siteApi(e2e.site).ok('GET /villas');

/** The calendar day's button ("Friday, December 4, 2026: Available, …"). */
const calendarDay = (page: Page, date: string) =>
  page.getByRole('grid').getByRole('button', { name: new RegExp(`^${formatLongDate(date)}:`) });

async function showMonthOf(page: Page, date: string) {
  await page.getByRole('grid').getByRole('button').first().waitFor(); // the month is there
  for (let i = 0; i < 3 && (await calendarDay(page, date).count()) === 0; i++)
    await page.getByRole('button', { name: 'Next month' }).click();
}

describe('admin villas', () => {
  it('staff block every Kingfisher unit for a night and set a special rate; the guest API follows', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    try {
      await signInAsAdmin(page, e2e.site, '/admin/villas');
      await expect.poll(() => page.getByTestId('stat-total-villas').textContent()).toBe('3');
      expect(await page.getByTestId('stat-active-villas').textContent()).toBe('3');
      await screenshot(page, 'villas-1280', { fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);

      const today = e2e.clock.today();
      const night = addDays(today, 20);
      expect((await availability('kingfisher-villa', night)).available).toBe(true);

      await page.getByRole('link', { name: 'Availability calendar of Kingfisher Villa' }).click();
      await page
        .getByRole('heading', { name: 'Kingfisher Villa - Availability Calendar' })
        .waitFor();
      await showMonthOf(page, night);
      await calendarDay(page, night).click();
      await page.getByRole('heading', { name: formatLongDate(night) }).waitFor();
      await screenshot(page, 'villa-calendar-1280', { fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Keyboard: the arrow key moves to the next day.
      await calendarDay(page, night).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)).toBe(
        addDays(night, 1),
      );
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');

      // Block: a past start date is refused by the form; then all units for the night.
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      const block = page.getByRole('dialog', { name: 'Block Date(s)' });
      await block.waitFor();
      await block.getByLabel('From').fill(addDays(today, -1));
      await block.getByRole('button', { name: 'Block Date' }).click();
      await expect.poll(() => block.getByText('Past dates cannot be blocked').count()).toBe(1);
      await block.getByLabel('From').fill(night);
      await block.getByLabel('Block Type').selectOption('deep_cleaning');
      await block.getByLabel('Notes').fill('Annual deep clean');
      await screenshot(page, 'block-dialog-1280');
      expect(await axeViolations(page)).toEqual([]);
      await block.getByRole('button', { name: 'Block Date' }).click();
      await expect.poll(() => page.getByText('Date Blocked').count()).toBe(1);
      await expect
        .poll(async () => (await availability('kingfisher-villa', night)).available)
        .toBe(false);
      expect((await availability('kingfisher-villa', night)).unitsLeft).toBe(0);
      // The calendar shows the night booked out, and the block is listed.
      await expect
        .poll(() => calendarDay(page, night).textContent())
        .toContain('0/4 units available');
      await expect.poll(() => page.getByText('Annual deep clean').count()).toBeGreaterThan(0);

      // Blocking the same night again is refused with the server's words.
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await block.getByLabel('Unit').selectOption('KF-02');
      await block.getByRole('button', { name: 'Block Date' }).click();
      await expect
        .poll(() => block.getByRole('alert').textContent())
        .toMatch(/KF-02 is already blocked/);
      await block.getByRole('button', { name: 'Cancel' }).click();

      // Rate: a special rate for the next night changes the guest's quote.
      const rateNight = addDays(night, 1);
      const before = await quote('kingfisher-villa', rateNight);
      await calendarDay(page, rateNight).click();
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      const rate = page.getByRole('dialog', { name: 'Set Nightly Rate' });
      await rate.getByLabel('Price for this night (₹)').fill('31000');
      // The night's own minimum stay and closed arrival (decision 0127) are labelled controls.
      await rate.getByLabel('Minimum stay from this night (nights)').waitFor();
      await rate.getByLabel(/Closed to arrival/).waitFor();
      await screenshot(page, 'rate-dialog-1280');
      await rate.getByRole('button', { name: 'Set Rate' }).click();
      await expect.poll(() => page.getByText('Rate Updated').count()).toBe(1);
      const after = await quote('kingfisher-villa', rateNight);
      expect(before.villaTotal).not.toBe(31000);
      expect(after.villaTotal).toBe(31000);
      expect(after.nightly).toEqual([expect.objectContaining({ date: rateNight, rate: 31000 })]);

      // Pricing rule form and the unit form open and pass axe.
      await page.getByRole('button', { name: 'Add Rule' }).click();
      await page.getByRole('dialog', { name: 'Add Pricing Rule' }).waitFor();
      await screenshot(page, 'rule-dialog-1280');
      expect(await axeViolations(page)).toEqual([]);
      // A rule doubling one night for this villa shows in the 60-night preview and the quote.
      const ruleNight = addDays(night, 2);
      const ruleDialog = page.getByRole('dialog', { name: 'Add Pricing Rule' });
      await ruleDialog.getByLabel('Rule Name').fill('Festival night');
      await ruleDialog.getByLabel('Price Modifier').fill('2');
      await ruleDialog.getByLabel('Start Date (optional)').fill(ruleNight);
      await ruleDialog.getByLabel('End Date (optional)').fill(ruleNight);
      await ruleDialog.getByRole('button', { name: 'Add Rule' }).click();
      await expect.poll(() => page.getByText('Rule Added').count()).toBe(1);
      const ruleTile = page.getByRole('button', {
        name: new RegExp(`^Rate for ${formatShortDate(ruleNight)}`),
      });
      await expect.poll(() => ruleTile.textContent()).toContain('₹44,000');
      expect((await quote('kingfisher-villa', ruleNight)).villaTotal).toBe(44000);
      await page.getByRole('button', { name: 'Deactivate rule Festival night' }).click();
      await expect.poll(() => ruleTile.textContent()).not.toContain('₹44,000');
      expect((await quote('kingfisher-villa', ruleNight)).villaTotal).toBeLessThan(44000);
      await page.getByRole('button', { name: 'Add Unit' }).click();
      await page.getByRole('dialog', { name: 'Add Room Unit' }).waitFor();
      await screenshot(page, 'unit-dialog-1280');
      await page.keyboard.press('Escape');

      // Removing the block frees the night again.
      await page
        .getByRole('button', {
          name: new RegExp(`^Remove block KF-01, KF-02, KF-03, KF-04 ${night}`),
        })
        .click();
      await page.getByRole('button', { name: 'Remove Block' }).click();
      await expect
        .poll(async () => (await availability('kingfisher-villa', night)).available)
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('staff add a villa with an uploaded photo, guests see it, and deactivating removes it', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    try {
      await signInAsAdmin(page, e2e.site, '/admin/villas');
      await expect.poll(() => page.getByTestId('stat-total-villas').textContent()).toBe('3');
      await screenshot(page, 'villas-390', { fullPage: true });
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.getByRole('button', { name: 'Add Villa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Villa' });
      await dialog.getByRole('button', { name: 'Create Villa' }).click();
      await expect.poll(() => dialog.getByText('Villa ID is required').count()).toBe(1);
      expect(await dialog.getByText('Villa name is required').count()).toBe(1);
      expect(await dialog.getByText('Base price must be greater than 0').count()).toBe(1);
      await dialog.getByLabel('Villa ID').fill('Sunbird Villa');
      await dialog.getByRole('button', { name: 'Create Villa' }).click();
      await expect
        .poll(() =>
          dialog
            .getByText('Villa ID can only contain lowercase letters, numbers, and hyphens')
            .count(),
        )
        .toBe(1);
      await screenshot(page, 'villa-form-errors-390');
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByLabel('Villa ID').fill('sunbird-villa');
      await dialog.getByLabel('Villa Name').fill('Sunbird Villa');
      await dialog.getByLabel('Description').fill('A quiet villa by the lake.');
      await dialog.getByLabel('Base Price per Night (₹)').fill('16000');
      await dialog.getByLabel('Max Guests').fill('4');
      for (const a of ['Lake View', 'Lake View', '  ', 'Private Deck']) {
        await dialog.getByLabel('New amenity').fill(a);
        await dialog.getByLabel('New amenity').press('Enter');
      }
      expect(
        await dialog.getByRole('list', { name: 'Amenities' }).getByRole('listitem').count(),
      ).toBe(2);

      // A file that is not a picture is refused by the server.
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not a picture'),
      });
      await expect
        .poll(() => dialog.getByText('Please upload a JPEG, PNG or WebP image').count())
        .toBe(1);
      const png = await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 110, b: 70 } },
      })
        .png()
        .toBuffer();
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'sunbird.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => page.getByText('Photo Uploaded').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Create Villa' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'villa-form-390');
      // A new villa has no room units: Active is not offered, it is created Inactive (0119).
      expect(await dialog.getByLabel('Status').locator('option[value="active"]').isDisabled()).toBe(
        true,
      );
      await dialog.getByRole('button', { name: 'Create Villa' }).click();
      await expect.poll(() => page.getByText('Villa Created').count()).toBe(1);
      // The next step: its room units, on its calendar page.
      await page.waitForURL(/\/admin\/villas\/sunbird-villa#room-units$/);
      await page.getByRole('heading', { name: 'Room Units (0)' }).waitFor();
      expect((await guestVillas()).map((v) => v.id)).not.toContain('sunbird-villa');
      await screenshot(page, 'villa-new-units-390', { fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add Unit' }).click();
      const unitDialog = page.getByRole('dialog', { name: 'Add Room Unit' });
      await unitDialog.getByLabel('Unit Number').fill('SB-01');
      await unitDialog.getByRole('button', { name: 'Add Unit' }).click();
      await page.getByRole('heading', { name: 'Room Units (1)' }).waitFor();
      await page.goto(`${e2e.site.url}/admin/villas`);
      await expect.poll(() => page.getByTestId('stat-total-villas').textContent()).toBe('4');
      await page.getByRole('switch', { name: 'Sunbird Villa active' }).click();
      await expect
        .poll(() =>
          page.getByRole('switch', { name: 'Sunbird Villa active' }).getAttribute('aria-checked'),
        )
        .toBe('true');

      const listed = (await guestVillas()).find((v) => v.id === 'sunbird-villa');
      expect(listed?.images).toHaveLength(1);
      expect(listed!.images[0]).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
      const photo = await fetch(`${e2e.site.url}${listed!.images[0]}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');

      // Edit: the ID is locked.
      await page.getByRole('button', { name: 'Edit Sunbird Villa' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Villa' });
      expect(await edit.getByLabel('Villa ID').getAttribute('readonly')).not.toBeNull();
      await page.keyboard.press('Escape');

      // Deactivate with the toggle: the guest list no longer offers it.
      await page.getByRole('switch', { name: 'Sunbird Villa active' }).click();
      await expect.poll(() => page.getByText('Status Updated').count()).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page.getByRole('switch', { name: 'Sunbird Villa active' }).getAttribute('aria-checked'),
        )
        .toBe('false');
      expect(
        await page
          .getByRole('switch', { name: 'Sunbird Villa active' })
          .getAttribute('aria-checked'),
      ).toBe('false');
      expect((await guestVillas()).map((v) => v.id)).not.toContain('sunbird-villa');

      // Multi-select: Set Maintenance on two villas, the selection clears.
      await page.getByLabel('Select Sunbird Villa').check();
      await page.getByLabel('Select Hornbill Villa').check();
      await screenshot(page, 'villas-selected-390');
      await page.getByRole('button', { name: 'Set Maintenance' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Set Maintenance' }).click();
      await expect.poll(() => page.getByText('Updated 2 villas').count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Selected villas' }).count()).toBe(0);
      expect((await guestVillas()).map((v) => v.id)).toEqual(['glass-cottage', 'kingfisher-villa']);
      await page.getByLabel('Select Hornbill Villa').check();
      await page.getByRole('button', { name: 'Activate Selected', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
      await expect.poll(() => page.getByText('Updated 1 villas').count()).toBe(1);

      // Delete: a villa with bookings is refused with the spec's words; the new one goes.
      const arrival = addDays(e2e.clock.today(), 30);
      const booking = await fetch(`${e2e.site.url}/api/bookings`, {
        method: 'POST',
        headers: asNewGuest(),
        body: JSON.stringify({
          sessionId: `e2e-villas-${randomUUID()}`,
          villaId: 'hornbill-villa',
          checkIn: arrival,
          checkOut: addDays(arrival, 2),
          adults: 2,
          children: 0,
          packageId: 'basic-stay',
          guest: {
            firstName: 'Asha',
            lastName: 'Menon',
            email: 'asha.menon@example.com',
            phone: '98765 43210',
            countryCode: '+91',
          },
          acceptTerms: true,
        }),
      });
      expect(booking.status).toBe(201);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => page.getByTestId('stat-total-bookings').textContent()).toBe('1');
      await page.getByRole('button', { name: 'Delete Hornbill Villa' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Villa' }).click();
      // The dialog warns, and the server's refusal comes back as the toast.
      await expect.poll(() => page.getByText('Delete Failed').count()).toBe(1);
      expect(await page.getByText(VILLA_DELETE_REFUSED).count()).toBe(2);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      expect((await guestVillas()).map((v) => v.id)).toContain('hornbill-villa');

      await page.getByRole('button', { name: 'Delete Sunbird Villa' }).click();
      await screenshot(page, 'villa-delete-390');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Villa' }).click();
      await expect.poll(() => page.getByText('Villa Deleted').count()).toBe(1);
      await expect.poll(() => page.getByTestId('stat-total-villas').textContent()).toBe('3');

      // The booked unit cannot be deleted.
      await page.goto(`${e2e.site.url}/admin/villas/hornbill-villa`);
      await page.getByRole('heading', { name: 'Hornbill Villa - Availability Calendar' }).waitFor();
      await showMonthOf(page, arrival);
      await calendarDay(page, arrival).click();
      const stay = page.getByRole('listitem').filter({ hasText: 'Asha Menon' });
      await expect.poll(() => stay.textContent()).toMatch(/HV-\d\d/);
      const bookedUnit = /HV-\d\d/.exec((await stay.textContent())!)![0];
      await page.getByRole('button', { name: `Delete ${bookedUnit}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Unit' }).click();
      await expect
        .poll(() => page.getByText('Cannot delete unit with active bookings').count())
        .toBe(1);
      await page.keyboard.press('Escape');
      await page.goto(`${e2e.site.url}/admin/villas`);

      // No villas: the empty state offers Add First Villa.
      await page.route('**/api/admin/villas', (route) =>
        route.fulfill({
          json: {
            items: [],
            summary: {
              totalVillas: 0,
              activeVillas: 0,
              totalBookings: 0,
              totalRevenue: 0,
              revenuePeriod: { from: '2026-11-01', to: '2026-11-26' },
            },
          },
        }),
      );
      await page.reload();
      await page.getByText('No Villas Yet').waitFor();
      expect(await page.getByRole('button', { name: 'Add First Villa' }).count()).toBe(1);
      await screenshot(page, 'villas-empty-390');
      await page.unroute('**/api/admin/villas');

      // The villa page on a phone.
      await page.goto(`${e2e.site.url}/admin/villas/glass-cottage`);
      await page.getByRole('heading', { name: 'Glass Cottage - Availability Calendar' }).waitFor();
      const day = addDays(e2e.clock.today(), 2);
      await showMonthOf(page, day);
      await calendarDay(page, day).click();
      await screenshot(page, 'villa-calendar-390', { fullPage: true });
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await screenshot(page, 'block-dialog-390');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add Rule' }).click();
      await screenshot(page, 'rule-dialog-390');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      await screenshot(page, 'rate-dialog-390');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Edit GC-03' }).click();
      await screenshot(page, 'unit-dialog-390');
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });
});
