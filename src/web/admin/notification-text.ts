import type { AdminEventData } from '../../server/events/event-types';
import { formatInr } from '../ui/format';
import { humaniseTimes } from './ui/resort-time';

/** The spec's notification types. */
type AdminNotificationType =
  'booking' | 'payment' | 'cancellation' | 'checkin' | 'checkout' | 'safari_enquiry' | 'system';

export type NotificationText = {
  type: AdminNotificationType;
  title: string;
  message: string;
  /** Where clicking it takes staff. */
  href: string;
};

const stay = (d: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );

const bookingHref = (bookingId: string) => `/admin/bookings/${encodeURIComponent(bookingId)}`;

/**
 * An event in the spec's words: "New Booking Received", "Payment Confirmed", "Half Payment
 * Received" (with the remaining amount), "Payment Received", "New Safari Enquiry", and the
 * cancellations and confirmations.
 */
export function describeEvent(data: AdminEventData): NotificationText {
  switch (data.type) {
    case 'booking.created': {
      const extras = [
        data.specialRequests?.trim() ? `Requests: ${data.specialRequests.trim()}` : '',
        data.safariEnquiries.length
          ? `Safaris: ${humaniseTimes(data.safariEnquiries.join('; '), 'UTC')}`
          : '',
      ].filter(Boolean);
      return {
        type: 'booking',
        title: 'New Booking Received',
        message: [
          `${data.guestName} booked ${data.villaName}${data.rooms > 1 ? ` (${data.rooms} rooms)` : ''}, ${stay(data.checkIn)} – ${stay(data.checkOut)}, ${formatInr(data.total)}${data.source === 'website' ? '' : ' (taken by staff)'}`,
          ...extras,
        ].join('. '),
        href: bookingHref(data.bookingId),
      };
    }
    case 'booking.confirmed':
      return {
        type: 'booking',
        title: 'Booking Confirmed',
        message: `${data.guestName}'s booking ${data.bookingId} is confirmed`,
        href: bookingHref(data.bookingId),
      };
    case 'booking.cancelled':
      return {
        type: 'cancellation',
        title: 'Booking Cancelled',
        message: `${data.guestName}'s booking ${data.bookingId} was cancelled${data.reason ? `: ${data.reason}` : ''}`,
        href: bookingHref(data.bookingId),
      };
    case 'payment.refunded':
      return {
        type: 'payment',
        title: 'Refund Issued',
        message: `${formatInr(data.amount)} refunded to ${data.guestName} (${data.bookingId})${data.paymentStatus === 'refunded' ? ', fully refunded' : ''}`,
        href: bookingHref(data.bookingId),
      };
    case 'booking.checked_in':
      return {
        type: 'checkin',
        title: 'Guest Checked In',
        message: `${data.guestName} (${data.bookingId})${data.units.length ? ` in ${data.units.join(', ')}` : ''}`,
        href: bookingHref(data.bookingId),
      };
    case 'booking.checked_out':
      return {
        type: 'checkout',
        title: 'Guest Checked Out',
        message: `${data.guestName} (${data.bookingId})${data.units.length ? ` from ${data.units.join(', ')}` : ''}`,
        href: bookingHref(data.bookingId),
      };
    case 'booking.no_show':
      return {
        type: 'booking',
        title: 'Marked as No-show',
        message: `${data.guestName} (${data.bookingId}) did not arrive`,
        href: bookingHref(data.bookingId),
      };
    case 'payment.captured':
      if (data.plan === 'balance')
        return {
          type: 'payment',
          title: 'Payment Received',
          message: `${data.guestName} paid the balance of ${formatInr(data.amount)} for ${data.bookingId}${data.remainingAmount > 0 ? `; ${formatInr(data.remainingAmount)} remaining` : '; nothing due'}`,
          href: bookingHref(data.bookingId),
        };
      return data.plan === 'half'
        ? {
            type: 'payment',
            title: 'Half Payment Received',
            message: `${data.guestName} paid ${formatInr(data.amount)} for ${data.bookingId}; ${formatInr(data.remainingAmount)} remaining, due at the property`,
            href: bookingHref(data.bookingId),
          }
        : {
            type: 'payment',
            title: 'Payment Confirmed',
            message: `${data.guestName} paid ${formatInr(data.amount)} in full for ${data.bookingId}`,
            href: bookingHref(data.bookingId),
          };
    case 'payment.received':
      return {
        type: 'payment',
        title: 'Payment Received',
        message: `${formatInr(data.amount)} by ${data.method} from ${data.guestName} for ${data.bookingId}${data.remainingAmount > 0 ? `; ${formatInr(data.remainingAmount)} remaining` : ''}`,
        href: bookingHref(data.bookingId),
      };
    case 'payment.transfer_reported':
      return {
        type: 'payment',
        title: 'Bank Transfer Reported',
        message: `${data.guestName} reports a bank transfer of ${formatInr(data.amount)} for ${data.bookingId}: verify it by ${data.deadline}`,
        href: bookingHref(data.bookingId),
      };
    case 'safari_enquiry.created':
      return {
        type: 'safari_enquiry',
        title: 'New Safari Enquiry',
        message: `A new safari enquiry has been received from ${data.guestName ?? 'a guest'}: ${data.safariName}${data.date ? `, ${stay(data.date)}` : ''}, ${data.persons} ${data.persons === 1 ? 'person' : 'persons'}`,
        href: '/admin/safari-queries',
      };
    case 'safari_enquiry.answered':
      return {
        type: 'safari_enquiry',
        title: 'Safari Enquiry Answered',
        message: `The enquiry from ${data.guestName ?? 'a guest'} was answered`,
        href: '/admin/safari-queries',
      };
    case 'channel.conflict':
      return {
        type: 'system',
        title: 'Channel Conflict',
        message: `${data.channelName} sold ${data.unitNumber} for ${stay(data.checkIn)} – ${stay(data.checkOut)}, already taken here${data.bookingId ? ` by ${data.bookingId}` : ''}`,
        href: '/admin/villas/channels',
      };
  }
}
