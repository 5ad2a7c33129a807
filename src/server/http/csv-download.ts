import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatStaffTime } from '../../domain/dates';

/**
 * Streamed CSV downloads: UTF-8 with a byte-order mark (Excel then reads non-ASCII names
 * correctly), RFC 4180 (CRLF, quotes doubled, fields with commas/quotes/line breaks quoted), and
 * text cells a spreadsheet would run as a formula neutralised with a leading apostrophe. Moments
 * are written as staff read them, in the resort's time zone ("26 Nov 2026, 12:55 pm").
 */

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number as people write it: `+`, then 7 to 15 digits with spaces, dashes, dots or
 * brackets between them ("+91 98765 43210", "+1 (555) 010-0199"). No letter, `!`, `|`, `:` or
 * quote can appear, so a spreadsheet can at most do arithmetic with it: it cannot call a
 * function, reach another cell, sheet, file or program (decision 0119).
 */
const PHONE = /^\+\d[\d ().-]*$/;
const isPhoneNumber = (text: string) => {
  if (!PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/**
 * `'=1+1` instead of `=1+1`: shown as text by Excel, LibreOffice and Google Sheets. A phone number
 * that starts with `+` is left as it is (see `isPhoneNumber`).
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !isPhoneNumber(text) ? `'${text}` : text;
}

export type CsvCell = string | number | boolean | Date | null | undefined;

/** A safe download file name: letters, digits, dot, dash and underscore only. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return cleaned || 'download.csv';
}

/** The header of an attachment; the ASCII name plus its RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const safe = safeFileName(fileName);
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * A CSV response streamed from `rows` (an async source of records, e.g. keyset-paged batches),
 * so a large export never sits in memory whole. The header row comes first.
 */
export function csvResponse(options: {
  fileName: string;
  header: readonly string[];
  rows: AsyncIterable<readonly CsvCell[]>;
  /** The resort's time zone (`RESORT_TZ`): `Date` cells are written in it, in words. */
  timeZone: string;
}): Response {
  const stringifier = stringify({
    bom: true,
    record_delimiter: 'windows',
    cast: {
      string: (value) => neutraliseCell(value),
      number: (value) => String(value),
      boolean: (value) => (value ? 'yes' : 'no'),
      date: (value) => formatStaffTime(value, options.timeZone),
    },
  });
  async function* records() {
    yield [...options.header];
    for await (const row of options.rows) yield [...row];
  }
  const source = Readable.from(records());
  source.on('error', (err) => stringifier.destroy(err));
  source.pipe(stringifier);
  const body = Readable.toWeb(stringifier) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(options.fileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Pages through a keyset-ordered source: `fetch(after)` returns the next batch after the last row (or the first when `after` is undefined). */
export async function* batches<T>(
  fetch: (after: T | undefined) => Promise<T[]>,
  batchSize: number,
): AsyncGenerator<T> {
  let after: T | undefined;
  for (;;) {
    const rows = await fetch(after);
    for (const row of rows) yield row;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}
