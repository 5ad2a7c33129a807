import { z } from 'zod';
import { isoDateField, promoCodeField, stayFields, withStayRules } from './stay-request';
import { consentSchema, guestDetailsSchema } from './guest-form';
import { SAFARI_DEFAULT_PERSONS, SAFARI_MAX_CARDS } from './safari';

export const MISSING_BOOKING_INFORMATION = 'Missing required booking information';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** The spec's server rule: villa, dates, guest name and e-mail must be present. */
export function missingRequiredBookingInformation(body: unknown): boolean {
  if (!body || typeof body !== 'object') return true;
  const b = body as Record<string, unknown>;
  const guest = (b.guest ?? {}) as Record<string, unknown>;
  return [b.villaId, b.checkIn, b.checkOut, guest.firstName, guest.lastName, guest.email].some(
    blank,
  );
}

/**
 * What a booking request carries, the guest's and the staff's alike: the stay, the package, the
 * safari enquiries, the guest and a promo code.
 */
const bookingFields = {
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
  promoCode: promoCodeField,
};

/** POST /api/bookings. Any total the client sends is not part of the schema and is dropped. */
export const bookingRequestSchema = z
  .object({
    sessionId: z.string().trim().min(8, 'A booking session is required').max(100),
    ...bookingFields,
  })
  .and(consentSchema);

type BookingRequest = z.output<typeof bookingRequestSchema>;

/**
 * POST /api/bookings with the guest's stay rules at `now`, as one schema: for reading a body the
 * route refused (the server checks an accepted body's stay rules once, in createBooking).
 */
export const bookingRequestSchemaAt = (ctx: { now: Date; timeZone: string }) =>
  withStayRules(bookingRequestSchema, ctx);

/**
 * How a staff booking is paid (POST /api/admin/bookings `paymentMode`): only the modes the service
 * carries out. Money taken at the desk is recorded on the booking afterwards (its payments).
 */
export const STAFF_PAYMENT_MODES = ['pay_later', 'payment_link'] as const;
export type StaffPaymentMode = (typeof STAFF_PAYMENT_MODES)[number];

const DESK_NOT_YET = 'Recording a payment at the desk is not available yet; choose pay later';

/**
 * POST /api/admin/bookings: the guest's body (session id and terms are not needed: staff take the
 * booking on the phone or at the desk) plus `paymentMode`.
 */
export const staffBookingRequestSchema = z.object({
  sessionId: z.string().trim().max(100).optional(),
  ...bookingFields,
  acceptTerms: z.boolean().optional(),
  marketingConsent: z.boolean().optional().default(false),
  paymentMode: z.enum(STAFF_PAYMENT_MODES, {
    error: (issue) => (issue.input === 'desk' ? DESK_NOT_YET : 'Choose how the guest will pay'),
  }),
  adminNotes: z.string().trim().max(2000, 'Admin notes must be at most 2000 characters').optional(),
  /** Books past a minimum stay or closed arrival (decision 0127); kept in the history. */
  restrictionOverrideReason: z
    .string()
    .trim()
    .max(500, 'Reason must be at most 500 characters')
    .optional(),
});
export type StaffBookingRequest = z.output<typeof staffBookingRequestSchema>;

/**
 * What createBooking takes: the guest's validated request or the staff's, as their routes' schemas
 * output them (one type per request, no copy; the session id is the guest's).
 */
export type BookingInput = BookingRequest | StaffBookingRequest;

/** The staff's rules: today or later, no notice period, 1–20 guests (the New Booking form). */
export const staffBookingRequestSchemaAt = (ctx: { now: Date; timeZone: string }) =>
  withStayRules(staffBookingRequestSchema, { ...ctx, admin: true, adminNewBooking: true });
