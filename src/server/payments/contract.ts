import { z } from '@hono/zod-openapi';
import { cardFieldsSchema } from '../../domain/card-form';
import { PAYMENT_PLANS, PAYMENT_PROVIDERS } from '../../domain/enums';
import { bookingStateFields } from '../http/contract';

/** The request and answer schemas of payments/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const CreateOrderBody = z.object({
  bookingId: z.string().trim().min(1, 'Booking id is required').max(64),
  plan: z.enum(PAYMENT_PLANS, { error: 'Plan must be "full", "half" or "balance"' }),
});
export const CreateOrderResponse = z
  .object({
    orderId: z.string(),
    amount: z.number().int(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
    keyId: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    plan: z.enum(PAYMENT_PLANS),
    bookingId: z.string(),
  })
  .openapi('PaymentOrder');

export type PaymentOrder = z.infer<typeof CreateOrderResponse>;

export const BankDetailsSchema = z
  .object({
    available: z.boolean(),
    accountName: z.string().optional(),
    accountNumber: z.string().optional(),
    ifsc: z.string().optional(),
    bankName: z.string().optional(),
    upiId: z.string().nullable().optional(),
    demo: z.boolean().optional(),
  })
  .openapi('BankDetails');

export type BankDetails = z.infer<typeof BankDetailsSchema>;

const CallbackFields = {
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
};
export const VerifyBody = z.object({
  ...CallbackFields,
  bookingId: z.string().trim().min(1).max(64),
});
/** The answer of POST /api/payments/verify. */
export const PaymentVerifiedSchema = z
  .object({
    verified: z.literal(true),
    ...bookingStateFields,
    paymentId: z.string(),
    total: z.number().int(),
    advanceAmount: z.number().int(),
    remainingAmount: z.number().int(),
    paidAmount: z.number().int(),
    paidAt: z.string().nullable(),
    /** "queued": an SMTP server will get it; "not_configured": kept in the outbox, not sent. */
    confirmationEmail: z.enum(['queued', 'not_configured']),
  })
  .openapi('PaymentVerified');
export type VerifyResult = z.infer<typeof PaymentVerifiedSchema>;

export const PayBody = z.object({
  orderId: z.string().trim().min(1).max(100),
  // The card's fields; their rules are checked in the service, so its messages are the spec's.
  card: cardFieldsSchema.optional(),
});
/** The checkout's signed callback (Razorpay's, or the test gateway's answer). */
export const CheckoutCallbackSchema = z.object(CallbackFields).openapi('CheckoutCallback');
export type CheckoutCallback = z.infer<typeof CheckoutCallbackSchema>;

export const BankTransferResultSchema = z
  .object({
    ...bookingStateFields,
    advancePaymentMethod: z.string().nullable(),
    /** The 50% advance the guest reports having transferred (not yet verified). */
    advanceDue: z.number().int(),
    remainingAmount: z.number().int(),
    total: z.number().int(),
    /** When the units are released unless staff have seen the transfer (the guest's deadline). */
    holdExpiresAt: z.string().nullable(),
    verification: z.literal('pending_staff_verification'),
  })
  .openapi('BankTransferResult');

export type BankTransferResult = z.infer<typeof BankTransferResultSchema>;

export const BankTransferBody = z
  .object({
    bookingId: z.string().trim().min(1).max(64),
    email: z.string().max(254).optional(),
    accessToken: z.string().max(100).optional(),
  })
  .refine((b) => b.email || b.accessToken, {
    message: 'The booking e-mail or access token is required',
    path: ['email'],
  });
