import type { Package } from '../../server/packages/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type { Package };

export const packagesQuery = queryOptions({
  queryKey: ['packages'],
  queryFn: ({ signal }) => apiRequest<Package[]>('/api/packages', { signal }),
  staleTime: 5 * 60_000,
});
