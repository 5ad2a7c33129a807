import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SAFARI_QUERY_STATUSES, type SafariQueryStatus } from '../../../domain/enums';
import { inList, createdAt, updatedAt, stayDate } from './columns';
import { bookings } from './bookings';
import { safariOptions } from './catalogue';

/** Safari bookings and enquiries. */

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
