import type { PDFFont } from 'pdf-lib';
import { countryName } from '../../domain/countries';
import { formatLongDate, nightsBetween } from '../../domain/dates';
import { ID_TYPE_LABELS, isForeign } from '../../domain/registration';
import { openA4Sheet } from '../documents/pdf-sheet';
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
  const sheet = await openA4Sheet({
    title: `Registration card ${stay.bookingId}`,
    author: resort.name,
    date: printedAt,
  });
  const { left: LEFT, right: RIGHT, bold, black, green, grey } = sheet;
  const text = (s: string, x: number, o: { font?: PDFFont; size?: number; grey?: boolean } = {}) =>
    sheet.text(s, x, { size: o.size, font: o.font, color: o.grey ? grey : undefined });
  const ensure = (needed: number) => {
    if (sheet.y - needed <= 60) sheet.newPage();
  };
  const pair = async (label: string, value: string, x = LEFT, width = 240) => {
    await text(label, x, { grey: true, size: 9 });
    await text(await sheet.fit(value || '—', width - 110), x + 110);
  };

  await text(resort.name, LEFT, { font: bold, size: 20 });
  sheet.y -= 16;
  await text(resort.address, LEFT, { grey: true });
  sheet.y -= 13;
  await text(`Phone ${resort.phone}`, LEFT, { grey: true });
  sheet.y -= 30;
  await sheet.text('Guest registration card', LEFT, { size: 15, font: bold, color: green });
  sheet.y -= 22;
  await pair('Booking', stay.bookingId);
  await pair('Unit', stay.units.join(', ') || '—', 300);
  sheet.y -= 15;
  await pair('Arrival', formatLongDate(stay.checkIn));
  await pair('Departure', formatLongDate(stay.checkOut), 300);
  sheet.y -= 15;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  await pair('Nights', String(nights));
  await pair(
    'Party',
    `${stay.adults} adult${stay.adults === 1 ? '' : 's'}` +
      (stay.children ? `, ${stay.children} child${stay.children === 1 ? '' : 'ren'}` : ''),
    300,
  );
  sheet.y -= 15;
  await pair('Villa', stay.villaName);
  sheet.y -= 26;

  if (reg.guests.length === 0) {
    await text('No guest registered yet.', LEFT, { grey: true });
    sheet.y -= 20;
  }
  for (const [i, g] of reg.guests.entries()) {
    ensure(g.formC ? 230 : 90);
    sheet.line(LEFT, RIGHT, { dy: 12 });
    await text(i === 0 ? 'Lead guest' : `Guest ${i + 1}`, LEFT, {
      font: bold,
      grey: true,
      size: 9,
    });
    sheet.y -= 15;
    await text(await sheet.fit(g.name, RIGHT - LEFT, { font: bold, size: 12 }), LEFT, {
      font: bold,
      size: 12,
    });
    sheet.y -= 16;
    await pair('Nationality', countryName(g.nationality));
    await pair(ID_TYPE_LABELS[g.idType], g.idNumber ?? '(erased)', 300);
    sheet.y -= 15;
    await pair('Address', g.address ?? '', LEFT, RIGHT - LEFT);
    sheet.y -= 15;
    if (g.formC && isForeign(g.nationality)) {
      const f = g.formC;
      sheet.y -= 4;
      await text('Form C particulars', LEFT, { font: bold, size: 10 });
      sheet.y -= 15;
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
        sheet.y -= 15;
      }
      await pair('Purpose of visit', f.purpose, LEFT, RIGHT - LEFT);
      sheet.y -= 15;
    }
    sheet.y -= 12;
  }

  ensure(110);
  sheet.y -= 10;
  await text(
    'I confirm that the particulars above are correct and agree to the resort’s house rules.',
    LEFT,
    { size: 9, grey: true },
  );
  sheet.y -= 50;
  sheet.line(LEFT, LEFT + 220, { thickness: 0.7, color: black });
  sheet.line(330, RIGHT, { thickness: 0.7, color: black });
  sheet.y -= 13;
  await text('Guest’s signature', LEFT, { size: 9, grey: true });
  await text('Date', 330, { size: 9, grey: true });
  if (!reg.numbersRevealed && reg.guests.length) {
    sheet.y -= 24;
    await text('ID numbers are masked on this copy (last 4 characters shown).', LEFT, {
      size: 8,
      grey: true,
    });
  }
  return sheet.save();
}
