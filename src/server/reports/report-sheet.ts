import type { PDFFont, RGB } from 'pdf-lib';
import { loadPdfLib } from '../documents/pdf-text';

/**
 * The report's PDF drawn from the top down on A4 pages in the standard Helvetica fonts: the
 * document's metadata, the page being drawn, the cursor `y` each line moves down
 * (`sheet.y -= 13`), text, and tables that continue on the next page with their header again.
 */

const A4: [number, number] = [595.28, 841.89];
/** Where a page's first line sits. */
const TOP = 790;

type Style = { font?: PDFFont; size?: number; color?: RGB };

/** The standard PDF fonts encode WinAnsi only: replace what they cannot draw. */
function pdfText(s: string): string {
  return s
    .replace(/₹\s?/g, 'INR ')
    .replace(/[–—]/g, '-')
    .replace(/÷/g, '/')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** `s` cut with "..." to at most `width`. */
function fit(s: string, width: number, font: PDFFont, size: number): string {
  let t = pdfText(s);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/** Words of `s` in lines no wider than `width`. */
export function wrap(s: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfText(s).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A new A4 document (its title, author and dates) with its first page, the cursor at its top.
 * Text is 10 pt Helvetica in black unless styled.
 */
export async function openReportSheet(meta: { title: string; author: string; date: Date }) {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  let page = doc.addPage(A4);
  const sheet = {
    regular,
    bold,
    green: rgb(0.18, 0.36, 0.2),
    grey: rgb(0.35, 0.35, 0.35),
    left: 50,
    right: 545,
    y: TOP,
    /** Continues on a new page, the cursor at its top. */
    newPage: () => {
      page = doc.addPage(A4);
      sheet.y = TOP;
    },
    /** A new page unless `space` is left above the bottom margin. */
    ensure: (space: number) => {
      if (sheet.y - space < 50) sheet.newPage();
    },
    text: (s: string, x: number, o: Style = {}) =>
      page.drawText(pdfText(s), {
        x,
        y: sheet.y,
        size: o.size ?? 10,
        font: o.font ?? regular,
        color: o.color ?? black,
      }),
    /** Text already made drawable (fit), in the page's default colour. */
    drawFitted: (t: string, x: number, font: PDFFont, size: number) =>
      page.drawText(t, { x, y: sheet.y, size, font }),
    /** A thin grey line across the text column, just above the cursor. */
    rule: () =>
      page.drawLine({
        start: { x: sheet.left, y: sheet.y + 2 },
        end: { x: sheet.right, y: sheet.y + 2 },
        thickness: 0.5,
        color: sheet.grey,
      }),
    save: () => doc.save(),
  };
  return sheet;
}

export type ReportSheet = Awaited<ReturnType<typeof openReportSheet>>;

/** One row of a table in 9 pt: the first cell left-aligned, the others right-aligned. */
function drawRow(s: ReportSheet, cells: string[], widths: number[], font: PDFFont) {
  let x = s.left;
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 60;
    const t = fit(cell, width - 6, font, 9);
    const tx = i === 0 ? x : x + width - font.widthOfTextAtSize(t, 9);
    s.drawFitted(t, tx, font, 9);
    x += width;
  });
}

/**
 * A table: its title, the header row over a rule, then the rows (on a new page, the header
 * again). Without `widths`, the first column takes 40 % of the text column, the others share the
 * rest.
 */
export function drawTable(
  s: ReportSheet,
  title: string,
  headers: string[],
  rows: string[][],
  widths?: number[],
) {
  s.ensure(60);
  s.text(title, s.left, { font: s.bold, size: 13, color: s.green });
  s.y -= 18;
  const total = s.right - s.left;
  const w = widths ?? [
    total * 0.4,
    ...headers.slice(1).map(() => (total * 0.6) / (headers.length - 1)),
  ];
  drawRow(s, headers, w, s.bold);
  s.y -= 5;
  s.rule();
  s.y -= 11;
  for (const row of rows) {
    if (s.y < 60) {
      s.newPage();
      drawRow(s, headers, w, s.bold);
      s.y -= 16;
    }
    drawRow(s, row, w, s.regular);
    s.y -= 13;
  }
  s.y -= 14;
}
