import {
  bookingRequestSchemaAt,
  missingRequiredBookingInformation,
  MISSING_BOOKING_INFORMATION,
  staffBookingRequestSchemaAt,
  type BookingRequest,
  type StaffBookingRequest,
} from '../../domain/booking-request';
import { badRequest, zodToAppError } from '../http/errors';

type RuleContext = { now: Date; timeZone: string };

/**
 * The guest's POST /api/bookings body through the shared schema with the stay rules at `now` in the
 * resort's time zone; the spec's "Missing required booking information" comes first.
 */
export function parseBookingRequest(raw: unknown, ctx: RuleContext): BookingRequest {
  const parsed = bookingRequestSchemaAt(ctx).safeParse(raw);
  if (missingRequiredBookingInformation(raw)) {
    throw badRequest(
      MISSING_BOOKING_INFORMATION,
      parsed.success ? undefined : zodToAppError(parsed.error).fields,
    );
  }
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}

/** The staff's POST /api/admin/bookings body, with the staff's (relaxed) stay rules. */
export function parseStaffBookingRequest(raw: unknown, ctx: RuleContext): StaffBookingRequest {
  const parsed = staffBookingRequestSchemaAt(ctx).safeParse(raw);
  if (missingRequiredBookingInformation(raw)) {
    throw badRequest(
      MISSING_BOOKING_INFORMATION,
      parsed.success ? undefined : zodToAppError(parsed.error).fields,
    );
  }
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}
