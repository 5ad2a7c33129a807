import type { SafariEnquiryRequestBody } from '../../domain/safari';
import { apiRequest } from './client';

/** The stay and the cards; the browsing session cookie says whose they are (decision 0106). */
export type SafariEnquiryRequest = SafariEnquiryRequestBody;

export type StoredSafariEnquiry = {
  id: string;
  /** Always null: an enquiry joins a booking only when that booking is made. */
  bookingId: string | null;
  safariName: string;
  preferredDate: string;
  preferredTiming: string;
  numberOfPersons: number;
  status: string;
};

export function submitSafariEnquiries(body: SafariEnquiryRequest) {
  return apiRequest<{ enquiries: StoredSafariEnquiry[] }>('/api/safari-enquiries', {
    method: 'POST',
    body,
  });
}
