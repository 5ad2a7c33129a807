import {
  documentDate,
  formatDocumentMoney,
  type DocumentSnapshot,
} from '../../domain/tax-documents';
import { openA4Sheet, type Sheet } from './pdf-sheet';

const day = (ymd: string) => documentDate(new Date(`${ymd}T12:00:00Z`), 'UTC');

/**
 * A tax invoice or credit note on A4 (a long stay's lines continue on a next page), drawn only from its stored snapshot (decision 0114):
 * the same bytes' content on every download. Names in any script go through pdf-text.ts.
 */
export async function renderTaxDocumentPdf(
  d: DocumentSnapshot,
  issuedAt: Date,
): Promise<Uint8Array> {
  const sheet = await openA4Sheet({
    title: `${d.heading} ${d.number}`,
    author: d.resort.name,
    subject: `${d.heading} ${d.number} for booking ${d.stay.bookingId}`,
    date: issuedAt,
  });
  await drawSupplier(sheet, d);
  await drawParties(sheet, d);
  await drawLines(sheet, d);
  await drawSums(sheet, d);
  await drawNotes(sheet, d);
  return sheet.save();
}

/** The supplier (the resort and its GSTIN), then the document's number, date and references. */
async function drawSupplier(s: Sheet, d: DocumentSnapshot) {
  const { left, right, bold, grey, green } = s;
  await s.text(d.resort.name, left, { font: bold, size: 20, color: green });
  await s.textRight(d.heading.toUpperCase(), right, { font: bold, size: 14 });
  s.y -= 16;
  await s.text(d.resort.address, left, { color: grey });
  s.y -= 13;
  await s.text(`Phone ${d.resort.phone} | ${d.resort.email}`, left, { color: grey });
  s.y -= 13;
  await s.text(d.resort.gstin ? `GSTIN ${d.resort.gstin}` : 'GSTIN: not registered', left, {
    color: grey,
  });
  s.y -= 24;

  const head: [string, string][] = [
    [d.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', d.number],
    ['Date', d.issueDate],
    ...(d.against
      ? ([['Against invoice', `${d.against.number} of ${d.against.issueDate}`]] as [
          string,
          string,
        ][])
      : []),
    ...(d.reason ? ([['Reason', d.reason]] as [string, string][]) : []),
    ['Place of supply', d.placeOfSupply],
    ['Booking', d.stay.bookingId],
  ];
  for (const [k, v] of head) {
    await s.text(k, left, { color: grey });
    await s.text(
      await s.fit(v, right - left - 120),
      left + 120,
      k.endsWith('no.') ? { font: bold } : {},
    );
    s.y -= 14;
  }
  s.y -= 10;
}

/** The recipient beside the stay. */
async function drawParties(s: Sheet, d: DocumentSnapshot) {
  const { left, right, bold, green } = s;
  await s.text('Billed to', left, { font: bold, color: green });
  await s.text('Stay', left + 260, { font: bold, color: green });
  s.y -= 15;
  const billed = [d.guest.name, d.guest.email, d.guest.phone ?? ''];
  const stay = [
    `${d.stay.villaName}${d.stay.rooms > 1 ? ` x ${d.stay.rooms} rooms` : ''} - ${d.stay.packageName ?? 'Room only'}`,
    `${day(d.stay.checkIn)} to ${day(d.stay.checkOut)}`,
    `${d.stay.nights} night(s), ${d.stay.adults} adult(s), ${d.stay.children} child(ren)`,
  ];
  for (let i = 0; i < 3; i++) {
    await s.text(await s.fit(billed[i]!, 245), left);
    await s.text(await s.fit(stay[i]!, right - left - 260), left + 260);
    s.y -= 14;
  }
  s.y -= 14;
}

/** A new page when fewer than `points` are left above the footer margin. */
async function room(s: Sheet, d: DocumentSnapshot, points: number) {
  if (s.y - points >= 60) return;
  s.newPage();
  await s.text(`${d.heading} ${d.number} (continued)`, s.left, { font: s.bold, color: s.grey });
  s.y -= 24;
}

/** The taxable lines with their SAC codes, continuing on a next page when the page is full. */
async function drawLines(s: Sheet, d: DocumentSnapshot) {
  const { left, right, bold } = s;
  await s.text('Description', left, { font: bold });
  await s.text('SAC', left + 340, { font: bold });
  await s.textRight('Taxable value', right, { font: bold });
  s.y -= 6;
  s.rule();
  s.y -= 12;
  for (const line of d.lines) {
    await room(s, d, 14);
    await s.text(await s.fit(line.label, 330), left);
    await s.text(line.sac, left + 340);
    await s.textRight(formatDocumentMoney(line.amountPaise), right);
    s.y -= 14;
  }
}

/** Taxable value, CGST, SGST, the total and (an invoice) what was received against it. */
async function drawSums(s: Sheet, d: DocumentSnapshot) {
  const { left, right, bold, grey } = s;
  await room(s, d, 14 * 9 + 60);
  s.rule();
  s.y -= 12;
  const sums: [string, number, boolean][] = [
    ['Taxable value', d.amounts.taxablePaise, false],
    [d.taxLabels.cgst, d.amounts.cgstPaise, false],
    [d.taxLabels.sgst, d.amounts.sgstPaise, false],
    [
      d.kind === 'invoice' ? 'Total (incl. GST)' : 'Total credited (incl. GST)',
      d.amounts.totalPaise,
      true,
    ],
    ...(d.receivedPaise !== null
      ? ([
          ['Amount received', d.receivedPaise, false],
          ['Balance due', Math.max(0, d.amounts.totalPaise - d.receivedPaise), false],
        ] as [string, number, boolean][])
      : []),
  ];
  for (const [label, paise, strong] of sums) {
    await s.text(label, left + 250, strong ? { font: bold } : {});
    await s.textRight(formatDocumentMoney(paise), right, strong ? { font: bold } : {});
    s.y -= 14;
  }
  if (d.taxNote) {
    s.y -= 4;
    await s.text(await s.fit(`GST by night: ${d.taxNote}`, right - left), left, { color: grey });
    s.y -= 14;
  }
  s.y -= 16;
}

/** The legal notes of the kind of document, and the footer. */
async function drawNotes(s: Sheet, d: DocumentSnapshot) {
  const notes =
    d.kind === 'invoice'
      ? [
          'Accommodation: place of supply is the location of the property (CGST + SGST).',
          'Tax is not payable on reverse charge.',
        ]
      : [
          `This credit note reduces the value of invoice ${d.against?.number ?? ''} and the tax on it.`,
        ];
  for (const n of notes) {
    await s.text(n, s.left, { size: 9, color: s.grey });
    s.y -= 12;
  }
  s.y -= 12;
  await s.text('This is a computer-generated document and needs no signature.', s.left, {
    size: 8,
    color: s.grey,
  });
}
