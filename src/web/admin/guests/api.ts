import { queryOptions } from '@tanstack/react-query';
import type { AddGuestUser, EditGuestUser } from '../../../domain/admin-forms';
import type { AdminGuest } from '../../../server/guests/admin-contract';
import type { adminGuestRoutes } from '../../../server/guests/admin-routes';
import { hrefFor } from '../../api/client';
import type { RequestOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { AdminGuest };

type Routes = RouterOf<typeof adminGuestRoutes>;
const api = adminClientFor<Routes>();
const href = hrefFor<Routes>();

export const guestsKey = ['admin', 'guests'] as const;

/** One page of the list; `query` is the list's filters (useListParams' apiQuery). */
export const guestListQuery = (query: RequestOf<Routes, 'GET /admin/guests'>['query']) =>
  queryOptions({
    queryKey: [...guestsKey, 'list', query],
    queryFn: ({ signal }) => api('GET /admin/guests', { query, signal }),
    placeholderData: (previous) => previous,
  });

export const guestStatsQuery = queryOptions({
  queryKey: [...guestsKey, 'stats'],
  queryFn: ({ signal }) => api('GET /admin/guests/stats', { signal }),
});

export const guestProfileQuery = (email: string) =>
  queryOptions({
    queryKey: [...guestsKey, 'profile', email],
    queryFn: ({ signal }) => api('GET /admin/guests/:email', { param: { email }, signal }),
  });

export const exportHref = (email: string, format: 'json' | 'csv') =>
  href('GET /admin/guests/:email/export', { param: { email }, query: { format } });

export const addGuest = (json: AddGuestUser) => api('POST /admin/guests', { json });
export const editGuest = (email: string, json: EditGuestUser) =>
  api('PATCH /admin/guests/:email', { param: { email }, json });
export const anonymiseGuest = (email: string) =>
  api('DELETE /admin/guests/:email', { param: { email } });
