import { greetingName } from '../../domain/guest-emails';
import { nightsBetween, todayInZone } from '../../domain/dates';
import { asc, eq } from 'drizzle-orm';
import { judgeCancellation } from '../../domain/cancellation-policy';
import { paymentStatusOf } from '../../domain/folio';
import { ledgerSumsOf, nextMovementKey, recordMoneyMovement } from '../payments/ledger';
import type { Db } from '../db/client';
import { bookingUnits, bookings, villaInventory } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { renderDateChange } from '../email/templates';
import { badRequest, conflict } from '../http/errors';
import { priceStay } from '../pricing/quote-service';
import type { BookingRow } from '../booking-records/repository';
import type { GuestDeps } from './guest-self-service';
import type { RefundOnCancel } from '../payments/guest-refund-service';
import { refundableOf } from './guest-self-service';
import { NO_LONGER_AVAILABLE } from './service';
import { reserveUnits } from '../booking-records/units';
import type { z } from 'zod';
import type { DateChangeResult } from './contract';
import type { ChangeBody } from './contract';

/** The guest's change request without the proof of access (checked before). */
export type DateChangeInput = Omit<z.output<typeof ChangeBody>, 'email' | 'accessToken'>;

const CHANGE_MESSAGES = {
  sameVilla: 'Only the dates and the number of guests can be changed online.',
  moreGuests: (n: number) =>
    `Up to ${n} guests: a booking cannot grow when its dates change online. Please contact the resort.`,
  nothingChanged: 'These are the dates and guests the booking already has.',
} as const;

class DryRun extends Error {
  constructor(readonly result: DateChangeResult) {
    super('dry run');
  }
}

/**
 * The guest moves their stay (decision 0102): same villa and rooms, the same or fewer guests, inside
 * the cancellation window. In one transaction with the booking locked: the new stay priced by the
 * one pricing function, the old units released and new ones reserved (the exclusion constraint
 * decides a race: the loser gets "Villa is no longer available for selected dates" and keeps its
 * old units), the money fields, the history row and the change e-mail. A dearer stay leaves the
 * difference due (paid online as the balance); a cheaper one than what was paid is refunded through
 * the payments service after the commit, with a key fixed per change. `dryRun` answers what would
 * happen and writes nothing.
 */
export async function changeDatesByGuest(
  deps: GuestDeps,
  booking: BookingRow,
  input: DateChangeInput,
  refund: RefundOnCancel,
): Promise<DateChangeResult> {
  const now = deps.now();
  const tz = deps.config.resortTz;
  let outcome: { result: DateChangeResult; row: BookingRow; refundKey: string };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, booking.id))
        .for('update');
      if (!row) throw conflict('This booking no longer exists.');
      refuseChange(row, input, now, tz);

      const priced = await priceStay(
        tx,
        {
          villaId: row.villaId,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          adults: input.adults,
          children: input.children,
          rooms: row.rooms,
          packageId: row.packageId,
        },
        { now, timeZone: tz, gstSlabs: deps.config.gstSlabs },
      );
      const paid = await refundableOf(tx, row);
      const newTotal = priced.quote.total;
      const refundAmount = Math.max(0, paid - newTotal);
      const due = Math.max(0, newTotal - paid);
      const { oldUnits, units } = await moveUnits(tx, row, input, now, tz);

      // The status the ledger will give once the stay is repriced (payments' rule, decision 0112).
      const sums = await ledgerSumsOf(tx, row.id);
      const paymentStatus = paymentStatusOf(newTotal + sums.charges, sums, row.paymentStatus);
      const result: DateChangeResult = {
        dryRun: input.dryRun,
        bookingId: row.bookingId,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        nights: nightsBetween(input.checkIn, input.checkOut),
        adults: input.adults,
        children: input.children,
        lines: priced.quote.lines,
        subtotal: priced.quote.subtotal,
        taxes: priced.quote.taxes,
        previousTotal: row.total,
        newTotal,
        difference: newTotal - row.total,
        paid,
        due,
        refundAmount,
        units: input.dryRun ? [] : units,
        paymentStatus,
      };
      if (input.dryRun) throw new DryRun(result);

      await writeDateChange(tx, deps, row, input, {
        villaPrice: priced.villa.basePrice,
        result,
        oldUnits,
        now,
      });
      await mailDateChange(tx, deps, row, result, now);
      const refundKey = `date-change:${row.id}:${row.checkIn}:${row.checkOut}:${input.checkIn}:${input.checkOut}:${now.getTime()}`;
      return { result, row, refundKey };
    });
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    throw err;
  }
  if (outcome.result.refundAmount > 0) {
    await refund(deps, outcome.row, {
      amount: outcome.result.refundAmount,
      idempotencyKey: outcome.refundKey,
      reason: 'Dates changed by the guest online: the new stay costs less than was paid',
    });
  }
  return outcome.result;
}

/**
 * What a guest may not change online: outside the cancellation window (a date change follows the
 * same window and statuses as a cancellation), an unconfirmed booking, more guests, nothing.
 */
function refuseChange(row: BookingRow, input: DateChangeInput, now: Date, timeZone: string) {
  const verdict = judgeCancellation({
    status: row.status,
    checkIn: row.checkIn,
    refundable: 0,
    now,
    timeZone,
  });
  if (!verdict.allowed) throw conflict(verdict.reason);
  if (row.status !== 'confirmed') throw conflict(CHANGE_MESSAGES.sameVilla);
  if (input.adults + input.children > row.guests)
    throw badRequest(CHANGE_MESSAGES.moreGuests(row.guests), {
      adults: CHANGE_MESSAGES.moreGuests(row.guests),
    });
  if (
    input.checkIn === row.checkIn &&
    input.checkOut === row.checkOut &&
    input.adults === row.adults &&
    input.children === row.children
  )
    throw badRequest(CHANGE_MESSAGES.nothingChanged, {
      checkIn: CHANGE_MESSAGES.nothingChanged,
    });
}

/** Units: release the old ones, take new ones; the exclusion constraint is the judge. */
async function moveUnits(
  tx: Db,
  row: BookingRow,
  input: DateChangeInput,
  now: Date,
  timeZone: string,
): Promise<{ oldUnits: string[]; units: string[] }> {
  const oldUnits = await unitNumbersOf(tx, row.id);
  await tx.delete(bookingUnits).where(eq(bookingUnits.bookingId, row.id));
  const picked = await reserveUnits(
    tx,
    {
      bookingUuid: row.id,
      villaId: row.villaId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      rooms: row.rooms,
      ownHold: { sessionId: row.sessionId, browsingSession: row.browsingSession },
      today: todayInZone(now, timeZone),
    },
    now,
  );
  if (!picked) throw conflict(NO_LONGER_AVAILABLE);
  return { oldUnits, units: await unitNumbersOf(tx, row.id) };
}

/**
 * The booking's new stay and price; the new price reaches the money through the ledger: one
 * `stay_repriced` movement, with the history line of the change.
 */
async function writeDateChange(
  tx: Db,
  deps: GuestDeps,
  row: BookingRow,
  input: DateChangeInput,
  change: { villaPrice: number; result: DateChangeResult; oldUnits: string[]; now: Date },
) {
  const { result, oldUnits, now } = change;
  const { newTotal, refundAmount, due, units } = result;
  await tx
    .update(bookings)
    .set({
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      adults: input.adults,
      children: input.children,
      guests: input.adults + input.children,
      villaPrice: change.villaPrice,
      priceLines: result.lines,
      subtotal: result.subtotal,
      taxes: result.taxes,
      total: newTotal,
      updatedAt: now,
    })
    .where(eq(bookings.id, row.id));
  await recordMoneyMovement(
    tx,
    {
      bookingUuid: row.id,
      kind: 'stay_repriced',
      amount: newTotal - row.total,
      idempotencyKey: await nextMovementKey(tx, 'reprice', row.id, 'stay_repriced'),
      note: `dates ${row.checkIn} → ${row.checkOut} became ${input.checkIn} → ${input.checkOut}`,
      activity: {
        action: 'dates_changed',
        description:
          `Dates changed by the guest online: ${row.checkIn} → ${row.checkOut} became ${input.checkIn} → ${input.checkOut}` +
          ` (units ${oldUnits.join(', ') || '—'} → ${units.join(', ')}; total ${row.total} → ${newTotal}` +
          (refundAmount > 0 ? `; ${refundAmount} to be refunded` : due > 0 ? `; ${due} due` : '') +
          ')',
        changes: {
          checkIn: { before: row.checkIn, after: input.checkIn },
          checkOut: { before: row.checkOut, after: input.checkOut },
          adults: { before: row.adults, after: input.adults },
          children: { before: row.children, after: input.children },
          units: { before: oldUnits, after: units },
          total: { before: row.total, after: newTotal },
        },
      },
    },
    { actor: { id: null, name: row.guestName }, now, config: deps.config },
  );
}

/** The guest's e-mail of the change: the stay before and after, what is due or refunded. */
async function mailDateChange(
  tx: Db,
  deps: GuestDeps,
  row: BookingRow,
  result: DateChangeResult,
  now: Date,
) {
  // Until money was taken the address and name are only what the booker typed (decision 0108);
  // a booking staff took carries the name they typed (decision 0119).
  const mail = renderDateChange({
    guestName: greetingName({
      guestName: row.guestName,
      paidAmount: result.paid,
      bookingSource: row.bookingSource,
      causedByStaff: false,
    }),
    bookingId: row.bookingId,
    villaName: row.villaName,
    before: { checkIn: row.checkIn, checkOut: row.checkOut, total: row.total },
    after: { checkIn: result.checkIn, checkOut: result.checkOut, total: result.newTotal },
    due: result.due,
    refundAmount: result.refundAmount,
    resort: {
      name: deps.config.resortName,
      phone: deps.config.resortPhone,
      email: deps.config.resortEmail,
    },
  });
  await enqueueEmail(
    tx,
    { ...mail, kind: 'booking_change', to: row.email, bookingUuid: row.id },
    now,
    { perRecipientPerDay: deps.config.limits.guestEmailsPerRecipientPerDay },
  );
}

async function unitNumbersOf(tx: Db, bookingUuid: string): Promise<string[]> {
  const rows = await tx
    .select({ n: villaInventory.unitNumber })
    .from(bookingUnits)
    .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
    .where(eq(bookingUnits.bookingId, bookingUuid))
    .orderBy(asc(villaInventory.unitNumber));
  return rows.map((r) => r.n);
}
