import { formatLongDate } from '../../domain/dates';
import { wrapText } from '../documents/confirmation-pdf';
import { openA4Sheet } from '../documents/pdf-sheet';
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
  printedAt: Date,
): Promise<Uint8Array> {
  const title = `Front desk lists - ${formatLongDate(lists.date)}`;
  const sheet = await openA4Sheet({
    title,
    author: resort.name,
    date: printedAt,
    orientation: 'landscape',
  });
  const { left, bold, green, grey } = sheet;
  const body = { size: 9 };
  const newPage = async () => {
    sheet.newPage();
    await sheet.text(title, left, { font: bold, color: grey });
    sheet.y -= 20;
  };
  const header = async () => {
    let x = left;
    for (const c of COLUMNS) {
      await sheet.text(c.title, x, { ...body, font: bold });
      x += c.width;
    }
    sheet.y -= 4;
    sheet.line(left, sheet.right);
    sheet.y -= 11;
  };

  await sheet.text(resort.name, left, { font: bold, size: 16, color: green });
  sheet.y -= 18;
  await sheet.text(title, left, { font: bold, size: 12 });
  sheet.y -= 13;
  await sheet.text(`Printed ${resort.printedAt}`, left, { size: 8, color: grey });
  sheet.y -= 22;
  for (const kind of DESK_LIST_KINDS) {
    const rows = lists[kind];
    if (sheet.y < 90) await newPage();
    await sheet.text(`${DESK_LIST_TITLES[kind]} (${rows.length})`, left, {
      font: bold,
      size: 12,
      color: green,
    });
    sheet.y -= 16;
    if (rows.length === 0) {
      await sheet.text('None', left, { ...body, color: grey });
      sheet.y -= 22;
      continue;
    }
    await header();
    for (const r of rows) {
      const cells = await Promise.all(
        deskListCells(r).map((cell, i) =>
          wrapText(cell, COLUMNS[i]!.width - 6, (s) => sheet.width(s, body)),
        ),
      );
      const lines = Math.max(1, ...cells.map((c) => c.length));
      if (sheet.y - lines * 11 < 30) {
        await newPage();
        await header();
      }
      const top = sheet.y;
      let x = left;
      for (const [i, cell] of cells.entries()) {
        sheet.y = top;
        for (const line of cell) {
          await sheet.text(line, x, body);
          sheet.y -= 11;
        }
        x += COLUMNS[i]!.width;
      }
      sheet.y = top - lines * 11 - 4;
    }
    sheet.y -= 14;
  }
  return sheet.save();
}
