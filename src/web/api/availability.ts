import type { Availability } from '../../server/availability/contract';
import { apiRequest } from './client';

export type { Availability };

export function fetchAvailability(
  params: {
    villaId: string;
    checkIn: string;
    checkOut: string;
    rooms: number;
    /** The party: the answer then also checks it fits the rooms of the villa. */
    adults?: number;
    children?: number;
    sessionId: string;
  },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    villaId: params.villaId,
    checkIn: params.checkIn,
    checkOut: params.checkOut,
    rooms: String(params.rooms),
    sessionId: params.sessionId,
  });
  if (params.adults !== undefined) query.set('adults', String(params.adults));
  if (params.children !== undefined) query.set('children', String(params.children));
  return apiRequest<Availability>(`/api/availability?${query}`, { signal });
}
