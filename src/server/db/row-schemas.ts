import { z } from '@hono/zod-openapi';
import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  UNIT_STATUSES,
  VILLA_STATUSES,
} from '../../domain/enums';
import { PROMO_KINDS } from '../../domain/promo';
import {
  adminUsers,
  bookings,
  packages,
  promoCodes,
  safariOptions,
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

/** A column's schema from its drizzle definition: text, integer, boolean, timestamp, text[]. */
function columnSchema(column: Column): z.ZodType {
  const value = (): z.ZodType => {
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
      case 'array':
        return z.array(z.string());
      default:
        throw new Error(`row-schemas: no schema for ${column.name} (${column.columnType})`);
    }
  };
  return column.notNull ? value() : value().nullable();
}

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

/** A timestamp column as an answer carries it (`toISOString()`). */
export const isoTimestamp = () => z.string();
