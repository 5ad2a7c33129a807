import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type Villa = {
  id: string;
  name: string;
  description: string;
  basePrice: number;
  maxGuests: number;
  amenities: string[];
  images: string[];
  status: string;
  totalUnits: number;
};

export const villasQuery = queryOptions({
  queryKey: ['villas'],
  queryFn: ({ signal }) => apiRequest<Villa[]>('/api/villas', { signal }),
  staleTime: 5 * 60_000,
});
