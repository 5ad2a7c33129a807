import type { Villa } from '../../server/villas/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type { Villa };

export const villasQuery = queryOptions({
  queryKey: ['villas'],
  queryFn: ({ signal }) => apiRequest<Villa[]>('/api/villas', { signal }),
  staleTime: 5 * 60_000,
});
