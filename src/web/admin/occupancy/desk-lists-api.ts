import { queryOptions } from '@tanstack/react-query';
import type { deskListAdminRoutes } from '../../../server/desk-lists/admin-routes';
import { hrefFor } from '../../api/client';
import type { ResponseOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';
import { OCCUPANCY_KEY } from './api';

type Routes = RouterOf<typeof deskListAdminRoutes>;
const api = adminClientFor<Routes>();
const href = hrefFor<Routes>();

/** `GET /api/admin/front-desk/lists`: arrivals, in house and departures of a day (decision 0133). */
type DeskLists = ResponseOf<Routes, 'GET /admin/front-desk/lists'>;
export type DeskListRow = DeskLists['arrivals'][number];

/** Under the occupancy key: a check-in, check-out or live event reloads the lists too. */
export const deskListsQuery = (date: string) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, 'lists', date],
    queryFn: ({ signal }) => api('GET /admin/front-desk/lists', { query: { date }, signal }),
  });

export const deskListsPdfHref = (date: string) =>
  href('GET /admin/front-desk/lists.pdf', { query: { date } });
