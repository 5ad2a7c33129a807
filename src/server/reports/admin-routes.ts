import { createRoute } from '@hono/zod-openapi';
import { reportExportQuerySchema, reportFileName, reportQuerySchema } from '../../domain/reports';
import type { AppDeps } from '../app-types';
import { attachmentDisposition, csvResponse } from '../http/csv-download';
import { fileResponse } from '../http/contract';
import { createRouter } from '../http/router';
import { CONTENT_TYPES, csvRecords, renderPdf, renderXlsx, SUMMARY_HEADER } from './export';
import { loadReport } from './service';
import { ReportDataSchema } from './admin-contract';

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
  responses: {
    200: fileResponse('The file', 'text/csv', 'application/pdf', CONTENT_TYPES.xlsx),
  },
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
