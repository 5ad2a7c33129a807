import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type Package = {
  id: string;
  name: string;
  description: string;
  inclusions: string[];
  price: number;
  duration: string;
  images: string[];
};

export const packagesQuery = queryOptions({
  queryKey: ['packages'],
  queryFn: ({ signal }) => apiRequest<Package[]>('/api/packages', { signal }),
  staleTime: 5 * 60_000,
});
