import { CONFIRMATION_REFUSED } from '../../domain/confirmation-document';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorBody } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RESORT_GSTIN: '29ABCDE1234F1Z5', PUBLIC_URL: 'https://book.example.com/' },
  });
}, 60_000);
afterAll(() => t.close());

/** The text a PDF page draws (pdf-lib writes hex strings for the standard fonts). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      const content = (filter ? inflateSync(raw) : raw).toString('latin1');
      for (const m of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        out.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
      for (const m of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) out.push(m[1]!);
    }
  }
  return out.join('\n');
}

function parseIcs(text: string): Record<string, string>[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of unfolded.split('\r\n')) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = undefined;
    } else if (current && line.includes(':')) {
      const i = line.indexOf(':');
      current[line.slice(0, i)] = line.slice(i + 1);
    }
  }
  return events;
}

describe('confirmation documents', () => {
  it('the PDF is the booking confirmation (not the tax invoice) with the booking, rates, GST, paid and due', async () => {
    const b = await createBookingOk(t, {
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      packageId: 'breakfast-package',
    });
    const { callback } = await payWithTestGateway(t, b.bookingId, 'half');
    const res = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/confirmation.pdf?email=${b.email}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${b.bookingId}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toContain(b.bookingId);
    const text = await pdfText(bytes);
    const half = Math.round(b.total / 2);
    const inr = (n: number) => `INR ${new Intl.NumberFormat('en-IN').format(n)}`;
    for (const expected of [
      'Village Machaan',
      'BOOKING CONFIRMATION / RECEIPT',
      'Not a tax invoice',
      'GSTIN 29ABCDE1234F1Z5',
      b.bookingId,
      'Asha Rao',
      'Glass Cottage',
      'Bed & Breakfast Package',
      'Fri, Dec 4, 2026, from 2:00 PM',
      'Sun, Dec 6, 2026, by 11:00 AM',
      'Taxes (18% GST)',
      `${inr(b.total)}.00`,
      `${inr(half)}.00`,
      callback.razorpay_payment_id,
      // The cancellation policy of decision 0100, word for word (wrapped over lines).
      'Free cancellation up to 48 hours before check-in (2:00 PM',
      'Refunds take 5-7 business days.',
      'Within 48 hours of check-in a booking cannot be cancelled',
    ]) {
      expect(text).toContain(expected);
    }
    // The numbered tax invoice is its own document (decision 0114).
    expect(text).not.toMatch(/TAX INVOICE|INV-|CGST/);
    const { taxes } = await t.api.ok('GET /bookings/:bookingId', {
      param: { bookingId: b.bookingId },
      query: { email: b.email },
    });
    expect(text).toContain(`${inr(taxes)}.00`);
  });

  it("the confirmation e-mail's link carries its own access token, which opens the booking", async () => {
    const b = await createBookingOk(t);
    await payWithTestGateway(t, b.bookingId);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'booking_confirmation'), eq(emailOutbox.bookingId, b.id)));
    const link = /https:\/\/book\.example\.com\/booking\/(VM\w+)\?token=([\w-]+)/.exec(mail!.text);
    expect(link?.[1]).toBe(b.bookingId);
    expect(link![2]).not.toBe(b.accessToken);
    const res = await t.request('GET', `/api/bookings/${b.bookingId}?token=${link![2]}`);
    expect(res.status).toBe(200);
    const pdf = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/confirmation.pdf?token=${link![2]}`,
    );
    expect(pdf.status).toBe(200);
  });

  it('the .ics is one event from 14:00 check-in to 11:00 check-out, resort time', async () => {
    const b = await createBookingOk(t, { checkIn: '2026-12-04', checkOut: '2026-12-06' });
    const res = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/calendar.ics?token=${b.accessToken}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parseIcs(await res.text());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      DTSTART: '20261204T083000Z',
      DTEND: '20261206T053000Z',
      UID: `${b.bookingId}@villagemachaan`,
    });
    expect(events[0]!.SUMMARY).toContain('Glass Cottage');
  });

  it('needs the e-mail or token (404 otherwise) and refuses cancelled bookings', async () => {
    const b = await createBookingOk(t);
    expect((await t.request('GET', `/api/bookings/${b.bookingId}/confirmation.pdf`)).status).toBe(
      404,
    );
    expect(
      (await t.request('GET', `/api/bookings/${b.bookingId}/calendar.ics?email=other@example.com`))
        .status,
    ).toBe(404);
    // An unpaid booking has no confirmation yet: a 409 that says so (decision 0119).
    const pdf = await t.request(
      'GET',
      `/api/bookings/${b.bookingId}/confirmation.pdf?email=${b.email}`,
    );
    expect(pdf.status).toBe(409);
    expect((await errorBody(pdf)).error.message).toBe(CONFIRMATION_REFUSED.unpaid);
    // The calendar file is still offered: it holds the stay, not a claim that it is paid.
    expect(
      (await t.request('GET', `/api/bookings/${b.bookingId}/calendar.ics?email=${b.email}`)).status,
    ).toBe(200);
  });
});

describe('a resort without a GSTIN', () => {
  it('issues the same booking confirmation / receipt, and prints no GSTIN line', async () => {
    const plain = await createTestApp();
    try {
      const b = await createBookingOk(plain);
      await payWithTestGateway(plain, b.bookingId);
      const res = await plain.request(
        'GET',
        `/api/bookings/${b.bookingId}/confirmation.pdf?email=${b.email}`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      const text = await pdfText(bytes);
      expect(text).toContain('BOOKING CONFIRMATION / RECEIPT');
      expect(text).not.toMatch(/TAX INVOICE|PROFORMA|GSTIN/);
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(
        `Booking confirmation / receipt ${b.bookingId}`,
      );
    } finally {
      await plain.close();
    }
  }, 120_000); // a second app with its own database: slow on a busy machine
});

describe('names in any script (Issue 10, item 10)', () => {
  /** The text pdf.js reads back (through each font's ToUnicode map), one item per line. */
  async function extracted(bytes: Uint8Array): Promise<string> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data: bytes,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
  }

  it.each([
    ['Hindi', 'अनन्या', 'शर्मा'],
    ['Tamil', 'முருகன்', 'செல்வம்'],
    ['Arabic', 'محمد', 'الحسن'],
    ['Latin with accents', 'Zoë', 'Łukasiewicz'],
  ])(
    'a %s name is printed in the confirmation PDF, not as "???"',
    async (script, firstName, lastName) => {
      const b = await createBookingOk(t, { guest: { firstName, lastName } });
      await payWithTestGateway(t, b.bookingId);
      const res = await t.request(
        'GET',
        `/api/bookings/${b.bookingId}/confirmation.pdf?email=${b.email}`,
      );
      expect(res.status).toBe(200);
      // A name may be split into runs of different fonts: compare without the item breaks.
      const text = (await extracted(new Uint8Array(await res.arrayBuffer())))
        .replace(/\n/g, '')
        .normalize('NFC');
      expect(text).not.toContain('?');
      // Shaped Indic text is stored in visual glyph order (the reph and prefix vowel signs move), so
      // the text read back is that order: every character of the name is there, each once.
      const printed = /Guest (.*?)E-mail/.exec(text)?.[1]?.trim() ?? '';
      const sorted = (s: string) => [...s.normalize('NFC')].sort().join('');
      expect(sorted(printed)).toBe(sorted(`${firstName} ${lastName}`));
      if (script !== 'Hindi' && script !== 'Tamil')
        expect(printed).toBe(`${firstName} ${lastName}`);
      expect(text).toContain(b.bookingId);
    },
  );
});
