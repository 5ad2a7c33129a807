import { queryOptions } from '@tanstack/react-query';
import type { CalendarDayView, CalendarMonth } from '../../server/pricing/calendar-contract';
import { apiRequest } from './client';

export type { CalendarDayView };

/** One month of the selling calendar (decision 0126); the server lets it be reused for 15 s. */
export const calendarMonthQuery = (p: {
  villaId: string | null;
  month: string;
  rooms: number;
  sessionId: string;
}) =>
  queryOptions({
    queryKey: ['calendar', p.villaId ?? '', p.month, p.rooms],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        month: p.month,
        rooms: String(p.rooms),
        sessionId: p.sessionId,
      });
      if (p.villaId) query.set('villaId', p.villaId);
      return apiRequest<CalendarMonth>(`/api/calendar?${query}`, { signal });
    },
    staleTime: 15_000,
  });
