import type { BankDetails, BankTransferResult, PaymentOrder } from '../../server/payments/routes';

export type { BankDetails, PaymentOrder };
import type { VerifyResult } from '../../server/payments/service';
import { apiRequest } from './client';

export type PaymentPlan = 'full' | 'half' | 'balance';

export type CheckoutCallback = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** The server's answer to POST /api/payments/verify. */
export type VerifiedPayment = VerifyResult;

export const createOrder = (bookingId: string, plan: PaymentPlan) =>
  apiRequest<PaymentOrder>('/api/payments/create-order', {
    method: 'POST',
    body: { bookingId, plan },
  });

export const payWithTestCard = (
  orderId: string,
  card: { number: string; expiry: string; cvv: string; name: string },
) =>
  apiRequest<CheckoutCallback>('/api/test-gateway/pay', {
    method: 'POST',
    body: { orderId, card },
  });

export const verifyPayment = (bookingId: string, callback: CheckoutCallback) =>
  apiRequest<VerifiedPayment>('/api/payments/verify', {
    method: 'POST',
    body: { ...callback, bookingId },
  });

export const fetchBankDetails = () => apiRequest<BankDetails>('/api/payments/bank-details');

export const reportBankTransfer = (bookingId: string, email: string, accessToken?: string) =>
  apiRequest<BankTransferResult>('/api/payments/bank-transfer', {
    method: 'POST',
    body: { bookingId, email, accessToken },
  });
