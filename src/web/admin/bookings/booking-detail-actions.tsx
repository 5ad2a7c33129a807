import { useCan } from '../permissions';
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
  const can = useCan();
  if (!can('bookings.write') && !can('payments.record')) return null;
  return (
    <div role="group" aria-label="Booking actions" className="flex flex-wrap gap-2">
      {can('bookings.write') ? (
        <>
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
        </>
      ) : null}
      {can('payments.record') ? <MoneyActions detail={detail} /> : null}
      {can('emails') ? <SendReminderButton booking={b} /> : null}
    </div>
  );
}
