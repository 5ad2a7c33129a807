import { openA4Sheet, type Sheet, type Style } from '../documents/pdf-sheet';

/**
 * The report's PDF on the documents' A4 sheet (documents/pdf-sheet.ts: text in any script, so a
 * guest's name in Hindi or Tamil prints as typed): a new page when too little room is left, and
 * tables that continue on the next page with their header again.
 */

/** A new A4 document (its title, author and dates) with its first page, the cursor at its top. */
export async function openReportSheet(meta: { title: string; author: string; date: Date }) {
  const sheet = await openA4Sheet(meta);
  return Object.assign(sheet, {
    /** A new page unless `space` is left above the bottom margin. */
    ensure: (space: number) => {
      if (sheet.y - space < 50) sheet.newPage();
    },
  });
}

export type ReportSheet = Sheet & { ensure(space: number): void };

/** Words of `s` in lines no wider than `width`. */
export async function wrap(
  sheet: ReportSheet,
  s: string,
  width: number,
  o: Style,
): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && (await sheet.width(next, o)) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** One row of a table in 9 pt: the first cell left-aligned, the others right-aligned. */
async function drawRow(s: ReportSheet, cells: string[], widths: number[], o: Style) {
  let x = s.left;
  for (const [i, cell] of cells.entries()) {
    const width = widths[i] ?? 60;
    const t = await s.fit(cell, width - 6, o);
    if (i === 0) await s.text(t, x, o);
    else await s.textRight(t, x + width, o);
    x += width;
  }
}

/**
 * Column widths for the text column: each column's widest cell (header included), and when they do
 * not all fit, the narrow ones (figures, dates) whole and the rest sharing what is left equally
 * (names and e-mails are then cut with "..."); when they fit, the first column takes the slack.
 */
async function columnWidths(s: ReportSheet, headers: string[], rows: string[][]) {
  const total = s.right - s.left;
  const pad = 8;
  const natural = await Promise.all(
    headers.map(async (header, i) => {
      let widest = await s.width(header, { font: s.bold, size: 9 });
      for (const row of rows)
        widest = Math.max(widest, await s.width(row[i] ?? '', { font: s.regular, size: 9 }));
      return widest + pad;
    }),
  );
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum <= total) return natural.map((w, i) => (i === 0 ? w + total - sum : w));
  const widths = [...natural];
  let left = total;
  let open = natural.length;
  for (const i of natural.map((_, i) => i).sort((a, b) => natural[a]! - natural[b]!)) {
    widths[i] = Math.min(natural[i]!, left / open);
    left -= widths[i]!;
    open -= 1;
  }
  return widths;
}

/**
 * A table: its title, the header row over a rule, then the rows (on a new page, the header
 * again). Without `widths`, each column is as wide as its content allows (columnWidths).
 */
export async function drawTable(
  s: ReportSheet,
  title: string,
  headers: string[],
  rows: string[][],
  widths?: number[],
) {
  s.ensure(60);
  await s.text(title, s.left, { font: s.bold, size: 13, color: s.green });
  s.y -= 18;
  const w = widths ?? (await columnWidths(s, headers, rows));
  const head = { font: s.bold, size: 9 };
  const body = { font: s.regular, size: 9 };
  await drawRow(s, headers, w, head);
  // The sheet's rule sits 4 pt above the cursor: 3 pt under the header's baseline.
  s.y -= 7;
  s.rule();
  s.y -= 9;
  for (const row of rows) {
    if (s.y < 60) {
      s.newPage();
      await drawRow(s, headers, w, head);
      s.y -= 16;
    }
    await drawRow(s, row, w, body);
    s.y -= 13;
  }
  s.y -= 14;
}
