import {
  canMoveSafari,
  SAFARI_DEFAULT_CONFIRMATION,
  SAFARI_STATUS_LABELS,
  safariTransitions,
} from './booking-status';
import type { SafariQueryStatus } from './enums';

/**
 * What staff may do with a safari enquiry. The transitions themselves (pending → confirmed |
 * cancelled, confirmed → completed) live in booking-status.ts with the statuses' words; this adds
 * the Respond rule and the refusals' words.
 */
export const nextSafariStatuses = (from: SafariQueryStatus) => safariTransitions(from);
export const canChangeSafariStatus = (from: SafariQueryStatus, to: SafariQueryStatus) =>
  canMoveSafari(from, to);

/** A response can be sent while the enquiry is open (pending, or confirmed and answered again). */
export function canRespondToSafari(status: SafariQueryStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/** The response stored when staff confirm without writing one. */
export const CONFIRMED_BY_ADMIN_RESPONSE = SAFARI_DEFAULT_CONFIRMATION;

const word = (s: SafariQueryStatus) => SAFARI_STATUS_LABELS[s].toLowerCase();

export function safariTransitionRefused(from: SafariQueryStatus, to: SafariQueryStatus): string {
  return `A ${word(from)} enquiry cannot be marked ${word(to)}`;
}

export const SAFARI_RESPOND_REFUSED = (status: SafariQueryStatus) =>
  `A ${word(status)} enquiry cannot be answered`;

export const SAFARI_NO_EMAIL =
  'This enquiry has no guest e-mail address yet (the guest has not completed a booking), so a response cannot be e-mailed';

/**
 * The Safari Queries screen keeps two lists apart (decision 0119):
 * - `answerable`: the enquiry belongs to a booking or came with an e-mail address — staff can
 *   answer it, and its pending ones are the "Pending" figure;
 * - `unbooked`: sent from step 3 by a guest who has not booked (no booking, no address). Nobody
 *   can be answered; it becomes answerable by itself if the guest books from that browser, and is
 *   removed `SAFARI_UNBOOKED_KEEP_DAYS` after it was sent unless staff confirmed it.
 */
export const SAFARI_LIST_VIEWS = ['answerable', 'unbooked'] as const;

/**
 * Days an unbooked enquiry is kept. The browsing session that could still turn it into a booking
 * lasts 7 days (decision 0106); a week more lets staff see what guests asked about.
 */
export const SAFARI_UNBOOKED_KEEP_DAYS_DEFAULT = 14;

/** Statuses of an unbooked enquiry the clean-up removes (staff did not confirm or complete it). */
export const SAFARI_UNBOOKED_PURGED_STATUSES = [
  'pending',
  'cancelled',
] as const satisfies readonly SafariQueryStatus[];

/** Whether an enquiry can be answered: it belongs to a booking or has an e-mail address. */
export function isAnswerableEnquiry(e: {
  bookingId: string | null;
  email: string | null;
}): boolean {
  return e.bookingId !== null || (e.email !== null && e.email.trim() !== '');
}
