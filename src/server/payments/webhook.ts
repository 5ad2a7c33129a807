import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../audit/record';
import type { Db } from '../db/client';
import { paymentEvents, paymentOrders, refunds } from '../db/schema';
import type { Config } from '../env';
import { z } from 'zod';
import { AppError } from '../http/errors';
import { checkJsonValue } from '../http/input-guard';
import type { PaymentProvider } from './provider';
import { settleRefundRow } from './refund-settlement';
import { settlePayment } from './settle';
import { verifyWebhookSignature } from './signature';
import { logger } from '../logging/logger';

/** What the handler reads of an event; anything else in the body is kept as sent, unread. */
const webhookBodySchema = z.looseObject({
  event: z.string().min(1).max(100),
  payload: z.looseObject({}).optional(),
});
/** A payment entity this handler can act on; any other shape leaves the event 'ignored'. */
const webhookPaymentSchema = z.looseObject({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  status: z.string().max(50),
  method: z.string().max(50).optional(),
  error_description: z.string().nullish(),
});

/** A refund entity (refund.processed / refund.failed); any other shape leaves the event 'ignored'. */
const webhookRefundSchema = z.looseObject({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  status: z.string().max(50),
});

export type WebhookResult = { status: 'processed' | 'duplicate' | 'ignored'; event: string };

/**
 * Razorpay webhooks: the signature is checked on the raw body, the event id (X-Razorpay-Event-Id)
 * is recorded once (a replay changes nothing), and payment.captured / order.paid settle through the
 * same function as the browser's verify, in any order; refund.processed / refund.failed move the
 * refund row forward through `settleRefundRow` (decision 0121). Recording the event and applying it share a
 * transaction, so a failure leaves nothing recorded and Razorpay's retry tries again.
 */
export async function handleRazorpayWebhook(
  deps: { db: Db; now: () => Date; provider: PaymentProvider; config: Config },
  rawBody: string,
  headers: { signature: string | undefined; eventId: string | undefined },
): Promise<WebhookResult> {
  const { db, provider, config } = deps;
  if (provider.name !== 'razorpay' || !provider.webhookSecret) {
    throw new AppError(404, 'NOT_FOUND', 'Webhooks are not configured');
  }
  if (
    !headers.signature ||
    !verifyWebhookSignature(provider.webhookSecret, rawBody, headers.signature)
  ) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Invalid webhook signature');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, 'VALIDATION_ERROR', 'Webhook body must be JSON');
  }
  // Signed is not the same as well-formed: a body that is not an event object is refused (400).
  checkJsonValue(parsed);
  const shaped = webhookBodySchema.safeParse(parsed);
  if (!shaped.success)
    throw new AppError(400, 'VALIDATION_ERROR', 'Webhook body must be an event object');
  const body = shaped.data;
  const event = body.event;
  const eventId = headers.eventId || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const now = deps.now();

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider: 'razorpay', eventId, eventType: event, payload: body, receivedAt: now })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { status: 'duplicate', event } satisfies WebhookResult;

    const paymentEntity = (body.payload?.payment as { entity?: unknown } | undefined)?.entity;
    const paymentShape =
      paymentEntity === undefined ? undefined : webhookPaymentSchema.safeParse(paymentEntity);
    if (paymentShape && !paymentShape.success)
      logger.warn({ eventId, event }, 'Razorpay webhook payment entity not understood; ignored');
    const payment = paymentShape?.success ? paymentShape.data : undefined;
    let status: WebhookResult['status'] = 'ignored';
    if (
      (event === 'payment.captured' || event === 'order.paid') &&
      payment &&
      payment.status === 'captured'
    ) {
      const outcome = await settlePayment(
        tx,
        {
          orderId: payment.order_id,
          paymentId: payment.id,
          amountPaise: payment.amount,
          method: payment.method,
          source: `webhook ${event}`,
        },
        { now, config },
      );
      status = outcome.kind === 'refused' ? 'ignored' : 'processed';
      if (outcome.kind === 'refused')
        logger.warn({ eventId, event, reason: outcome.reason }, 'Razorpay webhook not applied');
    } else if (event === 'refund.processed' || event === 'refund.failed') {
      status = await applyRefundEvent(tx, event, body.payload, { now, config, eventId });
    } else if (event === 'payment.failed' && payment) {
      // The guest may retry in the same checkout: note the reason, keep the order open.
      await tx
        .update(paymentOrders)
        .set({ failureReason: (payment.error_description ?? 'payment failed').slice(0, 200) })
        .where(eq(paymentOrders.id, payment.order_id));
      status = 'processed';
    }
    await tx
      .update(paymentEvents)
      .set({ processedAt: now })
      .where(eq(paymentEvents.eventId, eventId));
    return { status, event };
  });
}

/**
 * refund.processed / refund.failed: the refund row is found by the provider's refund id, or — when
 * the webhook came before the refund call's answer was stored — as the oldest pending row of that
 * payment and amount without a provider id. Forward only: a row already processed or failed is left
 * as it is (a late or repeated event), so the order events arrive in does not matter.
 */
async function applyRefundEvent(
  tx: Db,
  event: 'refund.processed' | 'refund.failed',
  payload: Record<string, unknown> | undefined,
  ctx: { now: Date; config: Config; eventId: string },
): Promise<WebhookResult['status']> {
  const shaped = webhookRefundSchema.safeParse(
    (payload?.refund as { entity?: unknown } | undefined)?.entity,
  );
  if (!shaped.success) {
    logger.warn({ eventId: ctx.eventId, event }, 'Razorpay refund entity not understood; ignored');
    return 'ignored';
  }
  const entity = shaped.data;
  const [byId] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, entity.id));
  const [row] = byId
    ? [byId]
    : await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.paymentId, entity.payment_id),
            eq(refunds.status, 'pending'),
            isNull(refunds.providerRefundId),
            eq(refunds.amount, Math.round(entity.amount / 100)),
          ),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(1);
  if (!row || row.channel !== 'razorpay') {
    logger.warn({ eventId: ctx.eventId, event, refund: entity.id }, 'Razorpay refund not ours');
    return 'ignored';
  }
  const applied = await settleRefundRow(
    tx,
    row.id,
    event === 'refund.processed'
      ? { status: 'processed', providerRefundId: entity.id }
      : {
          status: 'failed',
          providerRefundId: entity.id,
          message: 'Razorpay reported the refund failed',
        },
    { actor: SYSTEM_ACTOR, now: ctx.now, config: ctx.config },
  );
  return applied === 'unchanged' ? 'ignored' : 'processed';
}
