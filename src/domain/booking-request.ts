import { z } from 'zod';
import { isoDateField, promoCodeField, stayFields, withStayRules } from './stay-request';
import { consentSchema, guestDetailsSchema } from './guest-form';
import { formatInr } from './money';
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
    promoCode: promoCodeField,
  })
  .and(consentSchema);

export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** POST /api/bookings with the guest's stay rules at `now`. */
export const bookingRequestSchemaAt = (ctx: { now: Date; timeZone: string }) =>
  withStayRules(bookingRequestSchema, ctx);

/** How a staff booking is paid (POST /api/admin/bookings `paymentMode`). */
export const STAFF_PAYMENT_MODES = ['pay_later', 'payment_link', 'desk'] as const;
export type StaffPaymentMode = (typeof STAFF_PAYMENT_MODES)[number];

/** Money taken at the property's desk. */
export const DESK_PAYMENT_METHODS = ['cash', 'card', 'upi'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

export const DESK_PAYMENT_MESSAGES = {
  amountRequired: 'Enter the amount received',
  amountPositive: 'Amount must be at least ₹1',
  amountAboveDue: (due: number) => `Amount cannot exceed the amount due (${formatInr(due)})`,
  method: 'Choose how the guest paid (cash, card or UPI)',
} as const;

export const deskPaymentSchema = z.object({
  amount: z
    .number({ error: DESK_PAYMENT_MESSAGES.amountRequired })
    .int('Please enter a whole number of rupees')
    .min(1, DESK_PAYMENT_MESSAGES.amountPositive)
    .max(10_000_000, DESK_PAYMENT_MESSAGES.amountPositive),
  method: z.enum(DESK_PAYMENT_METHODS, { error: DESK_PAYMENT_MESSAGES.method }),
  reference: z.string().trim().max(100).optional(),
});
export type DeskPayment = z.output<typeof deskPaymentSchema>;

/**
 * POST /api/admin/bookings: the guest's body (session id and terms are not needed: staff take the
 * booking on the phone or at the desk) plus `paymentMode`, and `deskPayment` when paid at the desk.
 */
export const staffBookingRequestSchema = z
  .object({
    sessionId: z.string().trim().max(100).optional(),
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
    acceptTerms: z.boolean().optional(),
    marketingConsent: z.boolean().optional().default(false),
    paymentMode: z.enum(STAFF_PAYMENT_MODES, { error: 'Choose how the guest will pay' }),
    deskPayment: deskPaymentSchema.optional(),
    adminNotes: z
      .string()
      .trim()
      .max(2000, 'Admin notes must be at most 2000 characters')
      .optional(),
    /** Books past a minimum stay or closed arrival (decision 0127); kept in the history. */
    restrictionOverrideReason: z
      .string()
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.paymentMode === 'desk' && !v.deskPayment) {
      ctx.addIssue({
        code: 'custom',
        path: ['deskPayment', 'amount'],
        message: DESK_PAYMENT_MESSAGES.amountRequired,
      });
    }
  });
export type StaffBookingRequest = z.output<typeof staffBookingRequestSchema>;

/** The staff's rules: today or later, no notice period, 1–20 guests. */
export const staffBookingRequestSchemaAt = (ctx: { now: Date; timeZone: string }) =>
  withStayRules(staffBookingRequestSchema, { ...ctx, admin: true, adminNewBooking: true });
