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
