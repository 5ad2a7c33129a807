import type { z } from 'zod';
import type { bookingRequestSchema } from '../../domain/booking-request';
import type { CreatedBooking } from '../../server/bookings/contract';
import type { bookingRoutes } from '../../server/bookings/routes';
import { clientFor, hrefFor } from './client';
import type { RouterOf } from './route-types';

/** POST /api/bookings: the request the guest's wizard sends (the server applies the defaults). */
export type BookingRequestBody = z.input<typeof bookingRequestSchema>;
/** POST /api/bookings: the answer (the route's response schema). */
export type { CreatedBooking };

type Routes = RouterOf<typeof bookingRoutes>;
const api = clientFor<Routes>();
const href = hrefFor<Routes>();

export const createBooking = (json: BookingRequestBody, idempotencyKey: string) =>
  api('POST /bookings', { json, header: { 'idempotency-key': idempotencyKey } });

/** Links to the booking's documents, proven by its access token (or e-mail). */
export function documentLinks(booking: { bookingId: string; accessToken?: string; email: string }) {
  const args = {
    param: { bookingId: booking.bookingId },
    query: booking.accessToken ? { token: booking.accessToken } : { email: booking.email },
  };
  return {
    pdf: href('GET /bookings/:bookingId/confirmation.pdf', args),
    ics: href('GET /bookings/:bookingId/calendar.ics', args),
  };
}
