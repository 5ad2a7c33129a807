import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatResortDateTime,
  formatStaffTime,
  humaniseTimestamps,
  dayOfWeek,
  startOfWeek,
  eachNight,
  formatLongDate,
  formatShortDate,
  isIsoDate,
  learnZoneOffsets,
  zoneOffsetSpans,
  nightsBetween,
  todayInZone,
  zonedDateTime,
} from './dates';

describe('isIsoDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['22/11/2026', false],
    ['', false],
    [null, false],
    // The app's calendar: years whose arithmetic stays 'YYYY-MM-DD' (MIN_YEAR..MAX_YEAR).
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['1899-12-31', false],
    ['9999-12-31', false],
    ['0001-01-01', false],
    ['0050-06-15', false],
  ])('%s → %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));
});

describe('nightsBetween', () => {
  it.each([
    ['2026-12-01', '2026-12-02', 1],
    ['2026-12-30', '2027-01-02', 3],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2026-12-01', '2026-12-31', 30],
    ['2026-12-01', '2027-01-01', 31],
    ['2026-12-05', '2026-12-05', 0],
    ['2026-12-05', '2026-12-01', 0],
    [undefined, '2026-12-01', 0],
    ['2026-12-01', null, 0],
  ])('%s → %s is %i nights', (a, b, n) => expect(nightsBetween(a, b)).toBe(n));
});

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('lists each night of a stay, excluding departure', () => {
    expect(eachNight('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(eachNight('2026-12-30', '2026-12-30')).toEqual([]);
  });
  it.each([
    ['2026-11-22', 0],
    ['2026-11-27', 5],
    ['2026-11-28', 6],
  ])('%s is day %i of the week', (d, n) => expect(dayOfWeek(d)).toBe(n));
  it.each([
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-28', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday %s', (d, monday) => expect(startOfWeek(d)).toBe(monday));
  it('formats the long date of step 4', () => {
    expect(formatLongDate('2026-12-04')).toBe('Friday, December 4, 2026');
    expect(formatShortDate('2026-12-04')).toBe('Fri, Dec 4');
  });
  // The tables say what Intl's en-US dates say (decision 0163), every day of two years and more.
  it('formats every date as Intl does', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const short = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    for (let date = '2026-01-01'; date < '2028-03-31'; date = addDays(date, 1)) {
      const instant = new Date(`${date}T00:00:00Z`);
      expect(formatLongDate(date)).toBe(long.format(instant));
      expect(formatShortDate(date)).toBe(short.format(instant));
    }
  });
});

describe('the resort time zone', () => {
  it.each([
    ['2026-11-22T18:29:00Z', 'Asia/Kolkata', '2026-11-22'],
    ['2026-11-22T18:30:00Z', 'Asia/Kolkata', '2026-11-23'],
    ['2026-12-31T20:00:00Z', 'Asia/Kolkata', '2027-01-01'],
    ['2026-12-31T20:00:00Z', 'UTC', '2026-12-31'],
  ])('at %s it is %s in %s', (instant, tz, today) => {
    expect(todayInZone(new Date(instant), tz)).toBe(today);
  });
  it('finds the instant of a wall-clock time', () => {
    expect(zonedDateTime('2026-12-04', '14:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-04T08:30:00.000Z',
    );
    expect(zonedDateTime('2026-07-01', '11:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
  });
});

describe('zone offsets told in spans (decision 0163)', () => {
  const from = Date.parse('2026-12-01T00:00:00Z');
  const until = Date.parse('2028-01-01T00:00:00Z');
  it.each([
    // No change in India: one span, five and a half hours ahead.
    ['Asia/Kolkata', [[from, until, 330]]],
    // New York's changes to and from daylight saving time, to the second.
    [
      'America/New_York',
      [
        [from, Date.parse('2027-03-14T07:00:00Z'), -300],
        [Date.parse('2027-03-14T07:00:00Z'), Date.parse('2027-11-07T06:00:00Z'), -240],
        [Date.parse('2027-11-07T06:00:00Z'), until, -300],
      ],
    ],
  ])('%s', (zone, spans) => {
    expect(zoneOffsetSpans(zone, from, until)).toEqual(
      spans.map(([f, u, offsetMinutes]) => ({ from: f, until: u, offsetMinutes })),
    );
  });
  it('answers every instant as Intl does', () => {
    const spans = zoneOffsetSpans('Europe/London', from, until);
    for (let t = from; t < until; t += 3_599_999) {
      const span = spans.find((s) => t >= s.from && t < s.until)!;
      const wall = new Date(t + span.offsetMinutes * 60_000).toISOString().slice(0, 10);
      expect(wall).toBe(todayInZone(new Date(t), 'Europe/London'));
    }
  });
  it('a learnt zone needs no Intl inside its spans, and Intl outside them', () => {
    // Intl knows no zone of this name: inside its spans the answer comes from them alone.
    learnZoneOffsets('Test/Learnt', [{ from, until, offsetMinutes: 90 }]);
    expect(todayInZone(new Date('2026-12-31T22:30:00Z'), 'Test/Learnt')).toBe('2027-01-01');
    expect(zonedDateTime('2027-01-01', '14:00', 'Test/Learnt').toISOString()).toBe(
      '2027-01-01T12:30:00.000Z',
    );
    expect(() => todayInZone(new Date(until + 1000), 'Test/Learnt')).toThrow(RangeError);
  });
});

describe('formatResortDateTime', () => {
  it.each([
    ['2026-11-25T09:00:00Z', 'Asia/Kolkata', 'Wed, 25 Nov, 2026, 2:30 pm IST'],
    // 23:59 on the last day of the month in the resort is still November there.
    ['2026-11-30T18:29:00Z', 'Asia/Kolkata', 'Mon, 30 Nov, 2026, 11:59 pm IST'],
    ['2026-11-30T18:30:00Z', 'Asia/Kolkata', 'Tue, 1 Dec, 2026, 12:00 am IST'],
  ])('%s in %s → %s', (iso, tz, text) => {
    expect(formatResortDateTime(iso, tz)).toBe(text);
    expect(formatResortDateTime(new Date(iso), tz)).toBe(text);
  });
});

describe('formatStaffTime (every time shown to staff)', () => {
  const tz = 'Asia/Kolkata';
  it.each([
    ['2026-11-26T07:25:00Z', tz, '26 Nov 2026, 12:55 pm'],
    ['2026-11-25T18:35:00Z', tz, '26 Nov 2026, 12:05 am'],
    ['2026-09-01T06:30:00Z', tz, '1 Sep 2026, 12:00 pm'],
    // The last minute of November in the resort is still November there.
    ['2026-11-30T18:29:00Z', tz, '30 Nov 2026, 11:59 pm'],
    ['2026-11-30T18:30:00Z', tz, '1 Dec 2026, 12:00 am'],
    ['2026-07-01T10:00:00Z', 'Europe/London', '1 Jul 2026, 11:00 am'],
  ])('%s in %s → %s', (iso, zone, text) => {
    expect(formatStaffTime(iso, zone)).toBe(text);
    expect(formatStaffTime(new Date(iso), zone)).toBe(text);
  });
  it('leaves the year out on screens when it is the current year in the resort', () => {
    const now = new Date('2026-11-26T08:00:00Z');
    expect(formatStaffTime('2026-11-26T07:25:00Z', tz, now)).toBe('26 Nov, 12:55 pm');
    expect(formatStaffTime('2025-12-31T07:25:00Z', tz, now)).toBe('31 Dec 2025, 12:55 pm');
    // 31 Dec 2026 20:00 UTC is already 2027 in India.
    expect(formatStaffTime('2026-12-31T20:00:00Z', tz, now)).toBe('1 Jan 2027, 1:30 am');
  });
  it('rewrites ISO timestamps kept in older text', () =>
    expect(humaniseTimestamps('held until 2026-11-23T16:19:50.503Z; check-in 2026-12-01', tz)).toBe(
      'held until 23 Nov 2026, 9:49 pm; check-in 2026-12-01',
    ));
});
