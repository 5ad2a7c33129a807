import type { safariOptionRoutes } from '../../server/safari/options-routes';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

const api = clientFor<RouterOf<typeof safariOptionRoutes>>();

export const safariOptionsQuery = queryOptions({
  queryKey: ['safari-options'],
  queryFn: ({ signal }) => api('GET /safari-options', { signal }),
  staleTime: 5 * 60_000,
});
