import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { bookings } from '../src/server/db/schema';
import { documentsOf } from '../src/server/documents/issue-service';
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
 * Tax documents on the admin booking page and the guest's My Booking page, issued by the ledger's
 * writer: the invoice with the real payment, the credit note with a staff refund.
 */
const GSTIN = '29ABCDE1234F1Z5';
const e2e = useSiteAndBrowser({ RESORT_GSTIN: GSTIN });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 })
    .promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
}

describe('documents', () => {
  it('staff and the guest see and download the tax invoice and the credit note', async () => {
    const checkIn = addDays(e2e.clock.today(), 30);
    const client = siteClient(e2e.site, asNewGuest());
    const made = await createBookingOk(client, {
      checkIn,
      checkOut: addDays(checkIn, 1),
      guest: { firstName: 'முருகன்', lastName: 'செல்வம்', email: 'murugan@example.com' },
    });
    const code = made.bookingId;
    const { verify } = await payWithTestGateway(client, code, 'half');
    expect(verify.status).toBe(200);

    // The ledger's writer issued the invoice with the payment; a staff refund issues the note.
    const admin = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(admin.page, e2e.site, null);
    const refund = await admin.page.request.post(
      `${e2e.site.url}/api/admin/bookings/${code}/refunds`,
      {
        data: { amount: 2000, reason: 'Goodwill' },
        headers: { 'idempotency-key': `e2e-docs-${code}` },
      },
    );
    expect(refund.status()).toBe(201);
    const db = e2e.site.database.db;
    const [row] = await db.select().from(bookings).where(eq(bookings.bookingId, code));
    const docs = await documentsOf(db, row!.id);
    expect(docs.map((d) => [d.kind, d.totalPaise])).toEqual([
      ['invoice', row!.total * 100],
      ['credit_note', 200_000],
    ]);
    const [invoice, note] = docs as [(typeof docs)[0], (typeof docs)[0]];

    // Staff: the Documents card lists the confirmation, the invoice and the credit note.
    await admin.page.goto(`${e2e.site.url}/admin/bookings/${code}`);
    const card = admin.page.getByRole('region', { name: 'Documents' });
    await card.getByText(invoice.number).waitFor();
    await card.getByText(note.number).waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(card, 'documents-admin-1280');
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      card.getByRole('link', { name: `Download tax invoice ${invoice.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `village-machaan-${invoice.number.replace(/\//g, '-')}.pdf`,
    );
    const text = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain(`GSTIN ${GSTIN}`);
    await admin.context.close();
    const phone = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(phone.page, e2e.site, `/admin/bookings/${code}`);
    const phoneCard = phone.page.getByRole('region', { name: 'Documents' });
    await phoneCard.getByText(note.number).waitFor();
    await screenshot(phoneCard, 'documents-admin-390');
    await phone.context.close();

    // The guest, through the private link's token.
    for (const [viewport, name] of [
      [PHONE, '390'],
      [DESKTOP, '1280'],
    ] as const) {
      const guest = await newPage(e2e.browser, viewport);
      await guest.page.goto(`${e2e.site.url}/booking/${code}?token=${made.accessToken}`);
      const section = guest.page.getByRole('region', { name: 'Invoice and credit notes' });
      await section.getByText(invoice.number).waitFor();
      await section.getByText(note.number).waitFor();
      expect(await axeViolations(guest.page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await screenshot(guest.page, `documents-guest-${name}`, { fullPage: true });
      if (name === '390') {
        const [pdf] = await Promise.all([
          guest.page.waitForEvent('download'),
          section.getByRole('link', { name: `Download credit note ${note.number}` }).click(),
        ]);
        const cn = await pdfText(new Uint8Array(readFileSync((await pdf.path())!)));
        expect(cn).toContain('CREDIT NOTE');
        expect(cn).toContain(invoice.number);
      }
      await guest.context.close();
    }
  });
});
