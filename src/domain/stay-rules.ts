import {
  addDays,
  daysBetween,
  isIsoDate,
  todayInZone,
  zonedDateTime,
  type IsoDate,
} from './iso-dates';

export const STAY_LIMITS = {
  maxNights: 30,
  minAdvanceHours: 24,
  maxAdvanceDays: 365,
  checkInTime: '14:00',
  checkOutTime: '11:00',
  rooms: { min: 1, max: 3 },
  adults: { min: 1, default: 2 },
  children: { min: 0, default: 0 },
  /** The spec's configured booking range: 1 to 12 guests, within rooms × the villa's capacity. */
  guestsPerBooking: 12,
  adminMaxGuests: 20,
} as const;

export const STAY_MESSAGES = {
  checkInRequired: 'Check-in date is required',
  checkOutRequired: 'Check-out date is required',
  invalidDate: 'Please enter a valid date',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  pastCheckIn: 'Check-in date cannot be in the past',
  maxStay: 'Maximum stay duration is 30 days',
  minAdvance:
    'Bookings must be made at least 24 hours before check-in (2:00 PM on the arrival day)',
  maxAdvance: 'Bookings can be made at most 365 days in advance',
  missingDatesTitle: 'Missing Dates',
  missingDates: 'Please select both arrival and departure dates',
  noVillaTitle: 'No Villa Selected',
  noVilla: 'Please select a villa to continue',
  pastPickTitle: 'Invalid Date',
  pastPick: 'Cannot select past dates',
  minGuests: 'At least 1 guest is required',
  maxGuests: (n: number) => `Maximum ${n} guests allowed for this villa`,
  adminMaxGuests: 'Maximum 20 guests allowed',
  adminAdults: 'At least 1 adult is required',
  rooms: 'Rooms must be between 1 and 3',
  adults: 'At least 1 adult is required',
  children: 'Children cannot be fewer than 0',
  guestsPerBooking: 'Maximum 12 guests per booking',
} as const;

export type FieldIssue = { field: string; message: string };

/**
 * `admin`: staff relax the guest's date rules (no 24-hour notice, no 365-day limit, past dates allowed
 * when editing). `adminNewBooking`: staff creating a booking may start it today but not in the past.
 */
export type StayContext = {
  now: Date;
  timeZone: string;
  admin?: boolean;
  adminNewBooking?: boolean;
};

/**
 * The date rules of a stay. Guests: no past check-in, at least 24 hours ahead of the 2:00 PM
 * check-in, at most 365 days ahead. Staff (admin) may enter past and short-notice dates.
 */
export function stayDateIssues(
  stay: { checkIn?: string | null; checkOut?: string | null },
  ctx: StayContext,
): FieldIssue[] {
  const { checkIn, checkOut } = stay;
  if (!checkIn) return [{ field: 'checkIn', message: STAY_MESSAGES.checkInRequired }];
  if (!isIsoDate(checkIn)) return [{ field: 'checkIn', message: STAY_MESSAGES.invalidDate }];
  if (!checkOut) return [{ field: 'checkOut', message: STAY_MESSAGES.checkOutRequired }];
  if (!isIsoDate(checkOut)) return [{ field: 'checkOut', message: STAY_MESSAGES.invalidDate }];
  const issues: FieldIssue[] = [];
  const today = todayInZone(ctx.now, ctx.timeZone);
  if (!ctx.admin) {
    if (checkIn < today) issues.push({ field: 'checkIn', message: STAY_MESSAGES.pastCheckIn });
    else if (!meetsMinimumAdvance(checkIn, ctx))
      issues.push({ field: 'checkIn', message: STAY_MESSAGES.minAdvance });
    else if (daysBetween(today, checkIn) > STAY_LIMITS.maxAdvanceDays) {
      issues.push({ field: 'checkIn', message: STAY_MESSAGES.maxAdvance });
    }
  } else if (ctx.adminNewBooking && checkIn < today) {
    issues.push({ field: 'checkIn', message: STAY_MESSAGES.pastCheckIn });
  }
  if (checkOut <= checkIn)
    issues.push({ field: 'checkOut', message: STAY_MESSAGES.checkOutAfterCheckIn });
  else if (daysBetween(checkIn, checkOut) > STAY_LIMITS.maxNights) {
    issues.push({ field: 'checkOut', message: STAY_MESSAGES.maxStay });
  }
  return issues;
}

function meetsMinimumAdvance(checkIn: IsoDate, ctx: StayContext): boolean {
  const arrival = zonedDateTime(checkIn, STAY_LIMITS.checkInTime, ctx.timeZone).getTime();
  return arrival - ctx.now.getTime() >= STAY_LIMITS.minAdvanceHours * 3_600_000;
}

/** The first arrival date a guest can book at `now` (the calendar greys out earlier days). */
export function earliestCheckIn(ctx: StayContext): IsoDate {
  const today = todayInZone(ctx.now, ctx.timeZone);
  for (let d = 0; d < 3; d++) {
    const candidate = addDays(today, d);
    if (meetsMinimumAdvance(candidate, ctx)) return candidate;
  }
  return addDays(today, 2);
}

/**
 * Rooms 1–3, at least one adult, 1 to 12 guests a booking, and no more guests than the villa sleeps
 * × rooms (the spec's 4 + 4 selectors are not a limit: a family of 10 in two Kingfisher rooms books
 * online). Staff
 * (`admin`) may enter any party of 1 to 20 guests (at least one adult) within the villa's capacity.
 */
export function guestIssues(
  party: { adults: number; children: number; rooms: number },
  villaMaxGuests: number | undefined,
  opts: { admin?: boolean } = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { adults, children, rooms } = party;
  const { rooms: r, adults: a, children: c } = STAY_LIMITS;
  if (!Number.isInteger(rooms) || rooms < r.min || rooms > r.max)
    issues.push({ field: 'rooms', message: STAY_MESSAGES.rooms });
  if (!Number.isInteger(adults) || adults + (Number.isInteger(children) ? children : 0) < 1) {
    issues.push({ field: 'adults', message: STAY_MESSAGES.minGuests });
  } else if (adults < a.min) {
    issues.push({
      field: 'adults',
      message: opts.admin ? STAY_MESSAGES.adminAdults : STAY_MESSAGES.adults,
    });
  } else {
    const total = adults + (Number.isInteger(children) ? children : 0);
    if (opts.admin && total > STAY_LIMITS.adminMaxGuests)
      issues.push({ field: 'adults', message: STAY_MESSAGES.adminMaxGuests });
    else if (!opts.admin && total > STAY_LIMITS.guestsPerBooking)
      issues.push({ field: 'adults', message: STAY_MESSAGES.guestsPerBooking });
  }
  if (!Number.isInteger(children) || children < c.min) {
    issues.push({ field: 'children', message: STAY_MESSAGES.children });
  }
  if (issues.length === 0 && villaMaxGuests !== undefined) {
    const limit = villaMaxGuests * rooms;
    if (adults + children > limit)
      issues.push({ field: 'adults', message: STAY_MESSAGES.maxGuests(limit) });
  }
  return issues;
}

/**
 * The largest party the guest's selectors offer for a number of rooms of a villa: rooms × the
 * villa's capacity, never above the 12 guests a booking may hold (12 when no villa is chosen yet).
 */
export function largestParty(rooms: number, villaMaxGuests: number | undefined): number {
  const cap = villaMaxGuests === undefined ? STAY_LIMITS.guestsPerBooking : villaMaxGuests * rooms;
  return Math.max(1, Math.min(STAY_LIMITS.guestsPerBooking, cap));
}
