import type { BookingStatus, PaymentStatus } from './enums';

/** Why the booking confirmation (PDF) cannot be had, in the words the guest reads (409). */
export const CONFIRMATION_REFUSED = {
  cancelled: 'This booking was cancelled',
  unpaid:
    'The booking confirmation is available once the booking is paid. Please complete the payment first.',
} as const;

/**
 * A booking has a confirmation document once it is confirmed: money was received (in full or the
 * advance), or the resort confirmed it (staff, e.g. pay at the property). A pending unpaid booking
 * (a hold, a reported bank transfer not yet verified) has none, and a cancelled one no longer has
 * one (decision 0119). `null` = available.
 */
export function confirmationRefusal(b: {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
}): string | null {
  if (b.status === 'cancelled') return CONFIRMATION_REFUSED.cancelled;
  if (b.status === 'pending' && b.paymentStatus !== 'paid' && b.paymentStatus !== 'advance_paid')
    return CONFIRMATION_REFUSED.unpaid;
  return null;
}
