import type { PDFFont, RGB } from 'pdf-lib';
import { createPdfText, loadPdfLib } from './pdf-text';

/** A4 upright and on its side: the page's size, its text column and where its first line sits. */
const LAYOUTS = {
  portrait: { size: [595.28, 841.89] as [number, number], left: 50, right: 545, top: 790 },
  landscape: { size: [841.89, 595.28] as [number, number], left: 30, right: 812, top: 560 },
};

export type Style = { font?: PDFFont; size?: number; color?: RGB };

/**
 * One A4 document drawn from the top down (the booking confirmation, tax invoices, credit notes,
 * the registration card, the desk's lists on landscape pages and the reports' PDF): its metadata,
 * fonts and colours, the cursor `y` each line moves down (`sheet.y -= 14`), and text in any script
 * through pdf-text.ts. Text is 10 pt Helvetica in black unless styled.
 */
export async function openA4Sheet(meta: {
  title: string;
  author: string;
  subject?: string;
  date: Date;
  orientation?: keyof typeof LAYOUTS;
}) {
  const layout = LAYOUTS[meta.orientation ?? 'portrait'];
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  let page = doc.addPage(layout.size);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = await createPdfText(doc);
  const black = rgb(0, 0, 0);
  const style = (o: Style) => ({
    font: o.font ?? regular,
    size: o.size ?? 10,
    color: o.color ?? black,
  });
  const sheet = {
    regular,
    bold,
    black,
    green: rgb(0.18, 0.36, 0.2),
    grey: rgb(0.35, 0.35, 0.35),
    left: layout.left,
    right: layout.right,
    y: layout.top,
    text: (s: string, x: number, o: Style = {}) => writer.draw(page, s, x, sheet.y, style(o)),
    /** `s` ending at `xRight`. */
    textRight: async (s: string, xRight: number, o: Style = {}) =>
      writer.draw(page, s, xRight - (await writer.width(s, style(o))), sheet.y, style(o)),
    /** The width of `s` (in the body text's style unless styled). */
    width: (s: string, o: Style = {}) => writer.width(s, style(o)),
    /** `s` cut with "..." to at most `maxWidth` (in the body text's style unless styled). */
    fit: (s: string, maxWidth: number, o: Style = {}) => writer.fit(s, maxWidth, style(o)),
    /** A line from `x1` to `x2`, `dy` above the cursor: thin and grey unless styled. */
    line: (x1: number, x2: number, o: { dy?: number; thickness?: number; color?: RGB } = {}) =>
      page.drawLine({
        start: { x: x1, y: sheet.y + (o.dy ?? 0) },
        end: { x: x2, y: sheet.y + (o.dy ?? 0) },
        thickness: o.thickness ?? 0.5,
        color: o.color ?? sheet.grey,
      }),
    /** A thin grey line across the text column, just above the cursor. */
    rule: (): void => sheet.line(sheet.left, sheet.right, { dy: 4 }),
    /** Continues on a new page, the cursor at its top. */
    newPage: () => {
      page = doc.addPage(layout.size);
      sheet.y = layout.top;
    },
    save: () => doc.save(),
  };
  return sheet;
}

export type Sheet = Awaited<ReturnType<typeof openA4Sheet>>;
