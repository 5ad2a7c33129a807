import { describe, expect, it } from 'vitest';
import type { PriceOverride, PricingRule } from './pricing';
import {
  isStayRestrictionMessage,
  nightRestrictions,
  RESTRICTION_MESSAGES,
  stayMinNights,
  stayRestrictionIssues,
} from './stay-restrictions';

const rule = (over: Partial<PricingRule>): PricingRule => ({
  name: 'Rule',
  villaId: null,
  priceModifier: 1,
  isActive: true,
  startDate: null,
  endDate: null,
  daysOfWeek: null,
  ...over,
});

// Friday and Saturday nights need 2 nights; New Year's Eve needs 3 and is closed to arrival.
const rules: PricingRule[] = [
  rule({ name: 'Weekend', priceModifier: 1.3, daysOfWeek: [5, 6], minNights: 2 }),
  rule({
    name: 'New Year',
    startDate: '2026-12-31',
    endDate: '2026-12-31',
    minNights: 3,
    closedToArrival: true,
  }),
  rule({
    name: 'Hornbill only',
    villaId: 'hornbill-villa',
    startDate: '2027-01-20',
    endDate: '2027-01-20',
    minNights: 4,
  }),
  rule({ name: 'Inactive', isActive: false, minNights: 9, closedToArrival: true }),
];
const overrides: PriceOverride[] = [
  { date: '2027-01-08', priceOverride: null, minNights: 1 }, // a Friday opened for one night
  { date: '2027-01-12', priceOverride: 9000, closedToArrival: true },
];

describe('nightRestrictions', () => {
  it.each([
    ['a Tuesday: none', 'glass-cottage', '2027-01-05', { minNights: null, closedToArrival: false }],
    [
      'a Friday: weekend minimum',
      'glass-cottage',
      '2027-01-15',
      { minNights: 2, closedToArrival: false },
    ],
    [
      'New Year’s Eve: 3 nights, no arrival',
      'glass-cottage',
      '2026-12-31',
      { minNights: 3, closedToArrival: true },
    ],
    [
      'another villa’s rule does not apply',
      'glass-cottage',
      '2027-01-20',
      { minNights: null, closedToArrival: false },
    ],
    [
      'the villa’s own rule applies',
      'hornbill-villa',
      '2027-01-20',
      { minNights: 4, closedToArrival: false },
    ],
    [
      'an override’s minimum replaces the rules’',
      'glass-cottage',
      '2027-01-08',
      { minNights: null, closedToArrival: false },
    ],
    [
      'an override closes arrival',
      'glass-cottage',
      '2027-01-12',
      { minNights: null, closedToArrival: true },
    ],
  ] as const)('%s', (_name, villaId, date, expected) => {
    expect(nightRestrictions(villaId, date, rules, overrides)).toEqual(expected);
  });
});

describe('stayRestrictionIssues', () => {
  const issues = (checkIn: string, checkOut: string, villaId = 'glass-cottage') =>
    stayRestrictionIssues({ villaId, checkIn, checkOut }, rules, overrides);
  it.each([
    ['weekday stay', '2027-01-04', '2027-01-05', []],
    [
      'one Saturday night',
      '2027-01-16',
      '2027-01-17',
      [{ field: 'checkOut', message: 'Minimum stay for these dates is 2 nights' }],
    ],
    ['Thursday and Friday: the Friday’s minimum is met', '2027-01-14', '2027-01-16', []],
    ['a Friday whose override allows one night', '2027-01-08', '2027-01-09', []],
    [
      'arriving on a closed date',
      '2027-01-12',
      '2027-01-13',
      [
        {
          field: 'checkIn',
          message:
            'Arrival is not possible on Tuesday, January 12, 2027. Please choose another arrival date',
        },
      ],
    ],
    ['a stay through the closed date is fine', '2027-01-11', '2027-01-13', []],
    [
      'through New Year’s Eve, 2 nights',
      '2026-12-30',
      '2027-01-01',
      [{ field: 'checkOut', message: 'Minimum stay for these dates is 3 nights' }],
    ],
    ['through New Year’s Eve, 3 nights', '2026-12-30', '2027-01-02', []],
  ] as const)('%s', (_name, checkIn, checkOut, expected) => {
    expect(issues(checkIn, checkOut)).toEqual(expected);
  });

  it('takes the longest minimum of the nights of the stay', () => {
    expect(stayMinNights('glass-cottage', '2026-12-29', '2027-01-03', rules, overrides)).toBe(3);
    expect(stayMinNights('glass-cottage', '2027-01-04', '2027-01-07', rules, overrides)).toBeNull();
  });
});

describe('isStayRestrictionMessage (the admin form offers an override reason)', () => {
  it.each([
    [RESTRICTION_MESSAGES.minNights(2), true],
    [RESTRICTION_MESSAGES.minNights(14), true],
    [RESTRICTION_MESSAGES.closedToArrival('2026-12-31'), true],
    ['Villa is no longer available for selected dates', false],
    ['Check-out must be after check-in', false],
    ['', false],
  ])('%j → %s', (message, expected) => {
    expect(isStayRestrictionMessage(message)).toBe(expected);
  });
});
