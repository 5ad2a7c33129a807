import { queryOptions } from '@tanstack/react-query';
import type { LegalPageId } from '../../domain/legal';
import type { LegalDocumentResponse } from '../../server/site/legal-contract';
import { apiRequest } from './client';

export const legalDocumentQuery = (page: LegalPageId) =>
  queryOptions({
    queryKey: ['legal', page],
    queryFn: ({ signal }) => apiRequest<LegalDocumentResponse>(`/api/legal/${page}`, { signal }),
    staleTime: Infinity,
  });
