import type { Availability } from '../../server/availability/routes';
import { apiRequest } from './client';

export type { Availability };

export function fetchAvailability(
  params: { villaId: string; checkIn: string; checkOut: string; rooms: number; sessionId: string },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    villaId: params.villaId,
    checkIn: params.checkIn,
    checkOut: params.checkOut,
    rooms: String(params.rooms),
    sessionId: params.sessionId,
  });
  return apiRequest<Availability>(`/api/availability?${query}`, { signal });
}
