import type { SafariOption } from '../../server/safari/options-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type { SafariOption };

export const safariOptionsQuery = queryOptions({
  queryKey: ['safari-options'],
  queryFn: ({ signal }) => apiRequest<SafariOption[]>('/api/safari-options', { signal }),
  staleTime: 5 * 60_000,
});
