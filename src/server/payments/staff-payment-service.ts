import { todayInZone } from '../../domain/dates';
import { eq } from 'drizzle-orm';
import type { PropertyPaymentMethod } from '../../domain/enums';
import { formatInr } from '../../domain/money';
import { halfPayment } from '../../domain/pricing';
import { deskPaymentProblem, isPaidOrHalfPaid } from '../../domain/refunds';
import type { Actor } from '../audit/record';
import { findBookingByRef } from '../booking-records/repository';
import { reserveUnits } from '../booking-records/units';
import type { Db } from '../db/client';
import { bookings, propertyPayments } from '../db/schema';
import type { Config } from '../env';
import { badRequest, conflict, notFound } from '../http/errors';
import { moneyOfBooking, recordMoneyMovement } from './ledger';
import type { StaffPaymentResult } from './admin-contract';

/**
 * Money staff take (decision 0056): a payment at the property (cash, card machine, UPI, a bank
 * transfer seen in the account) and the verification of a bank transfer the guest reported
 * (decision 0024). Each is one transaction with the booking row locked: a `property_payments` row
 * (who received it), the booking's money, its history row, the guest's confirmation when the
 * booking becomes confirmed, and a `payment.received` event.
 */
export type StaffPaymentDeps = { now: () => Date; config: Config };

const NO_BANK_TRANSFER = 'No bank transfer was reported for this booking';
const CANCELLED_NO_PAYMENT = 'A payment cannot be recorded on a cancelled booking';

type BookingRow = typeof bookings.$inferSelect;

async function applyStaffPayment(
  tx: Db,
  row: BookingRow,
  input: { amount: number; method: PropertyPaymentMethod; reference?: string | null | undefined },
  actor: Actor,
  deps: StaffPaymentDeps,
  kind: 'payment_recorded' | 'bank_transfer_verified',
): Promise<StaffPaymentResult> {
  const now = deps.now();
  // Any amount up to what is due, charges included (decision 0112): the ledger says what is due.
  const { due } = await moneyOfBooking(tx, row);
  const problem = deskPaymentProblem(due, input.amount);
  if (problem) throw badRequest(problem, { amount: problem });
  const reference = input.reference?.trim() || null;
  const [payment] = await tx
    .insert(propertyPayments)
    .values({
      bookingId: row.id,
      amount: input.amount,
      method: input.method,
      reference,
      receivedBy: actor.id,
      receivedByName: actor.name,
      createdAt: now,
    })
    .returning({ id: propertyPayments.id });
  const confirms = row.status === 'pending';
  const how = `${formatInr(input.amount)} ${input.method === 'bank_transfer' ? 'by bank transfer' : `in ${input.method === 'upi' ? 'UPI' : input.method}`}${reference ? ` (ref ${reference})` : ''}`;
  const { booking: updated } = await recordMoneyMovement(
    tx,
    {
      bookingUuid: row.id,
      kind: kind === 'bank_transfer_verified' ? 'bank_transfer' : 'desk_payment',
      amount: input.amount,
      idempotencyKey: `desk:${payment!.id}`,
      method: input.method,
      reference,
      confirm: confirms,
      activity: {
        action: kind,
        description:
          kind === 'bank_transfer_verified'
            ? `Bank transfer of ${formatInr(input.amount)} verified as received by ${actor.name}${reference ? ` (ref ${reference})` : ''}${confirms ? '; booking confirmed' : ''}`
            : `Payment of ${how} received by ${actor.name}${confirms ? '; booking confirmed' : ''}`,
      },
      event: (after) => ({
        type: 'payment.received',
        bookingId: row.bookingId,
        guestName: row.guestName,
        amount: input.amount,
        method: input.method,
        remainingAmount: after.remainingAmount,
      }),
    },
    { actor, now, config: deps.config },
  );
  return {
    bookingId: row.bookingId,
    paymentId: payment!.id,
    amount: input.amount,
    method: input.method,
    status: updated.status,
    paymentStatus: updated.paymentStatus,
    advanceAmount: updated.advanceAmount,
    remainingAmount: updated.remainingAmount,
    confirmationQueued: confirms,
  };
}

/**
 * "Record payment at the property": never more than the balance due (400 with the amount due); a
 * Half Paid booking whose balance is covered becomes Paid; a pending booking paid at the desk is
 * confirmed. `db` may be a transaction (then this nests as a savepoint).
 */
export async function recordPropertyPayment(
  db: Db,
  deps: StaffPaymentDeps,
  input: {
    bookingId: string;
    amount: number;
    method: PropertyPaymentMethod;
    reference?: string | null | undefined;
  },
  actor: Actor,
): Promise<StaffPaymentResult> {
  return db.transaction(async (tx) => {
    const row = await findBookingByRef(tx, input.bookingId, { forUpdate: true });
    if (!row) throw notFound(`Booking not found: ${input.bookingId}`);
    if (row.status === 'cancelled') throw conflict(CANCELLED_NO_PAYMENT);
    return applyStaffPayment(tx, row, input, actor, deps, 'payment_recorded');
  });
}

/**
 * "Verify bank transfer" (decision 0024): staff saw the guest's reported transfer in the account.
 * Records it as received (`bank_transfer`, by whom), confirms the booking and queues the guest's
 * confirmation. The amount defaults to the 50% advance the guest was asked for. A booking the
 * expiry job released meanwhile takes its units again when they are still free; otherwise 409.
 */
export async function verifyBankTransfer(
  db: Db,
  deps: StaffPaymentDeps,
  input: { bookingId: string; amount?: number | undefined; reference?: string | null | undefined },
  actor: Actor,
): Promise<StaffPaymentResult> {
  const now = deps.now();
  return db.transaction(async (tx) => {
    const row = await findBookingByRef(tx, input.bookingId, { forUpdate: true });
    if (!row) throw notFound(`Booking not found: ${input.bookingId}`);
    if (row.paymentMethod !== 'bank_transfer' && row.advancePaymentMethod !== 'bank_transfer')
      throw conflict(NO_BANK_TRANSFER);
    if (isPaidOrHalfPaid(row.paymentStatus))
      throw conflict('This bank transfer was already verified (the booking is paid)');
    let current = row;
    if (row.status === 'cancelled') {
      if (!row.expiredAt)
        throw conflict('This booking was cancelled; record the money and refund it instead');
      const units = await reserveUnits(
        tx,
        {
          bookingUuid: row.id,
          villaId: row.villaId,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          rooms: row.rooms,
          ownHold: { sessionId: row.sessionId, browsingSession: row.browsingSession },
          today: todayInZone(now, deps.config.resortTz),
        },
        now,
      );
      if (!units)
        throw conflict(
          'The hold expired and the villa is no longer available for these dates; the transfer must be refunded',
        );
      // Back to pending with its units, then confirmed by the payment below.
      const [revived] = await tx
        .update(bookings)
        .set({ status: 'pending', expiredAt: null, updatedAt: now })
        .where(eq(bookings.id, row.id))
        .returning();
      current = revived!;
    } else if (row.status !== 'pending') {
      throw conflict(`A bank transfer cannot be verified on a booking that is ${row.status}`);
    }
    const amount = input.amount ?? halfPayment(row.total).advance;
    return applyStaffPayment(
      tx,
      current,
      { amount, method: 'bank_transfer', reference: input.reference },
      actor,
      deps,
      'bank_transfer_verified',
    );
  });
}
