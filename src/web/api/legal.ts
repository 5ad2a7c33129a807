import { queryOptions } from '@tanstack/react-query';
import type { LegalPageId } from '../../domain/legal-pages';
import type { legalRoutes } from '../../server/site/legal-routes';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

const api = clientFor<RouterOf<typeof legalRoutes>>();

export const legalDocumentQuery = (page: LegalPageId) =>
  queryOptions({
    queryKey: ['legal', page],
    queryFn: ({ signal }) => api('GET /legal/:page', { param: { page }, signal }),
    staleTime: Infinity,
  });
