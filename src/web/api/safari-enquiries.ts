import type { SafariTiming } from '../../domain/enums';
import { apiRequest } from './client';

export type SafariEnquiryRequest = {
  sessionId: string;
  checkIn: string;
  checkOut: string;
  safaris: { date: string; timing: SafariTiming; persons: number }[];
};

export type StoredSafariEnquiry = {
  id: string;
  bookingId: string;
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
