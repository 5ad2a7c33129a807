import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';
import type { Config } from '../env';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxGatewayProvider } from './sandbox-gateway-provider';

const TEST_GATEWAY_SECRET_NAME = 'payment_test_secret';

/**
 * The configured provider when every secret it needs is known: Razorpay (keys from the environment),
 * or the test gateway with PAYMENT_TEST_SECRET. The server itself uses `resolvePaymentProvider`.
 */
export function paymentProviderFor(
  config: Config,
  testSecret: string | undefined = config.paymentTestSecret,
): PaymentProvider {
  if (config.paymentProvider === 'razorpay') {
    if (!config.razorpay) throw new Error('Razorpay is selected but its keys are missing');
    return createRazorpayProvider(config.razorpay);
  }
  if (!testSecret)
    throw new Error(
      'The test gateway has no secret: use resolvePaymentProvider (it keeps one in the database)',
    );
  return createSandboxGatewayProvider(testSecret);
}

/** The provider the server runs with; the test gateway's secret comes from the database when not configured. */
export async function resolvePaymentProvider(db: Db, config: Config): Promise<PaymentProvider> {
  if (config.paymentProvider === 'razorpay') return paymentProviderFor(config);
  return paymentProviderFor(
    config,
    config.paymentTestSecret ?? (await storedSecret(db, TEST_GATEWAY_SECRET_NAME)),
  );
}

/**
 * A secret generated once (256 random bits) and kept in `app_secrets`: the first process to ask
 * writes it, every other process (now or later) reads the same value. Never derived from configuration.
 */
async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
