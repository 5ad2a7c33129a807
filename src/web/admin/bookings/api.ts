import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingListItem,
  BulkStatusBody,
  BulkStatusResult,
  StatusActionBody,
  StatusResult,
} from '../../../server/bookings/admin-routes';
import { adminRequest } from '../api';

export type {
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingListItem,
  BulkStatusResult,
  StatusActionBody,
};

/** Every bookings query starts with this key: a change invalidates lists and details at once. */
export const BOOKINGS_KEY = ['admin', 'bookings'] as const;

/** One page of the list; `search` is the list's query string (useListParams' apiSearch). */
export const bookingListQuery = (search: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'list', search],
    queryFn: ({ signal }) =>
      adminRequest<AdminBookingList>(`/api/admin/bookings${search ? `?${search}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const bookingDetailQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'detail', bookingId],
    queryFn: ({ signal }) =>
      adminRequest<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(bookingId)}`, {
        signal,
      }),
    retry: false,
  });

export const exportHref = (search: string) =>
  `/api/admin/bookings/export.csv${search ? `?${search}` : ''}`;

export const changeBookingStatus = (bookingId: string, body: StatusActionBody) =>
  adminRequest<StatusResult>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/status`, {
    method: 'POST',
    body,
  });

export const bulkChangeStatus = (body: BulkStatusBody) =>
  adminRequest<BulkStatusResult>('/api/admin/bookings/bulk-status', { method: 'POST', body });
