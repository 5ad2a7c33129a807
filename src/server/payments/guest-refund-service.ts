import type { BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import type { Config } from '../env';
import { enqueueAdminNotification } from './confirmation-emails';
import { resolvePaymentProvider } from './provider-factory';
import { refundBooking } from './refund-service';

/** How the guest's cancellation asks payments for its refund (bookings call it; payments own it). */
export type RefundOnCancel = (
  deps: { db: Db; config: Config; now: () => Date },
  booking: BookingRow,
  input: { amount: number; idempotencyKey: string; reason: string },
) => Promise<void>;

/**
 * The refund of a guest's cancellation, through the payments service's `refundBooking` (decision
 * 0057) with the cancellation's own key, so a retried cancel refunds once. When the provider refuses
 * or does not answer, the booking stays cancelled and staff are told (the refund row says failed or
 * pending, and the same key finishes it).
 */
export const refundOnCancel: RefundOnCancel = async (deps, booking, input) => {
  const provider = await resolvePaymentProvider(deps.db, deps.config);
  const result = await refundBooking(
    deps.db,
    { now: deps.now, config: deps.config, provider },
    {
      bookingId: booking.id,
      amount: input.amount,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
    },
    { id: null, name: booking.guestName, email: booking.email },
  );
  if (result.outcome === 'unconfirmed') {
    const now = deps.now();
    await deps.db.transaction((tx) =>
      enqueueAdminNotification(
        tx,
        deps.config,
        {
          type: 'payment_needs_attention',
          bookingId: booking.bookingId,
          guestName: booking.guestName,
          amount: input.amount,
          details: [`${input.reason}: ${result.message ?? 'refund not confirmed by the provider'}`],
        },
        booking.id,
        now,
      ),
    );
  }
};
