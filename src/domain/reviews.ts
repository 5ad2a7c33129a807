import { z } from 'zod';
import { addDays, type IsoDate } from './dates';
import type { BookingStatus } from './enums';

/**
 * Reviews after the stay (decision 0131): who may write one, when the request e-mail is due, and
 * what a review holds. Pure rules; the server and the guest page both use them.
 */

/** The request e-mail goes out this many days after check-out… */
export const REVIEW_REQUEST_DAYS_AFTER = 2;
/** …and is not sent any more this long after check-out (the e-mailed link works 30 days, 0101). */
export const REVIEW_REQUEST_LAST_DAY = 14;

/** Bookings whose guests stayed (or were due to, confirmed and not marked a no-show). */
const STAYED: readonly BookingStatus[] = ['confirmed', 'checked_in', 'checked_out', 'completed'];

export const REVIEW_REFUSALS = {
  notStayed: 'Only a completed stay can be reviewed',
  tooEarly: 'You can review your stay after check-out',
  already: 'You have already reviewed this stay. Thank you!',
} as const;

/** Why this booking cannot be reviewed today, or undefined when it can. */
export function reviewRefusal(
  b: { status: BookingStatus; checkOut: IsoDate },
  today: IsoDate,
): string | undefined {
  if (!STAYED.includes(b.status)) return REVIEW_REFUSALS.notStayed;
  if (today < b.checkOut) return REVIEW_REFUSALS.tooEarly;
  return undefined;
}

/** Is the request e-mail due today (from 2 days after check-out, until the last day)? */
export function reviewRequestDue(
  b: { status: BookingStatus; checkOut: IsoDate },
  today: IsoDate,
): boolean {
  return (
    reviewRefusal(b, today) === undefined &&
    today >= addDays(b.checkOut, REVIEW_REQUEST_DAYS_AFTER) &&
    today <= addDays(b.checkOut, REVIEW_REQUEST_LAST_DAY)
  );
}

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
  body: z
    .string()
    .trim()
    .min(10, 'Please write a few words (at least 10 characters)')
    .max(2000, 'Please keep your review under 2000 characters'),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** How a guest is named under their review: first name and the initial of the last ("Priya S."). */
export function reviewAuthor(guestName: string): string {
  const parts = guestName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A guest';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts.at(-1)! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
