import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BLOCK_TYPES,
  PACKAGE_DURATIONS,
  UNIT_STATUSES,
  VILLA_STATUSES,
  type UnitStatus,
  type VillaStatus,
} from '../../../domain/enums';
import { inList, createdAt, updatedAt, stayDate, textList } from './columns';

/** What is sold: villas and their units, packages, safari options, prices, blocks. */

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
