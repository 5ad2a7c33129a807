import { queryOptions } from '@tanstack/react-query';
import type { FrontDeskAction } from '../../../domain/front-desk';
import type {
  FrontDeskItem,
  OccupancyDay,
  OccupancyRange,
  OccupancyUnit,
} from '../../../server/occupancy/admin-contract';
import type { occupancyAdminRoutes } from '../../../server/occupancy/admin-routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { FrontDeskItem, OccupancyDay, OccupancyRange, OccupancyUnit };
export type RangeStay = OccupancyRange['stays'][number];
export type RangeBlock = OccupancyRange['blocks'][number];

const api = adminClientFor<RouterOf<typeof occupancyAdminRoutes>>();

/** Every occupancy query starts with this key: a front-desk action or a live event refreshes them all. */
export const OCCUPANCY_KEY = ['admin', 'occupancy'] as const;
/** The fallback refresh when the live stream is down. */
const OCCUPANCY_POLL_MS = 60_000;

export const occupancyDayQuery = (date: string) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'day', date],
    queryFn: ({ signal }) => api('GET /admin/occupancy', { query: { date }, signal }),
    refetchInterval: OCCUPANCY_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const occupancyRangeQuery = (from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'range', from, to],
    queryFn: ({ signal }) => api('GET /admin/occupancy/range', { query: { from, to }, signal }),
    refetchInterval: OCCUPANCY_POLL_MS,
    placeholderData: (previous) => previous,
    enabled,
  });

export const frontDeskQuery = (date: string) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'front-desk', date],
    queryFn: ({ signal }) => api('GET /admin/front-desk', { query: { date }, signal }),
    refetchInterval: OCCUPANCY_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const runFrontDeskAction = (bookingId: string, action: FrontDeskAction) =>
  api('POST /admin/bookings/:bookingId/front-desk/:action', { param: { bookingId, action } });
