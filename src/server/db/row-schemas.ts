import { z } from '@hono/zod-openapi';
import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  BLOCK_TYPES,
  BOOKING_STATUSES,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  PAYMENT_STATUSES,
  REFUND_CHANNELS,
  REFUND_STATUSES,
  SAFARI_QUERY_STATUSES,
  UNIT_STATUSES,
  VILLA_STATUSES,
} from '../../domain/enums';
import { PROMO_KINDS } from '../../domain/promo';
import {
  adminUsers,
  bookings,
  channelFeeds,
  emailOutbox,
  externalReservations,
  guestFigures,
  guestReviews,
  homeFaq,
  homeGallery,
  homePage,
  inventoryBlocks,
  packages,
  pricingRules,
  promoCodes,
  refunds,
  REVIEW_STATUSES,
  safariOptions,
  safariQueries,
  villaInventory,
  villas,
} from './schema';

/**
 * Row schemas derived from the drizzle tables (decision 0137): an answer that carries a table's
 * columns picks them from here (`villaRow.pick({ id: true, … })`) and extends the pick with what
 * it adds, so a column is never re-listed by hand in a contract. Timestamps are `Date`s in a row
 * and ISO strings in an answer: extend with `isoTimestamp()` where an answer carries one. Columns
 * whose text holds a domain list are narrowed to that list here, once.
 */

/** The zod type of a column's value (before null). */
type ValueSchema<D> = [D] extends [string]
  ? z.ZodString
  : [D] extends [number]
    ? z.ZodNumber
    : [D] extends [boolean]
      ? z.ZodBoolean
      : [D] extends [Date]
        ? z.ZodDate
        : [D] extends [string[]]
          ? z.ZodArray<z.ZodString>
          : [D] extends [number[]]
            ? z.ZodArray<z.ZodNumber>
            : z.ZodUnknown;
type ColumnSchema<C extends Column> = C['_']['notNull'] extends true
  ? ValueSchema<C['_']['data']>
  : z.ZodNullable<ValueSchema<C['_']['data']>>;
type Columns<T extends Table> = T['_']['columns'];
type Overrides<T extends Table> = { [K in keyof Columns<T>]?: z.ZodType };
type RowShape<T extends Table, O> = {
  [K in keyof Columns<T>]: K extends keyof O
    ? Exclude<O[K], undefined>
    : ColumnSchema<Columns<T>[K]>;
};
/** A shape zod accepts (a deferred check, so generic callers type-check). */
type AsShape<S> = S extends z.ZodRawShape ? S : never;

/** The schema of a column's value (before null): text, integer, numeric, boolean, timestamp, arrays of those. */
function valueSchema(column: Column): z.ZodType {
  switch (column.dataType) {
    case 'string':
      return column.enumValues?.length
        ? z.enum(column.enumValues as [string, ...string[]])
        : z.string();
    case 'number':
      return /Integer|Serial|SmallInt/.test(column.columnType) ? z.number().int() : z.number();
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.date();
    case 'array': {
      // Its elements are its base column's values (text[] → strings, smallint[] → integers).
      const base = (column as Column & { baseColumn?: Column }).baseColumn;
      return z.array(base ? valueSchema(base) : z.string());
    }
    default:
      throw new Error(`row-schemas: no schema for ${column.name} (${column.columnType})`);
  }
}

/** A column's schema: its value's, nullable where the column is. */
const columnSchema = (column: Column): z.ZodType =>
  column.notNull ? valueSchema(column) : valueSchema(column).nullable();

/** The schema of a table's row; `overrides` narrow columns (a text column holding a domain list). */
function rowSchema<T extends Table, O extends Overrides<T> = Record<never, never>>(
  table: T,
  overrides?: O,
): z.ZodObject<AsShape<RowShape<T, O>>> {
  const shape = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      (overrides as Record<string, z.ZodType> | undefined)?.[key] ?? columnSchema(column),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<AsShape<RowShape<T, O>>>;
}

export const villaRow = rowSchema(villas, { status: z.enum(VILLA_STATUSES) });
export const unitRow = rowSchema(villaInventory, { status: z.enum(UNIT_STATUSES) });
export const packageRow = rowSchema(packages);

/** A priced line of a booking (`bookings.price_lines`), as the answers carry it. */
export const BookingPriceLineSchema = z
  .object({ kind: z.string(), label: z.string(), amount: z.number().int() })
  .openapi('BookingPriceLine');

/** A safari asked for with a booking (`bookings.safari_requests`). */
export const BookingSafariRequestSchema = z
  .object({ date: z.string(), timing: z.string(), persons: z.number().int(), name: z.string() })
  .openapi('BookingSafariRequest');

export const bookingRow = rowSchema(bookings, {
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  priceLines: z.array(BookingPriceLineSchema),
  safariRequests: z.array(BookingSafariRequestSchema),
});
export const promoCodeRow = rowSchema(promoCodes, { kind: z.enum(PROMO_KINDS) });
export const adminUserRow = rowSchema(adminUsers, { role: z.enum(ADMIN_ROLES) });
export const safariOptionRow = rowSchema(safariOptions, {
  timings: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const inventoryBlockRow = rowSchema(inventoryBlocks, { blockType: z.enum(BLOCK_TYPES) });
export const pricingRuleRow = rowSchema(pricingRules);
export const channelFeedRow = rowSchema(channelFeeds, {
  lastStatus: z.enum(['ok', 'failed']).nullable(),
});
export const externalReservationRow = rowSchema(externalReservations, {
  kind: z.enum(['reservation', 'unavailable']),
  status: z.enum(['active', 'conflict', 'shadowed']),
});
export const refundRow = rowSchema(refunds, {
  channel: z.enum(REFUND_CHANNELS),
  status: z.enum(REFUND_STATUSES),
});
export const homePageRow = rowSchema(homePage);
export const homeFaqRow = rowSchema(homeFaq);
export const homeGalleryRow = rowSchema(homeGallery);
export const guestReviewRow = rowSchema(guestReviews, { status: z.enum(REVIEW_STATUSES) });
export const safariQueryRow = rowSchema(safariQueries, { status: z.enum(SAFARI_QUERY_STATUSES) });
export const guestFiguresRow = rowSchema(guestFigures);
export const emailOutboxRow = rowSchema(emailOutbox, {
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATUSES),
});

/** A timestamp column as an answer carries it (`toISOString()`). */
export const isoTimestamp = () => z.string();
