import { createRoute, z } from '@hono/zod-openapi';
import { reportExportQuerySchema, reportFileName, reportQuerySchema } from '../../domain/reports';
import type { AppDeps } from '../app-types';
import { attachmentDisposition, csvResponse } from '../http/csv-download';
import { createRouter } from '../http/router';
import { CONTENT_TYPES, csvRecords, renderPdf, renderXlsx, SUMMARY_HEADER } from './export';
import { loadReport } from './service';

const money = z.number();
const DetailColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'money', 'number', 'percent', 'date']),
});
export type DetailColumn = z.infer<typeof DetailColumnSchema>;
const DetailRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type DetailRow = z.infer<typeof DetailRowSchema>;
const rangeSchema = z.object({ from: z.string(), to: z.string(), label: z.string() });

export const ReportDataSchema = z
  .object({
    generatedAt: z.string(),
    resortName: z.string(),
    query: z.object({
      period: z.enum(['week', 'month', 'quarter', 'year', 'custom']),
      from: z.string().optional(),
      to: z.string().optional(),
      reportType: z.enum(['overview', 'villa', 'package', 'guest']),
      villaId: z.string().optional(),
      status: z.enum(['all', 'confirmed', 'completed', 'cancelled']),
    }),
    period: rangeSchema,
    previousPeriod: rangeSchema,
    summary: z.object({
      revenue: money,
      previousRevenue: money,
      growth: z.number(),
      bookings: z.number().int(),
      previousBookings: z.number().int(),
      bookingsGrowth: z.number(),
      averageBookingValue: money,
      previousAverageBookingValue: money,
      /** Bookings that earned revenue in the period (the average's divisor). */
      earningBookings: z.number().int(),
      /** Payments received in the period and the previous one (decision 0113). */
      paymentsReceived: money,
      previousPaymentsReceived: money,
    }),
    villaShare: z.array(
      z.object({ villaId: z.string(), name: z.string(), revenue: money, share: z.number() }),
    ),
    packageShare: z.array(
      z.object({
        packageId: z.string().nullable(),
        name: z.string(),
        revenue: money,
        share: z.number(),
      }),
    ),
    trend: z.array(
      z.object({
        month: z.string(),
        label: z.string(),
        revenue: money,
        paymentsReceived: money,
        bookings: z.number().int(),
        averageBookingValue: money,
      }),
    ),
    topVillas: z.array(
      z.object({
        villaId: z.string(),
        name: z.string(),
        revenue: money,
        bookings: z.number().int(),
        nightsSold: z.number().int(),
        occupancyRate: z.number(),
      }),
    ),
    kpis: z.object({
      occupancyRate: z.number(),
      adr: money,
      revpar: money,
      averageStay: z.number(),
      leadTime: z.number(),
      cancellationRate: z.number(),
      conversionRate: z.number(),
      nightsSold: z.number().int(),
      unitNightsAvailable: z.number().int(),
    }),
    detail: z.object({
      type: z.enum(['overview', 'villa', 'package', 'guest']),
      title: z.string(),
      columns: z.array(DetailColumnSchema),
      rows: z.array(DetailRowSchema),
    }),
    villas: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Promo discounts given on the period's sold nights, before tax, per code (decision 0128). */
    discounts: z.object({
      total: money,
      bookings: z.number().int(),
      byCode: z.array(z.object({ code: z.string(), amount: money, bookings: z.number().int() })),
    }),
  })
  .openapi('AdminReport');
export type ReportData = z.infer<typeof ReportDataSchema>;

const reportRoute = createRoute({
  method: 'get',
  path: '/admin/reports',
  summary:
    'Reports: revenue (money received, net of refunds) with growth, shares, bookings, trend, top villas, KPIs and the detail rows of the report type',
  request: { query: reportQuerySchema },
  responses: {
    200: {
      description: 'The report',
      content: { 'application/json': { schema: ReportDataSchema } },
    },
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/reports/export',
  summary: `The report as a file (csv, pdf or xlsx): ${SUMMARY_HEADER.join(', ')}, then the detail rows, KPIs and trend`,
  request: {
    query: reportExportQuerySchema,
  },
  responses: { 200: { description: 'The file' } },
});

export function adminReportRoutes({ db, config, now }: AppDeps) {
  const deps = { timeZone: config.resortTz, resortName: config.resortName };
  return createRouter()
    .openapi(reportRoute, async (c) =>
      c.json(await loadReport(db, c.req.valid('query'), deps, now()), 200),
    )
    .openapi(exportRoute, async (c) => {
      const { format, ...query } = c.req.valid('query');
      const at = now();
      const report = await loadReport(db, query, deps, at);
      const fileName = reportFileName(report.query.period, report.period, at, format);
      if (format === 'csv')
        return csvResponse({
          fileName,
          header: SUMMARY_HEADER,
          rows: csvRecords(report),
          timeZone: config.resortTz,
        }) as never;
      const body =
        format === 'pdf' ? await renderPdf(report, config.resortTz) : await renderXlsx(report);
      return new Response(Buffer.from(body), {
        status: 200,
        headers: {
          'content-type': CONTENT_TYPES[format],
          'content-disposition': attachmentDisposition(fileName),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      }) as never;
    });
}
