import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { PaymentProvider, ProviderPayment, RefundInput } from './provider';
import { toPaise } from './provider';

/**
 * The embedded default: orders and payment ids are made by our own server, signed with
 * PAYMENT_TEST_SECRET exactly as Razorpay signs its checkout callback.
 */
export function createSandboxGatewayProvider(secret: string): PaymentProvider {
  return {
    name: 'test',
    keyId: 'test',
    checkoutSecret: secret,
    webhookSecret: undefined,
    createOrder: async () => ({ orderId: `order_test_${randomId()}` }),
    // The test gateway settles only through verify; there is nothing remote to ask.
    fetchOrderPayments: async (): Promise<ProviderPayment[]> => [],
    // The refund id follows from the idempotency key, so a retried refund is the same refund.
    refund: async (input: RefundInput) => ({
      id: `rfnd_test_${createHash('sha256').update(input.idempotencyKey).digest('base64url').slice(0, 14)}`,
      paymentId: input.paymentId,
      amountPaise: toPaise(input.amountRupees),
      status: 'processed' as const,
    }),
    // Its refunds are processed when made: asked again, a refund is processed.
    fetchRefund: async (paymentId: string, refundId: string) => ({
      id: refundId,
      paymentId,
      status: 'processed' as const,
    }),
  };
}

export function newTestPaymentId(): string {
  return `pay_test_${randomId()}`;
}

function randomId(): string {
  return randomBytes(9).toString('base64url');
}
