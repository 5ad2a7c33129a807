import type { SafariQueryStatus } from './enums';

/**
 * Safari enquiry statuses (spec, section 4): pending goes to confirmed or cancelled; confirmed goes
 * to completed. No other change is offered. Sending a response is a separate action that confirms
 * a pending enquiry (or answers a confirmed one again).
 */
const NEXT: Record<SafariQueryStatus, readonly SafariQueryStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed'],
  cancelled: [],
  completed: [],
};

export function nextSafariStatuses(from: SafariQueryStatus): readonly SafariQueryStatus[] {
  return NEXT[from];
}

export function canChangeSafariStatus(from: SafariQueryStatus, to: SafariQueryStatus): boolean {
  return NEXT[from].includes(to);
}

/** A response can be sent while the enquiry is open (pending, or confirmed and answered again). */
export function canRespondToSafari(status: SafariQueryStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/** The response stored when staff confirm without writing one. */
export const CONFIRMED_BY_ADMIN_RESPONSE = 'Query confirmed by admin';

export const SAFARI_STATUS_LABELS: Record<SafariQueryStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function safariTransitionRefused(from: SafariQueryStatus, to: SafariQueryStatus): string {
  return `A ${SAFARI_STATUS_LABELS[from].toLowerCase()} enquiry cannot be marked ${SAFARI_STATUS_LABELS[to].toLowerCase()}`;
}

export const SAFARI_RESPOND_REFUSED = (status: SafariQueryStatus) =>
  `A ${SAFARI_STATUS_LABELS[status].toLowerCase()} enquiry cannot be answered`;

export const SAFARI_NO_EMAIL =
  'This enquiry has no guest e-mail address yet (the guest has not completed a booking), so a response cannot be e-mailed';
