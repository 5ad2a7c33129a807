import { queryOptions } from '@tanstack/react-query';
import type { SiteInfo } from '../../server/site/contract';
import { apiRequest } from './client';

export type { SiteInfo };

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiRequest<SiteInfo>('/api/site-info', { signal }),
  staleTime: Infinity,
});
