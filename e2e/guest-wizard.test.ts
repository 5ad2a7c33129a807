import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate } from '../src/domain/dates';
import { safariQueries } from '../src/server/db/schema';
import { browsingSessionKey, LOCAL_BROWSE_COOKIE } from '../src/server/http/browsing-session';
import { insertBookingWithUnits } from '../src/server/testing/fixtures';
import { axeViolations } from './support/axe';
import { siteApi } from './support/api';
import {
  calendarDay,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
} from './support/site';

const e2e = useSiteAndBrowser();

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const today = () => e2e.clock.today();
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
/** The booking wizard itself (the home page's sections follow it on step 1). */
const wizard = (page: Page) => page.getByRole('region', { name: 'Book your stay' });
const visible = async (locator: ReturnType<Page['getByText']>) => {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
  return true;
};
const ariaDisabled = async (page: Page, name: string | RegExp) =>
  (await page.getByRole('button', { name }).getAttribute('aria-disabled')) === 'true';

/** The stored key of the browser's browsing session (the server's HttpOnly cookie, decision 0106). */
async function browsingSession(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === LOCAL_BROWSE_COOKIE);
  if (!cookie) throw new Error('The site issued no browsing session cookie');
  return browsingSessionKey(cookie.value);
}

describe('guest booking wizard, steps 1–3', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('a guest chooses dates, villa, package and safaris (%s)', async (_name, viewport) => {
    const { context, page } = await newPage(e2e.browser, viewport);
    await page.goto(e2e.site.url);
    const arrival = addDays(today(), 20);
    const departure = addDays(arrival, 3);

    // Step 1: nothing chosen yet.
    await page.getByRole('heading', { name: 'Select your dates' }).waitFor();
    expect(await page.getByText('Select a Villa').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Check Availability' }).isDisabled()).toBe(true);
    expect(await ariaDisabled(page, /Continue to Package Selection/)).toBe(true);
    expect(
      await page
        .getByRole('heading', {
          name: /^(january|february|march|april|may|june|july|august|september|october|november|december) \d{4}$/,
        })
        .count(),
    ).toBe(viewport === PHONE ? 1 : 3);

    // A past date cannot be picked (yesterday is in the calendar's first month: the site's clock
    // never starts on the 1st, decision 0156).
    const pastDay = addDays(today(), -1);
    expect(pastDay.slice(0, 7)).toBe(today().slice(0, 7));
    expect(await (await calendarDay(page, pastDay)).getAttribute('aria-disabled')).toBe('true');
    await (await calendarDay(page, pastDay)).click({ force: true });
    expect(await visible(toast(page, 'Cannot select past dates'))).toBe(true);
    expect(await toast(page, 'Invalid Date').count()).toBeGreaterThan(0);

    // Picking rule: arrival, then an earlier day restarts arrival, then a later day sets departure.
    await (await calendarDay(page, addDays(arrival, 2))).click();
    await (await calendarDay(page, arrival)).click();
    expect(
      await page.getByRole('group', { name: `Arrival: ${formatLongDate(arrival)}` }).count(),
    ).toBe(1);
    expect(await page.getByRole('group', { name: 'Departure: not selected' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Check Availability' }).isDisabled()).toBe(true);
    await (await calendarDay(page, departure)).click();
    expect(
      await page.getByRole('group', { name: `Departure: ${formatLongDate(departure)}` }).count(),
    ).toBe(1);
    expect(
      await (await calendarDay(page, addDays(arrival, 1))).getAttribute('aria-label'),
    ).toContain('in your stay');
    // A third pick starts a new range.
    await (await calendarDay(page, addDays(arrival, 1))).click();
    expect(await page.getByRole('group', { name: 'Departure: not selected' }).count()).toBe(1);
    await (await calendarDay(page, arrival)).click();
    await (await calendarDay(page, departure)).click();

    // Continue without a villa explains why.
    expect(await ariaDisabled(page, /Continue to Package Selection/)).toBe(true);
    await page
      .getByRole('button', { name: /Continue to Package Selection/ })
      .click({ force: true });
    expect(await visible(toast(page, 'Please select a villa to continue'))).toBe(true);
    expect(await toast(page, 'No Villa Selected').count()).toBeGreaterThan(0);

    // Guests and villa.
    expect(await page.getByLabel('Adults').inputValue()).toBe('2');
    expect(await page.getByLabel('Children').inputValue()).toBe('0');
    expect(await page.getByLabel('Rooms').inputValue()).toBe('1');
    await page.getByLabel('Children').selectOption('1');
    await page.getByLabel('Villa', { exact: true }).selectOption('hornbill-villa');
    // Scoped to the wizard: the home page's villa cards below it name the villas too (decision 0129).
    expect(await wizard(page).getByRole('heading', { name: 'Hornbill Villa' }).isVisible()).toBe(
      true,
    );
    // The selectors follow the villa's capacity × rooms (Hornbill sleeps 6), not a fixed 4 + 4.
    expect(await page.getByLabel('Adults').locator('option').allTextContents()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(await page.getByLabel('Children').locator('option').count()).toBe(6);
    expect(await page.getByText('Check Dates', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Forest', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /^Amenities:/ }).count()).toBe(1);

    await page.getByRole('button', { name: 'Check Availability' }).click();
    expect(await visible(toast(page, 'Villas are available for selected dates'))).toBe(true);
    expect(await page.getByText('Available', { exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Step 2.
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    await page.getByRole('heading', { name: 'Select your Package' }).waitFor();
    // Focus moves to the new step's heading (not left on the page body while the step loads).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Select your Package');
    expect(await page.getByText(formatLongDate(arrival)).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Skip to Safari Selection/ }).count()).toBe(1);
    await page.getByTestId('package-total-breakfast-package').waitFor();
    const quote = await siteApi(e2e.site).ok('POST /quote', {
      json: {
        villaId: 'hornbill-villa',
        checkIn: arrival,
        checkOut: departure,
        adults: 2,
        children: 1,
        rooms: 1,
        packageId: 'breakfast-package',
      },
    });
    expect(await page.getByTestId('package-total-breakfast-package').textContent()).toBe(
      inr.format(quote.total),
    );
    await page.getByRole('button', { name: /Select Now: Bed & Breakfast/ }).click();
    expect(
      await page
        .getByRole('button', { name: /Selected: Bed & Breakfast/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect
      .poll(() => page.getByTestId('running-total').textContent())
      .toBe(inr.format(quote.total));
    expect(await page.getByRole('button', { name: /Continue to Safari Selection/ }).count()).toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Edit goes back to step 1 with the choice kept; continue again (the hold is replaced).
    await page.getByRole('button', { name: 'Edit dates and villa' }).click();
    await page.getByRole('heading', { name: 'Select your dates' }).waitFor();
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    await page.getByRole('heading', { name: 'Select your Package' }).waitFor();
    await page.getByRole('button', { name: /Continue to Safari Selection/ }).click();

    // Step 3.
    await page.getByRole('heading', { name: 'Jungle Safari Selection' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Jungle Safari Selection');
    expect(await page.getByText('No Safari Added Yet').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'ADD YOUR FIRST SAFARI' }).click();
    await page.getByRole('heading', { name: 'Jungle Safari 1' }).waitFor();
    // Only the nights of the stay can be chosen.
    const dateOptions = await page
      .getByLabel('Date for Jungle Safari 1')
      .locator('option')
      .allTextContents();
    expect(dateOptions).toHaveLength(4); // placeholder + 3 nights
    // Morning is not possible on the check-in day.
    await page.getByLabel('Date for Jungle Safari 1').selectOption(arrival);
    const morning = page
      .getByLabel('Time for Jungle Safari 1')
      .locator('option', { hasText: 'Morning' });
    expect(await morning.textContent()).toBe('Morning (Not available on check-in day)');
    expect(await morning.isDisabled()).toBe(true);
    // Choosing morning on another day, then moving the card to check-in day clears it.
    await page.getByLabel('Date for Jungle Safari 1').selectOption(addDays(arrival, 1));
    await page.getByLabel('Time for Jungle Safari 1').selectOption('Morning');
    await page.getByLabel('Date for Jungle Safari 1').selectOption(arrival);
    expect(await page.getByLabel('Time for Jungle Safari 1').inputValue()).toBe('');
    expect(await visible(toast(page, 'Invalid Selection'))).toBe(true);
    await page.getByLabel('Time for Jungle Safari 1').selectOption('Evening');

    // Six persons per jeep at most.
    const more = page.getByRole('button', { name: 'More persons for Jungle Safari 1' });
    for (let i = 0; i < 4; i++) await more.click();
    expect(
      await page.getByRole('status', { name: 'Persons for Jungle Safari 1' }).textContent(),
    ).toBe('6');
    expect(await more.isDisabled()).toBe(true);

    // An incomplete second card blocks the submission.
    await page.getByRole('button', { name: 'ADD SAFARI' }).click();
    expect(await ariaDisabled(page, 'Complete Safari Enquiries')).toBe(true);
    await page.getByRole('button', { name: 'Complete Safari Enquiries' }).click({ force: true });
    expect(
      await visible(
        toast(page, 'Please fill in all required fields for all safari bookings before proceeding'),
      ),
    ).toBe(true);
    // A third card, removed again.
    await page.getByRole('button', { name: 'ADD SAFARI' }).click();
    await page.getByRole('button', { name: 'Remove Jungle Safari 3' }).click();
    expect(await page.getByRole('heading', { name: 'Jungle Safari 3' }).count()).toBe(0);
    await page.getByLabel('Date for Jungle Safari 2').selectOption(addDays(arrival, 2));
    await page.getByLabel('Time for Jungle Safari 2').selectOption('Morning');
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('button', { name: 'Complete Safari Enquiries' }).click();
    expect(
      await visible(
        toast(page, '2 safari enquiry(ies) have been submitted and will be processed by our team.'),
      ),
    ).toBe(true);
    expect(await toast(page, '2 safari inquiry(ies) added to your booking').count()).toBe(1);
    await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();

    const rows = await e2e.site.database.db
      .select()
      .from(safariQueries)
      .where(eq(safariQueries.browsingSession, await browsingSession(context)));
    expect(
      rows.map((r) => [r.safariName, r.preferredDate, r.numberOfPersons, r.status]).sort(),
    ).toEqual(
      [
        ['Jungle Safari - Evening', arrival, 6, 'pending'],
        ['Jungle Safari - Morning', addDays(arrival, 2), 2, 'pending'],
      ].sort(),
    );
    // Before a booking exists an enquiry belongs to no booking (never a session id in booking_id).
    expect(rows.map((r) => r.bookingId)).toEqual([null, null]);
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('booking_session')!) as {
          selectedSafaris: unknown[];
          safariEnquiryCount: number;
          currentStep: number;
        },
    );
    expect([stored.selectedSafaris.length, stored.safariEnquiryCount, stored.currentStep]).toEqual([
      2, 2, 4,
    ]);
    await context.close();
  });

  it('asks for new safari dates when the guest changes the stay after sending enquiries', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await page.goto(e2e.site.url);
    const arrival = addDays(today(), 25);
    await (await calendarDay(page, arrival)).click();
    await (await calendarDay(page, addDays(arrival, 2))).click();
    await page.getByLabel('Villa', { exact: true }).selectOption('glass-cottage');
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
    await page.getByRole('button', { name: 'ADD YOUR FIRST SAFARI' }).click();
    await page.getByLabel('Date for Jungle Safari 1').selectOption(addDays(arrival, 1));
    await page.getByLabel('Time for Jungle Safari 1').selectOption('Morning');
    await page.getByRole('button', { name: 'Complete Safari Enquiries' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();

    // Back to step 1, five days later.
    await page.getByRole('button', { name: 'Edit stay' }).click();
    const later = addDays(arrival, 5);
    await (await calendarDay(page, later)).click();
    await (await calendarDay(page, addDays(later, 2))).click();
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
    await page.getByRole('heading', { name: 'Jungle Safari Selection' }).waitFor();
    expect(
      await page
        .getByText(
          'Your stay dates have changed. Please choose new dates for your safaris and send them again.',
        )
        .count(),
    ).toBe(1);
    expect(await page.getByLabel('Date for Jungle Safari 1').inputValue()).toBe('');
    expect(await ariaDisabled(page, 'Complete Safari Enquiries')).toBe(true);
    await page.getByLabel('Date for Jungle Safari 1').selectOption(addDays(later, 1));
    await page.getByRole('button', { name: 'Complete Safari Enquiries' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
    expect(
      await page.getByText(formatLongDate(addDays(later, 1)), { exact: false }).count(),
    ).toBeGreaterThan(0);
    // On a phone the Stay Summary is below the form: the total also shows above Proceed to Payment.
    expect(await page.getByText('Total (incl. taxes)').isVisible()).toBe(true);

    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
    await page.getByLabel(/I agree to the Terms/).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    expect(await visible(toast(page, 'Booking Created'))).toBe(true);
    await context.close();
  });

  it("the browser's Back and Forward buttons move between steps", async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await page.goto(e2e.site.url);
    const arrival = addDays(today(), 27);
    await (await calendarDay(page, arrival)).click();
    await (await calendarDay(page, addDays(arrival, 2))).click();
    await page.getByLabel('Villa', { exact: true }).selectOption('kingfisher-villa');
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
    await page.getByRole('heading', { name: 'Jungle Safari Selection' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Select your Package' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Select your dates' }).waitFor();
    expect(
      await page.getByRole('group', { name: `Arrival: ${formatLongDate(arrival)}` }).count(),
    ).toBe(1);
    expect(page.url()).toBe(e2e.site.url + '/');
    await page.goForward();
    await page.getByRole('heading', { name: 'Select your Package' }).waitFor();
    await context.close();
  });

  it('the calendar works with the keyboard and announces the dates', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await page.goto(e2e.site.url);
    const start = addDays(today(), 10);
    await (await calendarDay(page, start)).click();
    // Arrow keys move one day; Enter picks.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const departure = addDays(start, 8);
    expect(
      await page.getByRole('group', { name: `Departure: ${formatLongDate(departure)}` }).count(),
    ).toBe(1);
    // The day's name carries its price and availability (the selling calendar, decision 0126).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^${formatLongDate(departure)}, departure date, from ₹[\\d,]+, available$`),
    );
    expect(
      await page.getByText(`Departure ${formatLongDate(departure)} selected. 8 nights.`).count(),
    ).toBe(1);
    // Arrow keys cross into the next months (rolling the calendar forward).
    for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toContain(
      formatLongDate(addDays(departure, 98)),
    );
    // Month navigation rolls over the year: december is followed by january of the next year.
    for (
      let i = 0;
      i < 12 && (await page.getByRole('heading', { name: /^december \d{4}$/ }).count()) === 0;
      i++
    ) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    const december = await page
      .getByRole('heading', { name: /^december \d{4}$/ })
      .first()
      .textContent();
    const year = Number(december!.replace(/\D/g, ''));
    for (
      let i = 0;
      i < 2 && (await page.getByRole('heading', { name: `january ${year + 1}` }).count()) === 0;
      i++
    ) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    expect(await page.getByRole('heading', { name: `january ${year + 1}` }).count()).toBe(1);
    await context.close();
  });

  it('shows Not Available for a fully booked range, and refuses to hold it', async () => {
    const arrival = addDays(today(), 30);
    const departure = addDays(arrival, 2);
    await insertBookingWithUnits(e2e.site.database.db, {
      villaId: 'kingfisher-villa',
      checkIn: arrival,
      checkOut: departure,
      unitNumbers: ['KF-01', 'KF-02', 'KF-03', 'KF-04'],
    });
    const { context, page } = await newPage(e2e.browser, PHONE);
    await page.goto(e2e.site.url);
    await (await calendarDay(page, arrival)).click();
    await (await calendarDay(page, departure)).click();
    await page.getByLabel('Villa', { exact: true }).selectOption('kingfisher-villa');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    expect(
      await visible(
        toast(page, 'No villas available for selected dates. Please try different dates.'),
      ),
    ).toBe(true);
    expect(await page.getByText('Not Available', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    expect(await visible(toast(page, 'Villa is no longer available for selected dates'))).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Select your dates' }).isVisible()).toBe(true);
    // The next night is free again (the stay's check-out day).
    await (await calendarDay(page, departure)).click();
    await (await calendarDay(page, addDays(departure, 1))).click();
    await page.getByRole('button', { name: 'Check Availability' }).click();
    expect(await visible(toast(page, 'Villas are available for selected dates'))).toBe(true);
    await context.close();
  });

  it('expires an idle booking session after 30 minutes, warning at 25', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void (dialog.type() === 'confirm' ? dialog.dismiss() : dialog.accept());
    });
    await page.goto(e2e.site.url);
    const arrival = addDays(today(), 12);
    await (await calendarDay(page, arrival)).click();
    await page.getByLabel('Villa', { exact: true }).selectOption('glass-cottage');
    expect(await page.evaluate(() => localStorage.getItem('booking_session'))).toContain(arrival);

    await page.clock.runFor('24:00');
    expect(dialogs).toEqual([]);
    await page.mouse.move(10, 10); // activity restarts the timers
    await page.clock.runFor('24:00');
    expect(dialogs).toEqual([]);
    await page.clock.runFor('01:30');
    expect(dialogs).toEqual([
      'confirm: Your booking session will expire in 5 minutes due to inactivity. Press OK to continue.',
    ]);
    await page.clock.runFor('05:00');
    expect(dialogs[1]).toBe(
      'alert: Your booking session has expired due to inactivity. Please start over.',
    );
    expect(await page.evaluate(() => localStorage.getItem('booking_session'))).toBeNull();
    expect(await page.getByRole('group', { name: 'Arrival: not selected' }).count()).toBe(1);
    expect(await page.getByText('Select a Villa').isVisible()).toBe(true);
    await context.close();
  });

  it('step 4 checks the guest form before creating anything', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await page.goto(e2e.site.url);
    const arrival = addDays(today(), 25);
    await (await calendarDay(page, arrival)).click();
    await (await calendarDay(page, addDays(arrival, 1))).click();
    await page.getByLabel('Villa', { exact: true }).selectOption('glass-cottage');
    await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
    await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
    await page.getByRole('heading', { name: 'Jungle Safari Selection' }).waitFor();
    // CONTINUE with no cards moves on with no safaris.
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
    expect(await page.getByText('No safaris requested.').isVisible()).toBe(true);
    expect(
      await page
        .getByText(`1 night · ${formatLongDate(arrival)} to ${formatLongDate(addDays(arrival, 1))}`)
        .count(),
    ).toBe(1);

    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    expect(await proceed.isDisabled()).toBe(true); // terms not yet agreed
    // The policies are real pages, opened beside the booking in progress.
    const policyLinks = page.locator('label', { hasText: 'I agree to the' }).getByRole('link');
    expect(
      await policyLinks.evaluateAll((links) =>
        links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
      ),
    ).toEqual([
      ['Terms & Conditions', '/terms', '_blank'],
      ['Privacy Policy', '/privacy', '_blank'],
      ['Cancellation Policy', '/cancellation-policy', '_blank'],
    ]);
    await page.getByLabel(/I agree to the Terms/).check();
    expect(await proceed.isDisabled()).toBe(false);
    await proceed.click();
    expect(await visible(toast(page, 'Please fix the errors below and try again.'))).toBe(true);
    expect(await toast(page, 'Validation Error').count()).toBeGreaterThan(0);
    expect(await page.getByText('First Name must be at least 2 characters long').isVisible()).toBe(
      true,
    );
    expect(
      await page.getByText('Please enter a valid 10-digit Indian mobile number').isVisible(),
    ).toBe(true);
    await page.getByLabel('First Name').fill('Asha');
    expect(
      await visible(page.getByText('Please enter a valid 10-digit Indian mobile number')),
    ).toBe(true);
    expect(await page.getByText('First Name must be at least 2 characters long').count()).toBe(0);

    // The summary's total is the server's quote.
    const quote = await siteApi(e2e.site).ok('POST /quote', {
      json: {
        villaId: 'glass-cottage',
        checkIn: arrival,
        checkOut: addDays(arrival, 1),
        adults: 2,
        children: 0,
        rooms: 1,
      },
    });
    expect(await page.getByText(inr.format(quote.total)).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Going back a step and returning keeps what the guest typed.
    await page.getByLabel('Special Requests (optional)').fill('Ground floor, please');
    await page.getByRole('button', { name: 'Back to Safari Selection' }).click();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Asha');
    expect(await page.getByLabel('Email').inputValue()).toBe('asha@example.com');
    expect(await page.getByLabel('Special Requests (optional)').inputValue()).toBe(
      'Ground floor, please',
    );
    await context.close();
  });

  it('shows "Image not found" and the glass cottage picture when a villa image fails', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await page.route('**/images/villas/kingfisher-villa.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(e2e.site.url);
    await page.getByLabel('Villa', { exact: true }).selectOption('kingfisher-villa');
    await page.getByText('Image not found').waitFor();
    expect(
      await wizard(page).getByRole('img', { name: 'Kingfisher Villa' }).getAttribute('src'),
    ).toBe('/images/villas/glass-cottage.svg');
    await page.getByRole('button', { name: 'Show details' }).click();
    expect(await page.getByText('Could not load /images/villas/kingfisher-villa.svg').count()).toBe(
      1,
    );
    await context.close();
  });
});
