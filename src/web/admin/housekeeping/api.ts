import { queryOptions } from '@tanstack/react-query';
import type { HousekeepingChange } from '../../../domain/housekeeping';
import type {
  HousekeepingChangeResult,
  HousekeepingUnit,
} from '../../../server/housekeeping/contract';
import { adminRequest } from '../api';

export type { HousekeepingChangeResult, HousekeepingUnit };

export const HOUSEKEEPING_KEY = ['admin', 'housekeeping'] as const;
/** Several people change rooms at once: the board refreshes this often, on focus and after a change. */
export const HOUSEKEEPING_POLL_MS = 30_000;

export const housekeepingQuery = queryOptions({
  queryKey: HOUSEKEEPING_KEY,
  queryFn: ({ signal }) => adminRequest<HousekeepingUnit[]>('/api/admin/housekeeping', { signal }),
  refetchInterval: HOUSEKEEPING_POLL_MS,
  refetchOnWindowFocus: 'always',
});

export const changeHousekeeping = (unitId: string, body: HousekeepingChange) =>
  adminRequest<HousekeepingChangeResult>(
    `/api/admin/units/${encodeURIComponent(unitId)}/housekeeping`,
    { method: 'PATCH', body },
  );
