import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A raw SQL statement turned into text once, when it is defined, instead of on every call: drizzle
 * builds the text of a `sql` template by walking its pieces, which cost more CPU than the rest of an
 * availability request together (decision 0142). Its values are named placeholders
 * (`param('villaId')`) filled at each call. For the hot paths only; elsewhere `queryRows(db, sql…)`
 * is simpler. The text is plain SQL (no table or column objects), the same on both drivers.
 */
export type Statement = { readonly query: Query };

const dialect = new PgDialect({ casing: 'snake_case' });

/** A named value of a statement, filled in at each call. */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

export function statement(text: SQL): Statement {
  return { query: dialect.sqlToQuery(text) };
}

/**
 * Runs a statement with its values (one per placeholder name; extra names are ignored, a missing one
 * throws) on the database or transaction `db`, the way `db.execute` runs raw SQL.
 */
export async function runStatement<T extends Record<string, unknown>>(
  db: Db,
  s: Statement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(s.query, undefined, undefined, false);
  const result = (await prepared.execute(values)) as unknown as { rows: T[] };
  return result.rows;
}

/** A statement with variants (e.g. an optional condition), each compiled once at its first use. */
export function statementVariants<K extends string>(build: (key: K) => SQL): (key: K) => Statement {
  const compiled = new Map<K, Statement>();
  return (key) => {
    let s = compiled.get(key);
    if (!s) {
      s = statement(build(key));
      compiled.set(key, s);
    }
    return s;
  };
}
