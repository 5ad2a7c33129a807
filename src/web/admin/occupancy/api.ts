import { queryOptions } from '@tanstack/react-query';
import type { FrontDeskAction } from '../../../domain/front-desk';
import type {
  FrontDesk,
  FrontDeskItem,
  FrontDeskResult,
  OccupancyDay,
  OccupancyRange,
  OccupancyUnit,
} from '../../../server/occupancy/admin-contract';
import { adminRequest } from '../api';

export type {
  FrontDesk,
  FrontDeskItem,
  FrontDeskResult,
  OccupancyDay,
  OccupancyRange,
  OccupancyUnit,
};
export type RangeStay = OccupancyRange['stays'][number];
export type RangeBlock = OccupancyRange['blocks'][number];

/** Every occupancy query starts with this key: a front-desk action or a live event refreshes them all. */
export const OCCUPANCY_KEY = ['admin', 'occupancy'] as const;
/** The fallback refresh when the live stream is down. */
export const OCCUPANCY_POLL_MS = 60_000;

export const occupancyDayQuery = (date: string) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'day', date],
    queryFn: ({ signal }) =>
      adminRequest<OccupancyDay>(`/api/admin/occupancy?date=${date}`, { signal }),
    refetchInterval: OCCUPANCY_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const occupancyRangeQuery = (from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'range', from, to],
    queryFn: ({ signal }) =>
      adminRequest<OccupancyRange>(`/api/admin/occupancy/range?from=${from}&to=${to}`, { signal }),
    refetchInterval: OCCUPANCY_POLL_MS,
    placeholderData: (previous) => previous,
    enabled,
  });

export const frontDeskQuery = (date: string) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'front-desk', date],
    queryFn: ({ signal }) =>
      adminRequest<FrontDesk>(`/api/admin/front-desk?date=${date}`, { signal }),
    refetchInterval: OCCUPANCY_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const runFrontDeskAction = (bookingId: string, action: FrontDeskAction) =>
  adminRequest<FrontDeskResult>(
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/front-desk/${action}`,
    { method: 'POST' },
  );
