import type {
  BankDetails,
  BankTransferResult,
  CheckoutCallback,
  PaymentOrder,
  BankTransferBody,
  CreateOrderBody,
  PayBody,
  VerifyBody,
  VerifyResult,
} from '../../server/payments/contract';
import type { PaymentPlan } from '../../domain/enums';
import type { z } from 'zod';
import { apiRequest } from './client';

export type { BankDetails, CheckoutCallback, PaymentOrder, PaymentPlan };

/** The server's answer to POST /api/payments/verify. */
export type VerifiedPayment = VerifyResult;

export const createOrder = (bookingId: string, plan: PaymentPlan) =>
  apiRequest<PaymentOrder>('/api/payments/create-order', {
    method: 'POST',
    body: { bookingId, plan } satisfies z.input<typeof CreateOrderBody>,
  });

export const payWithTestCard = (orderId: string, card: z.input<typeof PayBody>['card']) =>
  apiRequest<CheckoutCallback>('/api/test-gateway/pay', {
    method: 'POST',
    body: { orderId, card } satisfies z.input<typeof PayBody>,
  });

export const verifyPayment = (bookingId: string, callback: CheckoutCallback) =>
  apiRequest<VerifiedPayment>('/api/payments/verify', {
    method: 'POST',
    body: { ...callback, bookingId } satisfies z.input<typeof VerifyBody>,
  });

export const fetchBankDetails = () => apiRequest<BankDetails>('/api/payments/bank-details');

export const reportBankTransfer = (bookingId: string, email: string, accessToken?: string) =>
  apiRequest<BankTransferResult>('/api/payments/bank-transfer', {
    method: 'POST',
    body: { bookingId, email, accessToken } satisfies z.input<typeof BankTransferBody>,
  });
