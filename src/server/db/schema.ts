import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CHARGE_KINDS, type ChargeKind } from '../../domain/charge-tax';
import { MOVEMENT_KINDS, type MovementKind } from '../../domain/folio';
import { ID_TYPES, type FormCParticulars, type IdType } from '../../domain/registration';
import { HOUSEKEEPING_STATES, type HousekeepingState } from '../../domain/housekeeping';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentSnapshot,
} from '../../domain/tax-documents';
import {
  BLOCK_TYPES,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  BOOKING_UNIT_STATUSES,
  OUTBOX_STATUSES,
  PACKAGE_DURATIONS,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PLANS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SAFARI_QUERY_STATUSES,
  UNIT_STATUSES,
  VILLA_STATUSES,
  ADMIN_ROLES,
  PROPERTY_PAYMENT_METHODS,
  REFUND_CHANNELS,
  REFUND_STATUSES,
  type AdminRole,
  type SignInFailure,
  type BookingSource,
  type BookingStatus,
  type BookingUnitStatus,
  type OutboxKind,
  type OutboxStatus,
  type PaymentOrderStatus,
  type PaymentPlan,
  type PaymentProvider,
  type PaymentStatus,
  type PropertyPaymentMethod,
  type RefundChannel,
  type RefundStatus,
  type SafariQueryStatus,
  type UnitStatus,
  type VillaStatus,
} from '../../domain/enums';

/*
 * Column names are snake_case in the database (drizzle `casing: 'snake_case'`), camelCase in code.
 * Money is integer rupees >= 0. Stay dates are `date` columns read as 'YYYY-MM-DD' strings.
 */

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const stayDate = () => date({ mode: 'string' });
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const villas = pgTable(
  'villas',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    basePrice: integer().notNull(),
    maxGuests: integer().notNull(),
    amenities: textList(),
    images: textList(),
    status: text().$type<VillaStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('villas_id_slug', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('villas_base_price_positive', sql`${t.basePrice} > 0`),
    check('villas_max_guests_range', sql`${t.maxGuests} between 1 and 20`),
    check('villas_status_values', inList('status', VILLA_STATUSES)),
  ],
);

export const villaInventory = pgTable(
  'villa_inventory',
  {
    id: uuid().primaryKey().defaultRandom(),
    villaId: text()
      .notNull()
      .references(() => villas.id, { onUpdate: 'cascade', onDelete: 'restrict' }),
    unitNumber: text().notNull().unique(),
    roomType: text().notNull(),
    floor: integer().notNull().default(1),
    viewType: text(),
    status: text().$type<UnitStatus>().notNull().default('available'),
    amenities: textList(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('villa_inventory_status_values', inList('status', UNIT_STATUSES)),
    check('villa_inventory_floor_positive', sql`${t.floor} >= 0`),
    index('villa_inventory_villa_idx').on(t.villaId),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    inclusions: textList(),
    price: integer().notNull().default(0),
    duration: text().notNull().default('Per night'),
    images: textList(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packages_id_slug', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('packages_price_nonnegative', sql`${t.price} >= 0`),
    check('packages_duration_values', inList('duration', PACKAGE_DURATIONS)),
  ],
);

export type SafariTiming = { value: string; label: string };

export const safariOptions = pgTable(
  'safari_options',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    duration: text().notNull(),
    pricePerPerson: integer().notNull().default(0),
    maxPersons: integer().notNull().default(6),
    images: textList(),
    timings: jsonb().$type<SafariTiming[]>().notNull().default([]),
    highlights: textList(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('safari_options_price_nonnegative', sql`${t.pricePerPerson} >= 0`),
    check('safari_options_max_persons_positive', sql`${t.maxPersons} >= 1`),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    role: text().$type<AdminRole>().notNull().default('owner'),
    isActive: boolean().notNull().default(true),
    lastLogin: timestamp({ withTimezone: true }),
    /** Two-factor sign-in (decision 0124): the base32 TOTP key once confirmed; never sent back. */
    totpSecret: text(),
    /** A key shown at set-up and not yet confirmed with a code. */
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step a code was accepted for: that code and older ones are refused. */
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('admin_users_role_values', inList('role', ADMIN_ROLES)),
    check('admin_users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

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
    totalAmount: integer().notNull(),
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
        and ${t.taxes} >= 0 and ${t.totalAmount} >= 0 and ${t.advanceAmount} >= 0 and ${t.remainingAmount} >= 0`,
    ),
    check('bookings_advance_within_total', sql`${t.advanceAmount} <= ${t.totalAmount}`),
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
    index('bookings_total_idx').on(t.totalAmount, t.id),
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

/**
 * A captured online payment the settle path could not apply to its booking (paid twice, late, after
 * a cancellation, for an amount that no longer matches): staff refund it (decision 0110). Refunds
 * count it as money received; the booking page lists it under "needs attention".
 */
export const paymentFollowUps = pgTable(
  'payment_follow_ups',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: text()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    paymentId: text().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_follow_ups_payment_unique').on(t.bookingId, t.paymentId)],
);

/** Audit rows for admin changes that are not about one booking (villas, packages, users, ...). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export const inventoryBlocks = pgTable(
  'inventory_blocks',
  {
    id: uuid().primaryKey().defaultRandom(),
    villaInventoryId: uuid()
      .notNull()
      .references(() => villaInventory.id, { onDelete: 'cascade' }),
    blockDate: stayDate().notNull(),
    blockType: text().notNull(),
    notes: text(),
    createdBy: text(),
    // ---- inventory (Issue 12): one staff action ("block KF-01..04, 10–12 Jan") is one group ----
    /** The rows one POST /api/admin/blocks created; DELETE /api/admin/blocks/:id removes the group. */
    groupId: uuid().notNull().defaultRandom(),
    // ---- end inventory ----
    createdAt: createdAt(),
  },
  (t) => [
    check('inventory_blocks_type_values', inList('block_type', BLOCK_TYPES)),
    unique('inventory_blocks_unit_date_unique').on(t.villaInventoryId, t.blockDate),
    // ---- inventory (Issue 12) ----
    index('inventory_blocks_group_idx').on(t.groupId),
    index('inventory_blocks_date_idx').on(t.blockDate),
    // ---- end inventory ----
  ],
);

export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** null: the rule applies to every villa. */
    villaId: text().references(() => villas.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    name: text().notNull(),
    priceModifier: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    isActive: boolean().notNull().default(true),
    /** Inclusive night range; null means open-ended. */
    startDate: stayDate(),
    endDate: stayDate(),
    /** Nights the rule applies to, 0 = Sunday .. 6 = Saturday; null means every night. */
    daysOfWeek: smallint().array(),
    /** Shortest stay that may include a covered night; null: none (decision 0127). */
    minNights: smallint(),
    closedToArrival: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pricing_rules_modifier_positive', sql`${t.priceModifier} > 0`),
    check(
      'pricing_rules_range_order',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    check(
      'pricing_rules_days_of_week',
      sql`${t.daysOfWeek} is null or ${t.daysOfWeek} <@ array[0,1,2,3,4,5,6]::smallint[]`,
    ),
    check(
      'pricing_rules_min_nights_range',
      sql`${t.minNights} is null or ${t.minNights} between 1 and 30`,
    ),
  ],
);

/** Per-date price overrides (the spec's "availability" table). */
export const availability = pgTable(
  'availability',
  {
    id: uuid().primaryKey().defaultRandom(),
    villaId: text()
      .notNull()
      .references(() => villas.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    date: stayDate().notNull(),
    priceOverride: integer(),
    minNights: smallint(),
    closedToArrival: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('availability_villa_date_unique').on(t.villaId, t.date),
    check(
      'availability_price_nonnegative',
      sql`${t.priceOverride} is null or ${t.priceOverride} >= 0`,
    ),
    check(
      'availability_min_nights_range',
      sql`${t.minNights} is null or ${t.minNights} between 1 and 30`,
    ),
  ],
);

export const safariBookings = pgTable(
  'safari_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    safariOptionId: text().references(() => safariOptions.id, { onDelete: 'restrict' }),
    status: text().$type<SafariQueryStatus>().notNull().default('pending'),
    confirmationNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('safari_bookings_status_values', inList('status', SAFARI_QUERY_STATUSES))],
);

export const safariQueries = pgTable(
  'safari_queries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The booking code, once the enquiry belongs to a booking (never a session id: a foreign key). */
    bookingId: text().references(() => bookings.bookingId, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /**
     * The server-issued browsing session that sent it (SHA-256 of the cookie, decision 0106); a
     * booking made from that session takes the enquiries that belong to no booking yet.
     */
    browsingSession: text(),
    guestName: text(),
    email: text(),
    phone: text(),
    safariOptionId: text().references(() => safariOptions.id, { onDelete: 'set null' }),
    safariName: text().notNull(),
    preferredDate: stayDate(),
    preferredTiming: text(),
    numberOfPersons: integer().notNull(),
    specialRequirements: text(),
    status: text().$type<SafariQueryStatus>().notNull().default('pending'),
    adminNotes: text(),
    response: text(),
    respondedAt: timestamp({ withTimezone: true }),
    respondedBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('safari_queries_persons_range', sql`${t.numberOfPersons} between 1 and 6`),
    check('safari_queries_status_values', inList('status', SAFARI_QUERY_STATUSES)),
    index('safari_queries_booking_idx').on(t.bookingId),
    index('safari_queries_browsing_session_idx').on(t.browsingSession),
    index('safari_queries_created_idx').on(t.createdAt),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** sha256 of the cookie value; the raw session id never touches the database. */
    idHash: text().primaryKey(),
    /** The session's public id (lists and DELETE …/sessions/:id); the cookie's hash never leaves the server. */
    id: uuid().notNull().unique().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.adminUserId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ip: text().notNull(),
    success: boolean().notNull(),
    userAgent: text(),
    /** Why a failed attempt failed: password, code, code_required, locked_out. */
    reason: text().$type<SignInFailure>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Ten one-time recovery codes per admin with two-factor sign-in, stored hashed (decision 0124). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.adminUserId)],
);

/** The resort's staff sign-in rules: one row (id 'staff'); absent means the defaults. */
export const staffSettings = pgTable(
  'staff_settings',
  {
    id: text().primaryKey().default('staff'),
    requireTwoFactor: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [check('staff_settings_single_row', sql`${t.id} = 'staff'`)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<OutboxKind>().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    status: text().$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_values', inList('status', OUTBOX_STATUSES)),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (Razorpay `order_…`, or the test gateway's). */
    id: text().primaryKey(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text().$type<PaymentProvider>().notNull(),
    plan: text().$type<PaymentPlan>().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text().$type<PaymentOrderStatus>().notNull().default('created'),
    paymentId: text().unique(),
    failureReason: text(),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
    check('payment_orders_provider_values', inList('provider', PAYMENT_PROVIDERS)),
    check('payment_orders_plan_values', inList('plan', PAYMENT_PLANS)),
    check('payment_orders_status_values', inList('status', PAYMENT_ORDER_STATUSES)),
    index('payment_orders_booking_idx').on(t.bookingId),
    // harden-pay: one open (payable) order per booking and plan, whatever runs at once.
    uniqueIndex('payment_orders_one_open_per_plan')
      .on(t.bookingId, t.plan)
      .where(sql`status = 'created'`),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  id: uuid().primaryKey().defaultRandom(),
  provider: text().notNull(),
  /** The provider's event id; unique so a replayed webhook is recorded once. */
  eventId: text().notNull().unique(),
  eventType: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: createdAt(),
  processedAt: timestamp({ withTimezone: true }),
});

// ---- bookings-ops: money staff record, and refunds (docs/decisions/0057) ----

/** Money staff received for a booking outside the online checkout: at the desk, or a verified bank transfer. */
export const propertyPayments = pgTable(
  'property_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    method: text().$type<PropertyPaymentMethod>().notNull(),
    reference: text(),
    receivedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    receivedByName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('property_payments_amount_positive', sql`${t.amount} > 0`),
    check('property_payments_method_values', inList('method', PROPERTY_PAYMENT_METHODS)),
    index('property_payments_booking_idx').on(t.bookingId),
  ],
);

/**
 * Refunds: one row per refund asked for, written before the provider is called (status pending) and
 * settled after (processed / failed). `idempotencyKey` is what the provider receives, so a retried
 * refund reaches the provider with the same key and is paid once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    channel: text().$type<RefundChannel>().notNull(),
    /** The provider payment refunded (null for a manual refund of money taken at the desk). */
    paymentId: text(),
    amount: integer().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text().unique(),
    idempotencyKey: text().notNull().unique(),
    failureReason: text(),
    requestedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    requestedByName: text().notNull(),
    createdAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_channel_values', inList('channel', REFUND_CHANNELS)),
    check('refunds_status_values', inList('status', REFUND_STATUSES)),
    index('refunds_booking_idx').on(t.bookingId),
  ],
);

/* ---- the ledger (decision 0112): every movement of money, append-only, one writer ---- */

/**
 * Charges beyond the room (the folio): safari, meals, an extra bed, transport … Voiding keeps the
 * row (`voided_at`/`voided_by`). Money of a charge reaches the booking only through the ledger
 * (`charge_added` / `charge_voided` movements written by payments/ledger.ts).
 */
export const bookingCharges = pgTable(
  'booking_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().$type<ChargeKind>().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    /** Tax on quantity × unit price (domain/charge-tax.ts), whole rupees. */
    tax: integer().notNull(),
    /** quantity × unit price + tax, whole rupees. */
    amount: integer().notNull(),
    voidedAt: timestamp({ withTimezone: true }),
    voidedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The tax invoice that covers it (`covers = 'charges'`), once money was received (0120). */
    invoiceId: uuid().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    createdBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_charges_kind_values', inList('kind', CHARGE_KINDS)),
    check(
      'booking_charges_amounts',
      sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.tax} >= 0 and ${t.amount} >= 0`,
    ),
    index('booking_charges_booking_idx').on(t.bookingId),
    index('booking_charges_created_idx').on(t.createdAt),
  ],
);

/**
 * The ledger: one row per movement of money (decision 0112). Append-only (nothing updates or
 * deletes a row); written only by `recordMoneyMovement` (payments/ledger.ts), which recomputes the
 * booking's money columns from these rows. `idempotency_key` makes a retried movement apply once.
 * `amount` is whole rupees ≥ 0, except `stay_repriced` (the signed change of the stay's total).
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().$type<MovementKind>().notNull(),
    amount: integer().notNull(),
    /** How money moved: razorpay / test / card / cash / upi / bank_transfer / manual. */
    method: text(),
    /** An online payment's plan: full, half or balance. */
    plan: text().$type<PaymentPlan>(),
    /** The provider payment id, the staff's reference, the provider refund id … */
    reference: text(),
    orderId: text(),
    refundId: uuid(),
    chargeId: uuid(),
    note: text(),
    idempotencyKey: text().notNull().unique(),
    actorId: uuid(),
    actorName: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('money_movements_kind_values', inList('kind', MOVEMENT_KINDS)),
    check('money_movements_amount_sign', sql`${t.kind} = 'stay_repriced' or ${t.amount} >= 0`),
    index('money_movements_booking_idx').on(t.bookingId, t.occurredAt),
    index('money_movements_occurred_idx').on(t.occurredAt),
  ],
);

/* ---- reports: admin events (live notifications) and each staff member's read state ---- */

/**
 * Every state change staff care about, written by `publish()` in the same transaction as the change.
 * `id` grows in commit order (publish serialises writers with a transaction advisory lock), so a
 * reader that has seen id N has seen every committed event up to N: it is the SSE Last-Event-ID.
 */
export const adminEvents = pgTable(
  'admin_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    data: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_events_created_idx').on(t.createdAt)],
);

/** Per staff member: events up to `readUpTo` are read, up to `clearedUpTo` are cleared from the bell. */
export const adminNotificationState = pgTable('admin_notification_state', {
  adminUserId: uuid()
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  readUpTo: bigint({ mode: 'number' }).notNull().default(0),
  clearedUpTo: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

// ---- harden-limits: shared counters behind every rate limit (docs/decisions/0096) ----

/**
 * One row per counted key (e.g. `signin:source:1.2.3.4`), shared by every app process. Counting is
 * one atomic upsert; rows whose window has ended are reset on their next hit and purged by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
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

// ---------------------------------------------------------------------------------------------
// inventory (Issue 12): uploaded images, kept in the database so every app process serves them.
// ---------------------------------------------------------------------------------------------

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Staff-uploaded photos, re-encoded to WebP by sharp; served at /api/images/:id (immutable). */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentType: text().notNull(),
    content: bytea().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    uploadedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploaded_images_content_type_values', sql`${t.contentType} in ('image/webp')`),
    check(
      'uploaded_images_size_positive',
      sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);

/* ---- harden-pay: secrets the application generates itself (never derived from configuration) ---- */

/**
 * Secrets generated once by the first process that needs them and shared by every process through
 * the database (e.g. the test gateway's signing secret when PAYMENT_TEST_SECRET is unset).
 * Rotation: delete the row and restart every process (docs/security.md).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/* ---- documents: tax invoices and credit notes (decision 0114) ---- */

/** The last serial taken per series (`invoice`, `credit_note`) and Indian financial year ("26-27"). */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastSerial: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_serial_positive', sql`${t.lastSerial} >= 1`),
  ],
);

/**
 * An issued invoice or credit note: never updated or deleted. `snapshot` is everything it prints
 * (DocumentSnapshot), so a re-download is the same document after any later edit of the booking.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text().$type<DocumentKind>().notNull(),
    number: text().notNull(),
    financialYear: text().notNull(),
    serial: integer().notNull(),
    /** The ledger movement that issued it (one document per movement at most). */
    movementId: text().notNull(),
    invoiceId: uuid().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    /**
     * What an invoice is for: `stay` (the booking's price, one per booking) or `charges` (charges
     * beyond the room paid after or with it, decision 0120). A credit note says what it credits.
     */
    covers: text().$type<'stay' | 'charges'>().notNull().default('stay'),
    reason: text(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    snapshot: jsonb().$type<DocumentSnapshot>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('tax_documents_number_unique').on(t.number),
    unique('tax_documents_movement_unique').on(t.movementId),
    unique('tax_documents_serial_unique').on(t.kind, t.financialYear, t.serial),
    check('tax_documents_kind_values', inList('kind', DOCUMENT_KINDS)),
    check('tax_documents_number_length', sql`char_length(${t.number}) <= 16`),
    check(
      'tax_documents_credit_note_has_invoice',
      sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`,
    ),
    check(
      'tax_documents_amounts',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0
        and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
    index('tax_documents_booking_idx').on(t.bookingId),
    check('tax_documents_covers_values', sql`${t.covers} in ('stay', 'charges')`),
    uniqueIndex('tax_documents_one_invoice_per_booking')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'invoice' and ${t.covers} = 'stay'`),
  ],
);

/* ---- channels (Issue 24, migration 0019, docs/decisions/0122): OTA calendars per room unit ---- */

/** An OTA's iCal feed of one room unit, with the health of its last fetch. */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: uuid().primaryKey().defaultRandom(),
    villaInventoryId: uuid()
      .notNull()
      .references(() => villaInventory.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    createdBy: text(),
    createdAt: createdAt(),
    lastFetchedAt: timestamp({ withTimezone: true }),
    lastStatus: text().$type<'ok' | 'failed'>(),
    lastError: text(),
    lastEventCount: integer(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'channel_feeds_status_values',
      sql`${t.lastStatus} is null or ${t.lastStatus} in ('ok', 'failed')`,
    ),
    unique('channel_feeds_unit_url_unique').on(t.villaInventoryId, t.url),
  ],
);

/**
 * One event of a feed: the unit's nights [checkIn, checkOut). `active` takes the nights (triggers of
 * migration 0019 keep it apart from bookings and blocks); `conflict` overlaps something already
 * there and is an alarm for staff; `shadowed` is an OTA's "not available" over a night already taken.
 */
export const externalReservations = pgTable(
  'external_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelFeedId: uuid()
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    villaInventoryId: uuid()
      .notNull()
      .references(() => villaInventory.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    summary: text(),
    kind: text().$type<'reservation' | 'unavailable'>().notNull(),
    checkIn: stayDate().notNull(),
    checkOut: stayDate().notNull(),
    status: text().$type<'active' | 'conflict' | 'shadowed'>().notNull(),
    conflictWith: text(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('external_reservations_dates_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('external_reservations_kind_values', sql`${t.kind} in ('reservation', 'unavailable')`),
    check(
      'external_reservations_status_values',
      sql`${t.status} in ('active', 'conflict', 'shadowed')`,
    ),
    unique('external_reservations_feed_uid_unique').on(t.channelFeedId, t.uid),
  ],
);

/** The unguessable tokens of the export feeds: one per unit or per villa; rotating replaces it. */
export const icalExportTokens = pgTable(
  'ical_export_tokens',
  {
    token: text().primaryKey(),
    villaInventoryId: uuid().references(() => villaInventory.id, { onDelete: 'cascade' }),
    villaId: text().references(() => villas.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ical_export_tokens_unit_unique').on(t.villaInventoryId),
    unique('ical_export_tokens_villa_unique').on(t.villaId),
    check(
      'ical_export_tokens_one_scope',
      sql`(${t.villaInventoryId} is null) <> (${t.villaId} is null)`,
    ),
  ],
);

/** The home page's texts (one row, id 1; decision 0129). Empty texts leave their section out. */
export const homePage = pgTable(
  'home_page',
  {
    id: smallint().primaryKey().default(1),
    tagline: text().notNull().default(''),
    storyTitle: text().notNull().default(''),
    story: text().notNull().default(''),
    locationIntro: text().notNull().default(''),
    railwayStation: text().notNull().default(''),
    airport: text().notNull().default(''),
    reserveGate: text().notNull().default(''),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('home_page_single_row', sql`${t.id} = 1`),
    check('home_page_geo_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

export const homeFaq = pgTable(
  'home_faq',
  {
    id: uuid().primaryKey().defaultRandom(),
    question: text().notNull(),
    answer: text().notNull(),
    position: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('home_faq_position_idx').on(t.position)],
);

/** Gallery pictures: an uploaded photo (`/api/images/<id>`) or a picture of the site (`/images/…`). */
export const homeGallery = pgTable(
  'home_gallery',
  {
    id: uuid().primaryKey().defaultRandom(),
    src: text().notNull(),
    alt: text().notNull(),
    caption: text().notNull().default(''),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('home_gallery_alt_present', sql`length(btrim(${t.alt})) > 0`),
    index('home_gallery_position_idx').on(t.position),
  ],
);

/** The smaller AVIF and WebP copies of an uploaded photo, made at upload (decision 0130). */
export const uploadedImageVariants = pgTable(
  'uploaded_image_variants',
  {
    imageId: uuid()
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    format: text().$type<'avif' | 'webp'>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    content: bytea().notNull(),
    byteSize: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.format, t.width] }),
    check('uploaded_image_variants_format_values', sql`${t.format} in ('avif', 'webp')`),
    check(
      'uploaded_image_variants_size_positive',
      sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A guest's review of their stay, one per booking; shown on the home page once approved (0131). */
export const guestReviews = pgTable(
  'guest_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    author: text().notNull(),
    rating: smallint().notNull(),
    body: text().notNull(),
    status: text().$type<ReviewStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('guest_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('guest_reviews_status_values', sql`${t.status} in ('pending', 'approved', 'hidden')`),
    index('guest_reviews_status_idx').on(t.status, t.createdAt),
  ],
);

/** Promo codes staff create (decision 0128); codes are stored upper case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    kind: text({ enum: ['percent', 'amount'] }).notNull(),
    value: integer().notNull(),
    stayFrom: stayDate(),
    stayTo: stayDate(),
    bookFrom: stayDate(),
    bookTo: stayDate(),
    minNights: smallint(),
    /** null: every villa. */
    villaIds: text().array(),
    maxUses: integer(),
    maxUsesPerEmail: integer(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_kind', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'promo_codes_value',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/**
 * A booking's use of a promo code: pending while unpaid (it reserves the use), confirmed when paid,
 * released when the booking expires (src/server/promo/redemption-service.ts).
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    promoCodeId: uuid()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    bookingId: uuid()
      .notNull()
      .unique('promo_redemptions_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    discount: integer().notNull(),
    status: text({ enum: ['pending', 'confirmed', 'released'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    confirmedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('promo_redemptions_status', sql`${t.status} in ('pending', 'confirmed', 'released')`),
    index('promo_redemptions_code_idx').on(t.promoCodeId, t.status),
  ],
);

// ---------------------------------------------------------------------------------------------
// Guest registration at check-in with Form C (decision 0132).
// ---------------------------------------------------------------------------------------------

/**
 * A booking's registration as a whole: who last changed it, when the guests arrived (check-in),
 * when staff marked its Form C submitted to the FRRO, and when the retention job erased its
 * identity numbers. The guests themselves are `registration_guests`.
 */
export const bookingRegistrations = pgTable(
  'booking_registrations',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
    updatedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedByName: text().notNull(),
    /** Set by the check-in that the registration allowed. */
    arrivedAt: timestamp({ withTimezone: true }),
    formCSubmittedAt: timestamp({ withTimezone: true }),
    formCSubmittedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    formCSubmittedByName: text(),
    /** When the retention job erased the identity and document numbers. */
    numbersErasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'booking_registrations_submitted_by',
      sql`(${t.formCSubmittedAt} is null) = (${t.formCSubmittedByName} is null)`,
    ),
    index('booking_registrations_form_c_due_idx')
      .on(t.arrivedAt)
      .where(sql`${t.formCSubmittedAt} is null and ${t.arrivedAt} is not null`),
  ],
);

/** Each guest of a registered stay; position 0 is the lead guest. */
export const registrationGuests = pgTable(
  'registration_guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookingRegistrations.bookingId, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    name: text().notNull(),
    /** ISO 3166-1 alpha-2; 'IN' is Indian. */
    nationality: text().notNull(),
    idType: text().$type<IdType>().notNull(),
    /** null once erased (retention job, decision 0132). */
    idNumber: text(),
    address: text(),
    /** Form C particulars (foreign nationals), without the two numbers below. */
    formC: jsonb().$type<FormCParticulars>(),
    passportNumber: text(),
    visaNumber: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('registration_guests_position_unique').on(t.bookingId, t.position),
    check('registration_guests_position_range', sql`${t.position} between 0 and 19`),
    check('registration_guests_nationality_code', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
    check('registration_guests_id_type_values', inList('id_type', ID_TYPES)),
    check(
      'registration_guests_form_c_foreign',
      sql`${t.formC} is null or ${t.nationality} <> 'IN'`,
    ),
    check(
      'registration_guests_numbers_with_form_c',
      sql`${t.formC} is not null or (${t.passportNumber} is null and ${t.visaNumber} is null)`,
    ),
  ],
);

/** Housekeeping state of a unit (decision 0133); a unit without a row is clean. */
export const unitHousekeeping = pgTable(
  'unit_housekeeping',
  {
    villaInventoryId: uuid()
      .primaryKey()
      .references(() => villaInventory.id, { onDelete: 'cascade' }),
    state: text().$type<HousekeepingState>().notNull().default('clean'),
    note: text(),
    updatedAt: updatedAt(),
    updatedById: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedByName: text(),
  },
  () => [
    check('unit_housekeeping_state_values', inList('state', HOUSEKEEPING_STATES)),
    check('unit_housekeeping_out_of_order_note', sql`state <> 'out_of_order' or length(note) > 0`),
  ],
);

/** Every change of a unit's housekeeping state: who, when, from → to, the note, the stay that caused it. */
export const unitHousekeepingHistory = pgTable(
  'unit_housekeeping_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    villaInventoryId: uuid()
      .notNull()
      .references(() => villaInventory.id, { onDelete: 'cascade' }),
    fromState: text().$type<HousekeepingState>().notNull(),
    toState: text().$type<HousekeepingState>().notNull(),
    note: text(),
    actorId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('unit_housekeeping_history_from_values', inList('from_state', HOUSEKEEPING_STATES)),
    check('unit_housekeeping_history_to_values', inList('to_state', HOUSEKEEPING_STATES)),
    index('unit_housekeeping_history_unit_idx').on(t.villaInventoryId, t.createdAt),
  ],
);
