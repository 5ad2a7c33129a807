import type { z } from 'zod';
import type { quoteRequestSchema } from '../../../domain/stay-request';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminBookingDetail,
  AdminBookingListItem,
  BulkStatusBody,
  StatusActionBody,
} from '../../../server/bookings/admin-contract';
import type { adminBookingEditRoutes } from '../../../server/bookings/admin-edit-routes';
import type { adminBookingRoutes } from '../../../server/bookings/admin-routes';
import { hrefFor } from '../../api/client';
import type { RequestOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';
import type { BookingEditInput } from '../../../domain/booking-edit';

type Routes = RouterOf<typeof adminBookingRoutes>;
const bookings = adminClientFor<Routes>();
const edits = adminClientFor<RouterOf<typeof adminBookingEditRoutes>>();
const bookingsHref = hrefFor<Routes>();

export type { AdminBookingDetail, AdminBookingListItem, StatusActionBody };

/** Every bookings query starts with this key: a change invalidates lists and details at once. */
export const BOOKINGS_KEY = ['admin', 'bookings'] as const;

/** One page of the list; `query` is the list's filters (useListParams' apiQuery). */
export const bookingListQuery = (query: RequestOf<Routes, 'GET /admin/bookings'>['query']) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'list', query],
    queryFn: ({ signal }) => bookings('GET /admin/bookings', { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const bookingDetailQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'detail', bookingId],
    queryFn: ({ signal }) =>
      bookings('GET /admin/bookings/:bookingId', { param: { bookingId }, signal }),
    retry: false,
  });

export const exportHref = (query: RequestOf<Routes, 'GET /admin/bookings/export.csv'>['query']) =>
  bookingsHref('GET /admin/bookings/export.csv', { query });

export const changeBookingStatus = (bookingId: string, json: StatusActionBody) =>
  bookings('POST /admin/bookings/:bookingId/status', { param: { bookingId }, json });

export const bulkChangeStatus = (json: BulkStatusBody) =>
  bookings('POST /admin/bookings/bulk-status', { json });

// ---- edit, units, delete, staff bookings (decisions 0054, 0058, 0059) ----

export type { FreeUnits, StaffQuote } from '../../../server/bookings/admin-edit-contract';
export type { BookingEditInput } from '../../../domain/booking-edit';
export const editBooking = (bookingId: string, json: BookingEditInput) =>
  edits('PATCH /admin/bookings/:bookingId', { param: { bookingId }, json });

/** Units free for the nights (the booking's own count as free); off until the stay is valid. */
export const freeUnitsQuery = (
  bookingId: string,
  stay: { villaId: string; checkIn: string; checkOut: string },
) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'free-units', bookingId, stay],
    queryFn: ({ signal }) =>
      edits('GET /admin/bookings/:bookingId/free-units', {
        param: { bookingId },
        query: stay,
        signal,
      }),
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
  edits('DELETE /admin/bookings/:bookingId', { param: { bookingId } });

export const createStaffBooking = (
  json: RequestOf<RouterOf<typeof adminBookingEditRoutes>, 'POST /admin/bookings'>['json'],
  idempotencyKey: string,
) => edits('POST /admin/bookings', { json, header: { 'idempotency-key': idempotencyKey } });

export type StaffQuoteRequest = z.input<typeof quoteRequestSchema>;

/** The New Booking form's price and free units (staff rules), as the server computes them. */
export const staffQuoteQuery = (request: StaffQuoteRequest, enabled: boolean) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'staff-quote', request],
    queryFn: ({ signal }) => edits('POST /admin/bookings/quote', { json: request, signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
