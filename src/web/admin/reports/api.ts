import { queryOptions } from '@tanstack/react-query';
import type { ReportData } from '../../../server/reports/admin-contract';
import type { adminReportRoutes } from '../../../server/reports/admin-routes';
import { hrefFor } from '../../api/client';
import type { RequestOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { ReportData };

type Routes = RouterOf<typeof adminReportRoutes>;
const api = adminClientFor<Routes>();
const href = hrefFor<Routes>();

const reportsKey = ['admin', 'reports'] as const;

/** `query` is the URL's report query (period, from, to, reportType, villaId, status). */
export const reportQuery = (query: RequestOf<Routes, 'GET /admin/reports'>['query']) =>
  queryOptions({
    queryKey: [...reportsKey, query],
    queryFn: ({ signal }) => api('GET /admin/reports', { query, signal }),
    placeholderData: (previous) => previous,
  });

type ExportQuery = RequestOf<Routes, 'GET /admin/reports/export'>['query'];

/** The report as a file: the same query plus its `format`. */
export const exportHref = (
  query: Omit<ExportQuery, 'format'>,
  format: NonNullable<ExportQuery['format']>,
) => href('GET /admin/reports/export', { query: { format, ...query } });
