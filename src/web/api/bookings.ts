import { apiRequest } from './client';
import type { QuoteLine } from './quote';

/** POST /api/bookings answer (the fields the guest UI uses). */
export type CreatedBooking = {
  bookingId: string;
  id: string;
  status: string;
  paymentStatus: string;
  total: number;
  subtotal: number;
  taxes: number;
  priceLines: QuoteLine[];
  nights: number;
  advanceAmount: number;
  remainingAmount: number;
  halfAdvance: number;
  holdExpiresAt: string;
  /** Secret for this booking's documents; shown once. */
  accessToken?: string;
  villaName: string;
  packageName: string | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  guestName: string;
  email: string;
};

export type BookingRequestBody = {
  sessionId: string;
  villaId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  packageId?: string;
  safaris: { date: string; timing: string; persons: number }[];
  guest: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    countryCode: string;
    specialRequests?: string;
  };
  acceptTerms: boolean;
  marketingConsent: boolean;
};

export function createBooking(body: BookingRequestBody, idempotencyKey: string) {
  return apiRequest<CreatedBooking>('/api/bookings', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** Links to the booking's documents, proven by its access token (or e-mail). */
export function documentLinks(booking: { bookingId: string; accessToken?: string; email: string }) {
  const proof = booking.accessToken
    ? `token=${encodeURIComponent(booking.accessToken)}`
    : `email=${encodeURIComponent(booking.email)}`;
  const base = `/api/bookings/${encodeURIComponent(booking.bookingId)}`;
  return { pdf: `${base}/confirmation.pdf?${proof}`, ics: `${base}/calendar.ics?${proof}` };
}
