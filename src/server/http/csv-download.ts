import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * Streamed CSV downloads: UTF-8 with a byte-order mark (Excel then reads non-ASCII names
 * correctly), RFC 4180 (CRLF, quotes doubled, fields with commas/quotes/line breaks quoted), and
 * text cells a spreadsheet would run as a formula neutralised with a leading apostrophe.
 */

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `'=1+1` instead of `=1+1`: shown as text by Excel, LibreOffice and Google Sheets. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
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
}): Response {
  const stringifier = stringify({
    bom: true,
    record_delimiter: 'windows',
    cast: {
      string: (value) => neutraliseCell(value),
      number: (value) => String(value),
      boolean: (value) => (value ? 'yes' : 'no'),
      date: (value) => value.toISOString(),
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
