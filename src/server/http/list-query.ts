import { z } from '@hono/zod-openapi';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE, type SortValue } from '../../domain/list-query';

/**
 * The list toolkit every admin list endpoint uses: one query schema (q, sort, page, pageSize and
 * the endpoint's own filters), one response shape `{ items, total, page, pageSize }`, sorting only
 * by whitelisted keys, and an ILIKE search whose wildcards come from us, never from the caller.
 * The query schema itself lives in src/domain/list-query.ts: the web parses its URL search
 * params with the very same schema (src/web/admin/ui/use-list-params.ts).
 */

/** `{ items, total, page, pageSize }` around the item schema. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });
}

export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** LIMIT/OFFSET of a page. */
export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** Escapes `\`, `%` and `_` so the text matches literally inside an ILIKE pattern (backslash is the escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `%text%` with the caller's wildcards neutralised. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * `(column ILIKE '%q%' or …)` over any of the columns (case-insensitive, partial, literal). The
 * brackets are part of the fragment: it is ANDed with the list's filters, and a bare OR would let
 * any row the search matches past every filter (the lint rule vm/bracketed-sql keeps it so).
 */
export function searchAny(q: string, columns: (AnyColumn | SQL)[]): SQL {
  const pattern = containsPattern(q);
  return sql`(${sql.join(
    columns.map((col) => sql`${col} ilike ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * ORDER BY for a whitelisted sort value; `columns` maps every allowed key to its column. The
 * tie-breaker keeps pages stable when many rows share a value.
 */
export function orderBy<K extends string>(
  sort: SortValue<K>,
  columns: Record<K, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const column = columns[key];
  return [descending ? desc(column) : asc(column), descending ? desc(tieBreaker) : asc(tieBreaker)];
}
