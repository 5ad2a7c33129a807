import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { bookings, emailOutbox, safariQueries } from '../src/server/db/schema';
import { createBookingOk, payWithTestGateway } from '../src/server/testing/booking-helpers';
import { axeViolations } from './support/axe';
import { siteClient } from './support/api';
import {
  asNewGuest,
  DESKTOP,
  newPage,
  PHONE,
  signInAsAdmin,
  useSiteAndBrowser,
} from './support/site';
import { screenshot } from './support/screenshots';

/**
 * Issue 22 "Done when": staff add a safari charge from the enquiry answer, the guest pays it from
 * the e-mailed link, staff see due ₹0 and download the invoice (decision 0120).
 */
const GSTIN = '29ABCDE1234F1Z5';
const e2e = useSiteAndBrowser({ PUBLIC_URL: 'auto', RESORT_GSTIN: GSTIN });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 })
    .promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

describe('charges beyond the room', () => {
  it('a safari charged from the enquiry answer is paid by the guest from the e-mailed link', async () => {
    const checkIn = addDays(e2e.clock.today(), 40);
    const guest = siteClient(e2e.site, asNewGuest());
    const { bookingId: code } = await createBookingOk(guest, {
      checkIn,
      checkOut: addDays(checkIn, 1),
      guest: { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com' },
    });
    const { verify } = await payWithTestGateway(guest, code, 'full');
    expect(verify.status).toBe(200);

    // The guest's step-3 enquiry, attached to the booking (as the wizard's session does).
    const asked = await guest.api.ok('POST /safari-enquiries', {
      json: {
        checkIn,
        checkOut: addDays(checkIn, 1),
        safaris: [{ date: checkIn, timing: 'Evening', persons: 2 }],
      },
    });
    const enquiryId = asked.enquiries[0]!.id;
    const db = e2e.site.database.db;
    await db
      .update(safariQueries)
      .set({ bookingId: code, email: 'meera@example.com', guestName: 'Meera Iyer' })
      .where(eq(safariQueries.id, enquiryId));

    // Staff answer the enquiry and add the safari as a charge in the same step.
    const admin = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(admin.page, e2e.site, '/admin/safari-queries');
    await admin.page.getByRole('button', { name: 'Respond to Meera Iyer' }).first().click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Response to the guest').fill('Your evening jeep safari is booked.');
    await dialog.getByLabel(/Add the safari to booking/).check();
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByLabel('Unit price (₹, before GST)').fill('2500');
    expect(await axeViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'charges-respond-1280');
    await dialog.getByRole('button', { name: 'Send Response' }).click();
    await toast(admin.page, 'Response Sent').waitFor();

    // The e-mail (read from the outbox) carries the amount and the private link.
    const [row] = await db.select().from(bookings).where(eq(bookings.bookingId, code));
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, row!.id), eq(emailOutbox.kind, 'safari_response')));
    expect(mail!.text).toContain('Due now on your booking: ₹5,900');
    const link = new RegExp(`${e2e.site.url}/booking/\\S+`).exec(mail!.text)![0];

    // The guest opens the link and pays what is due.
    for (const [viewport, name] of [
      [PHONE, '390'],
      [DESKTOP, '1280'],
    ] as const) {
      const guest = await newPage(e2e.browser, viewport);
      await guest.page.goto(link);
      await guest.page.getByText('2 × ₹2,500 + GST ₹900').first().waitFor();
      await guest.page.getByRole('button', { name: 'Pay ₹5,900 now' }).waitFor();
      expect(await axeViolations(guest.page)).toEqual([]);
      await screenshot(guest.page, `charges-guest-${name}`, { fullPage: true });
      if (name === '1280') {
        await guest.page.getByRole('button', { name: 'Pay ₹5,900 now' }).click();
        const card = guest.page.getByRole('dialog');
        await card.getByLabel('Card Number').fill('4111 1111 1111 1111');
        await card.getByLabel('Expiry (MM/YY)').fill('12/30');
        await card.getByLabel('CVV').fill('123');
        await card.getByLabel('Cardholder Name').fill('Meera Iyer');
        await card.getByRole('button', { name: /^Pay / }).click();
        await toast(guest.page, 'Payment Successful').waitFor();
        await guest.page.getByRole('button', { name: 'Pay ₹5,900 now' }).waitFor({
          state: 'detached',
        });
      }
      await guest.context.close();
    }

    // Staff: the Charges card, due ₹0, and the invoice downloaded and read.
    await admin.page.goto(`${e2e.site.url}/admin/bookings/${code}`);
    const charges = admin.page.getByRole('region', { name: 'Charges' });
    await charges.getByText('₹5,900').waitFor();
    const price = admin.page.getByRole('region', { name: 'Price' });
    await price.getByText('Due').waitFor();
    expect(await price.innerText()).toMatch(/Due\s*₹0/);
    expect(await axeViolations(admin.page)).toEqual([]);
    await charges.scrollIntoViewIfNeeded();
    await screenshot(charges, 'charges-admin-1280');
    const documents = admin.page.getByRole('region', { name: 'Documents' });
    // The stay's invoice, and the charge's own invoice issued when the guest paid it (0120).
    const invoiceLinks = documents.getByRole('link', { name: /^Download tax invoice / });
    await invoiceLinks.nth(1).waitFor();
    const read = async (n: number) => {
      const [download] = await Promise.all([
        admin.page.waitForEvent('download'),
        invoiceLinks.nth(n).click(),
      ]);
      return pdfText(new Uint8Array(readFileSync((await download.path())!)));
    };
    const stay = await read(0);
    expect(stay).toContain('TAX INVOICE');
    expect(stay).toContain(code);
    const chargeInvoice = await read(1);
    expect(chargeInvoice).toContain('TAX INVOICE');
    expect(chargeInvoice).toContain('998552');
    expect(chargeInvoice).toMatch(/Safari: Jungle Safari/);
    expect(chargeInvoice).toContain('INR 5,900.00');
    await admin.context.close();

    // On a phone: add a meal through the form (a bad quantity is refused under its field), then
    // void it through the confirmation; the voided charge stays listed.
    const phone = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(phone.page, e2e.site, `/admin/bookings/${code}`);
    const phoneCharges = phone.page.getByRole('region', { name: 'Charges' });
    await phoneCharges.getByText('₹5,900').waitFor();
    await phoneCharges.getByRole('button', { name: 'Add charge' }).click();
    const form = phone.page.getByRole('dialog');
    await form.getByLabel('Kind').selectOption('meal');
    await form.getByLabel('Description').fill('Dinner for two');
    await form.getByLabel('Quantity').fill('0');
    await form.getByLabel('Unit price (₹, before GST)').fill('900');
    await form.getByRole('button', { name: 'Add charge' }).click();
    await form.getByText('Quantity must be a whole number from 1 to 1000').waitFor();
    expect(await axeViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'charges-add-390');
    await form.getByLabel('Quantity').fill('2');
    await form.getByRole('button', { name: 'Add charge' }).click();
    await toast(phone.page, 'Charge Added').waitFor();
    await phoneCharges.getByText('Dinner for two').waitFor();
    await phoneCharges.getByRole('button', { name: 'E-mail payment link' }).waitFor();
    await phoneCharges.getByRole('button', { name: 'Void charge Dinner for two' }).click();
    await phone.page.getByRole('alertdialog').getByRole('button', { name: 'Void charge' }).click();
    await toast(phone.page, 'Charge Voided').waitFor();
    await phoneCharges.getByText('Voided').waitFor();
    await phoneCharges.scrollIntoViewIfNeeded();
    await screenshot(phoneCharges, 'charges-admin-390');
    await phone.context.close();
  });
});
