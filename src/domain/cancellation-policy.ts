import { addDays, formatLongDate, zonedDateTime, type IsoDate } from './dates';
import { formatInr } from './money';

/**
 * The guest cancellation policy (docs/decisions/0100): a guest may cancel online until 48 hours
 * before check-in (2:00 PM on the arrival day, resort time) and then gets back everything paid for
 * the booking that has not been refunded yet. Inside those 48 hours the booking cannot be cancelled
 * online: the guest contacts the resort. The same words are shown on the booking page, in the
 * terms and in the confirmation e-mail (CANCELLATION_POLICY).
 */

const CANCELLATION_NOTICE_HOURS = 48;
export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '11:00';
export const REFUND_DAYS = '5-7 business days';

/** The policy, word for word wherever it is shown. */
export const CANCELLATION_POLICY = [
  `Free cancellation up to ${CANCELLATION_NOTICE_HOURS} hours before check-in (2:00 PM on the arrival day, resort time): everything you have paid is refunded to your original payment method.`,
  `Refunds take ${REFUND_DAYS}.`,
  `Within ${CANCELLATION_NOTICE_HOURS} hours of check-in a booking cannot be cancelled or changed online; please call or e-mail the resort.`,
] as const;

/** Booking statuses a guest may cancel or change themselves. */
const GUEST_CHANGEABLE = ['pending', 'confirmed'];

/** The last instant a guest may cancel (or change) online: check-in time minus 48 hours. */
export function cancellationDeadline(checkIn: IsoDate, timeZone: string): Date {
  return new Date(
    zonedDateTime(checkIn, CHECK_IN_TIME, timeZone).getTime() -
      CANCELLATION_NOTICE_HOURS * 3_600_000,
  );
}

export type CancellationInput = {
  status: string;
  checkIn: IsoDate;
  /** Rupees the guest has paid for the booking and not been refunded (see domain/refunds). */
  refundable: number;
  now: Date;
  timeZone: string;
};

export type CancellationVerdict =
  | { allowed: true; refundAmount: number; deadline: Date }
  | { allowed: false; refundAmount: 0; deadline: Date; reason: string };

/** "2:00 PM on Sunday, November 29, 2026" (the resort keeps one offset all year). */
const deadlineWords = (checkIn: IsoDate) => `2:00 PM on ${formatLongDate(addDays(checkIn, -2))}`;

export const CANCELLATION_MESSAGES = {
  alreadyCancelled: 'This booking is already cancelled.',
  notCancellable: (status: string) =>
    `A booking that is ${status.replace('_', ' ')} cannot be cancelled online. Please contact the resort.`,
  tooLate: (deadline: string) =>
    `Online cancellation closed 48 hours before check-in (${deadline}, resort time). Please call or e-mail the resort and we will help you.`,
} as const;

/** May the guest cancel now, and what comes back? */
export function judgeCancellation(input: CancellationInput): CancellationVerdict {
  const deadline = cancellationDeadline(input.checkIn, input.timeZone);
  const refuse = (reason: string): CancellationVerdict => ({
    allowed: false,
    refundAmount: 0,
    deadline,
    reason,
  });
  if (input.status === 'cancelled') return refuse(CANCELLATION_MESSAGES.alreadyCancelled);
  if (!GUEST_CHANGEABLE.includes(input.status))
    return refuse(CANCELLATION_MESSAGES.notCancellable(input.status));
  if (input.now.getTime() > deadline.getTime())
    return refuse(CANCELLATION_MESSAGES.tooLate(deadlineWords(input.checkIn)));
  return { allowed: true, refundAmount: Math.max(0, input.refundable), deadline };
}

/** What the page says before the guest confirms. */
export function refundPreview(refundAmount: number): string {
  return refundAmount > 0
    ? `${formatInr(refundAmount)} will be refunded to your original payment method within ${REFUND_DAYS}.`
    : 'Nothing has been paid for this booking, so there is nothing to refund.';
}
