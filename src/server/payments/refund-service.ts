import { eq, inArray } from 'drizzle-orm';
import { formatInr } from '../../domain/money';
import { REFUND_MESSAGES, planRefund } from '../../domain/refunds';
import type { FieldChanges } from '../audit/booking-activity';
import { recordMoneyMovement } from './ledger';
import type { Actor } from '../audit/record';
import { findBookingByRef } from '../booking-records/repository';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/pg-error-code';
import { bookings, refunds } from '../db/schema';
import type { AppDeps } from '../app-types';
import type { Config } from '../env';
import { paymentProviderFor } from './provider-factory';
import { badRequest, conflict, notFound } from '../http/errors';
import { IDEMPOTENCY_KEY_REUSED } from '../http/idempotency';
import type { PaymentProvider } from './provider';
import { refundMovementCount, sendAndSettle } from './refund-settlement';
import type { RefundResult } from './admin-contract';
import { bookingMoney, toRefundLine } from './booking-money-service';

/**
 * Refunds (decision 0057): the one path money goes back to a guest, for staff (admin refund, admin
 * cancel) and for the guest's own cancellation.
 */
export type RefundDeps = { now: () => Date; config: Config; provider: PaymentProvider };

/** The provider the app runs with (resolved at start), or the configured one (tests). */
export const paymentProviderOf = (deps: AppDeps): PaymentProvider =>
  deps.paymentProvider ?? paymentProviderFor(deps.config);

export type RefundRequest = {
  /** The booking code (VM…) or the booking's uuid. */
  bookingId: string;
  /** Whole rupees, > 0, at most what was paid and not yet refunded. */
  amount: number;
  reason: string;
  /**
   * The same on every retry of one refund: a second call with it refunds nothing more (it finishes
   * the first one's provider calls instead). Parts of a split refund are stored as `key`, `key#2` …
   */
  idempotencyKey: string;
  /** Refund only this captured payment (e.g. one flagged `payment_needs_attention`). */
  paymentId?: string | undefined;
};

type BookingRow = typeof bookings.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

const partKey = (key: string, i: number) => (i === 0 ? key : `${key}#${i + 1}`);
const isPartOf = (key: string) => (r: RefundRow) =>
  r.idempotencyKey === key || r.idempotencyKey.startsWith(`${key}#`);

function describeParts(rows: { channel: string; paymentId: string | null; amount: number }[]) {
  return rows
    .map((r) =>
      r.channel === 'manual'
        ? `${formatInr(r.amount)} by hand`
        : `${formatInr(r.amount)} to ${r.paymentId} (${r.channel})`,
    )
    .join(', ');
}

/**
 * The ledger rows of refund parts asked for now (or asked again): `refund_requested` each, and
 * `refund_processed` for a part paid by hand. The last row carries the history row and the event.
 */
export async function recordRefundRequests(
  tx: Db,
  b: BookingRow,
  rows: RefundRow[],
  summary: {
    activity: { action: string; description: string; changes?: FieldChanges };
    event: boolean;
    amount: number;
  },
  actor: Actor,
  deps: RefundDeps,
  now: Date,
) {
  const ctx = { actor, now, config: deps.config };
  for (const [i, r] of rows.entries()) {
    const retries = await refundMovementCount(tx, r.id, 'refund_requested');
    const last = i === rows.length - 1;
    await recordMoneyMovement(
      tx,
      {
        bookingUuid: b.id,
        kind: 'refund_requested',
        amount: r.amount,
        idempotencyKey: `refund:${r.idempotencyKey}${retries ? `:retry${retries}` : ''}`,
        method: r.channel,
        reference: r.paymentId,
        refundId: r.id,
        note: r.reason,
        activity: last ? summary.activity : null,
        event:
          last && summary.event
            ? (after) => ({
                type: 'payment.refunded',
                bookingId: b.bookingId,
                guestName: b.guestName,
                amount: summary.amount,
                paymentStatus: after.paymentStatus,
              })
            : null,
      },
      ctx,
    );
    if (r.channel === 'manual')
      await recordMoneyMovement(
        tx,
        {
          bookingUuid: b.id,
          kind: 'refund_processed',
          amount: r.amount,
          idempotencyKey: `refund:${r.idempotencyKey}:processed`,
          method: r.channel,
          refundId: r.id,
        },
        ctx,
      );
  }
}

/**
 * Refunds money of a booking, once per idempotency key (decision 0057).
 *
 * 1. One transaction with the booking row locked: the refund is checked against what was paid and
 *    not yet refunded, split over the captured online payments (oldest first) and then money staff
 *    took by hand (`manual`), written as `refunds` rows (online parts `pending`, manual parts
 *    `processed`), the payment status set (refunded / partial_refund), a `refunded` history row and
 *    a `payment.refunded` event. A call with a key already used plans nothing: it re-sends that
 *    refund's unfinished parts (failed ones only when the money is still there).
 * 2. Each online part goes to the provider with `providerRefundKey(row key)`, so a retry (or two
 *    calls at once) refunds once at the provider too. A refusal marks the part failed and puts the
 *    payment status back; no answer leaves it pending (`unconfirmed`) for a retry with the same key.
 *
 * Throws 404 (no booking), 400 (amount or reason), 409 (key reused for another amount).
 */
export async function refundBooking(
  db: Db,
  deps: RefundDeps,
  input: RefundRequest,
  actor: Actor,
): Promise<RefundResult> {
  const key = input.idempotencyKey.trim();
  if (!key) throw badRequest('An idempotency key is required for a refund');
  const reason = input.reason.trim();
  const now = deps.now();

  const planned = await db
    .transaction(async (tx) => {
      const b = await findBookingByRef(tx, input.bookingId, { forUpdate: true });
      if (!b) throw notFound(`Booking not found: ${input.bookingId}`);
      const mine = (await tx.select().from(refunds).where(eq(refunds.bookingId, b.id))).filter(
        isPartOf(key),
      );
      if (mine.length > 0) {
        if (mine.reduce((n, r) => n + r.amount, 0) !== input.amount)
          throw conflict(IDEMPOTENCY_KEY_REUSED);
        const failed = mine.filter((r) => r.status === 'failed');
        if (failed.length > 0) {
          const money = await bookingMoney(tx, b);
          const fits = failed.every((r) =>
            r.paymentId
              ? (money.sources.find((s) => s.paymentId === r.paymentId)?.available ?? 0) >= r.amount
              : money.manualAvailable >= r.amount,
          );
          if (!fits) throw conflict(REFUND_MESSAGES.amountAboveRefundable(money.refundable));
          await tx
            .update(refunds)
            .set({ status: 'pending', failureReason: null, providerRefundId: null })
            .where(
              inArray(
                refunds.id,
                failed.map((r) => r.id),
              ),
            );
          await recordRefundRequests(
            tx,
            b,
            failed,
            {
              activity: {
                action: 'refund_retried',
                description: `Refund retried by ${actor.name}: ${describeParts(failed)}`,
              },
              event: false,
              amount: failed.reduce((n, r) => n + r.amount, 0),
            },
            actor,
            deps,
            now,
          );
        }
        return { booking: b, ids: mine.map((r) => r.id), replayed: true };
      }

      if (!reason)
        throw badRequest(REFUND_MESSAGES.reasonRequired, {
          reason: REFUND_MESSAGES.reasonRequired,
        });
      const money = await bookingMoney(tx, b);
      const plan = planRefund(input.amount, money.sources, money.manualAvailable, input.paymentId);
      if (!plan.ok) throw badRequest(plan.message, { amount: plan.message });
      const inserted = await tx
        .insert(refunds)
        .values(
          plan.parts.map((p, i) => ({
            bookingId: b.id,
            channel: p.channel,
            paymentId: p.paymentId,
            amount: p.amount,
            reason,
            status: p.channel === 'manual' ? ('processed' as const) : ('pending' as const),
            idempotencyKey: partKey(key, i),
            requestedBy: actor.id,
            requestedByName: actor.name,
            createdAt: now,
            processedAt: p.channel === 'manual' ? now : null,
          })),
        )
        .returning();
      await recordRefundRequests(
        tx,
        b,
        inserted,
        {
          activity: {
            action: 'refunded',
            description: `Refund of ${formatInr(input.amount)} by ${actor.name} (${reason}): ${describeParts(plan.parts)}`,
            changes: { refunded: { before: money.refunded, after: money.refunded + input.amount } },
          },
          event: true,
          amount: input.amount,
        },
        actor,
        deps,
        now,
      );
      return { booking: b, ids: inserted.map((r) => r.id), replayed: false };
    })
    .catch((err: unknown) => {
      // The key is unique across bookings: used on another booking, it is another request.
      if (pgErrorCode(err) === '23505') throw conflict(IDEMPOTENCY_KEY_REUSED);
      throw err;
    });

  const b = planned.booking;
  const rows = await db.select().from(refunds).where(inArray(refunds.id, planned.ids));
  const problems: { failed: string[]; unconfirmed: string[] } = { failed: [], unconfirmed: [] };
  for (const row of rows) {
    if (row.channel === 'manual' || row.status !== 'pending' || row.providerRefundId) continue;
    const answer = await sendAndSettle(db, deps, b, row, actor);
    if (answer.kind === 'failed') problems.failed.push(answer.message);
    else if (answer.kind === 'unconfirmed') problems.unconfirmed.push(answer.message);
  }

  const [after] = await db.select().from(bookings).where(eq(bookings.id, b.id));
  const lines = (await db.select().from(refunds).where(inArray(refunds.id, planned.ids)))
    .sort((x, y) => x.idempotencyKey.localeCompare(y.idempotencyKey))
    .map(toRefundLine);
  const money = await bookingMoney(db, after!);
  const anyFailed = problems.failed.length > 0 || lines.some((l) => l.status === 'failed');
  const outcome: RefundResult['outcome'] = anyFailed
    ? 'failed'
    : problems.unconfirmed.length > 0
      ? 'unconfirmed'
      : lines.some((l) => l.status === 'pending')
        ? 'pending'
        : 'processed';
  const message =
    outcome === 'failed'
      ? `${REFUND_MESSAGES.failed}: ${problems.failed[0] ?? lines.find((l) => l.failureReason)?.failureReason ?? 'the provider refused it'}`
      : outcome === 'unconfirmed'
        ? `${REFUND_MESSAGES.failed}: ${problems.unconfirmed[0] ?? 'no answer from the payment provider'}. Try again: the same refund is sent again, never twice.`
        : null;
  return {
    bookingId: b.bookingId,
    amount: lines.reduce((n, l) => n + l.amount, 0),
    outcome,
    message,
    paymentStatus: after!.paymentStatus,
    refundable: money.refundable,
    refunds: lines,
    replayed: planned.replayed,
  };
}
