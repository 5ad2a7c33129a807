import type { CheckoutCallback, PaymentOrder } from '../../server/payments/contract';
import type { paymentRoutes } from '../../server/payments/routes';
import type { PaymentPlan } from '../../domain/enums';
import { clientFor } from './client';
import type { RequestOf, RouterOf } from './route-types';

export type { CheckoutCallback, PaymentOrder, PaymentPlan };

type Routes = RouterOf<typeof paymentRoutes>;
const api = clientFor<Routes>();

export const createOrder = (bookingId: string, plan: PaymentPlan) =>
  api('POST /payments/create-order', { json: { bookingId, plan } });

export const payWithTestCard = (
  orderId: string,
  card: RequestOf<Routes, 'POST /test-gateway/pay'>['json']['card'],
) => api('POST /test-gateway/pay', { json: { orderId, card } });

export const verifyPayment = (bookingId: string, callback: CheckoutCallback) =>
  api('POST /payments/verify', { json: { ...callback, bookingId } });

export const fetchBankDetails = () => api('GET /payments/bank-details');

export const reportBankTransfer = (bookingId: string, email: string, accessToken?: string) =>
  api('POST /payments/bank-transfer', { json: { bookingId, email, accessToken } });
