import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { channelFeedInputSchema } from '../../../domain/ical-feed';
import type { FreeUnits } from '../../../server/bookings/admin-edit-contract';
import type { ChannelFeed, ExternalReservation } from '../../../server/channels/admin-contract';
import type { channelAdminRoutes } from '../../../server/channels/admin-routes';
import type { ClientOf } from '../../api/route-types';
import { adminRequest } from '../api';

type ChannelsApi = ClientOf<ReturnType<typeof channelAdminRoutes>>['admin']['channels'];
export type SyncResult = InferResponseType<ChannelsApi[':id']['sync']['$post'], 200>;
export type ExportEntry = InferResponseType<ChannelsApi['exports']['$get'], 200>[number];
export type { ChannelFeed, ExternalReservation, FreeUnits };
export type FeedBody = z.input<typeof channelFeedInputSchema>;

/** Everything of this screen; the villa calendars change with it too. */
export const CHANNELS_KEY = ['admin', 'channels'] as const;
export const channelChangeKeys = [CHANNELS_KEY, ['admin', 'villas'], ['villas'], ['quote']];

export const feedsQuery = queryOptions({
  queryKey: [...CHANNELS_KEY, 'feeds'],
  queryFn: ({ signal }) =>
    adminRequest<{ items: ChannelFeed[] }>('/api/admin/channels', { signal }),
});

export const exportsQuery = queryOptions({
  queryKey: [...CHANNELS_KEY, 'exports'],
  queryFn: ({ signal }) => adminRequest<ExportEntry[]>('/api/admin/channels/exports', { signal }),
});

export const conflictsQuery = queryOptions({
  queryKey: [...CHANNELS_KEY, 'conflicts'],
  queryFn: ({ signal }) =>
    adminRequest<{ items: ExternalReservation[] }>(
      '/api/admin/channels/reservations?conflicts=true',
      { signal },
    ),
});

export const timelineQuery = (unitNumber: string) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'timeline', unitNumber],
    queryFn: ({ signal }) =>
      adminRequest<{ items: ExternalReservation[] }>(
        `/api/admin/channels/reservations?unitNumber=${encodeURIComponent(unitNumber)}`,
        { signal },
      ),
    enabled: Boolean(unitNumber),
  });

export const addFeed = (body: FeedBody) =>
  adminRequest<ChannelFeed>('/api/admin/channels', { method: 'POST', body });

export const removeFeed = (id: string) =>
  adminRequest<{ id: string }>(`/api/admin/channels/${id}`, { method: 'DELETE' });

export const syncNow = (id: string) =>
  adminRequest<SyncResult>(`/api/admin/channels/${id}/sync`, { method: 'POST' });

export const rotateExport = (target: { unitNumber?: string; villaId?: string }) =>
  adminRequest<ExportEntry>('/api/admin/channels/exports/rotate', { method: 'POST', body: target });

export const markHandled = (id: string) =>
  adminRequest<ExternalReservation>(`/api/admin/channels/reservations/${id}/handled`, {
    method: 'POST',
  });

/** The booking's units and the free ones on its own villa and nights (the existing unit move). */
export const bookingUnitsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'move', bookingId],
    queryFn: ({ signal }) =>
      adminRequest<FreeUnits>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/free-units`, {
        signal,
      }),
    retry: false,
  });

/** Moves the booking off one unit onto another (PATCH unitNumbers, the staff edit). */
export const moveBooking = (bookingId: string, unitNumbers: string[]) =>
  adminRequest<unknown>(`/api/admin/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'PATCH',
    body: { unitNumbers },
  });
