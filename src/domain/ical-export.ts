/**
 * The availability feed OTAs import (RFC 5545): one all-day event per taken stretch of a unit, no
 * guest data. DTEND is the check-out day (exclusive), UIDs are stable across fetches, lines are
 * folded at 75 octets and end in CRLF (the helpers of calendar-ics.ts).
 */
import { escapeText, fold, icsStamp } from './calendar-ics';
import { addDays, compareDates, type IsoDate } from './dates';

export type TakenStretch = {
  /** Stable across fetches: the same stay keeps its UID. */
  uid: string;
  /** Nights [start, end). */
  start: IsoDate;
  end: IsoDate;
  summary: string;
};

const icsDate = (d: IsoDate) => d.replace(/-/g, '');

/** A calendar of the given stretches. */
export function buildAvailabilityIcs(feed: {
  name: string;
  stretches: TakenStretch[];
  now: Date;
}): string {
  const stamp = icsStamp(feed.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Village Machaan//Channels//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
  ];
  for (const s of feed.stretches) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(s.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(s.start)}`,
      `DTEND;VALUE=DATE:${icsDate(s.end)}`,
      `SUMMARY:${escapeText(s.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * Single taken dates (blocks are stored per date) joined into stretches of consecutive nights, one
 * per key (e.g. a block group on a unit). The stretch's UID is the key and its first night.
 */
export function joinNights(
  nights: { key: string; date: IsoDate; summary: string }[],
): TakenStretch[] {
  const sorted = [...nights].sort(
    (a, b) => a.key.localeCompare(b.key) || compareDates(a.date, b.date),
  );
  const out: TakenStretch[] = [];
  let lastKey: string | null = null;
  for (const n of sorted) {
    const last = out.at(-1);
    if (last && lastKey === n.key && last.end === n.date) {
      last.end = addDays(n.date, 1);
    } else {
      out.push({
        uid: `${n.key}-${n.date}`,
        start: n.date,
        end: addDays(n.date, 1),
        summary: n.summary,
      });
      lastKey = n.key;
    }
  }
  return out;
}
