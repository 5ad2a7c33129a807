import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { deskListAdminRoutes } from '../../../server/desk-lists/admin-routes';
import type { ClientOf } from '../../api/route-types';
import { adminRequest } from '../api';
import { OCCUPANCY_KEY } from './api';

type DeskListsRoute = ClientOf<
  ReturnType<typeof deskListAdminRoutes>
>['admin']['front-desk']['lists']['$get'];

/** `GET /api/admin/front-desk/lists`: arrivals, in house and departures of a day (decision 0133). */
export type DeskLists = InferResponseType<DeskListsRoute, 200>;
export type DeskListRow = DeskLists['arrivals'][number];

/** Under the occupancy key: a check-in, check-out or live event reloads the lists too. */
export const deskListsQuery = (date: string) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'lists', date],
    queryFn: ({ signal }) =>
      adminRequest<DeskLists>(`/api/admin/front-desk/lists?date=${date}`, { signal }),
  });

export const deskListsPdfHref = (date: string) => `/api/admin/front-desk/lists.pdf?date=${date}`;
