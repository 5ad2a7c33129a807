/**
 * Calendar dates of stays are 'YYYY-MM-DD' strings. Arithmetic is done on UTC midnight of that
 * calendar date, which has no daylight-saving or time-zone surprises.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: IsoDate): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * The calendar this app works in: stays, reports and filters all fall in these years. Outside them
 * date arithmetic leaves 'YYYY-MM-DD' (year 10000, or years 0–99 that Date.UTC reads as 19xx), so
 * such a date is not a date here — every input gets a 400, never a 500 later on.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const [y, m, d] = parts(value);
  if (y < MIN_YEAR || y > MAX_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcMs(date: IsoDate): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Nights of a stay: whole days between the dates, 0 if either is missing or the order is wrong. */
export function nightsBetween(
  checkIn: IsoDate | null | undefined,
  checkOut: IsoDate | null | undefined,
): number {
  if (!checkIn || !checkOut || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return 0;
  return Math.max(0, daysBetween(checkIn, checkOut));
}

/** The nights of a stay: each date from check-in up to, not including, check-out. */
export function eachNight(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: n }, (_, i) => addDays(checkIn, i));
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

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** Creating an Intl formatter is expensive: one per time zone, reused. */
function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let fmt = zonedFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zonedFormats.set(timeZone, fmt);
  }
  return fmt;
}

/**
 * The zone's offset from UTC at an instant, remembered by whole second (offsets change only at
 * whole seconds): Intl's formatToParts costs microseconds, and a request asks about the same few
 * instants several times (now; 2 PM on the arrival day). At most 512 seconds per zone are kept.
 */
const zoneOffsets = new Map<string, Map<number, number>>();

function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const second = Math.floor(instantMs / 1000);
  let zone = zoneOffsets.get(timeZone);
  if (!zone) zoneOffsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(second);
  if (offset === undefined) {
    const p: Record<string, number> = {};
    for (const part of zonedFormat(timeZone).formatToParts(new Date(second * 1000)))
      if (part.type !== 'literal') p[part.type] = Number(part.value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - second * 1000;
    if (zone.size >= 512) zone.clear();
    zone.set(second, offset);
  }
  return offset;
}

function zonedParts(instant: Date, timeZone: string) {
  const ms = instant.getTime();
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The calendar date at `now` in the resort's time zone. */
export function todayInZone(now: Date, timeZone: string): IsoDate {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant when the wall clock in `timeZone` shows `date` at `hh:mm`. */
export function zonedDateTime(date: IsoDate, time: string, timeZone: string): Date {
  const [y, m, d] = parts(date);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const p = zonedParts(new Date(guess), timeZone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
  const result = guess - offset;
  const check = zonedParts(new Date(result), timeZone);
  const offset2 =
    Date.UTC(check.year, check.month - 1, check.day, check.hour, check.minute, check.second) -
    result;
  return new Date(guess - offset2);
}

const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** "Friday, December 4, 2026" */
export function formatLongDate(date: IsoDate): string {
  return longFormat.format(new Date(toUtcMs(date)));
}

/** "Fri, Dec 4" */
export function formatShortDate(date: IsoDate): string {
  return shortFormat.format(new Date(toUtcMs(date)));
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

/** Month abbreviations as staff read them, January first. */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

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
