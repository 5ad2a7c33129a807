/**
 * An iCalendar (RFC 5545) event for a stay: check-in 14:00 on the arrival day to check-out 11:00 on
 * the departure day, in the resort's time zone, written as UTC instants so every calendar agrees.
 */

export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '11:00';

/** The UTC instant of a wall-clock time on a calendar date in an IANA time zone. */
export function zonedTimeToUtc(ymd: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Offset of the zone at (about) that instant; twice to settle around DST changes.
  let utc = guess - zoneOffsetMs(new Date(guess), timeZone);
  utc = guess - zoneOffsetMs(new Date(utc), timeZone);
  return new Date(utc);
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

function icsStamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (octets(rest) > 75) {
    let cut = 75;
    while (octets(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export type StayEvent = {
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  timeZone: string;
  resortName: string;
  resortPhone: string;
  resortEmail: string;
  location: string;
  now: Date;
};

export function buildStayIcs(e: StayEvent): string {
  const start = zonedTimeToUtc(e.checkIn, CHECK_IN_TIME, e.timeZone);
  const end = zonedTimeToUtc(e.checkOut, CHECK_OUT_TIME, e.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Village Machaan//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.bookingId}@villagemachaan`,
    `DTSTAMP:${icsStamp(e.now)}`,
    `DTSTART:${icsStamp(start)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${escapeText(`${e.resortName}: ${e.villaName} (${e.bookingId})`)}`,
    `DESCRIPTION:${escapeText(
      `Booking ${e.bookingId}. Check-in from 2:00 PM, check-out by 11:00 AM. Contact ${e.resortPhone}, ${e.resortEmail}.`,
    )}`,
    `LOCATION:${escapeText(e.location)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
