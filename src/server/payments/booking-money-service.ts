import { and, asc, eq } from 'drizzle-orm';
import type { RefundChannel } from '../../domain/enums';
import { amountReceived, type RefundSource } from '../../domain/refunds';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { bookings } from '../db/schema';
import { paymentFollowUps, paymentOrders, propertyPayments, refunds } from '../db/schema';
import type { RefundLine, bookingMoneyRecordsFields } from './admin-contract';
import { chargeLinesOf } from './charges-service';
import { moneyOfBooking } from './ledger';

/**
 * A booking's money as refunds and its admin page see it (decision 0057): what came in, by which
 * payment, what went back, and what can still go back.
 */

type BookingRow = typeof bookings.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** A captured online payment of a booking (applied to it, or flagged for staff). */
type CapturedPayment = { paymentId: string; channel: RefundChannel; amount: number; at: Date };

export type BookingMoney = {
  /** What the booking's own status says was received (`amountReceived`). */
  applied: number;
  /** All money in: online payments, desk payments, at least `applied`. */
  received: number;
  /** Refunds not failed (processed or on their way). */
  refunded: number;
  /** Online payments with what of each can still go back, oldest first. */
  sources: RefundSource[];
  /** What can still go back by hand (desk money, or money the booking says it got without a record). */
  manualAvailable: number;
  refundable: number;
};

/** The booking's money as refunds see it (decision 0057). Use the transaction's handle. */
export async function bookingMoney(db: Db, b: BookingRow): Promise<BookingMoney> {
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, b.id), eq(paymentOrders.status, 'paid')))
    .orderBy(asc(paymentOrders.paidAt), asc(paymentOrders.createdAt));
  const captured: CapturedPayment[] = [];
  for (const o of orders) {
    if (!o.paymentId) continue;
    captured.push({
      paymentId: o.paymentId,
      channel: o.provider,
      amount: o.amount,
      at: o.paidAt ?? o.createdAt,
    });
  }
  // A second payment on an already paid order is only in its follow-up (settle.ts flagForRefund).
  const flagged = await db
    .select({
      paymentId: paymentFollowUps.paymentId,
      at: paymentFollowUps.createdAt,
      channel: paymentOrders.provider,
      amount: paymentOrders.amount,
    })
    .from(paymentFollowUps)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentFollowUps.orderId))
    .where(eq(paymentFollowUps.bookingId, b.id));
  for (const f of flagged) {
    if (captured.some((c) => c.paymentId === f.paymentId)) continue;
    captured.push({
      paymentId: f.paymentId,
      channel: f.channel,
      amount: f.amount,
      at: f.at,
    });
  }
  captured.sort((x, y) => x.at.getTime() - y.at.getTime());

  const desk = await db
    .select({ amount: propertyPayments.amount })
    .from(propertyPayments)
    .where(eq(propertyPayments.bookingId, b.id));
  const rows = (await db.select().from(refunds).where(eq(refunds.bookingId, b.id))).filter(
    (r) => r.status !== 'failed',
  );
  const applied = amountReceived({
    paymentStatus: b.paymentStatus,
    total: b.total,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
  });
  const onlineTotal = captured.reduce((n, c) => n + c.amount, 0);
  const deskTotal = desk.reduce((n, d) => n + d.amount, 0);
  const received = Math.max(applied, onlineTotal + deskTotal);
  const refunded = rows.reduce((n, r) => n + r.amount, 0);
  const sources: RefundSource[] = captured.map((c) => ({
    paymentId: c.paymentId,
    channel: c.channel,
    available:
      c.amount - rows.filter((r) => r.paymentId === c.paymentId).reduce((n, r) => n + r.amount, 0),
  }));
  const manualRefunded = rows
    .filter((r) => r.channel === 'manual')
    .reduce((n, r) => n + r.amount, 0);
  const manualAvailable = Math.max(0, received - onlineTotal - manualRefunded);
  const refundable = sources.reduce((n, s) => n + Math.max(0, s.available), 0) + manualAvailable;
  return { applied, received, refunded, sources, manualAvailable, refundable };
}

export function toRefundLine(r: RefundRow): RefundLine {
  return {
    id: r.id,
    channel: r.channel,
    paymentId: r.paymentId,
    amount: r.amount,
    reason: r.reason,
    status: r.status,
    providerRefundId: r.providerRefundId,
    failureReason: r.failureReason,
    requestedByName: r.requestedByName,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt ? r.processedAt.toISOString() : null,
  };
}

type MoneyRecords = z.infer<z.ZodObject<typeof bookingMoneyRecordsFields>>;

/** A booking's refunds, money taken by staff and refund figures, for its admin page. */
export async function bookingMoneyRecords(db: Db, b: BookingRow): Promise<MoneyRecords> {
  const [refundRows, deskRows, money, flags] = [
    await db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, b.id))
      .orderBy(asc(refunds.createdAt)),
    await db
      .select()
      .from(propertyPayments)
      .where(eq(propertyPayments.bookingId, b.id))
      .orderBy(asc(propertyPayments.createdAt)),
    await bookingMoney(db, b),
    await db
      .select({ paymentId: paymentFollowUps.paymentId, reason: paymentFollowUps.reason })
      .from(paymentFollowUps)
      .where(eq(paymentFollowUps.bookingId, b.id))
      .orderBy(asc(paymentFollowUps.createdAt)),
  ];
  const attention = flags.flatMap((f) => {
    const source = money.sources.find((s) => s.paymentId === f.paymentId);
    return source
      ? [
          {
            paymentId: source.paymentId,
            channel: source.channel,
            available: Math.max(0, source.available),
            reason: f.reason,
          },
        ]
      : [];
  });
  return {
    charges: await chargeLinesOf(db, b.id),
    refunds: refundRows.reverse().map(toRefundLine),
    propertyPayments: deskRows.reverse().map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      receivedByName: p.receivedByName,
      createdAt: p.createdAt.toISOString(),
    })),
    money: {
      ...(await moneyOfBooking(db, b)),
      refundable: money.refundable,
      attention,
    },
  };
}
