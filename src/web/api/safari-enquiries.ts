import type { SafariEnquiryRequestBody } from '../../domain/safari';
import type { safariEnquiryRoutes } from '../../server/safari/enquiry-routes';
import { clientFor } from './client';
import type { ResponseOf, RouterOf } from './route-types';

/** The stay and the cards; the browsing session cookie says whose they are (decision 0106). */
export type SafariEnquiryRequest = SafariEnquiryRequestBody;

type Routes = RouterOf<typeof safariEnquiryRoutes>;
const api = clientFor<Routes>();

/** The route's 201 answer, as its response schema declares it. */
export type SafariEnquiriesStored = ResponseOf<Routes, 'POST /safari-enquiries'>;
/** `bookingId` is always null: an enquiry joins a booking only when that booking is made. */
export type StoredSafariEnquiry = SafariEnquiriesStored['enquiries'][number];

export const submitSafariEnquiries = (json: SafariEnquiryRequest) =>
  api('POST /safari-enquiries', { json });
