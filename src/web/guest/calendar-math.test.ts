import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates';
import { CALENDAR_MESSAGES, compactRupees, pickProblem, type NightInfo } from './calendar-math';

const nights: Record<string, NightInfo> = {
  '2027-01-08': { available: true, unitsLeft: 3, price: 19500, minNights: 2 },
  '2027-01-09': { available: true, unitsLeft: 3, price: 19500, minNights: 2 },
  '2027-01-10': { available: false, unitsLeft: 0, price: 15000 },
  '2027-01-11': { available: true, unitsLeft: 1, price: 15000, closedToArrival: true },
};
const night = (d: string) => nights[d];

describe('pickProblem', () => {
  it.each([
    ['an open arrival', '2027-01-08', null, null],
    ['a sold-out arrival', '2027-01-10', null, CALENDAR_MESSAGES.soldOut],
    ['an arrival closed for arrival', '2027-01-11', null, CALENDAR_MESSAGES.closedToArrival],
    ['an unknown night passes (the server checks)', '2027-02-01', null, null],
    ['one weekend night', '2027-01-08', '2027-01-09', CALENDAR_MESSAGES.minNights(2)],
    ['two weekend nights, leaving on the sold-out day', '2027-01-08', '2027-01-10', null],
    ['through a sold-out night', '2027-01-09', '2027-01-11', CALENDAR_MESSAGES.soldOutInStay],
  ] as const)('%s', (_name, checkIn, checkOut, expected) => {
    expect(pickProblem(night, checkIn, checkOut, addDays)).toBe(expected);
  });
});

describe('compactRupees', () => {
  it.each([
    [900, '900'],
    [15000, '15k'],
    [19500, '19.5k'],
    [28600, '28.6k'],
    [39649, '39.6k'],
  ])('%i → %s', (n, s) => expect(compactRupees(n)).toBe(s));
});
