import type { Villa } from '../../server/villas/contract';
import type { villaRoutes } from '../../server/villas/routes';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

export type { Villa };

const api = clientFor<RouterOf<typeof villaRoutes>>();

export const villasQuery = queryOptions({
  queryKey: ['villas'],
  queryFn: ({ signal }) => api('GET /villas', { signal }),
  staleTime: 5 * 60_000,
});
