import { queryOptions } from '@tanstack/react-query';
import type { calendarRoutes } from '../../server/pricing/calendar-routes';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

const api = clientFor<RouterOf<typeof calendarRoutes>>();

/** One month of the selling calendar (decision 0126); the server lets it be reused for 15 s. */
export const calendarMonthQuery = (p: {
  villaId: string | null;
  month: string;
  rooms: number;
  sessionId: string;
}) =>
  queryOptions({
    queryKey: ['calendar', p.villaId ?? '', p.month, p.rooms],
    queryFn: ({ signal }) =>
      api('GET /calendar', {
        query: {
          month: p.month,
          rooms: p.rooms,
          sessionId: p.sessionId,
          villaId: p.villaId || undefined,
        },
        signal,
      }),
    staleTime: 15_000,
  });
