import { queryOptions } from '@tanstack/react-query';
import type { documentRoutes } from '../../../server/documents/routes';
import type { adminEmailRoutes } from '../../../server/email/admin-routes';
import type { adminPaymentRoutes } from '../../../server/payments/admin-routes';
import type { adminChargeRoutes } from '../../../server/payments/charge-routes';
import { hrefFor } from '../../api/client';
import type { RequestOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';
import { BOOKINGS_KEY } from './api';

/* A booking's money on its page: payments, refunds, charges, reminders, documents. */
type PaymentRoutes = RouterOf<typeof adminPaymentRoutes>;
type ChargeRoutes = RouterOf<typeof adminChargeRoutes>;
const payments = adminClientFor<PaymentRoutes>();
const charges = adminClientFor<ChargeRoutes>();
const emails = adminClientFor<RouterOf<typeof adminEmailRoutes>>();
const documents = adminClientFor<RouterOf<typeof documentRoutes>>();
const documentHref = hrefFor<RouterOf<typeof documentRoutes>>();

/** One key per opened dialog: pressing again after a lost answer never pays twice. */
const once = (idempotencyKey: string) => ({ 'idempotency-key': idempotencyKey });

export const verifyBankTransfer = (
  bookingId: string,
  json: RequestOf<PaymentRoutes, 'POST /admin/bookings/:bookingId/verify-bank-transfer'>['json'],
  idempotencyKey: string,
) =>
  payments('POST /admin/bookings/:bookingId/verify-bank-transfer', {
    param: { bookingId },
    json,
    header: once(idempotencyKey),
  });

export const recordPayment = (
  bookingId: string,
  json: RequestOf<PaymentRoutes, 'POST /admin/bookings/:bookingId/payments'>['json'],
  idempotencyKey: string,
) =>
  payments('POST /admin/bookings/:bookingId/payments', {
    param: { bookingId },
    json,
    header: once(idempotencyKey),
  });

export const refundBooking = (
  bookingId: string,
  json: RequestOf<PaymentRoutes, 'POST /admin/bookings/:bookingId/refunds'>['json'],
  idempotencyKey: string,
) =>
  payments('POST /admin/bookings/:bookingId/refunds', {
    param: { bookingId },
    json,
    header: once(idempotencyKey),
  });

export const retryRefund = (bookingId: string, refundId: string) =>
  payments('POST /admin/bookings/:bookingId/refunds/:refundId/retry', {
    param: { bookingId, refundId },
  });

export const addCharge = (
  bookingId: string,
  json: RequestOf<ChargeRoutes, 'POST /admin/bookings/:bookingId/charges'>['json'],
  idempotencyKey: string,
) =>
  charges('POST /admin/bookings/:bookingId/charges', {
    param: { bookingId },
    json,
    header: once(idempotencyKey),
  });

export const voidCharge = (bookingId: string, chargeId: string) =>
  charges('DELETE /admin/bookings/:bookingId/charges/:chargeId', {
    param: { bookingId, chargeId },
  });

export const sendPaymentLink = (bookingId: string, idempotencyKey: string) =>
  charges('POST /admin/bookings/:bookingId/payment-link', {
    param: { bookingId },
    header: once(idempotencyKey),
  });

export const sendPaymentReminder = (bookingId: string) =>
  emails('POST /admin/bookings/:bookingId/payment-reminder', { param: { bookingId } });

/** Under the bookings key: any change to the booking (a payment, a refund) refreshes the list. */
export const bookingDocumentsQuery = (code: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'documents', code],
    queryFn: ({ signal }) =>
      documents('GET /admin/bookings/:bookingId/documents', { param: { bookingId: code }, signal }),
    retry: false,
  });

export const confirmationHref = (code: string) =>
  documentHref('GET /admin/bookings/:bookingId/confirmation.pdf', { param: { bookingId: code } });
