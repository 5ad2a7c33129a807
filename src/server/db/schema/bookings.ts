import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  BOOKING_UNIT_STATUSES,
  PAYMENT_STATUSES,
  type BookingSource,
  type BookingStatus,
  type BookingUnitStatus,
  type PaymentStatus,
} from '../../../domain/enums';
import { inList, createdAt, updatedAt, stayDate } from './columns';
import { packages, villaInventory, villas } from './catalogue';
import { adminUsers } from './staff';

/** Bookings, their units, holds, history, the guest's access, and guests. */

export type PriceLine = { label: string; amount: number; kind: string };

export type SafariRequest = { date: string; timing: string; persons: number; name: string };

export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: text().notNull().unique(),
    sessionId: text(),
    /** Who made it: the server-issued browsing session (SHA-256 of the cookie, decision 0106) and client address. */
    browsingSession: text(),
    clientIp: text(),
    /** The site's address the booking was made at: e-mailed links when PUBLIC_URL is unset. */
    siteOrigin: text(),
    /** The promo code applied (decision 0128) and its discount, before tax. */
    promoCode: text(),
    discountAmount: integer().notNull().default(0),
    guestName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    countryCode: text(),
    checkIn: stayDate().notNull(),
    checkOut: stayDate().notNull(),
    guests: integer().notNull(),
    adults: integer().notNull(),
    children: integer().notNull().default(0),
    rooms: integer().notNull().default(1),
    villaId: text()
      .notNull()
      .references(() => villas.id, { onUpdate: 'cascade', onDelete: 'restrict' }),
    villaName: text().notNull(),
    villaPrice: integer().notNull(),
    packageId: text().references(() => packages.id, { onUpdate: 'cascade', onDelete: 'restrict' }),
    packageName: text(),
    packagePrice: integer().notNull().default(0),
    safariRequests: jsonb().$type<SafariRequest[]>().notNull().default([]),
    safariTotal: integer().notNull().default(0),
    priceLines: jsonb().$type<PriceLine[]>().notNull().default([]),
    subtotal: integer().notNull(),
    taxes: integer().notNull(),
    /** The stay's price with tax, rupees. The column keeps the spec's name (decision 0158). */
    total: integer('total_amount').notNull(),
    advanceAmount: integer().notNull().default(0),
    remainingAmount: integer().notNull(),
    advancePaidAt: timestamp({ withTimezone: true }),
    advancePaymentMethod: text(),
    paymentMethod: text().notNull().default('pending'),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('pending'),
    razorpayOrderId: text(),
    razorpayPaymentId: text(),
    paymentReference: text(),
    paidAt: timestamp({ withTimezone: true }),
    status: text().$type<BookingStatus>().notNull().default('pending'),
    specialRequests: text(),
    adminNotes: text(),
    bookingSource: text().$type<BookingSource>().notNull().default('website'),
    marketingConsent: boolean().notNull().default(false),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** Set when staff "delete" a booking that has money records: cancelled and kept, out of the lists (0059). */
    archivedAt: timestamp({ withTimezone: true }),
    /**
     * When the expiry job cancelled it for want of payment (decision 0021): only such a booking is
     * revived by a late payment or a verified bank transfer, which clear it (decision 0110).
     */
    expiredAt: timestamp({ withTimezone: true }),
    /** Set when the guest cancelled online: what the policy refunds (0 when nothing was paid; 0100). */
    guestCancelRefund: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_dates_order', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'bookings_guests_positive',
      sql`${t.guests} >= 1 and ${t.adults} >= 1 and ${t.children} >= 0`,
    ),
    check('bookings_guests_sum', sql`${t.guests} = ${t.adults} + ${t.children}`),
    check('bookings_rooms_range', sql`${t.rooms} between 1 and 3`),
    check(
      'bookings_money_nonnegative',
      sql`${t.villaPrice} >= 0 and ${t.packagePrice} >= 0 and ${t.safariTotal} >= 0 and ${t.subtotal} >= 0
        and ${t.taxes} >= 0 and ${t.total} >= 0 and ${t.advanceAmount} >= 0 and ${t.remainingAmount} >= 0`,
    ),
    check('bookings_advance_within_total', sql`${t.advanceAmount} <= ${t.total}`),
    check('bookings_status_values', inList('status', BOOKING_STATUSES)),
    check('bookings_payment_status_values', inList('payment_status', PAYMENT_STATUSES)),
    check('bookings_source_values', inList('booking_source', BOOKING_SOURCES)),
    check(
      'bookings_expired_is_cancelled',
      sql`${t.expiredAt} is null or ${t.status} = 'cancelled'`,
    ),
    check('bookings_guest_cancel_refund_nonnegative', sql`${t.guestCancelRefund} >= 0`),
    index('bookings_villa_dates_idx').on(t.villaId, t.checkIn, t.checkOut),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_email_idx').on(t.email),
    index('bookings_session_idx').on(t.sessionId),
    index('bookings_client_ip_idx').on(t.clientIp),
    index('bookings_browsing_session_idx').on(t.browsingSession),
    // Admin at scale (migration 0026, decision 0135): list filters and sorts, trigram search,
    // stay overlaps (a range index), guests by e-mail, promo discounts, package counts.
    index('bookings_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`archived_at is null`),
    index('bookings_listed_status_idx')
      .on(t.status, t.createdAt)
      .where(sql`archived_at is null`),
    index('bookings_listed_payment_idx')
      .on(t.paymentStatus, t.createdAt)
      .where(sql`archived_at is null`),
    index('bookings_check_in_idx').on(t.checkIn, t.id),
    index('bookings_check_out_idx').on(t.checkOut, t.id),
    index('bookings_discounted_idx')
      .on(t.checkIn)
      .where(sql`discount_amount > 0`),
    index('bookings_guest_name_idx').on(t.guestName, t.id),
    index('bookings_total_idx').on(t.total, t.id),
    index('bookings_package_status_idx').on(t.packageId, t.status),
    index('bookings_status_payment_idx').on(t.status, t.paymentStatus),
    index('bookings_lower_email_idx').on(sql`lower(${t.email})`),
    index('bookings_guest_name_trgm_idx').using('gin', t.guestName.op('gin_trgm_ops')),
    index('bookings_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('bookings_code_trgm_idx').using('gin', t.bookingId.op('gin_trgm_ops')),
    index('bookings_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('bookings_phone_digits_trgm_idx').using(
      'gin',
      sql`(regexp_replace(coalesce(${t.countryCode}, '') || coalesce(${t.phone}, ''), '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
    index('bookings_stay_range_idx').using(
      'gist',
      sql`daterange(${t.checkIn}, ${t.checkOut}, '[)')`,
    ),
  ],
);

/** Concrete units a booking occupies. The exclusion constraint (migration 0002) forbids overlaps. */
export const bookingUnits = pgTable(
  'booking_units',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    villaInventoryId: uuid()
      .notNull()
      .references(() => villaInventory.id, { onDelete: 'restrict' }),
    checkIn: stayDate().notNull(),
    checkOut: stayDate().notNull(),
    status: text().$type<BookingUnitStatus>().notNull().default('reserved'),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_units_dates_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('booking_units_status_values', inList('status', BOOKING_UNIT_STATUSES)),
    index('booking_units_booking_idx').on(t.bookingId),
  ],
);

export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    villaId: text()
      .notNull()
      .references(() => villas.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    checkIn: stayDate().notNull(),
    checkOut: stayDate().notNull(),
    rooms: integer().notNull().default(1),
    sessionId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** harden-limits: when this session's hold was first placed (renewals keep it; max hold age). */
    firstHeldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** harden-limits: the client address that placed it (caps). */
    clientIp: text(),
    /**
     * The server-issued browsing session that placed it (SHA-256 of the cookie, decision 0106): only
     * that session can change, release or book it; `session_id` is just the client's name for it.
     */
    browsingSession: text().notNull(),
  },
  (t) => [
    check('booking_holds_dates_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('booking_holds_rooms_range', sql`${t.rooms} between 1 and 3`),
    unique('booking_holds_session_unique').on(t.sessionId, t.browsingSession),
    index('booking_holds_villa_idx').on(t.villaId, t.expiresAt),
    index('booking_holds_client_idx').on(t.clientIp),
  ],
);

/**
 * Unit-nights a client address newly took with holds (decision 0116): the rolling-window cap sums
 * them, across hold keys and browsing sessions. Rows older than the window are deleted.
 */
export const holdGrants = pgTable(
  'hold_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientIp: text().notNull(),
    unitNights: integer().notNull(),
    grantedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('hold_grants_unit_nights_positive', sql`${t.unitNights} > 0`),
    index('hold_grants_client_idx').on(t.clientIp, t.grantedAt),
    index('hold_grants_granted_idx').on(t.grantedAt),
  ],
);

export const bookingActivities = pgTable(
  'booking_activities',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    activityType: text().notNull(),
    description: text().notNull(),
    oldValues: jsonb(),
    newValues: jsonb(),
    performedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    performedByName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_activities_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * Guest access tokens (decisions 0027, 0101, 0110): the one returned by `POST /api/bookings` and each
 * one put in an e-mailed link. Only the sha256 of the 128-bit token is stored.
 */
export const bookingAccessTokens = pgTable(
  'booking_access_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_access_tokens_booking_idx').on(t.bookingId)],
);

/**
 * One-time codes e-mailed to a guest who found their booking by code + e-mail, to prove the mailbox
 * is theirs before cancelling or moving the stay (decision 0117). Only a salted sha256 of the code
 * is stored; a code lives 10 minutes, allows 5 wrong attempts and is used once.
 */
export const guestProofCodes = pgTable(
  'guest_proof_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    salt: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('guest_proof_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('guest_proof_codes_booking_idx').on(t.bookingId, t.createdAt),
  ],
);

/* ---- catalog: guests staff add or edit (the guest list is derived from bookings by e-mail) ---- */

/**
 * A guest known by e-mail (lowercase, unique). Staff-added guests live here until they book; a
 * booking with the same e-mail (case-insensitive) belongs to the same guest. A row also carries
 * staff edits of name and phone, and `anonymisedAt` once personal data was erased on request.
 */
export const guests = pgTable(
  'guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    name: text().notNull(),
    phone: text(),
    anonymisedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('guests_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);
