import {
  addDays,
  fromUtcMs,
  MONTHS,
  nightsBetween,
  toUtcMs,
  zonedParts,
  type IsoDate,
} from './iso-dates';

// The arithmetic and the resort's calendar date are iso-dates.ts (decision 0150), re-exported here.
export {
  addDays,
  daysBetween,
  formatLongDate,
  formatShortDate,
  isIsoDate,
  learnZoneOffsets,
  MONTHS,
  nightsBetween,
  parseZoneOffsetsText,
  todayInZone,
  zonedDateTime,
  zoneOffsetSpans,
  type IsoDate,
} from './iso-dates';

/** The nights of a stay: each date from check-in up to, not including, check-out. */
export function eachNight(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const n = nightsBetween(checkIn, checkOut);
  const nights: IsoDate[] = [];
  // addDays(checkIn, i), without reading checkIn again for every night.
  const start = n > 0 ? toUtcMs(checkIn) : 0;
  for (let i = 0; i < n; i++) nights.push(fromUtcMs(start + i * 86_400_000));
  return nights;
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** The Monday on or before `date` (weeks run Monday to Sunday). */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A moment in the resort's time zone as people read it: "Wed, 25 Nov 2026, 2:30 pm IST". For
 * deadlines and times guests and staff act on (never a raw ISO timestamp).
 */
export function formatResortDateTime(at: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * The one way a moment is shown to staff (admin screens, booking history, staff e-mails, CSV):
 * the wall clock of the resort's time zone in words, "26 Nov 2026, 12:55 pm". With `now`, the
 * year is left out when it is the current year there ("26 Nov, 12:55 pm"): screens pass it, text
 * that is kept (history, e-mails, files) does not. Built from numbers, not a locale's pattern, so
 * every runtime prints the same thing (no "Sept", no "PM", no narrow spaces).
 */
export function formatStaffTime(at: Date | string, timeZone: string, now?: Date): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return String(at);
  const p = zonedParts(instant, timeZone);
  const hour = p.hour % 24;
  const clock = `${hour % 12 || 12}:${String(p.minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  const sameYear = now !== undefined && zonedParts(now, timeZone).year === p.year;
  return `${p.day} ${MONTHS[p.month - 1]}${sameYear ? '' : ` ${p.year}`}, ${clock}`;
}

const ISO_TIMESTAMP =
  /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})(?![\w:])/g;

/**
 * Text written before times were kept in words (e.g. an old history row "held until
 * 2026-11-23T16:19:50.503Z") with each ISO timestamp shown as `formatStaffTime`.
 */
export function humaniseTimestamps(text: string, timeZone: string, now?: Date): string {
  return text.replace(ISO_TIMESTAMP, (iso) => formatStaffTime(iso, timeZone, now));
}
