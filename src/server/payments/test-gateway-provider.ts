import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderPayment } from './provider';

/**
 * The embedded default: orders and payment ids are made by our own server, signed with
 * PAYMENT_TEST_SECRET exactly as Razorpay signs its checkout callback.
 */
export function createTestGatewayProvider(secret: string): PaymentProvider {
  return {
    name: 'test',
    keyId: 'test',
    checkoutSecret: secret,
    webhookSecret: undefined,
    createOrder: async () => ({ orderId: `order_test_${randomId()}` }),
    // The test gateway settles only through verify; there is nothing remote to ask.
    fetchOrderPayments: async (): Promise<ProviderPayment[]> => [],
  };
}

export function newTestPaymentId(): string {
  return `pay_test_${randomId()}`;
}

function randomId(): string {
  return randomBytes(9).toString('base64url');
}
