import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { safariEnquiryRequestSchema } from '../../domain/safari';
import type { safariEnquiryRoutes } from '../../server/safari/enquiry-routes';
import { apiRequest } from './client';
import type { ClientOf } from './route-types';

/** POST /api/safari-enquiries: what the wizard sends (the shared schema's input). */
export type SafariEnquiryRequest = z.input<typeof safariEnquiryRequestSchema>;

type EnquiryClient = ClientOf<ReturnType<typeof safariEnquiryRoutes>>;
/** The route's 201 answer, as its response schema declares it. */
export type SafariEnquiriesStored = InferResponseType<
  EnquiryClient['safari-enquiries']['$post'],
  201
>;
export type StoredSafariEnquiry = SafariEnquiriesStored['enquiries'][number];

export function submitSafariEnquiries(body: SafariEnquiryRequest) {
  return apiRequest<SafariEnquiriesStored>('/api/safari-enquiries', {
    method: 'POST',
    body,
  });
}
