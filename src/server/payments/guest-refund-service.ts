import type { RefundOnCancel } from '../bookings/guest-self-service';
import { enqueueAdminNotification } from './confirmation-emails';

/**
 * The refund of a guest's cancellation. Until the provider refund service is in (Booking
 * Management's refunds), staff are told what to refund: a `payment_needs_attention` notice.
 */
export const refundOnCancel: RefundOnCancel = async (deps, booking, input) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await enqueueAdminNotification(
      tx,
      deps.config,
      {
        type: 'payment_needs_attention',
        bookingId: booking.bookingId,
        guestName: booking.guestName,
        amount: input.amount,
        details: [`${input.reason}: refund ${input.amount} to the guest (key ${input.idempotencyKey}).`],
      },
      booking.id,
      now,
    );
  });
};
