import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatLongDate } from '../../domain/dates';
import { wrapText } from '../documents/confirmation-pdf';
import { createPdfText, loadPdfLib } from '../documents/pdf-text';
import { deskListCells } from '../../domain/desk-lists';
import { DESK_LIST_KINDS, DESK_LIST_TITLES, type DeskLists } from './contract';

const COLUMNS = [
  { title: 'Guest', width: 170 },
  { title: 'Units', width: 70 },
  { title: 'Nights', width: 40 },
  { title: 'Party', width: 90 },
  { title: 'Amount due', width: 75 },
  { title: 'Registration', width: 85 },
  { title: 'Special requests', width: 232 },
];

/**
 * The desk's lists of a day as an A4 landscape PDF: arrivals, in house, departures, one table each,
 * names in any script (the documents' fonts), pages added as the rows need.
 */
export async function renderDeskListsPdf(
  lists: DeskLists,
  resort: { name: string; printedAt: string },
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const title = `Front desk lists - ${formatLongDate(lists.date)}`;
  doc.setTitle(title);
  doc.setAuthor(resort.name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = await createPdfText(doc);
  const green = rgb(0.18, 0.36, 0.2);
  const grey = rgb(0.35, 0.35, 0.35);
  const left = 30;
  const size = 9;
  let page: PDFPage = doc.addPage([841.89, 595.28]);
  let y = 560;
  const text = (s: string, x: number, font: PDFFont = regular, sz = size, color = rgb(0, 0, 0)) =>
    writer.draw(page, s, x, y, { font, size: sz, color });
  const newPage = async () => {
    page = doc.addPage([841.89, 595.28]);
    y = 560;
    await text(title, left, bold, 10, grey);
    y -= 20;
  };
  const header = async () => {
    let x = left;
    for (const c of COLUMNS) {
      await text(c.title, x, bold);
      x += c.width;
    }
    y -= 4;
    page.drawLine({ start: { x: left, y }, end: { x: 812, y }, thickness: 0.5, color: grey });
    y -= 11;
  };

  await text(resort.name, left, bold, 16, green);
  y -= 18;
  await text(title, left, bold, 12);
  y -= 13;
  await text(`Printed ${resort.printedAt}`, left, regular, 8, grey);
  y -= 22;
  for (const kind of DESK_LIST_KINDS) {
    const rows = lists[kind];
    if (y < 90) await newPage();
    await text(`${DESK_LIST_TITLES[kind]} (${rows.length})`, left, bold, 12, green);
    y -= 16;
    if (rows.length === 0) {
      await text('None', left, regular, size, grey);
      y -= 22;
      continue;
    }
    await header();
    for (const r of rows) {
      const cells = await Promise.all(
        deskListCells(r).map((cell, i) =>
          wrapText(cell, COLUMNS[i]!.width - 6, (s) => writer.width(s, { font: regular, size })),
        ),
      );
      const lines = Math.max(1, ...cells.map((c) => c.length));
      if (y - lines * 11 < 30) {
        await newPage();
        await header();
      }
      const top = y;
      let x = left;
      for (const [i, cell] of cells.entries()) {
        y = top;
        for (const line of cell) {
          await text(line, x);
          y -= 11;
        }
        x += COLUMNS[i]!.width;
      }
      y = top - lines * 11 - 4;
    }
    y -= 14;
  }
  return doc.save();
}
