import { z } from 'zod';
import { isIsoDate } from './dates';
import { wholeNumber } from './whole-number';
import { STAY_LIMITS } from './stay-rules';

/** Shape of a stay in API requests; the date and guest rules (which need `now` and the villa) run after. */
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
export const quoteRequestSchema = z.object({
  ...stayFields,
  packageId: z.string().trim().max(100).nullish(),
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** GET /api/availability */
export const availabilityQuerySchema = z.object({
  villaId: stayFields.villaId,
  checkIn: stayFields.checkIn,
  checkOut: stayFields.checkOut,
  rooms: stayFields.rooms,
  sessionId: z.string().trim().max(100).optional(),
});
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;
