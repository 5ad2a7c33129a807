import { z } from 'zod';
import { PROPERTY_PAYMENT_METHODS } from './enums';
import { REFUND_MESSAGES } from './refunds';

/**
 * The bodies of the staff's money actions on a booking (decision 0057): a refund, a payment taken
 * at the property and a verified bank transfer. The routes and the booking page's forms read them.
 */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of rupees` })
    .int(`${label} must be a whole number of rupees`)
    .positive(`${label} must be above 0`)
    .max(10_000_000, `${label} is too large`);

const reference = z.string().trim().max(200, 'Reference must be at most 200 characters').optional();

/** POST /api/admin/bookings/{bookingId}/refunds */
export const refundBodySchema = z.object({
  amount: rupees('Amount'),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(500, 'Reason must be at most 500 characters'),
  /** Refund only this captured payment (one flagged as needing attention). */
  paymentId: z.string().trim().min(1).max(100).optional(),
});

/** POST /api/admin/bookings/{bookingId}/payments */
export const propertyPaymentBodySchema = z.object({
  amount: rupees('Amount'),
  method: z.enum(PROPERTY_PAYMENT_METHODS, {
    error: 'Method must be cash, card, upi or bank_transfer',
  }),
  reference,
});

/** POST /api/admin/bookings/{bookingId}/verify-bank-transfer */
export const verifyBankTransferBodySchema = z.object({
  /** Defaults to the 50% advance the guest was asked to transfer. */
  amount: rupees('Amount').optional(),
  reference,
});
