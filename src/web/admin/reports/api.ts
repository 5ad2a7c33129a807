import { queryOptions } from '@tanstack/react-query';
import type { ReportFormat } from '../../../domain/reports';
import type { ReportData } from '../../../server/reports/admin-contract';
import { apiRequest } from '../../api/client';

export type { ReportData };

export const reportsKey = ['admin', 'reports'] as const;

/** `search` is the URL's report query (period, from, to, reportType, villaId, status). */
export const reportQuery = (search: string) =>
  queryOptions({
    queryKey: [...reportsKey, search],
    queryFn: ({ signal }) =>
      apiRequest<ReportData>(`/api/admin/reports${search ? `?${search}` : ''}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const exportHref = (search: string, format: ReportFormat) =>
  `/api/admin/reports/export?format=${format}${search ? `&${search}` : ''}`;
