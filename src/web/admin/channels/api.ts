import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { channelFeedInputSchema } from '../../../domain/ical-feed';
import type { adminBookingEditRoutes } from '../../../server/bookings/admin-edit-routes';
import type { ChannelFeed, ExternalReservation } from '../../../server/channels/admin-contract';
import type { channelAdminRoutes } from '../../../server/channels/admin-routes';
import type { RequestOf, ResponseOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

type Routes = RouterOf<typeof channelAdminRoutes>;
const api = adminClientFor<Routes>();
const bookingEdits = adminClientFor<RouterOf<typeof adminBookingEditRoutes>>();

export type ExportEntry = ResponseOf<Routes, 'GET /admin/channels/exports'>[number];
export type { ChannelFeed, ExternalReservation };
export type FeedBody = z.input<typeof channelFeedInputSchema>;

/** Everything of this screen; the villa calendars change with it too. */
export const CHANNELS_KEY = ['admin', 'channels'] as const;
export const channelChangeKeys = [CHANNELS_KEY, ['admin', 'villas'], ['villas'], ['quote']];

export const feedsQuery = queryOptions({
  queryKey: [...CHANNELS_KEY, 'feeds'],
  queryFn: ({ signal }) => api('GET /admin/channels', { signal }),
});

export const exportsQuery = queryOptions({
  queryKey: [...CHANNELS_KEY, 'exports'],
  queryFn: ({ signal }) => api('GET /admin/channels/exports', { signal }),
});

export const conflictsQuery = queryOptions({
  queryKey: [...CHANNELS_KEY, 'conflicts'],
  queryFn: ({ signal }) =>
    api('GET /admin/channels/reservations', { query: { conflicts: 'true' }, signal }),
});

export const timelineQuery = (unitNumber: string) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'timeline', unitNumber],
    queryFn: ({ signal }) =>
      api('GET /admin/channels/reservations', { query: { unitNumber }, signal }),
    enabled: Boolean(unitNumber),
  });

export const addFeed = (json: FeedBody) => api('POST /admin/channels', { json });

export const removeFeed = (id: string) => api('DELETE /admin/channels/:id', { param: { id } });

export const syncNow = (id: string) => api('POST /admin/channels/:id/sync', { param: { id } });

export const rotateExport = (
  json: RequestOf<Routes, 'POST /admin/channels/exports/rotate'>['json'],
) => api('POST /admin/channels/exports/rotate', { json });

export const markHandled = (id: string) =>
  api('POST /admin/channels/reservations/:id/handled', { param: { id } });

/** The booking's units and the free ones on its own villa and nights (the existing unit move). */
export const bookingUnitsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'move', bookingId],
    queryFn: ({ signal }) =>
      bookingEdits('GET /admin/bookings/:bookingId/free-units', { param: { bookingId }, signal }),
    retry: false,
  });

/** Moves the booking off one unit onto another (PATCH unitNumbers, the staff edit). */
export const moveBooking = (bookingId: string, unitNumbers: string[]) =>
  bookingEdits('PATCH /admin/bookings/:bookingId', { param: { bookingId }, json: { unitNumbers } });
