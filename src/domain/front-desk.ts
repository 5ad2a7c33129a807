import { addDays, formatShortDate, type IsoDate } from './dates';
import type { BookingStatus } from './enums';

/**
 * Front desk: check in, check out and no-show. Each action moves a booking to one status, from one
 * status, on the days it makes sense in the resort's calendar ("today" is passed in).
 */

export const FRONT_DESK_ACTIONS = ['check-in', 'check-out', 'no-show'] as const;
export type FrontDeskAction = (typeof FRONT_DESK_ACTIONS)[number];

export const FRONT_DESK_TARGET: Record<FrontDeskAction, BookingStatus> = {
  'check-in': 'checked_in',
  'check-out': 'checked_out',
  'no-show': 'no_show',
};

export const FRONT_DESK_LABELS: Record<FrontDeskAction, string> = {
  'check-in': 'Check in',
  'check-out': 'Check out',
  'no-show': 'Mark no-show',
};

export const frontDeskDoneMessage = (action: FrontDeskAction, guestName: string) =>
  ({
    'check-in': `${guestName} checked in`,
    'check-out': `${guestName} checked out`,
    'no-show': `${guestName} marked as no-show`,
  })[action];

export type FrontDeskBooking = { status: string; checkIn: IsoDate; checkOut: IsoDate };

/** Why the action is not allowed now, or null when it is. */
export function frontDeskRefusal(
  action: FrontDeskAction,
  b: FrontDeskBooking,
  today: IsoDate,
): string | null {
  switch (action) {
    case 'check-in':
      if (b.status === 'checked_in') return 'This guest is already checked in';
      if (b.status !== 'confirmed') return 'Only confirmed bookings can be checked in';
      if (today < b.checkIn) return `Check-in opens on ${formatShortDate(b.checkIn)}`;
      if (today >= b.checkOut) return 'This stay has already ended';
      return null;
    case 'check-out':
      if (b.status === 'checked_out') return 'This guest has already checked out';
      if (b.status !== 'checked_in') return 'Only checked-in guests can be checked out';
      return null;
    case 'no-show':
      if (b.status === 'no_show') return 'This booking is already marked as no-show';
      if (b.status !== 'confirmed')
        return 'Only confirmed bookings that did not arrive can be marked as no-show';
      if (today <= b.checkIn)
        return `No-show can be marked from ${formatShortDate(addDays(b.checkIn, 1))}`;
      return null;
  }
}

/**
 * The nights the booking's room units keep after the action. Checking out early or marking a
 * no-show releases the nights from today on (the rooms can be sold again); nights already passed
 * stay as history. Returns null when the units keep every night.
 */
export function releasedFrom(
  action: FrontDeskAction,
  b: FrontDeskBooking,
  today: IsoDate,
): IsoDate | null {
  if (action === 'check-in') return null;
  if (today >= b.checkOut) return null;
  // Half-open nights: keep [checkIn, today); a range needs at least one night.
  return today > b.checkIn
    ? today
    : addDays(b.checkIn, 1) < b.checkOut
      ? addDays(b.checkIn, 1)
      : null;
}
