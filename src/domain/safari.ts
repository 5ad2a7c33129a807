import { z } from 'zod';
import { daysBetween, eachNight, isIsoDate, todayInZone, type IsoDate } from './dates';
import { STAY_LIMITS, STAY_MESSAGES, type FieldIssue } from './stay-rules';
import { SAFARI_TIMINGS, type SafariTiming } from './enums';

export const SAFARI_MAX_PERSONS = 6;
export const SAFARI_DEFAULT_PERSONS = 2;
export const SAFARI_MAX_CARDS = 10;

export const SAFARI_MESSAGES = {
  incompleteTitle: 'Incomplete Details',
  incomplete: 'Please fill in all required fields for all safari bookings before proceeding',
  morningTitle: 'Invalid Selection',
  morning:
    'Morning safari is not available on your check-in day. Please select afternoon or evening safari for that day.',
  morningOptionSuffix: '(Not available on check-in day)',
  persons: 'Maximum 6 persons per jeep',
  personsMin: 'At least 1 person is required',
  outsideStay: 'Safari date must be one of the nights of your stay',
  tooMany: 'You can send at most 10 safari enquiries at once',
  none: 'Add at least one safari',
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Failed to submit safari enquiries. Please try again.',
  submitErrorTitle: 'Submission Error',
  submitError: 'An error occurred while submitting your safari enquiries. Please try again.',
  submittedTitle: 'Safari Enquiries Submitted',
  submitted: (n: number) =>
    `${n} safari enquiry(ies) have been submitted and will be processed by our team.`,
  addedTitle: 'Safari Inquiries Added',
  added: (n: number) => `${n} safari inquiry(ies) added to your booking`,
  loadFailedTitle: 'Loading Error',
  loadFailed: 'Failed to load safari options',
} as const;

/** Dates a safari can be asked for: each night from arrival up to, not including, departure. */
export function safariDatesFor(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  return eachNight(checkIn, checkOut);
}

/** No morning safari on the check-in day (guests arrive at 2 PM). */
export function isTimingAllowed(timing: SafariTiming, date: IsoDate, checkIn: IsoDate): boolean {
  return !(timing === 'Morning' && date === checkIn);
}

/** "Jungle Safari - Morning", the stored safari_name. */
export function safariName(timing: SafariTiming): string {
  return `Jungle Safari - ${timing}`;
}

export type SafariCard = { date?: string | null; timing?: string | null; persons: number };

/** The first problem of one safari card in a stay, or null. */
export function safariCardIssue(
  card: SafariCard,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): { field: 'date' | 'timing' | 'persons'; message: string } | null {
  if (!card.date || !card.timing)
    return { field: card.date ? 'timing' : 'date', message: SAFARI_MESSAGES.incomplete };
  if (!(SAFARI_TIMINGS as readonly string[]).includes(card.timing))
    return { field: 'timing', message: SAFARI_MESSAGES.incomplete };
  if (!isIsoDate(card.date) || !safariDatesFor(stay.checkIn, stay.checkOut).includes(card.date)) {
    return { field: 'date', message: SAFARI_MESSAGES.outsideStay };
  }
  if (!isTimingAllowed(card.timing as SafariTiming, card.date, stay.checkIn))
    return { field: 'timing', message: SAFARI_MESSAGES.morning };
  if (!Number.isInteger(card.persons) || card.persons < 1)
    return { field: 'persons', message: SAFARI_MESSAGES.personsMin };
  if (card.persons > SAFARI_MAX_PERSONS)
    return { field: 'persons', message: SAFARI_MESSAGES.persons };
  return null;
}

const isoDate = z.string().refine(isIsoDate, 'Please enter a valid date');

/**
 * The body of POST /api/safari-enquiries: the stay and the cards, each checked against the stay.
 * Whose enquiries they are comes from the server's browsing session, never from the body.
 */
export const safariEnquiryRequestSchema = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    safaris: z
      .array(
        z.object({
          date: z.string().nullish(),
          timing: z.string().nullish(),
          persons: z.number().int().min(-1000).max(1000).default(SAFARI_DEFAULT_PERSONS),
        }),
      )
      .min(1, SAFARI_MESSAGES.none)
      .max(SAFARI_MAX_CARDS, SAFARI_MESSAGES.tooMany),
    specialRequirements: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    // A malformed date already has its own issue; the cards' rules need two real dates.
    if (!isIsoDate(body.checkIn) || !isIsoDate(body.checkOut)) return;
    if (body.checkOut <= body.checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: STAY_MESSAGES.checkOutAfterCheckIn,
      });
      return;
    }
    body.safaris.forEach((card, index) => {
      const issue = safariCardIssue(card, body);
      if (issue)
        ctx.addIssue({
          code: 'custom',
          path: ['safaris', index, issue.field],
          message: issue.message,
        });
    });
  });

/**
 * Rules of the stay an enquiry is for that need the clock: no check-in in the past (resort time),
 * no stay longer than the longest bookable one. (Check-out after check-in is in the schema.)
 */
export function safariStayIssues(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  now: Date,
  timeZone: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (stay.checkIn < todayInZone(now, timeZone))
    issues.push({ field: 'checkIn', message: STAY_MESSAGES.pastCheckIn });
  if (
    stay.checkOut > stay.checkIn &&
    daysBetween(stay.checkIn, stay.checkOut) > STAY_LIMITS.maxNights
  )
    issues.push({ field: 'checkOut', message: STAY_MESSAGES.maxStay });
  return issues;
}

/** What a client sends (persons may be left out). */
export type SafariEnquiryRequestBody = z.input<typeof safariEnquiryRequestSchema>;
