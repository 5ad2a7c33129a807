import { and, desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { bookings, emailOutbox } from '../src/server/db/schema';
import { createBookingOk, payWithTestGateway } from '../src/server/testing/booking-helpers';
import { axeViolations } from './support/axe';
import { siteClient } from './support/api';
import {
  asNewGuest,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
} from './support/site';
import { screenshot } from './support/screenshots';

/**
 * Decision 0117: a booking found by its code and e-mail can be looked at; cancelling or moving it
 * needs a one-time code e-mailed to that address (read here from the outbox, as the guest would).
 */
const e2e = useSiteAndBrowser({ PUBLIC_URL: 'auto' });
const EMAIL = 'meera.code@example.com';

/** A paid booking made through the API (the booking screens have their own tests). */
async function paidBooking(daysAhead: number): Promise<string> {
  const checkIn = addDays(e2e.clock.today(), daysAhead);
  const guest = siteClient(e2e.site, asNewGuest());
  const { bookingId } = await createBookingOk(guest, {
    checkIn,
    checkOut: addDays(checkIn, 1),
    guest: { firstName: 'Meera', lastName: 'Nair', email: EMAIL },
  });
  const { verify } = await payWithTestGateway(guest, bookingId, 'full');
  expect(verify.status).toBe(200);
  return bookingId;
}

async function findByEmail(page: Page, code: string) {
  await page.goto(`${e2e.site.url}/booking`);
  await page.getByLabel('Booking ID').fill(code);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await page.getByRole('heading', { name: code }).waitFor();
}

async function mailedCode(code: string): Promise<string> {
  const db = e2e.site.database.db;
  const [b] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.bookingId, code));
  const [mail] = await db
    .select({ text: emailOutbox.text, to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, b!.id), eq(emailOutbox.kind, 'proof_code')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  expect(mail?.to).toBe(EMAIL);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

describe('a booking found by e-mail', () => {
  it('asks for a one-time code before cancelling; a wrong code is refused, the right one cancels (phone)', async () => {
    const code = await paidBooking(45);
    const { context, page } = await newPage(e2e.browser, PHONE);
    await findByEmail(page, code);
    const gate = page.getByRole('region', { name: 'Confirm it’s you' });
    await gate.waitFor();
    // No cancel button yet: a note points to the code.
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await page.getByText('To cancel, enter the code we e-mail you under').waitFor();
    await screenshot(page, 'guest-proof-needed-390', { fullPage: true });

    // Keyboard only: to the button, Enter, then type the code into its labelled field.
    await gate.getByRole('button', { name: 'Send me a code' }).focus();
    await page.keyboard.press('Enter');
    await gate.getByText(/we have sent a 6-digit code to it/).waitFor();
    const right = await mailedCode(code);
    const wrong = right === '000000' ? '111111' : '000000';
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await gate.getByLabel('Code from the e-mail').getAttribute('id'),
    );
    await page.keyboard.type(wrong);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'guest-proof-code-390', { fullPage: true });

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await dialog.getByRole('alert').getByText('That code is not right. 4 tries left.').waitFor();
    await dialog.getByRole('button', { name: 'Keep my booking' }).click();
    await page.getByText('Status: Confirmed').waitFor();

    await gate.getByLabel('Code from the e-mail').fill(right);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await page.getByText('Status: Cancelled').waitFor();
    await page.getByText('Payment: Refunded').waitFor();
    await context.close();
  });

  it('moves the stay with a code (desktop); the code is used once', async () => {
    const code = await paidBooking(60);
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await findByEmail(page, code);
    const [row] = await e2e.site.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, code));
    await page.getByLabel('New check-out').fill(addDays(row!.checkOut, 1));
    await page.getByRole('button', { name: 'Check new price' }).click();
    await page.getByText(/is available\.$/).waitFor();
    await page.getByText('To confirm the new dates, enter the code we e-mail you under').waitFor();
    const gate = page.getByRole('region', { name: 'Confirm it’s you' });
    await gate.getByRole('button', { name: 'Send me a code' }).click();
    await gate.getByText(/we have sent a 6-digit code to it/).waitFor();
    await gate.getByLabel('Code from the e-mail').fill(await mailedCode(code));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'guest-proof-code-1280', { fullPage: true });
    await page.getByRole('button', { name: 'Confirm new dates' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Booking Changed', { exact: true })
      .waitFor();
    // The code was used: the field is empty again and the next change needs a new one.
    expect(await gate.getByLabel('Code from the e-mail').inputValue()).toBe('');
    await gate.getByRole('button', { name: 'Send me a code' }).waitFor();
    await context.close();
  });
});
