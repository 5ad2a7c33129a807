/**
 * Reading an OTA's iCal feed (Booking.com, Airbnb, MakeMyTrip, Agoda...) into the nights it holds.
 * Pure: the text in, the reservations (or why the feed is refused) out. Parsing is ical.js, a
 * well-kept RFC 5545 parser; what we take from each VEVENT is decided here (decision 0122).
 */
import ICAL from 'ical.js';
import { z } from 'zod';
import { addDays, compareDates, isIsoDate, type IsoDate } from './dates';

export type ImportedEventKind = 'reservation' | 'unavailable';

export type ImportedEvent = {
  /** The OTA's UID (unique in the feed; a missing or repeated one is made unique from the dates). */
  uid: string;
  summary: string | null;
  /** First night and check-out day: the unit is taken on [checkIn, checkOut). */
  checkIn: IsoDate;
  checkOut: IsoDate;
  kind: ImportedEventKind;
};

export type FeedParseResult = { ok: true; events: ImportedEvent[] } | { ok: false; error: string };

/** How far ahead nights are imported; a longer "not available" is cut there. */
const FEED_HORIZON_DAYS = 730;
/** More events than this in one feed is not a calendar of one room: refused. */
const FEED_MAX_EVENTS = 3000;
const MAX_UID = 255;
const MAX_SUMMARY = 200;

/**
 * Airbnb exports nights the host closed as "Airbnb (Not available)"; some channels say "Blocked" or
 * "Closed". Those are the OTA echoing a closed night, not a sale: over a night already taken here they
 * are not an alarm. Booking.com writes every reservation as "CLOSED - Not available", so that one
 * stays a reservation (a false alarm is better than a silent double sale).
 */
export function eventKind(summary: string | null): ImportedEventKind {
  const s = (summary ?? '').trim().toLowerCase();
  if (/^airbnb \(not available\)$/.test(s)) return 'unavailable';
  if (/^(not available|unavailable|blocked|closed)$/.test(s)) return 'unavailable';
  return 'reservation';
}

/** The calendar date of a DTSTART/DTEND as written (all-day, or the wall-clock day of a date-time). */
function dayOf(t: { year: number; month: number; day: number } | null | undefined): IsoDate | null {
  if (!t || !t.year || !t.month || !t.day) return null;
  const d = `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
  return isIsoDate(d) ? d : null;
}

/** Printable, single-line, bounded text (a feed is untrusted input). */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const s = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return s ? s.slice(0, max) : null;
}

/**
 * The nights a feed holds from `today` to the horizon. Refuses text that is not an iCalendar with a
 * VCALENDAR, a feed with too many events, and events without a usable start.
 */
export function parseIcalFeed(text: string, today: IsoDate): FeedParseResult {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) return { ok: false, error: 'Not an iCalendar feed' };
    const parsed: unknown = ICAL.parse(text);
    const first = Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed : null;
    if (!first || String(first[0]).toLowerCase() !== 'vcalendar')
      return { ok: false, error: 'Not an iCalendar feed' };
    root = new ICAL.Component(first as never);
  } catch (err) {
    return {
      ok: false,
      error: `Not a valid iCalendar feed: ${cleanText((err as Error).message, 120) ?? 'parse error'}`,
    };
  }
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > FEED_MAX_EVENTS)
    return { ok: false, error: `Too many events (${vevents.length}; at most ${FEED_MAX_EVENTS})` };
  const horizon = addDays(today, FEED_HORIZON_DAYS);
  const events: ImportedEvent[] = [];
  const seen = new Set<string>();
  for (const vevent of vevents) {
    let checkIn: IsoDate | null;
    let checkOut: IsoDate | null;
    let uidRaw: unknown;
    let summaryRaw: unknown;
    let status: unknown;
    try {
      const e = new ICAL.Event(vevent);
      checkIn = dayOf(e.startDate);
      checkOut = dayOf(e.endDate);
      uidRaw = e.uid;
      summaryRaw = e.summary;
      status = vevent.getFirstPropertyValue('status');
    } catch {
      return { ok: false, error: 'An event of the feed cannot be read' };
    }
    if (!checkIn) return { ok: false, error: 'An event of the feed has no start date' };
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    // No end, or an end on the start day: the event holds its first night.
    if (!checkOut || compareDates(checkOut, checkIn) <= 0) checkOut = addDays(checkIn, 1);
    if (compareDates(checkOut, today) <= 0) continue; // over before tonight
    if (compareDates(checkIn, horizon) >= 0) continue;
    if (compareDates(checkOut, horizon) > 0) checkOut = horizon;
    const summary = cleanText(summaryRaw, MAX_SUMMARY);
    let uid = cleanText(uidRaw, MAX_UID) ?? `nouid-${checkIn}-${checkOut}`;
    if (seen.has(uid)) uid = `${uid.slice(0, MAX_UID - 24)}#${checkIn}-${checkOut}`;
    if (seen.has(uid)) continue; // the same event twice
    seen.add(uid);
    events.push({ uid, summary, checkIn, checkOut, kind: eventKind(summary) });
  }
  events.sort((a, b) => compareDates(a.checkIn, b.checkIn) || a.uid.localeCompare(b.uid));
  return { ok: true, events };
}

/** POST /api/admin/channels: a feed for one unit (by id or by number). */
export const channelFeedInputSchema = z
  .object({
    unitId: z.uuid('Choose a room unit').optional(),
    unitNumber: z.string().trim().min(1, 'Choose a room unit').max(40).optional(),
    name: z
      .string({ error: 'Name the channel (e.g. Booking.com)' })
      .trim()
      .min(1, 'Name the channel (e.g. Booking.com)')
      .max(60, 'At most 60 characters'),
    url: z
      .string({ error: 'Paste the calendar (iCal) address the channel gives you' })
      .trim()
      .max(2000, 'That address is too long')
      .refine((v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
        } catch {
          return false;
        }
      }, 'Use the http(s) calendar address the channel gives you'),
  })
  .refine((v) => Boolean(v.unitId || v.unitNumber), {
    message: 'Choose a room unit',
    path: ['unitNumber'],
  });
export type ChannelFeedInput = z.output<typeof channelFeedInputSchema>;
