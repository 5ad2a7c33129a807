import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate } from '../src/domain/dates';
import { bookings, promoCodes, promoRedemptions } from '../src/server/db/schema';
import { insertBookingWithUnits } from '../src/server/testing/fixtures';
import { axeViolations } from './support/axe';
import {
  calendarDay,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
} from './support/site';
import { screenshot, screenshotsWanted } from './support/screenshots';

/** Issue 27: a calendar that sells, and a promo code applied and paid (decision 0126, 0128). */
const e2e = useSiteAndBrowser();
const today = () => e2e.clock.today();
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

describe('a calendar that sells, and a promo code', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'a guest sees prices, cannot pick a sold-out night, applies a promo code and pays (%s)',
    async (name, viewport) => {
      const db = e2e.site.database.db;
      const offset = viewport === PHONE ? 0 : 6;
      const sold = addDays(today(), 20 + offset);
      await insertBookingWithUnits(db, {
        villaId: 'kingfisher-villa',
        checkIn: sold,
        checkOut: addDays(sold, 2),
        unitNumbers: ['KF-01', 'KF-02', 'KF-03', 'KF-04'],
      });
      const code = `FOREST${name.toUpperCase()}`;
      await db.insert(promoCodes).values({ code, kind: 'percent', value: 10 });

      const { context, page } = await newPage(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      await page.getByRole('heading', { name: 'Select your dates' }).waitFor();
      await page.getByLabel('Villa', { exact: true }).selectOption('kingfisher-villa');
      // Prices per night, in each day's name for screen readers too.
      const soldDay = await calendarDay(page, sold);
      await expect
        .poll(async () => soldDay.getAttribute('aria-label'))
        .toMatch(/, ₹[\d,]+, sold out$/);
      expect(await soldDay.getAttribute('aria-disabled')).toBe('true');
      const freeDay = await calendarDay(page, addDays(sold, 3));
      expect(await freeDay.getAttribute('aria-label')).toMatch(/, ₹[\d,]+, available/);
      await screenshot(page, `calendar-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // A sold-out night cannot be picked: it says why and nothing is chosen.
      await soldDay.click({ force: true });
      await toast(page, 'This night is sold out. Please choose other dates').waitFor();
      expect(await page.getByRole('group', { name: 'Arrival: not selected' }).count()).toBe(1);
      // Nor can a stay run through it: a day past it starts a new stay instead.
      await (await calendarDay(page, addDays(sold, -1))).click();
      await (await calendarDay(page, addDays(sold, 3))).click();
      expect(await page.getByRole('group', { name: 'Departure: not selected' }).count()).toBe(1);
      expect(
        await page
          .getByRole('group', { name: `Arrival: ${formatLongDate(addDays(sold, 3))}` })
          .count(),
      ).toBe(1);

      // A free stay after it, then the promo code in step 4.
      await (await calendarDay(page, addDays(sold, 5))).click();
      await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
      await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
      await page.getByLabel('Promo code').fill('nope');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('This promo code is not valid').waitFor();
      expect(await page.getByLabel('Promo code').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Promo code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText(`Promo code ${code} applied`).waitFor();
      await page.getByText(`Promo code ${code} (10% off)`).first().waitFor();
      if (screenshotsWanted) {
        await page.getByText(`Promo code ${code} applied`).scrollIntoViewIfNeeded();
        await screenshot(page, `promo-${viewport.width}`);
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('First Name').fill('Asha');
      await page.getByLabel('Last Name').fill('Rao');
      await page.getByLabel('Email').fill(`asha.${name}@example.com`);
      await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
      await page.getByLabel(/I agree to the Terms/).check();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.getByRole('heading', { name: 'Payment' }).waitFor();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
      await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
      await dialog.getByLabel('CVV').fill('123');
      await dialog.getByLabel('Cardholder Name').fill('Asha Rao');
      await dialog.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 10_000 });

      const [row] = await db
        .select({
          id: bookings.id,
          promoCode: bookings.promoCode,
          discount: bookings.discountAmount,
        })
        .from(bookings)
        .where(eq(bookings.email, `asha.${name}@example.com`));
      expect(row).toMatchObject({ promoCode: code });
      expect(row!.discount).toBeGreaterThan(0);
      const [use] = await db
        .select({ status: promoRedemptions.status })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.bookingId, row!.id));
      expect(use?.status).toBe('confirmed');
      await context.close();
    },
  );
});
