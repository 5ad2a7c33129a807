import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, stayDate } from './columns';
import { villaInventory, villas } from './catalogue';

/** Channels: OTA iCal feeds, their reservations, the export feeds' tokens. */

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
