import type { InferResponseType } from 'hono/client';
import type { SafariEnquiryRequestBody } from '../../domain/safari';
import type { safariEnquiryRoutes } from '../../server/safari/enquiry-routes';
import { apiRequest } from './client';
import type { ClientOf } from './route-types';

/** The stay and the cards; the browsing session cookie says whose they are (decision 0106). */
export type SafariEnquiryRequest = SafariEnquiryRequestBody;

type EnquiryClient = ClientOf<ReturnType<typeof safariEnquiryRoutes>>;
/** The route's 201 answer, as its response schema declares it. */
export type SafariEnquiriesStored = InferResponseType<
  EnquiryClient['safari-enquiries']['$post'],
  201
>;
/** `bookingId` is always null: an enquiry joins a booking only when that booking is made. */
export type StoredSafariEnquiry = SafariEnquiriesStored['enquiries'][number];

export function submitSafariEnquiries(body: SafariEnquiryRequest) {
  return apiRequest<SafariEnquiriesStored>('/api/safari-enquiries', {
    method: 'POST',
    body,
  });
}
