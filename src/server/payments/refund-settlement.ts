import { and, eq } from 'drizzle-orm';
import type { MovementKind } from '../../domain/folio';
import { formatInr } from '../../domain/money';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings, moneyMovements, refunds } from '../db/schema';
import type { Config } from '../env';
import { errorForLog, logger } from '../logging/logger';
import { enqueueAdminNotification } from './confirmation-emails';
import { recordMoneyMovement } from './ledger';
import { ProviderError, providerRefundKey, type PaymentProvider } from './provider';

/**
 * A refund row's life after it is asked for (decisions 0057, 0121): `pending` → `processed` or
 * `failed`, never back — except that staff may retry a failed one (it becomes pending again, with a
 * new `refund_requested` movement). Every change goes through `settleRefundRow`, whoever learnt it:
 * the provider's answer to the refund call, the `refund.processed` / `refund.failed` webhooks, or
 * the refunds job asking the provider.
 */

type RefundRow = typeof refunds.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** How many ledger rows of `kind` a refund row has (keys of retries and failures count from them). */
export async function refundMovementCount(
  tx: Db,
  refundId: string,
  kind: MovementKind,
): Promise<number> {
  const rows = await tx
    .select({ id: moneyMovements.id })
    .from(moneyMovements)
    .where(and(eq(moneyMovements.refundId, refundId), eq(moneyMovements.kind, kind)));
  return rows.length;
}

/**
 * The key the provider gets for the row's current attempt: the row's own key for the first, and
 * `<key>:retryN` after N failures. A failure means nothing was refunded (a refusal, or the provider
 * marked the refund failed), so a new attempt needs a new key — Razorpay answers an old key with
 * the old, failed refund.
 */
async function providerKeyOf(db: Db, row: RefundRow): Promise<string> {
  const failures = await refundMovementCount(db, row.id, 'refund_failed');
  return providerRefundKey(
    failures ? `${row.idempotencyKey}:retry${failures}` : row.idempotencyKey,
  );
}

export type ProviderAnswer =
  | { kind: 'refunded'; providerRefundId: string; status: 'pending' | 'processed' }
  | { kind: 'failed'; message: string }
  | { kind: 'unconfirmed'; message: string };

/** Sends one refund row to the provider; says what it answered (nothing is written here). */
async function sendToProvider(
  db: Db,
  provider: PaymentProvider,
  b: Pick<BookingRow, 'bookingId'>,
  row: RefundRow,
): Promise<ProviderAnswer> {
  if (row.channel !== provider.name)
    return {
      kind: 'failed',
      message: `The payment was taken by ${row.channel}, which is not the active payment provider; refund it by hand`,
    };
  try {
    const r = await provider.refund({
      paymentId: row.paymentId!,
      amountRupees: row.amount,
      idempotencyKey: await providerKeyOf(db, row),
      notes: { bookingId: b.bookingId, reason: row.reason.slice(0, 250) },
    });
    if (r.status === 'failed')
      return { kind: 'failed', message: 'The payment provider marked the refund failed' };
    return { kind: 'refunded', providerRefundId: r.id, status: r.status };
  } catch (err) {
    logger.warn(
      { bookingId: b.bookingId, refundId: row.id, err: errorForLog(err) },
      'refund at the payment provider failed',
    );
    const message = err instanceof Error ? err.message : String(err);
    // A 4xx (other than 409 "still processing") is a refusal: nothing was refunded. Anything else
    // (no answer, 5xx, 409) may or may not have reached it: the part stays pending for a retry.
    if (
      err instanceof ProviderError &&
      err.status &&
      err.status >= 400 &&
      err.status < 500 &&
      err.status !== 409
    )
      return { kind: 'failed', message };
    return { kind: 'unconfirmed', message };
  }
}

export type RefundNews =
  | { status: 'pending'; providerRefundId: string }
  | { status: 'processed'; providerRefundId: string | null }
  | { status: 'failed'; providerRefundId: string | null; message: string };

export type SettleResult = 'processed' | 'failed' | 'pending' | 'unchanged';

/**
 * Applies what was learnt about one refund row, in the caller's transaction, forward only: a row
 * that is no longer `pending` is left as it is ('unchanged': a duplicate or late webhook, a job run
 * after the webhook). The booking is locked first (the order every refund path uses), then the row.
 * - processed: the row processed (with the provider's id), a `refund_processed` movement
 *   (`refund:<key>:processed`);
 * - failed: the row failed with the reason, a `refund_failed` movement (`refund:<key>:failed[N]`)
 *   that gives the amount back to what is refundable, a history row and a staff e-mail;
 * - pending: only the provider's id is noted.
 */
export async function settleRefundRow(
  tx: Db,
  refundRowId: string,
  news: RefundNews,
  ctx: { actor: Actor; now: Date; config: Config },
): Promise<SettleResult> {
  const [peek] = await tx
    .select({ bookingId: refunds.bookingId })
    .from(refunds)
    .where(eq(refunds.id, refundRowId));
  if (!peek) return 'unchanged';
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, peek.bookingId)).for('update');
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundRowId)).for('update');
  if (!b || !row || row.status !== 'pending') return 'unchanged';
  const { now } = ctx;

  if (news.status === 'pending') {
    if (row.providerRefundId !== news.providerRefundId)
      await tx
        .update(refunds)
        .set({ providerRefundId: news.providerRefundId })
        .where(eq(refunds.id, row.id));
    return 'pending';
  }
  if (news.status === 'processed') {
    const providerRefundId = news.providerRefundId ?? row.providerRefundId;
    await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId, processedAt: now, failureReason: null })
      .where(eq(refunds.id, row.id));
    await recordMoneyMovement(
      tx,
      {
        bookingUuid: b.id,
        kind: 'refund_processed',
        amount: row.amount,
        idempotencyKey: `refund:${row.idempotencyKey}:processed`,
        method: row.channel,
        reference: providerRefundId,
        refundId: row.id,
      },
      ctx,
    );
    return 'processed';
  }

  const message = news.message.slice(0, 500);
  await tx
    .update(refunds)
    .set({
      status: 'failed',
      failureReason: message,
      providerRefundId: news.providerRefundId ?? row.providerRefundId,
    })
    .where(eq(refunds.id, row.id));
  const failures = await refundMovementCount(tx, row.id, 'refund_failed');
  await recordMoneyMovement(
    tx,
    {
      bookingUuid: b.id,
      kind: 'refund_failed',
      amount: row.amount,
      idempotencyKey: `refund:${row.idempotencyKey}:failed${failures ? failures + 1 : ''}`,
      method: row.channel,
      reference: row.paymentId,
      refundId: row.id,
      note: message,
      activity: {
        action: 'refund_failed',
        description: `Refund of ${formatInr(row.amount)} to ${row.paymentId ?? 'the guest'} failed: ${message}`,
      },
    },
    ctx,
  );
  await enqueueAdminNotification(
    tx,
    ctx.config,
    {
      type: 'payment_needs_attention',
      bookingId: b.bookingId,
      guestName: b.guestName,
      amount: row.amount,
      details: [
        `Refund of ${formatInr(row.amount)} to ${row.paymentId ?? 'the guest'} failed: ${message}.`,
        'Retry it from the booking page (Refunds: Retry) or refund by hand.',
      ],
    },
    b.id,
    now,
  );
  return 'failed';
}

/** Turns the provider's answer to a refund call into news for `settleRefundRow` (none when unconfirmed). */
function newsOf(answer: ProviderAnswer): RefundNews | null {
  if (answer.kind === 'refunded')
    return answer.status === 'processed'
      ? { status: 'processed', providerRefundId: answer.providerRefundId }
      : { status: 'pending', providerRefundId: answer.providerRefundId };
  if (answer.kind === 'failed')
    return { status: 'failed', providerRefundId: null, message: answer.message };
  return null;
}

/**
 * Sends a pending row (one without a provider id) to the provider and applies the answer in its
 * own transaction. Returns the answer (the caller reports failures).
 */
export async function sendAndSettle(
  db: Db,
  deps: { provider: PaymentProvider; config: Config; now: () => Date },
  b: Pick<BookingRow, 'bookingId'>,
  row: RefundRow,
  actor: Actor,
): Promise<ProviderAnswer> {
  const answer = await sendToProvider(db, deps.provider, b, row);
  const news = newsOf(answer);
  if (news)
    await db.transaction((tx) =>
      settleRefundRow(tx, row.id, news, { actor, now: deps.now(), config: deps.config }),
    );
  return answer;
}
