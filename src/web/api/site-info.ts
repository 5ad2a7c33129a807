import { queryOptions } from '@tanstack/react-query';
import type { SiteInfo } from '../../server/site/contract';
import type { siteInfoRoutes } from '../../server/site/routes';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

export type { SiteInfo };

const api = clientFor<RouterOf<typeof siteInfoRoutes>>();

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => api('GET /site-info', { signal }),
  staleTime: Infinity,
});
