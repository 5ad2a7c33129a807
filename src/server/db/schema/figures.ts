import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { stayDate } from './columns';
import { bookings } from './bookings';
import { bookingCharges } from './money';

/**
 * Running totals (migration 0028, decision 0154): written only by the database's triggers on
 * bookings, money_movements and booking_charges, in the transaction of the write (never by the app).
 */

/** Per booking: its Revenue item's value (before it is spread over its nights) and Payments received. */
export const bookingFigures = pgTable(
  'booking_figures',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    guestName: text().notNull(),
    /** `country_code phone` as the guest list shows it; null when both are empty. */
    phone: text(),
    villaId: text().notNull(),
    packageId: text(),
    status: text().notNull(),
    checkIn: stayDate().notNull(),
    checkOut: stayDate().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    revenueValue: doublePrecision().notNull(),
    paymentsReceived: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('booking_figures_stay_range_idx').using(
      'gist',
      sql`daterange(${t.checkIn}, ${t.checkOut}, '[)')`,
    ),
    index('booking_figures_guest_idx').on(sql`lower(${t.email})`, t.createdAt),
    // Migration 0029 (decision 0159): the stays that cross a month boundary, read directly by
    // the reports; and the stays of one villa, status and month, which a month's row sums.
    index('booking_figures_crossing_idx')
      .using('gist', sql`daterange(${t.checkIn}, ${t.checkOut}, '[)')`)
      .where(
        sql`${t.checkOut} > (date_trunc('month', ${t.checkIn}::timestamp) + interval '1 month')::date`,
      ),
    index('booking_figures_month_idx').on(t.villaId, t.status, t.checkIn),
  ],
);

/**
 * Per month, villa, package and status (migration 0029, decision 0159): the Revenue of the stays
 * wholly inside the month (check-in to the last night), each rounded as a range covering it rounds
 * it, and how many of them earned something. Written only by the triggers on booking_figures.
 */
export const revenueMonths = pgTable(
  'revenue_months',
  {
    month: stayDate().notNull(),
    villaId: text().notNull(),
    packageId: text(),
    status: text().notNull(),
    revenue: bigint({ mode: 'number' }).notNull(),
    bookings: integer().notNull(),
    stays: integer().notNull(),
  },
  (t) => [
    unique('revenue_months_key').on(t.month, t.villaId, t.packageId, t.status).nullsNotDistinct(),
  ],
);

/**
 * Per guest of the guest list (lower(e-mail) of bookings, and the `guests` staff added): the name
 * and phone shown (staff's, else the latest booking's), counts, dates, anonymised, spend.
 */
export const guestFigures = pgTable(
  'guest_figures',
  {
    email: text().primaryKey(),
    name: text().notNull(),
    phone: text(),
    bookings: integer().notNull(),
    firstBooking: timestamp({ withTimezone: true }),
    lastBooking: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    anonymised: boolean().notNull(),
    paymentsReceived: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('guest_figures_spent_idx').on(t.paymentsReceived, t.email),
    index('guest_figures_last_idx').on(sql`coalesce(${t.lastBooking}, ${t.joinedAt})`, t.email),
    index('guest_figures_bookings_idx').on(t.bookings, t.email),
    index('guest_figures_name_idx').on(sql`lower(${t.name})`, t.email),
    index('guest_figures_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('guest_figures_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('guest_figures_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

/**
 * Per month of check-in, villa, package, status and payment status (migration 0030, decision 0159):
 * how many bookings there are, for the all-time counts of the dashboard and the villa and package
 * cards. Written only by the triggers on bookings.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    month: stayDate().notNull(),
    villaId: text().notNull(),
    packageId: text(),
    status: text().notNull(),
    paymentStatus: text().notNull(),
    bookings: integer().notNull(),
  },
  (t) => [
    unique('booking_counts_key')
      .on(t.month, t.villaId, t.packageId, t.status, t.paymentStatus)
      .nullsNotDistinct(),
  ],
);

/**
 * The time zone whose calendar months `payment_months` and `made_months` follow (migration 0031,
 * decision 0164): one row, set at start to the resort's zone (`RESORT_TZ`); changing it rebuilds
 * both tables. A report in another zone reads its sources directly.
 */
export const reportZone = pgTable(
  'report_zone',
  {
    id: boolean().primaryKey().default(true),
    zone: text().notNull(),
  },
  (t) => [check('report_zone_one_row', sql`${t.id}`)],
);

/**
 * Per resort month (of `report_zone`) and villa (migration 0031, decision 0164): the Payments
 * received of the ledger rows dated in the month (money in +, refunds asked −, failed refunds +)
 * of the villa's bookings, and how many ledger rows there are. Written only by the triggers on
 * money_movements and bookings.
 */
export const paymentMonths = pgTable(
  'payment_months',
  {
    month: stayDate().notNull(),
    villaId: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    movements: integer().notNull(),
  },
  (t) => [unique('payment_months_key').on(t.month, t.villaId)],
);

/**
 * Per resort month of creation (of `report_zone`), villa, package and status (migration 0031,
 * decision 0164): the bookings made, their nights and their lead days (check-in − the resort day
 * the booking was made, never below 0). Written only by the triggers on bookings.
 */
export const madeMonths = pgTable(
  'made_months',
  {
    month: stayDate().notNull(),
    villaId: text().notNull(),
    packageId: text(),
    status: text().notNull(),
    bookings: integer().notNull(),
    nights: integer().notNull(),
    leadDays: integer().notNull(),
  },
  (t) => [
    unique('made_months_key').on(t.month, t.villaId, t.packageId, t.status).nullsNotDistinct(),
  ],
);

/**
 * Per month of the stay dates and villa (migration 0032, decision 0164): the unit-nights sold in the
 * month — the nights of the reserved and occupied units of the villa's sold bookings that fall in
 * it. Written only by the triggers on booking_units and bookings.
 */
export const nightMonths = pgTable(
  'night_months',
  {
    month: stayDate().notNull(),
    villaId: text().notNull(),
    nights: integer().notNull(),
    units: integer().notNull(),
  },
  (t) => [unique('night_months_key').on(t.month, t.villaId)],
);

/**
 * Per charge not voided (migration 0033, decision 0164): its Revenue item as the reports read it —
 * its pre-tax amount on the resort day it was added (in the zone of `report_zone`) — with the
 * columns of its booking's row of booking_figures the reports narrow, group and count by, so a
 * report reads a range of days of this table instead of every charge joined to its booking. Written
 * only by the triggers on booking_charges and booking_figures.
 */
export const chargeFigures = pgTable(
  'charge_figures',
  {
    chargeId: uuid()
      .primaryKey()
      .references(() => bookingCharges.id, { onDelete: 'cascade' }),
    bookingId: uuid().notNull(),
    day: stayDate().notNull(),
    value: doublePrecision().notNull(),
    villaId: text().notNull(),
    packageId: text(),
    status: text().notNull(),
    email: text().notNull(),
    checkIn: stayDate().notNull(),
    checkOut: stayDate().notNull(),
    revenueValue: doublePrecision().notNull(),
  },
  (t) => [
    index('charge_figures_day_idx').on(t.day),
    index('charge_figures_booking_idx').on(t.bookingId),
  ],
);

/**
 * The report tables' refreshes a transaction asked for (migration 0034, decision 0168): one row per
 * trigger statement, with the keys it wrote. At commit one deferred trigger takes every bucket's
 * lock of all of them in one order and runs the refreshes; the rows never outlive their
 * transaction, so the table is empty for anyone else.
 */
export const reportRefreshQueue = pgTable(
  'report_refresh_queue',
  {
    /** The writing transaction (`txid_current()`): the commit takes its own rows by this index, never scanning the dead rows of earlier ones. */
    xact: bigint({ mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    kind: text().notNull(),
    months: stayDate().array(),
    villas: text().array(),
    packages: text().array(),
    statuses: text().array(),
    payments: text().array(),
    emails: text().array(),
  },
  (t) => [index('report_refresh_queue_xact_idx').on(t.xact)],
);
