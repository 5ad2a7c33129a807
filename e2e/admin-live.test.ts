import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import {
  calendarDay,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { axeViolations } from './support/axe';
import { screenshot } from './support/screenshots';

/**
 * Staff see a guest's booking and payment the moment they happen (bell, dashboard), and handle the
 * e-mails that could not go out (no SMTP_URL here, so every message is held).
 */
const e2e = useSiteAndBrowser();

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** The guest's wizard, in its own browser context: dates, villa, a safari, details, half online. */
async function guestBooksAndPaysHalf(page: Page, arrival: string) {
  await page.goto(e2e.site.url);
  await (await calendarDay(page, arrival)).click();
  await (await calendarDay(page, addDays(arrival, 2))).click();
  await page.getByLabel('Villa', { exact: true }).selectOption('hornbill-villa');
  await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
  await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
  await page.getByRole('button', { name: 'ADD YOUR FIRST SAFARI' }).click();
  await page.getByLabel('Date for Jungle Safari 1').selectOption(addDays(arrival, 1));
  await page.getByLabel('Time for Jungle Safari 1').selectOption('Morning');
  await page.getByRole('button', { name: 'Complete Safari Enquiries' }).click();
  await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await page.getByLabel(/Special Requests/i).fill('Vegetarian meals, please');
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await toast(page, 'Booking Created').waitFor();
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
}

async function payHalfByCard(page: Page) {
  await page.getByText('Pay Half & Half').click();
  await page.getByRole('button', { name: /^Pay ₹.* Online$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Cardholder Name').fill('Meera Iyer');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 10_000 });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('admin live notifications and e-mails', () => {
  it('a guest booking in another browser appears live in the bell and on the dashboard', async () => {
    const staff = await newPage(e2e.browser, DESKTOP);
    const guest = await newPage(e2e.browser, PHONE);
    try {
      const { page } = staff;
      await signInAsAdmin(page, e2e.site);
      await expect.poll(() => page.getByTestId('stat-half-payments').textContent()).toBe('0');
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      // The test-gateway banner is on the dashboard.
      await page.getByText('Test payments.').waitFor();

      const arrival = addDays(e2e.clock.today(), 30);
      await guestBooksAndPaysHalf(guest.page, arrival);
      // No reload: the event stream brings the booking to the bell.
      await expect
        .poll(() => bell(page).getAttribute('aria-label'))
        .toMatch(/^Notifications, [1-9]\d* unread$/);

      await payHalfByCard(guest.page);
      await expect.poll(() => page.getByTestId('stat-half-payments').textContent()).toBe('1');
      // The guest's half payment is money in this month (decision 0113).
      await expect
        .poll(() => page.getByTestId('payments-received').textContent())
        .not.toBe('Payments received: ₹0');
      // The new booking's badges read "Confirmed · Half Paid".
      await page.getByText('Meera Iyer').first().waitFor();

      await bell(page).click();
      const menu = page.getByRole('menu');
      await menu.getByText('Half Payment Received').waitFor({ timeout: 5000 });
      await menu.getByText('New Booking Received').waitFor();
      await menu.getByText('New Safari Enquiry').first().waitFor();
      const message = await menu.getByText(/^Meera Iyer booked Hornbill Villa/).textContent();
      expect(message).toContain('Requests: Vegetarian meals, please');
      expect(message).toContain('Safaris: Jungle Safari - Morning');
      expect(await menu.getByText(/remaining, due at the property$/).count()).toBe(1);
      for (const label of ['Mark all read', 'Clear all'])
        await menu.getByRole('menuitem', { name: label }).waitFor();
      await screenshot(page, 'bell-1280');
      expect(await axeViolations(page)).toEqual([]);
      await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
      await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
      await page.keyboard.press('Escape');
      await screenshot(page, 'dashboard-1280', { fullPage: true });

      // Read state is kept on the server for this staff member: still read after a reload.
      await page.reload();
      await page.getByTestId('stat-half-payments').waitFor();
      // Once the list has loaded (the menu shows the payment), the bell still counts none unread.
      await bell(page).click();
      await page.getByRole('menu').getByText('Half Payment Received').waitFor();
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');

      // Send reminder on the half-paid booking.
      await page.getByRole('menu').getByText('Half Payment Received').click();
      await page.waitForURL(/\/admin\/bookings\/VM/);
      await page.getByRole('button', { name: 'Send reminder' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send reminder' }).click();
      await toast(page, 'Reminder Sent').waitFor();

      // The dashboard at 390 px.
      const phone = await newPage(e2e.browser, PHONE);
      try {
        await signInAsAdmin(phone.page, e2e.site);
        await phone.page.getByText('not delivered').waitFor();
        expect(await hasHorizontalScroll(phone.page)).toBe(false);
        await screenshot(phone.page, 'dashboard-390', { fullPage: true });
        await bell(phone.page).click();
        await phone.page.getByRole('menu').waitFor();
        await screenshot(phone.page, 'bell-390');
      } finally {
        await phone.context.close();
      }
    } finally {
      await guest.context.close();
      await staff.context.close();
    }
  });

  it('e-mails: the held outbox with a preview, and Retry queues a held message again', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(e2e.browser, viewport);
      try {
        await signInAsAdmin(page, e2e.site);
        // The dashboard banner leads to the screen.
        await page.getByRole('link', { name: 'Review e-mails' }).click();
        await page.waitForURL(/\/admin\/emails\?status=held/);
        await page.getByRole('heading', { name: 'E-mails' }).waitFor();
        await page.getByText('E-mail delivery is not configured').waitFor();
        const row = page.getByRole('row').filter({ hasText: 'Booking Confirmed –' });
        await row.first().waitFor();
        expect(await row.first().getByText('Held', { exact: true }).count()).toBe(1);
        expect(await hasHorizontalScroll(page)).toBe(viewport === PHONE ? false : false);
        await screenshot(page, `emails-${viewport.width}`, { fullPage: true });
        expect(await axeViolations(page)).toEqual([]);

        await row
          .first()
          .getByRole('button', { name: /^Preview the e-mail to meera@example.com/ })
          .click();
        const dialog = page.getByRole('dialog', { name: 'E-mail preview' });
        const frame = page.frameLocator('iframe[title^="E-mail: Booking Confirmed"]');
        await frame.getByText('Your booking is confirmed.').waitFor();
        await screenshot(page, `preview-${viewport.width}`);
        await dialog.getByRole('tab', { name: 'Plain text' }).click();
        await dialog.getByText(/Dear Meera Iyer,/).waitFor();
        if (viewport === DESKTOP) {
          await dialog.getByRole('button', { name: 'Retry' }).click();
          await toast(page, 'E-mail Queued').waitFor();
          // Without SMTP the delivery job holds it again: never reported as sent.
          await expect
            .poll(() => dialog.getByText(/0 attempts|1 attempt/).count())
            .toBeGreaterThan(0);
          expect(await dialog.getByText('Sent', { exact: true }).count()).toBe(0);
        }
        await page.keyboard.press('Escape');
      } finally {
        await context.close();
      }
    }
  });
});
