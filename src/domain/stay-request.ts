import { z } from 'zod';
import { isIsoDate } from './dates';
import { wholeNumber } from './whole-number';
import {
  guestIssues,
  STAY_LIMITS,
  stayDateIssues,
  type FieldIssue,
  type StayContext,
} from './stay-rules';

/** Shape of a stay in API requests; `withStayRules` adds the rules that need `now` (the villa's capacity is checked when pricing). */
export const isoDateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, 'Please enter a valid date (YYYY-MM-DD)');

const count = (fallback: number) => wholeNumber().default(fallback);

export const stayFields = {
  villaId: z
    .string({ error: 'Villa selection is required' })
    .trim()
    .min(1, 'Villa selection is required')
    .max(100),
  checkIn: isoDateField('Check-in date is required'),
  checkOut: isoDateField('Check-out date is required'),
  adults: count(STAY_LIMITS.adults.default),
  children: count(STAY_LIMITS.children.default),
  rooms: count(1),
};

/** POST /api/quote */
/** A promo code as typed (decision 0128); empty means none. */
export const promoCodeField = z.string().trim().max(40).nullish();

/** The guest's "Promo code" field: a code to try (the quote says whether it applies). */
export const promoCodeEntrySchema = z.object({
  promoCode: z.string().trim().min(1, 'Enter a promo code').max(40),
});

export const quoteRequestSchema = z.object({
  ...stayFields,
  packageId: z.string().trim().max(100).nullish(),
  promoCode: promoCodeField,
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** GET /api/availability */
export const availabilityQuerySchema = z.object({
  villaId: stayFields.villaId,
  checkIn: stayFields.checkIn,
  checkOut: stayFields.checkOut,
  rooms: stayFields.rooms,
  /** The party: with it, the answer also checks it fits `rooms` of the villa (decision 0126). */
  adults: wholeNumber().optional(),
  children: wholeNumber().optional(),
  sessionId: z.string().trim().max(100).optional(),
});

/** The body of PUT /api/holds/{sessionId}: a villa's rooms for a stay, no party yet. */
export const holdRequestSchema = z.object({
  villaId: stayFields.villaId,
  checkIn: stayFields.checkIn,
  checkOut: stayFields.checkOut,
  rooms: stayFields.rooms,
});

/**
 * The guest's new stay in the same villa (POST /api/bookings/{bookingId}/change): the body's stay,
 * without the proof and `dryRun` the route adds. The stay rules run in the service.
 */
export const dateChangeSchema = z.object({
  checkIn: z.string().max(10),
  checkOut: z.string().max(10),
  adults: z.number().int().min(1).max(12),
  children: z.number().int().min(0).max(12),
});

/** A stay as the stay rules read it: dates, rooms and (when known) the party. */
export type RuledStay = {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults?: number | undefined;
  children?: number | undefined;
};

/**
 * The stay rules at `ctx.now` in the resort's time zone: the date rules (guests: no past, 24 hours'
 * notice, 365 days ahead; staff: relaxed) and the party's limits (guests: 1–12 guests; staff: 1–20).
 * A stay without a party yet (availability, holds) is checked for its dates and room count. The
 * villa's capacity needs the villa and is checked when the stay is priced. Servers call this on the
 * request their route has validated, once, with the request's own `now` (decision 0134).
 */
export function stayRuleIssues(value: RuledStay, ctx: StayContext): FieldIssue[] {
  const party = { adults: value.adults ?? 1, children: value.children ?? 0, rooms: value.rooms };
  return [...stayDateIssues(value, ctx), ...guestIssues(party, undefined, { admin: ctx.admin })];
}

/**
 * The stay rules as part of a schema, for a form that checks a whole body at once (the staff's New
 * Booking form). It builds a new schema: never per request on the server (decision 0134).
 */
export function withStayRules<T extends z.ZodType<RuledStay>>(schema: T, ctx: StayContext) {
  return schema.superRefine((value, zctx) => {
    for (const issue of stayRuleIssues(value, ctx))
      zctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}
