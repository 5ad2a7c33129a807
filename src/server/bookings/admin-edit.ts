import { eq } from 'drizzle-orm';
import {
  EDIT_MESSAGES,
  STAY_FIELDS,
  advanceIssue,
  checkEditStatus,
  repricedMoney,
  type BookingEdit,
  type PricingChoice,
} from '../../domain/booking-edit';
import { todayInZone } from '../../domain/dates';
import { formatInr } from '../../domain/money';
import { guestIssues, stayDateIssues } from '../../domain/stay-rules';
import { recordBookingActivity, type FieldChanges } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import type { Config } from '../env';
import { badRequest, conflict } from '../http/errors';
import { throwIfIssues } from '../http/validation';
import { runFrontDeskAction } from '../occupancy/front-desk';
import { priceStay } from '../pricing/quote-service';
import { bookingKey, bookingNotFound } from './admin-queries';
import type { EditResult } from './admin-edit-contract';
import { moveUnits, unitsOf } from './admin-edit-units';
import { applyAction, requireInputs } from './admin-status';
import { nextMovementKey, recordMoneyMovement } from '../payments/ledger';

export type EditDeps = { db: Db; config: Config; now: () => Date };
type BookingRow = typeof bookings.$inferSelect;

/** Thrown inside the transaction to roll a dry run back with its answer. */
class DryRun extends Error {
  constructor(readonly result: EditResult) {
    super('dry run');
  }
}

/**
 * Staff edit a booking (decision 0054), in one transaction with the row locked: the stay (villa,
 * dates, party, rooms) re-checked with the staff's rules and re-priced (staff keep the old price or
 * take the new one), the units moved (the chosen ones, else the same ones if still free, else any
 * free ones; the exclusion constraint judges), the money fields, guest details and notes, then the
 * status through the same transitions as the quick actions and the front desk. Every changed field
 * is written to the booking's history (before → after) in the same transaction. `dryRun` answers
 * what would happen and writes nothing.
 */
export async function editBooking(
  deps: EditDeps,
  ref: string,
  edit: BookingEdit,
  actor: Actor,
): Promise<EditResult> {
  const now = deps.now();
  const tz = deps.config.resortTz;
  const today = todayInZone(now, tz);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(bookingKey(ref)).for('update');
      if (!row) throw bookingNotFound(ref);
      const result = await applyEdit(tx, row, edit, actor, { now, today, config: deps.config });
      if (edit.dryRun) throw new DryRun({ ...result, dryRun: true });
      return result;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    throw err;
  }
}

type EditContext = { now: Date; today: string; config: Config };
/** The stay the edit asks for: each field edited, else the booking's. */
type NextStay = Pick<BookingRow, (typeof STAY_FIELDS)[number]>;

async function applyEdit(
  tx: Db,
  row: BookingRow,
  edit: BookingEdit,
  actor: Actor,
  ctx: EditContext,
): Promise<EditResult> {
  const { now, today } = ctx;
  const next: NextStay = {
    villaId: edit.villaId ?? row.villaId,
    checkIn: edit.checkIn ?? row.checkIn,
    checkOut: edit.checkOut ?? row.checkOut,
    adults: edit.adults ?? row.adults,
    children: edit.children ?? row.children,
    rooms: edit.rooms ?? row.rooms,
  };
  const stayChanged = STAY_FIELDS.some((f) => next[f] !== row[f]);
  const currentUnits = await unitsOf(tx, row.id);
  const currentNumbers = currentUnits.map((u) => u.unitNumber);
  const requested = edit.unitNumbers ? [...edit.unitNumbers].sort() : undefined;
  const unitsChanged =
    requested !== undefined && requested.join(',') !== [...currentNumbers].sort().join(',');
  const statusChanging = edit.status !== undefined && edit.status !== row.status;
  refuseEdit(row, edit, next, { stayChanged, unitsChanged, statusChanging, today });

  const edits = changeSet(row);
  const { change, set, changes } = edits;
  const { quote, pricing, total } = stayChanged
    ? await editStay(tx, row, edit, next, edits, ctx)
    : { quote: null, pricing: null, total: row.total };

  // ---- money: follows from the ledger (decision 0112); the advance is what was received ----
  if (edit.advanceAmount !== undefined && edit.advanceAmount !== row.advanceAmount) {
    const issue = advanceIssue(row, edit.advanceAmount, total) ?? EDIT_MESSAGES.advanceFromLedger;
    throw badRequest(issue, { advanceAmount: issue });
  }

  // ---- guest details and notes ----
  if (edit.guestName !== undefined) change('guestName', edit.guestName);
  if (edit.email !== undefined) change('email', edit.email);
  if (edit.phone !== undefined) change('phone', edit.phone || null);
  if (edit.specialRequests !== undefined) change('specialRequests', edit.specialRequests || null);
  if (edit.adminNotes !== undefined) change('adminNotes', edit.adminNotes || null);

  // ---- units: the database's exclusion constraint is the judge ----
  let unitNumbers = currentNumbers;
  if ((stayChanged || unitsChanged) && row.status !== 'cancelled') {
    unitNumbers = await moveUnits(tx, row, {
      next,
      requested,
      currentUnits,
      villaName: set.villaName ?? row.villaName,
      today,
      now,
    });
    if (unitNumbers.join(',') !== currentNumbers.join(','))
      changes.units = { before: currentNumbers, after: unitNumbers };
  }

  const changed = Object.keys(changes);
  if (changed.length) await writeEdit(tx, row, edits, actor, { pricing, quote }, ctx);

  // ---- the status, through the quick actions' and the front desk's own code ----
  if (statusChanging) {
    changed.push('status');
    await applyStatus(tx, row, edit, actor, ctx);
  }

  const [after] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
  const b = after!;
  return {
    bookingId: b.bookingId,
    dryRun: false,
    changed,
    quote,
    previousTotal: row.total,
    pricing,
    booking: {
      status: b.status,
      paymentStatus: b.paymentStatus,
      villaId: b.villaId,
      villaName: b.villaName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      adults: b.adults,
      children: b.children,
      rooms: b.rooms,
      total: b.total,
      advanceAmount: b.advanceAmount,
      remainingAmount: b.remainingAmount,
      units: statusChanging ? (await unitsOf(tx, row.id)).map((u) => u.unitNumber) : unitNumbers,
    },
  };
}

/**
 * A cancelled booking keeps its stay and money (only its notes may change); the status move is
 * checked first, so a refused one changes nothing.
 */
function refuseEdit(
  row: BookingRow,
  edit: BookingEdit,
  next: NextStay,
  is: { stayChanged: boolean; unitsChanged: boolean; statusChanging: boolean; today: string },
) {
  if (
    row.status === 'cancelled' &&
    (is.stayChanged ||
      is.unitsChanged ||
      is.statusChanging ||
      (edit.advanceAmount !== undefined && edit.advanceAmount !== row.advanceAmount))
  )
    throw conflict(EDIT_MESSAGES.cancelledLocked);
  if (!is.statusChanging) return;
  const verdict = checkEditStatus(row.status, edit.status!, next, is.today);
  if (!verdict.allowed) throw conflict(verdict.reason, { status: verdict.reason });
  if (edit.status !== 'no_show' && edit.status !== 'pending')
    requireInputs(
      {
        status: edit.status!,
        paymentReceived: edit.paymentReceived,
        paymentMethod: edit.paymentMethod,
        reason: edit.reason,
      },
      [row],
    );
}

/** The columns an edit sets and the history's before → after of each, gathered by `change`. */
function changeSet(row: BookingRow) {
  const set: Partial<typeof bookings.$inferInsert> = {};
  const changes: FieldChanges = {};
  const change = <K extends keyof BookingRow>(
    field: K,
    after: BookingRow[K],
    label: string = field,
  ) => {
    if (after === row[field]) return;
    (set as Record<string, unknown>)[field] = after;
    changes[label] = { before: row[field], after };
  };
  return { set, changes, change };
}
type ChangeSet = ReturnType<typeof changeSet>;

/**
 * The stay: staff's rules, the villa's capacity, the new price (staff keep the old price or take
 * the new one). Answers the new quote, the pricing chosen and the total the booking will have.
 */
async function editStay(
  tx: Db,
  row: BookingRow,
  edit: BookingEdit,
  next: NextStay,
  { change }: ChangeSet,
  { now, config }: EditContext,
): Promise<{ quote: EditResult['quote']; pricing: PricingChoice | null; total: number }> {
  throwIfIssues([
    ...stayDateIssues(next, { now, timeZone: config.resortTz, admin: true }),
    ...guestIssues(next, undefined, { admin: true }),
  ]);
  const priced = await priceStay(
    tx,
    { ...next, packageId: row.packageId },
    // Staff moving an existing booking are not held to minimum stays (decision 0127).
    {
      now,
      timeZone: config.resortTz,
      admin: true,
      gstSlabs: config.gstSlabs,
      overrideRestrictions: true,
    },
  );
  const quote = {
    lines: priced.quote.lines,
    subtotal: priced.quote.subtotal,
    taxes: priced.quote.taxes,
    total: priced.quote.total,
  };
  const samePrice = priced.quote.total === row.total;
  const pricing = edit.pricing ?? (samePrice ? 'reprice' : null);
  if (!pricing && !edit.dryRun)
    throw badRequest(EDIT_MESSAGES.pricingRequired, { pricing: EDIT_MESSAGES.pricingRequired });
  change('villaId', next.villaId);
  change('villaName', priced.villa.name);
  change('checkIn', next.checkIn);
  change('checkOut', next.checkOut);
  change('adults', next.adults);
  change('children', next.children);
  change('guests', next.adults + next.children);
  change('rooms', next.rooms);
  if (pricing !== 'reprice') return { quote, pricing, total: row.total };
  // Refused below what the guest has paid; the money itself follows from the ledger.
  const money = {
    paymentStatus: row.paymentStatus,
    total: row.total,
    advanceAmount: row.advanceAmount,
    remainingAmount: row.remainingAmount,
  };
  const after = repricedMoney(money, priced.quote.total);
  if (!after.ok) throw badRequest(after.message, { pricing: after.message });
  change('villaPrice', priced.villa.basePrice);
  change('priceLines', priced.quote.lines);
  change('subtotal', priced.quote.subtotal);
  change('taxes', priced.quote.taxes);
  change('total', priced.quote.total);
  return { quote, pricing, total: priced.quote.total };
}

/**
 * The changed columns, their history row, and a new price reaching the booking's money through
 * the ledger: one `stay_repriced` movement.
 */
async function writeEdit(
  tx: Db,
  row: BookingRow,
  { set, changes }: ChangeSet,
  actor: Actor,
  priced: { pricing: PricingChoice | null; quote: EditResult['quote'] },
  { now, config }: EditContext,
) {
  await tx
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(eq(bookings.id, row.id));
  const what = Object.keys(changes)
    .map((f) => f.replace(/([A-Z])/g, ' $1').toLowerCase())
    .join(', ');
  const { pricing, quote } = priced;
  await recordBookingActivity(tx, {
    bookingId: row.id,
    actor,
    action: 'edited',
    description:
      `Edited by ${actor.name}: ${what}` +
      (pricing === 'keep' && quote && quote.total !== row.total
        ? ` (old price kept; the new price would be ${formatInr(quote.total)})`
        : ''),
    changes,
    at: now,
  });
  if (set.total !== undefined)
    await recordMoneyMovement(
      tx,
      {
        bookingUuid: row.id,
        kind: 'stay_repriced',
        amount: set.total - row.total,
        idempotencyKey: await nextMovementKey(tx, 'reprice', row.id, 'stay_repriced'),
        note: `edited by ${actor.name}`,
      },
      { actor, now, config },
    );
}

/** The new status, through the quick actions' and the front desk's own code. */
async function applyStatus(
  tx: Db,
  row: BookingRow,
  edit: BookingEdit,
  actor: Actor,
  { now, config }: EditContext,
) {
  if (edit.status === 'no_show') {
    await runFrontDeskAction(tx, {
      bookingId: row.bookingId,
      action: 'no-show',
      actor,
      now,
      timeZone: config.resortTz,
    });
    return;
  }
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
  await applyAction(
    tx,
    fresh!,
    {
      status: edit.status as 'confirmed' | 'completed' | 'cancelled',
      paymentReceived: edit.paymentReceived,
      paymentMethod: edit.paymentMethod,
      reason: edit.reason?.trim(),
    },
    actor,
    config,
    now,
  );
}
