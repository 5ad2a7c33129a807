import type { AdminBookingDetail } from './api';
import { BookingManageActions } from './booking-manage-actions';
import { BookingQuickActions } from './booking-quick-actions';
import { MoneyActions } from './money-actions';
import { SendReminderButton } from './send-reminder-button';

/**
 * The actions area of a booking's page. Status quick actions live here; edit, cancel with refund,
 * verify bank transfer, record payment and delete belong here too (bookings-ops).
 */
export function BookingDetailActions({ detail }: { detail: AdminBookingDetail }) {
  const b = detail.booking;
  return (
    <div role="group" aria-label="Booking actions" className="flex flex-wrap gap-2">
      <BookingQuickActions
        booking={{
          bookingId: b.bookingId,
          guestName: b.guestName,
          paymentStatus: b.paymentStatus,
          remainingAmount: b.remainingAmount,
          total: b.total,
        }}
        status={b.status}
      />
      <BookingManageActions detail={detail} />
      <MoneyActions detail={detail} />
      <SendReminderButton booking={b} />
    </div>
  );
}
