import { queryOptions } from '@tanstack/react-query';
import type { HousekeepingChange } from '../../../domain/housekeeping';
import type {
  HousekeepingChangeResult,
  HousekeepingUnit,
} from '../../../server/housekeeping/contract';
import type { housekeepingAdminRoutes } from '../../../server/housekeeping/admin-routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { HousekeepingChangeResult, HousekeepingUnit };

const api = adminClientFor<RouterOf<typeof housekeepingAdminRoutes>>();

export const HOUSEKEEPING_KEY = ['admin', 'housekeeping'] as const;
/** Several people change rooms at once: the board refreshes this often, on focus and after a change. */
const HOUSEKEEPING_POLL_MS = 30_000;

export const housekeepingQuery = queryOptions({
  queryKey: HOUSEKEEPING_KEY,
  queryFn: ({ signal }) => api('GET /admin/housekeeping', { signal }),
  refetchInterval: HOUSEKEEPING_POLL_MS,
  refetchOnWindowFocus: 'always',
});

export const changeHousekeeping = (unitId: string, json: HousekeepingChange) =>
  api('PATCH /admin/units/:unitId/housekeeping', { param: { unitId }, json });
