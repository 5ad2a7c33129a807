import type { z } from 'zod';
import type { bookingRequestSchema } from '../../domain/booking-request';
import type { CreatedBooking } from '../../server/bookings/contract';
import { apiRequest } from './client';

/** POST /api/bookings: the request the guest's wizard sends (the server applies the defaults). */
export type BookingRequestBody = z.input<typeof bookingRequestSchema>;
/** POST /api/bookings: the answer (the route's response schema). */
export type { CreatedBooking };

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
