import { useQuery } from '@tanstack/react-query';
import { formatStaffTime, humaniseTimestamps } from '../../../domain/dates';
import { siteInfoQuery } from '../../api/site-info';

/** Times are shown in the resort's time zone. */
export function useResortTz(): string {
  return useQuery(siteInfoQuery).data?.resortTz ?? 'Asia/Kolkata';
}

/** A moment as staff read it: "26 Nov, 12:55 pm" in the resort's time zone (one formatter, domain). */
export function formatDateTime(iso: string, timeZone: string): string {
  return formatStaffTime(iso, timeZone, new Date());
}

/** A stay date (`YYYY-MM-DD`) as staff read it, "1 Dec 2026" (no time zone); guests and e-mails read `formatLongDate`. */
export function formatStaffDate(date: string, withYear = true): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})\b/g;

/**
 * Server text for people (history rows, activity) with any ISO timestamp shown as the resort's
 * date and time, and any `YYYY-MM-DD` as "1 Dec 2026": staff never read raw ISO.
 */
export function humaniseTimes(text: string, timeZone: string): string {
  return humaniseTimestamps(text, timeZone, new Date()).replace(ISO_DATE, (date) =>
    formatStaffDate(date),
  );
}
