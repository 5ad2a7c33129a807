import { queryOptions } from '@tanstack/react-query';
import type { SafariOptionForm, SafariResponse } from '../../../domain/admin-forms';
import type { SafariQueryStatus } from '../../../domain/enums';
import type { AdminSafariEnquiry, SafariStats } from '../../../server/safari/admin-contract';
import type { AdminSafariList } from '../../../server/safari/admin-contract';
import type { AdminSafariOption } from '../../../server/safari/options-admin-contract';
import { apiRequest } from '../../api/client';

export type { AdminSafariEnquiry, AdminSafariOption };

export const safariKey = ['admin', 'safari-enquiries'] as const;
/** The fallback refresh when the live stream is down (spec: polling every 30 s). */
export const SAFARI_POLL_MS = 30_000;

export const safariListQuery = (search: string) =>
  queryOptions({
    queryKey: [...safariKey, 'list', search],
    queryFn: ({ signal }) =>
      apiRequest<AdminSafariList>(`/api/admin/safari-enquiries${search ? `?${search}` : ''}`, {
        signal,
      }),
    refetchInterval: SAFARI_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const safariStatsQuery = queryOptions({
  queryKey: [...safariKey, 'stats'],
  queryFn: ({ signal }) => apiRequest<SafariStats>('/api/admin/safari-enquiries/stats', { signal }),
  refetchInterval: SAFARI_POLL_MS,
});

export const changeSafariStatus = (id: string, status: SafariQueryStatus) =>
  apiRequest<AdminSafariEnquiry>(`/api/admin/safari-enquiries/${id}`, {
    method: 'PATCH',
    body: { status },
  });

export const respondToSafari = (id: string, body: SafariResponse) =>
  apiRequest<AdminSafariEnquiry>(`/api/admin/safari-enquiries/${id}/respond`, {
    method: 'POST',
    body,
  });

export const safariOptionsKey = ['admin', 'safari-options'] as const;
export const adminSafariOptionsQuery = queryOptions({
  queryKey: safariOptionsKey,
  queryFn: ({ signal }) => apiRequest<AdminSafariOption[]>('/api/admin/safari-options', { signal }),
});
/** The guest step 3 list. */
export const guestSafariOptionsKey = ['safari-options'] as const;

export const createSafariOption = (body: SafariOptionForm) =>
  apiRequest<AdminSafariOption>('/api/admin/safari-options', { method: 'POST', body });
export const updateSafariOption = (id: string, body: Partial<Omit<SafariOptionForm, 'id'>>) =>
  apiRequest<AdminSafariOption>(`/api/admin/safari-options/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
