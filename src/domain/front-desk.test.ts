import { describe, expect, it } from 'vitest';
import { frontDeskRefusal, releasedFrom, type FrontDeskAction } from './front-desk';

const stay = (status: string) => ({ status, checkIn: '2026-12-10', checkOut: '2026-12-13' });

describe('frontDeskRefusal', () => {
  it.each<[FrontDeskAction, string, string, string | null]>([
    ['check-in', 'confirmed', '2026-12-10', null],
    ['check-in', 'confirmed', '2026-12-12', null],
    ['check-in', 'confirmed', '2026-12-09', 'Check-in opens on Thu, Dec 10'],
    ['check-in', 'confirmed', '2026-12-13', 'This stay has already ended'],
    ['check-in', 'pending', '2026-12-10', 'Only confirmed bookings can be checked in'],
    ['check-in', 'cancelled', '2026-12-10', 'Only confirmed bookings can be checked in'],
    ['check-in', 'checked_in', '2026-12-10', 'This guest is already checked in'],
    ['check-out', 'checked_in', '2026-12-13', null],
    ['check-out', 'checked_in', '2026-12-11', null],
    ['check-out', 'confirmed', '2026-12-13', 'Only checked-in guests can be checked out'],
    ['check-out', 'checked_out', '2026-12-13', 'This guest has already checked out'],
    ['no-show', 'confirmed', '2026-12-11', null],
    ['no-show', 'confirmed', '2026-12-20', null],
    ['no-show', 'confirmed', '2026-12-10', 'No-show can be marked from Fri, Dec 11'],
    [
      'no-show',
      'checked_in',
      '2026-12-11',
      'Only confirmed bookings that did not arrive can be marked as no-show',
    ],
    ['no-show', 'no_show', '2026-12-11', 'This booking is already marked as no-show'],
  ])('%s of a %s booking on %s → %s', (action, status, today, expected) => {
    expect(frontDeskRefusal(action, stay(status), today)).toBe(expected);
  });
});

describe('releasedFrom', () => {
  it.each<[FrontDeskAction, string, string | null]>([
    ['check-in', '2026-12-10', null],
    ['check-out', '2026-12-13', null],
    ['check-out', '2026-12-14', null],
    ['check-out', '2026-12-11', '2026-12-11'],
    ['check-out', '2026-12-10', '2026-12-11'],
    ['no-show', '2026-12-11', '2026-12-11'],
    ['no-show', '2026-12-12', '2026-12-12'],
    ['no-show', '2026-12-13', null],
  ])('%s on %s keeps nights up to %s', (action, today, expected) => {
    expect(releasedFrom(action, stay('confirmed'), today)).toBe(expected);
  });

  it('keeps a one-night stay whole (a range needs a night)', () => {
    expect(
      releasedFrom(
        'check-out',
        { status: 'checked_in', checkIn: '2026-12-10', checkOut: '2026-12-11' },
        '2026-12-10',
      ),
    ).toBeNull();
  });
});
