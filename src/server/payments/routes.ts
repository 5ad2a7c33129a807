import { createRoute, z } from '@hono/zod-openapi';
import { cardFieldsSchema } from '../../domain/card-form';
import { PAYMENT_PLANS, PAYMENT_PROVIDERS } from '../../domain/enums';
import type { AppDeps } from '../app-types';
import { bookingStateFields, errorResponse, json } from '../http/contract';
import { createRouter } from '../http/router';
import { clientIp } from '../http/client-ip';
import { bankDetails, reportBankTransfer } from './bank-transfer';
import type { PaymentProvider } from './provider';
import { paymentProviderFor } from './provider-factory';
import { createPaymentOrder, verifyPayment } from './service';
import { payWithTestCard } from './test-gateway';
import { handleRazorpayWebhook } from './webhook';

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

const routes = {
  createOrder: createRoute({
    method: 'post',
    path: '/payments/create-order',
    summary: "Create the provider order for the server's amount (full total, or the 50% advance)",
    request: {
      body: { content: { 'application/json': { schema: CreateOrderBody } }, required: true },
    },
    responses: {
      200: json(CreateOrderResponse, 'The order for checkout'),
      400: errorResponse('Validation error'),
      404: errorResponse('Booking not found'),
      409: errorResponse('Already paid, or the hold expired'),
      502: errorResponse('"Failed to create payment order" (provider unreachable)'),
    },
  }),
  verify: createRoute({
    method: 'post',
    path: '/payments/verify',
    summary:
      "Verify the checkout's signed callback against the stored order and confirm the booking",
    request: { body: { content: { 'application/json': { schema: VerifyBody } }, required: true } },
    responses: {
      200: json(PaymentVerifiedSchema, 'Verified; the booking is confirmed'),
      400: errorResponse('"Payment verification failed"'),
      409: errorResponse(
        'Paid after the hold expired and the villa is gone (staff notified, refund)',
      ),
    },
  }),
  webhook: createRoute({
    method: 'post',
    path: '/payments/webhook',
    summary:
      'Razorpay webhooks (X-Razorpay-Signature on the raw body, deduplicated by X-Razorpay-Event-Id)',
    responses: {
      200: json(
        z.object({ status: z.enum(['processed', 'duplicate', 'ignored']), event: z.string() }),
        'Accepted',
      ),
      400: errorResponse('Bad signature'),
      404: errorResponse('Webhooks not configured'),
    },
  }),
  testPay: createRoute({
    method: 'post',
    path: '/test-gateway/pay',
    summary:
      "The test gateway's checkout: pays an order with a test card and returns the signed callback",
    request: { body: { content: { 'application/json': { schema: PayBody } }, required: true } },
    responses: {
      200: json(
        CheckoutCallbackSchema,
        'Signed callback fields, as Razorpay checkout returns them',
      ),
      400: errorResponse('Card validation failed (fields under card.*)'),
      402: errorResponse('Card declined (PAYMENT_DECLINED with the reason)'),
      404: errorResponse('Unknown order, or Razorpay is configured'),
      409: errorResponse('Already paid, or the hold expired'),
    },
  }),
  bankDetails: createRoute({
    method: 'get',
    path: '/payments/bank-details',
    summary: 'Bank transfer details for the Half & Half dialog',
    responses: {
      200: json(BankDetailsSchema, 'Bank details'),
    },
  }),
  bankTransfer: createRoute({
    method: 'post',
    path: '/payments/bank-transfer',
    summary: 'The guest reports having transferred the 50% advance (pending staff verification)',
    request: {
      body: { content: { 'application/json': { schema: BankTransferBody } }, required: true },
    },
    responses: {
      200: json(BankTransferResultSchema, 'Recorded, pending verification'),
      404: errorResponse('Booking not found'),
      409: errorResponse('Not available, already paid, or the hold expired'),
    },
  }),
};

export function paymentRoutes(
  deps: AppDeps,
  provider: PaymentProvider = deps.paymentProvider ?? paymentProviderFor(deps.config),
) {
  const pdeps = { ...deps, provider };
  return createRouter()
    .openapi(routes.createOrder, async (c) =>
      c.json(await createPaymentOrder(pdeps, c.req.valid('json')), 200),
    )
    .openapi(routes.verify, async (c) => {
      const result = await verifyPayment(pdeps, c.req.valid('json'));
      deps.jobs?.runNow('email-delivery').catch(() => undefined);
      return c.json(result, 200);
    })
    .openapi(routes.webhook, async (c) => {
      const raw = await c.req.text();
      const result = await handleRazorpayWebhook(pdeps, raw, {
        signature: c.req.header('x-razorpay-signature'),
        eventId: c.req.header('x-razorpay-event-id'),
      });
      if (result.status === 'processed') deps.jobs?.runNow('email-delivery').catch(() => undefined);
      return c.json(result, 200);
    })
    .openapi(routes.testPay, async (c) => {
      const body = c.req.valid('json');
      return c.json(await payWithTestCard(pdeps, { orderId: body.orderId, card: body.card }), 200);
    })
    .openapi(routes.bankDetails, (c) => c.json(bankDetails(deps.config), 200))
    .openapi(routes.bankTransfer, async (c) => {
      const result = await reportBankTransfer(deps, c.req.valid('json'), clientIp(c, deps.config));
      deps.jobs?.runNow('email-delivery').catch(() => undefined);
      return c.json(result, 200);
    });
}
