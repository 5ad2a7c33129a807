import { describe, expect, it } from 'vitest';
import {
  earliestCheckIn,
  guestIssues,
  largestParty,
  STAY_MESSAGES,
  stayDateIssues,
} from './stay-rules';

// 10:00 in the resort (Asia/Kolkata) on Sunday 22 November 2026.
const morning = { now: new Date('2026-11-22T04:30:00Z'), timeZone: 'Asia/Kolkata' };
// 15:00 in the resort, the same day: tomorrow's 2:00 PM check-in is less than 24 hours away.
const afternoon = { now: new Date('2026-11-22T09:30:00Z'), timeZone: 'Asia/Kolkata' };

describe('stayDateIssues', () => {
  it.each([
    ['a stay next week', { checkIn: '2026-11-29', checkOut: '2026-12-01' }, morning, []],
    [
      'tomorrow, booked in the morning',
      { checkIn: '2026-11-23', checkOut: '2026-11-24' },
      morning,
      [],
    ],
    [
      'tomorrow, booked after 2 PM',
      { checkIn: '2026-11-23', checkOut: '2026-11-24' },
      afternoon,
      [['checkIn', STAY_MESSAGES.minAdvance]],
    ],
    [
      'today',
      { checkIn: '2026-11-22', checkOut: '2026-11-23' },
      morning,
      [['checkIn', STAY_MESSAGES.minAdvance]],
    ],
    [
      'a past check-in',
      { checkIn: '2026-11-21', checkOut: '2026-11-23' },
      morning,
      [['checkIn', STAY_MESSAGES.pastCheckIn]],
    ],
    [
      'a past check-in for staff',
      { checkIn: '2026-11-21', checkOut: '2026-11-23' },
      { ...morning, admin: true },
      [],
    ],
    [
      'check-out equal to check-in',
      { checkIn: '2026-12-01', checkOut: '2026-12-01' },
      morning,
      [['checkOut', STAY_MESSAGES.checkOutAfterCheckIn]],
    ],
    [
      'check-out before check-in',
      { checkIn: '2026-12-05', checkOut: '2026-12-01' },
      morning,
      [['checkOut', STAY_MESSAGES.checkOutAfterCheckIn]],
    ],
    ['30 nights', { checkIn: '2026-12-01', checkOut: '2026-12-31' }, morning, []],
    [
      '31 nights',
      { checkIn: '2026-12-01', checkOut: '2027-01-01' },
      morning,
      [['checkOut', STAY_MESSAGES.maxStay]],
    ],
    ['365 days ahead', { checkIn: '2027-11-22', checkOut: '2027-11-23' }, morning, []],
    [
      '366 days ahead',
      { checkIn: '2027-11-23', checkOut: '2027-11-24' },
      morning,
      [['checkIn', STAY_MESSAGES.maxAdvance]],
    ],
    [
      'no check-in',
      { checkIn: '', checkOut: '2026-12-01' },
      morning,
      [['checkIn', STAY_MESSAGES.checkInRequired]],
    ],
    [
      'no check-out',
      { checkIn: '2026-12-01' },
      morning,
      [['checkOut', STAY_MESSAGES.checkOutRequired]],
    ],
    [
      'an impossible date',
      { checkIn: '2026-02-30', checkOut: '2026-03-02' },
      morning,
      [['checkIn', STAY_MESSAGES.invalidDate]],
    ],
  ])('%s', (_label, stay, ctx, expected) => {
    expect(stayDateIssues(stay, ctx).map((i) => [i.field, i.message])).toEqual(expected);
  });

  it('uses the spec’s words', () => {
    expect(STAY_MESSAGES.checkOutAfterCheckIn).toBe('Check-out date must be after check-in date');
    expect(STAY_MESSAGES.pastCheckIn).toBe('Check-in date cannot be in the past');
    expect(STAY_MESSAGES.maxStay).toBe('Maximum stay duration is 30 days');
  });
});

describe('earliestCheckIn', () => {
  it.each([
    [morning, '2026-11-23'],
    [afternoon, '2026-11-24'],
  ])('is the first arrival at least 24 hours away', (ctx, expected) => {
    expect(earliestCheckIn(ctx)).toBe(expected);
  });
});

describe('guestIssues', () => {
  it.each([
    ['2 adults in the Glass Cottage', { adults: 2, children: 0, rooms: 1 }, 4, []],
    [
      '4 adults + 1 child in one Glass Cottage',
      { adults: 4, children: 1, rooms: 1 },
      4,
      [['adults', 'Maximum 4 guests allowed for this villa']],
    ],
    ['4 adults + 4 children in two Glass Cottages', { adults: 4, children: 4, rooms: 2 }, 4, []],
    [
      'no guests',
      { adults: 0, children: 0, rooms: 1 },
      4,
      [['adults', 'At least 1 guest is required']],
    ],
    ['5 adults in two Glass Cottages', { adults: 5, children: 0, rooms: 2 }, 4, []],
    ['1 adult + 5 children in two Glass Cottages', { adults: 1, children: 5, rooms: 2 }, 4, []],
    ['8 adults + 4 children in two Kingfisher rooms', { adults: 8, children: 4, rooms: 2 }, 8, []],
    [
      '13 guests in three Kingfisher rooms',
      { adults: 9, children: 4, rooms: 3 },
      8,
      [['adults', STAY_MESSAGES.guestsPerBooking]],
    ],
    ['children only', { adults: 0, children: 2, rooms: 1 }, 4, [['adults', STAY_MESSAGES.adults]]],
    [
      'negative children',
      { adults: 2, children: -1, rooms: 1 },
      4,
      [['children', STAY_MESSAGES.children]],
    ],
    ['4 rooms', { adults: 2, children: 0, rooms: 4 }, 4, [['rooms', STAY_MESSAGES.rooms]]],
    ['0 rooms', { adults: 2, children: 0, rooms: 0 }, 4, [['rooms', STAY_MESSAGES.rooms]]],
  ])('%s', (_label, party, max, expected) => {
    expect(guestIssues(party, max).map((i) => [i.field, i.message])).toEqual(expected);
  });
});

describe('largestParty', () => {
  it.each([
    [1, 4, 4],
    [2, 4, 8],
    [3, 4, 12],
    [2, 8, 12],
    [1, 6, 6],
    [3, undefined, 12],
  ])('%d room(s) of a villa for %s → %d', (rooms, max, expected) => {
    expect(largestParty(rooms, max)).toBe(expected);
  });
});

describe('staff rules (admin)', () => {
  it.each([
    [
      'a new staff booking today',
      { checkIn: '2026-11-22', checkOut: '2026-11-23' },
      { ...morning, admin: true, adminNewBooking: true },
      [],
    ],
    [
      'a new staff booking yesterday',
      { checkIn: '2026-11-21', checkOut: '2026-11-23' },
      { ...morning, admin: true, adminNewBooking: true },
      [['checkIn', STAY_MESSAGES.pastCheckIn]],
    ],
    [
      'a staff booking two years ahead',
      { checkIn: '2028-11-01', checkOut: '2028-11-03' },
      { ...morning, admin: true, adminNewBooking: true },
      [],
    ],
    [
      '31 nights for staff',
      { checkIn: '2026-12-01', checkOut: '2027-01-01' },
      { ...morning, admin: true },
      [['checkOut', STAY_MESSAGES.maxStay]],
    ],
  ])('%s', (_label, stay, ctx, expected) => {
    expect(stayDateIssues(stay, ctx).map((i) => [i.field, i.message])).toEqual(expected);
  });

  it.each([
    ['12 adults in 3 Kingfisher villas (8 each)', { adults: 12, children: 0, rooms: 3 }, 8, []],
    ['20 guests', { adults: 10, children: 10, rooms: 3 }, 8, []],
    [
      '21 guests',
      { adults: 11, children: 10, rooms: 3 },
      8,
      [['adults', STAY_MESSAGES.adminMaxGuests]],
    ],
    [
      '6 guests in one Glass Cottage (4)',
      { adults: 6, children: 0, rooms: 1 },
      4,
      [['adults', 'Maximum 4 guests allowed for this villa']],
    ],
    [
      'children only',
      { adults: 0, children: 2, rooms: 1 },
      4,
      [['adults', STAY_MESSAGES.adminAdults]],
    ],
  ])('%s', (_label, party, max, expected) => {
    expect(guestIssues(party, max, { admin: true }).map((i) => [i.field, i.message])).toEqual(
      expected,
    );
  });
});
