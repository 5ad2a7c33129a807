import type { Config } from '../env';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createTestGatewayProvider } from './test-gateway-provider';

/** Razorpay when its keys are set, else the built-in test gateway. */
export function paymentProviderFor(config: Config): PaymentProvider {
  return config.razorpay ? createRazorpayProvider(config.razorpay) : createTestGatewayProvider(config.paymentTestSecret);
}
