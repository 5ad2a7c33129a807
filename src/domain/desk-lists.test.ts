import { describe, expect, it } from 'vitest';
import { DESK_LIST_COLUMNS, deskListCells, deskListParty } from './desk-lists';

const row = {
  bookingId: 'VM1',
  guestName: 'Anna Schmidt',
  units: ['KF-04'],
  nights: 2,
  adults: 2,
  children: 0,
  due: 17700,
  refundOwed: 0,
  specialRequests: null,
  registration: 'complete' as const,
};

describe('deskListParty', () => {
  it.each([
    [1, 0, '1 adult'],
    [2, 0, '2 adults'],
    [2, 1, '2 adults, 1 child'],
    [1, 3, '1 adult, 3 children'],
  ])('%i adults and %i children read "%s"', (adults, children, words) => {
    expect(deskListParty({ adults, children })).toBe(words);
  });
});

describe('deskListCells', () => {
  it.each([
    [
      'a registered guest with money due',
      row,
      ['Anna Schmidt (VM1)', 'KF-04', '2', '2 adults', '₹17,700', 'Complete', ''],
    ],
    [
      'no units, nothing due, Form C missing, a request',
      {
        ...row,
        units: [],
        due: 0,
        registration: 'incomplete' as const,
        specialRequests: 'Late arrival',
      },
      ['Anna Schmidt (VM1)', 'None', '2', '2 adults', 'Nothing', 'Form C missing', 'Late arrival'],
    ],
    [
      'two units, not registered, a refund owed',
      { ...row, units: ['GC-01', 'GC-02'], due: 0, refundOwed: 500, registration: 'none' as const },
      [
        'Anna Schmidt (VM1)',
        'GC-01, GC-02',
        '2',
        '2 adults',
        'Refund owed ₹500',
        'Not registered',
        '',
      ],
    ],
  ])('%s', (_, r, cells) => {
    expect(deskListCells(r)).toEqual(cells);
    expect(cells).toHaveLength(DESK_LIST_COLUMNS.length);
  });
});
