import { asc, eq, inArray } from 'drizzle-orm';
import type { PaymentPlan, PaymentStatus } from '../../domain/enums';
import {
  advanceAmountOf,
  bookingMoneyOf,
  ledgerSums,
  outstandingOf,
  paymentStatusOf,
  RECEIPT_KINDS,
  stayReceipts,
  type LedgerSums,
  type MovementKind,
} from '../../domain/folio';
import type { Money } from '../../domain/folio-schema';
import { recordBookingActivity, type FieldChanges } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings, moneyMovements } from '../db/schema';
import type { Config } from '../env';
import type { AdminEventData } from '../events/event-types';
import { publish } from '../events/publish';
import { notFound } from '../http/errors';
import { confirmPromoUse } from '../promo/redemption-service';
import { issueDocumentsAfter } from './ledger-documents';
import { queueMovementEmails } from './ledger-emails';

/**
 * THE LEDGER'S ONE WRITER (decision 0112). Every movement of money on a booking goes through
 * `recordMoneyMovement`: it alone inserts `money_movements` rows and sets the booking's money
 * columns (the lint rule `local/ledger-single-writer` lists them and forbids it anywhere else).
 *
 * One call, in the caller's transaction:
 * 1. locks the booking row (`for update`): two movements on one booking run one after the other;
 * 2. inserts the movement; its `idempotencyKey` is unique, so a retried movement (same key) inserts
 *    nothing and returns `{ applied: false }` with the booking as it is;
 * 3. recomputes the money columns from ALL the booking's ledger rows (never by incrementing) via the
 *    domain (domain/folio.ts) and updates the booking (plus `confirm` when asked);
 * 4. writes the history row (when `activity` is given), publishes the admin event (when `event` is
 *    given) and queues the e-mails the movement implies (ledger-emails.ts: the one place e-mail
 *    wording and choice about money live);
 * 5. issues the tax invoice or credit note the movement implies (ledger-documents.ts, decision 0114).
 */

type BookingRow = typeof bookings.$inferSelect;
export type MovementRow = typeof moneyMovements.$inferSelect;

export type MoneyMovementInput = {
  /** bookings.id (uuid). */
  bookingUuid: string;
  kind: MovementKind;
  /** Whole rupees ≥ 0; for `stay_repriced` the signed change of the stay's total. */
  amount: number;
  /** The same on every retry of the one movement: `payment:<providerPaymentId>`, `desk:<uuid>` … */
  idempotencyKey: string;
  /** razorpay / test / card / cash / upi / bank_transfer / manual. */
  method?: string | null;
  plan?: PaymentPlan | null;
  reference?: string | null;
  orderId?: string | null;
  refundId?: string | null;
  chargeId?: string | null;
  note?: string | null;
  /** Also confirm the booking (a first payment): status confirmed, hold and expiry cleared. */
  confirm?: boolean;
  /** The booking's history row; the money columns' changes are added to `changes`. */
  activity?: { action: string; description: string; changes?: FieldChanges } | null;
  /** The admin event (live notification) of this movement; a function gets the booking after it. */
  event?: AdminEventData | ((booking: BookingRow) => AdminEventData) | null;
};

export type MovementContext = { actor: Actor; now: Date; config: Config };

export type MovementOutcome = {
  /** False when the key was seen before: nothing was written. */
  applied: boolean;
  movement: MovementRow;
  before: BookingRow;
  booking: BookingRow;
  money: Money;
};

/** The booking's ledger rows, oldest first. */
export async function movementsOf(db: Db, bookingUuid: string): Promise<MovementRow[]> {
  return db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.bookingId, bookingUuid))
    .orderBy(asc(moneyMovements.occurredAt), asc(moneyMovements.createdAt));
}

/**
 * A key for a movement that has no natural one (a repricing): `<prefix>:<booking>:<n>` where n counts
 * the booking's rows of that kind. Call it with the booking row locked, so the key is the next one.
 */
export async function nextMovementKey(
  db: Db,
  prefix: string,
  bookingUuid: string,
  kind: MovementKind,
): Promise<string> {
  const rows = await movementsOf(db, bookingUuid);
  return `${prefix}:${bookingUuid}:${rows.filter((m) => m.kind === kind).length + 1}`;
}

/** What the booking's ledger rows add up to (received incl. unapplied, refunded, charges). */
export async function ledgerSumsOf(db: Db, bookingUuid: string): Promise<LedgerSums> {
  return ledgerSums(await movementsOf(db, bookingUuid));
}

/** `money: { total, received, refunded, due }` of a booking, from its ledger. */
export async function moneyOfBooking(
  db: Db,
  b: { id: string; total: number; status: string },
): Promise<Money> {
  return bookingMoneyOf(
    { stayTotal: b.total, cancelled: b.status === 'cancelled' },
    await movementsOf(db, b.id),
  );
}

/** The money columns as the ledger says they are. */
function moneyColumns(
  row: BookingRow,
  movements: MovementRow[],
  input: MoneyMovementInput,
  now: Date,
): Partial<typeof bookings.$inferInsert> {
  const sums = ledgerSums(movements);
  const stay = stayReceipts(sums);
  const total = row.total + sums.charges;
  const paymentStatus: PaymentStatus = paymentStatusOf(total, sums, row.paymentStatus);
  const set: Partial<typeof bookings.$inferInsert> = {
    paymentStatus,
    remainingAmount: outstandingOf(total, stay.received, stay.refunded),
    advanceAmount: Math.min(
      row.total,
      advanceAmountOf(paymentStatus, { total, ...stay }, row.advanceAmount),
    ),
  };
  const receipt = RECEIPT_KINDS.includes(input.kind);
  if (receipt && input.method) {
    if (
      row.paymentMethod === 'pending' ||
      (input.kind === 'online_payment' && input.plan !== 'balance')
    )
      set.paymentMethod = input.method;
    if (paymentStatus === 'advance_paid' && !row.advancePaidAt) {
      set.advancePaidAt = now;
      set.advancePaymentMethod = input.method;
    }
  }
  if (receipt && (paymentStatus === 'paid' || input.kind === 'online_payment'))
    set.paidAt = input.kind === 'online_payment' ? now : (row.paidAt ?? now);
  if (input.kind === 'online_payment') {
    set.paymentReference = input.reference ?? row.paymentReference;
    set.razorpayOrderId = input.orderId ?? row.razorpayOrderId;
    set.razorpayPaymentId = input.reference ?? row.razorpayPaymentId;
  } else if (receipt && input.reference && !row.paymentReference) {
    set.paymentReference = input.reference;
  }
  return set;
}

function changesBetween(before: BookingRow, after: BookingRow): FieldChanges {
  const changes: FieldChanges = {};
  for (const f of ['status', 'paymentStatus', 'remainingAmount', 'advanceAmount'] as const)
    if (before[f] !== after[f]) changes[f] = { before: before[f], after: after[f] };
  return changes;
}

/**
 * Records one movement of money (see the file's comment). Throws 404 when the booking is unknown.
 * `tx` must be a transaction (the row lock lasts until it commits).
 */
export async function recordMoneyMovement(
  tx: Db,
  input: MoneyMovementInput,
  ctx: MovementContext,
): Promise<MovementOutcome> {
  const { now, actor } = ctx;
  const [before] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, input.bookingUuid))
    .for('update');
  if (!before) throw notFound('Booking not found');

  const [inserted] = await tx
    .insert(moneyMovements)
    .values({
      bookingId: before.id,
      kind: input.kind,
      amount: input.amount,
      method: input.method ?? null,
      plan: input.plan ?? null,
      reference: input.reference ?? null,
      orderId: input.orderId ?? null,
      refundId: input.refundId ?? null,
      chargeId: input.chargeId ?? null,
      note: input.note ?? null,
      idempotencyKey: input.idempotencyKey,
      actorId: actor.id,
      actorName: actor.name,
      occurredAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: moneyMovements.idempotencyKey })
    .returning();
  if (!inserted) {
    const [seen] = await tx
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.idempotencyKey, input.idempotencyKey));
    return {
      applied: false,
      movement: seen!,
      before,
      booking: before,
      money: await moneyOfBooking(tx, before),
    };
  }

  const movements = await movementsOf(tx, before.id);
  const set = moneyColumns(before, movements, input, now);
  if (input.confirm)
    Object.assign(set, { status: 'confirmed', holdExpiresAt: null, expiredAt: null });
  const [booking] = await tx
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(eq(bookings.id, before.id))
    .returning();
  const money = bookingMoneyOf(
    { stayTotal: booking!.total, cancelled: booking!.status === 'cancelled' },
    movements,
  );

  if (input.activity)
    await recordBookingActivity(tx, {
      bookingId: before.id,
      actor,
      action: input.activity.action,
      description: input.activity.description,
      changes: { ...changesBetween(before, booking!), ...input.activity.changes },
      at: now,
    });
  if (input.event)
    await publish(tx, typeof input.event === 'function' ? input.event(booking!) : input.event, now);
  await queueMovementEmails(tx, { movement: inserted, before, booking: booking!, money }, ctx);

  await issueDocumentsAfter(tx, { booking: booking!, movement: inserted, now, config: ctx.config });
  // A promo code's use counts once the booking has received money (decision 0128).
  if (RECEIPT_KINDS.includes(inserted.kind)) await confirmPromoUse(tx, booking!.id, now);

  return { applied: true, movement: inserted, before, booking: booking!, money };
}

/**
 * The two money-column writes that move no money (so write no ledger row), kept here so this file
 * stays the only writer of the columns:
 * - the guest says how they will pay (a reported bank transfer): `payment_method` and
 *   `advance_payment_method` name it while nothing is received;
 * - the expiry job gives up on a booking that never received anything: `failed`.
 */
export async function recordPaymentIntent(
  tx: Db,
  bookingUuid: string,
  method: 'bank_transfer',
): Promise<void> {
  await tx
    .update(bookings)
    .set({ paymentMethod: method, advancePaymentMethod: method })
    .where(eq(bookings.id, bookingUuid));
}

/** Marks bookings the expiry job released (nothing received: the caller checked `pending`). */
export async function markPaymentFailed(tx: Db, bookingUuids: string[]): Promise<void> {
  if (bookingUuids.length === 0) return;
  await tx
    .update(bookings)
    .set({ paymentStatus: 'failed' })
    .where(inArray(bookings.id, bookingUuids));
}

/** `money` of many bookings at once (one query), keyed by booking uuid — e.g. the desk's lists. */
export async function moneyOfBookings(
  db: Db,
  rows: readonly { id: string; total: number; status: string }[],
): Promise<Map<string, Money>> {
  const ids = rows.map((r) => r.id);
  const movements = ids.length
    ? await db
        .select({
          bookingId: moneyMovements.bookingId,
          kind: moneyMovements.kind,
          amount: moneyMovements.amount,
        })
        .from(moneyMovements)
        .where(inArray(moneyMovements.bookingId, ids))
    : [];
  return new Map(
    rows.map((r) => [
      r.id,
      bookingMoneyOf(
        { stayTotal: r.total, cancelled: r.status === 'cancelled' },
        movements.filter((m) => m.bookingId === r.id),
      ),
    ]),
  );
}
