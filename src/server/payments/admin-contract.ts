import { z } from '@hono/zod-openapi';
import { PAYMENT_STATUSES, PROPERTY_PAYMENT_METHODS, REFUND_CHANNELS } from '../../domain/enums';
import { MoneySchema } from '../../domain/folio-schema';
import { ChargeLineSchema } from '../../domain/folio-charges';
import {
  propertyPaymentBodySchema,
  refundBodySchema,
  verifyBankTransferBodySchema,
} from '../../domain/staff-payments';
import { isoTimestamp, refundRow } from '../db/row-schemas';
import { BookingStatusSchema } from '../http/contract';

/** The request and answer schemas of payments/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */

// The request bodies are the domain's: the booking page's forms check them too.
export { propertyPaymentBodySchema, refundBodySchema, verifyBankTransferBodySchema };
export type RefundBody = z.infer<typeof refundBodySchema>;

const RefundLineSchema = z.object({
  ...refundRow.pick({
    id: true,
    channel: true,
    paymentId: true,
    amount: true,
    reason: true,
    status: true,
    providerRefundId: true,
    failureReason: true,
    requestedByName: true,
  }).shape,
  createdAt: isoTimestamp(),
  processedAt: isoTimestamp().nullable(),
});

/**
 * What the admin booking detail shows of a booking's money (decision 0112): refunds, money staff
 * took, and `money` from the ledger with what refunds may still send back.
 */
export const bookingMoneyRecordsFields = {
  /** Charges beyond the room (the folio), oldest first, voided ones marked (decision 0120). */
  charges: z.array(ChargeLineSchema),
  /** Refunds, newest first (decision 0057). */
  refunds: z.array(RefundLineSchema),
  /** Money staff took (desk, verified transfers), newest first (decision 0056). */
  propertyPayments: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      method: z.enum(PROPERTY_PAYMENT_METHODS),
      reference: z.string().nullable(),
      receivedByName: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The booking's money from the ledger (decision 0112), and what refunds may still send back. */
  money: MoneySchema.extend({
    refundable: z.number().int(),
    attention: z.array(
      z.object({
        paymentId: z.string(),
        channel: z.enum(REFUND_CHANNELS),
        available: z.number().int(),
        reason: z.string(),
      }),
    ),
  }),
};
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundResultSchema = z
  .object({
    bookingId: z.string(),
    /** Rupees of this refund (all its parts). */
    amount: z.number().int(),
    /**
     * processed: the money is on its way back (or was given back by hand); pending: the provider
     * accepted it and settles later; failed: the provider refused (nothing was refunded; the same key
     * tries again); unconfirmed: the provider did not answer — retry with the same key.
     */
    outcome: z.enum(['processed', 'pending', 'failed', 'unconfirmed']),
    /** Why it failed or is unconfirmed. */
    message: z.string().nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /** What can still be refunded after this one. */
    refundable: z.number().int(),
    refunds: z.array(RefundLineSchema),
    /** This key had been used before: nothing new was planned. */
    replayed: z.boolean(),
  })
  .openapi('RefundResult');
export type RefundResult = z.infer<typeof RefundResultSchema>;

export type PropertyPaymentBody = z.infer<typeof propertyPaymentBodySchema>;

export type VerifyBankTransferBody = z.infer<typeof verifyBankTransferBodySchema>;

export const StaffPaymentResultSchema = z
  .object({
    bookingId: z.string(),
    paymentId: z.string(),
    amount: z.number().int(),
    method: z.enum(PROPERTY_PAYMENT_METHODS),
    status: BookingStatusSchema,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    advanceAmount: z.number().int(),
    remainingAmount: z.number().int(),
    /** The guest's confirmation e-mail was queued (the booking became confirmed). */
    confirmationQueued: z.boolean(),
  })
  .openapi('StaffPaymentResult');
export type StaffPaymentResult = z.infer<typeof StaffPaymentResultSchema>;
