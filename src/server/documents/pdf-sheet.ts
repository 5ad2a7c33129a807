import type { PDFFont, RGB } from 'pdf-lib';
import { createPdfText, loadPdfLib } from './pdf-text';

const A4: [number, number] = [595.28, 841.89];
/** Where a page's first line sits. */
const TOP = 790;

export type Style = { font?: PDFFont; size?: number; color?: RGB };

/**
 * One A4 document drawn from the top down (the booking confirmation, tax invoices, credit notes
 * and the reports' PDF): its metadata, fonts and colours, the cursor `y` each line moves down
 * (`sheet.y -= 14`), and text in any script through pdf-text.ts. Text is 10 pt Helvetica in black
 * unless styled.
 */
export async function openA4Sheet(meta: {
  title: string;
  author: string;
  subject?: string;
  date: Date;
}) {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  let page = doc.addPage(A4);
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
    green: rgb(0.18, 0.36, 0.2),
    grey: rgb(0.35, 0.35, 0.35),
    left: 50,
    right: 545,
    y: TOP,
    text: (s: string, x: number, o: Style = {}) => writer.draw(page, s, x, sheet.y, style(o)),
    /** `s` ending at `xRight`. */
    textRight: async (s: string, xRight: number, o: Style = {}) =>
      writer.draw(page, s, xRight - (await writer.width(s, style(o))), sheet.y, style(o)),
    /** The width of `s` (in the body text's style unless styled). */
    width: (s: string, o: Style = {}) => writer.width(s, style(o)),
    /** `s` cut with "..." to at most `maxWidth` (in the body text's style unless styled). */
    fit: (s: string, maxWidth: number, o: Style = {}) => writer.fit(s, maxWidth, style(o)),
    /** A thin grey line across the text column, just above the cursor. */
    rule: () =>
      page.drawLine({
        start: { x: sheet.left, y: sheet.y + 4 },
        end: { x: sheet.right, y: sheet.y + 4 },
        thickness: 0.5,
        color: sheet.grey,
      }),
    /** Continues on a new page, the cursor at its top. */
    newPage: () => {
      page = doc.addPage(A4);
      sheet.y = TOP;
    },
    save: () => doc.save(),
  };
  return sheet;
}

export type Sheet = Awaited<ReturnType<typeof openA4Sheet>>;
