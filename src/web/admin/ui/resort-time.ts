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

const ISO_TIMESTAMP =
  /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\b/g;
const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})\b/g;

/**
 * Server text for people (history rows, activity) with any ISO timestamp shown as the resort's
 * date and time, and any `YYYY-MM-DD` as "1 Dec 2026": staff never read raw ISO.
 */
export function humaniseTimes(text: string, timeZone: string): string {
  return text
    .replace(ISO_TIMESTAMP, (iso) => formatDateTime(iso, timeZone))
    .replace(ISO_DATE, (date) => formatStayDate(date));
}
