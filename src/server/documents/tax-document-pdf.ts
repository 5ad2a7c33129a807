import type { PDFFont } from 'pdf-lib';
import {
  documentDate,
  formatDocumentMoney,
  type DocumentSnapshot,
} from '../../domain/tax-documents';

const day = (ymd: string) => documentDate(new Date(`${ymd}T12:00:00Z`), 'UTC');
import { createPdfText, loadPdfLib } from './pdf-text';

/**
 * A tax invoice or credit note on A4 (a long stay's lines continue on a next page), drawn only from its stored snapshot (decision 0114):
 * the same bytes' content on every download. Names in any script go through pdf-text.ts.
 */
export async function renderTaxDocumentPdf(
  d: DocumentSnapshot,
  issuedAt: Date,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`${d.heading} ${d.number}`);
  doc.setAuthor(d.resort.name);
  doc.setSubject(`${d.heading} ${d.number} for booking ${d.stay.bookingId}`);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const A4: [number, number] = [595.28, 841.89];
  let page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.18, 0.36, 0.2);
  const grey = rgb(0.35, 0.35, 0.35);
  const black = rgb(0, 0, 0);
  const left = 50;
  const right = 545;
  let y = 790;

  const writer = await createPdfText(doc);
  type Style = { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> };
  const style = (o: Style) => ({
    font: o.font ?? regular,
    size: o.size ?? 10,
    color: o.color ?? black,
  });
  const text = (s: string, x: number, o: Style = {}) => writer.draw(page, s, x, y, style(o));
  const textRight = async (s: string, xRight: number, o: Style = {}) =>
    writer.draw(page, s, xRight - (await writer.width(s, style(o))), y, style(o));
  const fit = (s: string, maxWidth: number) => writer.fit(s, maxWidth, style({}));
  const rule = () =>
    page.drawLine({
      start: { x: left, y: y + 4 },
      end: { x: right, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });

  // Supplier
  await text(d.resort.name, left, { font: bold, size: 20, color: green });
  await textRight(d.heading.toUpperCase(), right, { font: bold, size: 14 });
  y -= 16;
  await text(d.resort.address, left, { color: grey });
  y -= 13;
  await text(`Phone ${d.resort.phone} | ${d.resort.email}`, left, { color: grey });
  y -= 13;
  await text(d.resort.gstin ? `GSTIN ${d.resort.gstin}` : 'GSTIN: not registered', left, {
    color: grey,
  });
  y -= 24;

  // The document
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
    await text(k, left, { color: grey });
    await text(
      await fit(v, right - left - 120),
      left + 120,
      k.endsWith('no.') ? { font: bold } : {},
    );
    y -= 14;
  }
  y -= 10;

  // Recipient and stay
  await text('Billed to', left, { font: bold, color: green });
  await text('Stay', left + 260, { font: bold, color: green });
  y -= 15;
  const billed = [d.guest.name, d.guest.email, d.guest.phone ?? ''];
  const stay = [
    `${d.stay.villaName}${d.stay.rooms > 1 ? ` x ${d.stay.rooms} rooms` : ''} - ${d.stay.packageName ?? 'Room only'}`,
    `${day(d.stay.checkIn)} to ${day(d.stay.checkOut)}`,
    `${d.stay.nights} night(s), ${d.stay.adults} adult(s), ${d.stay.children} child(ren)`,
  ];
  for (let i = 0; i < 3; i++) {
    await text(await fit(billed[i]!, 245), left);
    await text(await fit(stay[i]!, right - left - 260), left + 260);
    y -= 14;
  }
  y -= 14;

  // Lines
  await text('Description', left, { font: bold });
  await text('SAC', left + 340, { font: bold });
  await textRight('Taxable value', right, { font: bold });
  y -= 6;
  rule();
  y -= 12;
  /** A new page when fewer than `points` are left above the footer margin. */
  const room = async (points: number) => {
    if (y - points >= 60) return;
    page = doc.addPage(A4);
    y = 790;
    await text(`${d.heading} ${d.number} (continued)`, left, { font: bold, color: grey });
    y -= 24;
  };
  for (const line of d.lines) {
    await room(14);
    await text(await fit(line.label, 330), left);
    await text(line.sac, left + 340);
    await textRight(formatDocumentMoney(line.amountPaise), right);
    y -= 14;
  }
  await room(14 * 9 + 60);
  rule();
  y -= 12;
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
    await text(label, left + 250, strong ? { font: bold } : {});
    await textRight(formatDocumentMoney(paise), right, strong ? { font: bold } : {});
    y -= 14;
  }
  if (d.taxNote) {
    y -= 4;
    await text(await fit(`GST by night: ${d.taxNote}`, right - left), left, { color: grey });
    y -= 14;
  }
  y -= 16;
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
    await text(n, left, { size: 9, color: grey });
    y -= 12;
  }
  y -= 12;
  await text('This is a computer-generated document and needs no signature.', left, {
    size: 8,
    color: grey,
  });
  return doc.save();
}
