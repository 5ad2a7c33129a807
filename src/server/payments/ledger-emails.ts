import type { Money } from '../../domain/folio';
import type { Db } from '../db/client';
import type { bookings, moneyMovements } from '../db/schema';
import type { Config } from '../env';
import { enqueuePaymentEmails } from './confirmation-emails';

/**
 * The e-mails a movement of money implies (decision 0112): the ONE place the ledger's writer decides
 * which messages a movement queues. Today's behaviour is kept:
 * - a captured online payment (first payment or balance): the guest's confirmation and the staff
 *   notice;
 * - money taken by staff (desk payment, verified bank transfer): the same, only when it confirmed
 *   the booking;
 * - refunds, charges, repricing: nothing here yet (refund e-mails are still sent by refund-service);
 *   the truthful refund / receipt / "Payment Received" wording of issue 22 goes here.
 */
export async function queueMovementEmails(
  tx: Db,
  args: {
    movement: typeof moneyMovements.$inferSelect;
    before: typeof bookings.$inferSelect;
    booking: typeof bookings.$inferSelect;
    money: Money;
  },
  ctx: { config: Config; now: Date },
): Promise<void> {
  const { movement, before, booking } = args;
  const confirmedNow = before.status !== 'confirmed' && booking.status === 'confirmed';
  switch (movement.kind) {
    case 'online_payment':
      await enqueuePaymentEmails(tx, booking, ctx.config, ctx.now);
      return;
    case 'desk_payment':
    case 'bank_transfer':
      if (confirmedNow) await enqueuePaymentEmails(tx, booking, ctx.config, ctx.now);
      return;
    default:
      return;
  }
}
