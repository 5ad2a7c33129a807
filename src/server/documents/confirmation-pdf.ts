import { isPaidOrHalfPaid } from '../../domain/refunds';
import { openA4Sheet, type Sheet } from './pdf-sheet';
import { buildInvoice, confirmationHeading, formatInvoiceMoney } from '../../domain/invoice';
import { CANCELLATION_POLICY } from '../../domain/cancellation-policy';
import type { bookings } from '../db/schema';
import type { DocumentResort } from './issue-service';

/** What the confirmation prints: the booking's row (its columns, as stored) and its stay's nights. */
type InvoiceBooking = Pick<
  typeof bookings.$inferSelect,
  | 'bookingId'
  | 'guestName'
  | 'email'
  | 'phone'
  | 'countryCode'
  | 'checkIn'
  | 'checkOut'
  | 'adults'
  | 'children'
  | 'rooms'
  | 'villaName'
  | 'packageName'
  | 'priceLines'
  | 'subtotal'
  | 'taxes'
  | 'total'
  | 'advanceAmount'
  | 'remainingAmount'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'paymentReference'
  | 'status'
> & {
  nights: number;
  /** When it was confirmed (paid), else made. */
  issuedAt: Date;
};

/** The resort as a document prints it (documentResortOf in issue-service.ts gives it). */
type InvoiceResort = Pick<
  DocumentResort,
  'name' | 'address' | 'phone' | 'email' | 'gstin' | 'timeZone'
>;

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
  const heading = confirmationHeading(isPaidOrHalfPaid(b.paymentStatus));
  const sheet = await openA4Sheet({
    title: `${heading} ${b.bookingId}`,
    author: resort.name,
    subject: `${heading} for booking ${b.bookingId}`,
    date: b.issuedAt,
  });
  await drawLetterhead(sheet, b, resort, heading);
  await drawStay(sheet, b);
  await drawAmounts(sheet, b);
  await drawInformation(sheet);
  return sheet.save();
}

/** The resort, the document's name and date, and that it is not the tax invoice. */
async function drawLetterhead(s: Sheet, b: InvoiceBooking, resort: InvoiceResort, heading: string) {
  const { left, right, bold, grey, green } = s;
  await s.text(resort.name, left, { font: bold, size: 20, color: green });
  await s.textRight(heading.toUpperCase(), right, { font: bold, size: 14 });
  s.y -= 16;
  await s.text(resort.address, left, { color: grey });
  s.y -= 13;
  await s.text(`Phone ${resort.phone} | ${resort.email}`, left, { color: grey });
  if (resort.gstin) {
    s.y -= 13;
    await s.text(`GSTIN ${resort.gstin}`, left, { color: grey });
  }
  s.y -= 20;
  await s.text(`Booking ${b.bookingId}`, left, { font: bold });
  await s.textRight(
    `Date ${b.issuedAt.toLocaleDateString('en-IN', { timeZone: resort.timeZone })}`,
    right,
  );
  s.y -= 13;
  // The numbered tax invoice and credit notes are their own documents (decision 0114).
  await s.text(
    'Not a tax invoice: the tax invoice is under Documents on your booking page.',
    left,
    {
      color: grey,
    },
  );
  s.y -= 28;
}

/** The booking: who, where, when. Guest-typed names and e-mails may be in any script (pdf-text.ts). */
async function drawStay(s: Sheet, b: InvoiceBooking) {
  const { left, grey, green, bold } = s;
  await s.text('Booking Confirmation', left, { font: bold, size: 13, color: green });
  s.y -= 18;
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
    await s.text(k, left, { color: grey });
    await s.text(v, left + 110);
    s.y -= 14;
  }
  s.y -= 14;
}

/** The price lines, their sums, what is paid and due, and how it was paid. */
async function drawAmounts(s: Sheet, b: InvoiceBooking) {
  const { left, right, bold, grey } = s;
  const invoice = buildInvoice({
    subtotal: b.subtotal,
    taxes: b.taxes,
    total: b.total,
    paymentStatus: b.paymentStatus,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    priceLines: b.priceLines,
  });
  await s.text('Description', left, { font: bold });
  await s.textRight('Amount', right, { font: bold });
  s.y -= 6;
  s.rule();
  s.y -= 12;
  for (const line of invoice.lines) {
    await s.text(await s.fit(line.label, right - left - 130), left);
    await s.textRight(formatInvoiceMoney(line.amountPaise), right);
    s.y -= 14;
  }
  s.rule();
  s.y -= 12;
  const taxLabel = b.priceLines.find((l) => l.kind === 'tax')?.label ?? 'Taxes (GST)';
  const sums: [string, number, boolean][] = [
    ['Subtotal', invoice.subtotalPaise, false],
    [taxLabel, invoice.cgstPaise + invoice.sgstPaise, false],
    ['Total', invoice.totalPaise, true],
    ['Amount paid', invoice.paidPaise, false],
    ['Amount due at the property', invoice.duePaise, true],
  ];
  for (const [label, paise, strong] of sums) {
    await s.text(label, left + 250, strong ? { font: bold } : {});
    await s.textRight(formatInvoiceMoney(paise), right, strong ? { font: bold } : {});
    s.y -= 14;
  }
  s.y -= 8;
  await s.text(
    `Payment: ${b.paymentStatus === 'advance_paid' ? 'advance paid (Half & Half)' : b.paymentStatus} | method ${b.paymentMethod}` +
      (b.paymentReference ? ` | payment id ${b.paymentReference}` : ''),
    left,
    { color: grey },
  );
  s.y -= 28;
}

/** The house rules and the cancellation policy, and the footer. */
async function drawInformation(s: Sheet) {
  const { left, right, bold, grey, green } = s;
  await s.text('Important Information', left, { font: bold, size: 12, color: green });
  s.y -= 16;
  // The cancellation policy word for word, as on the booking page and in the e-mail (decision 0100).
  for (const line of [
    'Check-in 2:00 PM, check-out 11:00 AM.',
    ...CANCELLATION_POLICY,
    'Our team will call you 24 hours before arrival.',
  ]) {
    const wrapped = await wrapText(`- ${line}`, right - left, s.width);
    for (const [i, part] of wrapped.entries()) {
      await s.text(i === 0 ? part : `  ${part}`, left);
      s.y -= 14;
    }
  }
  s.y -= 20;
  await s.text('This is a computer-generated document and needs no signature.', left, {
    size: 8,
    color: grey,
  });
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
