import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { formatInr } from '../src/domain/money';
import { bookings, emailOutbox } from '../src/server/db/schema';
import { axeViolations } from './support/axe';
import { calendarDay, DESKTOP, newPage, PHONE, useSiteAndBrowser } from './support/site';
import { screenshot } from './support/screenshots';

/** Guest self-service: the e-mailed link, documents, a date change paid online, cancellation. */
const e2e = useSiteAndBrowser({ PUBLIC_URL: 'auto' });

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

async function payByCard(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Cardholder Name').fill('Asha Rao');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/** Books the Glass Cottage for two nights from `arrival` and pays in full; answers the booking code. */
async function bookAndPay(page: Page, arrival: string): Promise<string> {
  await page.goto(e2e.site.url);
  await (await calendarDay(page, arrival)).click();
  await (await calendarDay(page, addDays(arrival, 2))).click();
  await page.getByLabel('Villa', { exact: true }).selectOption('glass-cottage');
  await page.getByRole('button', { name: /Continue to Package Selection/ }).click();
  await page.getByRole('button', { name: /Skip to Safari Selection/ }).click();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('heading', { name: 'Confirm Your Stay' }).waitFor();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payByCard(page);
  await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor({ timeout: 15_000 });
  const code = (await page.locator('p.font-mono').first().textContent())?.trim();
  expect(code).toMatch(/^VM/);
  return code!;
}

async function emailedLink(code: string): Promise<string> {
  const db = e2e.site.database.db;
  const [b] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.bookingId, code));
  const [mail] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, b!.id), eq(emailOutbox.kind, 'booking_confirmation')));
  const link = /(http:\/\/localhost:\d+\/booking\/\S+\?token=\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

describe('guest self-service', () => {
  it('books, opens the e-mailed link, downloads the invoice, changes the dates and pays the difference, then cancels', async () => {
    const arrival = addDays(e2e.clock.today(), 40);
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const code = await bookAndPay(page, arrival);
    const link = await emailedLink(code);

    // The private link opens the booking without typing; the token leaves the address bar.
    await page.goto(link);
    await page.getByRole('heading', { name: code }).waitFor();
    expect(page.url()).toBe(`${e2e.site.url}/booking/${code}`);
    await page.getByText('Status: Confirmed').waitFor();
    await page.getByText('Payment: Paid').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'guest-self-1280', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Confirmation' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`village-machaan-${code}.pdf`);
    const [ics] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(ics.suggestedFilename()).toBe(`village-machaan-${code}.ics`);

    // Change dates: one more night; the new price and the difference first, then the change.
    await page.getByLabel('New check-out').fill(addDays(arrival, 3));
    await page.getByRole('button', { name: 'Check new price' }).click();
    await page.getByText(/is available\.$/).waitFor();
    const difference = (await page.locator('dt:text-is("Difference") + dd').textContent())!.trim();
    expect(difference).toMatch(/^\+₹/);
    await screenshot(page, 'guest-self-change-1280', { fullPage: true });
    await page.getByRole('button', { name: 'Confirm new dates' }).click();
    await toast(page, 'Booking Changed').waitFor();
    const due = difference.slice(1);
    await page.getByRole('button', { name: `Pay ${due} now` }).click();
    await payByCard(page);
    await toast(page, 'Payment Successful').waitFor();
    await page.getByText('Payment: Paid').waitFor();
    expect(await page.getByRole('button', { name: /^Pay .* now$/ }).count()).toBe(0);

    // The same link on a phone (a new tab: the token comes from the link again).
    const phone = await newPage(e2e.browser, PHONE);
    await phone.page.goto(link);
    await phone.page.getByRole('heading', { name: code }).waitFor();
    await screenshot(phone.page, 'guest-self-390', { fullPage: true });
    await phone.context.close();

    // Cancel: the refund is shown before confirming, and after.
    const [row] = await e2e.site.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, code));
    const refund = formatInr(row!.total);
    await page
      .getByText(`If you cancel now: ${refund} will be refunded`, { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        `${refund} will be refunded to your original payment method within 5-7 business days.`,
      )
      .waitFor();
    await screenshot(page, 'guest-self-cancel-1280');
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await toast(page, 'Booking Cancelled').waitFor();
    await page.getByText('Status: Cancelled').waitFor();
    // The refund went through the payments service (test gateway).
    await page.getByText('Payment: Refunded').waitFor();
    await page
      .getByText(`This booking is cancelled. ${refund} will be refunded`, { exact: false })
      .waitFor();
    await context.close();
  });

  it('finds a booking by id and e-mail from the header link; a wrong e-mail is "not found"', async () => {
    const arrival = addDays(e2e.clock.today(), 50);
    const { context, page } = await newPage(e2e.browser, PHONE);
    const code = await bookAndPay(page, arrival);
    await page.goto(e2e.site.url);
    await page.getByRole('banner').getByRole('link', { name: 'Find my booking' }).click();
    await page.getByRole('heading', { name: 'Find my booking' }).waitFor();
    await page.getByLabel('Booking ID').fill(code);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page
      .getByRole('alert')
      .getByText(/We could not find a booking/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'guest-find-390', { fullPage: true });
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.getByRole('heading', { name: code }).waitFor();
    expect(page.url()).toBe(`${e2e.site.url}/booking/${code}`);
    await context.close();
  });
});
