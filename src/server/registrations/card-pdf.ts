import type { PDFFont } from 'pdf-lib';
import { countryName } from '../../domain/countries';
import { formatLongDate, nightsBetween } from '../../domain/dates';
import { ID_TYPE_LABELS, isForeign } from '../../domain/registration';
import { createPdfText, loadPdfLib } from '../documents/pdf-text';
import type { RegistrationView } from './contract';

export type CardStay = {
  bookingId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  villaName: string;
  units: string[];
};
export type CardResort = { name: string; address: string; phone: string };

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const RIGHT = 545;

/**
 * The registration card the guest signs at the desk (decision 0132): the stay, each registered
 * guest with their ID (as the viewer may see it: masked or in full), Form C particulars of foreign
 * nationals, and a signature line. Names in any script print (documents/pdf-text.ts).
 */
export async function renderRegistrationCard(
  stay: CardStay,
  reg: RegistrationView,
  resort: CardResort,
  printedAt: Date,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`Registration card ${stay.bookingId}`);
  doc.setAuthor(resort.name);
  doc.setCreationDate(printedAt);
  doc.setModificationDate(printedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.18, 0.36, 0.2);
  const grey = rgb(0.35, 0.35, 0.35);
  const writer = await createPdfText(doc);
  let page = doc.addPage(A4);
  let y = 790;

  const text = (s: string, x: number, o: { font?: PDFFont; size?: number; grey?: boolean } = {}) =>
    writer.draw(page, s, x, y, {
      size: o.size ?? 10,
      font: o.font ?? regular,
      color: o.grey ? grey : rgb(0, 0, 0),
    });
  const ensure = (needed: number) => {
    if (y - needed > 60) return;
    page = doc.addPage(A4);
    y = 790;
  };
  const pair = async (label: string, value: string, x = LEFT, width = 240) => {
    await text(label, x, { grey: true, size: 9 });
    await text(await writer.fit(value || '—', width - 110, { font: regular, size: 10 }), x + 110);
  };

  await text(resort.name, LEFT, { font: bold, size: 20 });
  y -= 16;
  await text(resort.address, LEFT, { grey: true });
  y -= 13;
  await text(`Phone ${resort.phone}`, LEFT, { grey: true });
  y -= 30;
  await writer.draw(page, 'Guest registration card', LEFT, y, {
    size: 15,
    font: bold,
    color: green,
  });
  y -= 22;
  await pair('Booking', stay.bookingId);
  await pair('Unit', stay.units.join(', ') || '—', 300);
  y -= 15;
  await pair('Arrival', formatLongDate(stay.checkIn));
  await pair('Departure', formatLongDate(stay.checkOut), 300);
  y -= 15;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  await pair('Nights', String(nights));
  await pair(
    'Party',
    `${stay.adults} adult${stay.adults === 1 ? '' : 's'}` +
      (stay.children ? `, ${stay.children} child${stay.children === 1 ? '' : 'ren'}` : ''),
    300,
  );
  y -= 15;
  await pair('Villa', stay.villaName);
  y -= 26;

  if (reg.guests.length === 0) {
    await text('No guest registered yet.', LEFT, { grey: true });
    y -= 20;
  }
  for (const [i, g] of reg.guests.entries()) {
    ensure(g.formC ? 230 : 90);
    page.drawLine({
      start: { x: LEFT, y: y + 12 },
      end: { x: RIGHT, y: y + 12 },
      thickness: 0.5,
      color: grey,
    });
    await text(i === 0 ? 'Lead guest' : `Guest ${i + 1}`, LEFT, {
      font: bold,
      grey: true,
      size: 9,
    });
    y -= 15;
    await text(await writer.fit(g.name, RIGHT - LEFT, { font: bold, size: 12 }), LEFT, {
      font: bold,
      size: 12,
    });
    y -= 16;
    await pair('Nationality', countryName(g.nationality));
    await pair(ID_TYPE_LABELS[g.idType], g.idNumber ?? '(erased)', 300);
    y -= 15;
    await pair('Address', g.address ?? '', LEFT, RIGHT - LEFT);
    y -= 15;
    if (g.formC && isForeign(g.nationality)) {
      const f = g.formC;
      y -= 4;
      await text('Form C particulars', LEFT, { font: bold, size: 10 });
      y -= 15;
      const rows: [string, string, string, string][] = [
        ['Passport no.', f.passportNumber ?? '(erased)', 'Place of issue', f.passportPlaceOfIssue],
        ['Date of issue', f.passportDateOfIssue, 'Valid till', f.passportExpiry],
        ['Visa no.', f.visaNumber ?? '(erased)', 'Visa type', f.visaType],
        ['Visa issued at', f.visaPlaceOfIssue, 'Visa issued on', f.visaDateOfIssue],
        ['Visa valid till', f.visaExpiry, 'Arrival in India', f.arrivalInIndia],
        ['Arrived from', f.arrivedFrom, 'Next destination', f.nextDestination],
      ];
      for (const [a, av, b, bv] of rows) {
        await pair(a, av);
        await pair(b, bv, 300);
        y -= 15;
      }
      await pair('Purpose of visit', f.purpose, LEFT, RIGHT - LEFT);
      y -= 15;
    }
    y -= 12;
  }

  ensure(110);
  y -= 10;
  await text(
    'I confirm that the particulars above are correct and agree to the resort’s house rules.',
    LEFT,
    { size: 9, grey: true },
  );
  y -= 50;
  page.drawLine({ start: { x: LEFT, y }, end: { x: LEFT + 220, y }, thickness: 0.7 });
  page.drawLine({ start: { x: 330, y }, end: { x: RIGHT, y }, thickness: 0.7 });
  y -= 13;
  await text('Guest’s signature', LEFT, { size: 9, grey: true });
  await text('Date', 330, { size: 9, grey: true });
  if (!reg.numbersRevealed && reg.guests.length) {
    y -= 24;
    await text('ID numbers are masked on this copy (last 4 characters shown).', LEFT, {
      size: 8,
      grey: true,
    });
  }
  return doc.save();
}
