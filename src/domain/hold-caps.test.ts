import { describe, expect, it } from 'vitest';
import {
  holdCapRefusal,
  newlyTaken,
  unitNights,
  windowOpensAt,
  type HoldCapLimits,
  type HoldUsage,
} from './hold-caps';

const limits: HoldCapLimits = {
  holdsPerSession: 3,
  holdsPerClient: 20,
  unitNightsPerSession: 90,
  unitNightsPerClient: 180,
  unitNightsPerClientWindow: 540,
};
const usage = (
  session: Partial<HoldUsage['session']> = {},
  client: Partial<HoldUsage['client']> = {},
): HoldUsage => ({
  session: { holds: 0, unitNights: 0, ...session },
  client: { holds: 0, unitNights: 0, windowUnitNights: 0, ...client },
});

describe('unit-nights', () => {
  it.each([
    [{ checkIn: '2027-01-01', checkOut: '2027-01-03', rooms: 1 }, 2],
    [{ checkIn: '2027-01-01', checkOut: '2027-01-31', rooms: 3 }, 90],
    [{ checkIn: '2027-02-27', checkOut: '2027-03-02', rooms: 2 }, 6],
  ])('%o is %i unit-nights', (stay, n) => expect(unitNights(stay)).toBe(n));

  const three = { checkIn: '2027-01-01', checkOut: '2027-01-04', rooms: 1 };
  it.each([
    ['a new hold takes all of its unit-nights', three, undefined, 3],
    ['a longer replacement takes the growth', { ...three, rooms: 2 }, three, 3],
    ['a shorter replacement takes nothing', three, { ...three, rooms: 3 }, 0],
    ['a renewal takes nothing', three, three, 0],
  ])('%s', (_, next, previous, n) => expect(newlyTaken(next, previous)).toBe(n));
});

describe('holdCapRefusal', () => {
  it.each([
    ['a first hold', usage(), 2, 2, null],
    ['a fourth stay of one session', usage({ holds: 3 }), 2, 2, 'session-holds'],
    // Issue 27: a fourth ordinary search from one address (other guests) is not refused.
    ['a fourth stay from one address', usage({}, { holds: 3, unitNights: 6 }), 2, 2, null],
    [
      'the session has its unit-nights',
      usage({ holds: 1, unitNights: 89 }),
      2,
      2,
      'session-unit-nights',
    ],
    ['the session exactly fills its unit-nights', usage({ holds: 1, unitNights: 88 }), 2, 2, null],
    ['the address ceiling of stays', usage({}, { holds: 20 }), 2, 2, 'client-holds'],
    [
      'the address keeps 180 unit-nights',
      usage({}, { holds: 2, unitNights: 179 }),
      2,
      2,
      'client-unit-nights',
    ],
    ['the window is used up', usage({}, { windowUnitNights: 539 }), 2, 2, 'client-window'],
    ['a replacement that takes nothing new', usage({}, { windowUnitNights: 540 }), 2, 0, null],
    // Session caps come first: the guest is told about their own holds.
    ['both session and address over', usage({ holds: 3 }, { holds: 20 }), 2, 2, 'session-holds'],
  ] as const)('%s', (_, u, n, fresh, expected) =>
    expect(holdCapRefusal(u, { unitNights: n, newlyTaken: fresh }, limits)).toBe(expected),
  );
});

describe('windowOpensAt', () => {
  const at = (min: number) => new Date(Date.UTC(2027, 0, 1, 0, min));
  const hour = 3_600_000;
  const grants = [
    { unitNights: 90, grantedAt: at(0) },
    { unitNights: 90, grantedAt: at(10) },
    { unitNights: 90, grantedAt: at(20) },
  ];
  it.each([
    ['room already', 30, 300, undefined],
    ['the oldest grant leaves', 60, 240, new Date(at(0).getTime() + hour)],
    ['two must leave', 150, 240, new Date(at(10).getTime() + hour)],
    ['never enough', 400, 240, undefined],
  ])('%s', (_, needed, cap, expected) =>
    expect(windowOpensAt(grants, needed, cap, hour)).toEqual(expected),
  );
});
