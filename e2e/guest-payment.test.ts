import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { calendarDay, DESKTOP, newPage, PHONE, useSiteAndBrowser } from './support/site';

/** Step 4 to Booking Confirmed through the test gateway (the embedded default provider). */
const e2e = useSiteAndBrowser();

const today = () => e2e.clock.today();
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.id ? `#${el.id}` : (el.textContent ?? '').trim()) : '';
  });

async function bookUpToPayment(
  page: Page,
  arrival: string,
  villa: string,
  options: { safari?: boolean } = {},
) {
  await page.goto(e2e.site.url);
  await (await calendarDay(page, arrival)).click();
  await (await calendarDay(page, addDays(arrival, 2))).click();
  await page.getByLabel('Villa', { exact: true }).selectOption(villa);
  await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
  await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
  if (options.safari) {
    await page.getByRole('button', { name: 'ADD YOUR FIRST SAFARI' }).click();
    await page.getByLabel('Date for Jungle Safari 1').selectOption(addDays(arrival, 1));
    await page.getByLabel('Time for Jungle Safari 1').selectOption('Morning');
    await page.getByRole('button', { name: 'Complete Safari Enquiries' }).click();
  } else {
    await page.getByRole('button', { name: 'CONTINUE' }).click();
  }
  await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await toast(page, 'Booking Created').waitFor();
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  // The Proceed to Payment button is gone: focus continues from the payment heading.
  await expect.poll(() => focused(page)).toBe('#payment-heading');
}

/**
 * The browser's Back button, done once the page has handled it: its popstate listeners have run
 * (the wizard's first), or it has loaded the previous document.
 */
async function pressBack(page: Page) {
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('popstate', () => resolve(), { once: true });
          history.back();
        }),
    )
    .catch(() => page.waitForLoadState());
}

async function payByCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card Number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Cardholder Name').fill('Asha Rao');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

describe('guest payment, step 4 to Booking Confirmed', () => {
  it('pays in full by card and downloads the confirmation and calendar file', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await bookUpToPayment(page, addDays(today(), 40), 'glass-cottage');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    // The dialog opens on the card number; Escape closes it and focus goes back to the Pay button.
    await expect.poll(() => focused(page)).toBe('#card-number');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The dialog hands focus back once it has unmounted (a frame later on a busy machine).
    await expect.poll(() => focused(page)).toMatch(/^Pay ₹/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    // An incomplete card is refused in the dialog.
    await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Please fill in all card details').waitFor();
    await expect.poll(() => focused(page)).toBe('#card-number');
    await payByCard(page, '4111 1111 1111 1111');
    await toast(page, 'Payment Successful').waitFor();
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => focused(page)).toBe('#step-heading');
    expect(
      await page
        .getByRole('definition')
        .filter({ hasText: /^Paid$/ })
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('booking_session'))).toBeNull();
    for (const text of [
      'Check-in from 2:00 PM, check-out by 11:00 AM.',
      'Free cancellation up to 48 hours before check-in.',
    ]) {
      expect(await page.getByText(text).count()).toBe(1);
    }
    const pdfHref = await page
      .getByRole('link', { name: 'Download Confirmation' })
      .getAttribute('href');
    const icsHref = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const pdf = await page.request.get(e2e.site.url + pdfHref!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const ics = await page.request.get(e2e.site.url + icsHref!);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    await page.getByRole('button', { name: 'Book Another Stay' }).click();
    await page.getByRole('heading', { name: 'Select your dates' }).waitFor();
    expect(await page.getByRole('group', { name: 'Arrival: not selected' }).count()).toBe(1);
    await context.close();
  });

  it('pays half by bank transfer', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await bookUpToPayment(page, addDays(today(), 45), 'hornbill-villa');
    // Once the booking exists, the browser's Back button does not leave its payment: the wizard
    // puts the payment step back on the history entry.
    await pressBack(page);
    expect(await page.evaluate(() => (history.state as { vmStep?: number } | null)?.vmStep)).toBe(
      4,
    );
    expect(await page.getByRole('heading', { name: 'Payment' }).count()).toBe(1);
    // ...but it never traps the guest: pressing Back on leaves the site in the end.
    const trial = await newPage(e2e.browser, PHONE);
    const before = `${e2e.site.url}/api/health`;
    await trial.page.goto(before);
    await bookUpToPayment(trial.page, addDays(today(), 46), 'hornbill-villa');
    for (let i = 0; i < 6 && trial.page.url() !== before; i++) await pressBack(trial.page);
    expect(trial.page.url()).toBe(before);
    await trial.context.close();
    await page.getByText('Pay Half & Half').click();
    await page.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
    // Earlier toasts (Booking Created) are cleared: on a phone they would cover the amount and reference.
    expect(await page.locator('[data-toast-region] [data-toast-type]').count()).toBe(0);
    // Never opens on "Yes": Enter must not report a transfer by accident. Escape closes it.
    await expect.poll(() => focused(page)).toBe('#bank-dialog-no');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('Pay by Bank Transfer');
    await page.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
    await page.getByRole('button', { name: 'No, let me pay first' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
    await page.getByRole('button', { name: 'Yes, I have completed the payment' }).click();
    await page.getByRole('heading', { name: 'Booking Received' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Remaining (due at the property)').count()).toBe(1);
    expect(await page.getByText('Awaiting bank transfer', { exact: true }).count()).toBe(1);
    // Nothing is paid yet: no confirmation to download (decision 0119), and it says when it comes.
    expect(await page.getByRole('link', { name: 'Download Confirmation' }).count()).toBe(0);
    expect(
      await page
        .getByText('We e-mail your booking confirmation as soon as the transfer has arrived.')
        .count(),
    ).toBe(1);
    expect(
      await page
        .getByText(
          /Please make sure the transfer reaches us by \w{3}, \d{1,2} \w{3}, \d{4}, .* IST\./,
        )
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('pays half online: Half Paid, and the safari enquiry stays Pending Confirmation', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await bookUpToPayment(page, addDays(today(), 55), 'glass-cottage', { safari: true });
    await page.getByText('Pay Half & Half').click();
    await page.getByRole('button', { name: /^Pay ₹.* Online$/ }).click();
    await payByCard(page, '4111 1111 1111 1111');
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Half Paid', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Advance paid', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Pending Confirmation', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('keeps at most two toasts, and closing one does not close the card dialog', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await bookUpToPayment(page, addDays(today(), 60), 'hornbill-villa');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await payByCard(page, '4000 0000 0000 0002');
    await toast(page, 'Payment Failed').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    const stack = page.locator('[data-toast-region]');
    await expect
      .poll(() => stack.getByText('Payment Failed', { exact: true }).count())
      .toBeGreaterThan(1);
    expect(await stack.locator('[data-toast-type]').count()).toBeLessThanOrEqual(2);
    await stack.getByLabel('Close notification').first().click();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await payByCard(page, '4111 1111 1111 1111');
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('shows a declined card inline and succeeds on retry', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await bookUpToPayment(page, addDays(today(), 50), 'kingfisher-villa');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await payByCard(page, '4000 0000 0000 0002');
    await page
      .getByRole('dialog')
      .getByText(/^Payment failed: .*declined/)
      .waitFor();
    await toast(page, 'Payment Failed').waitFor();
    // New field errors replace the old decline message (it no longer applies to what is typed).
    await page.getByRole('dialog').getByLabel('CVV').fill('12');
    await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByText(/^Payment failed/)
          .count(),
      )
      .toBe(0);
    expect(await page.locator('#card-cvv-error').count()).toBe(1);
    await payByCard(page, '4111 1111 1111 1111');
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 10_000 });
    await context.close();
  });
});
