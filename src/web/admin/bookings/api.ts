import type { z } from 'zod';
import type { quoteRequestSchema } from '../../../domain/stay-request';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminBookingDetail,
  AdminBookingListItem,
  BulkStatusBody,
  BulkStatusResult,
  StatusActionBody,
  StatusResult,
} from '../../../server/bookings/admin-contract';
import type { AdminBookingList } from '../../../server/bookings/admin-contract';
import { adminRequest } from '../api';
import type {
  DeleteResult,
  EditResult,
  FreeUnits,
  StaffQuote,
} from '../../../server/bookings/admin-edit-contract';
import type { BookingEditInput } from '../../../domain/booking-edit';
import type { StaffBookingResult } from '../../../server/bookings/contract';

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

// ---- edit, units, delete, staff bookings (decisions 0054, 0058, 0059) ----

export type {
  DeleteResult,
  EditResult,
  FreeUnits,
  StaffQuote,
} from '../../../server/bookings/admin-edit-contract';
export type { BookingEditInput } from '../../../domain/booking-edit';
export type { StaffBookingRequest } from '../../../domain/booking-request';
export type { StaffBookingResult } from '../../../server/bookings/contract';

export const editBooking = (bookingId: string, body: BookingEditInput) =>
  adminRequest<EditResult>(`/api/admin/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'PATCH',
    body,
  });

/** Units free for the nights (the booking's own count as free); off until the stay is valid. */
export const freeUnitsQuery = (
  bookingId: string,
  stay: { villaId: string; checkIn: string; checkOut: string },
) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'free-units', bookingId, stay],
    queryFn: ({ signal }) =>
      adminRequest<FreeUnits>(
        `/api/admin/bookings/${encodeURIComponent(bookingId)}/free-units?${new URLSearchParams(stay)}`,
        { signal },
      ),
    enabled: Boolean(stay.villaId && stay.checkIn && stay.checkOut && stay.checkOut > stay.checkIn),
    retry: false,
  });

/** The edit's preview: what the stay would cost and which units it would get (nothing written). */
export const editPreviewQuery = (bookingId: string, body: BookingEditInput, enabled: boolean) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'edit-preview', bookingId, body],
    queryFn: () => editBooking(bookingId, { ...body, dryRun: true }),
    enabled,
    retry: false,
  });

export const deleteBooking = (bookingId: string) =>
  adminRequest<DeleteResult>(`/api/admin/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'DELETE',
  });

export const createStaffBooking = (body: unknown, idempotencyKey: string) =>
  adminRequest<StaffBookingResult>('/api/admin/bookings', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export type StaffQuoteRequest = z.input<typeof quoteRequestSchema>;

/** The New Booking form's price and free units (staff rules), as the server computes them. */
export const staffQuoteQuery = (request: StaffQuoteRequest, enabled: boolean) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'staff-quote', request],
    queryFn: ({ signal }) =>
      adminRequest<StaffQuote>('/api/admin/bookings/quote', {
        method: 'POST',
        body: request,
        signal,
      }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
