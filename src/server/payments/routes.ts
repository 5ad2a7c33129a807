import { createRoute, z } from '@hono/zod-openapi';

import type { AppDeps } from '../app-types';
import { errorResponse, json } from '../http/contract';
import { createRouter } from '../http/router';
import { clientIp } from '../http/client-ip';
import { bankDetails, reportBankTransfer } from './bank-transfer';
import type { PaymentProvider } from './provider';
import { paymentProviderFor } from './provider-factory';
import { createPaymentOrder } from './service';
import { verifyPayment } from './verify';
import { payWithTestCard } from './sandbox-gateway';
import { handleRazorpayWebhook } from './webhook';
import {
  CreateOrderBody,
  CreateOrderResponse,
  BankDetailsSchema,
  VerifyBody,
  PaymentVerifiedSchema,
  PayBody,
  CheckoutCallbackSchema,
  BankTransferResultSchema,
  BankTransferBody,
} from './contract';

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
      429: errorResponse(
        'Too many reports or look-ups from this address, or too many unverified transfers',
      ),
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
