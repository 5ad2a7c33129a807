import { z } from 'zod';
import { addDays, daysBetween, formatShortDate, type IsoDate } from './dates';
import {
  BLOCK_TYPES,
  UNIT_STATUSES,
  VILLA_STATUSES,
  type BlockType,
  type UnitStatus,
} from './enums';
import { cleanList, villaFormSchema } from './admin-forms';
import { isoDateField } from './stay-request';
import type { FieldIssue } from './stay-rules';

/** Room units, blocks, per-date rates and pricing rules: the forms staff fill in, with their messages. */

// ---------- blocks ----------

export const BLOCK_TYPE_LABELS: Record<BlockType, string> = {
  maintenance: 'Maintenance',
  owner_use: 'Owner Use',
  seasonal_closure: 'Seasonal Closure',
  deep_cleaning: 'Deep Cleaning',
};

/** Longest block one request may create (nights per unit). */
const MAX_BLOCK_DAYS = 366;

export const BLOCK_MESSAGES = {
  past: 'Past dates cannot be blocked',
  order: 'End date must be on or after the start date',
  tooLong: `A block can cover at most ${MAX_BLOCK_DAYS} days`,
  failed: 'Failed to block date',
  done: 'Date Blocked',
} as const;

const unitNumberSchema = z
  .string({ error: 'Unit number is required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Unit number is required', abort: true })
  .max(20, 'Unit number can have at most 20 characters')
  .regex(
    /^[A-Z0-9]+(-[A-Z0-9]+)*$/,
    'Unit number can only contain letters, numbers and hyphens (e.g. GC-15)',
  );

/** POST /api/admin/blocks. `to` is the last blocked date (both ends included). */
export const blockRequestSchema = z.object({
  villaId: z
    .string({ error: 'Villa selection is required' })
    .trim()
    .min(1, 'Villa selection is required')
    .max(100),
  /** Absent or empty: every unit of the villa. */
  unitNumbers: z.array(unitNumberSchema).max(100).optional(),
  from: isoDateField('Start date is required'),
  to: isoDateField('End date is required'),
  type: z.enum(BLOCK_TYPES, { error: 'Please choose a block type' }),
  notes: z.string().trim().max(500, 'Notes can have at most 500 characters').optional(),
});
export type BlockRequest = z.output<typeof blockRequestSchema>;

/** Date rules of a block: not in the past (resort's today), in order, not absurdly long. */
export function blockDateIssues(b: { from: IsoDate; to: IsoDate }, today: IsoDate): FieldIssue[] {
  if (b.from < today) return [{ field: 'from', message: BLOCK_MESSAGES.past }];
  if (b.to < b.from) return [{ field: 'to', message: BLOCK_MESSAGES.order }];
  if (daysBetween(b.from, b.to) + 1 > MAX_BLOCK_DAYS)
    return [{ field: 'to', message: BLOCK_MESSAGES.tooLong }];
  return [];
}

/** The block dialog's checks: the request, then its dates against the resort's today (as the server). */
export const blockFormSchema = (today: IsoDate) =>
  blockRequestSchema.superRefine((b, ctx) => {
    for (const issue of blockDateIssues(b, today))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

/** Each date of a block, both ends included. */
export function blockDates(from: IsoDate, to: IsoDate): IsoDate[] {
  const n = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(from, i));
}

export const blockedByBookingMessage = (
  unitNumber: string,
  bookingId: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
) =>
  `${unitNumber} is booked on those dates (booking ${bookingId}, ${formatShortDate(checkIn)} – ${formatShortDate(checkOut)}); cancel or move that booking first`;

export const alreadyBlockedMessage = (unitNumber: string, date: IsoDate) =>
  `${unitNumber} is already blocked on ${formatShortDate(date)}`;

// ---------- room units ----------

export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Available',
  maintenance: 'Maintenance',
  out_of_service: 'Out of Service',
};

export const UNIT_MESSAGES = {
  activeBookings: 'Cannot delete unit with active bookings',
  pastBookings: 'Cannot delete a unit that past bookings refer to; set it Out of Service instead',
  duplicate: (n: string) => `Unit ${n} already exists`,
} as const;

export const unitFormSchema = z.object({
  unitNumber: unitNumberSchema,
  floor: z
    .number({ error: 'Floor must be a whole number' })
    .int('Floor must be a whole number')
    .min(0, 'Floor cannot be negative')
    .max(50, 'Floor cannot exceed 50'),
  viewType: z.string().trim().max(60, 'View can have at most 60 characters').optional(),
  status: z.enum(UNIT_STATUSES, { error: 'Please choose a status' }).default('available'),
  roomType: z.string().trim().min(1).max(40).optional(),
});
export type UnitForm = z.input<typeof unitFormSchema>;
export const unitUpdateSchema = unitFormSchema.partial();

// ---------- rates ----------

const MAX_NIGHTLY_PRICE = 10_000_000;

export const rateOverrideSchema = z.object({
  price: z
    .number({ error: 'Price must be a whole number of rupees' })
    .int('Price must be a whole number of rupees')
    .gt(0, 'Price must be greater than 0')
    .max(MAX_NIGHTLY_PRICE, 'Price is too high'),
  /** The night's minimum stay (decision 0127); null: the rules decide; absent: unchanged. */
  minNights: z
    .number({ error: 'Minimum stay must be a whole number of nights' })
    .int('Minimum stay must be a whole number of nights')
    .min(1, 'Minimum stay must be between 1 and 30 nights')
    .max(30, 'Minimum stay must be between 1 and 30 nights')
    .nullable()
    .optional(),
  /** No arrival on this night (decision 0127); absent: unchanged. */
  closedToArrival: z.boolean().optional(),
});
export type RateOverrideBody = z.infer<typeof rateOverrideSchema>;

export const RATE_MESSAGES = {
  past: 'Past dates cannot be repriced',
  set: 'Rate Updated',
  cleared: 'Rate Cleared',
} as const;

/** Days of the nightly-rate preview in the villa's Rate dialog. */
export const RATE_PREVIEW_DAYS = 60;

export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const nullableDate = z
  .union([isoDateField('Please enter a valid date (YYYY-MM-DD)'), z.null()])
  .optional();

const pricingRuleFields = z.object({
  name: z
    .string({ error: 'Rule name is required' })
    .trim()
    .min(1, 'Rule name is required')
    .max(80, 'Rule name can have at most 80 characters'),
  /** null: every villa. */
  villaId: z.string().trim().min(1).max(100).nullable().default(null),
  priceModifier: z
    .number({ error: 'Modifier must be a number such as 1.3' })
    .min(0.1, 'Modifier must be between 0.1 and 10')
    .max(10, 'Modifier must be between 0.1 and 10')
    .refine(
      (n) => Math.round(n * 1000) === n * 1000 || Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6,
      'Modifier can have at most 3 decimals',
    ),
  startDate: nullableDate,
  endDate: nullableDate,
  /** Nights the rule applies to (0 = Sunday … 6 = Saturday); empty or null: every night. */
  daysOfWeek: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .nullable()
    .optional()
    .transform((d) => (d && d.length > 0 ? [...new Set(d)].sort() : null)),
  isActive: z.boolean().default(true),
  /** Shortest stay that may include a covered night (decision 0127); null: none. */
  minNights: z
    .number({ error: 'Minimum stay must be a whole number of nights' })
    .int('Minimum stay must be a whole number of nights')
    .min(1, 'Minimum stay must be between 1 and 30 nights')
    .max(30, 'Minimum stay must be between 1 and 30 nights')
    .nullable()
    .optional(),
  /** No arrival on a covered night (decision 0127). */
  closedToArrival: z.boolean().optional(),
});

const rangeInOrder = (r: { startDate?: string | null; endDate?: string | null }) =>
  !r.startDate || !r.endDate || r.endDate >= r.startDate;
const RANGE_ORDER = { message: 'End date must be on or after the start date', path: ['endDate'] };

export const pricingRuleSchema = pricingRuleFields.refine(rangeInOrder, RANGE_ORDER);
export const pricingRuleUpdateSchema = pricingRuleFields
  .partial()
  .refine(rangeInOrder, RANGE_ORDER);
export type PricingRuleForm = z.input<typeof pricingRuleSchema>;
export type PricingRuleInput = z.output<typeof pricingRuleSchema>;
export type PricingRuleUpdate = z.output<typeof pricingRuleUpdateSchema>;

/** "Fri, Sat" or "Every night". */
export function daysOfWeekLabel(days: readonly number[] | null | undefined): string {
  if (!days || days.length === 0 || days.length === 7) return 'Every night';
  return [...days]
    .sort()
    .map((d) => DAY_NAMES[d])
    .join(', ');
}

// ---------- villa status ----------

export const VILLA_STATUS_LABELS: Record<(typeof VILLA_STATUSES)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Maintenance',
};

const villaFields = villaFormSchema.shape;
const cleanedList = z.array(z.string().max(500)).max(50).transform(cleanList);

/** PATCH a villa: only the fields sent change (no defaults: a status change keeps amenities and images). */
export const villaUpdateSchema = z.object({
  id: villaFields.id.optional(),
  name: villaFields.name.optional(),
  description: villaFields.description.optional(),
  basePrice: villaFields.basePrice.optional(),
  maxGuests: villaFields.maxGuests.optional(),
  amenities: cleanedList.optional(),
  images: cleanedList.optional(),
  status: z.enum(VILLA_STATUSES).optional(),
});
export type VillaUpdate = z.output<typeof villaUpdateSchema>;

export const villaBulkStatusSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(100)).min(1, 'Please select villas to update').max(100),
  status: z.enum(VILLA_STATUSES),
});

export const bulkVillasUpdatedMessage = (n: number) => `Updated ${n} villas`;

// ---------- occupancy ----------

/** The occupancy screen's rate: occupied / total rooms, a whole percent. */
export function occupancyPercent(occupied: number, total: number): number {
  return total <= 0 ? 0 : Math.round((occupied / total) * 100);
}

/** The villa card's occupancy over the last `days` nights: occupied unit-nights / (units × days), one decimal. */
export function villaOccupancyPercent(occupiedNights: number, units: number, days: number): number {
  if (units <= 0 || days <= 0) return 0;
  return Math.round((occupiedNights / (units * days)) * 1000) / 10;
}

/** Longest range of the occupancy grid (the month view plus a margin). */
export const MAX_OCCUPANCY_RANGE_DAYS = 62;
