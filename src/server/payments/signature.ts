import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, as Razorpay signs checkout callbacks and webhooks. */
export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The checkout callback signature: HMAC-SHA256(`order_id|payment_id`, secret). */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Constant-time comparison of two hex signatures (false for any length or format mismatch). */
function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyCheckoutSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return signaturesMatch(checkoutSignature(secret, orderId, paymentId), signature);
}

/** Razorpay webhooks: X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret). */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string,
): boolean {
  return signaturesMatch(hmacHex(secret, rawBody), signature);
}
