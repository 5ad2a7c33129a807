import { formatStaffTime } from '../../domain/dates';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../documents/pdf-text';
import {
  PERIOD_LABELS,
  REPORT_DEFINITIONS,
  REPORT_TYPE_LABELS,
  type ReportFormat,
} from '../../domain/reports';
import type { CsvCell } from '../http/csv-download';
import type { DetailColumn, ReportData } from './service';

/**
 * The report as a file: CSV (through the shared CSV helper), PDF (pdf-lib) and Excel (exceljs).
 * Every format starts with the spec's columns Period, Revenue, Bookings, Avg Booking Value, then
 * Payments Received (decision 0113), for the period and the previous one, then the detail rows of the chosen report type, the KPIs and the
 * Revenue Trend.
 */

export const SUMMARY_HEADER = [
  'Period',
  'Revenue',
  'Bookings',
  'Avg Booking Value',
  'Payments Received',
] as const;

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function summaryRows(r: ReportData): [string, number, number, number, number][] {
  return [
    [
      `${PERIOD_LABELS[r.query.period]} (${r.period.label})`,
      r.summary.revenue,
      r.summary.bookings,
      r.summary.averageBookingValue,
      r.summary.paymentsReceived,
    ],
    [
      `Previous period (${r.previousPeriod.label})`,
      r.summary.previousRevenue,
      r.summary.previousBookings,
      r.summary.previousAverageBookingValue,
      r.summary.previousPaymentsReceived,
    ],
  ];
}

/** The KPI table: label, value and how the value is shown. */
function kpiRows(
  r: ReportData,
): { label: string; value: number; kind: DetailColumn['kind'] | 'days' | 'nights' }[] {
  const k = r.kpis;
  return [
    { label: 'Revenue Growth', value: r.summary.growth, kind: 'percent' },
    { label: 'Occupancy', value: k.occupancyRate, kind: 'percent' },
    { label: 'ADR', value: k.adr, kind: 'money' },
    { label: 'RevPAR', value: k.revpar, kind: 'money' },
    { label: 'Avg Length of Stay', value: k.averageStay, kind: 'nights' },
    { label: 'Lead Time', value: k.leadTime, kind: 'days' },
    { label: 'Cancellation Rate', value: k.cancellationRate, kind: 'percent' },
    { label: 'Conversion', value: k.conversionRate, kind: 'percent' },
    { label: 'Nights Sold', value: k.nightsSold, kind: 'number' },
    { label: 'Unit-Nights Available', value: k.unitNightsAvailable, kind: 'number' },
    // Decision 0128: the period's promo discounts (before tax, sold nights), every format.
    { label: 'Promo Discounts Given', value: r.discounts.total, kind: 'money' },
  ];
}

const inr = (n: number) => `INR ${Math.round(n).toLocaleString('en-IN')}`;

/** A value as text for the PDF (and the CSV's KPI lines). */
function formatValue(value: string | number | null, kind: string): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return inr(value);
    case 'percent':
      return `${value}%`;
    case 'days':
      return `${value} days`;
    case 'nights':
      return `${value} nights`;
    default:
      return value.toLocaleString('en-IN');
  }
}

// ---------------- CSV ----------------

/** The CSV's records (the header row first); fed to the shared streamed CSV response. */
export async function* csvRecords(r: ReportData): AsyncGenerator<readonly CsvCell[]> {
  for (const row of summaryRows(r)) yield row;
  yield [];
  yield [`${REPORT_TYPE_LABELS[r.detail.type]}: ${r.detail.title}`];
  yield r.detail.columns.map((c) => c.label);
  for (const row of r.detail.rows) yield r.detail.columns.map((c) => row[c.key] ?? null);
  yield [];
  yield ['KPI', 'Value'];
  for (const k of kpiRows(r)) yield [k.label, k.value];
  yield [];
  yield ['Revenue Trend', 'Revenue', 'Bookings', 'Avg Booking Value', 'Payments Received'];
  for (const t of r.trend)
    yield [t.label, t.revenue, t.bookings, t.averageBookingValue, t.paymentsReceived];
}

// ---------------- Excel ----------------

/** Rupees as whole numbers with the ₹ sign (the cell stays a number). */
const INR_FORMAT = '"₹"#,##0';
const PERCENT_FORMAT = '0.0"%"';

const formatFor = (kind: string) =>
  kind === 'money'
    ? INR_FORMAT
    : kind === 'percent'
      ? PERCENT_FORMAT
      : kind === 'days' || kind === 'nights'
        ? '0.0'
        : '#,##0';

export async function renderXlsx(r: ReportData): Promise<Uint8Array> {
  // exceljs takes a quarter of a second to load: loaded with the first workbook (decision 0151).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = r.resortName;
  wb.created = new Date(r.generatedAt);

  const summary = wb.addWorksheet('Summary');
  summary.columns = [{ width: 48 }, { width: 16 }, { width: 12 }, { width: 20 }, { width: 20 }];
  summary.addRow([`${r.resortName} — ${REPORT_TYPE_LABELS[r.detail.type]} report`]).font = {
    bold: true,
    size: 14,
  };
  summary.addRow([`${PERIOD_LABELS[r.query.period]}: ${r.period.label}`]);
  summary.addRow([]);
  const header = summary.addRow([...SUMMARY_HEADER]);
  header.font = { bold: true };
  for (const row of summaryRows(r)) {
    const added = summary.addRow(row);
    added.getCell(2).numFmt = INR_FORMAT;
    added.getCell(3).numFmt = '#,##0';
    added.getCell(4).numFmt = INR_FORMAT;
    added.getCell(5).numFmt = INR_FORMAT;
  }
  summary.addRow([]);
  summary.addRow(['KPI', 'Value']).font = { bold: true };
  for (const k of kpiRows(r))
    summary.addRow([k.label, k.value]).getCell(2).numFmt = formatFor(k.kind);
  summary.addRow([]);
  summary.addRow(['Definitions']).font = { bold: true };
  for (const d of REPORT_DEFINITIONS) summary.addRow([d.term, d.meaning]);

  const detail = wb.addWorksheet(REPORT_TYPE_LABELS[r.detail.type].slice(0, 31));
  detail.columns = r.detail.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.kind === 'text' ? 28 : 16,
  }));
  detail.getRow(1).font = { bold: true };
  for (const row of r.detail.rows) detail.addRow(r.detail.columns.map((c) => row[c.key] ?? null));
  r.detail.columns.forEach((c, i) => {
    if (c.kind !== 'text' && c.kind !== 'date') detail.getColumn(i + 1).numFmt = formatFor(c.kind);
  });
  // The header row keeps the general format.
  detail.getRow(1).eachCell((cell) => (cell.numFmt = 'General'));

  const trend = wb.addWorksheet('Revenue Trend');
  trend.columns = [
    { header: 'Month', key: 'label', width: 14 },
    { header: 'Revenue', key: 'revenue', width: 16, style: { numFmt: INR_FORMAT } },
    { header: 'Bookings', key: 'bookings', width: 12 },
    {
      header: 'Avg Booking Value',
      key: 'averageBookingValue',
      width: 20,
      style: { numFmt: INR_FORMAT },
    },
    {
      header: 'Payments Received',
      key: 'paymentsReceived',
      width: 20,
      style: { numFmt: INR_FORMAT },
    },
  ];
  trend.getRow(1).font = { bold: true };
  for (const t of r.trend) trend.addRow(t);

  return new Uint8Array(await wb.xlsx.writeBuffer());
}

// ---------------- PDF ----------------

/** The standard PDF fonts encode WinAnsi only: replace what they cannot draw. */
function pdfText(s: string): string {
  return s
    .replace(/₹\s?/g, 'INR ')
    .replace(/[–—]/g, '-')
    .replace(/÷/g, '/')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7e]/g, '?');
}

const A4: [number, number] = [595.28, 841.89];

export async function renderPdf(r: ReportData, timeZone: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const generated = new Date(r.generatedAt);
  doc.setTitle(`${r.resortName} report ${r.period.from} to ${r.period.to}`);
  doc.setAuthor(r.resortName);
  doc.setCreationDate(generated);
  doc.setModificationDate(generated);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.18, 0.36, 0.2);
  const grey = rgb(0.35, 0.35, 0.35);
  const left = 50;
  const right = 545;
  let page: PDFPage = doc.addPage(A4);
  let y = 790;

  const ensure = (space: number) => {
    if (y - space < 50) {
      page = doc.addPage(A4);
      y = 790;
    }
  };
  const text = (
    s: string,
    x: number,
    opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) =>
    page.drawText(pdfText(s), {
      x,
      y,
      size: opts.size ?? 10,
      font: opts.font ?? regular,
      color: opts.color ?? rgb(0, 0, 0),
    });
  const fit = (s: string, width: number, font: PDFFont, size: number) => {
    let t = pdfText(s);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
    return `${t}...`;
  };
  /** Words of `s` in lines no wider than `width`. */
  const wrap = (s: string, width: number, font: PDFFont, size: number) => {
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
  };

  /** A table: the first column left-aligned, the others right-aligned. */
  const table = (title: string, headers: string[], rows: string[][], widths?: number[]) => {
    ensure(60);
    text(title, left, { font: bold, size: 13, color: green });
    y -= 18;
    const total = right - left;
    const w = widths ?? [
      total * 0.4,
      ...headers.slice(1).map(() => (total * 0.6) / (headers.length - 1)),
    ];
    const drawRow = (cells: string[], font: PDFFont) => {
      let x = left;
      cells.forEach((cell, i) => {
        const width = w[i] ?? 60;
        const t = fit(cell, width - 6, font, 9);
        const tx = i === 0 ? x : x + width - font.widthOfTextAtSize(t, 9);
        page.drawText(t, { x: tx, y, size: 9, font });
        x += width;
      });
    };
    drawRow(headers, bold);
    y -= 5;
    page.drawLine({
      start: { x: left, y: y + 2 },
      end: { x: right, y: y + 2 },
      thickness: 0.5,
      color: grey,
    });
    y -= 11;
    for (const row of rows) {
      if (y < 60) {
        page = doc.addPage(A4);
        y = 790;
        drawRow(headers, bold);
        y -= 16;
      }
      drawRow(row, regular);
      y -= 13;
    }
    y -= 14;
  };

  text(r.resortName, left, { font: bold, size: 20, color: green });
  y -= 22;
  text(`${REPORT_TYPE_LABELS[r.detail.type]} report`, left, { font: bold, size: 13 });
  y -= 16;
  text(`Period: ${PERIOD_LABELS[r.query.period]}, ${r.period.label}`, left);
  y -= 13;
  text(`Compared with: ${r.previousPeriod.label}`, left, { color: grey });
  y -= 13;
  const filters = [
    r.query.villaId
      ? `Villa: ${r.villas.find((v) => v.id === r.query.villaId)?.name ?? r.query.villaId}`
      : 'All villas',
    r.query.status === 'all' ? 'All statuses' : `Status: ${r.query.status}`,
  ].join(' | ');
  text(filters, left, { color: grey });
  y -= 13;
  text(`Generated ${formatStaffTime(generated, timeZone)} (${timeZone})`, left, { color: grey });
  y -= 26;

  table(
    'Summary',
    [...SUMMARY_HEADER],
    summaryRows(r).map(([p, rev, n, abv, paid]) => [
      p,
      formatValue(rev, 'money'),
      formatValue(n, 'number'),
      formatValue(abv, 'money'),
      formatValue(paid, 'money'),
    ]),
    [175, 85, 55, 90, 90],
  );
  table(
    'Key figures',
    ['KPI', 'Value'],
    kpiRows(r).map((k) => [k.label, formatValue(k.value, k.kind)]),
    [300, 195],
  );
  table(
    'Revenue Trend',
    ['Month', 'Revenue', 'Bookings', 'Avg Booking Value', 'Payments Received'],
    r.trend.map((t) => [
      t.label,
      formatValue(t.revenue, 'money'),
      formatValue(t.bookings, 'number'),
      formatValue(t.averageBookingValue, 'money'),
      formatValue(t.paymentsReceived, 'money'),
    ]),
    [175, 85, 55, 90, 90],
  );
  if (r.detail.type !== 'overview')
    table(
      `${REPORT_TYPE_LABELS[r.detail.type]}`,
      r.detail.columns.map((c) => c.label),
      r.detail.rows.map((row) =>
        r.detail.columns.map((c) => formatValue(row[c.key] ?? null, c.kind)),
      ),
    );

  ensure(40 + REPORT_DEFINITIONS.length * 12);
  text('Definitions', left, { font: bold, size: 11, color: green });
  y -= 14;
  for (const d of REPORT_DEFINITIONS)
    for (const line of wrap(`${d.term}: ${d.meaning}`, right - left, regular, 8)) {
      ensure(14);
      text(line, left, { size: 8, color: grey });
      y -= 11;
    }
  return doc.save();
}
