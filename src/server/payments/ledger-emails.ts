import { eq } from 'drizzle-orm';
import type { PropertyPaymentMethod } from '../../domain/enums';
import type { Money } from '../../domain/folio-schema';
import { formatInr } from '../../domain/money';
import { paymentMethodWords, refundHowLine } from '../../domain/money-emails';
import { issueAccessToken } from '../booking-records/repository';
import type { Db } from '../db/client';
import { propertyPayments, refunds, type bookings, type moneyMovements } from '../db/schema';
import { renderPaymentReceipt, renderRefundNotice } from '../email/money-templates';
import { enqueueEmail } from '../email/outbox';
import type { Config } from '../env';
import { enqueueAdminNotification, enqueuePaymentEmails, guestLink } from './confirmation-emails';

type BookingRow = typeof bookings.$inferSelect;
type MovementRow = typeof moneyMovements.$inferSelect;

/**
 * The e-mails a movement of money implies (decisions 0112, 0121): the ONE place the ledger's writer
 * decides which messages a movement queues.
 * - Money in that confirms the booking (a first online payment, money staff took on a pending
 *   booking): the guest's confirmation and the staff's "New Booking Received".
 * - Money in on a booking already confirmed (the balance online, a desk payment, a verified
 *   transfer): the guest's receipt (paid now, paid in all, what is due); an online payment also
 *   tells staff "Payment Received" with the booking code (staff recorded the others themselves).
 * - A refund processed (`refund_processed`: online when the provider processed it, by hand at once):
 *   the guest's refund notice, with the amount, how it is paid back and when to expect it. Not at
 *   the request: a refund the provider then refuses must not have been promised.
 * - Charges, repricing, unapplied money, failures: nothing to the guest here (a failed refund tells
 *   staff, refund-settlement.ts; a date change has its own e-mail).
 */
export async function queueMovementEmails(
  tx: Db,
  args: { movement: MovementRow; before: BookingRow; booking: BookingRow; money: Money },
  ctx: { config: Config; now: Date },
): Promise<void> {
  const { movement, before, booking, money } = args;
  const confirmedNow = before.status !== 'confirmed' && booking.status === 'confirmed';
  switch (movement.kind) {
    case 'online_payment':
    case 'desk_payment':
    case 'bank_transfer':
      if (confirmedNow) return enqueuePaymentEmails(tx, booking, ctx.config, ctx.now);
      if (booking.status === 'cancelled') return;
      return queueReceipt(tx, args, ctx);
    case 'refund_processed':
      return queueRefundNotice(tx, movement, booking, money, ctx);
    default:
      return;
  }
}

const resortOf = (config: Config) => ({
  name: config.resortName,
  phone: config.resortPhone,
  email: config.resortEmail,
});

const stayOf = (b: BookingRow, config: Config) => ({
  guestName: b.guestName,
  bookingId: b.bookingId,
  villaName: b.villaName,
  checkIn: b.checkIn,
  checkOut: b.checkOut,
  resort: resortOf(config),
});

async function queueReceipt(
  tx: Db,
  args: { movement: MovementRow; booking: BookingRow; money: Money },
  ctx: { config: Config; now: Date },
) {
  const { movement, booking, money } = args;
  const token = await issueAccessToken(tx, booking.id, ctx.now);
  const receipt = renderPaymentReceipt({
    ...stayOf(booking, ctx.config),
    paidNow: movement.amount,
    method: paymentMethodWords(movement.method),
    totalPaid: money.received - money.refunded,
    total: money.total,
    due: money.due,
    reference: movement.reference,
    manageUrl: guestLink(ctx.config, booking.bookingId, token),
  });
  await enqueueEmail(
    tx,
    { ...receipt, kind: 'payment_receipt', to: booking.email, bookingUuid: booking.id },
    ctx.now,
  );
  if (movement.kind !== 'online_payment') return;
  await enqueueAdminNotification(
    tx,
    ctx.config,
    {
      type: 'payment_received',
      bookingId: booking.bookingId,
      guestName: booking.guestName,
      amount: movement.amount,
      details: [
        `${movement.plan === 'balance' ? 'Balance' : 'Payment'} of ${formatInr(movement.amount)} paid online${movement.reference ? ` (${movement.reference})` : ''}`,
        `Paid in all ${formatInr(money.received - money.refunded)} of ${formatInr(money.total)}; ${money.due > 0 ? `${formatInr(money.due)} still due` : 'nothing due'}`,
        `${booking.villaName}, ${booking.checkIn} to ${booking.checkOut}`,
      ],
    },
    booking.id,
    ctx.now,
  );
}

async function queueRefundNotice(
  tx: Db,
  movement: MovementRow,
  booking: BookingRow,
  money: Money,
  ctx: { config: Config; now: Date },
) {
  const [row] = movement.refundId
    ? await tx.select().from(refunds).where(eq(refunds.id, movement.refundId))
    : [];
  const channel = row?.channel ?? (movement.method === 'manual' ? 'manual' : 'razorpay');
  const deskMethods =
    channel === 'manual'
      ? (
          await tx
            .select({ method: propertyPayments.method })
            .from(propertyPayments)
            .where(eq(propertyPayments.bookingId, booking.id))
        ).map((p) => p.method as PropertyPaymentMethod)
      : [];
  const notice = renderRefundNotice({
    ...stayOf(booking, ctx.config),
    amount: movement.amount,
    how: refundHowLine({ channel, amount: movement.amount }, deskMethods),
    refundedInAll: money.refunded,
  });
  await enqueueEmail(
    tx,
    { ...notice, kind: 'refund_notice', to: booking.email, bookingUuid: booking.id },
    ctx.now,
  );
}
