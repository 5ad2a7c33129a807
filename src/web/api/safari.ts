import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type SafariOption = {
  id: string;
  name: string;
  description: string;
  duration: string;
  pricePerPerson: number;
  maxPersons: number;
  images: string[];
  timings: { value: string; label: string }[];
  highlights: string[];
};

export const safariOptionsQuery = queryOptions({
  queryKey: ['safari-options'],
  queryFn: ({ signal }) => apiRequest<SafariOption[]>('/api/safari-options', { signal }),
  staleTime: 5 * 60_000,
});
