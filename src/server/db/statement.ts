import { fillPlaceholders, is, sql, type Query, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/**
 * A raw SQL statement turned into text once, when it is defined, instead of on every call: drizzle
 * builds the text of a `sql` template by walking its pieces, which cost more CPU than the rest of an
 * availability request together (decision 0142). Its values are named placeholders
 * (`param('villaId')`) filled at each call. For the hot paths only; elsewhere `queryRows(db, sql…)`
 * is simpler. The text is plain SQL (no table or column objects), the same on both drivers.
 */
export type Statement = { readonly query: Query; readonly pgConfig: pg.QueryConfig };

/**
 * The column parsers drizzle's node-postgres driver gives its queries: date and time types (and their
 * arrays) stay text, everything else as pg parses it. Statements run with the same.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const keepText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid)
      ? keepText
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Whether a statement's columns (learnt at its first run; the same SQL text has the same column
 * types) are all parsed the same by the pool's parsers as by drizzle's `drizzleTypes`.
 */
const plainColumns = new WeakMap<Statement, boolean>();

/** A named value of a statement, filled in at each call. */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

export function statement(text: SQL): Statement {
  const query = dialect.sqlToQuery(text);
  return { query, pgConfig: { text: query.sql, types: drizzleTypes } };
}

/**
 * Runs a statement with its values (one per placeholder name; extra names are ignored, a missing one
 * throws) on the database or transaction `db`, the way `db.execute` runs raw SQL. On node-postgres
 * it goes to the pool or the transaction's client directly, with drizzle's column parsers and its
 * error (`DrizzleQueryError` around the driver's): drizzle's prepared query object, tracing spans
 * and cache check cost a dozen promises per call, each paying the request context's async hooks
 * (decision 0153). PGlite (embedded, tests) keeps drizzle's path.
 */
export async function runStatement<T extends Record<string, unknown>>(
  db: Db,
  s: Statement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const session: unknown = db._.session;
  if (is(session, NodePgSession)) {
    const params = fillPlaceholders(s.query.params, values);
    const client = (session as unknown as { client: pg.Pool | pg.PoolClient }).client;
    try {
      // A statement none of whose columns needs drizzle's parsers goes as text: pg copies a query
      // configuration object property by property for every call (decision 0160). The pool's own
      // parsers are pg's but for `date` (kept text, as drizzle's): the same values for these columns.
      const plain = plainColumns.get(s);
      const result = await client.query<T>(plain ? s.query.sql : s.pgConfig, params);
      if (plain === undefined)
        plainColumns.set(
          s,
          result.fields.every((f) => !TEXT_TYPES.has(f.dataTypeID)),
        );
      return result.rows;
    } catch (err) {
      throw new DrizzleQueryError(s.query.sql, params, err as Error);
    }
  }
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
