import { z } from 'zod';
import { addDays, isIsoDate, zonedDateTime, type IsoDate } from './dates';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './enums';
import { listQuerySchema } from './list-query';

/** Columns the booking list can be sorted by (the server's whitelist). */
export const BOOKING_SORT_KEYS = [
  'createdAt',
  'checkIn',
  'checkOut',
  'guestName',
  'total',
  'bookingId',
] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

/**
 * The payment filter: a payment status, or `transfer_reported` — a guest reported a bank transfer
 * that staff have not verified yet (pending, nothing received, payment method bank transfer).
 */
export const TRANSFER_REPORTED = 'transfer_reported';
const PAYMENT_FILTERS = [...PAYMENT_STATUSES, TRANSFER_REPORTED] as const;
export const TRANSFER_REPORTED_LABEL = 'Transfer reported';

/** "all" (the old app's select value) means no filter. */
const allMeansNone = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

const isoDate = (label: string) =>
  z.string().refine((v) => isIsoDate(v), `${label} must be a date (YYYY-MM-DD)`);

/**
 * GET /api/admin/bookings and its CSV export; the web's /admin/bookings URL is parsed with it too.
 * Dates follow the spec: with both `from` and `to`, stays inside the range (check-in on or after
 * `from`, check-out on or before `to`); with only one of them, bookings made on or after `from` /
 * on or before `to` (by the day they were made, in the resort's time zone).
 */
export const bookingListQuerySchema = listQuerySchema({
  sortKeys: BOOKING_SORT_KEYS,
  defaultSort: '-createdAt',
  filters: {
    status: z.preprocess(
      allMeansNone,
      z.enum(BOOKING_STATUSES, { error: 'Unknown booking status' }).optional(),
    ),
    paymentStatus: z.preprocess(
      allMeansNone,
      z.enum(PAYMENT_FILTERS, { error: 'Unknown payment status' }).optional(),
    ),
    villaId: z.preprocess(
      allMeansNone,
      z
        .string()
        .regex(/^[a-z0-9-]{1,64}$/, 'Unknown villa')
        .optional(),
    ),
    from: z.preprocess(allMeansNone, isoDate('From').optional()),
    to: z.preprocess(allMeansNone, isoDate('To').optional()),
  },
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  path: ['to'],
  message: 'To must be on or after From',
});

export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export type BookingDateFilter =
  | { kind: 'none' }
  /** Stays inside [from, to]: check_in >= from and check_out <= to. */
  | { kind: 'stay'; from: IsoDate; to: IsoDate }
  /** Bookings made in [start, end) (instants). */
  | { kind: 'created'; start?: Date; end?: Date };

/** The spec's date-filter semantics as one value the query turns into SQL. */
export function bookingDateFilter(
  query: { from?: IsoDate; to?: IsoDate },
  timeZone: string,
): BookingDateFilter {
  const { from, to } = query;
  if (from && to) return { kind: 'stay', from, to };
  if (from) return { kind: 'created', start: zonedDateTime(from, '00:00', timeZone) };
  if (to) return { kind: 'created', end: zonedDateTime(addDays(to, 1), '00:00', timeZone) };
  return { kind: 'none' };
}

/** The dashboard's "Half Payments" card links to /admin/bookings?filter=advance_paid. */
export function legacyFilterParam(filter: string | null): { paymentStatus?: 'advance_paid' } {
  return filter === 'advance_paid' ? { paymentStatus: 'advance_paid' } : {};
}
