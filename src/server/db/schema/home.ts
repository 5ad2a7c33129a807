import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROMO_KINDS } from '../../../domain/promo';
import { createdAt, updatedAt, stayDate } from './columns';
import { bookings } from './bookings';
import { adminUsers } from './staff';

/** The guest home page: texts, FAQ, gallery, reviews; promo codes and their redemptions. */

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
    kind: text({ enum: PROMO_KINDS }).notNull(),
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
