import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, holdRequestSchema, withStayRules } from './stay-request';
import { STAY_MESSAGES } from './stay-rules';

// Sunday 22 November 2026, 10:00 in the resort (India): the first bookable arrival is the 23rd.
const ctx = { now: new Date('2026-11-22T04:30:00.000Z'), timeZone: 'Asia/Kolkata' };
const window = {
  villaId: 'glass-cottage',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: 1,
};

/** The first message per field, or null when the stay passes. */
function issues(schema: Parameters<typeof withStayRules>[0], value: unknown, admin = false) {
  const parsed = withStayRules(schema, { ...ctx, admin }).safeParse(value);
  if (parsed.success) return null;
  const first: Record<string, string> = {};
  for (const i of parsed.error.issues) first[i.path.join('.')] ??= i.message;
  return first;
}

describe('withStayRules on a stay without a party (holds, availability)', () => {
  it.each([
    ['a stay next week', window, null],
    [
      'arrival in the past',
      { ...window, checkIn: '2026-11-20' },
      { checkIn: STAY_MESSAGES.pastCheckIn },
    ],
    [
      'arrival tomorrow at 2 PM is 28 h away',
      { ...window, checkIn: '2026-11-23', checkOut: '2026-11-24' },
      null,
    ],
    [
      'arrival today',
      { ...window, checkIn: '2026-11-22', checkOut: '2026-11-24' },
      { checkIn: STAY_MESSAGES.minAdvance },
    ],
    [
      'departure before arrival',
      { ...window, checkOut: '2026-11-30' },
      { checkOut: STAY_MESSAGES.checkOutAfterCheckIn },
    ],
    ['31 nights', { ...window, checkOut: '2027-01-01' }, { checkOut: STAY_MESSAGES.maxStay }],
    [
      'more than a year ahead',
      { ...window, checkIn: '2027-11-25', checkOut: '2027-11-26' },
      { checkIn: STAY_MESSAGES.maxAdvance },
    ],
    ['four rooms', { ...window, rooms: 4 }, { rooms: STAY_MESSAGES.rooms }],
    ['no rooms', { ...window, rooms: 0 }, { rooms: STAY_MESSAGES.rooms }],
  ])('hold: %s', (_name, value, expected) => {
    expect(issues(holdRequestSchema, value)).toEqual(expected);
  });

  it('availability: the same rules on the query, after its own shape checks', () => {
    expect(issues(availabilityQuerySchema, { ...window, checkIn: '2026-11-20' })).toEqual({
      checkIn: STAY_MESSAGES.pastCheckIn,
    });
    expect(issues(availabilityQuerySchema, { ...window, checkIn: 'soon' })).toEqual({
      checkIn: 'Please enter a valid date (YYYY-MM-DD)',
    });
  });

  it('staff may look at past and short-notice dates', () => {
    expect(issues(holdRequestSchema, { ...window, checkIn: '2026-11-20' }, true)).toBeNull();
  });
});
