/**
 * An iCalendar (RFC 5545) event for a stay: check-in 14:00 on the arrival day to check-out 11:00 on
 * the departure day, in the resort's time zone, written as UTC instants so every calendar agrees.
 */

import { zonedDateTime } from './dates';
import { STAY_LIMITS } from './stay-rules';

export function icsStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
export function fold(line: string): string {
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
  const start = zonedDateTime(e.checkIn, STAY_LIMITS.checkInTime, e.timeZone);
  const end = zonedDateTime(e.checkOut, STAY_LIMITS.checkOutTime, e.timeZone);
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
