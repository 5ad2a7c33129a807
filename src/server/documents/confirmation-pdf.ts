import { isPaidOrHalfPaid } from '../../domain/refunds';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { createPdfText, loadPdfLib } from './pdf-text';
import { buildInvoice, confirmationHeading, formatInvoiceMoney } from '../../domain/invoice';
import { CANCELLATION_POLICY } from '../../domain/cancellation-policy';
import type { PriceLine } from '../db/schema';

export type InvoiceBooking = {
  bookingId: string;
  guestName: string;
  email: string;
  phone: string | null;
  countryCode: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  rooms: number;
  villaName: string;
  villaPrice: number;
  packageName: string | null;
  priceLines: PriceLine[];
  subtotal: number;
  taxes: number;
  total: number;
  advanceAmount: number;
  remainingAmount: number;
  paymentStatus: string;
  paymentMethod: string;
  paymentReference: string | null;
  status: string;
  issuedAt: Date;
};

export type InvoiceResort = {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string | undefined;
  timeZone: string;
};

function formatDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The booking confirmation (never the tax invoice: decision 0114), one A4 page. */
export async function renderConfirmationPdf(
  b: InvoiceBooking,
  resort: InvoiceResort,
): Promise<Uint8Array> {
  const settled = isPaidOrHalfPaid(b.paymentStatus);
  const heading = confirmationHeading(settled);
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`${heading} ${b.bookingId}`);
  doc.setAuthor(resort.name);
  doc.setSubject(`${heading} for booking ${b.bookingId}`);
  doc.setCreationDate(b.issuedAt);
  doc.setModificationDate(b.issuedAt);
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.18, 0.36, 0.2);
  const grey = rgb(0.35, 0.35, 0.35);
  const left = 50;
  const right = 545;
  let y = 790;

  // Guest-typed names and e-mails may be in any script (pdf-text.ts).
  const writer = await createPdfText(doc);
  const text = (
    s: string,
    x: number,
    opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) =>
    writer.draw(page, s, x, y, {
      size: opts.size ?? 10,
      font: opts.font ?? regular,
      color: opts.color ?? rgb(0, 0, 0),
    });
  const textRight = async (
    s: string,
    xRight: number,
    opts: { font?: PDFFont; size?: number } = {},
  ) => {
    const style = { font: opts.font ?? regular, size: opts.size ?? 10 };
    await writer.draw(page, s, xRight - (await writer.width(s, style)), y, style);
  };
  const rule = (p: PDFPage = page) =>
    p.drawLine({
      start: { x: left, y: y + 4 },
      end: { x: right, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });

  await text(resort.name, left, { font: bold, size: 20, color: green });
  await textRight(heading.toUpperCase(), right, { font: bold, size: 14 });
  y -= 16;
  await text(resort.address, left, { color: grey });
  y -= 13;
  await text(`Phone ${resort.phone} | ${resort.email}`, left, { color: grey });
  if (resort.gstin) {
    y -= 13;
    await text(`GSTIN ${resort.gstin}`, left, { color: grey });
  }
  y -= 20;
  await text(`Booking ${b.bookingId}`, left, { font: bold });
  await textRight(
    `Date ${b.issuedAt.toLocaleDateString('en-IN', { timeZone: resort.timeZone })}`,
    right,
  );
  y -= 13;
  // The numbered tax invoice and credit notes are their own documents (decision 0114).
  await text('Not a tax invoice: the tax invoice is under Documents on your booking page.', left, {
    color: grey,
  });
  y -= 28;

  await text('Booking Confirmation', left, { font: bold, size: 13, color: green });
  y -= 18;
  const details: [string, string][] = [
    ['Booking ID', b.bookingId],
    ['Status', b.status],
    ['Guest', b.guestName],
    ['E-mail', b.email],
    ['Phone', b.phone ? [b.countryCode, b.phone].filter(Boolean).join(' ') : '-'],
    ['Villa', `${b.villaName}${b.rooms > 1 ? ` x ${b.rooms} rooms` : ''}`],
    ['Package', b.packageName ?? 'Room only'],
    ['Check-in', `${formatDate(b.checkIn)}, from 2:00 PM`],
    ['Check-out', `${formatDate(b.checkOut)}, by 11:00 AM`],
    ['Nights', String(b.nights)],
    ['Guests', `${b.adults} adult(s), ${b.children} child(ren)`],
  ];
  for (const [k, v] of details) {
    await text(k, left, { color: grey });
    await text(v, left + 110);
    y -= 14;
  }
  y -= 14;

  const invoice = buildInvoice({
    subtotal: b.subtotal,
    taxes: b.taxes,
    total: b.total,
    paymentStatus: b.paymentStatus,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    priceLines: b.priceLines,
  });
  await text('Description', left, { font: bold });
  await textRight('Amount', right, { font: bold });
  y -= 6;
  rule();
  y -= 12;
  const fit = (label: string, maxWidth: number) =>
    writer.fit(label, maxWidth, { font: regular, size: 10 });
  for (const line of invoice.lines) {
    await text(await fit(line.label, right - left - 130), left);
    await textRight(formatInvoiceMoney(line.amountPaise), right);
    y -= 14;
  }
  rule();
  y -= 12;
  const taxLabel = b.priceLines.find((l) => l.kind === 'tax')?.label ?? 'Taxes (GST)';
  const sums: [string, number, boolean][] = [
    ['Subtotal', invoice.subtotalPaise, false],
    [taxLabel, invoice.cgstPaise + invoice.sgstPaise, false],
    ['Total', invoice.totalPaise, true],
    ['Amount paid', invoice.paidPaise, false],
    ['Amount due at the property', invoice.duePaise, true],
  ];
  for (const [label, paise, strong] of sums) {
    await text(label, left + 250, strong ? { font: bold } : {});
    await textRight(formatInvoiceMoney(paise), right, strong ? { font: bold } : {});
    y -= 14;
  }
  y -= 8;
  await text(
    `Payment: ${b.paymentStatus === 'advance_paid' ? 'advance paid (Half & Half)' : b.paymentStatus} | method ${b.paymentMethod}` +
      (b.paymentReference ? ` | payment id ${b.paymentReference}` : ''),
    left,
    { color: grey },
  );
  y -= 28;

  await text('Important Information', left, { font: bold, size: 12, color: green });
  y -= 16;
  // The cancellation policy word for word, as on the booking page and in the e-mail (decision 0100).
  for (const line of [
    'Check-in 2:00 PM, check-out 11:00 AM.',
    ...CANCELLATION_POLICY,
    'Our team will call you 24 hours before arrival.',
  ]) {
    const wrapped = await wrapText(`- ${line}`, right - left, (s) =>
      writer.width(s, { font: regular, size: 10 }),
    );
    for (const [i, part] of wrapped.entries()) {
      await text(i === 0 ? part : `  ${part}`, left);
      y -= 14;
    }
  }
  y -= 20;
  await text('This is a computer-generated document and needs no signature.', left, {
    size: 8,
    color: grey,
  });
  return doc.save();
}

/** Greedy word wrap to `maxWidth` points (one long word stays whole on its own line). */
export async function wrapText(
  line: string,
  maxWidth: number,
  width: (s: string) => Promise<number> | number,
): Promise<string[]> {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && (await width(candidate)) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}
