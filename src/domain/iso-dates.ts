/**
 * The date arithmetic and the resort's calendar date that the guest's first screen needs (decision
 * 0150: it loads without the staff's time formatting); everything else, and these re-exported, in
 * dates.ts. Calendar dates of stays are 'YYYY-MM-DD' strings. Arithmetic is done on UTC midnight of that
 * calendar date, which has no daylight-saving or time-zone surprises.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** The ASCII digit at `i` as a number, or NaN (so a sum with it is NaN). */
function digitAt(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
}

/**
 * A string shaped `^\d{4}-\d{2}-\d{2}$` (ASCII digits) as the number YYYYMMDD, or -1. Read
 * character by character: a regular expression's match array and its three substrings were the
 * largest allocation of a quote request, whose dates pass here dozens of times (decision 0160).
 */
function shapeValue(s: string): number {
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return -1;
  const v =
    digitAt(s, 0) * 10_000_000 +
    digitAt(s, 1) * 1_000_000 +
    digitAt(s, 2) * 100_000 +
    digitAt(s, 3) * 10_000 +
    digitAt(s, 5) * 1000 +
    digitAt(s, 6) * 100 +
    digitAt(s, 8) * 10 +
    digitAt(s, 9);
  return Number.isNaN(v) ? -1 : v;
}

/** YYYYMMDD of a 'YYYY-MM-DD' date; RangeError for anything else. */
function packed(date: IsoDate): number {
  const v = typeof date === 'string' ? shapeValue(date) : -1;
  if (v < 0) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return v;
}

function parts(date: IsoDate): [number, number, number] {
  const v = packed(date);
  return [Math.floor(v / 10_000), Math.floor(v / 100) % 100, v % 100];
}

/**
 * The calendar this app works in: stays, reports and filters all fall in these years. Outside them
 * date arithmetic leaves 'YYYY-MM-DD' (year 10000, or years 0–99 that Date.UTC reads as 19xx), so
 * such a date is not a date here — every input gets a 400, never a 500 later on.
 */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

export function isIsoDate(value: unknown): value is IsoDate {
  const v = typeof value === 'string' ? shapeValue(value) : -1;
  if (v < 0) return false;
  const y = Math.floor(v / 10_000);
  const m = Math.floor(v / 100) % 100;
  const d = v % 100;
  if (y < MIN_YEAR || y > MAX_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function toUtcMs(date: IsoDate): number {
  const v = packed(date);
  return Date.UTC(Math.floor(v / 10_000), (Math.floor(v / 100) % 100) - 1, v % 100);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The UTC calendar date of an instant, as `new Date(ms).toISOString().slice(0, 10)` gives it, without
 * the Date and the 24-character string (days to civil date: H. Hinnant's algorithm) for the
 * four-digit years; other years, and an invalid instant (RangeError), through Date as before.
 */
export function fromUtcMs(ms: number): IsoDate {
  const z = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (!(y >= 1000 && y <= 9999)) return new Date(ms).toISOString().slice(0, 10);
  return `${y}-${pad2(m)}-${pad2(d)}`;
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
  const known = knownSpans
    .get(timeZone)
    ?.find((s) => second * 1000 >= s.from && second * 1000 < s.until);
  if (known) return known.offsetMinutes * 60_000;
  let zone = zoneOffsets.get(timeZone);
  if (!zone) zoneOffsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(second);
  if (offset === undefined) {
    offset = intlOffsetMs(second * 1000, timeZone);
    if (zone.size >= 512) zone.clear();
    zone.set(second, offset);
  }
  return offset;
}

/** The zone's offset from UTC at a whole second, as Intl tells it. */
function intlOffsetMs(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of zonedFormat(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - ms;
}

/**
 * A stretch of time, [from, until) in ms since the epoch, over which a zone's offset from UTC stays
 * `offsetMinutes`. The server tells the browser the resort zone's spans with the page (decision
 * 0163), so the guest's first screen needs no Intl, whose first use costs ≈ 20 ms of a phone's
 * main thread.
 */
export type ZoneOffsetSpan = { from: number; until: number; offsetMinutes: number };

const knownSpans = new Map<string, ZoneOffsetSpan[]>();

/** From now on the zone's offset inside these spans is taken from them (outside: Intl, as before). */
export function learnZoneOffsets(timeZone: string, spans: ZoneOffsetSpan[]): void {
  knownSpans.set(timeZone, spans);
}

/**
 * A zone's spans as one line of text, for the page's `<meta name="vm-zone">`: the zone, then each
 * span's from, until (ms since the epoch) and offset in minutes, space-separated.
 */
export function zoneOffsetsText(timeZone: string, spans: ZoneOffsetSpan[]): string {
  return [timeZone, ...spans.flatMap((s) => [s.from, s.until, s.offsetMinutes])].join(' ');
}

/** zoneOffsetsText read back; undefined for anything else. */
export function parseZoneOffsetsText(
  text: string,
): { timeZone: string; spans: ZoneOffsetSpan[] } | undefined {
  const [timeZone, ...rest] = text.trim().split(/\s+/);
  const numbers = rest.map(Number);
  if (!timeZone || !numbers.length || numbers.length % 3 || !numbers.every(Number.isFinite))
    return undefined;
  const spans: ZoneOffsetSpan[] = [];
  for (let i = 0; i < numbers.length; i += 3)
    spans.push({ from: numbers[i]!, until: numbers[i + 1]!, offsetMinutes: numbers[i + 2]! });
  return { timeZone, spans };
}

/** Zones change offset a few times a year at most, never twice within six hours. */
const STEP_MS = 6 * 3_600_000;

/**
 * The zone's offset spans covering [fromMs, untilMs), from Intl: read every six hours, each change
 * pinned to its whole second by halving.
 */
export function zoneOffsetSpans(
  timeZone: string,
  fromMs: number,
  untilMs: number,
): ZoneOffsetSpan[] {
  const spans: ZoneOffsetSpan[] = [];
  let start = Math.floor(fromMs / 1000) * 1000;
  let offset = intlOffsetMs(start, timeZone);
  for (let t = start + STEP_MS; t < untilMs + STEP_MS; t += STEP_MS) {
    const at = Math.min(t, Math.ceil(untilMs / 1000) * 1000);
    const next = intlOffsetMs(at, timeZone);
    if (next === offset) continue;
    // The change lies in (at - 6 h, at]: halve down to the first second with the new offset.
    let lo = Math.max(at - STEP_MS, start);
    let hi = at;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (intlOffsetMs(mid, timeZone) === offset) lo = mid;
      else hi = mid;
    }
    spans.push({ from: start, until: hi, offsetMinutes: offset / 60_000 });
    start = hi;
    offset = next;
  }
  spans.push({
    from: start,
    until: Math.ceil(untilMs / 1000) * 1000,
    offsetMinutes: offset / 60_000,
  });
  return spans;
}

export function zonedParts(instant: Date, timeZone: string) {
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

/**
 * Each zone's last answer of todayInZone, by whole second: a request asks several times (stay
 * rules, out-of-order checks, the route), and the date changes only at a whole second.
 */
const lastToday = new Map<string, { second: number; date: IsoDate }>();

/** The calendar date at `now` in the resort's time zone. */
export function todayInZone(now: Date, timeZone: string): IsoDate {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastToday.get(timeZone);
  if (last?.second === second) return last.date;
  const p = zonedParts(now, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  lastToday.set(timeZone, { second, date });
  return date;
}

/**
 * zonedDateTime's answers (instants in ms) by date, time and zone: it depends on nothing else, and
 * every availability, quote and booking request asks it for 2 PM on its arrival day (the minimum
 * notice). At most 512 kept; each call gets its own Date.
 */
const zonedInstants = new Map<string, number>();

/** The instant when the wall clock in `timeZone` shows `date` at `hh:mm`. */
export function zonedDateTime(date: IsoDate, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let ms = zonedInstants.get(key);
  if (ms === undefined) {
    ms = zonedDateTimeMs(date, time, timeZone);
    if (zonedInstants.size >= 512) zonedInstants.clear();
    zonedInstants.set(key, ms);
  }
  return new Date(ms);
}

function zonedDateTimeMs(date: IsoDate, time: string, timeZone: string): number {
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
  return guess - offset2;
}

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "Friday, December 4, 2026": what Intl's en-US long date says, spelt out from tables. The guest's
 * first screen shows it, and the first Intl object a page makes costs ≈ 20 ms of its main thread
 * (ICU's data; decision 0163).
 */
export function formatLongDate(date: IsoDate): string {
  const t = new Date(toUtcMs(date));
  return `${WEEKDAY_NAMES[t.getUTCDay()]}, ${MONTH_NAMES[t.getUTCMonth()]} ${t.getUTCDate()}, ${t.getUTCFullYear()}`;
}

/** "Fri, Dec 4": Intl's en-US short date without the year, from the same tables. */
export function formatShortDate(date: IsoDate): string {
  const t = new Date(toUtcMs(date));
  return `${WEEKDAY_NAMES[t.getUTCDay()]!.slice(0, 3)}, ${MONTHS[t.getUTCMonth()]} ${t.getUTCDate()}`;
}

/** Month abbreviations as staff and the guest calendar read them, January first. */
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
