import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ID_TYPES, type FormCParticulars, type IdType } from '../../../domain/registration';
import { HOUSEKEEPING_STATES, type HousekeepingState } from '../../../domain/housekeeping';
import { inList, createdAt, updatedAt } from './columns';
import { bookings } from './bookings';
import { villaInventory } from './catalogue';
import { adminUsers } from './staff';

/** At the stay: guest registration (Form C) and housekeeping. */

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
