import type { Package } from '../../server/packages/contract';
import type { packageRoutes } from '../../server/packages/routes';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

export type { Package };

const api = clientFor<RouterOf<typeof packageRoutes>>();

export const packagesQuery = queryOptions({
  queryKey: ['packages'],
  queryFn: ({ signal }) => api('GET /packages', { signal }),
  staleTime: 5 * 60_000,
});
