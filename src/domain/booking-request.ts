import { z } from 'zod';
import { isoDateField, stayFields } from './stay-request';
import { consentSchema, guestDetailsSchema } from './guest-form';
import { SAFARI_DEFAULT_PERSONS, SAFARI_MAX_CARDS } from './safari';

export const MISSING_BOOKING_INFORMATION = 'Missing required booking information';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** The spec's server rule: villa, dates, guest name and e-mail must be present. */
export function missingRequiredBookingInformation(body: unknown): boolean {
  if (!body || typeof body !== 'object') return true;
  const b = body as Record<string, unknown>;
  const guest = (b.guest ?? {}) as Record<string, unknown>;
  return [b.villaId, b.checkIn, b.checkOut, guest.firstName, guest.lastName, guest.email].some(blank);
}

/** POST /api/bookings. Any total the client sends is not part of the schema and is dropped. */
export const bookingRequestSchema = z
  .object({
    sessionId: z.string().trim().min(8, 'A booking session is required').max(100),
    villaId: stayFields.villaId,
    checkIn: isoDateField(MISSING_BOOKING_INFORMATION),
    checkOut: isoDateField(MISSING_BOOKING_INFORMATION),
    adults: stayFields.adults,
    children: stayFields.children,
    rooms: stayFields.rooms,
    packageId: z.string().trim().max(100).nullish(),
    safaris: z
      .array(
        z.object({
          date: z.string(),
          timing: z.string(),
          persons: z.number().int().min(1).max(6).default(SAFARI_DEFAULT_PERSONS),
        }),
      )
      .max(SAFARI_MAX_CARDS)
      .optional()
      .default([]),
    guest: guestDetailsSchema,
  })
  .and(consentSchema);

export type BookingRequest = z.output<typeof bookingRequestSchema>;
