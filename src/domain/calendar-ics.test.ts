import { describe, expect, it } from 'vitest';
import { buildStayIcs } from './calendar-ics';
import { zonedDateTime } from './dates';

describe('zonedDateTime (check-in and check-out instants)', () => {
  it.each([
    ['2026-12-04', '14:00', 'Asia/Kolkata', '2026-12-04T08:30:00.000Z'],
    ['2026-12-05', '11:00', 'Asia/Kolkata', '2026-12-05T05:30:00.000Z'],
    ['2026-07-01', '14:00', 'Europe/London', '2026-07-01T13:00:00.000Z'],
    ['2026-01-01', '14:00', 'Europe/London', '2026-01-01T14:00:00.000Z'],
    ['2026-03-08', '14:00', 'America/New_York', '2026-03-08T18:00:00.000Z'],
  ])('%s %s in %s is %s', (ymd, hhmm, tz, iso) => {
    expect(zonedDateTime(ymd, hhmm, tz).toISOString()).toBe(iso);
  });
});

describe('buildStayIcs', () => {
  const ics = buildStayIcs({
    bookingId: 'VM1764000000000ABCDE',
    villaName: 'Glass Cottage',
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
    timeZone: 'Asia/Kolkata',
    resortName: 'Village Machaan',
    resortPhone: '+91 98765 43210',
    resortEmail: 'stay@villagemachaan.com',
    location:
      'Village Machaan, near the tiger reserve; a very long address line that needs folding somewhere',
    now: new Date('2026-11-22T04:30:00Z'),
  });

  it('has one event from check-in 14:00 to check-out 11:00 resort time', () => {
    expect(ics).toContain('DTSTART:20261204T083000Z\r\n');
    expect(ics).toContain('DTEND:20261206T053000Z\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines to 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('near the tiger reserve\\;');
  });
});
