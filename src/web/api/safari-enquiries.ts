import type { SafariEnquiryRequestBody } from '../../domain/safari';
import type { safariEnquiryRoutes } from '../../server/safari/enquiry-routes';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

/** The stay and the cards; the browsing session cookie says whose they are (decision 0106). */
export type SafariEnquiryRequest = SafariEnquiryRequestBody;

type Routes = RouterOf<typeof safariEnquiryRoutes>;
const api = clientFor<Routes>();

export const submitSafariEnquiries = (json: SafariEnquiryRequest) =>
  api('POST /safari-enquiries', { json });
