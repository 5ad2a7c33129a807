import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  batches,
  csvResponse,
  neutraliseCell,
  safeFileName,
  type CsvCell,
} from './csv-download';

async function* from(rows: CsvCell[][]) {
  for (const row of rows) yield row;
}

describe('CSV download', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+91 98', `'+91 98`],
    // Phone numbers are left as written: digits and separators only cannot run anything.
    ['+91 98765 43210', '+91 98765 43210'],
    ['+919876543210', '+919876543210'],
    ['+1 (555) 010-0199', '+1 (555) 010-0199'],
    ['+44 20.7946.0958', '+44 20.7946.0958'],
    ['+1234567890123456', `'+1234567890123456`],
    ['+91 98765 43210+cmd|calc', `'+91 98765 43210+cmd|calc`],
    ['+91-SUM(A1)', `'+91-SUM(A1)`],
    ['+1+1', `'+1+1`],
    ['-91 98765 43210', `'-91 98765 43210`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Asha Rao', 'Asha Rao'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j', (text, expected) => expect(neutraliseCell(text)).toBe(expected));

  it('streams UTF-8 with a BOM, CRLF records, RFC 4180 quoting and neutralised text cells', async () => {
    const res = csvResponse({
      fileName: 'bookings 2026/11.csv',
      timeZone: 'Asia/Kolkata',
      header: ['Name', 'Note', 'Amount', 'Paid', 'At'],
      rows: from([
        [
          'Zoë Ångström',
          'says "hi", twice\nsecond line',
          17700,
          true,
          new Date('2026-11-22T04:30:00.000Z'),
        ],
        ['=cmd|calc', null, -5, false, undefined],
      ]),
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="bookings-2026-11.csv"; filename*=UTF-8''bookings-2026-11.csv`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFName,Note,Amount,Paid,At\r\n')).toBe(true);
    expect(text).toContain('"says ""hi"", twice\nsecond line"');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toEqual([
      ['Name', 'Note', 'Amount', 'Paid', 'At'],
      ['Zoë Ångström', 'says "hi", twice\nsecond line', '17700', 'yes', '22 Nov 2026, 10:00 am'],
      ["'=cmd|calc", '', '-5', 'no', ''],
    ]);
  });

  it('ends the stream with an error when the source fails halfway (never a complete-looking file)', async () => {
    async function* failing() {
      yield ['one'] as CsvCell[];
      throw new Error('database went away');
    }
    const res = csvResponse({ fileName: 'x.csv', header: ['H'], rows: failing(), timeZone: 'UTC' });
    await expect(res.text()).rejects.toThrow();
  });

  it('cleans file names', () => {
    expect(safeFileName('../../etc/passwd')).toBe('..-..-etc-passwd');
    expect(safeFileName('"evil"\r\nSet-Cookie: x')).toBe('evil-Set-Cookie-x');
    expect(attachmentDisposition('a b.csv')).toBe(
      `attachment; filename="a-b.csv"; filename*=UTF-8''a-b.csv`,
    );
  });

  it('pages through a keyset source until a short batch', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i);
    const calls: (number | undefined)[] = [];
    const fetch = async (after: number | undefined) => {
      calls.push(after);
      const start = after === undefined ? 0 : after + 1;
      return all.slice(start, start + 3);
    };
    const seen: number[] = [];
    for await (const n of batches(fetch, 3)) seen.push(n);
    expect(seen).toEqual(all);
    expect(calls).toEqual([undefined, 2, 5]);
  });
});
