import type { Hold } from '../../server/holds/contract';
import { apiRequest } from './client';

export type { Hold };

/** Places or replaces this session's 15-minute hold (409 CONFLICT when the units are gone). */
export function placeHold(
  sessionId: string,
  body: { villaId: string; checkIn: string; checkOut: string; rooms: number },
) {
  return apiRequest<Hold>(`/api/holds/${encodeURIComponent(sessionId)}`, { method: 'PUT', body });
}

export function releaseHold(sessionId: string) {
  return apiRequest<void>(`/api/holds/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}
