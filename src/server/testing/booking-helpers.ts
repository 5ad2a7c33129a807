import { randomBytes } from 'node:crypto';
import type { TestApp, TestBrowser } from './test-app';

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

export type CreatedBookingBody = {
  bookingId: string;
  id: string;
  total: number;
  status: string;
  paymentStatus: string;
  holdExpiresAt: string;
  accessToken: string;
  remainingAmount: number;
  advanceAmount: number;
  halfAdvance: number;
  email: string;
};

/** Books through POST /api/bookings, as a fresh browser or as `browser` (its cookies, its session). */
export async function createBookingOk(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  browser?: TestBrowser,
): Promise<CreatedBookingBody> {
  const res = await (browser ?? t).request('POST', '/api/bookings', bookingRequest(overrides));
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedBookingBody;
}

export const TEST_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Asha Rao',
};
export const DECLINE_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

type Callback = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** create-order → test gateway pay → verify; returns the verify response. */
export async function payWithTestGateway(
  t: TestApp,
  bookingId: string,
  plan: 'full' | 'half' = 'full',
) {
  const order = await t.request('POST', '/api/payments/create-order', { bookingId, plan });
  if (order.status !== 200)
    throw new Error(`create-order failed: ${order.status} ${await order.text()}`);
  const { orderId } = (await order.json()) as { orderId: string };
  const pay = await t.request('POST', '/api/test-gateway/pay', { orderId, card: TEST_CARD });
  if (pay.status !== 200) throw new Error(`pay failed: ${pay.status} ${await pay.text()}`);
  const callback = (await pay.json()) as Callback;
  const verify = await t.request('POST', '/api/payments/verify', { ...callback, bookingId });
  return { orderId, callback, verify };
}
