import { sql } from 'drizzle-orm';
import { date, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Column names are snake_case in the database (drizzle `casing: 'snake_case'`), camelCase in code.
 * Money is integer rupees >= 0. Stay dates are `date` columns read as 'YYYY-MM-DD' strings.
 */

/** A CHECK's body: `column in ('a', 'b')`. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const stayDate = () => date({ mode: 'string' });
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
