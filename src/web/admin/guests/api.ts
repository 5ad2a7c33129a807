import { queryOptions } from '@tanstack/react-query';
import type { AddGuestUser, EditGuestUser } from '../../../domain/admin-forms';
import type { AdminGuest, GuestProfile, GuestStats } from '../../../server/guests/admin-contract';
import type { AdminGuestList } from '../../../server/guests/admin-contract';
import { apiRequest } from '../../api/client';

export type { AdminGuest, GuestProfile };

export const guestsKey = ['admin', 'guests'] as const;
const path = (email: string) => `/api/admin/guests/${encodeURIComponent(email)}`;

export const guestListQuery = (search: string) =>
  queryOptions({
    queryKey: [...guestsKey, 'list', search],
    queryFn: ({ signal }) =>
      apiRequest<AdminGuestList>(`/api/admin/guests${search ? `?${search}` : ''}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const guestStatsQuery = queryOptions({
  queryKey: [...guestsKey, 'stats'],
  queryFn: ({ signal }) => apiRequest<GuestStats>('/api/admin/guests/stats', { signal }),
});

export const guestProfileQuery = (email: string) =>
  queryOptions({
    queryKey: [...guestsKey, 'profile', email],
    queryFn: ({ signal }) => apiRequest<GuestProfile>(path(email), { signal }),
  });

export const exportHref = (email: string, format: 'json' | 'csv') =>
  `${path(email)}/export?format=${format}`;

export const addGuest = (body: AddGuestUser) =>
  apiRequest<AdminGuest>('/api/admin/guests', { method: 'POST', body });
export const editGuest = (email: string, body: EditGuestUser) =>
  apiRequest<AdminGuest>(path(email), { method: 'PATCH', body });
export const anonymiseGuest = (email: string) =>
  apiRequest<AdminGuest>(path(email), { method: 'DELETE' });
