import { describe, expect, it } from 'vitest';
import { buildAvailabilityIcs, joinNights } from './ical-export';
import { channelFeedInputSchema, eventKind, parseIcalFeed } from './ical-feed';

const cal = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const ev = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const TODAY = '2026-11-22';

describe('eventKind', () => {
  it.each([
    ['Reserved', 'reservation'],
    ['Airbnb (Not available)', 'unavailable'],
    ['CLOSED - Not available', 'reservation'],
    ['Blocked', 'unavailable'],
    ['Not available', 'unavailable'],
    [null, 'reservation'],
    ['Guest: Asha K.', 'reservation'],
  ] as const)('%s → %s', (summary, kind) => expect(eventKind(summary)).toBe(kind));
});

describe('parseIcalFeed', () => {
  it.each([
    [
      'all-day event',
      ['UID:a', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270112'],
      { checkIn: '2027-01-10', checkOut: '2027-01-12' },
    ],
    [
      'date-time: its wall-clock days',
      ['UID:a', 'DTSTART:20270110T140000', 'DTEND:20270112T110000'],
      { checkIn: '2027-01-10', checkOut: '2027-01-12' },
    ],
    [
      'no end: one night',
      ['UID:a', 'DTSTART;VALUE=DATE:20270110'],
      { checkIn: '2027-01-10', checkOut: '2027-01-11' },
    ],
    [
      'duration',
      ['UID:a', 'DTSTART;VALUE=DATE:20270110', 'DURATION:P3D'],
      { checkIn: '2027-01-10', checkOut: '2027-01-13' },
    ],
    [
      'ongoing stay kept',
      ['UID:a', 'DTSTART;VALUE=DATE:20261120', 'DTEND;VALUE=DATE:20261124'],
      { checkIn: '2026-11-20', checkOut: '2026-11-24' },
    ],
    [
      'cut at the horizon',
      ['UID:a', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20310101'],
      { checkIn: '2027-01-10', checkOut: '2028-11-21' },
    ],
  ])('%s', (_name, lines, want) => {
    const r = parseIcalFeed(cal(ev(lines)), TODAY);
    expect(r).toEqual({ ok: true, events: [expect.objectContaining(want)] });
  });

  it.each([
    ['past stay', ['UID:a', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261122']],
    ['cancelled', ['UID:a', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270110']],
    ['beyond the horizon', ['UID:a', 'DTSTART;VALUE=DATE:20300110']],
  ])('skips: %s', (_name, lines) => {
    expect(parseIcalFeed(cal(ev(lines)), TODAY)).toEqual({ ok: true, events: [] });
  });

  it.each([
    ['HTML', '<!doctype html><html><body>Login</body></html>'],
    ['empty', ''],
    ['junk in a calendar', 'BEGIN:VCALENDAR\r\nthis is not a property\r\nEND:VCALENDAR'],
    ['JSON', '{"events":[]}'],
    ['no start', cal(ev(['UID:a', 'SUMMARY:x']))],
  ])('refuses %s', (_name, text) => {
    expect(parseIcalFeed(text, TODAY)).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it('refuses a feed with too many events', () => {
    const many = Array.from({ length: 3001 }, (_, i) =>
      ev([`UID:${i}`, 'DTSTART;VALUE=DATE:20270110']),
    );
    expect(parseIcalFeed(cal(...many), TODAY)).toMatchObject({ ok: false });
  });

  it('makes repeated and missing UIDs unique, strips control characters', () => {
    const r = parseIcalFeed(
      cal(
        ev(['UID:x', 'DTSTART;VALUE=DATE:20270110', 'SUMMARY:One']),
        ev(['UID:x', 'DTSTART;VALUE=DATE:20270115', 'SUMMARY:Two\\nlines']),
        ev(['DTSTART;VALUE=DATE:20270120']),
      ),
      TODAY,
    );
    expect(r).toEqual({
      ok: true,
      events: [
        {
          uid: 'x',
          summary: 'One',
          checkIn: '2027-01-10',
          checkOut: '2027-01-11',
          kind: 'reservation',
        },
        {
          uid: 'x#2027-01-15-2027-01-16',
          summary: 'Two lines',
          checkIn: '2027-01-15',
          checkOut: '2027-01-16',
          kind: 'reservation',
        },
        {
          uid: 'nouid-2027-01-20-2027-01-21',
          summary: null,
          checkIn: '2027-01-20',
          checkOut: '2027-01-21',
          kind: 'reservation',
        },
      ],
    });
  });
});

describe('buildAvailabilityIcs', () => {
  const now = new Date('2026-11-22T04:30:00Z');
  const stretches = [
    {
      uid: 'booking-1-GC-01@villagemachaan',
      start: '2027-01-10',
      end: '2027-01-12',
      summary: 'Reserved',
    },
    {
      uid: `block-${'g'.repeat(80)}@villagemachaan`,
      start: '2027-01-15',
      end: '2027-01-16',
      summary: 'Blocked',
    },
  ];
  const text = buildAvailabilityIcs({ name: 'Village Machaan – GC-01', stretches, now });

  it('is RFC 5545: CRLF, folded at 75 octets, DTSTAMP, all-day dates, DTEND the check-out day', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;VALUE=DATE:20270110\r\nDTEND;VALUE=DATE:20270112');
    expect(text.match(/DTSTAMP:20261122T043000Z/g)).toHaveLength(2);
  });

  it('parses back with ical.js into the same nights and UIDs', () => {
    const r = parseIcalFeed(text, '2026-11-22');
    expect(r).toEqual({
      ok: true,
      events: stretches.map((s) => ({
        uid: s.uid,
        summary: s.summary,
        checkIn: s.start,
        checkOut: s.end,
        kind: s.summary === 'Blocked' ? 'unavailable' : 'reservation',
      })),
    });
  });
});

describe('joinNights', () => {
  it('joins consecutive dates per key, keeps gaps and keys apart', () => {
    expect(
      joinNights([
        { key: 'a', date: '2027-01-11', summary: 'Blocked' },
        { key: 'a', date: '2027-01-10', summary: 'Blocked' },
        { key: 'a', date: '2027-01-13', summary: 'Blocked' },
        { key: 'a-b', date: '2027-01-12', summary: 'Blocked' },
      ]),
    ).toEqual([
      { uid: 'a-2027-01-10', start: '2027-01-10', end: '2027-01-12', summary: 'Blocked' },
      { uid: 'a-2027-01-13', start: '2027-01-13', end: '2027-01-14', summary: 'Blocked' },
      { uid: 'a-b-2027-01-12', start: '2027-01-12', end: '2027-01-13', summary: 'Blocked' },
    ]);
  });
});

describe('channelFeedInputSchema', () => {
  it.each([
    [
      {
        unitNumber: 'GC-01',
        name: 'Airbnb',
        url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
      },
      true,
    ],
    [{ unitNumber: 'GC-01', name: 'Airbnb', url: 'ftp://example.com/a.ics' }, false],
    [{ unitNumber: 'GC-01', name: 'Airbnb', url: 'https://u:p@example.com/a.ics' }, false],
    [{ unitNumber: 'GC-01', name: '', url: 'https://example.com/a.ics' }, false],
    [{ name: 'Airbnb', url: 'https://example.com/a.ics' }, false],
    [{ unitNumber: 'GC-01', name: 'Airbnb', url: 'file:///etc/passwd' }, false],
  ])('%j → %s', (body, ok) => expect(channelFeedInputSchema.safeParse(body).success).toBe(ok));
});
