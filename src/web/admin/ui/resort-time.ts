import { useQuery } from '@tanstack/react-query';
import { siteInfoQuery } from '../../api/site-info';

/** Times are shown in the resort's time zone. */
export function useResortTz(): string {
  return useQuery(siteInfoQuery).data?.resortTz ?? 'Asia/Kolkata';
}

export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** A stay date (`YYYY-MM-DD`) as "1 Dec 2026"; stay dates have no time zone. */
export function formatStayDate(date: string, withYear = true): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
