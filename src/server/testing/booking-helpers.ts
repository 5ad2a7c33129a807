import { randomBytes } from 'node:crypto';
import type { TestApp, TestBrowser } from './test-app';
import { answerOf, bodyAt } from './typed-client';

/** A valid POST /api/bookings body: Glass Cottage, one weekday night (Tue 1 Dec 2026), 2 adults. */
export function bookingRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { guest, ...rest } = overrides;
  return {
    sessionId: `session-${randomBytes(6).toString('hex')}`,
    villaId: 'glass-cottage',
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    adults: 2,
    children: 0,
    rooms: 1,
    packageId: 'basic-stay',
    guest: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      phone: '98765 43210',
      countryCode: '+91',
      specialRequests: 'Ground floor please',
      ...(guest as Record<string, unknown> | undefined),
    },
    acceptTerms: true,
    marketingConsent: true,
    ...rest,
  };
}

/**
 * A client of the API: a test app (`t`), one of its browsers, or an end-to-end test's site client
 * (e2e/support/api.ts, decision 0165): contract-checked `request` and the typed client over it.
 */
type ApiClient = Pick<TestApp, 'request' | 'api'>;

/** Books through POST /api/bookings, as a fresh browser or as `browser` (its cookies, its session). */
export async function createBookingOk(
  t: ApiClient,
  overrides: Record<string, unknown> = {},
  browser?: TestBrowser,
) {
  const res = await (browser ?? t).request('POST', '/api/bookings', bookingRequest(overrides));
  // The untyped fixture's body goes through `request`; the answer is read by the contract.
  return bodyAt(await answerOf('POST /bookings', res), 201);
}

/** The contract's answer of a booking made by `createBookingOk` (POST /bookings, 201). */
export type CreatedBookingBody = Awaited<ReturnType<typeof createBookingOk>>;

export const TEST_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Asha Rao',
};
export const DECLINE_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

/** create-order → test gateway pay → verify; returns the verify response. */
export async function payWithTestGateway(
  t: ApiClient,
  bookingId: string,
  plan: 'full' | 'half' = 'full',
) {
  const { orderId } = await t.api.ok('POST /payments/create-order', { json: { bookingId, plan } });
  const callback = await t.api.ok('POST /test-gateway/pay', { json: { orderId, card: TEST_CARD } });
  const verify = await t.request('POST', '/api/payments/verify', { ...callback, bookingId });
  return { orderId, callback, verify };
}
