import { formatStaffTime } from '../../domain/dates';
import {
  PERIOD_LABELS,
  REPORT_DEFINITIONS,
  REPORT_TYPE_LABELS,
  type ReportFormat,
} from '../../domain/reports';
import type { CsvCell } from '../http/csv-download';
import { drawTable, openReportSheet, wrap, type ReportSheet } from './report-sheet';
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

/** The PDF: the report's heading, its tables, and the definitions of its terms. */
export async function renderPdf(r: ReportData, timeZone: string): Promise<Uint8Array> {
  const generated = new Date(r.generatedAt);
  const sheet = await openReportSheet({
    title: `${r.resortName} report ${r.period.from} to ${r.period.to}`,
    author: r.resortName,
    date: generated,
  });
  await drawHeading(sheet, r, generated, timeZone);
  await drawTables(sheet, r);
  await drawDefinitions(sheet);
  return sheet.save();
}

/** The resort, the report type, the period and the one compared with, the filters, when made. */
async function drawHeading(s: ReportSheet, r: ReportData, generated: Date, timeZone: string) {
  const { left, bold, green, grey } = s;
  await s.text(r.resortName, left, { font: bold, size: 20, color: green });
  s.y -= 22;
  await s.text(`${REPORT_TYPE_LABELS[r.detail.type]} report`, left, { font: bold, size: 13 });
  s.y -= 16;
  await s.text(`Period: ${PERIOD_LABELS[r.query.period]}, ${r.period.label}`, left);
  s.y -= 13;
  await s.text(`Compared with: ${r.previousPeriod.label}`, left, { color: grey });
  s.y -= 13;
  await s.text(filtersLine(r), left, { color: grey });
  s.y -= 13;
  await s.text(`Generated ${formatStaffTime(generated, timeZone)} (${timeZone})`, left, {
    color: grey,
  });
  s.y -= 26;
}

/** The Villa and Status filters in words. */
function filtersLine(r: ReportData): string {
  return [
    r.query.villaId
      ? `Villa: ${r.villas.find((v) => v.id === r.query.villaId)?.name ?? r.query.villaId}`
      : 'All villas',
    r.query.status === 'all' ? 'All statuses' : `Status: ${r.query.status}`,
  ].join(' | ');
}

/** The Summary, Key figures and Revenue Trend tables, then the report type's detail rows. */
async function drawTables(s: ReportSheet, r: ReportData) {
  await drawTable(
    s,
    'Summary',
    [...SUMMARY_HEADER],
    summaryRows(r).map(([p, rev, n, abv, paid]) => [
      p,
      formatValue(rev, 'money'),
      formatValue(n, 'number'),
      formatValue(abv, 'money'),
      formatValue(paid, 'money'),
    ]),
  );
  await drawTable(
    s,
    'Key figures',
    ['KPI', 'Value'],
    kpiRows(r).map((k) => [k.label, formatValue(k.value, k.kind)]),
  );
  await drawTable(
    s,
    'Revenue Trend',
    ['Month', 'Revenue', 'Bookings', 'Avg Booking Value', 'Payments Received'],
    r.trend.map((t) => [
      t.label,
      formatValue(t.revenue, 'money'),
      formatValue(t.bookings, 'number'),
      formatValue(t.averageBookingValue, 'money'),
      formatValue(t.paymentsReceived, 'money'),
    ]),
  );
  // The overview's detail is the Revenue Trend, drawn above.
  if (r.detail.type !== 'overview')
    await drawTable(
      s,
      `${REPORT_TYPE_LABELS[r.detail.type]}`,
      r.detail.columns.map((c) => c.label),
      r.detail.rows.map((row) =>
        r.detail.columns.map((c) => formatValue(row[c.key] ?? null, c.kind)),
      ),
    );
}

/** The definitions of the report's terms, in small grey type. */
async function drawDefinitions(s: ReportSheet) {
  s.ensure(40 + REPORT_DEFINITIONS.length * 12);
  await s.text('Definitions', s.left, { font: s.bold, size: 11, color: s.green });
  s.y -= 14;
  for (const d of REPORT_DEFINITIONS)
    for (const line of await wrap(s, `${d.term}: ${d.meaning}`, s.right - s.left, { size: 8 })) {
      s.ensure(14);
      await s.text(line, s.left, { size: 8, color: s.grey });
      s.y -= 11;
    }
}
