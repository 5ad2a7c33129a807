import {
  bookingRequestSchemaAt,
  missingRequiredBookingInformation,
  MISSING_BOOKING_INFORMATION,
  staffBookingRequestSchemaAt,
} from '../../domain/booking-request';
import { badRequest, zodToAppError } from '../http/errors';

type RuleContext = { now: Date; timeZone: string };

/**
 * The answer to a POST /api/bookings (`guest`) or POST /api/admin/bookings (`staff`) body its route's
 * schema refused: the spec's "Missing required booking information" first, else every field's
 * message as the whole schema with the stay rules at `now` reads the body. Only a refused body is
 * read here; an accepted one goes from the route's validator to createBooking, which runs the stay
 * rules once (decision 0134). Returns only if the whole schema accepts the body after all.
 */
export function refuseBookingRequest(raw: unknown, ctx: RuleContext, who: 'guest' | 'staff'): void {
  const schema = who === 'guest' ? bookingRequestSchemaAt(ctx) : staffBookingRequestSchemaAt(ctx);
  const parsed = schema.safeParse(raw);
  if (missingRequiredBookingInformation(raw)) {
    throw badRequest(
      MISSING_BOOKING_INFORMATION,
      parsed.success ? undefined : zodToAppError(parsed.error).fields,
    );
  }
  if (!parsed.success) throw zodToAppError(parsed.error);
}
